import { describe, expect, it } from 'vitest';
import { kitHarness } from './kit-contract';
import { failureOf } from './helpers';

/** The calculator setting writes (spec 02 §3, §7; issue 14 point 2). */
const h = kitHarness();
const PATH = '/cararrangementcalculatorsetting';
const diesel = { fuelCode: 'd', durations: [36, 48, 60], kilometres: [20000, 30000, 40000], initialDurationMonths: 48, initialKmPerYear: 30000 };
const electric = { fuelCode: 'e', durations: [48], kilometres: [25000], initialDurationMonths: 48, initialKmPerYear: 25000 };
const rowOf = (res: { json(): unknown }) => (res.json() as { results: Record<string, unknown>[] }).results[0]!;
const fresh = async () => (await h.call('supervisor', 'POST', '/cararrangement', { displayName: `Calculator ${Math.random().toString(36).slice(2, 8)}` })).json().results[0].id as number;

describe('calculator settings', () => {
  it('stores durations and kilometres per fuel with the initial pair, read back as sent, with an ETag', async () => {
    const id = await fresh();
    const res = await h.call('bulk', 'PUT', PATH, { carArrangementId: id, isActiveOnlineForDrivers: true, durationKm: [diesel, electric] }, { 'if-match': '"1"' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(rowOf(res)).toMatchObject({ carArrangementId: id, version: 2, isActiveOnlineForDrivers: true, dateLastRun: null, durationKm: [diesel, electric] });
    const read = await h.call('bulk', 'GET', `${PATH}?carArrangementId=${id}`);
    expect(read.headers.etag).toBe('"2"');
    expect(rowOf(read)).toEqual(rowOf(res));
    // What GET returned goes back unchanged; a stale If-Match is a 412 and writes nothing.
    expect((await h.call('bulk', 'PUT', PATH, rowOf(read))).statusCode).toBe(200);
    expect(failureOf(await h.call('bulk', 'PUT', PATH, { carArrangementId: id, isActiveOnlineForDrivers: false }, { 'if-match': '"2"' })).status).toBe(412);
    expect(rowOf(await h.call('bulk', 'GET', `${PATH}?carArrangementId=${id}`))).toMatchObject({ isActiveOnlineForDrivers: true });
  });

  it('refuses durations and kilometres off the fixed steps, a repeated fuel and an initial pair not chosen, naming the field', async () => {
    const id = await fresh();
    const put = (durationKm: unknown[]) => h.call('bulk', 'PUT', PATH, { carArrangementId: id, durationKm });
    expect(failureOf(await put([{ ...diesel, durations: [40] }])).reason).toBe('body.durationKm.0.durations.0 must be multiple of 6');
    expect(failureOf(await put([{ ...diesel, durations: [78] }])).reason).toBe('body.durationKm.0.durations.0 must be at most 72');
    expect(failureOf(await put([{ ...diesel, kilometres: [4000] }])).reason).toBe('body.durationKm.0.kilometres.0 must be at least 5000');
    expect(failureOf(await put([{ ...diesel, kilometres: [22500] }])).reason).toBe('body.durationKm.0.kilometres.0 must be multiple of 5000');
    expect(failureOf(await put([{ ...diesel, fuelCode: 'l' }, { ...diesel, fuelCode: 'l' }])).reason).toBe('body.durationKm: each fuel at most once');
    expect(failureOf(await put([{ ...diesel, initialDurationMonths: 72 }])).reason).toBe('body.durationKm.0.initialDurationMonths must be one of the chosen durations');
    expect(failureOf(await put([{ ...diesel, fuelCode: 'w' }])).status).toBe(400);
    expect(rowOf(await h.call('bulk', 'GET', `${PATH}?carArrangementId=${id}`))).toMatchObject({ version: 1, durationKm: [] });
  });

  it('checks an initial pair for the form', async () => {
    const check = (body: object) => h.call('bulk', 'POST', `${PATH}/checkinitialdurationkm`, body);
    expect(rowOf(await check(diesel))).toEqual({ isValid: true, reason: null });
    expect(rowOf(await check({ ...diesel, initialKmPerYear: 80000 }))).toEqual({ isValid: false, reason: 'body.initialKmPerYear must be one of the chosen kilometres' });
  });

  it('creates one for an arrangement without (409 when it has one) and deletes it, leaving the arrangement inactive', async () => {
    const id = await fresh();
    expect(failureOf(await h.call('bulk', 'POST', PATH, { carArrangementId: id })).status).toBe(409);
    expect((await h.call('bulk', 'DELETE', `${PATH}?carArrangementId=${id}`)).statusCode).toBe(200);
    expect(rowOf(await h.call('bulk', 'GET', `${PATH}?carArrangementId=${id}`))).toEqual({ carArrangementId: id, isActiveOnlineForDrivers: false, dateLastRun: null, durationKm: [] });
    const created = await h.call('bulk', 'POST', PATH, { carArrangementId: id, durationKm: [electric] });
    expect(rowOf(created)).toMatchObject({ version: 1, durationKm: [electric] });
  });

  it('answers 404 for an arrangement outside the scoped administrator\'s reach', async () => {
    await h.asScopedSupervisor(async () => {
      expect(failureOf(await h.call('supervisor', 'PUT', PATH, { carArrangementId: h.ids.arrangementOut, isActiveOnlineForDrivers: false })).status).toBe(404);
    });
  });
});
