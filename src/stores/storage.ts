/** Browser storage that may be unavailable (private mode, tests): reads give null, writes are dropped. */
export function readJson<T>(key: string, fallback: T, storage: Storage | undefined = globalThis.localStorage): T {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function readText(key: string, storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string | null, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Full or unavailable storage: the preference lives for this page only.
  }
}
