import type { RoleName } from '../../contract/types/core';
import { roleRank } from '../../contract/access/permissions';
import type { Queryable } from '../db/db';
import type { KitReach } from '../kit/declaration';
import { forbidden, notFound } from '../plugins/http-errors';

/**
 * The rules of account administration a schema cannot say (spec 02 §6, §8; issue 18), run by the account
 * declaration (account.ts) inside the write's transaction on the row as it will be.
 */

/** Spec 02 §8: contains "only remaining contact", shown raw by the app. */
export const ONLY_REMAINING_CONTACT = "This account is the client's only remaining contact; make another account supervisor first.";
/** Spec 02 §5 "At least one administrator must receive order e-mails"; the catalogue's text, after the field it is about. */
export const LAST_ORDER_MAIL_RECEIVER = 'body.receivesOrderEmails: At least 1 admin must receive order emails';

type Row = Record<string, unknown>;

const outranks = (role: unknown, writer: RoleName | undefined) => roleRank(role as string) > roleRank(writer);

/**
 * Nobody edits or deletes an account ranked above their own, and nobody gives a role ranked above their own
 * (403 with the reason).
 */
export function checkCeiling(reach: KitReach, stored: Row, sentRole: unknown): void {
  if (stored.role != null && outranks(stored.role, reach.role)) {
    throw forbidden(`You cannot change an account whose role (${String(stored.role)}) ranks above your own.`);
  }
  if (sentRole != null && outranks(sentRole, reach.role)) throw forbidden(`You cannot give the role ${String(sentRole)}: it ranks above your own.`);
}

/** One's own account keeps its role and stays active (400 with the reason, naming the field). */
export function selfRule(reach: KitReach, stored: Row, sent: Row): string | null {
  if (stored.id === undefined || stored.id !== reach.accountId) return null;
  if (sent.role !== undefined && sent.role !== stored.role) return 'body.role: you cannot change the role of your own account';
  if (sent.isActive === false && stored.isActive !== false) return 'body.isActive: you cannot deactivate your own account';
  return null;
}

const SCOPE_TABLES = [
  { field: 'operatingCompanyIds', noun: 'Operating company', sql: 'SELECT id FROM operating_companies WHERE client_id = $1 AND id = ANY ($2::int[]) AND NOT is_deleted', reach: 'operatingCompanyIds' },
  { field: 'carArrangementIds', noun: 'Car arrangement', sql: 'SELECT id FROM car_arrangements WHERE client_id = $1 AND id = ANY ($2::int[])', reach: 'arrangementIds' },
  { field: 'mobilityContainerIds', noun: 'Mobility container', sql: 'SELECT id FROM mobility_containers WHERE client_id = $1 AND id = ANY ($2::int[])', reach: null },
] as const;

/**
 * The scope lists name the acting client's operating companies, arrangements and containers, and a scoped
 * administrator gives only what it reaches itself (404 otherwise, like an unknown id).
 */
export async function checkScopeIds(tx: Queryable, reach: KitReach, sent: Row): Promise<void> {
  for (const table of SCOPE_TABLES) {
    const ids = sent[table.field] as number[] | undefined;
    if (!ids || ids.length === 0) continue;
    const found = new Set((await tx.query<{ id: number }>(table.sql, [reach.clientId, ids])).map((r) => r.id));
    const within = table.reach ? reach[table.reach] : null;
    const missing = ids.find((id) => !found.has(id) || (within != null && !within.includes(id)));
    if (missing !== undefined) throw notFound(`${table.noun} ${missing} was not found.`);
  }
}

const sameIds = (a: unknown, b: unknown) => JSON.stringify([...((a as number[] | null) ?? [])].sort()) === JSON.stringify([...((b as number[] | null) ?? [])].sort());

/** The write changes the account's scope lists (a POST always sets them). */
export const scopeChanges = (stored: Row, sent: Row) =>
  (sent.operatingCompanyIds !== undefined && !sameIds(sent.operatingCompanyIds, stored.operatingCompanyIds))
  || (sent.carArrangementIds !== undefined && !sameIds(sent.carArrangementIds, stored.carArrangementIds));

const hasScope = (row: Row) => ((row.operatingCompanyIds as number[] | null)?.length ?? 0) + ((row.carArrangementIds as number[] | null)?.length ?? 0) > 0;

/** A scoped administrator may not make an account that reaches the whole client: that would reach beyond its own. */
export function checkScopedWriter(reach: KitReach, stored: Row, sent: Row, row: Row, created: boolean): void {
  if (reach.arrangementIds === null || !(created || scopeChanges(stored, sent)) || hasScope(row)) return;
  throw forbidden('You administer part of the client only: give the account operating companies or arrangements within your reach.');
}

/** After a write: an account is scoped exactly when its lists name something (kept when the write leaves them as they were). */
export async function keepScopedFlag(tx: Queryable, row: Row & { id: number }, stored: Row, sent: Row, created: boolean): Promise<void> {
  if (!created && !scopeChanges(stored, sent)) return;
  await tx.query('UPDATE accounts SET is_scoped = $2 WHERE id = $1', [row.id, hasScope(row)]);
}

/** The advisory lock's first key: "a client's contacts" (the second is the client id). */
const CONTACT_LOCK = 180_001;

async function othersCount(tx: Queryable, clientId: number, id: unknown, condition: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM accounts WHERE client_id = $1 AND id IS DISTINCT FROM $2 AND is_active AND ${condition}`, [clientId, id ?? null]);
  return row?.n ?? 0;
}

/**
 * Spec 02 §8: the client's last active supervisor is not deleted, deactivated or demoted below supervisor (409),
 * and §5: the last active account receiving order e-mails keeps receiving them (400; on delete 409).
 * `after` is the row as it will be, or null when it is deleted.
 */
export async function contactRules(tx: Queryable, clientId: number, stored: Row, after: Row | null): Promise<{ conflict?: string; reason?: string }> {
  const active = (row: Row | null) => row !== null && row.isActive !== false;
  const wasContact = stored.role === 'supervisor' && active(stored);
  const wasReceiver = stored.receivesOrderEmails === true && active(stored);
  if (!wasContact && !wasReceiver) return {};
  // Two administrators stepping down at once must not both count the other as the remaining one: one client's
  // such writes take turns (a transaction lock, not row locks, which two writes could take in opposite orders).
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [CONTACT_LOCK, clientId]);
  const staysContact = after !== null && active(after) && roleRank(after.role as string) >= roleRank('supervisor');
  if (wasContact && !staysContact && (await othersCount(tx, clientId, stored.id, "role = 'supervisor'")) === 0) return { conflict: ONLY_REMAINING_CONTACT };
  const staysReceiver = after !== null && active(after) && after.receivesOrderEmails !== false;
  if (wasReceiver && !staysReceiver && (await othersCount(tx, clientId, stored.id, 'receives_order_emails')) === 0) {
    return after === null ? { conflict: LAST_ORDER_MAIL_RECEIVER.replace(/^body\.receivesOrderEmails: /, '') } : { reason: LAST_ORDER_MAIL_RECEIVER };
  }
  return {};
}

/** The account as stored, for a DELETE's rules. */
export async function storedAccount(tx: Queryable, clientId: number, id: number): Promise<Row> {
  const [row] = await tx.query<Row>(
    'SELECT id, role, is_active AS "isActive", receives_order_emails AS "receivesOrderEmails" FROM accounts WHERE client_id = $1 AND id = $2', [clientId, id]);
  return row ?? {};
}
