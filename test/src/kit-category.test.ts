import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUEL_CODES as SERVER_FUEL_CODES, category } from '../../server/areas/category';
import { LOCALES } from '../../contract/types/core';
import { areaOfPath } from '../../src/areas';
import { brokenRules, refusalOf, type AreaDef, type RuleContext } from '../../src/areas/area';
import { categoryArea } from '../../src/areas/category';
import { catalogueToast } from '../../src/app/toasts/toast-for-error';
import { fieldsOf, formValues, missingRequired, newValues, toggledChoices, wireValues } from '../../src/features/resource-form/resource-form-values';
import { variantFilters } from '../../src/features/resource-list/resource-list-query';
import { FUEL_CODES } from '../../contract/fuels';
import { can } from '../../contract/access/permissions';

const { routeByName } = await import('../../src/app/paths');
const { SCREENS } = await import('../../src/app/lazy-routes');

/**
 * Issue 14 point 4: categories on the resource kit's generic screens, at /arrangement/category (the
 * selected arrangement's) and /component/category (every arrangement's, the arrangement chosen in the
 * form). The declaration is checked against the server's own (server/areas/category.ts).
 */

const area = categoryArea as AreaDef<any>;
const TYPES: Record<number, string> = { 7: 'car', 8: 'bike' };
const context: RuleContext = { arrangementTypeOf: (id) => TYPES[Number(id)] ?? null };
const schemaOf = (name: string) => (category.writable as Record<string, { minimum?: number; maximum?: number; maxLength?: number }>)[name]!;

