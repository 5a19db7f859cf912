import type { ServerContext } from '../context';
import type { TokenResponse } from '../../contract/types/core';
import { hashToken, issueHandover, newToken, type SignedInAccount } from './tokens';

/**
 * Single-use hand-over codes for the external mobility web app (issue 16 point 4, spec 01 §7).
 *
 * The spec opens the web app "with the bearer token" in the URL. A URL is the worst place for a long-lived
 * credential: it stays in the browser history, in the other server's access log and in Referer headers. So the
 * app asks for a code instead (POST /api-admin/mobility/webapp/code), and the web app exchanges it once at
 * POST /api-admin-auth/oauth/token with grant_type=handover_code for a token pair of its own: a child family under
 * the administrator's sign-in, like the lease-system hand-over, so signing out there ends the web app's session
 * too and its tokens never outlive the sign-in. The code lives CODE_TTL_SECONDS, is stored only as a hash,
 * and a second exchange, an expired code or one from a session that has ended all fail the same way.
 */
export const CODE_TTL_SECONDS = 60;
/** Spent and expired codes are kept this long (for support questions about a failed hand-over), then deleted. */
const KEEP_SPENT_SECONDS = 24 * 3600;

export interface IssuedCode {
  code: string;
  expiresAt: Date;
}

export async function issueHandoverCode(ctx: ServerContext, account: SignedInAccount): Promise<IssuedCode> {
  const code = newToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + CODE_TTL_SECONDS * 1000);
  await ctx.db.transaction(async (tx) => {
    await tx.query('DELETE FROM mobility_webapp_codes WHERE expires_at < $1', [new Date(now.getTime() - KEEP_SPENT_SECONDS * 1000)]);
    await tx.query('INSERT INTO mobility_webapp_codes (code_hash, family_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [hashToken(code), account.familyId, now, expiresAt]);
  });
  return { code, expiresAt };
}

/**
 * Spends the code (one UPDATE, so two exchanges racing cannot both win) and issues the web app's pair; null when
 * the code is unknown, spent, expired or its sign-in has ended. A code spent on a sign-in that has ended stays spent.
 */
export async function redeemHandoverCode(ctx: ServerContext, code: string): Promise<TokenResponse | null> {
  const now = ctx.now();
  const [claimed] = await ctx.db.query<{ family_id: string; account_id: number; client_id: number; acting_client_id: number; switched: boolean }>(
    `UPDATE mobility_webapp_codes c SET used_at = $2
     FROM auth_token_families f
     WHERE c.code_hash = $1 AND c.used_at IS NULL AND c.expires_at > $2 AND f.id = c.family_id AND f.revoked_at IS NULL
     RETURNING f.id AS family_id, f.account_id, f.client_id, f.acting_client_id, f.is_switched_to_subsupervisor AS switched`,
    [hashToken(code), now],
  );
  if (!claimed) return null;
  return issueHandover(ctx, {
    id: claimed.account_id, clientId: claimed.acting_client_id, homeClientId: claimed.client_id, familyId: claimed.family_id,
    isSwitchedToSubsupervisor: claimed.switched,
  });
}
