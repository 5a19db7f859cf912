import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import { hashPassword } from '../auth/passwords';
import { findInvitation, redeemInvitation } from '../auth/invitations';
import { TOKEN_PATTERN } from '../auth/tokens';
import { badRequest, forbidden } from '../plugins/http-errors';
import { ok } from '../envelope';
import { INACTIVE_ACCOUNT, startSession } from './auth';
import { AUTH_PATHS } from '../../contract/paths/auth';

/** Spec 01 §8: a spent, expired or unknown link. */
export const VERIFICATION_FAILED = 'The verification process could not be validated. Please try again by requesting a new email.';

/** The password an invitee chooses (at least 10 characters, at most 200). */
export const PASSWORD = Type.String({ minLength: 10, maxLength: 200 });

// Any string is looked up (a malformed key is simply unknown), so every bad link gets the same answer.
const KEY = Type.String({ maxLength: 200 });
const isKey = (key: string) => new RegExp(TOKEN_PATTERN).test(key);

/**
 * /api-admin-auth/grant_access (issue 18): the invitation link of a new account (auth/invitations.ts). `/check`
 * says whose link it is while it is valid; POST with a password sets it, spends the link and signs the invitee in
 * with the sign-in's own answer. An inactive account (or client) is told so (403) and nothing is written.
 */
export function registerGrantAccessRoutes(app: FastifyInstance, ctx: ServerContext): void {
  async function validInvitation(key: string, lock: { tx: Parameters<typeof findInvitation>[0] } | null = null) {
    const invitation = isKey(key) ? await findInvitation(lock?.tx ?? ctx.db, key, ctx.now(), lock !== null) : null;
    if (!invitation) throw badRequest(VERIFICATION_FAILED);
    if (!invitation.isActive) throw forbidden(INACTIVE_ACCOUNT);
    return invitation;
  }

  app.post<{ Body: { key: string } }>(AUTH_PATHS.grantAccessCheck, { schema: { body: Type.Object({ key: KEY }, { additionalProperties: false }) } }, async (request) => {
    const { emailAddress, clientName } = await validInvitation(request.body.key);
    return ok([{ emailAddress, clientName }]);
  });

  app.post<{ Body: { key: string; password: string } }>(
    AUTH_PATHS.grantAccess,
    { schema: { body: Type.Object({ key: KEY, password: PASSWORD }, { additionalProperties: false }) } },
    async (request, reply) => {
      await validInvitation(request.body.key);
      // Hashing takes a while: outside the transaction, which then claims the key (locked, so two uses cannot both pass).
      const passwordHash = await hashPassword(request.body.password);
      const invitation = await ctx.db.transaction(async (tx) => {
        const claimed = await validInvitation(request.body.key, { tx });
        await redeemInvitation(tx, claimed, passwordHash, ctx.now());
        return claimed;
      });
      return startSession(ctx, reply, { id: invitation.accountId, client_id: invitation.clientId });
    },
  );
}
