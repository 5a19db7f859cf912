import { describe, expect, it } from 'vitest';
import { component } from '../../server/areas/component';
import { optionAccessory } from '../../server/areas/option-accessory';
import { AREAS, areaOfPath } from '../../src/areas';
import { refusalOf, type AreaDef } from '../../src/areas/area';
import { componentArea } from '../../src/areas/component';
import { KIT_LIST_PATHS } from '../../src/areas/kit-paths';
import { optionAccessoryArea } from '../../src/areas/option-accessory';
import { formValues, newValues, wireValues } from '../../src/features/resource-form/resource-form-values';
import { variantFilters } from '../../src/features/resource-list/resource-list-query';
import { policyConditionArea } from '../../src/areas/policy-condition';
import { can } from '../../contract/access/permissions';
import { menuGroup } from '../../src/app/shell/menu-items';

// paths.ts lazily imports screens; only the table and the screen map are needed.
const { routeByName } = await import('../../src/app/paths');
const { SCREENS } = await import('../../src/app/lazy-routes');

/**
 * Issue 14 point 5: components and option accessories on the resource kit's generic screens, as
 * arrangement-only areas (no client default) with create-only fields. The declarations are checked
 * against the server's own (server/areas/component.ts, option-accessory.ts) so the two cannot drift.
 */

const PAIRS = [
  { app: componentArea as AreaDef<any>, server: component, listPath: 'component', feature: 'components' },
  { app: optionAccessoryArea as AreaDef<any>, server: optionAccessory, listPath: 'option_accessory', feature: 'options' },
] as const;

describe('arrangement catalogue areas (components, option accessories)', () => {
  it('every kit list path has its declaration and every declaration a path', () => {
    expect(Object.keys(AREAS).sort()).toEqual([...KIT_LIST_PATHS].sort());
  });

  for (const { app, server, listPath, feature } of PAIRS) {
    describe(app.key, () => {
      it('speaks the server declaration\'s paths and id parameter', () => {
        expect(app.api.endpoint.paths).toEqual(server.paths);
        expect(app.api.endpoint.idParam).toBe(server.idParam);
      });

      it('edits only writable fields, requires what POST requires and fixes what the server fixes', () => {
        const writable = Object.keys(server.writable);
        for (const field of app.fields) expect(writable, field.name).toContain(field.name);
        // carArrangementId is the variant's, set from the selected arrangement, not a form field.
        expect(app.fields.filter((f) => f.required).map((f) => f.name).sort())
          .toEqual(server.required.filter((name) => name !== 'carArrangementId').sort());
        expect(app.fields.filter((f) => f.createOnly).map((f) => f.name).sort()).toEqual([...(server.createOnly ?? [])].sort());
        for (const field of app.fields) {
          const schema = (server.writable as Record<string, { maxLength?: number }>)[field.name]!;
          if (field.kind === 'text' && schema.maxLength !== undefined) expect(field.maxLength, field.name).toBe(schema.maxLength);
        }
      });

      it('is served under /arrangement only, on the generic screens, for bulk and above', () => {
        expect(areaOfPath(`/arrangement/${listPath}`)?.area).toBe(app);
        expect(areaOfPath(`/arrangement/${listPath}/create`)?.area).toBe(app);
        expect(areaOfPath(`/arrangement/${listPath}/edit`)?.area).toBe(app);
        // No client default: nothing of it lives under /component.
        expect(areaOfPath(`/component/${listPath}`)).toBeNull();
        for (const variant of ['', '-create', '-edit']) {
          const name = `arrangement-${listPath}${variant}`;
          expect(routeByName(name)?.features, name).toContain(feature);
          expect(SCREENS[name], name).toBeDefined();
        }
        expect(SCREENS[`arrangement-${listPath}`]).toBe(SCREENS['arrangement-writing-news']);
        expect(SCREENS[`arrangement-${listPath}-edit`]).toBe(SCREENS['arrangement-writing-news-edit']);
      });

      it('has its side-menu item under the arrangement group, for bulk, supervisor and master only (spec 01 §6)', () => {
        const route = routeByName(`arrangement-${listPath}`)!;
        expect(menuGroup('arrangement')?.items.map((item) => item.route)).toContain(route.name);
        for (const role of ['master', 'supervisor', 'bulk'] as const) expect(route.features.every((f) => can({ role }, f)), role).toBe(true);
        for (const role of ['fleetmanagement', 'subsupervisor', 'driver'] as const) expect(route.features.every((f) => can({ role }, f)), role).toBe(false);
      });

      it('lists the selected arrangement\'s rows, never the defaults', () => {
        expect(app.variants).toBe('arrangementOnly');
        expect(variantFilters(app, 'arrangement', 7)).toEqual({ carArrangementId: '7' });
        // Nothing to ask until the arrangement is known.
        expect(variantFilters(app, 'arrangement', null)).toBeNull();
      });

      it('creates rows of the selected arrangement', () => {
        const values = newValues(app, 'arrangement', 7);
        expect(values.carArrangementId).toBe(7);
        expect(wireValues(app, 'arrangement', values, 'create').carArrangementId).toBe(7);
      });
    });
  }

  it('keeps the default variant areas as they were', () => {
    expect(variantFilters(policyConditionArea, 'component', null)).toEqual({ includeOnlyDefault: 'true' });
    expect(variantFilters(policyConditionArea, 'arrangement', 3)).toEqual({ carArrangementId: '3' });
    expect(newValues(policyConditionArea, 'component', null).carArrangementId).toBeNull();
  });

  it('sends the create-only fields on create and leaves them out of an update', () => {
    const record = { id: 4, version: 2, carArrangementId: 7, carArrangementName: 'Leaseregeling 2026', componentNr: 'CMP-WIN', description: 'Winterbanden', price: 28 };
    const values = { ...formValues(componentArea, record), price: 29.5 };
    expect(wireValues(componentArea, 'arrangement', values, 'update')).toEqual({ carArrangementId: 7, price: 29.5 });
    expect(wireValues(componentArea, 'arrangement', { ...values, componentNr: ' CMP-NEW ' }, 'create'))
      .toEqual({ carArrangementId: 7, componentNr: 'CMP-NEW', description: 'Winterbanden', price: 29.5 });
  });

  it('words the server\'s own refusals itself', () => {
    expect(refusalOf(componentArea, component.duplicate!)).toEqual({ key: 'duplicateNumber', values: {} });
    expect(refusalOf(optionAccessoryArea, "Option OPT-TRK is 'standard if chosen' in the lease system and cannot be linked."))
      .toEqual({ key: 'standardIfChosen', values: { code: 'OPT-TRK' } });
    expect(refusalOf(optionAccessoryArea, 'body.description must NOT have more than 50 characters')).toBeNull();
    expect(refusalOf(policyConditionArea, component.duplicate!)).toBeNull();
  });
});
