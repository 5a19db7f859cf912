import type { DeletedRecord, HistoryActor, HistoryChange, HistoryEntry } from '../../contract/types/history';
import type { HistoryKind } from '../../contract/paths/history';
import type { Queryable } from '../db/db';
import type { HistoryKindRules } from './kinds';

/**
 * The record history as the app reads it (contract/types/history.ts): the rows migration 0048's trigger wrote for a
 * record and for its child lists, one entry per transaction (one save), newest first. Field names are the record's
 * fields; the version, the client and the parent's key are not changes anyone made.
 */

export const PAGE_SIZE = 50;

type Json = Record<string, unknown>;

export interface HistoryRow {
  id: string | number;
  at: Date | string;
  tx: string | number;
  table_name: string;
  record_key: string;
  parent_table: string | null;
  parent_key: string | null;
  client_id: number | null;
  action: 'create' | 'update' | 'delete';
  actor_id: number | null;
  acting_client_id: number | null;
  as_subsupervisor: boolean;
  before: Json | null;
  after: Json | null;
  secrets: string[] | null;
  actor_name: string | null;
  acting_for: string | null;
}

/**
 * A change's row before it: the trigger keeps only the row after each create and change (migration 0048), so the
 * row before a change is the one its record's previous history row left. Null when retention removed that one.
 */
export const BEFORE_SQL = `coalesce(h.before, CASE WHEN h.action = 'update' THEN (SELECT p.after FROM record_history p
  WHERE p.table_name = h.table_name AND p.record_key = h.record_key AND p.id < h.id ORDER BY p.id DESC LIMIT 1) END) AS before`;

/** The columns a history row is read with: who acted by their name now ("#id" once the account is gone). */
export const HISTORY_COLUMNS = `h.id, h.at, h.tx, h.table_name, h.record_key, h.parent_table, h.parent_key, h.client_id, h.action, h.actor_id,
  h.acting_client_id, h.as_subsupervisor, ${BEFORE_SQL}, h.after, h.secrets,
  coalesce(nullif(concat_ws(' ', a.first_name, nullif(a.prefix_surname, ''), a.surname), ''), '#' || h.actor_id) AS actor_name,
  c.display_name AS acting_for`;
export const HISTORY_JOINS = 'LEFT JOIN accounts a ON a.id = h.actor_id LEFT JOIN clients c ON c.id = h.acting_client_id';

const NOT_CHANGES = new Set(['version', 'client_id']);

export const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export function actorOf(row: Pick<HistoryRow, 'actor_id' | 'actor_name' | 'acting_for' | 'as_subsupervisor'>): HistoryActor | null {
  if (row.actor_id === null) return null;
  return { id: row.actor_id, name: row.actor_name ?? `#${row.actor_id}`, actingFor: row.acting_for, asSubsupervisor: row.as_subsupervisor };
}

const iso = (at: Date | string) => new Date(at).toISOString();

