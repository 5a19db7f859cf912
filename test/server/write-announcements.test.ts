import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RememberedReads } from '../../server/db/remembered-reads';
import {
  announcedTables, announcement, listenForWrites, WRITES_CHANNEL, type Listener, type ListeningClient,
} from '../../server/db/write-announcements';

/**
 * The remembered reads of several processes on one PostgreSQL (issue 21 point 3), without a database: a fake listening
 * connection delivers announcements, drops, and hangs; a fake clock runs the reconnects and heartbeats.
 */

/** A connection the test drives: `announce` delivers a notification, `drop` ends it as a killed backend would. */
class FakeConnection extends EventEmitter implements ListeningClient {
  ended = false;
  /** Answer `SELECT 1` (the heartbeat)? A hung connection does not. */
  answers = true;
  readonly statements: string[] = [];

  async query(sql: string): Promise<unknown> {
    this.statements.push(sql);
    if (sql === 'SELECT 1' && !this.answers) return new Promise(() => undefined);
    return {};
  }

  async end(): Promise<void> {
    this.ended = true;
  }

  announce(payload: string): void {
    this.emit('notification', { channel: WRITES_CHANNEL, payload });
  }

  drop(): void {
    this.emit('error', new Error('terminating connection due to administrator command'));
  }
}

/** A read whose answer the test hands over when it likes, counting how often the database was asked. */
function database(initial: string) {
  let value = initial;
  let pending: (() => void) | null = null;
  let held = false;
  const db = {
    runs: 0,
    set(next: string) {
      value = next;
    },
    /** The next read waits until `release`, then answers what the database held when it began. */
    hold() {
      held = true;
    },
    release() {
      pending?.();
      pending = null;
    },
    run: () => {
      db.runs++;
      const seen = [{ v: value }];
      if (!held) return Promise.resolve(seen);
      held = false;
      return new Promise<{ v: string }[]>((resolve) => (pending = () => resolve(seen)));
    },
  };
  return db;
}

const SQL = 'SELECT v FROM drivers d WHERE d.id = $1';
let listener: Listener | undefined;

afterEach(async () => {
  await listener?.close();
  listener = undefined;
  vi.useRealTimers();
});

/** Reads wired to a listener over fake connections, as postgres.ts wires them to pg. */
async function listening(options: { retryMs?: number; heartbeatMs?: number } = {}) {
  const reads = new RememberedReads();
  // No keys or triggers: a write to a table changes that table alone (as statement-tables.ts reads the catalogue).
  reads.setDependents(new Map());
  reads.pause();
  const connections: FakeConnection[] = [];
  let refuse = false;
  listener = await listenForWrites({
    ...options,
    async connect() {
      if (refuse) throw new Error('connection refused');
      const connection = new FakeConnection();
      connections.push(connection);
      return connection;
    },
    announced: (tables) => reads.noteWrite(tables),
    lost: () => reads.pause(),
    listening: () => reads.resume(),
  });
  return { reads, connections, refuseConnections: (on: boolean) => (refuse = on) };
}

describe('announcements', () => {
  it('name the tables a transaction wrote, everything for what cannot be told, and nothing for a transaction that only locked rows', () => {
    expect(announcedTables(announcement(['drivers', 'orders', 'drivers'])!)).toEqual(['drivers', 'orders']);
    expect(announcement([])).toBeNull();
    expect(announcedTables(announcement(null)!)).toBeNull();
    // PostgreSQL refuses payloads of 8,000 bytes: a transaction over very many tables announces everything.
    expect(announcement(Array.from({ length: 1_000 }, (_, i) => `table_${i}`))).toBe('*');
    for (const odd of [undefined, '', 'drivers', '{"a":1}', '[1,2]']) expect(announcedTables(odd)).toBeNull();
  });
});

