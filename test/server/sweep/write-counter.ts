import type { Db } from '../../../server/db/db';

/**
 * Counts every row the server inserts, updates or deletes, per table, with a row trigger on each table of
 * the test database: "nothing stored or changed" is then "no count moved", exact and cheap, however large
 * the tables are. Installed only in the sweep's own in-memory database.
 */
export async function installWriteCounter(db: Db): Promise<void> {
  await db.exec(`
    CREATE TABLE sweep_writes (table_name text PRIMARY KEY, writes bigint NOT NULL);
    CREATE FUNCTION sweep_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO sweep_writes VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT (table_name) DO UPDATE SET writes = sweep_writes.writes + 1;
      RETURN NULL;
    END $$;`);
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'sweep_writes'`);
  for (const { name } of tables) {
    await db.exec(`CREATE TRIGGER sweep_count_write AFTER INSERT OR UPDATE OR DELETE ON "${name}"
      FOR EACH ROW EXECUTE FUNCTION sweep_count_write()`);
  }
}

export type WriteCounts = ReadonlyMap<string, number>;

export async function writeCounts(db: Db): Promise<WriteCounts> {
  const rows = await db.query<{ table_name: string; writes: string }>('SELECT table_name, writes FROM sweep_writes');
  return new Map(rows.map((r) => [r.table_name, Number(r.writes)]));
}

/** The tables written between two counts, e.g. ["drivers +1"]; empty when nothing was written. */
export function tablesWritten(before: WriteCounts, after: WriteCounts): string[] {
  return [...after].filter(([table, n]) => n !== (before.get(table) ?? 0)).map(([table, n]) => `${table} +${n - (before.get(table) ?? 0)}`);
}
