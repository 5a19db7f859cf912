import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Server configuration from environment variables, parsed once at start.
 * Every value has a default so `npm start` works on a fresh checkout; bad values stop the start
 * with a message naming the variable instead of surfacing later as odd behaviour.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite folder, or 'memory://' for an in-memory database (tests). */
  dataDir: string;
  /** When set, PostgreSQL through `pg` instead of PGlite. */
  databaseUrl: string | undefined;
  /** The most PostgreSQL connections this process opens (DB_POOL_MAX; see server/db/postgres.ts for the default). */
  databasePoolMax: number;
  /** PostgreSQL's parallel workers per query on this process's connections (DB_PARALLEL_WORKERS; 0 by default, see below). */
  databaseParallelWorkers: number;
  /** The external mobility web app (spec 01 §7); unset: the stand-in this server serves at /mobility-webapp/. */
  mobilityWebAppUrl: string | undefined;
  /** Where mail goes when a client has no SMTP setting (one .eml file per mail): the demo's local sink. */
  mailSinkDir: string;
  /** The drivers' own site, where a welcome mail sends them (the login.url variable, with ?clt=<client>). */
  driverPortalUrl: string;
  /**
   * Where this back office is reached publicly: every link the server writes (invitations, mails, the mobility web
   * app's stand-in) starts here, never at the request's Host header. PUBLIC_URL, else this server's own configured
   * address (HOST and PORT), which the start announces (`publicUrlFromEnv` false).
   */
  publicUrl: string;
  /** PUBLIC_URL was set; false: `publicUrl` is the listening address, said once at start. */
  publicUrlFromEnv: boolean;
  /**
   * Where an SMTP setting may connect (delivery and "test connection", issue 35): these ports only (SMTP_ALLOWED_PORTS,
   * default 25, 465, 587, 2525), and never a loopback, link-local, unspecified or multicast address unless the operator
   * allows local hosts (SMTP_ALLOW_LOCAL_HOSTS=true: a relay on this machine, or the tests' recording server).
   */
  smtpAllowedPorts: readonly number[];
  smtpAllowLocalHosts: boolean;
  /** How long an account's invitation link stays valid (hours). */
  invitationTtlHours: number;
  /**
   * What this process does (ROLES, default all three): `api` serves the API and the app's files, `mail` delivers
   * queued mail, `jobs` runs bulk runs and the history cleanup. Every process queues jobs; only these decide who works
   * them. The three switches below are derived from it (tests set them one by one).
   */
  roles: readonly ServerRole[];
  /** This process delivers queued mail (the `mail` role; without it the process only queues, another one sends). */
  mailWorker: boolean;
  /** How often the mail worker looks for queued mail when nothing wakes it (seconds). */
  mailPollSeconds: number;
  /** Attempts after the first for a mail that meets a temporary failure, and the first retry's delay (doubling). */
  mailRetryLimit: number;
  mailRetryDelaySeconds: number;
  /** This process runs bulk calculation jobs (the `jobs` role; without it the process only queues them). */
  bulkWorker: boolean;
  /** How often the bulk worker looks for a queued run when nothing wakes it (seconds). */
  bulkPollSeconds: number;
  /** Attempts after the first for a bulk run whose job failed or whose server stopped, and the first retry's delay (doubling). */
  bulkRetryLimit: number;
  bulkRetryDelaySeconds: number;
  /** A bulk job active this long is taken for dead (its process gone) and retried elsewhere; parts resume at their cursor. */
  bulkExpireSeconds: number;
  /** How long the record history keeps a change (days; HISTORY_RETENTION_DAYS, default 400); older ones are removed daily. */
  historyRetentionDays: number;
  /** This process schedules and runs the nightly history cleanup (the `jobs` role; without it another process does). */
  historyRetentionJob: boolean;
  /**
   * Catalogue versions a bulk run reads and prices per window (BULK_BATCH_SIZE); on PGlite a window's prices go in
   * statements of at most 250 rows (jobs/run-pacing.ts), each of which a request's statement may wait for in PGlite's
   * thread (bench/README.md has the trade-off measured).
   */
  bulkBatchSize: number;
  /**
   * Worker threads pricing a bulk run and writing its workbooks (BULK_THREADS; default: the machine's cores). Each is
   * niced below the API's thread (jobs/pricing-worker.mjs), so they take only what the API leaves: on two cores, one
   * thread fewer (the API keeping a core idle) priced 14,223 versions a second on PostgreSQL, two 21,060 (bench/README.md).
   */
  bulkThreads: number;
  /**
   * The share of the time a bulk run works, in percent (BULK_WORK_PERCENT, 1–100): after each window it rests in
   * proportion, so the API's thread finds a core free more often. On two cores GET /driver's p99 during a run went from
   * ~5.5 to ~4.8 ms over the benches at 75 %, the run from ~33,000 to ~31,500 versions a second on PGlite and from
   * ~57,000 to ~48,000 on PostgreSQL; resting more (60 %) bought nothing more (bench/README.md "Issue 40, sixth pass").
   */
  bulkWorkPercent: number;
  /**
   * A part of a bulk run whose worker has not beaten for this long is taken for dead (its process gone) and taken over
   * by any process with the jobs role, at its start or within a second (BULK_STALE_SECONDS; a live worker beats every second).
   */
  bulkStaleSeconds: number;
  /** Base64 of 32 bytes sealing stored SMTP passwords; unset: a key generated into the data folder. */
  mailSecretKey: string | undefined;
  /** When set, /api-admin and /api-admin-auth are forwarded there and no database is opened. */
  apiUpstream: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A rotated refresh token presented again this soon answers the pair it was rotated to (parallel tabs). */
  refreshReuseGraceSeconds: number;
  /** Failed sign-ins per user name from one IP address within the window before 429. */
  loginMaxFailures: number;
  /** Failed sign-ins per user name from any address: higher, so a stranger cannot lock the owner out quickly. */
  loginMaxFailuresPerUser: number;
  /** Failed sign-ins per IP address within the window before 429 (offices share one address). */
  loginMaxFailuresPerIp: number;
  loginFailureWindowSeconds: number;
  staticDir: string;
  /** The provider's product key ({product} in the spec): routes /amw/…, fields amwProducts. */
  product: string;
  /** Trust X-Forwarded-For (only behind a reverse proxy you run), so rate limits see the real IP. */
  trustProxy: boolean;
  /** Largest accepted request body (JSON and form), bytes. */
  bodyLimitBytes: number;
  /**
   * Which lease system the /leasewise routes and the mantel contract check ask (server/lease-system): the built-in
   * simulated one (default), or a real one at LEASE_SYSTEM_URL with bearer LEASE_SYSTEM_TOKEN and a per-call timeout.
   */
  leaseSystem: LeaseSystemChoice;
}

