import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { RoleName, TokenResponse } from '../../src/api/types';
import type { Queryable } from '../db/db';
import type { ServerContext } from '../context';

/**
 * Opaque bearer tokens: 32 random bytes, base64url. Only their SHA-256 is stored, so a database leak
 * yields no usable token. A sign-in starts a family; a refresh marks its refresh token used, ends the
 * family's current access token and issues a new pair; presenting a used refresh token again (a
 * stolen copy, or the thief racing the owner) revokes the whole family.
 */
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SignedInAccount {
  id: number;
  /** The client the account acts for: its own, or the one a master switched to. */
  clientId: number;
  homeClientId: number;
  role: RoleName;
  familyId: string;
}

interface FamilyOwner {
  accountId: number;
  homeClientId: number;
  actingClientId: number;
}

async function issuePair(tx: Queryable, familyId: string, { config, now }: Pick<ServerContext, 'config' | 'now'>): Promise<TokenResponse> {
  const issued = now();
  const accessExpires = new Date(issued.getTime() + config.accessTokenTtlSeconds * 1000);
  const refreshExpires = new Date(issued.getTime() + config.refreshTokenTtlSeconds * 1000);
  const access = newToken();
  const refresh = newToken();
  await tx.query(
    `INSERT INTO auth_tokens (token_hash, family_id, kind, issued_at, expires_at)
     VALUES ($1, $3, 'access', $4, $5), ($2, $3, 'refresh', $4, $6)`,
    [hashToken(access), hashToken(refresh), familyId, issued, accessExpires, refreshExpires],
  );
  return {
    access_token: access,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: config.accessTokenTtlSeconds,
    '.issued': issued.toISOString(),
    '.expires': accessExpires.toISOString(),
  };
}

/** A new family (sign-in, login refresh) with its first pair. */
export async function issueFamily(ctx: ServerContext, owner: FamilyOwner): Promise<TokenResponse> {
  return ctx.db.transaction(async (tx) => {
    const familyId = randomUUID();
    await tx.query(
      `INSERT INTO auth_token_families (id, client_id, account_id, acting_client_id, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [familyId, owner.homeClientId, owner.accountId, owner.actingClientId, ctx.now()],
    );
    return issuePair(tx, familyId, ctx);
  });
}

export async function revokeFamily(db: Queryable, familyId: string, at: Date): Promise<void> {
  await db.query('UPDATE auth_token_families SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [familyId, at]);
  await db.query('UPDATE auth_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [familyId, at]);
}

export type RotationResult = { ok: true; token: TokenResponse } | { ok: false; reused: boolean };

/** Exchanges a refresh token for a new pair in the same family (see the header for reuse). */
export async function rotateRefreshToken(ctx: ServerContext, refreshToken: string): Promise<RotationResult> {
  const at = ctx.now();
  const hash = hashToken(refreshToken);
  return ctx.db.transaction(async (tx): Promise<RotationResult> => {
    // Atomic claim: of two concurrent uses exactly one matches `used_at IS NULL`.
    const [claimed] = await tx.query<{ family_id: string }>(
      `UPDATE auth_tokens SET used_at = $2
       WHERE token_hash = $1 AND kind = 'refresh' AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
       RETURNING family_id`,
      [hash, at],
    );
    if (!claimed) {
      const [known] = await tx.query<{ family_id: string; used_at: Date | null }>(
        `SELECT family_id, used_at FROM auth_tokens WHERE token_hash = $1 AND kind = 'refresh'`,
        [hash],
      );
      if (known?.used_at) {
        await revokeFamily(tx, known.family_id, at);
        return { ok: false, reused: true };
      }
      return { ok: false, reused: false };
    }
    const [family] = await tx.query<{ revoked_at: Date | null; is_active: boolean }>(
      `SELECT f.revoked_at, a.is_active FROM auth_token_families f JOIN accounts a ON a.id = f.account_id WHERE f.id = $1`,
      [claimed.family_id],
    );
    if (!family || family.revoked_at || !family.is_active) return { ok: false, reused: false };
    // The pair's access token ends with it: one live access token per family.
    await tx.query(
      `UPDATE auth_tokens SET revoked_at = $2 WHERE family_id = $1 AND kind = 'access' AND revoked_at IS NULL`,
      [claimed.family_id, at],
    );
    return { ok: true, token: await issuePair(tx, claimed.family_id, ctx) };
  });
}

/** The account behind a live access token, or null (unknown, expired, revoked, inactive account). */
export async function findSignedInAccount(ctx: ServerContext, accessToken: string): Promise<SignedInAccount | null> {
  const [row] = await ctx.db.query<{ id: number; client_id: number; acting_client_id: number; role: RoleName; family_id: string }>(
    `SELECT a.id, a.client_id, f.acting_client_id, a.role, f.id AS family_id
     FROM auth_tokens t
     JOIN auth_token_families f ON f.id = t.family_id
     JOIN accounts a ON a.id = f.account_id
     JOIN clients c ON c.id = f.acting_client_id
     WHERE t.token_hash = $1 AND t.kind = 'access' AND t.revoked_at IS NULL AND t.expires_at > $2
       AND f.revoked_at IS NULL AND a.is_active AND c.is_active`,
    [hashToken(accessToken), ctx.now()],
  );
  if (!row) return null;
  return { id: row.id, clientId: row.acting_client_id, homeClientId: row.client_id, role: row.role, familyId: row.family_id };
}

/** The family of an access token in any state, so logging out still works once it has expired. */
export async function findFamilyOfAccessToken(db: Queryable, accessToken: string): Promise<string | null> {
  const [row] = await db.query<{ family_id: string }>(
    `SELECT family_id FROM auth_tokens WHERE token_hash = $1 AND kind = 'access'`,
    [hashToken(accessToken)],
  );
  return row?.family_id ?? null;
}
