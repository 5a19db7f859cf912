import { assign, fromPromise, setup } from 'xstate';
import type { CurrentAccount } from '../contract/types/core';
import { switchClient, toggleSubsupervisor } from '../src/api/provider';
import { serverMessage } from '../src/api/errors';
import { STORAGE_KEYS } from '../src/lib/storage-keys';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ClientSwitchInput {
  /** Where the returned user is kept (STORAGE_KEYS.user); the browser's localStorage by default. */
  storage?: KeyValueStorage;
}

interface ClientSwitchContext {
  storage: KeyValueStorage | null;
  /** The client asked for last. */
  clientId: number | null;
  /** The master's account as the chosen client sees it, once switched. */
  user: CurrentAccount | null;
  /** The server's message for a refused switch; null when it gave none (the UI shows a generic text). */
  error: string | null;
}

export type ClientSwitchEvent =
  | { type: 'client.switch'; clientId: number }
  /** A master acts as sub-supervisor, or back as master (GET /{product}/switchtosubsupervisor toggles it). */
  | { type: 'subsupervisor.toggle' };

/** A switch answered: the user is stored, then the app reloads at /. */
const toSwitched = {
  target: 'switched',
  actions: [{ type: 'storeUser', params: ({ event }: { event: { output: CurrentAccount } }) => event.output }, 'reloadAtRoot'],
} as const;
const toFailed = { target: 'failed', actions: { type: 'recordError', params: ({ event }: { event: { error: unknown } }) => event.error } } as const;
/** What the master may choose while no switch is on its way: a client, or the other role. */
const choices = {
  'client.switch': {
    guard: { type: 'isValidClientId', params: ({ event }: { event: { clientId: number } }) => event.clientId },
    target: 'switching',
    actions: { type: 'rememberClientId', params: ({ event }: { event: { clientId: number } }) => event.clientId },
  },
  'subsupervisor.toggle': { target: 'togglingSubsupervisor', actions: 'clearError' },
} as const;

export const clientSwitchMachine = setup({
  types: {
    context: {} as ClientSwitchContext,
    input: {} as ClientSwitchInput,
    events: {} as ClientSwitchEvent,
  },
  actors: {
    switchClient: fromPromise<CurrentAccount, { clientId: number }>(({ input, signal }) => switchClient(input.clientId, { signal })),
    toggleSubsupervisor: fromPromise<CurrentAccount>(({ signal }) => toggleSubsupervisor({ signal })),
  },
  guards: {
    isValidClientId: (_, clientId: number) => Number.isSafeInteger(clientId) && clientId > 0,
  },
  actions: {
    rememberClientId: assign({ clientId: (_, clientId: number) => clientId, error: null }),
    clearError: assign({ clientId: null, error: null }),
    storeUser: assign(({ context }, user: CurrentAccount) => {
      context.storage?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      return { user };
    }),
    recordError: assign({ error: (_, error: unknown) => serverMessage(error) }),
    /** Provided by the app: a full page load at / so every actor and cache starts over in the new client. */
    reloadAtRoot: () => {},
  },
}).createMachine({
  id: 'clientSwitch',
  description: 'A master switches to another client, or to acting as sub-supervisor and back: the server switches, the returned user is stored, the app reloads at /.',
  context: ({ input }) => ({
    storage: input.storage ?? globalThis.localStorage ?? null,
    clientId: null,
    user: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: choices },
    togglingSubsupervisor: {
      description: 'The server turns acting as sub-supervisor on or off for this session; other choices wait.',
      tags: ['busy'],
      invoke: {
        src: 'toggleSubsupervisor',
        onDone: toSwitched,
        onError: toFailed,
      },
    },
    switching: {
      description: 'Further choices are ignored until the server answers.',
      tags: ['busy'],
      invoke: {
        src: 'switchClient',
        input: ({ context }) => ({ clientId: context.clientId ?? 0 }),
        onDone: toSwitched,
        onError: toFailed,
      },
    },
    switched: {
      description: 'The page is reloading at / in the new client.',
      type: 'final',
    },
    failed: {
      description: "Shows the server's message; the master may pick a client, or switch the role, again.",
      on: choices,
    },
  },
});
