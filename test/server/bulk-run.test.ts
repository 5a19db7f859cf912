import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { BulkFileCheck, BulkStatus, BulkSummary } from '../../contract/types/bulk';
import type { CarArrangement, Envelope } from '../../contract/types/core';
import type { CarWithLeasePrice } from '../../contract/types/cars';
import { bearer, createTestServer, failureOf, signInEveryone, type TestServer, type TestSigner } from './helpers';
import { activeCarArrangements, bulkCall, expectedCounts, pricesOf, waitForRunEnd } from './bulk-run-support';
import { randomBytes } from 'node:crypto';
import { priceRows, removeUnlinkedWorkbooks, storeWorkbook, WORKBOOK_PIECE_BYTES } from '../../server/jobs/bulk-workbook';
import { blobBytes, blobSize } from '../../server/db/blob-bytes';

/** The bulk run over the demo catalogue (3,384 versions) in small batches, with a worker in the test's app. */
let t: TestServer;
let tokens: Map<TestSigner, string>;
const token = (who: TestSigner) => tokens.get(who)!;
const supervisor = () => token('supervisor');

beforeAll(async () => {
  t = await createTestServer({ bulkWorker: true, bulkPollSeconds: 1, bulkBatchSize: 500 });
  tokens = await signInEveryone(t.app);
}, 60_000);
afterAll(() => t?.close());

/** The arrangement's car list, every page, as GET … /car/extended/new shows it. */
async function carList(arrangementId: number): Promise<CarWithLeasePrice[]> {
  const rows: CarWithLeasePrice[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({ method: 'POST', url: '/api-admin/car/extended/new', headers: bearer(supervisor()),
      payload: { carArrangementId: arrangementId, pageIndex: page, pageSize: 500 } });
    const body = res.json<Envelope<CarWithLeasePrice>>();
    rows.push(...body.results);
    if (rows.length >= (body.resultCount ?? 0) || body.results.length === 0) return rows;
  }
}

const storedPrices = (arrangementId: number) => pricesOf(t.db, arrangementId);

