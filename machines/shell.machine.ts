import { assign, fromPromise, setup } from 'xstate';
import type { ClientSetting, CurrentAccount, Language, Licenses } from '../src/api/types';
import { fetchClientSetting, fetchLicenses } from '../src/api/clientsetting';
import { fetchLanguages } from '../src/api/language';
import { fetchCurrentAccount } from '../src/api/account';

/** What the main layout needs before it shows anything (spec section 2: loader until ready). */
export interface ShellData {
  clientSetting: ClientSetting;
  licenses: Licenses;
  languages: Language[];
  user: CurrentAccount;
}

interface ShellContext {
  data: ShellData | null;
}

export type ShellEvent = { type: 'shell.retry' } | { type: 'shell.reload' };

export const shellMachine = setup({
  types: {
    context: {} as ShellContext,
    events: {} as ShellEvent,
  },
  actors: {
    loadShellData: fromPromise<ShellData>(async ({ signal }) => {
      const [clientSetting, licenses, languages, user] = await Promise.all([
        fetchClientSetting(undefined, { signal }),
        fetchLicenses({ signal }),
        fetchLanguages({ signal }),
        fetchCurrentAccount({ signal }),
      ]);
      return { clientSetting, licenses, languages, user };
    }),
  },
  actions: {
    storeShellData: assign({ data: (_, data: ShellData) => data }),
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
      on: { 'shell.reload': { target: 'loading' } },
    },
    failed: {
      description: 'Shown as the error page with a retry.',
      on: { 'shell.retry': { target: 'loading' } },
    },
  },
});
