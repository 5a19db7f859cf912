import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, pgliteOverPort, type PgliteLike, type PgliteThread } from '../../server/db/pglite-thread';
import { uniqueViolation } from '../../server/db/unique-violation';

/**
 * PGlite in a thread of its own (server/db/pglite-thread.ts): what db/pglite.ts relies on from PGlite — rows, errors
 * with their SQLSTATE and constraint, one connection that a transaction holds to its end — and the reason it exists:
 * the caller's thread stays free while a statement runs.
 */
let pg: PgliteThread;

beforeAll(async () => {
  pg = await openPgliteThread(undefined);
  await pg.exec('CREATE TABLE t (id int PRIMARY KEY, name text NOT NULL)');
});

afterAll(() => pg?.close());

/** A moment one side waits for (`fired`) until the other says it has come (`fire`). */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => { fire = resolve; });
  return { fire, fired };
}

/** A transaction that writes (`sql`), says so (`started`), waits inside it until `release`, then goes on with `then`. */
function pausedTransaction(db: Pick<PgliteLike, 'transaction'>, sql: string, params: unknown[], then: (t: Pick<PgliteLike, 'query'>) => Promise<void>) {
  const inside = signal();
  const released = signal();
  const tx = db.transaction(async (t) => {
    await t.query(sql, params);
    inside.fire();
    await released.fired;
    await then(t);
  });
  tx.catch(() => {}); // awaited by the test that expects its end
  return { tx, started: inside.fired, release: released.fire };
}

describe('PGlite in its own thread', () => {
  it('answers rows with their types, and refuses as PGlite does: the SQLSTATE and the constraint come along', async () => {
    await pg.query('INSERT INTO t VALUES ($1, $2)', [1, 'een']);
    const { rows } = await pg.query<{ id: number; name: string; at: Date; bytes: Uint8Array }>(
      "SELECT id, name, timestamptz '2026-11-30 12:00Z' AS at, '\\x0102'::bytea AS bytes FROM t WHERE id = $1", [1]);
    expect(rows).toEqual([{ id: 1, name: 'een', at: new Date('2026-11-30T12:00:00Z'), bytes: new Uint8Array([1, 2]) }]);
    const refusal = await pg.query('INSERT INTO t VALUES ($1, $2)', [1, 'twee']).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect(uniqueViolation(refusal)).not.toBeNull();
  });

  it('holds the connection for a transaction: a statement from outside waits for its end, and a rollback leaves nothing', async () => {
    const { tx, started, release } = pausedTransaction(pg, 'INSERT INTO t VALUES (2, $1)', ['twee'], async (t) => {
      await t.query('INSERT INTO t VALUES (3, $1)', ['drie']);
    });
    await started;
    const outside = pg.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id IN (2, 3)');
    release();
    await tx;
    expect((await outside).rows).toEqual([{ n: 2 }]);

    await expect(pg.transaction(async (t) => {
      await t.query('INSERT INTO t VALUES (4, $1)', ['vier']);
      await t.query('INSERT INTO t VALUES (4, $1)', ['vier']);
    })).rejects.toMatchObject({ code: '23505' });
    expect((await pg.query('SELECT id FROM t WHERE id = 4')).rows).toEqual([]);
    // The connection is free again after the failed transaction.
    expect((await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 3 }]);
  });

  it('takes turns with a caller through a port (a bulk run’s thread): its transaction holds the opener’s statements to its end', async () => {
    const other = pgliteOverPort(pg.connect());
    const { tx, started, release } = pausedTransaction(other, 'INSERT INTO t VALUES (10, $1)', ['tien'], async () => {
      throw new Error('changed its mind');
    });
    await started;
    // PGlite has one session: run now, the opener's statement would see (and join) the other's transaction.
    const outside = pg.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id = 10');
    release();
    await expect(tx).rejects.toThrow('changed its mind');
    expect((await outside).rows).toEqual([{ n: 0 }]);
    expect((await other.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 3 }]);
    other.close();
  });

  it('rolls back the transaction of a caller whose port closed in the middle of it, and answers the opener again', async () => {
    const other = pgliteOverPort(pg.connect());
    const { started } = pausedTransaction(other, 'INSERT INTO t VALUES (11, $1)', ['elf'], async () => {}); // never released: its thread ends here
    await started;
    other.close();
    expect((await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id = 11')).rows).toEqual([{ n: 0 }]);
  });

  it('leaves the caller’s thread free while a statement runs', async () => {
    let turns = 0;
    const ticking = setInterval(() => { turns += 1; }, 1);
    let turnsWhenDone = 0;
    await pg.query('SELECT count(*) FROM generate_series(1, 3000000)').then(() => { turnsWhenDone = turns; });
    clearInterval(ticking);
    // On the caller's thread the statement would hold it from start to end: no timer between.
    expect(turnsWhenDone).toBeGreaterThan(3);
  });

  it('dumps the data folder and refuses statements once closed', async () => {
    const dump = await pg.dumpDataDir('none');
    const copy = await openPgliteThread(undefined, new Uint8Array(await dump.arrayBuffer()));
    expect((await copy.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 3 }]);
    await copy.close();
    expect(copy.closed).toBe(true);
    await expect(copy.query('SELECT 1')).rejects.toThrow('closed');
  });
});
