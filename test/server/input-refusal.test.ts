import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, IN_MEMORY } from '../../server/db/pglite';
import type { Db } from '../../server/db/db';
import { inputRefusal } from '../../server/db/input-refusal';

/** The net under the schemas: what PostgreSQL refuses because of a value becomes a 4xx, a fault stays a 500. */
let db: Db;

beforeAll(async () => {
  db = await openPglite(IN_MEMORY);
  await db.exec(`
    CREATE TABLE parents (id int PRIMARY KEY, name text NOT NULL UNIQUE, age int CHECK (age >= 0), born date);
    CREATE TABLE children (id int PRIMARY KEY, parent_id int NOT NULL REFERENCES parents (id));
    INSERT INTO parents VALUES (1, 'Anna', 40, '1986-05-01');
    INSERT INTO children VALUES (1, 1);`);
});
afterAll(() => db.close());

async function refusalOf(sql: string, params: unknown[] = []) {
  const error = await db.query(sql, params).then(() => null, (e: unknown) => e);
  expect(error, sql).not.toBeNull();
  const refusal = inputRefusal(error);
  return refusal && { status: refusal.statusCode, reason: refusal.message };
}

describe('inputRefusal', () => {
  it.each([
    ['an impossible date', 'INSERT INTO parents (id, name, born) VALUES (2, $1, $2)', ['Bo', '2026-02-30'], 400, 'A value has an invalid format or is out of range.'],
    ['a number too large for its column', 'INSERT INTO parents (id, name) VALUES ($1, $2)', [2 ** 40, 'Bo'], 400, 'A value has an invalid format or is out of range.'],
    ['a duplicate', 'INSERT INTO parents (id, name) VALUES (3, $1)', ['Anna'], 409, 'This would duplicate a record that already exists.'],
    ['a broken check', 'INSERT INTO parents (id, name, age) VALUES (4, $1, -1)', ['Cas'], 400, 'A value is outside what is allowed here.'],
    ['a missing value', 'INSERT INTO parents (id, name) VALUES (5, NULL)', [], 400, 'A required value is missing (name).'],
    ['a reference to nothing', 'INSERT INTO children VALUES (2, 99)', [], 400, 'A record this refers to does not exist.'],
    ['a delete of a row still in use', 'DELETE FROM parents WHERE id = 1', [], 409, 'This record is still in use elsewhere and cannot be removed.'],
  ])('answers %s with a 4xx and a reason', async (_what, sql, params, status, reason) => {
    expect(await refusalOf(sql, params)).toEqual({ status, reason });
  });

  it('leaves server faults to the 500: a syntax error, a missing table, no database error at all', async () => {
    expect(await refusalOf('SELEC 1')).toBeNull();
    expect(await refusalOf('SELECT * FROM nowhere')).toBeNull();
    expect(inputRefusal(new Error('socket hang up'))).toBeNull();
    expect(inputRefusal(null)).toBeNull();
  });
});
