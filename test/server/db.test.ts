import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/db';
import { LOCK_FILE, acquireFolderLock } from '../../server/db/lock';
import { migrate, readMigrations } from '../../server/db/migrate';
import { IN_MEMORY, openPglite } from '../../server/db/pglite';
import { seedIfEmpty } from '../../server/db/seed';
import { LONG_WAIT_MS } from '../../server/db/transaction-wait-watch';
import { DEMO_ACCOUNTS } from '../../server/db/demo-accounts';
import { expectAfterCommitKeepsItsWord } from './after-commit-contract';
import { removeTempDirs, tempDir } from './helpers';

/** Migrations, seed, the schema's constraints and the data-folder lock. */
let db: Db;

/** Everything a migration could change: tables, columns, constraints, indexes, recorded versions. */
async function schemaSnapshot(): Promise<string> {
  const columns = await db.query(
    `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
     WHERE table_schema = 'public' ORDER BY table_name, column_name`,
  );
  const constraints = await db.query(
    `SELECT conrelid::regclass::text AS t, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
  );
  const indexes = await db.query(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`);
  const versions = await db.query('SELECT version, name, applied_at FROM schema_migrations ORDER BY version');
  return JSON.stringify({ columns, constraints, indexes, versions });
}

async function counts(): Promise<Record<string, number>> {
  const [row] = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM clients) AS clients, (SELECT count(*)::int FROM accounts) AS accounts,
            (SELECT count(*)::int FROM blobs) AS blobs, (SELECT count(*)::int FROM client_languages) AS languages`,
  );
  return row!;
}

/** Runs SQL that must be refused by the schema; returns the database's reason. */
async function refused(sql: string, params: unknown[] = []): Promise<string> {
  try {
    await db.query(sql, params);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`Stored although it should be refused: ${sql}`);
}

beforeAll(async () => {
  db = await openPglite(IN_MEMORY);
});
afterAll(async () => {
  await db.close();
  removeTempDirs();
});

describe('migrations and seed', () => {
  it('applies every numbered migration once, in order; a second run changes nothing', async () => {
    const versions = readMigrations().map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(await migrate(db)).toEqual(versions);
    const before = await schemaSnapshot();
    expect(await migrate(db)).toEqual([]);
    expect(await schemaSnapshot()).toBe(before);
  });

  it('seeds an empty database once, with every demo account', async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    const before = await counts();
    // Blobs: the three clients' logo and favicon, a category's document, an arrangement's logo, a mail template's PDF
    // and the price workbook of the demo client's bulk run.
    expect(before).toEqual({ clients: 3, accounts: DEMO_ACCOUNTS.length, blobs: 10, languages: 10 });
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await counts()).toEqual(before);
    const emails = await db.query<{ email_address: string }>('SELECT email_address FROM accounts ORDER BY id');
    expect(emails.map((e) => e.email_address)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
  });

  it('keeps bad data out with constraints', async () => {
    expect(await refused(`UPDATE client_settings SET primary_color = 'red' WHERE client_id = 1`)).toMatch(/check constraint/);
    expect(await refused(`UPDATE accounts SET role = 'admin' WHERE id = 1`)).toMatch(/foreign key/);
    expect(await refused(`UPDATE accounts SET email_address = 'Upper@Case.test' WHERE id = 1`)).toMatch(/check constraint/);
    // A child can never point at another client's parent: flota-pl (2) category under a demo (1) arrangement.
    const [demoArrangement] = await db.query<{ id: number }>('SELECT id FROM car_arrangements WHERE client_id = 1 LIMIT 1');
    expect(await refused(`INSERT INTO categories (client_id, car_arrangement_id, category_number, display_name) VALUES (2, $1, 9999, 'x')`,
      [demoArrangement!.id])).toMatch(/foreign key/);
    expect(await refused(`INSERT INTO car_arrangements (client_id, display_name, mantel_number) VALUES (1, 'Copy', 'M-1001')`)).toMatch(/unique/);
    expect(await refused(`INSERT INTO client_languages (client_id, language_id, is_default) VALUES (2, 1, true)`)).toMatch(/unique/);
    expect(await refused(`INSERT INTO clients (name, display_name) VALUES ('Bad Name!', 'x')`)).toMatch(/check constraint/);
  });
});

describe('work after a commit', () => {
  it('runs after its transaction commits, never after a rollback, and at once outside a transaction', async () => {
    await expectAfterCommitKeepsItsWord(db);
  });
});

describe('a query that waits for the open transaction', () => {
  /**
   * Runs `ask` inside a transaction that then lets `waitMs` pass (on a fake clock) before it commits; answers what
   * `ask` answered once the transaction ended, and what was reported meanwhile.
   */
  async function waitingInside(ask: () => Promise<unknown>, waitMs: number): Promise<{ answer: unknown; reports: string[] }> {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let asked: Promise<unknown> | undefined;
      await db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        // The mistake the watch names: the database itself, not `tx`, asked inside the transaction.
        asked = ask();
        await vi.advanceTimersByTimeAsync(waitMs);
      });
      return { answer: await asked, reports: errors.mock.calls.map((call) => String(call[0])) };
    } finally {
      vi.useRealTimers();
      errors.mockRestore();
    }
  }

  it('is reported after 10 s with where it was asked and where the transaction began, and runs once it ends', async () => {
    const { answer, reports } = await waitingInside(() => db.query('SELECT 2 AS waited'), LONG_WAIT_MS);
    expect(answer).toEqual([{ waited: 2 }]);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^database: the query "SELECT 2 AS waited" has waited 10 s for the open transaction/);
    // Both stacks lead back here: the query was asked, and the transaction begun, by this file.
    expect(reports[0]!.split('The transaction began at:')[0]).toContain('db.test.ts');
    expect(reports[0]!.split('The transaction began at:')[1]).toContain('db.test.ts');
  });

  it('names a transaction begun inside another the same way', async () => {
    const { reports } = await waitingInside(() => db.transaction((inner) => inner.query('SELECT 3')), LONG_WAIT_MS);
    expect(reports).toEqual([expect.stringMatching(/^database: a transaction has waited 10 s for the open transaction/)]);
  });

  it('is not reported while it waits less than 10 s', async () => {
    const { answer, reports } = await waitingInside(() => db.query('SELECT 4 AS brief'), LONG_WAIT_MS - 1);
    expect(answer).toEqual([{ brief: 4 }]);
    expect(reports).toEqual([]);
  });
});

describe('the PGlite data-folder lock', () => {
  it('refuses a second open of the same folder while the first is open, and frees it on close', async () => {
    const dir = tempDir('lock');
    const first = await openPglite(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await expect(openPglite(dir)).rejects.toThrow(`is in use by process ${process.pid}`);
    await first.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = tempDir('stale');
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(join(dir, LOCK_FILE), `${dead}\n`);
    const lock = acquireFolderLock(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireFolderLock(dir)).toThrow(/in use/);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });
});
