import { readFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { migrateAndSeed, onCluster, POSTGRES_TEMPLATE, startPostgres, databaseUrl, type PostgresCluster } from './postgres-cluster';

/** A test file that runs on PostgreSQL takes its database from postgres-database.ts. */
const USES_POSTGRES = /from '\.\/postgres-database'/;

/**
 * For vitest's globalSetup (template-db.ts): one PostgreSQL cluster for the run, with a migrated, seeded template
 * database, when the run has a file on PostgreSQL (initdb, start, migrations and seed once, not once per file).
 * Null when it has none, or when no cluster could start (no binaries) or take the template: then each file starts its
 * own, as before, and fails as before.
 */
export async function startRunCluster(project: TestProject): Promise<PostgresCluster | null> {
  if (!runUsesPostgres(project)) return null;
  let cluster: PostgresCluster;
  try {
    cluster = await startPostgres();
  } catch {
    return null;
  }
  try {
    await onCluster(cluster.url, `CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    await migrateAndSeed(databaseUrl(cluster.url, POSTGRES_TEMPLATE));
    return cluster;
  } catch {
    // The files' own clusters show the failure where it belongs, in the PostgreSQL files, not in the whole run.
    cluster.stop();
    return null;
  }
}

/** Whether a file of this run takes a PostgreSQL database; true when vitest does not say which files run. */
function runUsesPostgres(project: TestProject): boolean {
  const files = project.vitest.state?.getFilepaths?.();
  if (!files?.length) return true;
  return files.some((file) => USES_POSTGRES.test(readFileSync(file, 'utf8')));
}
