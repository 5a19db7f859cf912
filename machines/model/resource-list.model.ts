import { lastPageOf, type resourceListMachine } from '../resource-list.machine';
import type { ListParams } from '../../src/api/resource';
import { ensure, type MachineModel } from './machine-model';
import { networkFailure, serverRefusal } from './samples';

const params = (pageIndex: number, q: string): ListParams => ({ pageIndex, pageSize: 20, q, filters: {} });

export const resourceListModel: MachineModel<typeof resourceListMachine> = {
  actors: {
    fetchPage: [
      { output: { rows: [{ id: 7, version: 3 }, { id: 8, version: 1 }], resultCount: 2 } },
      { output: { rows: [], resultCount: 0 } },
      // Asked beyond the last page (its last row deleted elsewhere): 25 rows are 2 pages of 20.
      { output: { rows: [], resultCount: 25 } },
      { error: serverRefusal(400, 'querystring.q must be at most 100 characters') },
      { error: networkFailure },
    ],
  },
  events: {
    'query.change': [
      { type: 'query.change', params: params(1, '') },
      { type: 'query.change', params: params(2, 'bike') },
    ],
  },
  scenarios: [
    { name: 'list without a search', input: () => ({ params: params(1, '') }) },
    { name: 'list searching "lease" on page 3', input: () => ({ params: params(3, 'lease') }) },
  ],
  invariants(snapshot) {
    const { context } = snapshot;
    ensure(snapshot.hasTag('busy') === snapshot.matches('loading'), 'busy exactly while a page is on its way');
    ensure(snapshot.can({ type: 'query.change', params: params(1, '') }), 'a new query is accepted in every state');
    ensure(snapshot.can({ type: 'list.retry' }) === snapshot.matches('failed'), 'retry only after a failure');
    ensure(snapshot.can({ type: 'list.reload' }) === (snapshot.matches('ready') || snapshot.matches('empty')), 'reload only of a shown list');
    ensure(context.error === null || snapshot.matches('failed'), 'a server message is shown only after a failure');
    if (snapshot.matches('ready')) ensure(context.rows.length > 0, 'ready shows rows');
    if (snapshot.matches('empty')) {
      ensure(context.rows.length === 0, 'empty shows no rows');
      ensure(context.resultCount === 0 || context.params.pageIndex <= lastPageOf(context.resultCount, context.params.pageSize),
        'a page beyond the last is never shown as empty: the last page is loaded instead');
    }
  },
};
