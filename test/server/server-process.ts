import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from './postgres-cluster';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_MAIL_SECRET_KEY } from './helpers';

/**
 * Real server processes for a test (`node --import tsx server/main.ts`, as `npm start` runs it), for what an app built
 * inside the test cannot show: a kill -9, several processes with their own pools and queues on one PostgreSQL.
 *
 *   const server = await spawnServer({ DATABASE_URL: url, ROLES: 'api,jobs' }, { name: 'one' });
 *   await server.ready();                 // /health answers
 *   fetch(`${server.url}/api-admin/…`);
 *   await server.kill();                  // SIGKILL: no shutdown of its own, as a crash
 *   await stopServers();                  // afterAll: every one still running, SIGTERM then SIGKILL
 *
 * A process gets none of the caller's server settings (a developer's DATABASE_URL or ROLES in the shell), a free
 * port on 127.0.0.1, a scratch folder for what it would write into the checkout (DATA_DIR, the mail sink, no built
 * app) and connections named after it (PGAPPNAME `leasedesk-<name>`, to tell its sessions in pg_stat_activity).
 * Its stdout and stderr are kept (`output()`), for the failure messages.
 */
export interface ServerProcess {
  readonly name: string;
  readonly port: number;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly child: ChildProcess;
  /** Date.now() at spawn. */
  readonly spawnedAt: number;
  /** Its stdout and stderr so far, interleaved. */
  output(): string;
  /** The process has exited (a crash at start, or stopped). */
  exited(): boolean;
  /** Waits until GET /health answers 200; answers Date.now() then. Fails with the output when it exits first or `ms` pass. */
  ready(ms?: number): Promise<number>;
  /** SIGTERM (the server closes cleanly), SIGKILL when still there after 5 s; waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL (a crash: nothing of its own shutdown runs); waits for the exit. */
  kill(): Promise<void>;
}

/** Settings of server/config.ts (and libpq's PG…) a test process must not inherit from the shell running the tests. */
const SERVER_SETTING = /^(PORT|HOST|DATABASE_URL|DATA_DIR|STATIC_DIR|ROLES|API_UPSTREAM|PUBLIC_URL|PRODUCT|TRUST_PROXY|LOG_LEVEL|MOBILITY_WEBAPP_URL|DRIVER_PORTAL_URL|MAIL_.*|BULK_.*|DB_.*|HISTORY_.*|LEASE_SYSTEM_.*|SMTP_.*|LOGIN_.*|INVITATION_.*|ACCESS_TOKEN_.*|REFRESH_.*|PG[A-Z]*)$/;

const running = new Set<ServerProcess>();
let scratch: string | null = null;

// A vitest worker that dies runs no afterAll: its server processes go with it all the same.
process.on('exit', () => {
  for (const server of running) server.child.kill('SIGKILL');
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

export { freePort };

/** `check` again every `every` ms until it answers something other than undefined; fails naming `what` after `ms`. */
export async function until<T>(what: string, check: () => Promise<T | undefined>, ms: number, every = 25): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

/** Starts `node --import tsx server/main.ts` with `env` over the defaults above; `name` tells its output and connections apart. */
export async function spawnServer(env: Record<string, string>, { name }: { name: string }): Promise<ServerProcess> {
  scratch ??= mkdtempSync(join(tmpdir(), 'leasedesk-processes-'));
  const port = Number(env.PORT ?? (await freePort()));
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !SERVER_SETTING.test(key)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', PGAPPNAME: `leasedesk-${name}`,
      // Shared by every process: each opens the SMTP passwords another one sealed.
      MAIL_SECRET_KEY: TEST_MAIL_SECRET_KEY,
      // Nothing of the checkout's own: no built app, no .data/ folder, no mail sink there.
      STATIC_DIR: join(scratch, 'no-static'), DATA_DIR: join(scratch, `data-${name}`), MAIL_SINK_DIR: join(scratch, 'mail-sink'),
      ...env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const end = async (signal: NodeJS.Signals) => {
    if (!exited()) {
      child.kill(signal);
      const timer = signal === 'SIGKILL' ? undefined : setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(timer);
    }
    running.delete(server);
  };
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    name, port, url, child, spawnedAt: Date.now(),
    output: () => output,
    exited,
    ready: (ms = 90_000) => until(`${name} answering ${url}/health`, async () => {
      if (exited()) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before answering /health:\n${output}`);
      return (await fetch(`${url}/health`).then((res) => res.ok, () => false)) ? Date.now() : undefined;
    }, ms).catch((error: Error) => {
      throw new Error(`${error.message}\n--- ${name} output ---\n${output}`);
    }),
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
  running.add(server);
  return server;
}

/** Stops every server process still running (afterAll, whatever state the test left them in), and removes the scratch folder. */
export async function stopServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
  // A vitest worker is often ended without its 'exit' event: the scratch folder goes here, once nothing runs.
  if (running.size === 0 && scratch) {
    rmSync(scratch, { recursive: true, force: true });
    scratch = null;
  }
}

/** Every process's output, for a failure message. */
export const outputsOf = (servers: readonly ServerProcess[]) =>
  servers.map((server) => `--- ${server.name} (${server.exited() ? `exited ${server.child.exitCode ?? server.child.signalCode}` : 'running'}) ---\n${server.output()}`).join('\n');
