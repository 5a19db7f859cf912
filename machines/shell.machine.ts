import { assign, fromPromise, setup } from 'xstate';
import type { AccountPreferences, ClientSetting, CurrentAccount, Language, Licenses } from '../src/api/types';
import { fetchClientSetting, fetchLicenses } from '../src/api/clientsetting';
import { fetchLanguages } from '../src/api/language';
import { fetchCurrentAccount, fetchPreferencesOrNone } from '../src/api/account';

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

export type ShellEvent =
  | { type: 'shell.retry' } | { type: 'shell.reload' }
  /** The client setting was saved (administration/settings): the open app takes it over without a reload. */
  | { type: 'clientSetting.replace'; setting: ClientSetting };

export const shellMachine = setup({
  types: {
    context: {} as ShellContext,
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
  actions: {
    storeShellData: assign({ data: (_, data: ShellData) => data }),
    replaceClientSetting: assign({ data: ({ context }, setting: ClientSetting) => (context.data ? { ...context.data, clientSetting: setting } : null) }),
  },
}).createMachine({
  id: 'shell',
  description: 'Loads client setting, licences, languages and the signed-in user for the main layout.',
  context: { data: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadShellData',
        onDone: { target: 'ready', actions: { type: 'storeShellData', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    ready: {
      on: {
        'shell.reload': { target: 'loading' },
        'clientSetting.replace': { actions: { type: 'replaceClientSetting', params: ({ event }) => event.setting } },
      },
    },
    failed: {
      description: 'Shown as the error page with a retry.',
      on: { 'shell.retry': { target: 'loading' } },
    },
  },
});