export const SERVER_ROLES = ['api', 'mail', 'jobs'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

export type LeaseSystemChoice = { kind: 'simulated' } | { kind: 'http'; url: string; token: string | undefined; timeoutMs: number };

function leaseSystemOf(env: Env): LeaseSystemChoice {
  const url = optionalUrl(env, 'LEASE_SYSTEM_URL');
  if (!url) return { kind: 'simulated' };
  return { kind: 'http', url, token: env.LEASE_SYSTEM_TOKEN?.trim() || undefined, timeoutMs: positiveInt(env, 'LEASE_SYSTEM_TIMEOUT_MS', 5000) };
}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return Number(raw);
}

function percent(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > 100) throw new Error(`${name} must be a whole percentage from 1 to 100, got "${raw}"`);
  return Number(raw);
}

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d{1,4}$/.test(raw)) throw new Error(`${name} must be a whole number from 0, got "${raw}"`);
  return Number(raw);
}

function optionalUrl(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** SMTP_ALLOWED_PORTS: comma-separated ports 1–65535. */
function portList(env: Env, name: string, fallback: readonly number[]): readonly number[] {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const ports = raw.split(',').map((part) => part.trim());
  if (!ports.every((part) => /^\d{1,5}$/.test(part) && Number(part) >= 1 && Number(part) <= 65535)) {
    throw new Error(`${name} must be a comma-separated list of ports (1–65535), got "${raw}"`);
  }
  return ports.map(Number);
}

/**
 * The switches ROLES replaced. A leftover one is refused rather than combined with ROLES: two settings that can
 * disagree about what a process does are what the one setting is for ending (README.md "More than one machine").
 */
const REPLACED_BY_ROLES = { MAIL_WORKER: 'mail', BULK_WORKER: 'jobs', HISTORY_RETENTION_JOB: 'jobs' } as const;

/** ROLES: a comma-separated list of api, mail and jobs; unset, all three. Set but empty is refused: a process must do something. */
export function rolesOf(env: Env): readonly ServerRole[] {
  const valid = SERVER_ROLES.join(', ');
  for (const [name, role] of Object.entries(REPLACED_BY_ROLES)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const without = raw === 'false' ? ` (${name}=false: leave ${role} out, for instance ROLES=${SERVER_ROLES.filter((r) => r !== role).join(',')})` : '';
    throw new Error(`${name} is replaced by ROLES (a comma-separated list of ${valid}; default all)${without}. Remove ${name} and set ROLES instead.`);
  }
  const raw = env.ROLES;
  if (raw === undefined) return SERVER_ROLES;
  const named = raw.split(',').map((part) => part.trim()).filter((part) => part !== '');
  const unknown = named.filter((part) => !(SERVER_ROLES as readonly string[]).includes(part));
  if (named.length === 0 || unknown.length > 0) {
    throw new Error(`ROLES must be a comma-separated list of ${valid} (default all three), got "${raw.trim()}"`);
  }
  return SERVER_ROLES.filter((role) => named.includes(role));
}

/** The listening address as a link: a wildcard address is no place to send anyone, so it reads localhost. */
function ownAddress(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Measured in bench/README.md (API under load): 10 against 4 and 20 on the 2-core machine. */
export const DEFAULT_POOL_MAX = 10;

/**
 * PostgreSQL's max_parallel_workers_per_gather for the API's connections. The API's statements are short and many run
 * at once; a parallel plan starts worker processes per statement and, for a hash join, builds the hash once in each.
 * The dashboard at 100,000 drivers (bench/README.md) took 57 ms with PostgreSQL's default (2) and 21 ms with none; the
 * scoped reader's 175 ms became 62. A database server with cores to spare for long reports may raise it.
 */
export const DEFAULT_PARALLEL_WORKERS = 0;

/**
 * Catalogue versions per bulk-run window: bench/README.md "Bulk run" has the figures behind it. 500 since the run's
 * writes are bounded per statement (run-pacing.ts) and its pricing costs a tenth of what it did: 200 gave ~26,000
 * versions a second on PGlite, 500 ~33,000, with the same GET /driver p99 ("Issue 40, sixth pass").
 */
export const DEFAULT_BULK_WINDOW = 500;

/** How much of the time a bulk run works (`bulkWorkPercent`). */
export const DEFAULT_BULK_WORK_PERCENT = 75;

const dataDirOf = (env: Env) => env.DATA_DIR?.trim() || '.data';

/** An in-memory database (tests) has no folder of its own: its mail sink is a temporary one. */
const folderFor = (dataDir: string) => (dataDir.startsWith('memory://') ? join(tmpdir(), 'leasedesk-memory') : dataDir);

export function loadConfig(env: Env = process.env): ServerConfig {
  const loginMaxFailures = positiveInt(env, 'LOGIN_MAX_FAILURES', 5);
  const product = env.PRODUCT?.trim() || 'amw';
  if (!/^[a-z][a-z0-9]{1,19}$/.test(product)) throw new Error(`PRODUCT must be a short lower-case key, got "${product}"`);
  const port = positiveInt(env, 'PORT', 8080);
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}`);
  const roles = rolesOf(env);
  const apiUpstream = optionalUrl(env, 'API_UPSTREAM');
  if (apiUpstream && !roles.includes('api')) throw new Error(`API_UPSTREAM forwards the API and opens no database: ROLES must include api, got "${roles.join(',')}"`);
  return {
    port,
    // Loopback unless asked: a fresh checkout should not expose demo accounts to the network.
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: dataDirOf(env),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databasePoolMax: positiveInt(env, 'DB_POOL_MAX', DEFAULT_POOL_MAX),
    databaseParallelWorkers: wholeNumber(env, 'DB_PARALLEL_WORKERS', DEFAULT_PARALLEL_WORKERS),
    apiUpstream,
    mobilityWebAppUrl: optionalUrl(env, 'MOBILITY_WEBAPP_URL'),
    mailSinkDir: env.MAIL_SINK_DIR?.trim() || join(folderFor(dataDirOf(env)), 'mail-sink'),
    driverPortalUrl: optionalUrl(env, 'DRIVER_PORTAL_URL') ?? 'https://mijn.leasedesk.example/',
    publicUrl: optionalUrl(env, 'PUBLIC_URL') ?? ownAddress(env.HOST?.trim() || '127.0.0.1', port),
    publicUrlFromEnv: optionalUrl(env, 'PUBLIC_URL') !== undefined,
    smtpAllowedPorts: portList(env, 'SMTP_ALLOWED_PORTS', [25, 465, 587, 2525]),
    smtpAllowLocalHosts: env.SMTP_ALLOW_LOCAL_HOSTS?.trim() === 'true',
    invitationTtlHours: positiveInt(env, 'INVITATION_TTL_HOURS', 7 * 24),
    roles,
    mailWorker: roles.includes('mail'),
    mailPollSeconds: positiveInt(env, 'MAIL_POLL_SECONDS', 2),
    mailRetryLimit: positiveInt(env, 'MAIL_RETRY_LIMIT', 5),
    mailRetryDelaySeconds: positiveInt(env, 'MAIL_RETRY_DELAY_SECONDS', 30),
    mailSecretKey: env.MAIL_SECRET_KEY?.trim() || undefined,
    bulkWorker: roles.includes('jobs'),
    bulkPollSeconds: positiveInt(env, 'BULK_POLL_SECONDS', 2),
    bulkRetryLimit: positiveInt(env, 'BULK_RETRY_LIMIT', 5),
    bulkRetryDelaySeconds: positiveInt(env, 'BULK_RETRY_DELAY_SECONDS', 5),
    bulkExpireSeconds: positiveInt(env, 'BULK_EXPIRE_SECONDS', 15 * 60),
    historyRetentionDays: positiveInt(env, 'HISTORY_RETENTION_DAYS', 400),
    historyRetentionJob: roles.includes('jobs'),
    bulkBatchSize: positiveInt(env, 'BULK_BATCH_SIZE', DEFAULT_BULK_WINDOW),
    bulkThreads: positiveInt(env, 'BULK_THREADS', availableParallelism()),
    bulkWorkPercent: percent(env, 'BULK_WORK_PERCENT', DEFAULT_BULK_WORK_PERCENT),
    bulkStaleSeconds: positiveInt(env, 'BULK_STALE_SECONDS', 5),
    accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 3600),
    refreshTokenTtlSeconds: positiveInt(env, 'REFRESH_TOKEN_TTL_SECONDS', 14 * 24 * 3600),
    refreshReuseGraceSeconds: positiveInt(env, 'REFRESH_REUSE_GRACE_SECONDS', 10),
    loginMaxFailures,
    loginMaxFailuresPerUser: positiveInt(env, 'LOGIN_MAX_FAILURES_PER_USER', loginMaxFailures * 4),
    loginMaxFailuresPerIp: positiveInt(env, 'LOGIN_MAX_FAILURES_PER_IP', loginMaxFailures * 10),
    loginFailureWindowSeconds: positiveInt(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 900),
    staticDir: env.STATIC_DIR?.trim() || 'dist/app',
    product,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    bodyLimitBytes: 1024 * 1024,
    leaseSystem: leaseSystemOf(env),
  };
}
