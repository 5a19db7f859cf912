import { describe, expect, it } from 'vitest';
import { kitHarness } from './kit-contract';
import { failureOf } from './helpers';

/** The lease-system link over the simulated lease system (issue 20 point 3; spec 02 §5, §7, §8). */
const h = kitHarness();

type Row = Record<string, unknown>;
const rowsOf = (res: { json(): unknown }) => (res.json() as { results: Row[] }).results;
const arrangementId = async (name: string) => (await h.t.db.query<{ id: number }>('SELECT id FROM car_arrangements WHERE display_name = $1', [name]))[0]!.id;
const polishArrangement = async () => (await h.t.db.query<{ id: number }>(
  "SELECT a.id FROM car_arrangements a JOIN clients c ON c.id = a.client_id WHERE c.name = 'flota-pl' LIMIT 1"))[0]!.id;

describe('lease system: mantels, contract types, profiles', () => {
  it('lists the client\'s mantels with ended ones marked, a mantel\'s contract types and the profiles', async () => {
    const mantels = rowsOf(await h.call('bulk', 'GET', '/leasewise/mantels'));
    expect(mantels).toContainEqual({ mantelNumber: 'M-1001', description: 'Raamcontract personenauto 2026', isActive: true });
    expect(mantels).toContainEqual(expect.objectContaining({ mantelNumber: 'M-0999', isActive: false }));
    const types = await h.call('supervisor', 'GET', '/leasewise/Contractvormen?mantelNumber=M-1003');
    expect(rowsOf(types)).toEqual([{ code: 'OL', description: 'Operational lease', isValid: true }, { code: 'SL', description: 'Short lease', isValid: false }]);
    expect(failureOf(await h.call('bulk', 'GET', '/leasewise/Contractvormen?mantelNumber=M-4040'))).toEqual({ status: 404, reason: 'Mantel M-4040 does not exist in the lease system.' });
    expect(failureOf(await h.call('bulk', 'GET', '/leasewise/Contractvormen')).status).toBe(400);
    expect(failureOf(await h.call('bulk', 'GET', '/leasewise/Contractvormen?mantelNumber=M%201001')).status).toBe(400);
    expect(rowsOf(await h.call('master', 'GET', '/leasewise/profiles')).map((p) => p.code)).toEqual(['BW', 'DIR', 'EV', 'STD']);
  });

  it('is refused without the lease-system licence and to roles below bulk', async () => {
    // /leasewise/driver: the list answered the Polish client before issue 35 (its check was per route, and this one had none).
    for (const path of ['/leasewise/mantels', '/leasewise/profiles', '/leasewise/arrangement', '/leasewise/driver']) {
      expect(failureOf(await h.call('polish', 'GET', path))).toEqual({ status: 403, reason: 'The lease-system integration is not active for this client.' });
      expect(failureOf(await h.call('subsupervisor', 'GET', path)).status).toBe(403);
      expect(failureOf(await h.call('fleetmanagement', 'GET', path)).status).toBe(403);
    }
  });
});

