import { createSessionStore, type SessionStore } from '../../src/api/session-store';
import type { KeyValueStorage } from '../remembered-choice';
import { ManualClock } from './manual-clock';

/** A fixed, plausible "now" so stored timestamps read like real ones in a failing test. */
export const WORLD_START = Date.parse('2026-11-22T09:00:00Z');

/** Everything outside a machine that its guards read and its actions write, as plain data. */
export interface WorldState {
  time: number;
  storage: Record<string, string>;
  cookies: Record<string, string>;
}

export interface World {
  clock: ManualClock;
  storage: KeyValueStorage;
  store: SessionStore;
  save(): WorldState;
  load(state: WorldState): void;
}

function sortedRecord(map: Map<string, string>): Record<string, string> {
  return Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)));
}

function refill(map: Map<string, string>, record: Record<string, string>): void {
  map.clear();
  for (const [key, value] of Object.entries(record)) map.set(key, value);
}

/**
 * Browser storage, the token cookie and the clock in memory. `save`/`load` let path generation
 * give every snapshot its own world, so a side effect on one branch never leaks into another.
 */
export function createWorld(): World {
  const clock = new ManualClock(WORLD_START);
  const items = new Map<string, string>();
  const cookies = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  const store = createSessionStore(storage, {
    set: (name, value) => void cookies.set(name, value),
    remove: (name) => void cookies.delete(name),
  });
  return {
    clock,
    storage,
    store,
    save: () => ({ time: clock.now(), storage: sortedRecord(items), cookies: sortedRecord(cookies) }),
    load(state) {
      clock.set(state.time);
      refill(items, state.storage);
      refill(cookies, state.cookies);
    },
  };
}
