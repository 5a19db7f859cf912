import { describe, expect, it } from 'vitest';
import type { ShellData } from '../../machines/shell.machine';
import { currentShellOwner, forgetStoredShell, readStoredShell, storeShell } from '../../src/features/shell/stored-shell';
import { sessionIdOf } from '../../src/api/session-store';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { memorySessionStore, tokenResponse } from '../support/memory-session';

const shellOf = (userId: number, client = 'demo'): ShellData => ({
  clientSetting: { name: client, displayName: client.toUpperCase() },
  licenses: { isMobilityModuleEnabled: true },
  languages: [],
  user: { id: userId, firstName: `User ${userId}` },
  preferences: null,
}) as unknown as ShellData;

/** A browser with one signed-in session in the demo client. */
function signedIn() {
  const browser = memorySessionStore();
  browser.store.write(tokenResponse(), Date.now());
  browser.storage.setItem(STORAGE_KEYS.client, 'demo');
  return browser;
}

describe('stored shell (the last visit\'s main-layout data)', () => {
  it('gives a reload of the same session what it stored, without the server\'s preferences (the browser keeps its own copy)', () => {
    const { storage } = signedIn();
    storeShell({ ...shellOf(7), preferences: { theme: 'dark', width: 'fluid' } }, currentShellOwner(storage), storage);
    expect(readStoredShell(currentShellOwner(storage), storage)).toEqual(shellOf(7));
  });

  it('keeps it through a token refresh, which is the same session', () => {
    const { storage, store } = signedIn();
    storeShell(shellOf(7), currentShellOwner(storage), storage);
    store.write(tokenResponse(), Date.now(), { renewal: true });
    expect(readStoredShell(currentShellOwner(storage), storage)?.user.id).toBe(7);
  });

  it('is gone after a sign-out, and a later sign-in of anyone never reads it', () => {
    const { storage, store } = signedIn();
    storeShell(shellOf(7), currentShellOwner(storage), storage);
    store.clear();
    expect(storage.getItem(STORAGE_KEYS.shell)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.sessionId)).toBeNull();
    store.write(tokenResponse(), Date.now());
    expect(readStoredShell(currentShellOwner(storage), storage)).toBeNull();
  });

  it('is dropped when another sign-in replaces the session without a sign-out (an invitation, a hand-over)', () => {
    const { storage, store } = signedIn();
    storeShell(shellOf(7), currentShellOwner(storage), storage);
    store.write(tokenResponse(), Date.now());
    expect(storage.getItem(STORAGE_KEYS.shell)).toBeNull();
    // Even an entry written back under the old session's id is not this session's.
    const old = { sessionId: sessionIdOf('some-other-token'), userId: 7, client: 'demo', data: shellOf(7) };
    storage.setItem(STORAGE_KEYS.shell, JSON.stringify(old));
    expect(readStoredShell(currentShellOwner(storage), storage)).toBeNull();
  });

  it('is not shown in another client, and a client switch forgets it', () => {
    const { storage } = signedIn();
    storeShell(shellOf(7, 'demo'), currentShellOwner(storage), storage);
    storage.setItem(STORAGE_KEYS.client, 'other');
    expect(readStoredShell(currentShellOwner(storage), storage)).toBeNull();
    storage.setItem(STORAGE_KEYS.client, 'demo');
    forgetStoredShell(storage);
    expect(readStoredShell(currentShellOwner(storage), storage)).toBeNull();
  });

  it('takes the painted shell (the shell as drawn) along on a sign-out, another sign-in and a client switch', () => {
    const { storage, store } = signedIn();
    const paint = () => storage.setItem(STORAGE_KEYS.paintedShell, '{"pages":{}}');
    paint();
    store.write(tokenResponse(), Date.now(), { renewal: true });
    expect(storage.getItem(STORAGE_KEYS.paintedShell)).not.toBeNull();
    store.write(tokenResponse(), Date.now());
    expect(storage.getItem(STORAGE_KEYS.paintedShell)).toBeNull();
    paint();
    forgetStoredShell(storage);
    expect(storage.getItem(STORAGE_KEYS.paintedShell)).toBeNull();
    paint();
    store.clear();
    expect(storage.getItem(STORAGE_KEYS.paintedShell)).toBeNull();
  });

  it('stores nothing without a session, and reads a broken or partial entry as nothing', () => {
    const { storage } = memorySessionStore();
    storeShell(shellOf(7), currentShellOwner(storage), storage);
    expect(storage.getItem(STORAGE_KEYS.shell)).toBeNull();
    const { storage: signed } = signedIn();
    const owner = currentShellOwner(signed);
    signed.setItem(STORAGE_KEYS.shell, '{not json');
    expect(readStoredShell(owner, signed)).toBeNull();
    signed.setItem(STORAGE_KEYS.shell, JSON.stringify({ sessionId: owner.sessionId, userId: 7, client: 'demo', data: { user: { id: 7 } } }));
    expect(readStoredShell(owner, signed)).toBeNull();
  });

  it('gives two sign-ins different ids and the same token the same one', () => {
    expect(sessionIdOf('access-1')).toBe(sessionIdOf('access-1'));
    expect(sessionIdOf('access-1')).not.toBe(sessionIdOf('access-2'));
  });
});