/** A child row as the value of its list: its one remaining column, or its columns; a file by its name. */
function childValue(row: Json, parentColumn: string | undefined, column: string | undefined, fileNames: Map<string, string>): unknown {
  if (column) return row[column];
  const rest = Object.entries(row).filter(([c]) => c !== 'client_id' && c !== parentColumn && c !== 'id');
  const blob = row.blob_id;
  if (blob !== undefined && blob !== null) return fileNames.get(String(blob)) ?? `#${String(blob)}`;
  if (rest.length === 1) return rest[0]![1];
  return Object.fromEntries(rest.map(([c, v]) => [camelCase(c), v]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The columns a change changed: the trigger keeps whole rows (migration 0048), so they are told apart here. */
export function changedColumns(row: Pick<HistoryRow, 'before' | 'after'>): string[] {
  const after = row.after ?? {};
  return Object.keys(after).filter((column) => !row.before || !same(row.before[column], after[column]));
}

/** One save's rows as one entry: the record's own fields, then each child list's additions and removals. */
function entryOf(rows: HistoryRow[], kind: HistoryKindRules, fileNames: Map<string, string>): HistoryEntry {
  const own = rows.filter((r) => r.parent_table === null);
  // One save may write the record more than once (a create, then a rule that sets a field of the new row): from how
  // it was before the first write to how it was after the last.
  const first = own[0];
  const last = own.at(-1);
  const action = first?.action === 'create' ? 'create' : last?.action === 'delete' ? 'delete' : 'update';
  const field = (column: string) => kind.columnFields?.[column] ?? camelCase(column);
  const changes: HistoryChange[] = [];
  if (first && last && action !== 'delete') {
    for (const column of changedColumns({ before: first.before, after: last.after })) {
      const after = last.after![column];
      if (NOT_CHANGES.has(column) || (action === 'create' && (column === 'id' || after === null))) continue;
      changes.push({ field: field(column), before: first.before?.[column] ?? null, after });
    }
    for (const secret of new Set(own.flatMap((r) => r.secrets ?? []))) changes.push({ field: field(secret), secret: true });
  }
  const lists = new Map<string, { added: unknown[]; removed: unknown[] }>();
  for (const row of rows.filter((r) => r.parent_table !== null)) {
    const child = kind.childFields?.[row.table_name];
    const name = child?.field ?? camelCase(row.table_name);
    const list = lists.get(name) ?? { added: [], removed: [] };
    lists.set(name, list);
    const values = row.before ?? row.after ?? {};
    const parentColumn = Object.keys(values).find((c) => c !== 'client_id' && c !== 'id' && String(values[c]) === row.parent_key);
    if (row.action !== 'create' && row.before) list.removed.push(childValue(row.before, parentColumn, child?.column, fileNames));
    if (row.action !== 'delete' && row.after) list.added.push(childValue(row.after, parentColumn, child?.column, fileNames));
  }
  for (const [name, { added, removed }] of lists) {
    // The kit replaces a list whole (delete all, insert the sent): what was both removed and added did not change.
    const kept = added.filter((a) => removed.some((r) => same(a, r)));
    const plus = added.filter((a) => !kept.some((k) => same(a, k)));
    const minus = removed.filter((r) => !kept.some((k) => same(r, k)));
    if (plus.length > 0 || minus.length > 0) changes.push({ field: name, added: plus, removed: minus });
  }
  const newest = rows.reduce((a, b) => (Number(b.id) > Number(a.id) ? b : a));
  return { id: Number(newest.id), at: iso(newest.at), action, actor: actorOf(newest), changes };
}

/**
 * A page of one record's history: up to PAGE_SIZE saves older than `before` (an entry id), newest first, and whether
 * more follow. `clientId` null: a provider-wide record's.
 */
export async function historyPage(db: Queryable, kind: HistoryKindRules, clientId: number | null, id: number, before?: number):
Promise<{ entries: HistoryEntry[]; more: boolean }> {
  const key = String(id);
  const match = '((h.table_name = $1 AND h.record_key = $2) OR (h.parent_table = $1 AND h.parent_key = $2)) AND h.client_id IS NOT DISTINCT FROM $3';
  const groups = await db.query<{ tx: string }>(
    `SELECT h.tx FROM record_history h WHERE ${match} GROUP BY h.tx HAVING $4::bigint IS NULL OR max(h.id) < $4::bigint
     ORDER BY max(h.id) DESC LIMIT ${PAGE_SIZE + 1}`, [kind.table, key, clientId, before ?? null]);
  const txs = groups.slice(0, PAGE_SIZE).map((g) => String(g.tx));
  if (txs.length === 0) return { entries: [], more: false };
  const rows = await db.query<HistoryRow>(
    `SELECT ${HISTORY_COLUMNS} FROM record_history h ${HISTORY_JOINS} WHERE ${match} AND h.tx = ANY ($4::bigint[]) ORDER BY h.id`,
    [kind.table, key, clientId, txs]);
  const fileNames = await namesOfFiles(db, rows);
  const byTx = new Map<string, HistoryRow[]>();
  for (const row of rows) byTx.set(String(row.tx), [...(byTx.get(String(row.tx)) ?? []), row]);
  const entries = txs.map((tx) => entryOf(byTx.get(tx)!, kind, fileNames)).filter((e) => e.changes.length > 0 || e.action !== 'update');
  return { entries, more: groups.length > PAGE_SIZE };
}

/** Attachments name their file by its blob: the file's name as it is, or as the history last knew it. */
async function namesOfFiles(db: Queryable, rows: HistoryRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => [r.before?.blob_id, r.after?.blob_id]).filter((b) => b !== undefined && b !== null).map(String))];
  if (ids.length === 0) return new Map();
  const found = await db.query<{ id: string; name: string }>(
    `SELECT DISTINCT ON (h.record_key) h.record_key AS id, coalesce(h.after, h.before) ->> 'original_file_name' AS name
     FROM record_history h WHERE h.table_name = 'blobs' AND h.record_key = ANY ($1::text[]) ORDER BY h.record_key, h.id DESC`, [ids]);
  return new Map(found.map((f) => [f.id, f.name]));
}

/** What names a record in a list of deleted ones: a person's name, else its first naming column, else its id. */
export function labelOf(row: Json, id: string): string {
  const person = [row.first_name, row.prefix_surname, row.surname].filter((p) => typeof p === 'string' && p !== '').join(' ');
  if (person) return person;
  for (const column of ['display_name', 'name', 'question', 'title', 'subject', 'description', 'sender_name', 'email_address', 'code', 'component_nr', 'category_number']) {
    const value = row[column];
    if (value !== undefined && value !== null && value !== '') return String(value);
  }
  return `#${id}`;
}

/**
 * The kind's records deleted within the retention and not restored since, newest first: a hard delete's last row
 * with no create after it, or a soft-deleted row still flagged with the change that flagged it.
 */
export async function deletedRecords(db: Queryable, kindName: HistoryKind, kind: HistoryKindRules, clientId: number | null): Promise<DeletedRecord[]> {
  const rows = kind.deletedFlag
    ? await db.query<HistoryRow & { current: Json }>(
      `SELECT ${HISTORY_COLUMNS}, to_jsonb(t) AS current FROM ${kind.table} t
       JOIN LATERAL (SELECT * FROM record_history x WHERE x.table_name = $1 AND x.record_key = t.id::text
         AND (x.after ->> '${kind.deletedFlag}')::boolean ORDER BY x.id DESC LIMIT 1) h ON true ${HISTORY_JOINS}
       WHERE t.client_id IS NOT DISTINCT FROM $2 AND t.${kind.deletedFlag} ORDER BY h.id DESC LIMIT 200`, [kind.table, clientId])
    : await db.query<HistoryRow & { current: Json }>(
      `SELECT ${HISTORY_COLUMNS}, h.before AS current FROM record_history h ${HISTORY_JOINS}
       WHERE h.table_name = $1 AND h.action = 'delete' AND h.parent_table IS NULL AND h.client_id IS NOT DISTINCT FROM $2
         AND NOT EXISTS (SELECT 1 FROM record_history l WHERE l.table_name = h.table_name AND l.record_key = h.record_key AND l.id > h.id)
       ORDER BY h.id DESC LIMIT 200`, [kind.table, clientId]);
  return rows.map((r) => ({ kind: kindName, id: Number(r.record_key), at: iso(r.at), actor: actorOf(r), label: labelOf(r.current, r.record_key) }));
}
