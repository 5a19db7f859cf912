import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ArrangementCreate } from '../../server/routes/cararrangement-schemas';
import type { CarArrangementOverview } from '../../contract/types/core';
import { namespacesOf, type AreaDef } from '../../src/areas/area';
import { arrangementWarnings } from '../../src/lib/arrangement-warnings';
import { can } from '../../contract/access/permissions';
import { fieldsOf, formValues, newValues, wireValues } from '../../src/features/resource-form/resource-form-values';

/**
 * Issue 14 point 1: arrangements at /component/arrangement on the kit's screens, their view and the /arrangement
 * dashboard's warnings. The declaration is checked against the server's schema; the wire through a stubbed fetch.
 */
const sent: { url: string; method: string; body: unknown }[] = [];
const STORED = {
  id: 9, version: 3, displayName: 'Leaseregeling 2027', dataObject: { type: 'bike' }, mantelNumber: null, categories: [],
  calculatorSettings: { isActiveOnlineForDrivers: false, dateLastRun: null },
};
let area: AreaDef<any>;
let routes: typeof import('../../src/app/paths');
let screens: typeof import('../../src/app/lazy-routes');

beforeAll(async () => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
    return Response.json({ results: [STORED], successful: true, resultCount: 1 });
  });
  area = (await import('../../src/areas/arrangement')).arrangementArea as AreaDef<any>;
  routes = await import('../../src/app/paths');
  screens = await import('../../src/app/lazy-routes');
});

describe('arrangement area', () => {
  it('edits the name, type and mantel number within the server\'s limits; the type only when created', () => {
    const schema = ArrangementCreate.properties;
    const byName = Object.fromEntries(area.fields.map((field) => [field.name, field]));
    expect(byName.displayName).toMatchObject({ kind: 'text', maxLength: (schema.displayName as { maxLength?: number }).maxLength, required: true });
    expect(byName.mantelNumber).toMatchObject({ kind: 'text', maxLength: 30, nullable: true });
    expect(byName.type).toMatchObject({ kind: 'select', createOnly: true, labels: 'selection:types' });
    expect(newValues(area, 'component', null)).toMatchObject({ type: 'car', mantelNumber: null });
    expect(wireValues(area, 'component', formValues(area, { ...STORED, type: 'bike' } as never), 'update')).toEqual({ displayName: 'Leaseregeling 2027', mantelNumber: null });
    expect(fieldsOf(area, 'component').map((field) => field.name)).toEqual(['displayName', 'type', 'mantelNumber']);
  });

  it('loads the selection\'s type names with its own texts', () => {
    expect(namespacesOf(area)).toEqual(['areas', 'kit', 'selection']);
  });

  it('sends the type under dataObject when creating, never when updating, and reads it back flat', async () => {
    sent.length = 0;
    const created = await area.api.create({ displayName: 'Fiets 2027', type: 'bike', mantelNumber: null });
    expect(sent[0]).toMatchObject({ method: 'POST', body: { displayName: 'Fiets 2027', mantelNumber: null, dataObject: { type: 'bike' } } });
    expect(created).toMatchObject({ id: 9, version: 3, type: 'bike' });
    await area.api.update(9, 3, { displayName: 'Fiets 2028', type: 'car', mantelNumber: null });
    expect(sent[1]).toMatchObject({ method: 'PUT', body: { id: 9, displayName: 'Fiets 2028', mantelNumber: null } });
    expect(sent[1]!.body).not.toHaveProperty('dataObject');
    const page = await area.api.list({ pageIndex: 2, pageSize: 20, q: ' 2027 ', filters: {} });
    expect(sent[2]!.url).toMatch(/\/cararrangement\?pageIndex=2&pageSize=20&q=2027$/);
    expect(page).toEqual({ rows: [{ ...STORED, type: 'bike' }], resultCount: 1 });
  });

  it('asks the list narrowed by a dashboard figure\'s filter with `attention` (issue 37)', async () => {
    sent.length = 0;
    expect(area.attention).toBe('arrangement');
    await area.api.list({ pageIndex: 1, pageSize: 20, q: '', filters: { attention: 'staleRun' } });
    expect(sent[0]!.url).toMatch(/\/cararrangement\?pageIndex=1&pageSize=20&attention=staleRun$/);
  });

  it('is listed and viewed with the arrangement menu; created and changed by supervisors and above', () => {
    const features = (name: string) => routes.routeByName(name)!.features;
    expect(features('component-arrangement')).toEqual(['arrangementMenu']);
    expect(features('component-arrangement-view')).toEqual(['arrangementMenu']);
    for (const variant of ['create', 'edit']) {
      const needed = features(`component-arrangement-${variant}`);
      for (const role of ['master', 'supervisor'] as const) expect(needed.every((f) => can({ role }, f)), role).toBe(true);
      for (const role of ['bulk', 'subsupervisor'] as const) expect(needed.every((f) => can({ role }, f)), role).toBe(false);
    }
    for (const name of ['arrangement', 'component-arrangement-view', 'component-arrangement', 'component-arrangement-create']) expect(screens.SCREENS[name], name).toBeDefined();
  });
});

describe('arrangement warnings', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const row = (over: Partial<CarArrangementOverview> & { active?: boolean; lastRun?: string | null } = {}): CarArrangementOverview => ({
    id: 1, displayName: 'R', dataObject: { type: 'car' }, mantelNumber: 'M-1', isMantelContractValid: true, driverCount: 0, activeDriverCount: 0,
    categories: [{ id: 1, displayName: 'C', categoryNumber: '1' }],
    calculatorSettings: { isActiveOnlineForDrivers: over.active ?? true, dateLastRun: over.lastRun === undefined ? '2026-11-24T08:00:00Z' : over.lastRun },
    ...over,
  });

  it('says nothing of an active arrangement that ran this week and has categories', () => {
    expect(arrangementWarnings(row(), { now, leaseSystem: true })).toEqual([]);
  });

  it('names inactivity, an outdated or missing run only while active, a refused mantel only with the lease system, and no categories', () => {
    expect(arrangementWarnings(row({ active: false, lastRun: null }), { now, leaseSystem: false })).toEqual(['inactiveForDrivers']);
    expect(arrangementWarnings(row({ lastRun: '2026-11-17T11:59:00Z' }), { now, leaseSystem: false })).toEqual(['lastRunOutdated']);
    expect(arrangementWarnings(row({ lastRun: '0001-01-01T00:00:00Z' }), { now, leaseSystem: false })).toEqual(['lastRunOutdated']);
    expect(arrangementWarnings(row({ isMantelContractValid: false }), { now, leaseSystem: false })).toEqual([]);
    expect(arrangementWarnings(row({ isMantelContractValid: false, categories: [] }), { now, leaseSystem: true })).toEqual(['mantelInvalid', 'noCategories']);
  });
});
