import { assign, fromPromise, setup } from 'xstate';
import type { CarArrangement } from '../contract/types/core';
import { fetchCarArrangements } from '../src/api/cararrangement';
import { STORAGE_KEYS } from '../src/lib/storage-keys';
import { candidateId as rememberedCandidate, isListed, type KeyValueStorage } from './remembered-choice';

export interface ArrangementSelectionInput {
  /** Where the chosen id is remembered (STORAGE_KEYS.carArrangement); localStorage by default. */
  storage?: KeyValueStorage;
}

export interface ArrangementSelectionContext {
  storage: KeyValueStorage | null;
  arrangements: CarArrangement[];
  selectedId: number | null;
}

export type ArrangementSelectionEvent = { type: 'arrangement.select'; id: number } | { type: 'arrangement.reload' };

/** The current choice (kept across a reload), else the remembered one. */
function candidateId({ selectedId, storage }: ArrangementSelectionContext): number | null {
  return rememberedCandidate(selectedId, storage, STORAGE_KEYS.carArrangement);
}

export const arrangementSelectionMachine = setup({
  types: {
    context: {} as ArrangementSelectionContext,
    input: {} as ArrangementSelectionInput,
    events: {} as ArrangementSelectionEvent,
  },
  actors: {
    loadArrangements: fromPromise<CarArrangement[]>(({ signal }) => fetchCarArrangements({ signal })),
  },
  guards: {
    hasExactlyOne: ({ context }) => context.arrangements.length === 1,
    hasRememberedArrangement: ({ context }) => isListed(context.arrangements, candidateId(context)),
    isListedArrangement: ({ context }, id: number) => isListed(context.arrangements, id),
  },
  actions: {
    storeArrangements: assign({ arrangements: (_, arrangements: CarArrangement[]) => arrangements }),
    /** Spec 02 §8: arrangement loads fail silently — an empty list, so the user is asked to pick (nothing). */
    clearArrangements: assign({ arrangements: [] }),
    selectOnly: assign({ selectedId: ({ context }) => context.arrangements[0]?.id ?? null }),
    restoreRemembered: assign({ selectedId: ({ context }) => candidateId(context) }),
    selectArrangement: assign({ selectedId: (_, id: number) => id }),
    clearSelection: assign({ selectedId: null }),
    storeSelection: ({ context }) => {
      if (context.selectedId !== null) context.storage?.setItem(STORAGE_KEYS.carArrangement, String(context.selectedId));
    },
  },
}).createMachine({
  id: 'arrangementSelection',
  description: 'Which car arrangement the arrangement area works on: exactly one is chosen for the user, else the remembered one, else the user picks.',
  context: ({ input }) => ({
    storage: input.storage ?? globalThis.localStorage ?? null,
    arrangements: [],
    selectedId: null,
  }),
  initial: 'loading',
  on: {
    'arrangement.reload': { target: '.loading' },
  },
  states: {
    loading: {
      description: 'The current choice stays in context while the list reloads.',
      tags: ['busy'],
      invoke: {
        src: 'loadArrangements',
        onDone: { target: 'deciding', actions: { type: 'storeArrangements', params: ({ event }) => event.output } },
        onError: { target: 'deciding', actions: 'clearArrangements' },
      },
    },
    deciding: {
      always: [
        { guard: 'hasExactlyOne', target: 'selected', actions: ['selectOnly', 'storeSelection'] },
        { guard: 'hasRememberedArrangement', target: 'selected', actions: 'restoreRemembered' },
        { target: 'unselected', actions: 'clearSelection' },
      ],
    },
    selected: {
      on: {
        'arrangement.select': {
          guard: { type: 'isListedArrangement', params: ({ event }) => event.id },
          target: 'selected',
          actions: [{ type: 'selectArrangement', params: ({ event }) => event.id }, 'storeSelection'],
        },
      },
    },
    unselected: {
      description: 'The application page is hidden until the user picks an arrangement in change_car_arrangement.',
      tags: ['needsChoice'],
      on: {
        'arrangement.select': {
          guard: { type: 'isListedArrangement', params: ({ event }) => event.id },
          target: 'selected',
          actions: [{ type: 'selectArrangement', params: ({ event }) => event.id }, 'storeSelection'],
        },
      },
    },
  },
});

/** The selected arrangement, or null while none is chosen. */
export function selectedArrangement(snapshot: { context: Pick<ArrangementSelectionContext, 'arrangements' | 'selectedId'> }): CarArrangement | null {
  const { arrangements, selectedId } = snapshot.context;
  return arrangements.find((arrangement) => arrangement.id === selectedId) ?? null;
}
