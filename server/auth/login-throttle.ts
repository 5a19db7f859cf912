import type { ServerContext } from '../context';

/**
 * Failed sign-ins counted per user name and per IP address in a sliding window, in the database so
 * every API node sees the same count. While either count is at its maximum, sign-in answers 429 even
 * for the right password: a guesser cannot tell a hit from a miss.
 */
export interface ThrottleVerdict {
  limited: boolean;
  /** Seconds until one more attempt is allowed (when limited). */
  retryAfterSeconds: number;
}

async function retryAfter(ctx: ServerContext, column: 'username' | 'ip', key: string, max: number): Promise<number> {
  const now = ctx.now();
  const windowMs = ctx.config.loginFailureWindowSeconds * 1000;
  // The newest `max` failures inside the window; when there are `max` of them, the oldest of those
  // must leave the window before the next attempt.
  const rows = await ctx.db.query<{ failed_at: Date }>(
    `SELECT failed_at FROM login_failures WHERE ${column} = $1 AND failed_at > $2 ORDER BY failed_at DESC LIMIT $3`,
    [key, new Date(now.getTime() - windowMs), max],
  );
  if (rows.length < max) return 0;
  const oldest = new Date(rows[rows.length - 1]!.failed_at).getTime();
  return Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
}

export async function checkLoginThrottle(ctx: ServerContext, username: string, ip: string): Promise<ThrottleVerdict> {
  const [byUser, byIp] = await Promise.all([
    retryAfter(ctx, 'username', username, ctx.config.loginMaxFailures),
    retryAfter(ctx, 'ip', ip, ctx.config.loginMaxFailuresPerIp),
  ]);
  const wait = Math.max(byUser, byIp);
  return { limited: wait > 0, retryAfterSeconds: wait };
}

export async function recordLoginFailure(ctx: ServerContext, username: string, ip: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.query('INSERT INTO login_failures (username, ip, failed_at) VALUES ($1, $2, $3)', [username, ip.slice(0, 64), now]);
  // Keep the table small: rows older than the window no longer count for anyone.
  await ctx.db.query('DELETE FROM login_failures WHERE failed_at < $1', [
    new Date(now.getTime() - ctx.config.loginFailureWindowSeconds * 1000),
  ]);
}

/** A successful sign-in clears that user name's failures (not the IP's: others may share it). */
export async function clearLoginFailures(ctx: ServerContext, username: string): Promise<void> {
  await ctx.db.query('DELETE FROM login_failures WHERE username = $1', [username]);
}
