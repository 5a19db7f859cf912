import type { AnyMachineSnapshot } from 'xstate';
import type { KeyValueStorage } from '../remembered-choice';
import { ensure, type MachineModel } from './machine-model';
import { networkFailure } from './samples';

interface RememberedChoice<TItem> {
  /** The machine's load actor, e.g. `loadArrangements`. */
  loadActor: string;
  /** Its pick event, e.g. `arrangement.select`. */
  selectEvent: string;
  storageKey: string;
  item(id: number): TItem;
  /** The machine's own selector (selectedArrangement, selectedContainer). */
  selected(snapshot: AnyMachineSnapshot): TItem | null;
}

/**
 * What the arrangement and container selections share, as a model: lists of one, with the
 * remembered id, without it, and a failed load; picks of a listed, another listed and an unlisted
 * id; and the rules a remembered choice keeps.
 */
export function rememberedChoiceModel<TItem>({ loadActor, selectEvent, storageKey, item, selected }: RememberedChoice<TItem>): MachineModel {
  return {
    actors: {
      [loadActor]: [{ output: [item(1)] }, { output: [item(1), item(2)] }, { output: [item(3), item(4)] }, { error: networkFailure }],
    },
    events: { [selectEvent]: [1, 3, 99].map((id) => ({ type: selectEvent, id })) },
    scenarios: [
      {
        name: `${storageKey} 2 remembered`,
        input: (world) => {
          world.storage.setItem(storageKey, '2');
          return { storage: world.storage };
        },
      },
    ],
    invariants(snapshot) {
      const context = snapshot.context as { storage: KeyValueStorage | null; selectedId: number | null };
      ensure(snapshot.hasTag('busy') === snapshot.matches('loading'), 'busy exactly while loading');
      ensure(snapshot.hasTag('needsChoice') === snapshot.matches('unselected'), 'the user is asked exactly when nothing is selected');
      ensure(!snapshot.can({ type: selectEvent, id: 99 }), 'an id that is not listed is never selected');
      if (snapshot.matches('unselected')) ensure(context.selectedId === null, 'unselected has no current choice');
      if (snapshot.matches('selected')) {
        ensure(selected(snapshot) !== null, 'the selected item is one of the list');
        ensure(context.storage?.getItem(storageKey) === String(context.selectedId), 'the selection is remembered');
      }
    },
  };
}
