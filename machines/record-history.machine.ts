import { assign, fromPromise, setup } from 'xstate';
import type { HistoryEntry, HistoryKind } from '../contract/types/history';
import { fetchHistory, type HistoryQuery } from '../src/api/history';
import { httpStatus } from '../src/api/errors';

/**
 * One record's history (issue 39 point 2), as its edit screen's history panel reads it: the newest page (50 entries)
 * when the panel opens, then older pages on request (before= the last entry shown) while the server says more
 * follow. A 404 (or 403) means the caller may not read the record: the panel says it is not available.
 */

export interface RecordHistoryInput {
  kind: HistoryKind;
  id: number;
}

export interface RecordHistoryContext extends RecordHistoryInput {
  /** Newest first, every page read so far. */
  entries: HistoryEntry[];
  /** Older entries follow the last one shown. */
  more: boolean;
}

export type RecordHistoryEvent = { type: 'history.older' } | { type: 'history.retry' };

export interface HistoryPageRead {
  entries: HistoryEntry[];
  more: boolean;
}

const pageRead = ({ event }: { event: { output: HistoryPageRead } }) => event.output;
const failure = ({ event }: { event: { error: unknown } }) => event.error;

export const recordHistoryMachine = setup({
  types: {
    context: {} as RecordHistoryContext,
    input: {} as RecordHistoryInput,
    events: {} as RecordHistoryEvent,
  },
  actors: {
    readNewestPage: fromPromise<HistoryPageRead, HistoryQuery>(({ input, signal }) => fetchHistory(input, { signal })),
    readOlderPage: fromPromise<HistoryPageRead, HistoryQuery>(({ input, signal }) => fetchHistory(input, { signal })),
  },
  guards: {
    hasOlder: ({ context }) => context.more && context.entries.length > 0,
    isOutOfReach: (_, error: unknown) => httpStatus(error) === 404 || httpStatus(error) === 403,
  },
  actions: {
    showFirstPage: assign((_, page: HistoryPageRead) => ({ entries: page.entries, more: page.more })),
    addOlderPage: assign(({ context }, page: HistoryPageRead) => ({ entries: [...context.entries, ...page.entries], more: page.more })),
  },
}).createMachine({
  id: 'recordHistory',
  description: "A record's history, newest first: the first page when the panel opens, older pages on request; out of reach says so.",
  context: ({ input }) => ({ kind: input.kind, id: input.id, entries: [], more: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'readNewestPage',
        input: ({ context }) => ({ kind: context.kind, id: context.id }),
        onDone: { target: 'ready', actions: { type: 'showFirstPage', params: pageRead } },
        onError: [
          { guard: { type: 'isOutOfReach', params: failure }, target: 'unavailable' },
          { target: 'failed' },
        ],
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'history.older': { guard: 'hasOlder', target: 'loadingOlder' } },
        },
        loadingOlder: {
          description: 'The entries shown stay while the next older page is read; a failure keeps them, and "older" may be tried again.',
          invoke: {
            src: 'readOlderPage',
            input: ({ context }) => ({ kind: context.kind, id: context.id, before: context.entries.at(-1)?.id }),
            onDone: { target: 'idle', actions: { type: 'addOlderPage', params: pageRead } },
            onError: { target: 'idle' },
          },
        },
      },
    },
    unavailable: {
      description: 'The server answered 404 (or 403): the caller may not read this record; the panel says the history is not available.',
      type: 'final',
    },
    failed: {
      description: 'Nothing to show: the panel offers a retry.',
      on: { 'history.retry': { target: 'loading' } },
    },
  },
});