describe('lease system: coupling arrangements to mantels', () => {
  it('lists the arrangements with their coupling, or those of one mantel', async () => {
    const all = rowsOf(await h.call('bulk', 'GET', '/leasewise/arrangement'));
    expect(all).toContainEqual(expect.objectContaining({ displayName: 'Leaseregeling 2026', mantelNumber: 'M-1001', contractType: 'OL', isMantelContractValid: true }));
    expect(all).toContainEqual(expect.objectContaining({ displayName: 'Fietsplan', mantelNumber: null, contractType: null }));
    const one = rowsOf(await h.call('bulk', 'GET', '/leasewise/arrangement?mantelNumber=M-1002'));
    expect(one.map((r) => r.displayName)).toEqual(['Leaseregeling Directie']);
  });

  it('couples with If-Match, checks the coupling at once, refuses a taken mantel with the contract\'s text, and uncouples', async () => {
    const id = await arrangementId('Mobiliteitsregeling Algemeen');
    const [before] = rowsOf(await h.call('bulk', 'GET', '/leasewise/arrangement')).filter((r) => r.id === id);
    const stale = await h.call('bulk', 'POST', '/leasewise/arrangement', { carArrangementId: id, mantelNumber: 'M-1004' }, { 'if-match': '"999"' });
    expect(failureOf(stale).status).toBe(412);
    const coupled = await h.call('bulk', 'POST', '/leasewise/arrangement', { carArrangementId: id, mantelNumber: 'M-1004', contractType: 'PL' },
      { 'if-match': `"${String(before!.version)}"` });
    expect(coupled.statusCode, coupled.body).toBe(200);
    expect(rowsOf(coupled)[0]).toMatchObject({ id, mantelNumber: 'M-1004', contractType: 'PL', isMantelContractValid: true, version: Number(before!.version) + 1 });
    expect(coupled.headers.etag).toBe(`"${Number(before!.version) + 1}"`);
    const check = await h.call('bulk', 'GET', `/cararrangement/mantelcontractkoppelingcheck?arrangementId=${id}`);
    expect(rowsOf(check)[0]).toEqual({ carArrangementId: id, mantelNumber: 'M-1004', contractType: 'PL', isCoupled: true, problem: null });

    const taken = await h.call('bulk', 'POST', '/leasewise/arrangement', { carArrangementId: id, mantelNumber: 'M-1001' });
    expect(failureOf(taken)).toEqual({ status: 409, reason: 'Mantelnummer already exists for this client' });
    const unknown = await h.call('bulk', 'POST', '/leasewise/arrangement', { carArrangementId: id, mantelNumber: 'M-4040' });
    expect(failureOf(unknown)).toEqual({ status: 400, reason: 'body.mantelNumber: mantel M-4040 does not exist in the lease system.' });
    const badType = await h.call('bulk', 'POST', '/leasewise/arrangement', { carArrangementId: id, mantelNumber: 'M-1005', contractType: 'OL' });
    expect(failureOf(badType)).toEqual({ status: 400, reason: 'body.contractType: mantel M-1005 has no contract type OL.' });
    // None of the refusals changed the coupling.
    expect(rowsOf(await h.call('bulk', 'GET', '/leasewise/arrangement?mantelNumber=M-1004')).map((r) => r.id)).toEqual([id]);

    const uncoupled = await h.call('bulk', 'POST', '/leasewise/arrangement', { carArrangementId: id, mantelNumber: null });
    expect(rowsOf(uncoupled)[0]).toMatchObject({ mantelNumber: null, contractType: null, isMantelContractValid: true });
    const after = await h.call('bulk', 'GET', `/cararrangement/mantelcontractkoppelingcheck?arrangementId=${id}`);
    expect(rowsOf(after)[0]).toMatchObject({ isCoupled: false, problem: 'notCoupled' });
  });

  it('stores an invalid coupling for the banner: an ended mantel, then a contract type the lease system no longer allows', async () => {
    const id = await arrangementId('Leaseregeling 2025');
    const ended = rowsOf(await h.call('supervisor', 'GET', `/cararrangement/mantelcontractkoppelingcheck?arrangementId=${id}`))[0];
    expect(ended).toMatchObject({ mantelNumber: 'M-0999', isCoupled: false, problem: 'mantelEnded' });
    const bus = await arrangementId('Bedrijfswagens');
    const invalid = await h.call('supervisor', 'POST', '/leasewise/arrangement', { carArrangementId: bus, mantelNumber: 'M-1003', contractType: 'SL' });
    expect(rowsOf(invalid)[0]).toMatchObject({ contractType: 'SL', isMantelContractValid: false });
    const overview = rowsOf(await h.call('supervisor', 'GET', '/cararrangement/overview'));
    expect(overview.find((r) => r.id === bus)).toMatchObject({ isMantelContractValid: false });
    await h.call('supervisor', 'POST', '/leasewise/arrangement', { carArrangementId: bus, mantelNumber: 'M-1003', contractType: 'OL' });
    expect(rowsOf(await h.call('supervisor', 'GET', '/cararrangement/overview')).find((r) => r.id === bus)).toMatchObject({ isMantelContractValid: true });
  });

  it('refuses bad bodies and another client\'s arrangement, writing nothing', async () => {
    const id = await arrangementId('Fietsplan');
    expect(failureOf(await h.call('bulk', 'POST', '/leasewise/arrangement', { carArrangementId: id, mantelNumber: 'M-1005', role: 'master' })).status).toBe(400);
    expect(failureOf(await h.call('bulk', 'POST', '/leasewise/arrangement', { carArrangementId: id })).status).toBe(400);
    expect(failureOf(await h.call('bulk', 'POST', '/leasewise/arrangement', { carArrangementId: id, mantelNumber: null, contractType: 'FP' })).status).toBe(400);
    const foreign = await h.call('bulk', 'POST', '/leasewise/arrangement', { carArrangementId: await polishArrangement(), mantelNumber: 'M-1005' });
    expect(failureOf(foreign)).toEqual({ status: 404, reason: expect.stringMatching(/was not found/) });
    expect(failureOf(await h.call('bulk', 'GET', `/cararrangement/mantelcontractkoppelingcheck?arrangementId=${await polishArrangement()}`)).status).toBe(404);
    expect(rowsOf(await h.call('bulk', 'GET', '/leasewise/arrangement?mantelNumber=M-1005'))).toEqual([]);
  });
});

