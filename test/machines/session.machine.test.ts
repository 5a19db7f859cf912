import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, SESSION_RULES } from '../../machines/session.machine';
import { memorySessionStore, tokenResponse } from '../support/memory-session';

const MINUTE = 60_000;
const clock = { now: () => Date.now() };

function start({ expiresInMinutes, idleMinutes, refresh }: { expiresInMinutes: number; idleMinutes: number; refresh?: () => Promise<unknown> }) {
  const { store } = memorySessionStore();
  store.write(tokenResponse(expiresInMinutes * 60), Date.now());
  store.stampActivity(Date.now() - idleMinutes * MINUTE);
  const refreshToken = vi.fn(refresh ?? (async () => store.write(tokenResponse(60 * 60), Date.now())));
  const machine = sessionMachine.provide({
    actors: {
      refreshToken: fromPromise<void>(async () => {
        await refreshToken();
      }),
    },
  });
  const actor = createActor(machine, { input: { clock, store } }).start();
  return { actor, store, refreshToken };
}

async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('session machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('waits 5 seconds between checks and leaves a far-off expiry alone', async () => {
    const { actor, refreshToken } = start({ expiresInMinutes: 60, idleMinutes: 0 });
    expect(actor.getSnapshot().value).toBe('watching');
    await advance(SESSION_RULES.checkIntervalMs * 10);
    expect(actor.getSnapshot().value).toBe('watching');
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('refreshes silently when the user was active within 30 minutes and expiry is within 5', async () => {
    const { actor, refreshToken, store } = start({ expiresInMinutes: 4, idleMinutes: 29 });
    await advance(SESSION_RULES.checkIntervalMs - 1);
    expect(refreshToken).not.toHaveBeenCalled();
    await advance(1);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('watching');
    expect(store.read()!.expiresAt - Date.now()).toBeGreaterThan(59 * MINUTE);
  });

  it('prompts an idle user with a countdown that ticks each second', async () => {
    const { actor, refreshToken } = start({ expiresInMinutes: 4, idleMinutes: 31 });
    await advance(SESSION_RULES.checkIntervalMs);
    expect(actor.getSnapshot().value).toBe('prompting');
    expect(actor.getSnapshot().hasTag('prompt')).toBe(true);
    const first = actor.getSnapshot().context.remainingSeconds;
    expect(first).toBe(4 * 60 - 5);
    await advance(3_000);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(first - 3);
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('signs out when the countdown reaches zero', async () => {
    const { actor } = start({ expiresInMinutes: 1, idleMinutes: 45 });
    await advance(SESSION_RULES.checkIntervalMs);
    expect(actor.getSnapshot().value).toBe('prompting');
    await advance(54_000);
    expect(actor.getSnapshot().value).toBe('prompting');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(1);
    await advance(1_000);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ tokenFailed: false });
  });

  it('continues with a refresh and counts the click as activity', async () => {
    const { actor, refreshToken, store } = start({ expiresInMinutes: 3, idleMinutes: 40 });
    await advance(SESSION_RULES.checkIntervalMs);
    actor.send({ type: 'session.continue' });
    expect(store.readLastActivity()).toBe(Date.now());
    await advance(0);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('watching');
    await advance(SESSION_RULES.checkIntervalMs * 3);
    expect(actor.getSnapshot().value).toBe('watching');
  });

  it('signs out at once when the user chooses logout in the prompt', async () => {
    const { actor } = start({ expiresInMinutes: 3, idleMinutes: 40 });
    await advance(SESSION_RULES.checkIntervalMs);
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ tokenFailed: false });
  });

  it('signs out an idle user whose expiry has already passed, without asking', async () => {
    const { actor } = start({ expiresInMinutes: 0.05, idleMinutes: 50 });
    await advance(SESSION_RULES.checkIntervalMs);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ignores the prompt events while merely watching', async () => {
    const { actor } = start({ expiresInMinutes: 60, idleMinutes: 0 });
    expect(actor.getSnapshot().can({ type: 'session.continue' })).toBe(false);
  });

  it('sets the token-failed flag and signs out when the silent refresh fails', async () => {
    const { actor } = start({ expiresInMinutes: 2, idleMinutes: 1, refresh: () => Promise.reject(new Error('revoked')) });
    await advance(SESSION_RULES.checkIntervalMs);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ tokenFailed: true });
  });

  it('signs out with the token-failed flag when the HTTP client reports a rejected refresh', () => {
    const { actor } = start({ expiresInMinutes: 60, idleMinutes: 0 });
    actor.send({ type: 'token.rejected' });
    expect(actor.getSnapshot().output).toEqual({ tokenFailed: true });
  });
});
