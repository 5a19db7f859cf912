import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { rememberedCount } from '../../server/db/remembered-reads';
import { startPostgres, type PostgresCluster } from './postgres-cluster';

/**
 * On PostgreSQL a list's count is remembered per process for DB_COUNT_SECONDS (issue 21 point 3): this process's own
 * writes show at once, another process's within that time, never later.
 */
let cluster: PostgresCluster;
let mine: Db;
let other: Db;
const COUNT_SECONDS = 2;
const count = async () => (await rememberedCount<{ n: number }>(mine, 'SELECT count(*)::int AS n FROM release_notes r'))[0]!.n;
const note = (db: Db, subject: string) => db.query("INSERT INTO release_notes (type, date, subject) VALUES ('fix', '1.0', $1)", [subject]);

beforeAll(async () => {
  cluster = await startPostgres();
  mine = await openDb({ dataDir: 'unused', databaseUrl: cluster.url, countSeconds: COUNT_SECONDS });
  other = await openDb({ dataDir: 'unused', databaseUrl: cluster.url, countSeconds: COUNT_SECONDS });
  await migrate(mine);
}, 120_000);

afterAll(async () => {
  await mine?.close();
  await other?.close();
  cluster?.stop();
});

describe('counts on PostgreSQL', () => {
  it('shows this process\'s writes at once, also from a transaction, and another process\'s within the stated seconds', async () => {
    const start = await count();
    await note(mine, 'own write');
    expect(await count()).toBe(start + 1);
    await mine.transaction((tx) => note(tx as Db, 'own write in a transaction'));
    expect(await count()).toBe(start + 2);

    await note(other, 'another node');
    // Remembered: another process's write is not seen at once…
    expect(await count()).toBe(start + 2);
    // …but within the stated time.
    await new Promise((done) => setTimeout(done, COUNT_SECONDS * 1000 + 100));
    expect(await count()).toBe(start + 3);
  });

  it('keeps the count through this process\'s writes to other tables', async () => {
    const before = await count();
    await note(other, 'unseen for a moment');
    await mine.query("UPDATE clients SET name = name WHERE name = 'nobody'");
    expect(await count()).toBe(before);
  });
});
