import { createHash } from 'node:crypto';
import type { ServerContext } from '../context';

/**
 * Failed sign-ins counted in a sliding window, in the database so every API node sees the same count:
 * per user name (with its client: what identifies the account, LoginName) from one address (LOGIN_MAX_FAILURES), per user name from any address (higher, so a
 * stranger locks the name only for their own address at first) and per address (offices share one).
 * While any count is at its maximum, sign-in answers 429 even for the right password: a guesser
 * cannot tell a hit from a miss.
 *
 * Count first, then verify: each attempt reserves a row that counts as a failure BEFORE its password
 * is checked, in one transaction serialised per user name and per address, so a burst of parallel
 * guesses gets exactly as many password checks as the limits allow. The right password removes it.
 */
export type LoginAttempt = { limited: false; id: number } | { limited: true; retryAfterSeconds: number };

/**
 * Whose sign-in it is: the client's name and the user name. `client` is the client whose account the name
 * found, or the one the sign-in named, else '': a name guessed with and without its client counts once.
 */
export interface LoginName {
  client: string;
  username: string;
}

/** A 64-bit advisory-lock key of its own per user name and per address (no client name holds a space). */
function lockKey(kind: 'username' | 'ip', value: string): bigint {
  return createHash('sha256').update(`login-throttle:${kind}:${value}`).digest().readBigInt64BE(0);
}

export async function reserveLoginAttempt(ctx: ServerContext, { client, username }: LoginName, rawIp: string): Promise<LoginAttempt> {
  const ip = rawIp.slice(0, 64);
  const now = ctx.now();
  const windowMs = ctx.config.loginFailureWindowSeconds * 1000;
  const since = new Date(now.getTime() - windowMs);
  const { loginMaxFailures, loginMaxFailuresPerUser, loginMaxFailuresPerIp } = ctx.config;
  // Unused parameters are an error in PostgreSQL, so each count gets `since` and `max` as $1, $2.
  const limits: [where: string, keys: string[], max: number][] = [
    ['username = $3 AND client = $4 AND ip = $5', [username, client, ip], loginMaxFailures],
    ['username = $3 AND client = $4', [username, client], loginMaxFailuresPerUser],
    ['ip = $3', [ip], loginMaxFailuresPerIp],
  ];
  return ctx.db.transaction(async (tx): Promise<LoginAttempt> => {
    // Attempts sharing a user name or an address take turns, on every node. Always in ascending key
    // order, so two attempts never hold one lock each while waiting for the other's.
    const keys = [lockKey('username', `${client} ${username}`), lockKey('ip', ip)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const key of keys) await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [key.toString()]);
    let wait = 0;
    for (const [where, keys, max] of limits) {
      // The newest `max` failures inside the window; when there are `max`, the oldest of them must
      // leave the window before the next attempt.
      const rows = await tx.query<{ failed_at: Date }>(
        `SELECT failed_at FROM login_failures WHERE ${where} AND failed_at > $1 ORDER BY failed_at DESC LIMIT $2`,
        [since, max, ...keys],
      );
      if (rows.length < max) continue;
      const oldest = new Date(rows[rows.length - 1]!.failed_at).getTime();
      wait = Math.max(wait, Math.ceil((oldest + windowMs - now.getTime()) / 1000), 1);
    }
    if (wait > 0) return { limited: true, retryAfterSeconds: wait };
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO login_failures (username, client, ip, failed_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [username, client, ip, now],
    );
    return { limited: false, id: row!.id };
  });
}

/** A wrong password keeps its reservation; rows older than the window no longer count for anyone. */
export async function loginFailed(ctx: ServerContext): Promise<void> {
  await ctx.db.query('DELETE FROM login_failures WHERE failed_at < $1', [
    new Date(ctx.now().getTime() - ctx.config.loginFailureWindowSeconds * 1000),
  ]);
}

/**
 * The right password removes its reservation and that user name's earlier failures from the same
 * address (not from other addresses, and not the address's: others may share it). Reservations made
 * after this one (guesses in flight) keep counting.
 */
export async function loginSucceeded(ctx: ServerContext, attemptId: number, { client, username }: LoginName, rawIp: string): Promise<void> {
  await ctx.db.query('DELETE FROM login_failures WHERE username = $1 AND client = $2 AND ip = $3 AND id <= $4',
    [username, client, rawIp.slice(0, 64), attemptId]);
}
