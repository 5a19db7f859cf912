import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { containerSelectionMachine, selectedContainer } from '../../machines/container-selection.machine';
import type { MobilityContainer } from '../../contract/types/mobility';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { memoryStorage } from '../support/memory-session';

function container(id: number, isActive = true): MobilityContainer {
  return { id, displayName: `Container ${id}`, isActive, categories: [], products: [] };
}

function start(lists: (MobilityContainer[] | Error)[], remembered?: string) {
  const storage = memoryStorage();
  if (remembered !== undefined) storage.setItem(STORAGE_KEYS.mobilityContainer, remembered);
  const load = vi.fn(async () => {
    const next = lists.length > 1 ? lists.shift()! : lists[0]!;
    if (next instanceof Error) throw next;
    return next;
  });
  const machine = containerSelectionMachine.provide({ actors: { loadContainers: fromPromise<MobilityContainer[]>(load) } });
  const actor = createActor(machine, { input: { storage } }).start();
  return { actor, storage, load };
}

const settled = (snapshot: { matches: (state: 'selected' | 'unselected') => boolean }) =>
  snapshot.matches('selected') || snapshot.matches('unselected');

describe('container selection machine', () => {
  it('selects the only container automatically and remembers it', async () => {
    const { actor, storage } = start([[container(4)]]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('selected');
    expect(selectedContainer(actor.getSnapshot())?.id).toBe(4);
    expect(storage.getItem(STORAGE_KEYS.mobilityContainer)).toBe('4');
  });

  it('restores the remembered container when it still exists', async () => {
    const { actor } = start([[container(1), container(2)]], '1');
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('selected');
    expect(selectedContainer(actor.getSnapshot())?.displayName).toBe('Container 1');
  });

  it('asks the user to pick when the remembered container is gone or none was remembered', async () => {
    for (const remembered of ['9', undefined]) {
      const { actor } = start([[container(1), container(2)]], remembered);
      await waitFor(actor, settled);
      expect(actor.getSnapshot().value).toBe('unselected');
      expect(actor.getSnapshot().hasTag('needsChoice')).toBe(true);
      expect(selectedContainer(actor.getSnapshot())).toBeNull();
    }
  });

  it('stores the container the user picks and refuses unknown ids', async () => {
    const { actor, storage } = start([[container(1), container(2)]]);
    await waitFor(actor, settled);
    actor.send({ type: 'container.select', id: 77 });
    expect(actor.getSnapshot().value).toBe('unselected');
    actor.send({ type: 'container.select', id: 2 });
    expect(actor.getSnapshot().value).toBe('selected');
    expect(storage.getItem(STORAGE_KEYS.mobilityContainer)).toBe('2');
    actor.send({ type: 'container.select', id: 77 });
    expect(actor.getSnapshot().context.selectedId).toBe(2);
    actor.send({ type: 'container.select', id: 1 });
    expect(storage.getItem(STORAGE_KEYS.mobilityContainer)).toBe('1');
  });

  it('reloads the list keeping the choice', async () => {
    const { actor, load } = start([[container(1), container(2)]], '2');
    await waitFor(actor, settled);
    actor.send({ type: 'container.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, settled);
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.selectedId).toBe(2);
  });

  it('turns a load failure into an empty list and asks for a choice', async () => {
    const { actor } = start([new Error('403')], '2');
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('unselected');
    expect(actor.getSnapshot().context.containers).toEqual([]);
  });

  it('after a delete forgets the current container and reloads', async () => {
    const { actor, storage, load } = start([[container(1), container(2)], [container(1), container(3)]], '2');
    await waitFor(actor, settled);
    actor.send({ type: 'container.clear' });
    expect(storage.getItem(STORAGE_KEYS.mobilityContainer)).toBeNull();
    expect(actor.getSnapshot().context.selectedId).toBeNull();
    await waitFor(actor, settled);
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('unselected');
  });

  it('after deleting the next-to-last container selects the one that is left', async () => {
    const { actor, storage } = start([[container(1), container(2)], [container(1)]], '2');
    await waitFor(actor, settled);
    actor.send({ type: 'container.clear' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('selected');
    expect(storage.getItem(STORAGE_KEYS.mobilityContainer)).toBe('1');
  });

  it('makes a created container current and reloads', async () => {
    const { actor, storage, load } = start([[container(1), container(2)], [container(1), container(2), container(5)]], '1');
    await waitFor(actor, settled);
    actor.send({ type: 'container.created', id: 5 });
    expect(storage.getItem(STORAGE_KEYS.mobilityContainer)).toBe('5');
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, settled);
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('selected');
    expect(selectedContainer(actor.getSnapshot())?.id).toBe(5);
  });

  it('makes the first container current when it is created from an empty list', async () => {
    const { actor } = start([[], [container(8)]]);
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('unselected');
    actor.send({ type: 'container.created', id: 8 });
    await waitFor(actor, settled);
    expect(selectedContainer(actor.getSnapshot())?.id).toBe(8);
  });

  it('refuses a created event without a usable id', async () => {
    const { actor, storage } = start([[container(1), container(2)]], '1');
    await waitFor(actor, settled);
    actor.send({ type: 'container.created', id: 0 });
    expect(actor.getSnapshot().value).toBe('selected');
    expect(storage.getItem(STORAGE_KEYS.mobilityContainer)).toBe('1');
  });
});
