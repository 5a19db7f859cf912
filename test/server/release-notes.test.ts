import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestServer, failureOf, signInEveryone, type TestServer, type TestSigner } from './helpers';

/**
 * Issue 18 point 4 (server): release notes (spec 01 §7, 02 §7 "Release notes") — GET /releasenotes (?amwCode=, ?id=),
 * POST, PUT, DELETE ?releaseNoteId=; supervisors and above read, masters write; newest first by version; and which
 * notes each account has not opened yet (GET /releasenotes/unseencount, POST /releasenotes/seen).
 */
let t: TestServer;
let tokens = new Map<TestSigner, string>();
let nextMinor = 100;

beforeAll(async () => {
  t = await createTestServer();
  tokens = await signInEveryone(t.app);
}, 60_000);

afterAll(() => t?.close());

type Note = { id: number; version: number; productcode: string; type: string; date: string; subject: string; remark: string; publishedAt: string; isNew: boolean };

const call = (who: TestSigner, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api-admin${url}`, headers: { ...bearer(tokens.get(who)!), ...headers }, ...(payload ? { payload } : {}) });
const rowsOf = (res: LightMyRequestResponse) => res.json<{ results: Note[] }>().results;
const unseen = async (who: TestSigner, query = '') => rowsOf(await call(who, 'GET', `/releasenotes/unseencount${query}`))[0] as unknown as { unseenCount: number };

/** A note of its own product code, so each test reads only its own notes. */
async function publish(fields: Partial<Note> = {}): Promise<Note> {
  const res = await call('master', 'POST', '/releasenotes', { type: 'feature', date: `7.${nextMinor++}`, subject: 'Nieuwe rapportage', remark: '<p>Nu met export.</p>', ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return rowsOf(res)[0]!;
}

describe('who reads and who writes', () => {
  it('lets supervisors and above read, only masters write', async () => {
    const note = await publish({ productcode: 'ROLES' });
    for (const who of ['supervisor', 'master', 'polish'] as const) {
      expect((await call(who, 'GET', '/releasenotes?amwCode=ROLES')).statusCode, who).toBe(200);
      expect((await call(who, 'GET', '/releasenotes/unseencount')).statusCode, who).toBe(200);
    }
    for (const who of ['subsupervisor', 'bulk', 'fleetmanagement'] as const) {
      expect((await call(who, 'GET', '/releasenotes')).statusCode, who).toBe(403);
      expect((await call(who, 'POST', '/releasenotes/seen', { releaseNoteIds: [note.id] })).statusCode, who).toBe(403);
    }
    for (const who of ['supervisor', 'polish', 'bulk'] as const) {
      expect((await call(who, 'POST', '/releasenotes', { type: 'fix', date: '1.0', subject: 'Niet van mij' })).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', '/releasenotes', { id: note.id, subject: 'Overgenomen' })).statusCode, who).toBe(403);
      expect((await call(who, 'DELETE', `/releasenotes?releaseNoteId=${note.id}`)).statusCode, who).toBe(403);
    }
    // Provider-wide: the other client's supervisor reads the same note.
    expect(rowsOf(await call('polish', 'GET', `/releasenotes?id=${note.id}`))[0]).toMatchObject({ id: note.id, subject: 'Nieuwe rapportage' });
  });
});

describe('the contract', () => {
  it('defaults the product code to OMR, filters by amwCode and answers ?id= with an ETag', async () => {
    const note = await publish({ date: '2026.11', subject: 'Releasenotities in de app' });
    expect(note).toMatchObject({ productcode: 'OMR', type: 'feature', date: '2026.11', version: 1, isNew: true });
    expect(note.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const other = await publish({ productcode: 'LW' });
    const omr = rowsOf(await call('supervisor', 'GET', '/releasenotes?amwCode=OMR'));
    expect(omr.map((n) => n.id)).toContain(note.id);
    expect(omr.every((n) => n.productcode === 'OMR')).toBe(true);
    expect(rowsOf(await call('supervisor', 'GET', '/releasenotes?amwCode=LW')).map((n) => n.id)).toEqual([other.id]);
    const byId = await call('supervisor', 'GET', `/releasenotes?id=${note.id}`);
    expect(byId.headers.etag).toBe('"1"');
    expect(rowsOf(byId)).toEqual([note]);
    expect(failureOf(await call('supervisor', 'GET', '/releasenotes?amwCode=omr')).reason)
      .toBe('querystring.amwCode must be a product code of 2 to 20 upper-case letters and digits, such as OMR');
    expect((await call('supervisor', 'GET', '/releasenotes?id=999999')).statusCode).toBe(404);
  });

  it('lists newest first by version, part by part as numbers (1.10 after 1.9)', async () => {
    for (const date of ['1.9', '1.10', '1.2', '2', '1.10.1', '10.0']) await publish({ productcode: 'ORDER', date });
    const dates = rowsOf(await call('supervisor', 'GET', '/releasenotes?amwCode=ORDER')).map((n) => n.date);
    expect(dates).toEqual(['10.0', '2', '1.10.1', '1.10', '1.9', '1.2']);
  });

  it('refuses what is not a version, a type outside the list and an empty subject, storing nothing', async () => {
    const before = await t.db.query('SELECT id FROM release_notes');
    const refused = async (fields: object) => failureOf(await call('master', 'POST', '/releasenotes', { type: 'fix', date: '3.4.1', subject: 'Geweigerd', ...fields })).reason;
    expect(await refused({ date: 'v3.4' })).toBe('body.date must be a version number of one to four parts of digits, such as 2026.11 or 3.4.1');
    expect(await refused({ date: '1.2.3.4.5' })).toMatch(/^body\.date must be a version number/);
    expect(await refused({ type: 'bugfix' })).toBe('body.type must be one of feature, improvement, fix');
    expect(await refused({ subject: '   ' })).toBe('body.subject must not be blank');
    expect(await refused({ role: 'master' })).toBe('body.role is not allowed');
    expect(await t.db.query('SELECT id FROM release_notes')).toEqual(before);
  });

  it('stores hostile HTML in the remark sanitised', async () => {
    const note = await publish({ remark: '<p onclick="steal()">Lees <a href="javascript:alert(1)">dit</a></p><script>alert(1)</script><img src=x onerror=alert(1)><ul><li>Punt</li></ul>' });
    expect(note.remark).toBe('<p>Lees <a rel="noopener noreferrer">dit</a></p><ul><li>Punt</li></ul>');
  });

  it('takes back what GET returned, and refuses a stale If-Match (412) without writing', async () => {
    const note = await publish();
    const saved = await call('master', 'PUT', '/releasenotes', { ...note, subject: 'Nieuwe rapportage, nu met grafieken' }, { 'if-match': '"1"' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(rowsOf(saved)[0]).toMatchObject({ subject: 'Nieuwe rapportage, nu met grafieken', date: note.date, version: 2 });
    const stale = await call('master', 'PUT', '/releasenotes', { id: note.id, subject: 'Te laat' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    expect((await call('master', 'DELETE', `/releasenotes?releaseNoteId=${note.id}`, undefined, { 'if-match': '"1"' })).statusCode).toBe(412);
    expect(rowsOf(await call('master', 'GET', `/releasenotes?id=${note.id}`))[0]!.subject).toBe('Nieuwe rapportage, nu met grafieken');
    expect(rowsOf(await call('master', 'DELETE', `/releasenotes?releaseNoteId=${note.id}`, undefined, { 'if-match': '"2"' }))).toEqual([{ id: note.id }]);
    expect((await call('master', 'GET', `/releasenotes?id=${note.id}`)).statusCode).toBe(404);
  });
});

describe('notes not yet seen', () => {
  const listed = async (who: TestSigner, code: string) => rowsOf(await call(who, 'GET', `/releasenotes${code}`));
  const markShown = async (who: TestSigner, code: string) =>
    call(who, 'POST', `/releasenotes/seen${code}`, { releaseNoteIds: (await listed(who, code)).map((n) => n.id) });

  it('counts per account: 0 after seen, 1 again after a new note, and marks rows isNew for their reader', async () => {
    const code = '?amwCode=SEEN';
    await publish({ productcode: 'SEEN' });
    await publish({ productcode: 'SEEN' });
    expect(await unseen('supervisor', code)).toEqual({ unseenCount: 2 });
    expect(await unseen('polish', code)).toEqual({ unseenCount: 2 });

    const seen = await markShown('supervisor', code);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(rowsOf(seen)[0]).toEqual({ unseenCount: 0 });
    expect(await unseen('supervisor', code)).toEqual({ unseenCount: 0 });
    expect((await listed('supervisor', code)).map((n) => n.isNew)).toEqual([false, false]);
    // Another account, of another client, has still seen nothing.
    expect(await unseen('polish', code)).toEqual({ unseenCount: 2 });
    expect((await listed('polish', code)).map((n) => n.isNew)).toEqual([true, true]);

    const later = await publish({ productcode: 'SEEN' });
    expect(await unseen('supervisor', code)).toEqual({ unseenCount: 1 });
    const rows = await listed('supervisor', code);
    expect(rows.map((n) => [n.id, n.isNew])).toEqual([[later.id, true], [rows[1]!.id, false], [rows[2]!.id, false]]);
    // Marking twice is one mark.
    await markShown('supervisor', code);
    expect(rowsOf(await markShown('supervisor', code))[0]).toEqual({ unseenCount: 0 });
  });

  it('marks only the notes the page showed: one published meanwhile stays new, a deleted one is passed over', async () => {
    const code = '?amwCode=RACE';
    const shown = await publish({ productcode: 'RACE' });
    const gone = await publish({ productcode: 'RACE' });
    const ids = (await listed('supervisor', code)).map((n) => n.id);
    const meanwhile = await publish({ productcode: 'RACE' });
    await call('master', 'DELETE', `/releasenotes?releaseNoteId=${gone.id}`);
    const res = await call('supervisor', 'POST', `/releasenotes/seen${code}`, { releaseNoteIds: ids });
    expect(rowsOf(res)[0]).toEqual({ unseenCount: 1 });
    expect((await listed('supervisor', code)).map((n) => [n.id, n.isNew])).toEqual([[meanwhile.id, true], [shown.id, false]]);
    expect(failureOf(await call('supervisor', 'POST', '/releasenotes/seen', { releaseNoteIds: [] })).reason).toMatch(/^body\.releaseNoteIds must NOT have fewer than 1 items?/);
    expect(failureOf(await call('supervisor', 'POST', '/releasenotes/seen')).status).toBe(400);
  });

  it('counts one product\'s notes when asked, every product\'s otherwise', async () => {
    await publish({ productcode: 'ONE' });
    await call('master', 'POST', '/releasenotes/seen', { releaseNoteIds: (await listed('master', '')).map((n) => n.id) });
    expect(await unseen('master')).toEqual({ unseenCount: 0 });
    await publish({ productcode: 'ONE' });
    await publish({ productcode: 'TWO' });
    expect(await unseen('master', '?amwCode=ONE')).toEqual({ unseenCount: 1 });
    expect(await unseen('master')).toEqual({ unseenCount: 2 });
    await markShown('master', '?amwCode=ONE');
    expect(await unseen('master')).toEqual({ unseenCount: 1 });
    expect(failureOf(await call('master', 'GET', '/releasenotes/unseencount?amwCode=x')).status).toBe(400);
  });

  it('starts the demo with the seeded notes unseen by everyone, newest version first', async () => {
    const seeded = (await t.db.query<{ id: number }>('SELECT id FROM release_notes ORDER BY id LIMIT 5')).map((r) => r.id);
    const rows = rowsOf(await call('polish', 'GET', '/releasenotes?amwCode=OMR')).filter((n) => seeded.includes(n.id));
    expect(rows.map((n) => n.date)).toEqual(['2026.10.1', '2026.9', '2026.2', '2025.12', '2025.9']);
    expect(rows.every((n) => n.isNew && n.remark.startsWith('<p>'))).toBe(true);
  });
});
