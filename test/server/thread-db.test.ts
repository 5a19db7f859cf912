import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedDatabase } from '../../server/db/interface';
import { IN_MEMORY, openPglite, type PgliteDb } from '../../server/db/pglite';
import { pgliteOverPort } from '../../server/db/pglite-thread';
import { openThreadDb } from '../../server/db/thread-db';

/**
 * The database from another thread (server/db/thread-db.ts), as a bulk run's thread opens it: on PGlite its writes go
 * through a port of their own, so the opener's remembered reads would keep answering what was there before — unless
 * each committed write is told back (`wrote`). The test talks through the port from this thread: the same messages.
 */
let db: PgliteDb;
let shared: Extract<SharedDatabase, { kind: 'pglite' }>;

beforeAll(async () => {
  db = await openPglite(IN_MEMORY, { thread: true });
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL)');
  await db.query('INSERT INTO t VALUES (1, $1)', ['een']);
  shared = db.shareWithThread!() as typeof shared;
});

afterAll(() => db?.close());

const nameOf = async () => (await db.remembered!<{ name: string }>('SELECT name FROM t WHERE id = 1'))[0]!.name;

describe('the database from another thread', () => {
  it('is PGlite’s own thread, shared: there is a port to it', () => {
    expect(shared.kind).toBe('pglite');
  });

  it('tells the opener of each committed write, in a transaction or not, so its remembered reads see it', async () => {
    expect(await nameOf()).toBe('een');
    // Without being told, the opener keeps what it read: that is what `wrote` is for.
    const raw = pgliteOverPort((db.shareWithThread!() as typeof shared).port);
    await raw.query("UPDATE t SET name = 'stil' WHERE id = 1");
    expect(await nameOf()).toBe('een');
    raw.close();

    const other = await openThreadDb({ kind: 'pglite', port: shared.port }, shared.wrote);
    await other.query("UPDATE t SET name = 'twee' WHERE id = 1");
    expect(await nameOf()).toBe('twee');
    await other.transaction(async (tx) => {
      await tx.query("UPDATE t SET name = 'drie' WHERE id = 1");
      // Not committed yet: the opener waits for the transaction's end, then reads what it committed.
    });
    expect(await nameOf()).toBe('drie');
    await expect(other.transaction(async (tx) => {
      await tx.query("UPDATE t SET name = 'vier' WHERE id = 1");
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await nameOf()).toBe('drie');
    await other.close();
  });
});
