import { describe, expect, it, vi } from 'vitest';
import { emailSetting } from '../../server/areas/email-setting';
import { emailTemplate } from '../../server/areas/email-template';
import { emailTemplateTypeArea } from '../../server/areas/email-template-type';
import { emailTemplateVariableArea } from '../../server/areas/email-template-variable';
import { providerEmailTemplateArea } from '../../server/areas/provider-email-template';
import { areaOfPath } from '../../src/areas';
import { brokenRules, type AreaDef } from '../../src/areas/area';
import { fieldLabelKey } from '../../src/areas/area-fields';
import { mailLogArea } from '../../src/areas/mail-log';
import { mailSettingArea } from '../../src/areas/mail-setting';
import { mailTemplateArea } from '../../src/areas/mail-template';
import { mailTemplateTypeArea } from '../../src/areas/mail-template-type';
import { mailTemplateVariableArea } from '../../src/areas/mail-template-variable';
import { providerMailTemplateArea } from '../../src/areas/provider-mail-template';
import { fieldsOf, formValues, newValues, wireValues } from '../../src/features/resource-form/resource-form-values';
import { uploadChosenFiles } from '../../src/features/resource-form/upload-chosen-files';
import { variantFilters } from '../../src/features/resource-list/resource-list-query';

const { routeByName } = await import('../../src/app/paths');
const { SCREENS } = await import('../../src/app/lazy-routes');

/**
 * Issue 17: the mail screens on the resource kit. Settings and templates are the client's default, an arrangement's
 * or a container's; the provider's templates, types and variables live under /amw. Declarations are checked
 * against the server's (server/areas/email-*.ts).
 */

const setting = mailSettingArea as AreaDef<any>;
const template = mailTemplateArea as AreaDef<any>;
const pairs = [
  [setting, emailSetting], [template, emailTemplate], [providerMailTemplateArea, providerEmailTemplateArea('amw')],
  [mailTemplateTypeArea, emailTemplateTypeArea('amw')], [mailTemplateVariableArea, emailTemplateVariableArea('amw')],
] as const;

