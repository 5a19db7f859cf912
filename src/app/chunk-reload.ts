import { STORAGE_KEYS } from '../lib/storage-keys';

/** Spec sections 2 and 9: a failed chunk load reloads the page once, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
// Session storage so the guard is per tab.
const RELOADED_AT_KEY = STORAGE_KEYS.chunkReloadAt;

function reloadOnce(now: number = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/**
 * A dynamic import that survives a deploy: old hashed chunks disappear, so the first failure reloads
 * to fetch the new index.html (the promise then never settles); a second failure within the guard
 * rejects. A chunk that failed because the network is gone waits for it first: reloading then would
 * trade the app, with its offline notice, for the browser's error page. Without React: the entry's
 * two boots (src/main.tsx, the login island) use it too.
 */
export function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (!navigator.onLine) await new Promise((back) => addEventListener('online', back, { once: true }));
    if (reloadOnce()) return new Promise<never>(() => {});
    throw error;
  });
}