describe('remembered reads kept by announcements', () => {
  it('forgets what another process wrote when its announcement arrives, and keeps answers to other tables', async () => {
    const { reads, connections } = await listening();
    expect(connections[0]!.statements).toEqual([`LISTEN ${WRITES_CHANNEL}`]);
    const db = database('old');
    expect(await reads.read(SQL, [1], db.run)).toEqual([{ v: 'old' }]);
    expect(await reads.read(SQL, [1], db.run)).toEqual([{ v: 'old' }]);
    expect(db.runs).toBe(1);

    db.set('new');
    connections[0]!.announce(JSON.stringify(['orders']));
    expect(await reads.read(SQL, [1], db.run)).toEqual([{ v: 'old' }]);
    connections[0]!.announce(JSON.stringify(['drivers']));
    expect(await reads.read(SQL, [1], db.run)).toEqual([{ v: 'new' }]);
    expect(db.runs).toBe(2);
  });

  it('does not keep an answer read before a commit whose announcement arrived while it was being read (the race)', async () => {
    const { reads, connections } = await listening();
    const db = database('old');
    db.hold();
    const early = reads.read(SQL, [1], db.run);
    // Another node commits and announces while this read is still on its way back with what was there before.
    db.set('new');
    connections[0]!.announce(JSON.stringify(['drivers']));
    db.release();
    expect(await early).toEqual([{ v: 'old' }]);
    // Were the early answer kept, it would be served until the next write to drivers: stale for good.
    expect(await reads.read(SQL, [1], db.run)).toEqual([{ v: 'new' }]);
    expect(db.runs).toBe(2);
  });

  it('keeps an answer whose read overlapped only announcements about other tables', async () => {
    const { reads, connections } = await listening();
    const db = database('same');
    db.hold();
    const read = reads.read(SQL, [1], db.run);
    connections[0]!.announce(JSON.stringify(['release_notes']));
    db.release();
    await read;
    await reads.read(SQL, [1], db.run);
    expect(db.runs).toBe(1);
  });

  it('remembers nothing while the connection is lost, forgets everything when listening again, and retries until it can', async () => {
    vi.useFakeTimers();
    const { reads, connections, refuseConnections } = await listening({ retryMs: 100 });
    const db = database('old');
    await reads.read(SQL, [1], db.run);
    db.hold();
    const overlapping = reads.read(SQL, [2], db.run);

    refuseConnections(true);
    connections[0]!.drop();
    expect(connections[0]!.ended).toBe(true);
    // Lost: writes now go unheard, so every read goes to the database.
    db.set('new');
    expect(await reads.read(SQL, [1], db.run)).toEqual([{ v: 'new' }]);
    expect(await reads.read(SQL, [1], db.run)).toEqual([{ v: 'new' }]);
    expect(db.runs).toBe(4);

    // Refused twice (after 100 ms, then 200 ms), listening again at the third try (400 ms later).
    await vi.advanceTimersByTimeAsync(300);
    expect(connections).toHaveLength(1);
    refuseConnections(false);
    await vi.advanceTimersByTimeAsync(400);
    expect(connections).toHaveLength(2);
    expect(connections[1]!.statements).toEqual([`LISTEN ${WRITES_CHANNEL}`]);

    // The read begun before the loss answers what it read, and it is not kept.
    db.release();
    expect(await overlapping).toEqual([{ v: 'old' }]);
    expect(await reads.read(SQL, [2], db.run)).toEqual([{ v: 'new' }]);
    const runs = db.runs;
    await reads.read(SQL, [2], db.run);
    expect(db.runs).toBe(runs);
  });

  it('takes a connection that stops answering the heartbeat for lost', async () => {
    vi.useFakeTimers();
    const { reads, connections } = await listening({ retryMs: 100, heartbeatMs: 1_000 });
    const db = database('v');
    await vi.advanceTimersByTimeAsync(2_500);
    expect(connections[0]!.statements.filter((sql) => sql === 'SELECT 1')).toHaveLength(2);
    connections[0]!.answers = false;
    await reads.read(SQL, [1], db.run);
    await reads.read(SQL, [1], db.run);
    expect(db.runs).toBe(1);

    // The next beat goes unanswered for a whole beat: lost, and nothing remembered until a new connection listens.
    await vi.advanceTimersByTimeAsync(1_550);
    expect(connections[0]!.ended).toBe(true);
    expect(connections).toHaveLength(1);
    await reads.read(SQL, [1], db.run);
    expect(db.runs).toBe(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(connections).toHaveLength(2);
    await reads.read(SQL, [1], db.run);
    await reads.read(SQL, [1], db.run);
    expect(db.runs).toBe(3);
  });
});
