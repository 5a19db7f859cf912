import { createSessionStore, type CookieJar } from '../../src/api/session-store';
import type { TokenResponse } from '../../contract/types/core';

export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

export function recordingCookies() {
  const jar = new Map<string, string>();
  const cookies: CookieJar = {
    set: (name, value) => void jar.set(name, value),
    remove: (name) => void jar.delete(name),
  };
  return { jar, cookies };
}

export function memorySessionStore() {
  const storage = memoryStorage();
  const { jar, cookies } = recordingCookies();
  return { storage, jar, store: createSessionStore(storage, cookies) };
}

let counter = 0;
export function tokenResponse(expiresInSeconds = 3600): TokenResponse {
  counter += 1;
  const issued = new Date();
  return {
    access_token: `access-${counter}`,
    refresh_token: `refresh-${counter}`,
    token_type: 'bearer',
    expires_in: expiresInSeconds,
    '.issued': issued.toISOString(),
    '.expires': new Date(issued.getTime() + expiresInSeconds * 1000).toISOString(),
  };
}
