import type { recordHistoryMachine } from '../record-history.machine';
import type { HistoryEntry } from '../../contract/types/history';
import { ensure, type MachineModel } from './machine-model';
import { networkFailure, serverRefusal } from './samples';

const entry = (id: number): HistoryEntry => ({
  id, at: '2026-11-22T09:00:00.000Z', action: 'update', actor: null, changes: [{ field: 'question', before: 'Old', after: 'New' }],
});

export const recordHistoryModel: MachineModel<typeof recordHistoryMachine> = {
  actors: {
    readNewestPage: [
      { output: { entries: [entry(9), entry(8)], more: true } },
      { output: { entries: [entry(9)], more: false } },
      { output: { entries: [], more: false } },
      { error: serverRefusal(404, 'Not found') },
      { error: networkFailure },
    ],
    // The last older page, or a failure: a page saying more follow would make the pages endless here.
    readOlderPage: [
      { output: { entries: [entry(5)], more: false } },
      { error: networkFailure },
    ],
  },
  scenarios: [{ name: 'the history of FAQ entry 12 opens', input: () => ({ kind: 'faq', id: 12 }) }],
  invariants(snapshot) {
    const { context } = snapshot;
    ensure(snapshot.hasTag('busy') === snapshot.matches('loading'), 'busy exactly while nothing is shown yet');
    if (snapshot.matches('unavailable') || snapshot.matches('failed')) ensure(context.entries.length === 0, 'no entries beside the not-available line or the retry');
    if (snapshot.matches({ ready: 'idle' })) ensure(snapshot.can({ type: 'history.older' }) === (context.more && context.entries.length > 0), 'older is offered exactly while more follow');
  },
};
