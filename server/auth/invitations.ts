import type { Queryable } from '../db/db';
import type { ServerContext } from '../context';
import { mailerOf, queueMail } from '../mail/outbox';
import { invitationMail } from '../mail/account-mail';
import { HIDDEN_KEY_PARAM } from '../mail/hidden-keys';
import { hashToken, newToken } from './tokens';

/**
 * Invitation links (spec 02 §7 Accounts, issue 18): a new account has no password; its holder sets one through
 * `<public URL>/auth/grant_access?clt=<client>&key=<key>`. The key is 32 random bytes (base64url) stored only as
 * its SHA-256, valid for INVITATION_TTL_HOURS, spent by its first use; issuing a new one for the account deletes
 * the older ones, so only the newest link works. The key is a secret of the invitee alone (issue 35): the mail is
 * logged with `key=[hidden]` in its place and the key itself goes to the delivery worker sealed (mail/hidden-keys.ts).
 * An invitation sets a FIRST password only: an account that has one gets no new link, and a link never replaces one.
 */
export const ALREADY_HAS_PASSWORD = 'This account already has a password; an invitation is only for an account that has not signed in yet.';

type InviteContext = Pick<ServerContext, 'config' | 'now' | 'jobs' | 'secrets'>;

/** Issues a key for the account and queues the mail holding its link, both in `tx` (the change that causes it). */
export async function inviteAccount(tx: Queryable, ctx: InviteContext, clientId: number, accountId: number): Promise<void> {
  const key = newToken();
  const now = ctx.now();
  const hours = ctx.config.invitationTtlHours;
  await tx.query('DELETE FROM account_invitations WHERE account_id = $1', [accountId]);
  await tx.query(
    'INSERT INTO account_invitations (key_hash, client_id, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [hashToken(key), clientId, accountId, now, new Date(now.getTime() + hours * 3600 * 1000)]);
  const [client] = await tx.query<{ name: string }>('SELECT name FROM clients WHERE id = $1', [clientId]);
  // Never the request's Host header: a forged one would send the invitee's key to someone else's site.
  const link = new URL('/auth/grant_access', ctx.config.publicUrl);
  link.search = `${new URLSearchParams({ clt: client!.name }).toString()}&${HIDDEN_KEY_PARAM}`;
  const mail = await invitationMail(tx, clientId, accountId, link.href, hours);
  await queueMail(tx, mailerOf(ctx), clientId, { ...mail, sealedKey: ctx.secrets.seal(key) }, now);
}

/** Links already sent for the account stop working (its address changed: they went to the old one). */
export async function withdrawInvitations(tx: Queryable, accountId: number): Promise<void> {
  await tx.query('DELETE FROM account_invitations WHERE account_id = $1 AND used_at IS NULL', [accountId]);
}

export interface ValidInvitation {
  keyHash: string;
  accountId: number;
  clientId: number;
  emailAddress: string;
  clientName: string;
  /** The account and its client are active: only then may it set a password and sign in. */
  isActive: boolean;
}

/**
 * The unspent, unexpired invitation of `key` for an account without a password yet, or null; `lock` holds it for the
 * redeeming transaction.
 */
export async function findInvitation(db: Queryable, key: string, now: Date, lock = false): Promise<ValidInvitation | null> {
  const [row] = await db.query<ValidInvitation>(
    `SELECT i.key_hash AS "keyHash", i.account_id AS "accountId", i.client_id AS "clientId", a.email_address AS "emailAddress",
            c.name AS "clientName", a.is_active AND c.is_active AS "isActive"
     FROM account_invitations i JOIN accounts a ON a.id = i.account_id JOIN clients c ON c.id = i.client_id
     WHERE i.key_hash = $1 AND i.used_at IS NULL AND i.expires_at > $2 AND a.password_hash IS NULL${lock ? ' FOR UPDATE OF i, a' : ''}`,
    [hashToken(key), now]);
  return row ?? null;
}

/** Spends the key and sets the password (already hashed); every other link of the account stops working too. */
export async function redeemInvitation(tx: Queryable, invitation: ValidInvitation, passwordHash: string, now: Date): Promise<void> {
  await tx.query('UPDATE account_invitations SET used_at = $2 WHERE key_hash = $1', [invitation.keyHash, now]);
  await tx.query('DELETE FROM account_invitations WHERE account_id = $1 AND key_hash <> $2', [invitation.accountId, invitation.keyHash]);
  await tx.query('UPDATE accounts SET password_hash = $2, updated_at = $3, version = version + 1 WHERE id = $1', [invitation.accountId, passwordHash, now]);
}
