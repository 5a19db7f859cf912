import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDb, type Db } from '../../server/db/db';
import { bearer, loginAs, testConfig } from './helpers';
import { describeCarListPages } from './car-list-pages-support';
import { postgresDatabase, type PostgresDatabase } from './postgres-database';

/** Any page of a car list is the page an OFFSET read gives, on PostgreSQL (issue 40 point 4; car-list-pages-support.ts). */
let database: PostgresDatabase;
let db: Db;
let app: FastifyInstance;
let token: string;
let ids: { client: number; arrangement: number };

beforeAll(async () => {
  database = await postgresDatabase();
  db = await openDb({ dataDir: 'unused', databaseUrl: database.url, listen: { retryMs: 300 } });
  app = buildApp({ db, config: testConfig() });
  await app.ready();
  token = (await loginAs(app, 'supervisor')).access_token;
  const [row] = await db.query<{ client: number; arrangement: number }>(
    "SELECT c.id AS client, a.id AS arrangement FROM car_arrangements a JOIN clients c ON c.id = a.client_id WHERE c.name = 'demo' AND a.display_name = 'Leaseregeling 2026'");
  ids = row!;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  await database?.close();
});

describeCarListPages(() => ({
  db, clientId: ids.client, arrangementId: ids.arrangement,
  post: (path, body) => app.inject({ method: 'POST', url: `/api-admin${path}`, headers: bearer(token), payload: body }),
}));
