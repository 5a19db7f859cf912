import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { HistoryEntry } from '../../contract/types/history';
import { HISTORY_KINDS } from '../../contract/paths/history';
import { HISTORY_RETENTION_CRON, HISTORY_RETENTION_QUEUE, historyRetentionQueue, removeOldHistory, startHistoryRetention } from '../../server/history/retention';
import { createJobQueue } from '../../server/jobs/job-queue';
import { kitHarness } from './kit-contract';
import { bearer, failureOf, loginAs, testConfig } from './helpers';

/**
 * Issue 39: every change recorded with its transaction, read under the record's own rules, deletes undone with what
 * belonged to them — and refused when the database's rules no longer allow them.
 */
const h = kitHarness();

type Row = Record<string, unknown> & { id: number; version: number };
const results = <T = Row>(res: { json<U>(): U }) => res.json<{ results: T[] }>().results;
const history = async (who: Parameters<typeof h.call>[0], kind: string, id: number) => h.call(who, 'GET', `/history?kind=${kind}&id=${id}`);
const historyRows = (table: string, key: number) =>
  h.t.db.query<{ action: string; actor_id: number | null; before: Row | null; after: Row | null; secrets: string[] | null }>(
    'SELECT action, actor_id, before, after, secrets FROM record_history WHERE table_name = $1 AND record_key = $2 ORDER BY id', [table, String(key)]);
const accountId = async (email: string) => (await h.t.db.query<{ id: number }>('SELECT id FROM accounts WHERE email_address = $1', [email]))[0]!.id;

const newArrangement = async (name: string) => (await h.t.db.query<{ id: number }>(
  "INSERT INTO car_arrangements (client_id, display_name, data_object_type) VALUES ($1, $2, 'car') RETURNING id", [h.ids.demo, name]))[0]!.id;

async function newFaq(question: string): Promise<Row> {
  const res = await h.call('supervisor', 'POST', '/faq', { question, answer: '<p>Eerst.</p>', sortOrder: 5 });
  expect(res.statusCode, res.body).toBe(200);
  return results(res)[0]!;
}

