import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { FetchError } from 'ofetch';
import { clientSwitchMachine } from '../../machines/client-switch.machine';
import { accountSample as account } from '../../machines/model/samples';
import type { CurrentAccount } from '../../contract/types/core';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { memoryStorage } from '../support/memory-session';

function refusal(message: string): FetchError {
  const error = new FetchError(message);
  Object.assign(error, { status: 404, data: { results: [], successful: false, errors: [message] } });
  return error;
}

function start(answer: (clientId: number) => Promise<CurrentAccount>) {
  const storage = memoryStorage();
  const switchClient = vi.fn(answer);
  const reloadAtRoot = vi.fn();
  const machine = clientSwitchMachine.provide({
    actors: { switchClient: fromPromise<CurrentAccount, { clientId: number }>(({ input }) => switchClient(input.clientId)) },
    actions: { reloadAtRoot },
  });
  const actor = createActor(machine, { input: { storage } }).start();
  return { actor, storage, switchClient, reloadAtRoot };
}

describe('client switch machine', () => {
  it('waits idle for a choice', () => {
    const { actor, switchClient } = start(async (id) => account(id));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(switchClient).not.toHaveBeenCalled();
  });

  it('switches, stores the returned user and reloads at / exactly once', async () => {
    const { actor, storage, switchClient, reloadAtRoot } = start(async (id) => account(id));
    actor.send({ type: 'client.switch', clientId: 2 });
    expect(actor.getSnapshot().value).toBe('switching');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('switched');
    expect(switchClient).toHaveBeenCalledExactlyOnceWith(2);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user)!)).toEqual(account(2));
    expect(actor.getSnapshot().context.user?.client.displayName).toBe('Client 2');
    expect(reloadAtRoot).toHaveBeenCalledTimes(1);
  });

  it('stores the user before it reloads', async () => {
    const { actor, storage, reloadAtRoot } = start(async (id) => account(id));
    reloadAtRoot.mockImplementation(() => expect(storage.getItem(STORAGE_KEYS.user)).not.toBeNull());
    actor.send({ type: 'client.switch', clientId: 3 });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(reloadAtRoot).toHaveBeenCalledTimes(1);
  });

  it('ignores another choice while the first is on its way', async () => {
    let release: (value: CurrentAccount) => void = () => {};
    const { actor, switchClient } = start(() => new Promise((resolve) => (release = resolve)));
    actor.send({ type: 'client.switch', clientId: 2 });
    expect(actor.getSnapshot().can({ type: 'client.switch', clientId: 3 })).toBe(false);
    actor.send({ type: 'client.switch', clientId: 3 });
    release(account(2));
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(switchClient).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.clientId).toBe(2);
  });

  it('refuses ids that are not positive integers', () => {
    const { actor } = start(async (id) => account(id));
    for (const clientId of [0, -1, 1.5, Number.NaN]) {
      actor.send({ type: 'client.switch', clientId });
      expect(actor.getSnapshot().value).toBe('idle');
    }
  });

  it("shows the server's message on failure, stores nothing, reloads nothing, and can try again", async () => {
    const answers = [() => Promise.reject(refusal('Client not found')), (id: number) => Promise.resolve(account(id))];
    const { actor, storage, reloadAtRoot } = start((id) => answers.shift()!(id));
    actor.send({ type: 'client.switch', clientId: 99 });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Client not found');
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(reloadAtRoot).not.toHaveBeenCalled();

    actor.send({ type: 'client.switch', clientId: 4 });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user)!).client.id).toBe(4);
    expect(reloadAtRoot).toHaveBeenCalledTimes(1);
  });

  it('leaves the message empty when the failure carries none (network trouble)', async () => {
    const { actor } = start(() => Promise.reject(new TypeError('Failed to fetch')));
    actor.send({ type: 'client.switch', clientId: 2 });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('client switch machine: acting as sub-supervisor', () => {
  const acting: CurrentAccount = { ...account(1), role: { name: 'subsupervisor' }, isSwitchedToSubsupervisor: true };

  function startToggle(answer: () => Promise<CurrentAccount>) {
    const storage = memoryStorage();
    const toggle = vi.fn(answer);
    const reloadAtRoot = vi.fn();
    const machine = clientSwitchMachine.provide({
      actors: { toggleSubsupervisor: fromPromise<CurrentAccount>(() => toggle()) },
      actions: { reloadAtRoot },
    });
    return { actor: createActor(machine, { input: { storage } }).start(), storage, toggle, reloadAtRoot };
  }

  it('switches the role, stores the user the server answered and reloads at /, as a client switch does', async () => {
    const { actor, storage, toggle, reloadAtRoot } = startToggle(async () => acting);
    actor.send({ type: 'subsupervisor.toggle' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'client.switch', clientId: 2 })).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ role: { name: 'subsupervisor' }, isSwitchedToSubsupervisor: true });
    expect(reloadAtRoot).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's words for a refusal, stores nothing, and lets the master try again", async () => {
    let refuse = true;
    const { actor, storage, reloadAtRoot } = startToggle(() => (refuse ? Promise.reject(refusal('Only a master may act as sub-supervisor.')) : Promise.resolve(acting)));
    actor.send({ type: 'subsupervisor.toggle' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Only a master may act as sub-supervisor.');
    expect(storage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(reloadAtRoot).not.toHaveBeenCalled();
    refuse = false;
    actor.send({ type: 'subsupervisor.toggle' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });
});
