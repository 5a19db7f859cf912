import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import { loginFailed, loginSucceeded, reserveLoginAttempt } from '../auth/login-throttle';
import { findFamilyOfAccessToken, issueFamily, revokeFamily, rotateRefreshToken, TOKEN_PATTERN } from '../auth/tokens';
import { redeemHandoverCode } from '../auth/handover-codes';
import { findLoginCandidate, stampLastLogin } from '../repositories/accounts';
import { bearerToken } from '../plugins/auth';
import { badRequest, tooManyRequests, unauthorized } from '../plugins/http-errors';
import { ok } from '../envelope';
import { bodySchema } from './schemas';
import { AUTH_PATHS } from '../../contract/paths/auth';

/** /api-admin-auth: sign-in, token refresh (rotation), the mobility web app's code exchange and logout. Token answers are OAuth-shaped. */
export const INVALID_CREDENTIALS = 'The user name or password is incorrect.';
export const INACTIVE_ACCOUNT = 'This account is inactive and therefore has no access to the online environment(s).';
export const INVALID_REFRESH = 'The refresh token is invalid, has expired or has already been used.';
export const INVALID_HANDOVER_CODE = 'The hand-over code is invalid, has expired or has already been used.';

interface LoginBody {
  username: string;
  password: string;
  /** The client signed in to (its name, as in `?clt=`); user names are unique per client only. */
  client?: string;
  grant_type?: 'password';
}

interface TokenBody {
  grant_type: string;
  refresh_token?: string;
  /** grant_type handover_code: the mobility web app's single-use code (auth/handover-codes.ts). */
  code?: string;
  client_id?: string;
}

const loginSchema = bodySchema(
  {
    username: { type: 'string', minLength: 1, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 256 },
    // Any text: an unknown client is wrong credentials, like an unknown user name.
    client: { type: 'string', minLength: 1, maxLength: 64 },
    grant_type: { type: 'string', const: 'password' },
  },
  ['username', 'password'],
);

const tokenSchema = bodySchema(
  {
    grant_type: { type: 'string', maxLength: 50 },
    refresh_token: { type: 'string', maxLength: 100 },
    code: { type: 'string', maxLength: 100 },
    client_id: { type: 'string', maxLength: 100 },
  },
  ['grant_type'],
);

function noStore(reply: { header(name: string, value: string): unknown }): void {
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
}

/** What a successful sign-in answers (also grant_access, which signs the invitee in): a new session's token pair, never cached. */
export async function startSession(ctx: ServerContext, reply: { header(name: string, value: string): unknown }, account: { id: number; client_id: number }) {
  await stampLastLogin(ctx.db, account.id, ctx.now());
  noStore(reply);
  return issueFamily(ctx, { accountId: account.id, homeClientId: account.client_id, actingClientId: account.client_id });
}

export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: LoginBody }>(AUTH_PATHS.login, { schema: { body: loginSchema } }, async (request, reply) => {
    const username = request.body.username.trim().toLowerCase();
    const client = request.body.client?.trim().toLowerCase() || null;
    const candidate = await findLoginCandidate(ctx.db, username, client);
    // Counted before the password is checked: see login-throttle.ts. Per the account found, so a name tried
    // with and without its client counts once.
    const name = { client: candidate?.client_name ?? client ?? '', username };
    const attempt = await reserveLoginAttempt(ctx, name, request.ip);
    if (attempt.limited) {
      const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
      throw tooManyRequests(
        `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        attempt.retryAfterSeconds,
      );
    }
    // Unknown users (and an address several clients share, named without a client) are checked against a
    // dummy hash: same work, same answer as a wrong password.
    const valid = await verifyPassword(request.body.password, candidate?.password_hash ?? (await dummyPasswordHash()));
    if (!candidate || !valid) {
      await loginFailed(ctx);
      throw badRequest(INVALID_CREDENTIALS, { error: 'invalid_grant' });
    }
    await loginSucceeded(ctx, attempt.id, name, request.ip);
    // Only someone with the right password learns that the account is inactive.
    if (!candidate.is_active) throw badRequest(INACTIVE_ACCOUNT, { error: 'invalid_grant' });
    return startSession(ctx, reply, candidate);
  });

  app.post<{ Body: TokenBody }>(AUTH_PATHS.token, { schema: { body: tokenSchema } }, async (request, reply) => {
    const { grant_type: grantType, refresh_token: refreshToken, code } = request.body;
    if (grantType === 'handover_code') {
      const token = code && new RegExp(TOKEN_PATTERN).test(code) ? await redeemHandoverCode(ctx, code) : null;
      if (!token) throw badRequest(INVALID_HANDOVER_CODE, { error: 'invalid_grant' });
      noStore(reply);
      return token;
    }
    if (grantType !== 'refresh_token') {
      throw badRequest('body.grant_type must be refresh_token or handover_code: no other grant is supported here.', { error: 'unsupported_grant_type' });
    }
    if (!refreshToken || !/^[A-Za-z0-9_-]{43}$/.test(refreshToken)) throw badRequest(INVALID_REFRESH, { error: 'invalid_grant' });
    const result = await rotateRefreshToken(ctx, refreshToken);
    if (!result.ok) throw badRequest(INVALID_REFRESH, { error: 'invalid_grant' });
    noStore(reply);
    return result.token;
  });

  /** Ends the whole session of the presented token (its family tree, handovers included), expired or not. */
  app.post(AUTH_PATHS.logout, async (request) => {
    const token = bearerToken(request);
    const family = token ? await findFamilyOfAccessToken(ctx.db, token) : null;
    if (!family) throw unauthorized();
    await ctx.db.transaction((tx) => revokeFamily(tx, family, ctx.now()));
    return ok([]);
  });
}
