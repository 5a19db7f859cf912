import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { arrangementSelectionMachine, selectedArrangement } from '../../machines/arrangement-selection.machine';
import type { ArrangementType, CarArrangement } from '../../contract/types/core';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { memoryStorage } from '../support/memory-session';

function arrangement(id: number, type: ArrangementType = 'car'): CarArrangement {
  return {
    id,
    displayName: `Arrangement ${id}`,
    dataObject: { type },
    mantelNumber: null,
    categories: [],
    calculatorSettings: { isActiveOnlineForDrivers: true, dateLastRun: null },
  };
}

function start(lists: (CarArrangement[] | Error)[], remembered?: string) {
  const storage = memoryStorage();
  if (remembered !== undefined) storage.setItem(STORAGE_KEYS.carArrangement, remembered);
  const load = vi.fn(async () => {
    const next = lists.length > 1 ? lists.shift()! : lists[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const machine = arrangementSelectionMachine.provide({ actors: { loadArrangements: fromPromise<CarArrangement[]>(load) } });
  const actor = createActor(machine, { input: { storage } }).start();
  return { actor, storage, load };
}

const settled = (snapshot: { matches: (state: 'selected' | 'unselected') => boolean }) =>
  snapshot.matches('selected') || snapshot.matches('unselected');

describe('arrangement selection machine', () => {
  it('starts by loading, with the busy tag', () => {
    const { actor, load } = start([[arrangement(1)]]);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('selects the only arrangement automatically and remembers it', async () => {
    const { actor, storage } = start([[arrangement(7)]], '3');
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('selected');
    expect(selectedArrangement(actor.getSnapshot())?.id).toBe(7);
    expect(storage.getItem(STORAGE_KEYS.carArrangement)).toBe('7');
  });

  it('restores the remembered arrangement when it still exists', async () => {
    const { actor, storage } = start([[arrangement(1), arrangement(2), arrangement(3)]], '2');
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('selected');
    expect(actor.getSnapshot().context.selectedId).toBe(2);
    expect(storage.getItem(STORAGE_KEYS.carArrangement)).toBe('2');
  });

  it('asks the user to pick when the remembered arrangement is gone', async () => {
    const { actor } = start([[arrangement(1), arrangement(2)]], '9');
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('unselected');
    expect(actor.getSnapshot().hasTag('needsChoice')).toBe(true);
    expect(selectedArrangement(actor.getSnapshot())).toBeNull();
  });

  it('asks the user to pick when nothing was remembered, or garbage was', async () => {
    for (const remembered of [undefined, 'abc', '1.5', '']) {
      const { actor } = start([[arrangement(1), arrangement(2)]], remembered);
      await waitFor(actor, settled);
      expect(actor.getSnapshot().value).toBe('unselected');
    }
  });

  it('stores the arrangement the user picks', async () => {
    const { actor, storage } = start([[arrangement(1), arrangement(2)]]);
    await waitFor(actor, settled);
    actor.send({ type: 'arrangement.select', id: 2 });
    expect(actor.getSnapshot().value).toBe('selected');
    expect(actor.getSnapshot().hasTag('needsChoice')).toBe(false);
    expect(selectedArrangement(actor.getSnapshot())?.displayName).toBe('Arrangement 2');
    expect(storage.getItem(STORAGE_KEYS.carArrangement)).toBe('2');

    actor.send({ type: 'arrangement.select', id: 1 });
    expect(actor.getSnapshot().context.selectedId).toBe(1);
    expect(storage.getItem(STORAGE_KEYS.carArrangement)).toBe('1');
  });

  it('refuses an id that is not in the list', async () => {
    const { actor, storage } = start([[arrangement(1), arrangement(2)]], '2');
    await waitFor(actor, settled);
    expect(actor.getSnapshot().can({ type: 'arrangement.select', id: 42 })).toBe(false);
    actor.send({ type: 'arrangement.select', id: 42 });
    expect(actor.getSnapshot().context.selectedId).toBe(2);
    expect(storage.getItem(STORAGE_KEYS.carArrangement)).toBe('2');

    const other = start([[arrangement(1), arrangement(2)]]);
    await waitFor(other.actor, settled);
    other.actor.send({ type: 'arrangement.select', id: 42 });
    expect(other.actor.getSnapshot().value).toBe('unselected');
    expect(other.storage.getItem(STORAGE_KEYS.carArrangement)).toBeNull();
  });

  it('ignores a pick while loading', () => {
    const { actor } = start([[arrangement(1), arrangement(2)]]);
    expect(actor.getSnapshot().can({ type: 'arrangement.select', id: 1 })).toBe(false);
  });

  it('reloads the list, keeping the choice while it still exists', async () => {
    const { actor, load } = start([[arrangement(1), arrangement(2)], [arrangement(1), arrangement(2), arrangement(3)]]);
    await waitFor(actor, settled);
    actor.send({ type: 'arrangement.select', id: 2 });
    actor.send({ type: 'arrangement.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(selectedArrangement(actor.getSnapshot())?.id).toBe(2);
    await waitFor(actor, settled);
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.arrangements).toHaveLength(3);
    expect(actor.getSnapshot().context.selectedId).toBe(2);
  });

  it('drops the choice on reload when the arrangement is gone', async () => {
    const { actor } = start([[arrangement(1), arrangement(2)], [arrangement(1), arrangement(3)]], '2');
    await waitFor(actor, settled);
    actor.send({ type: 'arrangement.reload' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('unselected');
    expect(actor.getSnapshot().context.selectedId).toBeNull();
  });

  it('turns a load failure into an empty list, silently, and asks for a choice', async () => {
    const { actor, storage } = start([new Error('500')], '2');
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('unselected');
    expect(actor.getSnapshot().context.arrangements).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
    expect(storage.getItem(STORAGE_KEYS.carArrangement)).toBe('2');
  });

  it('recovers on reload after a failure, restoring the remembered arrangement', async () => {
    const { actor } = start([new Error('offline'), [arrangement(1), arrangement(2)]], '2');
    await waitFor(actor, settled);
    actor.send({ type: 'arrangement.reload' });
    await waitFor(actor, (snapshot) => snapshot.matches('selected'));
    expect(actor.getSnapshot().context.selectedId).toBe(2);
  });

  it('treats an empty list as nothing to choose', async () => {
    const { actor } = start([[]]);
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('unselected');
  });
});
