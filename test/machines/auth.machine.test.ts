import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { FetchError } from 'ofetch';
import { authMachine } from '../../machines/auth.machine';
import type { LoginRequest, TokenResponse } from '../../contract/types/core';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { memorySessionStore, tokenResponse } from '../support/memory-session';

const clock = { now: () => Date.now() };

function rejection(status: number, errors?: string[]) {
  const error = new FetchError('refused');
  Object.assign(error, { status, data: errors ? { results: [], successful: false, errors } : undefined });
  return error;
}

function start({
  queryToken = null,
  login = async () => tokenResponse(),
  loginRefresh = async () => tokenResponse(),
  prepare,
}: {
  queryToken?: string | null;
  login?: (input: LoginRequest) => Promise<TokenResponse>;
  loginRefresh?: (input: { token: string }) => Promise<TokenResponse>;
  prepare?: (store: ReturnType<typeof memorySessionStore>['store']) => void;
} = {}) {
  const { store, storage, jar } = memorySessionStore();
  prepare?.(store);
  const redirectToLogin = vi.fn();
  const revokeSession = vi.fn();
  const loginSpy = vi.fn(login);
  const machine = authMachine.provide({
    actors: {
      login: fromPromise<TokenResponse, LoginRequest>(({ input }) => loginSpy(input)),
      loginRefresh: fromPromise<TokenResponse, { token: string }>(({ input }) => loginRefresh(input)),
    },
    actions: { redirectToLogin, revokeSession },
  });
  const actor = createActor(machine, { input: { clock, store, queryToken } }).start();
  return { actor, store, storage, jar, redirectToLogin, revokeSession, loginSpy };
}

describe('auth machine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is signed out when nothing is stored', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
  });

  it('restores a stored session whose token has not expired, with a session watcher running', () => {
    const { actor } = start({ prepare: (store) => store.write(tokenResponse(600), Date.now()) });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().children.session).toBeDefined();
  });

  it('does not restore an expired token and forgets it', () => {
    const { actor, storage } = start({ prepare: (store) => store.write(tokenResponse(600), Date.now() - 601_000) });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('signs in with credentials to the page\'s client, stores the token and stamps activity', async () => {
    const { actor, store, jar, loginSpy } = start();
    actor.send({ type: 'credentials.submit', username: 'supervisor@demo.leasedesk.test', password: 'secret', client: 'demo' });
    expect(actor.getSnapshot().matches({ signedOut: 'submitting' })).toBe(true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(loginSpy).toHaveBeenCalledWith({ username: 'supervisor@demo.leasedesk.test', password: 'secret', client: 'demo' });
    expect(store.read()?.expiresAt).toBe(Date.now() + 3600_000);
    expect(store.readLastActivity()).toBe(Date.now());
    expect(jar.size).toBe(1);
  });

  it("shows the server's message when the sign-in is refused and lets the user try again", async () => {
    const { actor } = start({ login: () => Promise.reject(rejection(400, ['The user name or password is incorrect.'])) });
    actor.send({ type: 'credentials.submit', username: 'a', password: 'b' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'rejected' }));
    expect(actor.getSnapshot().context.error).toBe('The user name or password is incorrect.');
    actor.send({ type: 'credentials.submit', username: 'a', password: 'c' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().matches({ signedOut: 'submitting' })).toBe(true);
  });

  it('has no server message to show when the network fails', async () => {
    const { actor } = start({ login: () => Promise.reject(new TypeError('Failed to fetch')) });
    actor.send({ type: 'credentials.submit', username: 'a', password: 'b' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'rejected' }));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('trades a token from the URL for a session (login refresh)', async () => {
    const seen: string[] = [];
    const { actor, store } = start({
      queryToken: 'handover-token',
      loginRefresh: async ({ token }) => (seen.push(token), tokenResponse()),
    });
    expect(actor.getSnapshot().matches('loginRefreshing')).toBe(true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(seen).toEqual(['handover-token']);
    expect(store.read()).not.toBeNull();
    expect(actor.getSnapshot().context.queryToken).toBeNull();
  });

  it('sets the token-failed flag when the login refresh fails', async () => {
    const { actor, store } = start({ queryToken: 'bad', loginRefresh: () => Promise.reject(rejection(401)) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.tokenFailed).toBe(true);
    expect(store.isTokenFailed()).toBe(true);
  });

  it('logs out: revokes, clears token, user, expiry, last activity and lifetime, and goes to /auth', () => {
    const { actor, storage, jar, redirectToLogin, revokeSession } = start({
      prepare: (store) => {
        store.write(tokenResponse(600), Date.now());
        store.stampActivity(Date.now());
      },
    });
    storage.setItem(STORAGE_KEYS.user, '{"id":1}');
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    for (const key of ['accessToken', 'refreshToken', 'tokenExpiresAt', 'tokenLifetime', 'user', 'lastActivity'] as const) {
      expect(storage.getItem(STORAGE_KEYS[key])).toBeNull();
    }
    expect(jar.size).toBe(0);
    expect(revokeSession).toHaveBeenCalledTimes(1);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().children.session).toBeUndefined();
  });

  it('signs out with the token-failed flag when the session reports a rejected refresh', () => {
    const { actor, redirectToLogin } = start({ prepare: (store) => store.write(tokenResponse(600), Date.now()) });
    actor.getSnapshot().children.session!.send({ type: 'token.rejected' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.tokenFailed).toBe(true);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('refuses a sign-in attempt while already signed in', () => {
    const { actor } = start({ prepare: (store) => store.write(tokenResponse(600), Date.now()) });
    expect(actor.getSnapshot().can({ type: 'credentials.submit', username: 'x', password: 'y' })).toBe(false);
  });

  it("signs in with a token another way answered (an invitation's password set), as a sign-in does", () => {
    const { actor, store, loginSpy } = start();
    const token = tokenResponse(1800);
    actor.send({ type: 'token.adopt', token });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(store.read()?.accessToken).toBe(token.access_token);
    expect(store.readLastActivity()).toBe(Date.now());
    expect(loginSpy).not.toHaveBeenCalled();
  });

  it('ends the session of whoever was signed in before taking a new token, and keeps watching the new one', () => {
    const { actor, store, revokeSession } = start({ prepare: (store) => store.write(tokenResponse(600), Date.now()) });
    const before = actor.getSnapshot().children.session;
    const token = tokenResponse(1800);
    actor.send({ type: 'token.adopt', token });
    expect(revokeSession).toHaveBeenCalledTimes(1);
    expect(store.read()?.accessToken).toBe(token.access_token);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().children.session).toBeDefined();
    expect(actor.getSnapshot().children.session).not.toBe(before);
  });
});
