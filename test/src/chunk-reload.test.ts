import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, importWithReload, type ReloadSurroundings } from '../../src/app/chunk-reload';

/** A tab: its session storage, clock, network and reloads, the network switched by the test. */
function tab(startOnline = true) {
  const stored = new Map<string, string>();
  let online = startOnline;
  let backOnline: Array<() => void> = [];
  let time = 1_000_000;
  const reloads: number[] = [];
  const around: ReloadSurroundings = {
    online: () => online,
    whenOnline: () => new Promise((back) => backOnline.push(back)),
    storage: () => ({ getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) }),
    now: () => time,
    reload: () => void reloads.push(time),
  };
  return {
    around,
    reloads,
    later: (ms: number) => void (time += ms),
    goOnline: () => {
      online = true;
      const waiting = backOnline;
      backOnline = [];
      for (const back of waiting) back();
    },
  };
}

const gone = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
const settled = () => new Promise((done) => setTimeout(done, 0));

describe('importWithReload: a chunk that fails to load (spec 01 §2, §9)', () => {
  it('answers the module when the chunk loads', async () => {
    await expect(importWithReload(() => Promise.resolve({ screen: 'drivers' }), tab().around)).resolves.toEqual({ screen: 'drivers' });
  });

  it('reloads once, and a second failure within 60 s reaches the error boundary', async () => {
    const { around, reloads, later } = tab();
    let first: unknown = 'pending';
    void importWithReload(gone, around).then((value) => (first = value), (error) => (first = error));
    await settled();
    expect(reloads).toHaveLength(1);
    expect(first).toBe('pending');
    later(CHUNK_RELOAD_GUARD_MS - 1);
    await expect(importWithReload(gone, around)).rejects.toThrow('Failed to fetch');
    expect(reloads).toHaveLength(1);
    later(1);
    void importWithReload(gone, around);
    await settled();
    expect(reloads).toHaveLength(2);
  });

  it('offline: waits for the network before reloading, so the app and its offline notice stay', async () => {
    const { around, reloads, goOnline } = tab(false);
    void importWithReload(gone, around);
    await settled();
    expect(reloads).toEqual([]);
    goOnline();
    await settled();
    expect(reloads).toHaveLength(1);
  });
});
