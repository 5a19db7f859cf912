import type { Queryable } from '../db/db';
import { conflict, notFound } from '../plugins/http-errors';
import { uniqueViolation } from '../db/unique-violation';
import { BEFORE_SQL, camelCase, changedColumns, type HistoryRow } from './read';
import type { HistoryKindRules } from './kinds';

/**
 * Undoing a delete (issue 39 point 3): everything the deleting transaction recorded is reverted — the rows it deleted
 * come back as they were, with their ids (parents before children: a category before its fuels, a file before the
 * attachment naming it), and what it changed is changed back (a soft delete's flag). Each restored row's version
 * rises, so an edit begun before the delete is not taken for current. The database's own rules decide what can no
 * longer be: a unique value taken meanwhile or a parent deleted since refuse the restore with the reason (409), and
 * nothing is written. Secrets were never recorded: a restored SMTP password or account password is empty.
 */

type Json = Record<string, unknown>;

/** The delete to undo: the record's last delete (or, for a soft delete, the change that set its flag), not undone since. */
export interface Deletion {
  id: string;
  tx: string;
  actor_id: number | null;
  client_id: number | null;
  /** Seconds since, by the database's clock (the one that wrote `at`). */
  age: number;
}

export async function findDeletion(db: Queryable, kind: HistoryKindRules, clientId: number | null, id: number): Promise<Deletion | null> {
  const key = String(id);
  const [row] = kind.deletedFlag
    ? await db.query<Deletion>(
      `SELECT h.id, h.tx, h.actor_id, h.client_id, extract(epoch FROM now() - h.at)::float8 AS age FROM ${kind.table} t
       JOIN LATERAL (SELECT * FROM record_history x WHERE x.table_name = $1 AND x.record_key = $2 AND (x.after ->> '${kind.deletedFlag}')::boolean
         ORDER BY x.id DESC LIMIT 1) h ON true
       WHERE t.id = $3 AND t.client_id IS NOT DISTINCT FROM $4 AND t.${kind.deletedFlag}`, [kind.table, key, id, clientId])
    : await db.query<Deletion>(
      `SELECT h.id, h.tx, h.actor_id, h.client_id, extract(epoch FROM now() - h.at)::float8 AS age FROM record_history h
       WHERE h.table_name = $1 AND h.record_key = $2 AND h.parent_table IS NULL AND h.client_id IS NOT DISTINCT FROM $3
         AND h.id = (SELECT max(l.id) FROM record_history l WHERE l.table_name = $1 AND l.record_key = $2)
         AND h.action = 'delete'`, [kind.table, key, clientId]);
  return row ?? null;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const quoted = (name: string) => {
  if (!IDENTIFIER.test(name)) throw new Error(`restore: unexpected identifier ${name}`);
  return `"${name}"`;
};

interface TableFacts {
  keys: string[];
  hasClient: boolean;
  /** Tables this one references: restored before it. */
  parents: string[];
}

async function tableFacts(tx: Queryable, tables: string[]): Promise<Map<string, TableFacts>> {
  const rows = await tx.query<{ table: string; keys: string[]; has_client: boolean; parents: string[] | null }>(
    `SELECT c.relname AS table,
       (SELECT array_agg(a.attname::text ORDER BY k.o) FROM pg_index i CROSS JOIN unnest(i.indkey) WITH ORDINALITY AS k(attnum, o)
          JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum WHERE i.indrelid = c.oid AND i.indisprimary) AS keys,
       EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'client_id' AND NOT a.attisdropped) AS has_client,
       (SELECT array_agg(DISTINCT f.confrelid::regclass::text) FROM pg_constraint f WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS parents
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relname = ANY ($1::text[])`, [tables]);
  return new Map(rows.map((r) => [r.table, { keys: r.keys, hasClient: r.has_client, parents: r.parents ?? [] }]));
}

/** Parents first: a table comes after every table of the set it references. */
function parentsFirst(tables: string[], facts: Map<string, TableFacts>): string[] {
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of facts.get(table)?.parents ?? []) if (tables.includes(parent)) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** The recorded row's key condition: its key's values as the trigger wrote them (record_key, without client_id), and its client. */
function keyOf(facts: TableFacts, row: HistoryRow, params: unknown[]): string {
  const recorded = facts.keys.length > 1 ? facts.keys.filter((k) => k !== 'client_id') : facts.keys;
  const values = row.record_key.split(',');
  const conditions = recorded.map((k, i) => `t.${quoted(k)}::text = $${params.push(values[i])}`);
  if (facts.hasClient && !recorded.includes('client_id')) conditions.push(`t.client_id IS NOT DISTINCT FROM $${params.push(row.client_id)}::int`);
  return conditions.join(' AND ');
}

const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';
const NOT_NULL_VIOLATION = '23502';

/** "Key (car_arrangement_id, category_number)=(3, 7) already exists." → ['carArrangementId', 'categoryNumber'], ['3', '7']. */
function keyDetail(detail: string | undefined): { fields: string[]; values: string[] } {
  const match = /Key \((.*?)\)=\((.*?)\)/.exec(detail ?? '');
  if (!match) return { fields: [], values: [] };
  const fields = match[1]!.split(',').map((c) => c.trim().replace(/^COALESCE\((\w+).*$/, '$1').replace(/"/g, ''));
  const values = match[2]!.split(',').map((v) => v.trim());
  return { fields, values };
}

/** The database's refusal as the reason a person reads. */
function refusalOf(error: unknown): string | null {
  const { code, detail, table } = error as { code?: string; detail?: string; table?: string };
  if (uniqueViolation(error)) {
    const { fields, values } = keyDetail(detail);
    const named = fields.map((f, i) => ({ f, v: values[i] })).filter(({ f }) => f !== 'client_id');
    return `It cannot be restored: another record now has the same ${named.map(({ f, v }) => `${camelCase(f)} (${v})`).join(', ') || 'values'}.`;
  }
  if (code === FOREIGN_KEY_VIOLATION) {
    const referenced = /table "(\w+)"/.exec(detail ?? '')?.[1];
    const { fields, values } = keyDetail(detail);
    const own = fields.map((f, i) => ({ f, v: values[i] })).filter(({ f }) => f !== 'client_id' && f !== 'id');
    return `It cannot be restored: what it belongs to is gone (${own.map(({ f, v }) => `${camelCase(f)} ${v}`).join(', ') || referenced || table}).`;
  }
  if (code === CHECK_VIOLATION || code === NOT_NULL_VIOLATION) return 'It cannot be restored: it no longer meets the rules its table has now.';
  return null;
}

/** Reverts every row the deleting transaction recorded; a refusal rolls the whole restore back. */
export async function revertDeletion(tx: Queryable, deletion: Deletion): Promise<void> {
  const rows = await tx.query<HistoryRow>(`SELECT h.id, h.table_name, h.record_key, h.client_id, h.action, ${BEFORE_SQL}, h.after FROM record_history h WHERE h.tx = $1 ORDER BY h.id`, [deletion.tx]);
  if (rows.length === 0) throw notFound('The delete is no longer in the history.');
  const tables = [...new Set(rows.map((r) => r.table_name))];
  const facts = await tableFacts(tx, tables);
  const order = parentsFirst(tables, facts);
  const keyIn = (row: HistoryRow, params: unknown[]) => keyOf(facts.get(row.table_name)!, row, params);
  try {
    // Changes back first, newest first (a soft delete's flag; a binding set to null when its category went).
    for (const row of [...rows].reverse().filter((r) => r.action === 'update')) {
      const params: unknown[] = [];
      const where = keyIn(row, params);
      const [current] = await tx.query<{ row: Json }>(`SELECT to_jsonb(t) AS row FROM ${quoted(row.table_name)} t WHERE ${where} FOR UPDATE`, params);
      if (!current) continue;
      if (!row.before) throw conflict('It cannot be restored: what it was before is older than the history keeps.');
      const changed = changedColumns(row).filter((c) => c !== 'version');
      if (changed.some((c) => JSON.stringify(current.row[c]) !== JSON.stringify(row.after![c]) && JSON.stringify(current.row[c]) !== JSON.stringify(row.before![c]))) {
        throw conflict('It cannot be restored: it was changed again after it was deleted.');
      }
      if (changed.length === 0) continue;
      const set = changed.map((c) => `${quoted(c)} = r.${quoted(c)}`);
      if ('version' in current.row) set.push('version = t.version + 1');
      await tx.query(`UPDATE ${quoted(row.table_name)} t SET ${set.join(', ')} FROM jsonb_populate_record(null::${quoted(row.table_name)}, $${params.push(row.before)}::jsonb) r
        WHERE ${where}`, params);
    }
    // The deleted rows back, parents first.
    for (const table of order) {
      for (const row of rows.filter((r) => r.table_name === table && r.action === 'delete')) {
        const values: Json = { ...row.before };
        if (typeof values.version === 'number') values.version += 1;
        const columns = Object.keys(values).map(quoted).join(', ');
        await tx.query(`INSERT INTO ${quoted(table)} (${columns}) OVERRIDING SYSTEM VALUE
          SELECT ${columns} FROM jsonb_populate_record(null::${quoted(table)}, $1::jsonb)`, [values]);
      }
    }
    // What it created goes again, children first.
    for (const table of [...order].reverse()) {
      for (const row of rows.filter((r) => r.table_name === table && r.action === 'create').reverse()) {
        const params: unknown[] = [];
        await tx.query(`DELETE FROM ${quoted(table)} t WHERE ${keyIn(row, params)}`, params);
      }
    }
  } catch (error) {
    const reason = refusalOf(error);
    throw reason ? conflict(reason) : error;
  }
}
