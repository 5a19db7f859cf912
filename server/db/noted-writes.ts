import { RememberedReads, TransactionWrites } from './remembered-reads';
import { readDependents } from './statement-tables';

/**
 * What PGlite and PostgreSQL share around their remembered reads: every write noted with the tables it changes, and the
 * schema's keys and triggers read again after a statement that may have changed them.
 */
export interface WriteNotes {
  reads: RememberedReads;
  /** Reads the keys and triggers again (statement-tables.ts); until it has, every write forgets everything. */
  readSchema(): Promise<void>;
}

export function writeNotes(reads: RememberedReads, query: (sql: string) => Promise<unknown[]>): WriteNotes {
  let schemaReads = 0;
  return {
    reads,
    async readSchema() {
      const seen = ++schemaReads;
      reads.setDependents(null);
      try {
        const dependents = await readDependents(async (sql) => (await query(sql)) as never[]);
        if (seen === schemaReads) reads.setDependents(dependents);
      } catch {
        // Closed meanwhile, or the catalogue unreadable: dependents stay unknown, every write forgets everything.
      }
    },
  };
}

/**
 * Runs a statement (`run`) that writes `tables` (remembered-reads.ts `writtenTables` or `scriptTables`; empty: it
 * changes no data; null: cannot tell): a read as it is; a write noted before and after it — in a transaction (`tx`)
 * also at its end (`transactionEnded`) — and, when its tables cannot be told, followed by reading the schema again.
 */
export function noted<T>(notes: WriteNotes, tables: readonly string[] | null, run: () => Promise<T>, tx?: TransactionWrites): Promise<T> {
  if (tables && tables.length === 0) return run();
  tx?.note(tables);
  return notes.reads.writing(tables, run).finally(() => {
    if (!tables && !tx) void notes.readSchema();
  });
}

/** A transaction has ended (commit or rollback): what it wrote is forgotten once more, now that others can see it. */
export function transactionEnded(notes: WriteNotes, writes: TransactionWrites): void {
  notes.reads.noteWrite(writes.tables);
  if (!writes.tables) void notes.readSchema();
}
