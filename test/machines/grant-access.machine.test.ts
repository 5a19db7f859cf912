import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { grantAccessMachine } from '../../machines/grant-access.machine';
import { INACTIVE_ACCOUNT as INACTIVE, VERIFICATION_FAILED } from '../../src/api/auth-messages';
import { networkFailure, serverRefusal, tokenAnswer } from '../../machines/model/samples';
import type { TokenResponse } from '../../contract/types/core';
import type { InvitationCheck } from '../../contract/types/accounts';

const invitation: InvitationCheck = { emailAddress: 'nieuw@demo.leasedesk.test', clientName: 'demo' };

function start(key: string, check: () => Promise<InvitationCheck>, set: (password: string) => Promise<TokenResponse> = async () => tokenAnswer(3600)) {
  const checkKey = vi.fn(check);
  const setPassword = vi.fn(set);
  const signIn = vi.fn();
  const machine = grantAccessMachine.provide({
    actors: {
      checkKey: fromPromise<InvitationCheck, { key: string }>(() => checkKey()),
      setPassword: fromPromise<TokenResponse, { key: string; password: string }>(({ input }) => setPassword(input.password)),
    },
    actions: { signIn: (_, token) => signIn(token) },
  });
  const actor = createActor(machine, { input: { key } }).start();
  return { actor, checkKey, setPassword, signIn };
}

const submit = (password: string, repeat = password) => ({ type: 'password.submit', password, repeat }) as const;

describe('grant access machine', () => {
  it("checks the key, shows whose invitation it is, sets the password and signs in with the server's token", async () => {
    const { actor, setPassword, signIn } = start('k3y', async () => invitation);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.invitation).toEqual(invitation);
    actor.send(submit('Welkom-2026-thuis'));
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('granted');
    expect(setPassword).toHaveBeenCalledExactlyOnceWith('Welkom-2026-thuis');
    expect(signIn).toHaveBeenCalledExactlyOnceWith(tokenAnswer(3600));
  });

  it('refuses a password under 10 characters, over 200, or not repeated alike, without asking the server', async () => {
    const { actor, setPassword } = start('k3y', async () => invitation);
    await waitFor(actor, (s) => s.matches('editing'));
    for (const [password, repeat, problem] of [['123456789', '123456789', 'tooShort'], ['x'.repeat(201), 'x'.repeat(201), 'tooLong'],
      ['Welkom-2026-thuis', 'Welkom-2026-thuiz', 'mismatch']] as const) {
      actor.send(submit(password, repeat));
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(actor.getSnapshot().context.problem).toBe(problem);
    }
    expect(setPassword).not.toHaveBeenCalled();
    // Exactly ten characters is enough.
    actor.send(submit('1234567890'));
    expect(actor.getSnapshot().context.problem).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('says the link is no longer valid when the key is spent or expired, at the check or at the submit', async () => {
    const refused = start('spent', () => Promise.reject(serverRefusal(400, VERIFICATION_FAILED)));
    await waitFor(refused.actor, (s) => s.status === 'done');
    expect(refused.actor.getSnapshot().value).toBe('invalid');

    const late = start('k3y', async () => invitation, () => Promise.reject(serverRefusal(400, VERIFICATION_FAILED)));
    await waitFor(late.actor, (s) => s.matches('editing'));
    late.actor.send(submit('Welkom-2026-thuis'));
    await waitFor(late.actor, (s) => s.status === 'done');
    expect(late.actor.getSnapshot().value).toBe('invalid');
    expect(late.signIn).not.toHaveBeenCalled();
  });

  it("says the account may not sign in when the server refuses it at the check (inactive), without a form", async () => {
    const { actor } = start('k3y', () => Promise.reject(serverRefusal(403, INACTIVE)));
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.error).toBe(INACTIVE);
  });

  it('treats a link without a key as invalid without asking', () => {
    const { actor, checkKey } = start('  ', async () => invitation);
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(checkKey).not.toHaveBeenCalled();
  });

  it("keeps the form with the server's reason for an inactive account, and offers the check again after no answer", async () => {
    const inactive = start('k3y', async () => invitation, () => Promise.reject(serverRefusal(403, INACTIVE)));
    await waitFor(inactive.actor, (s) => s.matches('editing'));
    inactive.actor.send(submit('Welkom-2026-thuis'));
    await waitFor(inactive.actor, (s) => s.matches('editing'));
    expect(inactive.actor.getSnapshot().context.error).toBe(INACTIVE);
    expect(inactive.signIn).not.toHaveBeenCalled();

    let fail = true;
    const offline = start('k3y', () => (fail ? Promise.reject(networkFailure) : Promise.resolve(invitation)));
    await waitFor(offline.actor, (s) => s.matches('checkFailed'));
    fail = false;
    offline.actor.send({ type: 'check.retry' });
    await waitFor(offline.actor, (s) => s.matches('editing'));
    expect(offline.checkKey).toHaveBeenCalledTimes(2);
  });
});
