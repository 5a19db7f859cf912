import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate';
import { openPglite, IN_MEMORY } from '../../server/db/pglite';
import { seedIfEmpty } from '../../server/db/seed';
import type { PostgresCluster } from './postgres-cluster';
import { startRunCluster } from './postgres-run-cluster';
import { testClock } from './test-clock';
import { POSTGRES_KEY, TEMPLATE_DB_KEY } from './template-db-key';

/**
 * vitest globalSetup: one migrated, seeded database per `vitest run`, dumped to a file that every
 * createTestServer loads instead of running initdb, the migrations and the seed again (~9 s → ~2 s a file).
 * Seeded at testClock()'s start, exactly as createTestServer seeds its own. Beside it, when the run has files on
 * PostgreSQL, one cluster for them all with a template database seeded the same way (postgres-run-cluster.ts).
 * vitest calls this once per project (the root and vitest.config.ts's two), so the first call builds both and every
 * call hands out the same ones.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const shared = globalThis as typeof globalThis & { [BUILT]?: Promise<[string, PostgresCluster | null]> };
  shared[BUILT] ??= Promise.all([buildTemplate(), startRunCluster(project)]);
  const [file, cluster] = await shared[BUILT];
  project.provide(TEMPLATE_DB_KEY, file);
  project.provide(POSTGRES_KEY, cluster?.url ?? null);
  return () => {
    rmSync(dirname(file), { recursive: true, force: true });
    cluster?.stop();
  };
}

const BUILT = Symbol.for('leasedesk.template-db');

async function buildTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'leasedesk-template-db-'));
  const db = await openPglite(IN_MEMORY);
  try {
    await migrate(db);
    await seedIfEmpty(db, testClock().now());
    // Every copy starts a Postgres that zeroes its shared buffers first: PGlite's 128 MB cost ~0.6 of the ~1.35
    // core-s a copy took to open (measured against 2 MB; 16 MB, an eighth of the zeroing, keeps room for the seed's
    // working set). A test file's database is small and lives in memory either way.
    await db.exec("ALTER SYSTEM SET shared_buffers = '16MB'");
    writeFileSync(join(dir, 'template.tar'), new Uint8Array(await (await db.dumpDataDir()).arrayBuffer()));
  } finally {
    await db.close();
  }
  return join(dir, 'template.tar');
}
