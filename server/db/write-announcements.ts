/**
 * How several server processes on one PostgreSQL keep the same remembered reads (remembered-reads.ts) correct: every
 * transaction that wrote announces the tables it wrote with `pg_notify` before its COMMIT, so PostgreSQL delivers the
 * announcement only if the commit succeeds (a rolled-back write announces nothing); every process LISTENs on one
 * connection of its own (not a pool client, which would be handed to requests) and forgets what the announced tables
 * touch. While that connection is down the process may miss announcements, so it remembers nothing until it listens
 * again, and then forgets everything once more.
 */

export const WRITES_CHANNEL = 'leasedesk_writes';

/** What a write whose tables cannot be told (DDL, a script) announces: forget everything, read the schema again. */
const EVERYTHING = '*';
/** PostgreSQL refuses a payload of 8,000 bytes or more; a longer list of tables is announced as everything. */
const MAX_PAYLOAD = 7_900;

/** The payload announcing `tables` (null: cannot tell); null when nothing was written (only rows locked). */
export function announcement(tables: readonly string[] | null): string | null {
  if (tables === null) return EVERYTHING;
  if (tables.length === 0) return null;
  const payload = JSON.stringify([...new Set(tables)]);
  return payload.length < MAX_PAYLOAD ? payload : EVERYTHING;
}

/** The tables a payload announces; null for everything, and for anything this version cannot read (forget all: safe). */
export function announcedTables(payload: string | undefined): string[] | null {
  try {
    const tables: unknown = JSON.parse(payload ?? '');
    return Array.isArray(tables) && tables.every((table) => typeof table === 'string') ? tables : null;
  } catch {
    return null;
  }
}

/** The part of pg's Client the listener uses (a fake in the tests). */
export interface ListeningClient {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string | undefined }) => void): unknown;
  on(event: 'error' | 'end', listener: () => void): unknown;
  end(): Promise<void>;
}

export interface ListenOptions {
  /** Opens the dedicated connection. */
  connect(): Promise<ListeningClient>;
  /** Another (or this) process committed writes to `tables` (null: cannot tell). */
  announced(tables: string[] | null): void;
  /** Announcements may be missed from now on. */
  lost(): void;
  /** Listening again: announcements are heard from now on. */
  listening(): void;
  /** The wait before opening the connection again, doubling up to 8 times as much. */
  retryMs?: number;
  /** How often the connection is asked `SELECT 1`, so one that died without a word (no reset) is noticed. */
  heartbeatMs?: number;
}

export interface Listener {
  close(): Promise<void>;
}

const DEFAULT_RETRY_MS = 250;
const DEFAULT_HEARTBEAT_MS = 5_000;

/**
 * Listens on WRITES_CHANNEL. Resolves once listening (the first connection failing is the caller's error: the
 * database is unreachable at start); afterwards a lost connection calls `lost` and is opened again until it listens.
 */
export async function listenForWrites(options: ListenOptions): Promise<Listener> {
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  let closed = false;
  let current: ListeningClient | null = null;
  let timer: NodeJS.Timeout | undefined;

  const later = (fn: () => void, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
    timer.unref();
  };

  const open = async (): Promise<void> => {
    const client = await options.connect();
    if (closed) {
      await client.end();
      return;
    }
    let gone = false;
    const drop = () => {
      if (gone) return;
      gone = true;
      current = null;
      if (closed) return;
      options.lost();
      void client.end().catch(() => undefined);
      reopen(retryMs);
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (message) => {
      if (message.channel === WRITES_CHANNEL) options.announced(announcedTables(message.payload));
    });
    try {
      await client.query(`LISTEN ${WRITES_CHANNEL}`);
    } catch (error) {
      gone = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
    options.listening();
    const beat = () => later(() => {
      if (gone) return;
      // An answer within the next beat, or the connection counts as lost.
      const overdue = setTimeout(drop, heartbeatMs).unref();
      client.query('SELECT 1').then(() => {
        clearTimeout(overdue);
        beat();
      }, drop);
    }, heartbeatMs);
    beat();
  };

  const reopen = (wait: number) => later(() => {
    open().catch(() => {
      if (!closed) reopen(Math.min(wait * 2, retryMs * 8));
    });
  }, wait);

  await open();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await current?.end().catch(() => undefined);
      current = null;
    },
  };
}
