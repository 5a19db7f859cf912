import type { Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { IN_MEMORY, openPglite } from '../server/db/pglite';
import { seedIfEmpty } from '../server/db/seed';
import { growCarCatalogue } from '../server/db/seed-catalogue';
import { ms } from './stats-support';

/**
 * What the catalogue benches share: PGlite with the demo seed, its car catalogue grown to `versions`; in memory, or in
 * `dataDir` as the server keeps it (the in-memory file system copies a growing table's file as it grows: writes of
 * 100,000s of rows then take 100–400 ms now and then, which a data folder never does).
 */
export async function demoWithCatalogue(versions: number, dataDir = IN_MEMORY): Promise<{ db: Db; versions: number }> {
  const db = await openPglite(dataDir);
  await migrate(db);
  const now = new Date();
  await seedIfEmpty(db, now);
  const started = performance.now();
  await growCarCatalogue(db, versions, now);
  const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM car_types')) as [{ n: number }];
  console.log(`catalogue: ${n.toLocaleString('en')} versions (grown in ${ms(performance.now() - started).trim()})`);
  return { db, versions: n };
}
