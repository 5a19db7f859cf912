import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { RoleName, TokenResponse } from '../../contract/types/core';
import type { Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import type { ServerContext } from '../context';

/**
 * Opaque bearer tokens: 32 random bytes, base64url. Only their SHA-256 is stored, so a database leak
 * yields no usable token. A sign-in starts a family; a refresh marks its refresh token used, ends the
 * family's current access token and issues a new pair; presenting a used refresh token again (a
 * stolen copy, or the thief racing the owner) revokes the whole family, except within a few seconds
 * of its rotation, when it answers the pair it was rotated to (parallel refreshes of one tab or of
 * several tabs are not theft).
 *
 * A login refresh (handover) starts a child family under the sign-in family it came from (its root):
 * one session, one tree. Revoking any family revokes the tree, and a child's tokens never expire after
 * the root's refresh horizon, so a handover, or a chain of them, cannot outlive the sign-in.
 */
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SignedInAccount {
  id: number;
  /** The client the account acts for: its own, or the one a master switched to. */
  clientId: number;
  homeClientId: number;
  /** The role the session acts with: the account's own, or subsupervisor while a master has switched (switchtosubsupervisor). */
  role: RoleName;
  /** The account's own role, whatever the session acts as. */
  realRole: RoleName;
  isSwitchedToSubsupervisor: boolean;
  familyId: string;
}

/** Who a hand-over family is for: the account, its clients, and the family it comes from. */
export type HandoverAccount = Pick<SignedInAccount, 'id' | 'clientId' | 'homeClientId' | 'familyId'> & Partial<Pick<SignedInAccount, 'isSwitchedToSubsupervisor'>>;

interface FamilyOwner {
  accountId: number;
  homeClientId: number;
  actingClientId: number;
}

type Ctx = Pick<ServerContext, 'config' | 'now'>;

/** A pair for the family; both tokens end at `horizon` at the latest (child families). */
async function issuePair(tx: Queryable, familyId: string, { config, now }: Ctx, horizon?: Date): Promise<TokenResponse> {
  const issued = now();
  const capped = (seconds: number) => {
    const at = issued.getTime() + seconds * 1000;
    return new Date(horizon ? Math.min(at, horizon.getTime()) : at);
  };
  const accessExpires = capped(config.accessTokenTtlSeconds);
  const refreshExpires = capped(config.refreshTokenTtlSeconds);
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
    expires_in: Math.floor((accessExpires.getTime() - issued.getTime()) / 1000),
    '.issued': issued.toISOString(),
    '.expires': accessExpires.toISOString(),
  };
}

/**
 * How long the sign-in behind a root family lasts: the latest expiry of its live refresh tokens,
 * or null when it has none (revoked, expired).
 */
async function refreshHorizon(tx: Queryable, rootFamilyId: string, at: Date): Promise<Date | null> {
  const [row] = await tx.query<{ horizon: Date | null }>(
    `SELECT max(t.expires_at) AS horizon
     FROM auth_tokens t JOIN auth_token_families f ON f.id = t.family_id
     WHERE t.family_id = $1 AND t.kind = 'refresh' AND t.used_at IS NULL AND t.revoked_at IS NULL AND t.expires_at > $2
       AND f.revoked_at IS NULL`,
    [rootFamilyId, at],
  );
  return row?.horizon ? new Date(row.horizon) : null;
}

/** A sign-in: a new root family with its first pair. */
export async function issueFamily(ctx: ServerContext, owner: FamilyOwner): Promise<TokenResponse> {
  return ctx.db.transaction(async (tx) => {
    const familyId = randomUUID();
    await tx.query(
      `INSERT INTO auth_token_families (id, root_family_id, client_id, account_id, acting_client_id, created_at)
       VALUES ($1, $1, $2, $3, $4, $5)`,
      [familyId, owner.homeClientId, owner.accountId, owner.actingClientId, ctx.now()],
    );
    return issuePair(tx, familyId, ctx);
  });
}

/**
 * A handover (login refresh): a child family under the presented token's root, for the same account
 * and acting client, capped at the root's refresh horizon. Null when the sign-in has ended.
 */
