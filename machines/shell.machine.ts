import { assign, fromPromise, setup } from 'xstate';
import type { AccountPreferences, ClientSetting, CurrentAccount, Language, Licenses } from '../contract/types/core';
import { fetchClientSetting, fetchLicenses } from '../src/api/clientsetting';
import { fetchLanguages } from '../src/api/language';
import { fetchCurrentAccount, fetchPreferencesOrNone } from '../src/api/account';
import { httpStatus } from '../src/api/errors';

/** What the main layout needs before it shows anything (spec section 2: loader until ready). */
export interface ShellData {
  clientSetting: ClientSetting;
  licenses: Licenses;
  languages: Language[];
  user: CurrentAccount;
  /** The user's theme and width as stored on the server; null when they could not be read (the browser's copy then stands). */
  preferences: AccountPreferences | null;
}

interface ShellContext {
  data: ShellData | null;
}

export interface ShellInput {
  /** The last visit's data of this session (src/features/shell/stored-shell.ts): shown at once, then read again. */
  stored?: ShellData | null;
}

/** Equal answers keep the shown object, so a revalidation that finds nothing new re-renders nothing. */
const sameData = (a: ShellData | null, b: ShellData): boolean => a !== null && JSON.stringify(a) === JSON.stringify(b);

export type ShellEvent =
  | { type: 'shell.retry' } | { type: 'shell.reload' }
  /** The client setting was saved (administration/settings): the open app takes it over without a reload. */
  | { type: 'clientSetting.replace'; setting: ClientSetting };

const fresh = ({ event }: { event: { output: ShellData } }) => event.output;

export const shellMachine = setup({
  types: {
    context: {} as ShellContext,
    input: {} as ShellInput,
    events: {} as ShellEvent,
  },
  actors: {
    loadShellData: fromPromise<ShellData>(async ({ signal }) => {
      const [clientSetting, licenses, languages, user, preferences] = await Promise.all([
        fetchClientSetting(undefined, { signal }),
        fetchLicenses({ signal }),
        fetchLanguages({ signal }),
        fetchCurrentAccount({ signal }),
        fetchPreferencesOrNone({ signal }),
      ]);
      return { clientSetting, licenses, languages, user, preferences };
    }),
  },
  guards: {
    hasStoredData: ({ context }) => context.data !== null,
    /** The requests got no answer at all (the network is gone): nothing says the stored data is wrong. */
    unanswered: ({ event }) => httpStatus((event as { error?: unknown }).error) === null,
  },
  actions: {
    storeShellData: assign({ data: ({ context }, data: ShellData) => (sameData(context.data, data) ? context.data : data) }),
    /** Provided by the app: keeps the data now shown (fresh, or with a saved setting) for the next visit of this session. */
    rememberShellData: (_, _data: ShellData | null) => {},
    replaceClientSetting: assign({ data: ({ context }, setting: ClientSetting) => (context.data ? { ...context.data, clientSetting: setting } : null) }),
  },
}).createMachine({
  id: 'shell',
  description:
    'Loads client setting, licences, languages and the signed-in user for the main layout; ' +
    "a returning visit shows the session's stored data at once while the same requests revalidate it.",
  context: ({ input }) => ({ data: input.stored ?? null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasStoredData', target: 'ready.revalidating' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadShellData',
        onDone: { target: 'ready', actions: [{ type: 'storeShellData', params: fresh }, { type: 'rememberShellData', params: fresh }] },
        onError: { target: 'failed' },
      },
    },
    ready: {
      initial: 'current',
      states: {
        current: {},
        revalidating: {
          description:
            'The stored data is on screen; the fresh answers replace it. A refusal is the error page, as on a first ' +
            'load; requests that got no answer (offline) keep the stored data on screen, with the offline notice.',
          invoke: {
            src: 'loadShellData',
            onDone: { target: 'current', actions: [{ type: 'storeShellData', params: fresh }, { type: 'rememberShellData', params: fresh }] },
            onError: [{ guard: 'unanswered', target: 'current' }, { target: '#shell.failed' }],
          },
        },
      },
      on: {
        'shell.reload': { target: 'loading' },
        'clientSetting.replace': {
          actions: [
            { type: 'replaceClientSetting', params: ({ event }) => event.setting },
            { type: 'rememberShellData', params: ({ context, event }) => (context.data ? { ...context.data, clientSetting: event.setting } : null) },
          ],
        },
      },
    },
    failed: {
      description: 'Shown as the error page with a retry.',
      on: { 'shell.retry': { target: 'loading' } },
    },
  },
});
