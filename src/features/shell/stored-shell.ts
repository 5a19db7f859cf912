import type { ShellData } from '../../../machines/shell.machine';
import { SESSION_BOUND_KEYS, STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * The last visit's shell data (client setting, licences, languages, user, preferences), so a reload or a
 * bookmark paints the main layout at once while the same requests as always revalidate it (issue 21
 * point 2). Tied to the sign-in that stored it (the session id of src/api/session-store.ts) and to the
 * client it shows: another sign-in, a sign-out (the session store removes it) or a client switch never
 * sees it. Broken or foreign entries read as nothing: the layout then loads as on a first visit.
 */

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredShell {
  sessionId: string;
  userId: number;
  client: string;
  data: ShellData;
}

export interface ShellOwner {
  /** The stored session's id; null when signed out. */
  sessionId: string | null;
  /** The client the app is in (STORAGE_KEYS.client, lower case). */
  client: string | null;
}

/** Who the app is running for right now, from the browser's storage. */
export function currentShellOwner(storage: Pick<globalThis.Storage, 'getItem'> | undefined = globalThis.localStorage): ShellOwner {
  return {
    sessionId: storage?.getItem(STORAGE_KEYS.sessionId) ?? null,
    client: storage?.getItem(STORAGE_KEYS.client)?.toLowerCase() ?? null,
  };
}

function isStoredShell(value: unknown): value is StoredShell {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<StoredShell>;
  const data = entry.data as Partial<ShellData> | undefined;
  return typeof entry.sessionId === 'string' && typeof entry.userId === 'number' && typeof entry.client === 'string' &&
    typeof data === 'object' && data !== null && typeof data.clientSetting?.name === 'string' &&
    typeof data.user === 'object' && data.user !== null && typeof data.licenses === 'object' && data.licenses !== null &&
    Array.isArray(data.languages);
}

/** The stored shell data of this session and client, else null. */
export function readStoredShell(owner: ShellOwner, storage: Storage | undefined = globalThis.localStorage): ShellData | null {
  const raw = storage?.getItem(STORAGE_KEYS.shell);
  if (!raw || !owner.sessionId) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isStoredShell(entry) || entry.sessionId !== owner.sessionId) return null;
  if (owner.client !== null && entry.client !== owner.client) return null;
  return entry.data;
}

/** Keeps the shell data just read for the next visit of this session; nothing without a session. */
export function storeShell(data: ShellData, owner: ShellOwner, storage: Storage | undefined = globalThis.localStorage): void {
  if (!owner.sessionId || !storage) return;
  // Without the server's preferences: the browser's own copy (src/stores/preferences.ts) follows every toggle,
  // a stored one would bring back the width or theme of before a toggle until the server's answer came.
  const kept: ShellData = { ...data, preferences: null };
  const entry: StoredShell = { sessionId: owner.sessionId, userId: data.user.id, client: data.clientSetting.name.toLowerCase(), data: kept };
  try {
    storage.setItem(STORAGE_KEYS.shell, JSON.stringify(entry));
  } catch {
    // A full storage only costs the next visit its head start.
  }
}

/** A client switch: the next page shows another client (its data and its painted shell are the old one's). */
export function forgetStoredShell(storage: Storage | undefined = globalThis.localStorage): void {
  for (const key of SESSION_BOUND_KEYS) storage?.removeItem(key);
}
