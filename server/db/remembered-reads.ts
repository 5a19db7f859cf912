import type { Queryable } from './interface';
import { changedBy, EVERYTHING, tablesRead, writeTargets, type Dependents } from './statement-tables';

/**
 * Reads the database may answer from memory until a write that can change them (issue 21 point 3).
 * PGlite runs one statement at a time for the whole server, so a list page that also counts every match (100,000
 * drivers) holds every other request up; on PostgreSQL each page costs planning and round trips that 50 clients
 * queue behind. Remembering the count and the page until something writes takes them out of that queue. This is
 * safe only where this process learns of every write: PGlite's folder is locked to one process (lock.ts); on
 * PostgreSQL every write announces its tables at commit and each process listens (write-announcements.ts), and while
 * it cannot listen it remembers nothing (`pause`).
 *
 * A write is any statement that is not a plain SELECT/WITH read, every exec, and every transaction's end. A write
 * forgets the answers that read a table it writes or one that depends on it (foreign keys that cascade, triggers:
 * statement-tables.ts), before and after it runs; a write whose tables it cannot tell (DDL, exec, a lock) forgets
 * everything. An answer is kept only when no such write began or ended while it was read (its entry is in place from
 * before the read, and forgetting removes it: a per-answer generation check), so a read issued after a write has
 * been answered always sees that write, and an answer read before another node's commit but finished after its
 * announcement arrived is not kept.
 */

/** Words that make a SELECT/WITH statement a write (a data-modifying CTE, a sequence, a row lock). */
const WRITING_WORDS = /\b(insert|update|delete|merge|truncate|nextval|setval|lock)\b/i;
/** SQL whose answer changes with the clock or by chance: never remembered. */
const NOT_REPEATABLE = /\b(now|current_date|current_timestamp|localtimestamp|clock_timestamp|statement_timestamp|random)\b/i;

/**
 * How many answers are kept at most (the oldest goes first), and the most rows an
 * answer may have to be kept (a page of 20 drivers is 21): the memory stays bounded, some 20 MB at worst.
 */
const MAX_ENTRIES = 200;
const MAX_ROWS = 100;

/**
 * Whether a statement may change the app's data. pg-boss's own writes (its schema `pgboss.`, a poll every few
 * seconds per queue) do not: with them counted, the queue's polling would forget every answer within a second.
 */
export function changesData(sql: string): boolean {
  if (/^\s*(select|with)\b/i.test(sql) && !WRITING_WORDS.test(sql)) return false;
  const targets = writeTargets(sql);
  return targets.length === 0 || !targets.every((target) => target.startsWith('pgboss.'));
}

/** A row lock (`FOR UPDATE`, `FOR NO KEY UPDATE OF t`, `FOR SHARE … SKIP LOCKED`): it changes no data. */
const ROW_LOCK = /\bfor\s+(?:no\s+key\s+|key\s+)?(?:update|share)(?:\s+of\s+[\w."]+(?:\s*,\s*[\w."]+)*)?(?:\s+(?:nowait|skip\s+locked))?/gi;

/**
 * The tables a write changes as it names them: none for a read that only locks rows; null when it names none (DDL,
 * a sequence, a table lock): anything.
 */
export function writtenTables(sql: string): string[] | null {
  if (!changesData(sql) || !changesData(sql.replace(ROW_LOCK, ' '))) return [];
  const targets = writeTargets(sql);
  return targets.length === 0 ? null : targets;
}

/** What in a script may change the schema or run SQL that cannot be read here (a DO block, a procedure). */
const SCRIPT_ANYTHING = /\b(create|alter|drop|grant|revoke|comment|truncate|call|execute|copy)\b|\bdo\s*\$/i;

/**
 * The tables a script (several statements through exec) changes: none when it writes only the job queue's own tables
 * (pg-boss's maintenance, every two minutes on every node: a lock and a DELETE or INSERT in `pgboss.` per script),
 * else null: anything (migrations, DDL).
 */
export function scriptTables(sql: string): string[] | null {
  const targets = writeTargets(sql);
  return targets.length > 0 && targets.every((target) => target.startsWith('pgboss.')) && !SCRIPT_ANYTHING.test(sql) ? [] : null;
}

