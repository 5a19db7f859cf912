import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RoleName, TokenResponse } from '../../contract/types/core';
import { buildApp } from '../../server/app';
import { isApiPath } from '../../server/api-paths';
import { loadConfig, type ServerConfig } from '../../server/config';
import type { Db, Queryable } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPglite, IN_MEMORY, type PgliteDb } from '../../server/db/pglite';
import { seedIfEmpty } from '../../server/db/seed';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/demo-accounts';
import { testClock } from './test-clock';
import { TEMPLATE_DB_KEY } from './template-db-key';

/**
 * For tests that read the built-in texts of mails ('Order … rejected', 'Welcome: …'): the seeded templates
 * (server/db/seed-mail-templates.ts) are set aside, so every mail falls back to those texts.
 */
export async function setAsideMailTemplates(db: Queryable): Promise<void> {
  await db.query('DELETE FROM email_templates');
}

// In its own file so the template's globalSetup (template-db.ts) seeds at the same moment without importing vitest.
export { testClock } from './test-clock';

/** The server's secret key in tests, so a test can open what the server sealed (an invitation's key waiting for delivery). */
export const TEST_MAIL_SECRET_KEY = Buffer.alloc(32, 7).toString('base64');

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  // A static folder that does not exist: API tests never serve the app.
  // No mail or bulk worker unless a test delivers mail or runs a bulk run: queued jobs stay queued, so background
  // writes never race a test. One pricing thread: each starts its own TypeScript loader (~1–2 core-s), and the test
  // runs are small; the servers' default is the machine's cores.
  return { ...loadConfig({}), staticDir: join(tmpdir(), 'leasedesk-no-static'), mailWorker: false, bulkWorker: false, historyRetentionJob: false, mailSecretKey: TEST_MAIL_SECRET_KEY,
    bulkThreads: 1, ...overrides };
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  clock: ReturnType<typeof testClock>;
  close(): Promise<void>;
}

/** The seeded template's file when vitest's globalSetup (template-db.ts) made one; none outside vitest (`npm run fuzz`). */
function templateDbPath(): string | undefined {
  try {
    return inject(TEMPLATE_DB_KEY);
  } catch {
    return undefined;
  }
}

/** In-memory PGlite, migrated and seeded at the clock's moment: a copy of the run's template when there is one. */
export async function openSeededDb(clock: ReturnType<typeof testClock>): Promise<Db> {
  const template = templateDbPath();
  const db = await openPglite(IN_MEMORY, template ? { loadDataDir: readFileSync(template) } : {});
  // A no-op on the template, which the same migrations built: the test still sees every one applied.
  await migrate(db);
  // Seeded at the test clock's moment, so relative seed dates (calculator last runs) match the server's clock.
  if (!template) await seedIfEmpty(db, clock.now());
  return db;
}

/**
 * PGlite in an empty data folder (for a test that restarts a server on the same folder), migrated and seeded at the
 * clock's moment: the run's template unpacked into it when there is one, instead of initdb, the migrations and the
 * seed on disk.
 */
export async function openSeededFolder(folder: string, clock: ReturnType<typeof testClock>): Promise<PgliteDb> {
  if (readdirSync(folder).length > 0) throw new Error(`openSeededFolder: ${folder} is not empty`);
  const template = templateDbPath();
  // The dump's names start with '/': GNU tar makes them relative to the folder.
  if (template) execFileSync('tar', ['-xf', template, '-C', folder], { stdio: 'pipe' });
  const db = await openPglite(folder);
  await migrate(db);
  if (!template) await seedIfEmpty(db, clock.now());
  return db;
}

/**
 * In-memory PGlite, migrated and seeded, behind a full app (about 2-3 s from the template, 9 s without: once per
 * test file). `beforeReady` sees the app before its plugins load, e.g. to add an onRoute hook that lists every route.
 */
export async function createTestServer(
  overrides: Partial<ServerConfig> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestServer> {
  const clock = testClock();
  const db = await openSeededDb(clock);
  const app = buildApp({ db, config: testConfig(overrides), now: clock.now });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    clock,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** A test server and every API route it registered, as "METHOD /path" (HEAD left out): for tests that must cover them all. */
export async function createTestServerListingRoutes(overrides: Partial<ServerConfig> = {}): Promise<TestServer & { routes: Set<string> }> {
  const routes = new Set<string>();
  const server = await createTestServer(overrides, (app) => {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && isApiPath(route.url)) routes.add(`${method} ${route.url}`);
      }
    });
  });
  return { ...server, routes };
}

const tempDirs: string[] = [];

/** A fresh folder under the OS temp dir, removed by removeTempDirs() (call it in afterAll). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `leasedesk-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function loginAs(
  app: FastifyInstance,
  role: RoleName,
  clientName?: string,
  remoteAddress = '127.0.0.1',
): Promise<TokenResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api-admin-auth/',
    remoteAddress,
    payload: { username: demoAccount(role, clientName).email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TokenResponse>();
}

/** Who the server tests sign in as: each demo role of client demo, and `polish`, the supervisor of client flota-pl. */
export type TestSigner = RoleName | 'polish';
const SIGNED_IN_ROLES = ['master', 'supervisor', 'bulk', 'fleetmanagement', 'subsupervisor'] as const satisfies readonly RoleName[];

/** Access tokens of every TestSigner, for tests that check one call across roles and clients. */
export async function signInEveryone(app: FastifyInstance): Promise<Map<TestSigner, string>> {
  const tokens = new Map<TestSigner, string>();
  for (const role of SIGNED_IN_ROLES) tokens.set(role, (await loginAs(app, role)).access_token);
  tokens.set('polish', (await loginAs(app, 'supervisor', 'flota-pl')).access_token);
  return tokens;
}

/** Asserts the /api-admin answer shape and returns the parsed envelope. */
export function envelopeOf(res: LightMyRequestResponse) {
  const body = res.json<{ results: unknown[]; successful: boolean; errors?: string[] }>();
  expect(Array.isArray(body.results)).toBe(true);
  expect(typeof body.successful).toBe('boolean');
  if (!body.successful) {
    expect(body.results).toEqual([]);
    expect(body.errors?.length).toBeGreaterThan(0);
    for (const reason of body.errors ?? []) expect(reason).toMatch(/\S/);
  }
  return body;
}

/** The status, and the first error reason of a failed envelope. */
export function failureOf(res: LightMyRequestResponse): { status: number; reason: string } {
  const body = envelopeOf(res);
  expect(body.successful).toBe(false);
  return { status: res.statusCode, reason: body.errors![0]! };
}

/**
 * Scopes an account to operating companies as an account save does (the links and accounts.is_scoped, see
 * server/repositories/scope.ts); no companies makes it reach the whole client again.
 */
export async function scopeToCompanies(db: Queryable, clientId: number, accountId: number, companyIds: readonly number[]): Promise<void> {
  await db.query('DELETE FROM account_operating_companies WHERE account_id = $1', [accountId]);
  await db.query('INSERT INTO account_operating_companies (client_id, account_id, operating_company_id) SELECT $1, $2, unnest($3::int[])',
    [clientId, accountId, companyIds]);
  await db.query('UPDATE accounts SET is_scoped = $2 WHERE id = $1', [accountId, companyIds.length > 0]);
}