describe('mail areas', () => {
  it("speak the server declarations' paths and id parameters and send only their writable fields", () => {
    for (const [area, server] of pairs) {
      expect(area.api.endpoint.paths, area.key).toEqual(server.paths);
      expect(area.api.endpoint.idParam, area.key).toBe(server.idParam);
      for (const field of area.fields) {
        if (field.kind !== 'files') expect(Object.keys(server.writable), `${area.key}.${field.name}`).toContain(field.name);
      }
    }
    expect(mailLogArea.api.endpoint.paths.get).toBe('/logemails');
    expect(mailLogArea.api.endpoint.idParam).toBe('logId');
  });

  it('serve every mail route of spec 01 §2 with the kit, the mail log with its own read-only view', () => {
    const cases = [
      ['/arrangement/mail/setting', setting, 'arrangement'], ['/mobility/mail/setting/create', setting, 'mobility'],
      ['/component/mail/setting/edit', setting, 'component'], ['/arrangement/mail/template', template, 'arrangement'],
      ['/mobility/mail/template', template, 'mobility'], ['/component/mail/template/create', template, 'component'],
      ['/component/mail/logs', mailLogArea, 'component'], ['/amw/mail/template/edit', providerMailTemplateArea, 'provider'],
      ['/amw/mail/type', mailTemplateTypeArea, 'provider'], ['/amw/mail/variable/create', mailTemplateVariableArea, 'provider'],
    ] as const;
    for (const [path, area, section] of cases) expect(areaOfPath(path), path).toEqual({ area, section });
    for (const name of ['arrangement-mail-setting', 'mobility-mail-template-create', 'component-mail-logs', 'component-mail-logs-edit', 'amw-mail-variable-edit']) {
      expect(routeByName(name), name).toBeDefined();
      expect(SCREENS[name], name).toBeDefined();
    }
    expect(SCREENS['component-mail-logs-edit']).not.toBe(SCREENS['component-mail-setting-edit']);
  });

  it("list the selected arrangement's rows, the current container's, or under /component every row (the default among them)", () => {
    expect(variantFilters(setting, 'arrangement', 7)).toEqual({ carArrangementId: '7' });
    expect(variantFilters(template, 'mobility', 3)).toEqual({ containerId: '3' });
    expect(variantFilters(template, 'mobility', null)).toBeNull();
    expect(variantFilters(setting, 'component', null)).toEqual({});
    expect(variantFilters(mailTemplateTypeArea as AreaDef<any>, 'provider', null)).toEqual({});
  });

  it("make a new row the arrangement's, the container's, or under /component the client's default", () => {
    expect(newValues(template, 'arrangement', 7)).toMatchObject({ carArrangementId: 7, mobilityContainerId: null });
    expect(newValues(template, 'mobility', 3)).toMatchObject({ carArrangementId: null, mobilityContainerId: 3 });
    expect(newValues(setting, 'component', null)).toMatchObject({ carArrangementId: null, mobilityContainerId: null, transport: 'smtp' });
  });

  it('keep a stored password when the field is left empty, set it as typed (spaces too), and never read one back', () => {
    const record = { id: 1, version: 2, carArrangementId: null, mobilityContainerId: 4, senderName: 'HR', senderAddress: 'hr@demo.nl', transport: 'smtp',
      host: 'smtp.demo.nl', port: 587, username: 'hr', useSsl: true, font: null, isOrderEmailActive: false, hasPassword: true, password: 'leaked?' };
    const values = formValues(setting, record);
    expect(values.password).toBe('');
    const kept = wireValues(setting, 'component', values, 'update');
    expect(kept).not.toHaveProperty('password');
    // The container it belongs to goes with the update as read, so saving under /component keeps it the container's.
    expect(kept).toMatchObject({ mobilityContainerId: 4, carArrangementId: null, host: 'smtp.demo.nl' });
    expect(wireValues(setting, 'component', { ...values, password: 's3cret ' }, 'update')).toMatchObject({ password: 's3cret ' });
  });

  it("hide the server fields of the provider's service and send them empty", () => {
    const values = { ...newValues(setting, 'component', null), senderName: 'HR', senderAddress: 'hr@demo.nl', transport: 'service', host: 'old', port: 25 };
    expect(fieldsOf(setting, 'component', values).map((field) => field.name)).not.toContain('host');
    expect(wireValues(setting, 'component', values, 'create')).toMatchObject({ transport: 'service', host: null, port: null });
    // A stored password goes with the server it was for: the service needs none, so it is cleared (null), not kept.
    expect(wireValues(setting, 'component', { ...values, password: 'typed' }, 'update')).toMatchObject({ password: null });
  });

  it('leave chosen attachments out of the body and upload each after the save, answering the refused ones', async () => {
    const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
    const values = { ...newValues(template, 'component', null), subject: 'Welkom', body: '<p>Hoi</p>', emailTemplateTypeId: 1, newAttachments: [file('a.pdf'), file('b.pdf')] };
    expect(wireValues(template, 'component', values, 'create')).not.toHaveProperty('newAttachments');
    const field = template.fields.find((candidate) => candidate.kind === 'files')!;
    const upload = vi.spyOn(field as { upload: (id: number, file: File, signal: AbortSignal) => Promise<unknown> }, 'upload')
      .mockImplementation(async (_id, chosen) => (chosen.name === 'b.pdf' ? Promise.reject(new Error('415')) : undefined));
    const refused = await uploadChosenFiles(template, 42, values, new AbortController().signal);
    expect(upload.mock.calls.map(([id, chosen]) => [id, chosen.name])).toEqual([[42, 'a.pdf'], [42, 'b.pdf']]);
    expect(refused.map((chosen) => chosen.name)).toEqual(['b.pdf']);
    upload.mockRestore();
  });

  it("label the provider-only flag apart from the product key it is named after (isOnlyFor{Product})", () => {
    const flag = mailTemplateTypeArea.fields.find((field) => field.kind === 'checkbox')!;
    expect(flag.name).toBe('isOnlyForAmw');
    expect(fieldLabelKey(mailTemplateTypeArea.key, flag)).toBe('mailTemplateType.fields.isOnlyForProduct');
  });

  it("check a variable's name and prefix the way the server does before sending", () => {
    const context = { arrangementTypeOf: () => null };
    expect(brokenRules(mailTemplateVariableArea, { name: 'firstName', prefix: 'driver' }, context)).toEqual({});
    expect(brokenRules(mailTemplateVariableArea, { name: '1st name', prefix: 'dri.ver' }, context)).toEqual({ name: 'identifier', prefix: 'prefix' });
  });
});