/**
 * Freezes a remembered answer, its rows and what they hold (arrays, json objects), once, when it is read: every
 * request that gets it shares these very objects, so a caller that changed one would change the next answer.
 * Frozen, such a change throws (modules are strict) instead. Cheaper than a copy for every request; a Date stays
 * changeable through its setters, which no caller uses.
 */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date) && !ArrayBuffer.isView(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

interface Entry {
  rows: Promise<readonly unknown[]>;
}

/** What is known of a statement text: whether it may be remembered, and the tables it reads (null: it cannot tell). */
interface Statement {
  repeatable: boolean;
  tables: ReadonlySet<string> | null;
}

export class RememberedReads {
  /** By statement, then by its parameters: the long SQL text is hashed once a read, never joined to the parameters. */
  private readonly entries = new Map<string, Map<string, Entry>>();
  private size = 0;
  /** Decided once per statement text. */
  private readonly statements = new Map<string, Statement>();
  /** What a write to a table may change besides it; null while unknown (before it is read, after DDL): then a write forgets all. */
  private dependents: Dependents | null = null;
  /** False while this process may miss another's writes (PostgreSQL's listening connection is down): nothing is kept. */
  private remembering = true;

  setDependents(dependents: Dependents | null): void {
    this.dependents = dependents;
  }

  /** Forgets everything and keeps nothing until `resume`: writes may now happen that this process does not hear of. */
  pause(): void {
    this.remembering = false;
    this.forgetAll();
  }

  /** Remembers again; what was read while paused was never kept, but forget all once more: some reads overlapped the gap. */
  resume(): void {
    this.forgetAll();
    this.remembering = true;
  }

  private forgetAll(): void {
    this.entries.clear();
    this.size = 0;
  }

  /** Forgets what a write to `tables` may change (null: it cannot tell, so everything). Called before and after every write. */
  noteWrite(tables: readonly string[] | null = null): void {
    const changed = tables && this.dependents ? changedBy(tables, this.dependents) : null;
    if (!changed || changed.has(EVERYTHING)) {
      this.forgetAll();
      return;
    }
    for (const [sql, bySql] of this.entries) {
      const read = this.statements.get(sql)?.tables;
      if (read && ![...read].some((table) => changed.has(table))) continue;
      this.entries.delete(sql);
      this.size -= bySql.size;
    }
  }

  /** Runs a write (`run`) to `tables` (null: cannot tell), noting it before and after, also when it fails. */
  async writing<T>(tables: readonly string[] | null, run: () => Promise<T>): Promise<T> {
    this.noteWrite(tables);
    try {
      return await run();
    } finally {
      this.noteWrite(tables);
    }
  }

  private statementOf(sql: string): Statement {
    let known = this.statements.get(sql);
    if (known === undefined) {
      known = { repeatable: !NOT_REPEATABLE.test(sql), tables: tablesRead(sql) };
      // Forgotten statements are "cannot tell" to noteWrite, which then forgets their answers: safe.
      if (this.statements.size >= MAX_ENTRIES * 2) this.statements.clear();
      this.statements.set(sql, known);
    }
    return known;
  }

  /** Drops the oldest answer (Maps keep insertion order) once more than MAX_ENTRIES are kept. */
  private trim(): void {
    if (++this.size <= MAX_ENTRIES) return;
    const [oldestSql, oldest] = this.entries.entries().next().value!;
    oldest.delete(oldest.keys().next().value!);
    if (oldest.size === 0) this.entries.delete(oldestSql);
    this.size--;
  }

  /**
   * The answer to `sql` with `params`: remembered, shared with an identical read under way, or read by `run`.
   * A remembered answer is frozen (see `frozen`): read it, copy what you change.
   */
  async read<T>(sql: string, params: unknown[], run: () => Promise<T[]>): Promise<readonly T[]> {
    if (!this.remembering || !this.statementOf(sql).repeatable) return run();
    const key = JSON.stringify(params);
    let bySql = this.entries.get(sql);
    const known = bySql?.get(key);
    if (known) return known.rows as Promise<readonly T[]>;
    if (!bySql) this.entries.set(sql, (bySql = new Map()));
    const entry: Entry = { rows: run().then(frozen) };
    bySql.set(key, entry);
    this.trim();
    // A write that began or ended meanwhile has dropped the entry (noteWrite): the answer is then not kept.
    const forget = () => {
      const current = this.entries.get(sql);
      if (current?.get(key) !== entry) return;
      current.delete(key);
      this.size--;
      if (current.size === 0) this.entries.delete(sql);
    };
    try {
      const rows = await entry.rows;
      if (rows.length > MAX_ROWS) forget();
      return rows as readonly T[];
    } catch (error) {
      forget();
      throw error;
    }
  }
}

/** The tables a transaction's statements wrote, noted once more at its end; null once one wrote what cannot be told (DDL, exec). */
export class TransactionWrites {
  tables: string[] | null = [];

  note(tables: readonly string[] | null): void {
    this.tables = tables && this.tables ? [...this.tables, ...tables] : null;
  }
}

/**
 * A read that may be answered from memory until the database's next write that can change it (a list's count, its
 * page, the caller's reach, the token lookup); a plain query in a transaction.
 */
export function rememberedQuery<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<readonly T[]> {
  return db.remembered ? db.remembered<T>(sql, params) : db.query<T>(sql, params);
}
