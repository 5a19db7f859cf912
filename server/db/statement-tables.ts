/**
 * Which tables a statement reads and writes, and which tables a write to one table may change besides it — so the
 * remembered reads (remembered-reads.ts) forget only the answers a write can have changed. Every answer here errs
 * on the safe side: `null` means "cannot tell", and the caller then forgets everything.
 */

/** The tables a statement writes (not `FOR UPDATE SKIP LOCKED`, `DO UPDATE SET`, `FOR UPDATE OF`). */
const WRITE_TARGET = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?!set\b|skip\b|nowait\b|of\b)([\w."]+)/gi;
/** A table (or function, CTE or column: naming too many only forgets more) after FROM or JOIN. */
const READ_SOURCE = /\b(?:from|join)\s+(?:only\s+)?((?:"[^"]+"|[a-z_][\w$]*)(?:\.(?:"[^"]+"|[a-z_][\w$]*))?)/gi;
/** `FROM a, b` or `FROM a x, b`: a comma join, whose second table READ_SOURCE would miss. */
const COMMA_JOIN = /\bfrom\s+(?:only\s+)?[\w."]+(?:\s+(?:as\s+)?(?!where\b|join\b|order\b|group\b|limit\b|on\b)[a-z_]\w*)?\s*,/i;

/** `public.drivers`, `"drivers"` and `Drivers` are one table: `drivers`. */
export function tableName(name: string): string {
  const plain = name.replace(/"/g, '').toLowerCase();
  return plain.startsWith('public.') ? plain.slice('public.'.length) : plain;
}

/** The tables a write names as its targets; empty when it names none (DDL, a sequence, a lock, BEGIN). */
export const writeTargets = (sql: string): string[] => [...sql.matchAll(WRITE_TARGET)].map((match) => tableName(match[1]!));

/** The tables a read reads; null when it cannot tell (a comma join). */
export function tablesRead(sql: string): ReadonlySet<string> | null {
  if (COMMA_JOIN.test(sql)) return null;
  return new Set([...sql.matchAll(READ_SOURCE)].map((match) => tableName(match[1]!)));
}

/**
 * For each table, the tables a write to it may change too: those whose foreign keys cascade or set null/default
 * from it, those its triggers write, and the views that read it (a read names the view, not its tables). `*` among
 * them: a trigger runs SQL built at run time (EXECUTE), so anything. Read from the catalogue, so a migration that adds
 * a key, a trigger or a view is followed. Not followed: a function called in a select list that reads tables itself
 * (the schema has none; a read through one would need its tables named in the statement).
 */
export type Dependents = ReadonlyMap<string, readonly string[]>;

export const EVERYTHING = '*';

type Query = <T>(sql: string) => Promise<T[]>;

export async function readDependents(query: Query): Promise<Dependents> {
  const keys = await query<{ source: string; target: string }>(
    `SELECT c.confrelid::regclass::text AS source, c.conrelid::regclass::text AS target FROM pg_constraint c
     WHERE c.contype = 'f' AND (c.confdeltype IN ('c', 'n', 'd') OR c.confupdtype IN ('c', 'n', 'd'))`);
  const triggers = await query<{ source: string; body: string }>(
    'SELECT t.tgrelid::regclass::text AS source, p.prosrc AS body FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid WHERE NOT t.tgisinternal');
  const dependents = new Map<string, string[]>();
  const add = (source: string, targets: string[]) => {
    const key = tableName(source);
    dependents.set(key, [...(dependents.get(key) ?? []), ...targets]);
  };
  // A view's rule depends on every table it reads; nested views follow through changedBy.
  const views = await query<{ source: string; target: string }>(
    `SELECT DISTINCT d.refobjid::regclass::text AS source, r.ev_class::regclass::text AS target FROM pg_rewrite r
     JOIN pg_depend d ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid AND d.refclassid = 'pg_class'::regclass
     WHERE r.rulename = '_RETURN' AND d.refobjid <> r.ev_class`);
  for (const { source, target } of [...keys, ...views]) add(source, [tableName(target)]);
  for (const { source, body } of triggers) add(source, /\bexecute\b/i.test(body) ? [EVERYTHING] : writeTargets(body));
  return dependents;
}

/** The tables a write to `written` may change: them, and what depends on them, transitively. */
export function changedBy(written: readonly string[], dependents: Dependents): Set<string> {
  const changed = new Set<string>();
  const next = [...written];
  while (next.length > 0) {
    const table = next.pop()!;
    if (changed.has(table)) continue;
    changed.add(table);
    next.push(...(dependents.get(table) ?? []));
  }
  return changed;
}
