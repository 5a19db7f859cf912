import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayLiteral } from '../../server/db/array-literal';
import { IN_MEMORY, openPglite, type PgliteDb } from '../../server/db/pglite';

/** What the database reads from an array literal is the array it was made of (server/db/array-literal.ts). */
let db: PgliteDb;

beforeAll(async () => {
  db = await openPglite(IN_MEMORY);
});

afterAll(() => db?.close());

const read = async <T>(type: string, values: readonly unknown[]) =>
  ((await db.query<{ a: T[] | null }>(`SELECT $1::${type} AS a`, [arrayLiteral(values as never)]))[0]!.a ?? []);

describe('an array literal', () => {
  it('reads back as the same texts, whatever they hold, and nulls as nulls', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(fc.option(fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom('', 'NULL', 'null', ' a ', '{}', '"', '\\', ',', 'a,b', '{"x":1}')), { nil: null })),
      async (texts) => {
        const clean = texts.map((t) => (t === null ? null : t.replace(/\0/g, '')));
        expect(await read<string | null>('text[]', clean)).toEqual(clean);
      }), { numRuns: 150 });
  });

  it('reads back numbers exactly (integers and numeric), booleans, and the empty array', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(fc.option(fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }), { nil: null })),
      fc.array(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 })),
      fc.array(fc.option(fc.boolean(), { nil: null })),
      async (ints, decimals, flags) => {
        expect(await read<number | null>('int[]', ints)).toEqual(ints);
        expect((await read<string>('numeric[]', decimals)).map(Number)).toEqual(decimals.map((d) => (Object.is(d, -0) ? 0 : d)));
        expect(await read<boolean | null>('boolean[]', flags)).toEqual(flags);
      }), { numRuns: 100 });
  });
});
