import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, importWithReload } from '../../src/app/chunk-reload';

/** A tab: its session storage, network and reloads, the network switched by the test (the clock is vitest's). */
function tab(online: boolean) {
  const stored = new Map<string, string>();
  const events = new EventTarget();
  const reloads: number[] = [];
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) });
  vi.stubGlobal('location', { reload: () => void reloads.push(Date.now()) });
  vi.stubGlobal('navigator', { onLine: online });
  vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
  return {
    reloads,
    goOnline: () => {
      vi.stubGlobal('navigator', { onLine: true });
      events.dispatchEvent(new Event('online'));
    },
  };
}

const gone = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
const settled = () => vi.advanceTimersByTimeAsync(0);

describe('importWithReload: a chunk that fails to load (spec 01 §2, §9)', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('answers the module when the chunk loads', async () => {
    tab(true);
    await expect(importWithReload(() => Promise.resolve({ screen: 'drivers' }))).resolves.toEqual({ screen: 'drivers' });
  });

  it('reloads once, and a second failure within 60 s reaches the error boundary', async () => {
    const { reloads } = tab(true);
    let first: unknown = 'pending';
    void importWithReload(gone).then((value) => (first = value), (error: unknown) => (first = error));
    await settled();
    expect(reloads).toHaveLength(1);
    expect(first).toBe('pending');
    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS - 1);
    await expect(importWithReload(gone)).rejects.toThrow('Failed to fetch');
    expect(reloads).toHaveLength(1);
    vi.advanceTimersByTime(1);
    void importWithReload(gone);
    await settled();
    expect(reloads).toHaveLength(2);
  });

  it('offline: waits for the network before reloading, so the app and its offline notice stay', async () => {
    const { reloads, goOnline } = tab(false);
    void importWithReload(gone);
    await settled();
    expect(reloads).toEqual([]);
    goOnline();
    await settled();
    expect(reloads).toHaveLength(1);
  });
});
