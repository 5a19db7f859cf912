import { assign, fromPromise, setup } from 'xstate';
import type { MobilityContainer } from '../contract/types/mobility';
import { fetchMobilityContainers } from '../src/api/mobilitycontainer';
import { STORAGE_KEYS } from '../src/lib/storage-keys';
import { candidateId as rememberedCandidate, isListed, type KeyValueStorage } from './remembered-choice';

export interface ContainerSelectionInput {
  /** Where the chosen id is remembered (STORAGE_KEYS.mobilityContainer); localStorage by default. */
  storage?: KeyValueStorage;
}

export interface ContainerSelectionContext {
  storage: KeyValueStorage | null;
  containers: MobilityContainer[];
  selectedId: number | null;
  /** The list has been read (or failed) once: later reloads keep the screens that show it. */
  loaded: boolean;
}

export type ContainerSelectionEvent =
  | { type: 'container.select'; id: number }
  | { type: 'container.reload' }
  /** After a delete: forget the current container and reload the list. */
  | { type: 'container.clear' }
  /** After a create (and its logo/favicon uploads): the new container becomes current. */
  | { type: 'container.created'; id: number };

/** The current choice (kept across a reload), else the remembered one. */
function candidateId({ selectedId, storage }: ContainerSelectionContext): number | null {
  return rememberedCandidate(selectedId, storage, STORAGE_KEYS.mobilityContainer);
}

export const containerSelectionMachine = setup({
  types: {
    context: {} as ContainerSelectionContext,
    input: {} as ContainerSelectionInput,
    events: {} as ContainerSelectionEvent,
  },
  actors: {
    loadContainers: fromPromise<MobilityContainer[]>(({ signal }) => fetchMobilityContainers({ signal })),
  },
  guards: {
    hasExactlyOne: ({ context }) => context.containers.length === 1,
    hasRememberedContainer: ({ context }) => isListed(context.containers, candidateId(context)),
    isListedContainer: ({ context }, id: number) => isListed(context.containers, id),
    isValidId: (_, id: number) => Number.isSafeInteger(id) && id > 0,
  },
  actions: {
    storeContainers: assign({ containers: (_, containers: MobilityContainer[]) => containers, loaded: true }),
    /** A failed load is an empty list, like the arrangement list (spec 02 §8). */
    clearContainers: assign({ containers: [], loaded: true }),
    selectOnly: assign({ selectedId: ({ context }) => context.containers[0]?.id ?? null }),
    restoreRemembered: assign({ selectedId: ({ context }) => candidateId(context) }),
    selectContainer: assign({ selectedId: (_, id: number) => id }),
    clearSelection: assign({ selectedId: null }),
    storeSelection: ({ context }) => {
      if (context.selectedId !== null) context.storage?.setItem(STORAGE_KEYS.mobilityContainer, String(context.selectedId));
    },
    forgetSelection: assign(({ context }) => {
      context.storage?.removeItem(STORAGE_KEYS.mobilityContainer);
      return { selectedId: null };
    }),
  },
}).createMachine({
  id: 'containerSelection',
  description: 'Which mobility container the mobility area works on: exactly one is chosen for the user, else the remembered one, else the user picks.',
  context: ({ input }) => ({
    storage: input.storage ?? globalThis.localStorage ?? null,
    containers: [],
    selectedId: null,
    loaded: false,
  }),
  initial: 'loading',
  on: {
    'container.reload': { target: '.loading' },
    'container.clear': { target: '.loading', actions: 'forgetSelection' },
    'container.created': {
      guard: { type: 'isValidId', params: ({ event }) => event.id },
      target: '.loading',
      actions: [{ type: 'selectContainer', params: ({ event }) => event.id }, 'storeSelection'],
    },
  },
  states: {
    loading: {
      description: 'The current choice stays in context while the list reloads.',
      tags: ['busy'],
      invoke: {
        src: 'loadContainers',
        onDone: { target: 'deciding', actions: { type: 'storeContainers', params: ({ event }) => event.output } },
        onError: { target: 'deciding', actions: 'clearContainers' },
      },
    },
    deciding: {
      always: [
        { guard: 'hasExactlyOne', target: 'selected', actions: ['selectOnly', 'storeSelection'] },
        { guard: 'hasRememberedContainer', target: 'selected', actions: 'restoreRemembered' },
        { target: 'unselected', actions: 'clearSelection' },
      ],
    },
    selected: {
      on: {
        'container.select': {
          guard: { type: 'isListedContainer', params: ({ event }) => event.id },
          target: 'selected',
          actions: [{ type: 'selectContainer', params: ({ event }) => event.id }, 'storeSelection'],
        },
      },
    },
    unselected: {
      description: 'The application page is hidden until the user picks (or creates) a container in change_mobility_container.',
      tags: ['needsChoice'],
      on: {
        'container.select': {
          guard: { type: 'isListedContainer', params: ({ event }) => event.id },
          target: 'selected',
          actions: [{ type: 'selectContainer', params: ({ event }) => event.id }, 'storeSelection'],
        },
      },
    },
  },
});

/** The selected container, or null while none is chosen. */
export function selectedContainer(snapshot: { context: Pick<ContainerSelectionContext, 'containers' | 'selectedId'> }): MobilityContainer | null {
  const { containers, selectedId } = snapshot.context;
  return containers.find((container) => container.id === selectedId) ?? null;
}
