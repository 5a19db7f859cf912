import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { RoleName } from '../../contract/types/core';
import type { ServerContext } from '../context';
import { findSignedInAccount, type SignedInAccount } from '../auth/tokens';
import { forbidden, unauthorized } from './http-errors';
import { actingAs } from '../db/acting-account';
import { hasAtLeast } from './roles';
import { LICENCE_REFUSALS, missingLicence, needsLicences } from './licences';
import { findLicences } from '../repositories/client-settings';
import { can, type AccessSubject, type Feature } from '../../contract/access/permissions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hooks: the account behind the bearer token, or null without one. */
    account: SignedInAccount | null;
  }
}

// The scheme is case-insensitive (RFC 9110 §11.1): `bearer`, as the token answers spell it, is fine.
const BEARER = /^Bearer +([A-Za-z0-9_-]{43})$/i;

/** The token from `Authorization: Bearer …`; undefined without the header, null when malformed. */
export function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  return BEARER.exec(header.trim())?.[1] ?? null;
}

export interface AuthHooks {
  /** Any valid token may be absent, but a token that is present must be valid (else 401). */
  optionalAccount: onRequestAsyncHookHandler;
  /** 401 without a valid token, 403 when the role ranks below `minimum`. */
  requireRole(minimum: RoleName): onRequestAsyncHookHandler;
  /**
   * Like requireRole, but for the account's own role rather than the one its session acts with: a master switched to
   * sub-supervisor still passes requireOwnRole('master') (the route that switches back).
   */
  requireOwnRole(minimum: RoleName): onRequestAsyncHookHandler;
  /** Convenience: any signed-in account, whatever its role. */
  signedIn: onRequestAsyncHookHandler;
  /**
   * 401 without a valid token, 403 when the access table (contract/access/permissions.ts) refuses `feature`,
   * so the server refuses exactly what the app hides. A rule naming a licence is checked against the
   * acting client's licences here, always (403 naming the licence), so no route of a licensed feature can
   * be registered without that check. Other facts a rule needs (the client's containers) come from `facts`.
   */
  requireFeature(feature: Feature, facts?: (account: SignedInAccount) => Promise<Omit<AccessSubject, 'role'>>): onRequestAsyncHookHandler;
  /** Like requireFeature for a read several screens share: 403 only when the access table refuses every one of `features`. */
  requireAnyFeature(features: readonly Feature[]): onRequestAsyncHookHandler;
}

/**
 * Authentication runs in onRequest, before the body is parsed: an anonymous caller of a protected
 * route gets 401 without the server reading its payload.
 */
export function createAuthHooks(ctx: ServerContext): AuthHooks {
  async function authenticate(request: FastifyRequest): Promise<SignedInAccount | null> {
    const token = bearerToken(request);
    if (token === undefined) return null;
    const account = token ? await findSignedInAccount(ctx, token) : null;
    if (!account) throw unauthorized('The access token is invalid or has expired.');
    return account;
  }

  // Every check reads the role the session acts with (a master switched to sub-supervisor is checked as one), except requireOwnRole.
  const roleCheckOf = (minimum: RoleName, roleOf: (account: SignedInAccount) => RoleName): onRequestAsyncHookHandler =>
    async function roleCheck(request) {
      const account = await authenticate(request);
      if (!account) throw unauthorized();
      if (!hasAtLeast(roleOf(account), minimum)) throw forbidden();
      request.account = account;
    };
  const requireRole = (minimum: RoleName) => roleCheckOf(minimum, (account) => account.role);

  const requireAnyFeature = (
    features: readonly Feature[],
    facts?: (account: SignedInAccount) => Promise<Omit<AccessSubject, 'role'>>,
  ): onRequestAsyncHookHandler =>
    async function featureCheck(request) {
      const account = await authenticate(request);
      if (!account) throw unauthorized();
      const subject: AccessSubject = { ...(facts ? await facts(account) : {}), role: account.role };
      if (!subject.licenses && needsLicences(features)) subject.licenses = await findLicences(ctx.db, account.clientId);
      if (!features.some((feature) => can(subject, feature))) {
        const licence = missingLicence(subject, features);
        throw forbidden(licence && LICENCE_REFUSALS[licence]);
      }
      request.account = account;
    };

  return {
    async optionalAccount(request) {
      request.account = await authenticate(request);
    },
    requireRole,
    requireOwnRole: (minimum) => roleCheckOf(minimum, (account) => account.realRole),
    requireFeature: (feature, facts) => requireAnyFeature([feature], facts),
    requireAnyFeature: (features) => requireAnyFeature(features),
    signedIn: requireRole('driver'),
  };
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('account', null);
  // After the routes' auth hooks (onRequest): the handler runs as the signed-in account, so the record history knows
  // who wrote (server/db/acting-account.ts). `done` inside `actingAs` carries the actor through the handler's awaits.
  app.addHook('preHandler', (request, _reply, done) => {
    const account = request.account;
    if (!account) return done();
    actingAs({
      id: account.id,
      actingFor: account.clientId === account.homeClientId ? null : account.clientId,
      asSubsupervisor: account.isSwitchedToSubsupervisor,
    }, done);
  });
}

/** The signed-in account inside a handler guarded by requireRole (a bug, not a 401, if missing). */
export function accountOf(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw new Error('Route is missing its auth hook');
  return request.account;
}
