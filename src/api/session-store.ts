import type { TokenResponse } from '../../contract/types/core';
import { SESSION_BOUND_KEYS, STORAGE_KEYS, TOKEN_COOKIE } from '../lib/storage-keys';

/** The signed-in session as the browser keeps it between reloads. */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  /** Expiry on the browser's own clock (ms): measured from `expires_in`, so clock skew can't end it early. */
  expiresAt: number;
  lifetimeSeconds: number;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CookieJar {
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

const documentCookies: CookieJar = {
  set(name, value, maxAgeSeconds) {
    if (typeof document === 'undefined') return;
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
  },
  remove(name) {
    if (typeof document === 'undefined') return;
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict`;
  },
};

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/**
 * Tells two sign-ins apart: a digest of the sign-in's first access token (FNV-1a, two 32-bit halves), so
 * the same answer gives the same id (the machine models replay sign-ins) and the token cannot be read back.
 */
export function sessionIdOf(accessToken: string): string {
  let low = 0x811c9dc5;
  let high = 0x01000193;
  for (let n = 0; n < accessToken.length; n++) {
    const code = accessToken.charCodeAt(n);
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
    high = Math.imul(high ^ code ^ (low >>> 7), 0x01000193) >>> 0;
  }
  return `${high.toString(36)}${low.toString(36)}`;
}

function readNumber(storage: KeyValueStorage, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function createSessionStore(
  storage: KeyValueStorage = globalThis.localStorage ?? memoryStorage(),
  cookies: CookieJar = documentCookies,
) {
  return {
    read(): StoredSession | null {
      const accessToken = storage.getItem(STORAGE_KEYS.accessToken);
      const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
      const expiresAt = readNumber(storage, STORAGE_KEYS.tokenExpiresAt);
      if (!accessToken || !refreshToken || expiresAt === null) return null;
      return { accessToken, refreshToken, expiresAt, lifetimeSeconds: readNumber(storage, STORAGE_KEYS.tokenLifetime) ?? 0 };
    },

    /**
     * A sign-in starts a new session id (sessionIdOf its token); a refresh (`renewal`) keeps the one of the session it renews, so
     * what is tied to the session (the stored shell) survives a refresh but never a new sign-in.
     */
    write(token: TokenResponse, now: number, { renewal = false } = {}): StoredSession {
      const session: StoredSession = {
        accessToken: token.access_token,
        refreshToken: token.refresh_token,
        expiresAt: now + token.expires_in * 1000,
        lifetimeSeconds: token.expires_in,
      };
      storage.setItem(STORAGE_KEYS.accessToken, session.accessToken);
      storage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
      storage.setItem(STORAGE_KEYS.tokenExpiresAt, String(session.expiresAt));
      storage.setItem(STORAGE_KEYS.tokenLifetime, String(session.lifetimeSeconds));
      storage.removeItem(STORAGE_KEYS.tokenFailed);
      if (!renewal || !storage.getItem(STORAGE_KEYS.sessionId)) {
        storage.setItem(STORAGE_KEYS.sessionId, sessionIdOf(session.accessToken));
        for (const key of SESSION_BOUND_KEYS) storage.removeItem(key);
      }
      cookies.set(TOKEN_COOKIE, session.accessToken, token.expires_in);
      return session;
    },

    /** The id of the stored session (see write); null when none. */
    sessionId(): string | null {
      return storage.getItem(STORAGE_KEYS.sessionId);
    },

    /** Logout: token, user, expiry, last activity and lifetime all go (spec section 4); so does what was kept for this session. */
    clear(): void {
      for (const key of [
        STORAGE_KEYS.accessToken,
        STORAGE_KEYS.refreshToken,
        STORAGE_KEYS.tokenExpiresAt,
        STORAGE_KEYS.tokenLifetime,
        STORAGE_KEYS.user,
        STORAGE_KEYS.lastActivity,
        STORAGE_KEYS.sessionId,
        ...SESSION_BOUND_KEYS,
      ]) {
        storage.removeItem(key);
      }
      cookies.remove(TOKEN_COOKIE);
    },

    markTokenFailed(): void {
      storage.setItem(STORAGE_KEYS.tokenFailed, 'true');
    },

    isTokenFailed(): boolean {
      return storage.getItem(STORAGE_KEYS.tokenFailed) === 'true';
    },

    stampActivity(now: number): void {
      storage.setItem(STORAGE_KEYS.lastActivity, new Date(now).toISOString());
    },

    readLastActivity(): number | null {
      const raw = storage.getItem(STORAGE_KEYS.lastActivity);
      const time = raw ? Date.parse(raw) : NaN;
      return Number.isFinite(time) ? time : null;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** A stored session that has not expired: a reload restores it without asking the server. */
export function hasLiveSession(store: Pick<SessionStore, 'read'>, now: number): boolean {
  const session = store.read();
  return session !== null && session.expiresAt > now;
}

/** The browser's one session store; tests build their own with createSessionStore. */
export const sessionStore: SessionStore = createSessionStore();
