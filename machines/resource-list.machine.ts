import { assign, fromPromise, setup } from 'xstate';
import type { ListPage, ListParams, VersionedRow } from '../src/api/resource';
import { serverMessage } from '../src/api/errors';

/**
 * One page of any resource-kit area's list (issue 13). The machine knows no area: the app provides
 * `fetchPage` per area with `machine.provide({ actors: { fetchPage: fromPromise(({ input, signal }) =>
 * api.list(input, { signal })) } })`; the default refuses, so nothing is ever asked of a wrong address.
 */

export interface ResourceListInput {
  params: ListParams;
}

export interface ResourceListContext {
  /** The query shown and asked: page (1-based), page size, search text, filters. Kept when empty, for "No results … {query}". */
  params: ListParams;
  /** The last page that arrived; kept while the next one loads so the table does not flash. */
  rows: VersionedRow[];
  /** All rows matching the last answered query, not just this page. */
  resultCount: number;
  /** The server's message for a failed load; null when it gave none (the UI shows a generic text). */
  error: string | null;
}

export type ResourceListEvent =
  /** A new page, search or filter: always accepted; a load on its way is cancelled. */
  | { type: 'query.change'; params: ListParams }
  | { type: 'list.retry' }
  /** The same query again, e.g. after a delete elsewhere. */
  | { type: 'list.reload' };

/** The last page holding rows for `resultCount` rows (1 when there are none). */
export function lastPageOf(resultCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(resultCount / Math.max(1, pageSize)));
}

/** A page beyond the last one that has rows (e.g. the last row of the last page was deleted). */
function isBeyondLastPage(params: ListParams, page: ListPage<VersionedRow>): boolean {
  return page.rows.length === 0 && page.resultCount > 0 && params.pageIndex > lastPageOf(page.resultCount, params.pageSize);
}

type PageEvent = { event: { output: ListPage<VersionedRow> } };
const answered = ({ event }: PageEvent) => event.output;

export const resourceListMachine = setup({
  types: {
    context: {} as ResourceListContext,
    input: {} as ResourceListInput,
    events: {} as ResourceListEvent,
  },
  actors: {
    fetchPage: fromPromise<ListPage<VersionedRow>, ListParams>(() => Promise.reject(new Error('fetchPage not provided'))),
  },
  guards: {
    isBeyondLastPage: ({ context }, page: ListPage<VersionedRow>) => isBeyondLastPage(context.params, page),
    hasRows: (_, page: ListPage<VersionedRow>) => page.rows.length > 0,
  },
  actions: {
    storeParams: assign({ params: (_, params: ListParams) => params }),
    storePage: assign({ rows: (_, page: ListPage<VersionedRow>) => page.rows, resultCount: (_, page: ListPage<VersionedRow>) => page.resultCount }),
    goToLastPage: assign({
      params: ({ context }, page: ListPage<VersionedRow>) => ({ ...context.params, pageIndex: lastPageOf(page.resultCount, context.params.pageSize) }),
    }),
    recordError: assign({ error: (_, error: unknown) => serverMessage(error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'resourceList',
  description:
    'One page of a list area: loads it with the page, search text and filters; a new query cancels the one on its way. ' +
    'A page beyond the last loads the last page instead.',
  context: ({ input }) => ({ params: input.params, rows: [], resultCount: 0, error: null }),
  initial: 'loading',
  on: {
    'query.change': { target: '.loading', actions: { type: 'storeParams', params: ({ event }) => event.params } },
  },
  states: {
    loading: {
      description: 'GET list with the params. Entering again (a new query) stops the call on its way: its signal aborts and its answer is dropped.',
      tags: ['busy'],
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => context.params,
        onDone: [
          {
            guard: { type: 'isBeyondLastPage', params: answered },
            target: 'loading',
            reenter: true,
            actions: { type: 'goToLastPage', params: answered },
          },
          { guard: { type: 'hasRows', params: answered }, target: 'ready', actions: { type: 'storePage', params: answered } },
          { target: 'empty', actions: { type: 'storePage', params: answered } },
        ],
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    ready: {
      description: 'The rows of the page and the result count for the pager.',
      on: { 'list.reload': { target: 'loading' } },
    },
    empty: {
      description: 'No rows for the query: the screen says "No results found" and, with a search text, names it (context.params.q).',
      on: { 'list.reload': { target: 'loading' } },
    },
    failed: {
      description: "The load failed: the server's message (or a generic text) and a retry.",
      exit: 'clearError',
      on: { 'list.retry': { target: 'loading' } },
    },
  },
});
