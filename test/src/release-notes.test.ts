import { describe, expect, it } from 'vitest';
import { releaseNoteArea as serverArea } from '../../server/areas/release-note';
import { areaOfPath } from '../../src/areas';
import { brokenRules } from '../../src/areas/area';
import { releaseNoteArea } from '../../src/areas/release-note';
import { newValues } from '../../src/features/resource-form/resource-form-values';

const { routeByName } = await import('../../src/app/paths');
const { SCREENS } = await import('../../src/app/lazy-routes');

/**
 * Issue 18 point 4 (app): release notes written at /resources/release-notes with the kit's list and form (master), read
 * at /tools/release-notes (supervisor). The declaration is checked against the server's (server/areas/release-note.ts).
 */
const server = serverArea('amw');
const noRule = { arrangementTypeOf: () => null };

describe('release notes in the app', () => {
  it("speak the server declaration's paths, GET by ?id= as the contract spells it, and send only its writable fields", () => {
    expect(releaseNoteArea.api.endpoint).toMatchObject({ paths: server.paths, idParam: server.idParam, getIdParam: server.queryAliases?.id });
    for (const field of releaseNoteArea.fields) expect(Object.keys(server.writable), field.name).toContain(field.name);
    expect(server.required.every((name) => releaseNoteArea.fields.some((field) => field.name === name && field.required))).toBe(true);
  });

  it('serve /resources/release-notes with the kit (the provider\'s rows) and /tools/release-notes with the notes page', () => {
    for (const path of ['/resources/release-notes', '/resources/release-notes/create', '/resources/release-notes/edit']) {
      expect(areaOfPath(path), path).toEqual({ area: releaseNoteArea, section: 'provider' });
    }
    expect(areaOfPath('/amw/release-notes')).toBeNull();
    for (const name of ['resources-release-notes', 'resources-release-notes-create', 'resources-release-notes-edit', 'tools-release-notes']) {
      expect(routeByName(name), name).toBeDefined();
      expect(SCREENS[name], name).toBeDefined();
    }
    expect(routeByName('resources-release-notes')!.features).toEqual(['productMenu']);
    expect(routeByName('tools-release-notes')!.features).toEqual(['releaseNotes']);
  });

  it('start a new note under product code OMR and check the version and the code before sending', () => {
    const values = newValues(releaseNoteArea, 'provider', null);
    expect(values).toMatchObject({ productcode: 'OMR', type: 'feature', date: '', subject: '' });
    for (const date of ['2026.11', '3.4.1', '7', '1.2.3.4']) expect(brokenRules(releaseNoteArea, { ...values, date }, noRule), date).toEqual({});
    for (const date of ['v3.4', '3.4.', '1.2.3.4.5', '2026,11']) expect(brokenRules(releaseNoteArea, { ...values, date }, noRule), date).toEqual({ date: 'version' });
    expect(brokenRules(releaseNoteArea, { ...values, date: '1.0', productcode: 'omr' }, noRule)).toEqual({ productcode: 'productCode' });
  });
});
