import { UNDO_WINDOW_MS, type undoDeleteMachine } from '../undo-delete.machine';
import { ensure, type MachineModel } from './machine-model';
import { networkFailure, serverRefusal } from './samples';

export const undoDeleteModel: MachineModel<typeof undoDeleteMachine> = {
  actors: {
    restoreDeleted: [
      { output: undefined },
      { error: serverRefusal(409, 'Another operating company is named "Noord" now.') },
      { error: serverRefusal(404, 'Not found') },
      { error: networkFailure },
    ],
  },
  appActions: ['notifyRestored', 'notifyRefused'],
  // Past the window: the offer expires on its own.
  scenarios: [{ name: 'operating company 7 was just deleted', input: () => ({ kind: 'operatingCompany', id: 7 }), horizonMs: UNDO_WINDOW_MS }],
  invariants(snapshot) {
    const { context } = snapshot;
    ensure(snapshot.hasTag('busy') === snapshot.matches('restoring'), 'busy exactly while the restore is on its way');
    ensure(context.reason === null || snapshot.matches('refused'), 'a reason only once the restore was refused');
    ensure(snapshot.can({ type: 'undo.request' }) === snapshot.matches('offered'), 'undo is offered only within its window');
    ensure(context.kind === 'operatingCompany' && context.id === 7, 'the offer is about the record deleted');
  },
};
