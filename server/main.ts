import { loadConfig } from './config';
import { openDb, type Db } from './db/db';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { buildApp } from './app';
import { warmCatalogue } from './repositories/car-list-catalogue';

/**
 * The server process: open the database (PGlite folder locked to this process, or PostgreSQL),
 * migrate, seed an empty database with the demo data, listen, and close cleanly on SIGINT/SIGTERM so
 * the PGlite folder is flushed and unlocked. With API_UPSTREAM no database is opened at all.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = { level: process.env.LOG_LEVEL ?? 'info' };
  let db: Db | null = null;
  if (!config.apiUpstream) {
    db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolMax: config.databasePoolMax, parallelWorkers: config.databaseParallelWorkers });
    const applied = await migrate(db);
    if (applied.length > 0) console.log(`Applied migrations ${applied.join(', ')}`);
    if (await seedIfEmpty(db)) console.log('Seeded the demo data (see server/db/demo-accounts.ts for the sign-ins)');
  }

  const app = buildApp({ db, config, logger });
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (closing) process.exit(1); // a second Ctrl-C: stop waiting
    closing = true;
    app.log.info(`${signal}: closing`);
    try {
      await app.close();
      await db?.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', (s) => void shutdown(s));
  process.on('SIGTERM', (s) => void shutdown(s));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await db?.close();
    throw error;
  }
  const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  if (!config.roles.includes('api')) {
    // A worker process serves no app: its address answers /health only (README.md "More than one machine").
    console.log(`Leasedesk worker (${config.roles.join(', ')}) on ${address}/health`);
    return;
  }
  // In the background: a request meanwhile is answered as it would be without (it reads what it needs itself).
  if (db) void warmCatalogue(db).catch((error: Error) => console.error(`car lists: reading the catalogue at start failed: ${error.message}`));
  const where = config.apiUpstream ? ` (API forwarded to ${config.apiUpstream})` : '';
  console.log(`Leasedesk on ${address}/auth?clt=demo${where}`);
  if (!config.publicUrlFromEnv && !config.apiUpstream) {
    console.log(`PUBLIC_URL is not set: links the server writes (invitations, mails) start at ${config.publicUrl}, this server's own address. Set PUBLIC_URL to where administrators reach it.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
