import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../server/db/db';
import { changedCatalogue, warmCatalogue } from '../../server/repositories/car-list-catalogue';
import { openSeededDb, testClock } from './helpers';

/**
 * A server reads the catalogue's order and facts when it starts (server/main.ts), so the first car list after a start
 * finds them kept: at 100,000 versions the first "not added" took 1.1 s, 0.24 s after the warm-up (bench/README.md).
 */
let db: Db;
const reads: string[] = [];
// The lists keep the catalogue per database handle: this one counts what reaches the database through it.
let counted: Queryable;

beforeAll(async () => {
  db = await openSeededDb(testClock());
  counted = { ...db, query: (sql, params) => { reads.push(sql); return db.query(sql, params); }, remembered: undefined };
});

afterAll(() => db?.close());

describe('the catalogue read when a server starts', () => {
  it('is what the first car list then uses: it reads neither the order nor the versions’ facts again', async () => {
    await warmCatalogue(counted);
    expect(reads.some((sql) => sql.includes('dense_rank()')), 'the warm-up read the order').toBe(true);
    const warmed = reads.length;
    const { catalogue } = await changedCatalogue(counted);
    const after = reads.slice(warmed);
    expect(after.filter((sql) => sql.includes('dense_rank()') || sql.includes('consumer_price'))).toEqual([]);
    expect(catalogue.id.length).toBeGreaterThan(0);
  });
});
