import { assign, fromPromise, setup } from 'xstate';
import type { ClientSetting } from '../contract/types/core';
import { fetchClientSetting } from '../src/api/clientsetting';

export interface ClientBrandingInput {
  clientName: string;
}

interface ClientBrandingContext {
  clientName: string;
  clientSetting: ClientSetting | null;
}

export type ClientBrandingEvent = { type: 'branding.retry' };

/** The login page's name, logo, favicon and colours for the client in the URL (or the remembered one). */
export const clientBrandingMachine = setup({
  types: {
    context: {} as ClientBrandingContext,
    input: {} as ClientBrandingInput,
    events: {} as ClientBrandingEvent,
  },
  actors: {
    loadClientSetting: fromPromise<ClientSetting, { clientName: string }>(({ input, signal }) =>
      fetchClientSetting(input.clientName, { signal }),
    ),
  },
  actions: {
    storeClientSetting: assign({ clientSetting: (_, setting: ClientSetting) => setting }),
  },
}).createMachine({
  id: 'clientBranding',
  context: ({ input }) => ({ clientName: input.clientName, clientSetting: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadClientSetting',
        input: ({ context }) => ({ clientName: context.clientName }),
        onDone: { target: 'found', actions: { type: 'storeClientSetting', params: ({ event }) => event.output } },
        onError: { target: 'notFound' },
      },
    },
    found: {},
    notFound: {
      description: "Shows the three \"trouble finding this client\" texts.",
      on: { 'branding.retry': { target: 'loading' } },
    },
  },
});