describe('a bulk run', () => {
  let first: BulkStatus;
  /** The prices the seeded runs left, per arrangement, before the first run here. */
  let seeded: Map<number, Map<number, number | null>>;

  it('is queued by runbulk, and a second call while it is active queues nothing and answers it with alreadyActive', async () => {
    const runsBefore = (await t.db.query('SELECT id FROM bulk_runs')).length;
    seeded = new Map(await Promise.all((await activeCarArrangements(t.db)).map(async (a) => [a.id, await pricesOf(t.db, a.id)] as const)));
    first = await bulkCall<BulkStatus>(t.app, supervisor(), 'runbulk');
    expect(first).toMatchObject({ state: expect.stringMatching(/^(queued|running)$/), alreadyActive: false, errorMessage: null, finishedAt: null });
    expect(first.runId).toEqual(expect.any(Number));
    expect(first.requestedBy).toEqual({ id: expect.any(Number), name: 'Sanne de Vries' });
    const again = await bulkCall<BulkStatus>(t.app, token('master'), 'runbulk');
    expect(again).toMatchObject({ runId: first.runId, alreadyActive: true });
    expect((await t.db.query('SELECT id FROM bulk_runs')).length).toBe(runsBefore + 1);
  });

  it('runs to the end: every active car arrangement priced, progress 100', async () => {
    const done = await waitForRunEnd(t.app, supervisor());
    const arrangements = await activeCarArrangements(t.db);
    expect(done).toMatchObject({ runId: first.runId, state: 'finished', progress: 100, arrangementsTotal: arrangements.length, arrangementsDone: arrangements.length, errorMessage: null });
    expect(done.versionsPriced).toBe(done.versionsTotal);
    expect(done.versionsTotal).toBeGreaterThan(1000);
    expect(Date.parse(done.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(done.startedAt!));
    expect(done.alreadyActive).toBeUndefined();
  });

  it('stores for every arrangement exactly the prices its car list shows', async () => {
    for (const { id } of await activeCarArrangements(t.db)) {
      const list = await carList(id);
      const stored = await storedPrices(id);
      expect(stored.size).toBe(list.length);
      for (const car of list) expect(stored.get(car.id), `version ${car.id}`).toBe(car.leasePrice);
    }
  });

  it('sets each arrangement\'s date of the last run, so no outdated banner is left', async () => {
    const status = await bulkCall<BulkStatus>(t.app, supervisor(), 'bulkstatus');
    const res = await t.app.inject({ url: '/api-admin/cararrangement', headers: bearer(supervisor()) });
    const byId = new Map(res.json<Envelope<CarArrangement>>().results.map((a) => [a.id, a]));
    for (const { id } of await activeCarArrangements(t.db)) {
      expect(byId.get(id)!.calculatorSettings.dateLastRun).toBe(status.finishedAt);
    }
  });

  it('sums up per arrangement: prices new to it, or unchanged since its last run; a price changed since shows on the next run', async () => {
    const summary = await bulkCall<BulkSummary>(t.app, supervisor(), 'bulksummary');
    const arrangements = await activeCarArrangements(t.db);
    expect(summary.arrangements.map((a) => a.displayName)).toEqual(arrangements.map((a) => a.display_name));
    for (const part of summary.arrangements) {
      expect(part.state).toBe('finished');
      expect(part.versionsPriced).toBe(part.versionsTotal);
      // Leaseregeling 2026 has the seeded run of a day ago (nothing changed since). Directie has the bulk comparer's seeded
      // older run of 12 days ago (server/db/seed-bulk-comparer.ts): every 11th version was cheaper then, every 37th not there yet.
      if (part.displayName === 'Leaseregeling 2026') {
        expect([part.changedPrices, part.newPrices + part.errors]).toEqual([0, 0]);
      } else {
        expect(part.changedPrices).toBeGreaterThan(0);
        expect(part.newPrices).toBeGreaterThan(0);
        expect(part.changedPrices + part.newPrices).toBeLessThan(part.versionsPriced / 5);
      }
      // Exactly what the stored prices show against the seeded ones; only those were written again (issue 40: an
      // unchanged price keeps the row, and the id, of the run that wrote it).
      const stored = await pricesOf(t.db, part.carArrangementId);
      expect(stored.size).toBe(part.versionsPriced);
      expect({ newPrices: part.newPrices, changedPrices: part.changedPrices }).toEqual(expectedCounts(seeded.get(part.carArrangementId)!, stored));
      expect((await pricesOf(t.db, part.carArrangementId, summary.runId!)).size).toBe(part.newPrices + part.changedPrices);
      expect(part.errorSamples.length).toBe(Math.min(5, part.errors));
    }
    expect(summary.totals.versionsPriced).toBe(summary.arrangements.reduce((n, a) => n + a.versionsPriced, 0));

    // Two fixed lease prices in the first arrangement: exactly those two change on the next run, nothing is new.
    const [target] = arrangements;
    const [a, b] = [...(await storedPrices(target!.id)).entries()].filter(([, price]) => price !== null).map(([id]) => id);
    const save = await t.app.inject({ method: 'POST', url: '/api-admin/car/extended/savefixedleaseprice', headers: bearer(supervisor()),
      payload: { carArrangementId: target!.id, searchQuery: '', prices: [{ carTypeId: a, price: 1234.5 }, { carTypeId: b, price: 987 }] } });
    expect(save.statusCode, save.body).toBe(200);
    const second = await bulkCall<BulkStatus>(t.app, supervisor(), 'runbulk');
    expect(second.runId).toBeGreaterThan(first.runId!);
    await waitForRunEnd(t.app, supervisor());
    const next = await bulkCall<BulkSummary>(t.app, supervisor(), 'bulksummary');
    expect(next.runId).toBe(second.runId);
    expect(next.arrangements.map((p) => [p.displayName, p.changedPrices, p.newPrices])).toEqual(
      arrangements.map((p) => [p.display_name, p.id === target!.id ? 2 : 0, 0]));
    const stored = await storedPrices(target!.id);
    expect([stored.get(a!), stored.get(b!)]).toEqual([1234.5, 987]);
  });

  it('lists one price workbook per arrangement and serves it, with the prices in it', async () => {
    const check = await bulkCall<BulkFileCheck>(t.app, supervisor(), 'bulkFileCheck');
    const arrangements = await activeCarArrangements(t.db);
    expect(check.runId).toBe((await bulkCall<BulkStatus>(t.app, supervisor(), 'bulkstatus')).runId);
    expect(check.files.map((f) => [f.carArrangementId, f.fileName])).toEqual(arrangements.map((a) =>
      [a.id, `20260302_${a.display_name.replace(/ /g, '_')}_prices.xlsx`]));
    const file = check.files[0]!;
    const res = await t.app.inject({ url: `/api-admin/clientsetting/bulkfile?fileId=${file.fileId}`, headers: bearer(supervisor()) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${file.fileName}"`);
    expect(res.rawPayload.length).toBe(file.size);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // The demo client's default language is Dutch.
    expect(sheet.name).toBe('Leaseprijzen');
    expect(sheet.getRow(1).getCell(9).value).toBe('Leaseprijs');
    const stored = await storedPrices(file.carArrangementId);
    expect(sheet.rowCount - 1).toBe(stored.size);
    const row = sheet.getRow(2);
    expect(row.getCell(9).value ?? null).toBe(stored.get(Number(row.getCell(1).value)));
    // Every row as the table holds it: the run built the workbook from the prices it kept in memory (kept-prices.ts),
    // which must be what it wrote — read back here as a resumed run's workbook reads them.
    const [{ client_id: clientId }] = await t.db.query<{ client_id: number }>('SELECT client_id FROM car_arrangements WHERE id = $1', [file.carArrangementId]) as [{ client_id: number }];
    const fromTable = [];
    for await (const cells of priceRows(t.db, { clientId, arrangementId: file.carArrangementId })) fromTable.push(cells);
    const inFile = sheet.getRows(2, sheet.rowCount - 1)!.map((r) => Array.from({ length: 12 }, (_, i) => r.getCell(i + 1).value ?? null));
    expect(inFile).toEqual(fromTable);
  });

  it("writes the workbook's rows in the order of one read, group of models after group, with case twins kept together", async () => {
    const { runId } = await bulkCall<BulkStatus>(t.app, supervisor(), 'bulkstatus');
    const [arrangement] = await activeCarArrangements(t.db);
    const [{ client_id: clientId }] = await t.db.query<{ client_id: number }>('SELECT client_id FROM car_arrangements WHERE id = $1', [arrangement!.id]) as [{ client_id: number }];
    const part = { clientId, runId: runId!, arrangementId: arrangement!.id };
    // A brand and model that differ from a priced one only in case, with versions whose names sort first and last: the
    // order ranks both models together, so the twin's versions go around the original's only when both are read in one group.
    const [original] = await t.db.query<{ brand: string; model: string; fuel_code: string }>(
      `SELECT b.name AS brand, m.name AS model, t.fuel_code FROM bulk_run_prices p JOIN car_types t ON t.id = p.version_id JOIN models m ON m.id = t.model_id
       JOIN brands b ON b.id = m.brand_id WHERE p.car_arrangement_id = $1 ORDER BY t.id DESC LIMIT 1`, [part.arrangementId]);
    const [{ id: brandId }] = await t.db.query<{ id: number }>('INSERT INTO brands (name) VALUES ($1) RETURNING id', [original!.brand.toUpperCase()]) as [{ id: number }];
    const [{ id: modelId }] = await t.db.query<{ id: number }>('INSERT INTO models (brand_id, name) VALUES ($1, $2) RETURNING id', [brandId, original!.model.toLowerCase()]) as [{ id: number }];
    const twins = (await t.db.query<{ id: number }>("INSERT INTO car_types (model_id, name, fuel_code) VALUES ($1, '0 first', $2), ($1, 'zzz last', $2) RETURNING id",
      [modelId, original!.fuel_code])).map((row) => row.id);
    await t.db.query(
      `INSERT INTO bulk_run_prices (client_id, car_arrangement_id, version_id, run_id, duration_months, km_per_year, lease_price, own_contribution, allowed)
       SELECT $1, $2, unnest($3::int[]), $4, 48, 20000, 456.78, 0, true`, [part.clientId, part.arrangementId, twins, part.runId]);
    try {
      const oneRead = (await t.db.query<Record<string, unknown>>(
        `SELECT p.version_id, b.name AS brand, m.name AS model, t.name AS version, t.fuel_code, c.display_name AS category, p.duration_months,
                p.km_per_year, p.lease_price::float8 AS lease_price, p.own_contribution::float8 AS own_contribution, p.allowed, p.error
         FROM bulk_run_prices p JOIN car_types t ON t.id = p.version_id JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id
         LEFT JOIN categories c ON c.id = p.category_id
         WHERE p.client_id = $1 AND p.car_arrangement_id = $2
         ORDER BY lower(b.name), lower(m.name), lower(t.name), p.version_id`, [part.clientId, part.arrangementId])).map((r) => Object.values(r));
      const read = async (versions: number) => {
        const rows = [];
        for await (const row of priceRows(t.db, part, versions)) rows.push(row);
        return rows;
      };
      // One model per group where the order allows it, a few groups, one group.
      for (const versions of [1, 200, 1_000_000]) expect(await read(versions)).toEqual(oneRead);
      const [first, last] = twins.map((id) => oneRead.findIndex((row) => row[0] === id)) as [number, number];
      expect([oneRead[first + 1]!.slice(1, 3), oneRead[last - 1]!.slice(1, 3)], "the twin's versions go around the original's").toEqual([
        [original!.brand, original!.model], [original!.brand, original!.model]]);
    } finally {
      await t.db.query('DELETE FROM car_types WHERE id = ANY ($1::int[])', [twins]);
      await t.db.query('DELETE FROM models WHERE id = $1', [modelId]);
      await t.db.query('DELETE FROM brands WHERE id = $1', [brandId]);
    }
  });

  it('drops the prices of a version or an arrangement deleted (triggers since migration 0050, where foreign keys were)', async () => {
    const rolledBack = new Error('rolled back');
    await expect(t.db.transaction(async (tx) => {
      const prices = async (column: string, id: number) =>
        (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM bulk_run_prices WHERE ${column} = $1`, [id]))[0]!.n;
      const [{ id: arrangementId }] = await tx.query<{ id: number }>(
        "INSERT INTO car_arrangements (client_id, display_name) SELECT id, 'Gone soon' FROM clients WHERE name = 'demo' RETURNING id") as [{ id: number }];
      const versions = (await tx.query<{ id: number }>(
        "INSERT INTO car_types (model_id, name, fuel_code) SELECT model_id, 'gone soon ' || n, fuel_code FROM car_types, generate_series(1, 2) n LIMIT 2 RETURNING id")).map((v) => v.id);
      await tx.query(
        `INSERT INTO bulk_run_prices (client_id, car_arrangement_id, version_id, run_id, duration_months, km_per_year, lease_price, own_contribution, allowed)
         SELECT client_id, id, unnest($2::int[]), 0, 48, 20000, 456.78, 0, true FROM car_arrangements WHERE id = $1`, [arrangementId, versions]);
      await tx.query('DELETE FROM car_types WHERE id = $1', [versions[0]]);
      expect([await prices('version_id', versions[0]!), await prices('version_id', versions[1]!)]).toEqual([0, 1]);
      await tx.query('DELETE FROM car_arrangements WHERE id = $1', [arrangementId]);
      expect(await prices('car_arrangement_id', arrangementId)).toBe(0);
      throw rolledBack;
    })).rejects.toBe(rolledBack);
  });

  it('stores a workbook a piece a statement and reads it whole; one never linked to a part is removed later', async () => {
    const [{ id: clientId }] = await t.db.query<{ id: number }>("SELECT id FROM clients WHERE name = 'demo'") as [{ id: number }];
    const data = randomBytes(2 * WORKBOOK_PIECE_BYTES + 1000);
    const gates: number[] = [];
    const blobId = await storeWorkbook(t.db, clientId, 'big.xlsx', data, async () => { gates.push(gates.length); });
    const [stored] = await t.db.query<{ bytes: string; size: number; pieces: number }>(
      `SELECT encode(${blobBytes('b')}, 'base64') AS bytes, ${blobSize('b')}::int AS size, (SELECT count(*)::int FROM blob_chunks WHERE blob_id = b.id) AS pieces
       FROM blobs b WHERE b.id = $1`, [blobId]);
    expect([Buffer.from(stored!.bytes, 'base64').equals(data), stored!.size, stored!.pieces, gates.length]).toEqual([true, data.length, 2, 3]);
    // Linked to no part: kept while a run may still be linking it, removed once older than that, its pieces with it.
    await removeUnlinkedWorkbooks(t.db, clientId);
    expect(await t.db.query('SELECT 1 FROM blobs WHERE id = $1', [blobId])).toHaveLength(1);
    await t.db.query("UPDATE blobs SET created_at = now() - interval '11 minutes' WHERE id = $1", [blobId]);
    const linked = (await bulkCall<BulkFileCheck>(t.app, supervisor(), 'bulkFileCheck')).files;
    await removeUnlinkedWorkbooks(t.db, clientId);
    expect(await t.db.query('SELECT 1 FROM blob_chunks WHERE blob_id = $1 UNION ALL SELECT 1 FROM blobs WHERE id = $1', [blobId])).toHaveLength(0);
    expect((await bulkCall<BulkFileCheck>(t.app, supervisor(), 'bulkFileCheck')).files).toEqual(linked);
  });

  it('answers 404 for a file id that is no bulk workbook of this client', async () => {
    const check = await bulkCall<BulkFileCheck>(t.app, supervisor(), 'bulkFileCheck');
    const [logo] = await t.db.query<{ id: number }>("SELECT b.id FROM blobs b JOIN clients c ON c.id = b.client_id AND c.name = 'demo' WHERE b.content_type LIKE 'image/%' LIMIT 1");
    for (const fileId of [logo!.id, 999999999]) {
      const res = await t.app.inject({ url: `/api-admin/clientsetting/bulkfile?fileId=${fileId}`, headers: bearer(supervisor()) });
      expect(failureOf(res).status).toBe(404);
    }
    // The Polish client, given the licence, does not reach the demo client's workbook.
    await t.db.query("UPDATE client_licences SET has_lease_wise = true WHERE client_id = (SELECT id FROM clients WHERE name = 'flota-pl')");
    try {
      const res = await t.app.inject({ url: `/api-admin/clientsetting/bulkfile?fileId=${check.files[0]!.fileId}`, headers: bearer(token('polish')) });
      expect(failureOf(res).status).toBe(404);
      // And it never ran one: state 'none' with zeros, an empty summary and no files.
      expect(await bulkCall<BulkStatus>(t.app, token('polish'), 'bulkstatus')).toEqual({
        runId: null, state: 'none', progress: 0, arrangementsTotal: 0, arrangementsDone: 0, versionsTotal: 0, versionsPriced: 0,
        requestedAt: null, startedAt: null, finishedAt: null, requestedBy: null, errorMessage: null });
      expect(await bulkCall<BulkSummary>(t.app, token('polish'), 'bulksummary')).toEqual({
        runId: null, state: 'none', finishedAt: null, arrangements: [], totals: { versionsPriced: 0, changedPrices: 0, newPrices: 0, errors: 0 } });
      expect(await bulkCall<BulkFileCheck>(t.app, token('polish'), 'bulkFileCheck')).toEqual({ runId: null, files: [] });
    } finally {
      await t.db.query("UPDATE client_licences SET has_lease_wise = false WHERE client_id = (SELECT id FROM clients WHERE name = 'flota-pl')");
    }
  });

  it('refuses other roles, and a client without the lease-system licence with a reason naming it', async () => {
    for (const who of ['bulk', 'fleetmanagement', 'subsupervisor', 'polish'] as const) {
      for (const path of ['bulkstatus', 'runbulk', 'bulksummary', 'bulkFileCheck', 'bulkfile?fileId=1']) {
        const res = await t.app.inject({ url: `/api-admin/clientsetting/${path}`, headers: bearer(token(who)) });
        expect(failureOf(res)).toEqual({
          status: 403, reason: who === 'polish' ? 'The lease-system integration is not active for this client.' : expect.any(String),
        });
      }
    }
  });
});
