import { lazy, type ComponentType } from 'react';
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
 * React.lazy that survives a deploy: old hashed chunks disappear, so the first failure reloads
 * to fetch the new index.html; a second failure within the guard shows the error boundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithReload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (reloadOnce()) return new Promise<never>(() => {});
      throw error;
    }),
  );
}