describe('lease system: custom components and option accessories', () => {
  it('lists the mantel\'s components linked or not, and ours no longer in the lease system, as the kit list does too', async () => {
    const res = await h.call('bulk', 'GET', `/leasewise/customcomponents?arrangementId=${h.ids.arrangementIn}`);
    const items = rowsOf(res);
    expect(items).toContainEqual({ code: 'CMP-PCH', description: 'Pechhulp Europa', linkedId: null, noLongerInLeaseSystem: false });
    expect(items).toContainEqual(expect.objectContaining({ code: 'CMP-WIN', linkedId: expect.any(Number), noLongerInLeaseSystem: false }));
    const gone = items.find((i) => i.code === 'CMP-TNK');
    expect(gone).toMatchObject({ description: 'Tank- en laadpas', noLongerInLeaseSystem: true });
    const kit = rowsOf(await h.call('bulk', 'GET', `/component?arrangementId=${h.ids.arrangementIn}`));
    expect(kit.filter((c) => c.noLongerInLeaseSystem).map((c) => c.componentNr)).toEqual(['CMP-TNK']);
  });

  it('lists the options with "standard if chosen" and flags none of an uncoupled arrangement', async () => {
    const options = rowsOf(await h.call('bulk', 'GET', `/leasewise/customoptionaccessories?arrangementId=${h.ids.arrangementIn}`));
    expect(options).toContainEqual({ code: 'OPT-TRK', description: 'Trekhaak', isStandardIfChosen: true, linkedId: null, noLongerInLeaseSystem: false });
    expect(options.some((o) => o.code === 'OPT-TRB')).toBe(false);
    const bike = rowsOf(await h.call('bulk', 'GET', `/leasewise/customcomponents?arrangementId=${h.ids.bike}`));
    expect(bike).toEqual([expect.objectContaining({ code: 'CMP-VZK', noLongerInLeaseSystem: false })]);
    expect(failureOf(await h.call('bulk', 'GET', `/leasewise/customoptionaccessories?arrangementId=${await polishArrangement()}`)).status).toBe(404);
    expect(failureOf(await h.call('bulk', 'GET', '/leasewise/customcomponents?arrangementId=abc')).status).toBe(400);
  });
});