describe('category area', () => {
  it('knows the fuel codes the server knows, in the same order', () => {
    expect([...FUEL_CODES]).toEqual([...SERVER_FUEL_CODES]);
    const fuels = area.fields.find((field) => field.name === 'fuels')!;
    expect(fuels.kind === 'multiChoice' && [...fuels.choices]).toEqual([...SERVER_FUEL_CODES]);
  });

  it('speaks the server declaration\'s paths and id parameter', () => {
    expect(area.api.endpoint.paths).toEqual(category.paths);
    expect(area.api.endpoint.idParam).toBe(category.idParam);
  });

  it('edits only writable fields with the server\'s limits and requires what POST requires', () => {
    const writable = Object.keys(category.writable);
    for (const field of area.fields) expect(writable, field.name).toContain(field.name);
    // fuels is always sent (an empty list for a bike plan's category); the fuel rule, not "required", asks for petrol or diesel.
    expect(area.fields.filter((f) => f.required).map((f) => f.name).sort())
      .toEqual(category.required.filter((name) => name !== 'fuels').sort());
    for (const field of area.fields) {
      const schema = schemaOf(field.name);
      if (field.kind === 'text') expect(field.maxLength, field.name).toBe(schema.maxLength);
      if (field.kind === 'number' && field.name === 'categoryNumber') expect([field.min, field.max]).toEqual([schema.minimum, schema.maximum]);
    }
  });

  it('is served under /arrangement and /component on the generic screens, for bulk and above', () => {
    for (const section of ['arrangement', 'component'] as const) {
      for (const variant of ['', '/create', '/edit']) expect(areaOfPath(`/${section}/category${variant}`)).toEqual({ area, section });
      for (const variant of ['', '-create', '-edit']) {
        const name = `${section}-category${variant}`;
        expect(routeByName(name)?.features, name).toContain('categories');
        expect(SCREENS[name], name).toBe(SCREENS[`arrangement-writing-news${variant}`]);
      }
    }
    const features = routeByName('arrangement-category')!.features;
    for (const role of ['master', 'supervisor', 'bulk'] as const) expect(features.every((f) => can({ role }, f)), role).toBe(true);
    for (const role of ['fleetmanagement', 'subsupervisor', 'driver'] as const) expect(features.every((f) => can({ role }, f)), role).toBe(false);
  });

  it('lists the selected arrangement\'s categories under /arrangement and every arrangement\'s under /component', () => {
    expect(variantFilters(area, 'arrangement', 7)).toEqual({ carArrangementId: '7' });
    expect(variantFilters(area, 'arrangement', null)).toBeNull();
    expect(variantFilters(area, 'component', null)).toEqual({});
    expect(area.columns.filter((c) => c.only === 'component').map((c) => c.name)).toEqual(['carArrangementName']);
  });

  it('creates the selected arrangement\'s category under /arrangement; under /component the arrangement is chosen', () => {
    expect(fieldsOf(area, 'arrangement').map((f) => f.name)).not.toContain('carArrangementId');
    const mine = newValues(area, 'arrangement', 7);
    expect(mine).toMatchObject({ carArrangementId: 7, fuels: [], normLease: null });
    expect(wireValues(area, 'arrangement', { ...mine, categoryNumber: 5, displayName: ' Categorie 5 ', fuels: ['d'] }, 'create'))
      .toEqual({ carArrangementId: 7, categoryNumber: 5, displayName: 'Categorie 5', normLease: null, fuels: ['d'] });

    const chosen = newValues(area, 'component', null);
    expect(chosen.carArrangementId).toBeNull();
    expect(missingRequired(area, 'component', chosen)).toEqual(['carArrangementId', 'categoryNumber', 'displayName']);
    expect(wireValues(area, 'component', { ...chosen, carArrangementId: 8, categoryNumber: 1, displayName: 'Fiets', fuels: [] }, 'create'))
      .toEqual({ carArrangementId: 8, categoryNumber: 1, displayName: 'Fiets', normLease: null, fuels: [] });
  });

  it('edits what GET showed and sends no read-only field back', () => {
    const record = {
      id: 3, version: 2, carArrangementId: 7, carArrangementName: 'Leaseregeling 2026', categoryNumber: 1, displayName: 'Categorie 1 – Instap',
      normLease: 450, fuels: ['d', 'l'], attachments: [{ id: 1, blobName: 'b', fileName: 'f.pdf', contentType: 'application/pdf' }],
    };
    expect(wireValues(area, 'arrangement', formValues(area, record), 'update'))
      .toEqual({ carArrangementId: 7, categoryNumber: 1, displayName: 'Categorie 1 – Instap', normLease: 450, fuels: ['d', 'l'] });
  });

  it('ticks fuels in the fixed order, each once', () => {
    expect(toggledChoices(FUEL_CODES, [], 'l', true)).toEqual(['l']);
    expect(toggledChoices(FUEL_CODES, ['l'], 'd', true)).toEqual(['d', 'l']);
    expect(toggledChoices(FUEL_CODES, ['d', 'l', 'd'], 'e', true)).toEqual(['d', 'e', 'l']);
    expect(toggledChoices(FUEL_CODES, ['d', 'l'], 'd', false)).toEqual(['l']);
    expect(toggledChoices(FUEL_CODES, null, 'x', true)).toEqual([]);
  });

  it('asks a car arrangement\'s category for petrol or diesel before saving (spec 02 §5), nothing of a bike plan\'s', () => {
    expect(brokenRules(area, { carArrangementId: 7, fuels: ['e'] }, context)).toEqual({ fuels: 'petrolOrDiesel' });
    expect(brokenRules(area, { carArrangementId: 7, fuels: [] }, context)).toEqual({ fuels: 'petrolOrDiesel' });
    expect(brokenRules(area, { carArrangementId: 7, fuels: ['e', 'd'] }, context)).toEqual({});
    expect(brokenRules(area, { carArrangementId: 7, fuels: ['l'] }, context)).toEqual({});
    expect(brokenRules(area, { carArrangementId: 8, fuels: [] }, context)).toEqual({});
    // An arrangement the app does not know: the server decides.
    expect(brokenRules(area, { carArrangementId: 99, fuels: [] }, context)).toEqual({});
  });

  it('words the server\'s refusals itself; a repeated fuel is the catalogue\'s (spec 01 §8)', () => {
    expect(refusalOf(area, category.duplicate!)).toEqual({ key: 'duplicateNumber', values: {} });
    expect(refusalOf(area, category.inUse!)).toEqual({ key: 'inUse', values: {} });
    expect(refusalOf(area, 'must include petrol (l) or diesel (d)')).toEqual({ key: 'petrolOrDiesel', values: {} });
    expect(catalogueToast('Fuel codes can only be specified at max once')?.key).toBe('error.fuelCodesOnce');
  });

  it('names every fuel in every locale; the Dutch names as the product uses them', () => {
    for (const locale of LOCALES) {
      const texts = JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${locale}/areas.json`), 'utf8'));
      expect(Object.keys(texts.fuels).sort(), locale).toEqual([...FUEL_CODES].sort());
      expect(Object.keys(texts.category.rules), locale).toEqual(['petrolOrDiesel']);
    }
    const nl = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales/nl-NL/areas.json'), 'utf8'));
    expect(FUEL_CODES.map((code) => nl.fuels[code])).toEqual(
      ['Aardgas', 'Diesel', 'Diesel hybride', 'Elektrisch', 'Gas', 'Benzine', 'Benzine hybride', 'Waterstof', 'Overig']);
  });
});