export async function issueHandover(ctx: ServerContext, account: HandoverAccount): Promise<TokenResponse | null> {
  return ctx.db.transaction(async (tx) => {
    const at = ctx.now();
    const [from] = await tx.query<{ root_family_id: string }>(
      'SELECT root_family_id FROM auth_token_families WHERE id = $1',
      [account.familyId],
    );
    const horizon = from && (await refreshHorizon(tx, from.root_family_id, at));
    if (!from || !horizon) return null;
    const familyId = randomUUID();
    await tx.query(
      `INSERT INTO auth_token_families (id, root_family_id, client_id, account_id, acting_client_id, created_at, is_switched_to_subsupervisor)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [familyId, from.root_family_id, account.homeClientId, account.id, account.clientId, at, account.isSwitchedToSubsupervisor ?? false],
    );
    return issuePair(tx, familyId, ctx, horizon);
  });
}

/**
 * Revokes the whole tree the family belongs to (sign-in family and every handover under it).
 * Families first, then refresh tokens, then access tokens: the order a rotation locks rows in
 * (refresh claim, then the access token), so the two never deadlock on PostgreSQL.
 */
export async function revokeFamily(db: Queryable, familyId: string, at: Date): Promise<void> {
  const tree = `(SELECT id FROM auth_token_families WHERE root_family_id = (SELECT root_family_id FROM auth_token_families WHERE id = $1))`;
  await db.query(`UPDATE auth_token_families SET revoked_at = $2 WHERE id IN ${tree} AND revoked_at IS NULL`, [familyId, at]);
  for (const kind of ['refresh', 'access']) {
    await db.query(
      `UPDATE auth_tokens SET revoked_at = $2, successor = NULL WHERE family_id IN ${tree} AND kind = $3 AND revoked_at IS NULL`,
      [familyId, at, kind],
    );
  }
}

// --- Refresh grace: the successor pair, readable only by the holder of the refresh token it replaced.

const successorKey = (refreshToken: string) => createHash('sha256').update(`successor:${refreshToken}`).digest();

function sealSuccessor(refreshToken: string, pair: TokenResponse): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', successorKey(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function openSuccessor(refreshToken: string, sealed: string): TokenResponse | null {
  try {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', successorKey(refreshToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as TokenResponse;
  } catch {
    return null;
  }
}

/** Rotations a replay follows (a token rotated, its successor rotated again, … within the window). */
const MAX_SUCCESSOR_DEPTH = 5;

/**
 * The pair `refreshToken` was rotated to, following later rotations inside the grace window, when
 * that pair is still live (family tree not revoked, account active); otherwise null.
 */
async function liveSuccessor(tx: Queryable, ctx: Ctx, refreshToken: string, sealed: string, at: Date): Promise<TokenResponse | null> {
  const graceMs = ctx.config.refreshReuseGraceSeconds * 1000;
  let pair = openSuccessor(refreshToken, sealed);
  for (let depth = 0; pair && depth < MAX_SUCCESSOR_DEPTH; depth++) {
    const [row] = await tx.query<{ used_at: Date | null; successor: string | null; live: boolean }>(
      `SELECT t.used_at, t.successor,
              t.revoked_at IS NULL AND t.expires_at > $2 AND f.revoked_at IS NULL AND r.revoked_at IS NULL AND a.is_active AS live
       FROM auth_tokens t
       JOIN auth_token_families f ON f.id = t.family_id
       JOIN auth_token_families r ON r.id = f.root_family_id
       JOIN accounts a ON a.id = f.account_id
       WHERE t.token_hash = $1 AND t.kind = 'refresh'`,
      [hashToken(pair.refresh_token), at],
    );
    if (!row?.live) return null;
    if (!row.used_at) {
      const expiresIn = Math.floor((Date.parse(pair['.expires']) - at.getTime()) / 1000);
      return expiresIn > 0 ? { ...pair, expires_in: expiresIn } : null;
    }
    if (!row.successor || at.getTime() - new Date(row.used_at).getTime() > graceMs) return null;
    pair = openSuccessor(pair.refresh_token, row.successor);
  }
  return null;
}

export type RotationResult = { ok: true; token: TokenResponse } | { ok: false; reused: boolean };

/** Exchanges a refresh token for a new pair in the same family (see the header for reuse and grace). */
export async function rotateRefreshToken(ctx: ServerContext, refreshToken: string): Promise<RotationResult> {
  const at = ctx.now();
  const hash = hashToken(refreshToken);
  const graceStart = new Date(at.getTime() - ctx.config.refreshReuseGraceSeconds * 1000);
  return ctx.db.transaction(async (tx): Promise<RotationResult> => {
    // Atomic claim: of two concurrent uses exactly one matches `used_at IS NULL` (on PostgreSQL the
    // others wait for its commit, so they find its successor below).
    const [claimed] = await tx.query<{ family_id: string }>(
      `UPDATE auth_tokens SET used_at = $2
       WHERE token_hash = $1 AND kind = 'refresh' AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
       RETURNING family_id`,
      [hash, at],
    );
    if (!claimed) {
      const [known] = await tx.query<{ family_id: string; used_at: Date | null; successor: string | null }>(
        `SELECT family_id, used_at, successor FROM auth_tokens WHERE token_hash = $1 AND kind = 'refresh'`,
        [hash],
      );
      if (!known?.used_at) return { ok: false, reused: false };
      if (known.successor && new Date(known.used_at) >= graceStart) {
        const token = await liveSuccessor(tx, ctx, refreshToken, known.successor, at);
        return token ? { ok: true, token } : { ok: false, reused: false };
      }
      await revokeFamily(tx, known.family_id, at);
      return { ok: false, reused: true };
    }
    const [family] = await tx.query<{ root_family_id: string; live: boolean }>(
      `SELECT f.root_family_id, f.revoked_at IS NULL AND r.revoked_at IS NULL AND a.is_active AS live
       FROM auth_token_families f
       JOIN auth_token_families r ON r.id = f.root_family_id
       JOIN accounts a ON a.id = f.account_id
       WHERE f.id = $1`,
      [claimed.family_id],
    );
    if (!family?.live) return { ok: false, reused: false };
    const isChild = family.root_family_id !== claimed.family_id;
    const horizon = isChild ? await refreshHorizon(tx, family.root_family_id, at) : undefined;
    if (horizon === null) return { ok: false, reused: false };
    // The pair's access token ends with it: one live access token per family.
    await tx.query(
      `UPDATE auth_tokens SET revoked_at = $2 WHERE family_id = $1 AND kind = 'access' AND revoked_at IS NULL`,
      [claimed.family_id, at],
    );
    const token = await issuePair(tx, claimed.family_id, ctx, horizon);
    await tx.query('UPDATE auth_tokens SET successor = $2 WHERE token_hash = $1', [hash, sealSuccessor(refreshToken, token)]);
    // Successors past their window are of no use to anyone: drop a batch (SKIP LOCKED: never wait).
    await tx.query(
      `UPDATE auth_tokens SET successor = NULL WHERE token_hash IN (
         SELECT token_hash FROM auth_tokens WHERE successor IS NOT NULL AND used_at < $1 LIMIT 100 FOR UPDATE SKIP LOCKED)`,
      [graceStart],
    );
    return { ok: true, token };
  });
}

/**
 * The account behind a live access token, or null (unknown, expired, revoked, inactive account, or
 * the sign-in at the root of its tree revoked: covers a handover racing the logout).
 */
export async function findSignedInAccount(ctx: ServerContext, accessToken: string): Promise<SignedInAccount | null> {
  // Remembered until a write to what it reads (every revocation, deactivation and sign-in is one), so the expiry
  // is compared here, not in the SQL: the clock is no parameter, and the same token finds the same answer.
  const [row] = await rememberedQuery<{
    id: number; client_id: number; acting_client_id: number; role: RoleName; family_id: string; switched: boolean; expires_at: Date | string;
  }>(
    ctx.db,
    `SELECT a.id, a.client_id, f.acting_client_id, a.role, f.id AS family_id, f.is_switched_to_subsupervisor AND a.role = 'master' AS switched,
            t.expires_at
     FROM auth_tokens t
     JOIN auth_token_families f ON f.id = t.family_id
     JOIN auth_token_families r ON r.id = f.root_family_id
     JOIN accounts a ON a.id = f.account_id
     JOIN clients c ON c.id = f.acting_client_id
     WHERE t.token_hash = $1 AND t.kind = 'access' AND t.revoked_at IS NULL
       AND f.revoked_at IS NULL AND r.revoked_at IS NULL AND a.is_active AND c.is_active`,
    [hashToken(accessToken)],
  );
  if (!row || new Date(row.expires_at).getTime() <= ctx.now().getTime()) return null;
  return {
    id: row.id, clientId: row.acting_client_id, homeClientId: row.client_id, familyId: row.family_id,
    role: row.switched ? 'subsupervisor' : row.role, realRole: row.role, isSwitchedToSubsupervisor: row.switched,
  };
}

/** The family of an access token in any state, so logging out still works once it has expired. */
export async function findFamilyOfAccessToken(db: Queryable, accessToken: string): Promise<string | null> {
  const [row] = await db.query<{ family_id: string }>(
    `SELECT family_id FROM auth_tokens WHERE token_hash = $1 AND kind = 'access'`,
    [hashToken(accessToken)],
  );
  return row?.family_id ?? null;
}