describe('record history', () => {
  it('records a save with who made it, and shows it newest first with the old and new value', async () => {
    const faq = await newFaq('Wie betaalt de brandstof?');
    const put = await h.call('supervisor', 'PUT', '/faq', { id: faq.id, question: 'Wie betaalt de tankpas?' }, { 'if-match': `"${faq.version}"` });
    expect(put.statusCode, put.body).toBe(200);
    const res = await history('supervisor', 'faq', faq.id);
    expect(res.statusCode, res.body).toBe(200);
    const entries = results<HistoryEntry>(res);
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]!.actor).toMatchObject({ name: 'Sanne de Vries', actingFor: null, asSubsupervisor: false });
    expect(entries[0]!.changes).toEqual([{ field: 'question', before: 'Wie betaalt de brandstof?', after: 'Wie betaalt de tankpas?' }]);
    expect(entries[1]!.changes).toContainEqual({ field: 'answer', before: null, after: '<p>Eerst.</p>' });
    expect(res.json<{ more: boolean }>().more).toBe(false);
  });

  it('says for which client a master acted', async () => {
    const [{ id: polish }] = await h.t.db.query<{ id: number }>("SELECT id FROM clients WHERE name = 'flota-pl'") as [{ id: number }];
    expect((await h.call('master', 'GET', `/amw/switchclient?clientid=${polish}`)).statusCode).toBe(200);
    try {
      const created = await h.call('master', 'POST', '/faq', { question: 'Namens Flota', answer: '', sortOrder: 1 });
      expect(created.statusCode, created.body).toBe(200);
      const entries = results<HistoryEntry>(await h.call('master', 'GET', `/history?kind=faq&id=${results(created)[0]!.id}`));
      expect(entries[0]!.actor).toMatchObject({ name: 'Maud Meester', asSubsupervisor: false });
      expect(entries[0]!.actor!.actingFor).toMatch(/\S/);
    } finally {
      await h.call('master', 'GET', `/amw/switchclient?clientid=${h.ids.demo}`);
    }
  });

  it('watches every versioned table, and every column of a tracked table but its ignored ones', async () => {
    const untracked = await h.t.db.query<{ table: string }>(
      `SELECT c.table_name AS table FROM information_schema.columns c WHERE c.table_schema = 'public' AND c.column_name = 'version'
         AND c.table_name NOT IN ('schema_migrations', 'mail_logs')
         AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.table_name::regclass AND t.tgname = 'record_history')`);
    expect(untracked).toEqual([]);
    // The change trigger's WHEN names each column but the ignored ones (the trigger's third argument): a column added
    // later without calling track_history again would be missed.
    const triggers = await h.t.db.query<{ table: string; args: string; def: string; columns: string[] }>(
      `SELECT t.tgrelid::regclass::text AS table, encode(t.tgargs, 'escape') AS args, pg_get_triggerdef(t.oid) AS def,
         array_agg(a.attname::text) AS columns
       FROM pg_trigger t JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum > 0 AND NOT a.attisdropped
       WHERE t.tgname = 'record_history_update' GROUP BY t.oid, t.tgrelid, t.tgargs`);
    expect(triggers.length).toBeGreaterThan(40);
    const unwatched = triggers.flatMap(({ table, args, def, columns }) => {
      const ignored = args.split('\\000')[2]!.replace(/[{}]/g, '').split(',');
      return columns.filter((c) => !ignored.includes(c) && !new RegExp(`\\bold\\.${c}\\b`, 'i').test(def)).map((c) => `${table}.${c}`);
    });
    expect(unwatched).toEqual([]);
  });

  it('says when a master had switched to sub-supervisor', async () => {
    const token = (await loginAs(h.t.app, 'master')).access_token;
    const as = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      h.t.app.inject({ method, url: `/api-admin${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    expect((await as('GET', '/amw/switchtosubsupervisor')).statusCode).toBe(200);
    const [{ id }] = await h.t.db.query<{ id: number }>('SELECT id FROM drivers WHERE client_id = $1 ORDER BY id LIMIT 1', [h.ids.demo]) as [{ id: number }];
    const saved = await as('PUT', '/driver', { id, telephoneNr: '06 12 34 56 78' });
    expect(saved.statusCode, saved.body).toBe(200);
    const entries = results<HistoryEntry>(await h.call('supervisor', 'GET', `/history?kind=driver&id=${id}`));
    expect(entries[0]!.actor).toMatchObject({ name: 'Maud Meester', actingFor: null, asSubsupervisor: true });
    expect(entries[0]!.changes).toContainEqual(expect.objectContaining({ field: 'telephoneNr', after: '06 12 34 56 78' }));
  });

  it('commits with the write and rolls back with it', async () => {
    const faq = await newFaq('Rollback?');
    const before = (await historyRows('faqs', faq.id)).length;
    await expect(h.t.db.transaction(async (tx) => {
      await tx.query('UPDATE faqs SET question = $2, version = version + 1 WHERE id = $1', [faq.id, 'Nooit opgeslagen']);
      throw new Error('refused after the write');
    })).rejects.toThrow('refused after the write');
    expect(await historyRows('faqs', faq.id)).toHaveLength(before);
    // A stale save writes nothing, so it is no change either.
    const stale = await h.call('supervisor', 'PUT', '/faq', { id: faq.id, question: 'Te laat' }, { 'if-match': '"999"' });
    expect(stale.statusCode).toBe(412);
    expect(await historyRows('faqs', faq.id)).toHaveLength(before);
    // Written outside the API: the system's.
    await h.t.db.query('UPDATE faqs SET sort_order = 9 WHERE id = $1', [faq.id]);
    const rows = await historyRows('faqs', faq.id);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ action: 'update', actor_id: null, after: { sort_order: 9 } });
    expect(rows.at(-2)!.after).toMatchObject({ sort_order: 5 });
  });

  it('is refused to whoever cannot read the record', async () => {
    const faq = await newFaq('Alleen voor demo');
    const polish = await history('polish', 'faq', faq.id);
    const sub = await history('subsupervisor', 'faq', faq.id);
    expect(failureOf(polish).status).toBe(404);
    expect(failureOf(sub).status).toBe(403);
    // A component of an arrangement outside a scoped supervisor's reach.
    const component = results(await h.call('supervisor', 'POST', '/component', { carArrangementId: h.ids.arrangementOut, componentNr: 'H-1', description: 'Trekhaak' }))[0]!;
    expect((await history('supervisor', 'component', component.id)).statusCode).toBe(200);
    await h.asScopedSupervisor(async () => {
      expect(failureOf(await history('supervisor', 'component', component.id)).status).toBe(404);
      expect(failureOf(await h.call('supervisor', 'GET', '/history/deleted?kind=component')).status).toBe(403);
    });
    expect(failureOf(await h.call('supervisor', 'GET', '/history?kind=nothing&id=1')).status).toBe(400);
  });

  it('answers every kind: 404 for an id nobody has, the history for a setting kept under its client or arrangement', async () => {
    for (const kind of HISTORY_KINDS) {
      const res = await history('master', kind, 999_999_999);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(404);
    }
    for (const [kind, id] of [['clientSetting', h.ids.demo], ['arrangementSetting', h.ids.arrangementIn], ['calculatorSetting', h.ids.arrangementIn]] as const) {
      const res = await history('supervisor', kind, id);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      expect(results<HistoryEntry>(res).at(-1)).toMatchObject({ action: 'create', actor: null });
    }
  });

  it('keeps secrets out: only that they changed', async () => {
    const password = 'Zeer-geheim-wachtwoord-42';
    const arrangement = await newArrangement('Met eigen mail');
    const created = await h.call('master', 'POST', '/emailsetting', {
      carArrangementId: arrangement, senderName: 'Lease', senderAddress: 'lease@demo.example', transport: 'smtp',
      host: 'smtp.demo.example', port: 587, username: 'lease', password, useSsl: true, isOrderEmailActive: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = results(created)[0]!.id;
    const rows = await historyRows('email_settings', id);
    expect(rows[0]!.secrets).toEqual(['password_encrypted']);
    const stored = await h.t.db.query<{ history: string }>('SELECT string_agg(h::text, \'\') AS history FROM record_history h WHERE table_name = $1 AND record_key = $2', ['email_settings', String(id)]);
    const [{ sealed }] = await h.t.db.query<{ sealed: string }>('SELECT password_encrypted AS sealed FROM email_settings WHERE id = $1', [id]) as [{ sealed: string }];
    expect(stored[0]!.history).not.toContain(password);
    expect(stored[0]!.history).not.toContain(sealed);
    const entries = results<HistoryEntry>(await history('supervisor', 'mailSetting', id));
    expect(entries[0]!.changes).toContainEqual({ field: 'password', secret: true });
  });

  it('restores a deleted category with its id and fuels, and lists it as deleted until then', async () => {
    const created = await h.call('supervisor', 'POST', '/category', { carArrangementId: h.ids.arrangementIn, categoryNumber: 71, displayName: 'Herstelbaar', fuels: ['d', 'e'] });
    expect(created.statusCode, created.body).toBe(200);
    const category = results(created)[0]!;
    expect((await h.call('supervisor', 'DELETE', `/category?categoryId=${category.id}`)).statusCode).toBe(200);
    const deleted = results<{ id: number; label: string }>(await h.call('supervisor', 'GET', '/history/deleted?kind=category'));
    expect(deleted[0]).toMatchObject({ id: category.id, label: 'Herstelbaar' });
    // The deleted record's history stays readable to a supervisor.
    expect(results<HistoryEntry>(await history('supervisor', 'category', category.id))[0]!.action).toBe('delete');

    const restored = await h.call('supervisor', 'POST', '/history/restore', { kind: 'category', id: category.id });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = results(await h.call('supervisor', 'GET', `/category?categoryId=${category.id}`))[0]!;
    expect(back).toMatchObject({ id: category.id, displayName: 'Herstelbaar', categoryNumber: 71 });
    expect([...(back.fuels as string[])].sort()).toEqual(['d', 'e']);
    expect(back.version).toBeGreaterThan(category.version);
    expect(results<{ id: number }>(await h.call('supervisor', 'GET', '/history/deleted?kind=category')).map((d) => d.id)).not.toContain(category.id);
    // Nothing left to restore.
    expect(failureOf(await h.call('supervisor', 'POST', '/history/restore', { kind: 'category', id: category.id })).status).toBe(404);
  });

  it('refuses a restore that would break a rule, and writes nothing', async () => {
    const first = results(await h.call('supervisor', 'POST', '/category', { carArrangementId: h.ids.arrangementIn, categoryNumber: 72, displayName: 'Eerste', fuels: ['d'] }))[0]!;
    expect((await h.call('supervisor', 'DELETE', `/category?categoryId=${first.id}`)).statusCode).toBe(200);
    const taken = await h.call('supervisor', 'POST', '/category', { carArrangementId: h.ids.arrangementIn, categoryNumber: 72, displayName: 'Opvolger', fuels: ['l'] });
    expect(taken.statusCode, taken.body).toBe(200);
    const refused = failureOf(await h.call('supervisor', 'POST', '/history/restore', { kind: 'category', id: first.id }));
    expect(refused.status).toBe(409);
    expect(refused.reason).toContain('categoryNumber (72)');
    expect(await h.t.db.query('SELECT 1 FROM categories WHERE id = $1', [first.id])).toHaveLength(0);
    expect(await h.t.db.query('SELECT 1 FROM category_fuels WHERE category_id = $1', [first.id])).toHaveLength(0);

    // A parent deleted since: the arrangement a component belonged to.
    const arrangement = await newArrangement('Tijdelijk');
    const component = results(await h.call('master', 'POST', '/component', { carArrangementId: arrangement, componentNr: 'T-1', description: 'Tijdelijk' }))[0]!;
    expect((await h.call('master', 'DELETE', `/component?componentId=${component.id}`)).statusCode).toBe(200);
    await h.t.db.query('DELETE FROM car_arrangements WHERE id = $1', [arrangement]);
    const orphan = failureOf(await h.call('supervisor', 'POST', '/history/restore', { kind: 'component', id: component.id }));
    expect(orphan.status).toBe(409);
    expect(orphan.reason).toContain('what it belongs to is gone');
  });

  it('lets the one who deleted undo at once, and only a supervisor restore what someone else deleted', async () => {
    const faq = await newFaq('Terug te halen');
    expect((await h.call('supervisor', 'DELETE', `/faq?faqId=${faq.id}`)).statusCode).toBe(200);
    expect(failureOf(await h.call('polish', 'POST', '/history/restore', { kind: 'faq', id: faq.id })).status).toBe(404);
    expect(failureOf(await h.call('fleetmanagement', 'POST', '/history/restore', { kind: 'faq', id: faq.id })).status).toBe(403);
    expect((await h.call('supervisor', 'POST', '/history/restore', { kind: 'faq', id: faq.id })).statusCode).toBe(200);
    const supervisor = await accountId('supervisor@demo.leasedesk.test');
    expect((await historyRows('faqs', faq.id)).at(-1)).toMatchObject({ action: 'create', actor_id: supervisor });
  });

  it('brings back a soft-deleted operating company with its attachment', async () => {
    const [company] = await h.t.db.query<{ id: number }>("SELECT id FROM operating_companies WHERE name = 'Demo Mobility Zuid'");
    const id = company!.id;
    const [blob] = await h.t.db.query<{ id: number }>(
      "INSERT INTO blobs (client_id, name, original_file_name, content_type, data, is_public) VALUES ($1, 'oc-history-test', 'polis.pdf', 'application/pdf', '\\x255044462d', false) RETURNING id", [h.ids.demo]);
    await h.t.db.query('INSERT INTO operating_company_attachments (client_id, operating_company_id, blob_id) VALUES ($1, $2, $3)', [h.ids.demo, id, blob!.id]);
    expect((await h.call('supervisor', 'DELETE', `/operatingcompany?operatingCompanyId=${id}`)).statusCode).toBe(200);
    expect(results<{ id: number }>(await h.call('supervisor', 'GET', '/history/deleted?kind=operatingCompany')).map((d) => d.id)).toContain(id);
    const restored = await h.call('supervisor', 'POST', '/history/restore', { kind: 'operatingCompany', id });
    expect(restored.statusCode, restored.body).toBe(200);
    const [row] = await h.t.db.query<{ is_deleted: boolean; files: number }>(
      'SELECT is_deleted, (SELECT count(*)::int FROM operating_company_attachments WHERE operating_company_id = o.id) AS files FROM operating_companies o WHERE id = $1', [id]);
    expect(row).toEqual({ is_deleted: false, files: 1 });
  });

  it('schedules the nightly cleanup with pg-boss, once however many processes start it', async () => {
    const queues = [createJobQueue(h.t.db, { queues: [historyRetentionQueue], schedule: true }), createJobQueue(h.t.db, { queues: [historyRetentionQueue], schedule: true })];
    try {
      for (const jobs of queues) {
        await jobs.start();
        await startHistoryRetention({ db: h.t.db, jobs, config: testConfig() });
      }
      const schedules = await queues[0]!.boss.getSchedules();
      expect(schedules.filter((s) => s.name === HISTORY_RETENTION_QUEUE)).toEqual([expect.objectContaining({ cron: HISTORY_RETENTION_CRON, timezone: 'Europe/Amsterdam' })]);
    } finally {
      for (const jobs of queues) await jobs.stop();
    }
  });

  it('forgets what is older than the retention', async () => {
    const faq = await newFaq('Oud nieuws');
    await h.t.db.query("UPDATE record_history SET at = now() - interval '401 days' WHERE table_name = 'faqs' AND record_key = $1", [String(faq.id)]);
    expect(await removeOldHistory(h.t.db, 400)).toBeGreaterThanOrEqual(1);
    expect(await historyRows('faqs', faq.id)).toHaveLength(0);
    expect((await historyRows('faqs', (await newFaq('Nieuw')).id))).toHaveLength(1);
  });
});

describe('replaying a record\'s history', () => {
  type Change = { question?: string; sortOrder?: number; answer?: string; fuels?: string[] };
  const text = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '' && /^[\p{L}\p{N} ?.,'-]+$/u.test(s));
  const change: fc.Arbitrary<Change> = fc.record({
    question: text, sortOrder: fc.integer({ min: 0, max: 999 }), answer: text.map((s) => `<p>${s}</p>`),
    fuels: fc.subarray(['d', 'e', 'g', 'w'], { minLength: 0 }).map((f) => ['l', ...f]),
  }, { requiredKeys: [] });

  /** The row as its history tells it: the create's row, then each change's new values, in order. */
  async function replayed(table: string, id: number): Promise<Row> {
    const rows = await historyRows(table, id);
    expect(rows[0]!.action).toBe('create');
    return rows.reduce<Row>((state, r) => ({ ...state, ...r.after }), {} as Row);
  }
  /** A child list as its history tells it: every value added, less every value removed, in order. */
  async function replayedList(table: string, parent: number, column: string): Promise<string[]> {
    const rows = await h.t.db.query<{ action: string; before: Row | null; after: Row | null }>(
      'SELECT action, before, after FROM record_history WHERE table_name = $1 AND parent_key = $2 ORDER BY id', [table, String(parent)]);
    const list = new Set<string>();
    for (const r of rows) {
      if (r.before) list.delete(String(r.before[column]));
      if (r.after) list.add(String(r.after[column]));
    }
    return [...list].sort();
  }
  const stored = async (table: string, id: number) =>
    (await h.t.db.query<{ row: Row }>(`SELECT to_jsonb(t) AS row FROM ${table} t WHERE id = $1`, [id]))[0]!.row;

  it('gives the current FAQ entry and the current category with its fuels, whatever the saves were', async () => {
    let n = 0;
    await fc.assert(fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 4 }), async (changes) => {
      n += 1;
      const faq = await newFaq(`Herhaling ${n}`);
      const category = results(await h.call('supervisor', 'POST', '/category',
        { carArrangementId: h.ids.arrangementIn, categoryNumber: 500 + n, displayName: `Herhaling ${n}`, fuels: ['l'] }))[0]!;
      let versions = { faq: faq.version, category: category.version };
      for (const { fuels, ...fields } of changes) {
        const put = await h.call('supervisor', 'PUT', '/faq', { id: faq.id, ...fields }, { 'if-match': `"${versions.faq}"` });
        expect(put.statusCode, put.body).toBe(200);
        versions = { ...versions, faq: results(put)[0]!.version };
        const renamed = await h.call('supervisor', 'PUT', '/category', { id: category.id, ...(fields.question ? { displayName: fields.question } : {}), ...(fuels ? { fuels } : {}) },
          { 'if-match': `"${versions.category}"` });
        expect(renamed.statusCode, renamed.body).toBe(200);
        versions = { ...versions, category: results(renamed)[0]!.version };
      }
      expect(await replayed('faqs', faq.id)).toEqual(await stored('faqs', faq.id));
      expect(await replayed('categories', category.id)).toEqual(await stored('categories', category.id));
      const fuels = await h.t.db.query<{ code: string }>('SELECT fuel_code AS code FROM category_fuels WHERE category_id = $1 ORDER BY 1', [category.id]);
      expect(await replayedList('category_fuels', category.id, 'fuel_code')).toEqual(fuels.map((f) => f.code));
    }), { numRuns: 12 });
  });
});
