import { assign, fromPromise, setup } from 'xstate';
import { UNDO_SECONDS, type HistoryKind } from '../contract/paths/history';
import { restoreRecord } from '../src/api/history';
import { serverMessage } from '../src/api/errors';

/**
 * The offer to take a delete back (issue 39 point 3): right after a record was deleted, its success toast offers
 * "Undo" for UNDO_SECONDS. Taking it posts the restore; the server brings the record back as it was (its child
 * lists and attachments too), or refuses with the rule the restore would break (409), which the app shows. Once the
 * window has passed, or the toast was closed, the offer is gone: a supervisor can still restore from the list's
 * "Recently deleted".
 */

/** How long the toast offers the undo (the contract's UNDO_SECONDS). */
export const UNDO_WINDOW_MS = UNDO_SECONDS * 1000;

export interface UndoDeleteInput {
  kind: HistoryKind;
  id: number;
}

export interface UndoDeleteContext extends UndoDeleteInput {
  /** The server's reason for refusing the restore; null when it gave none (the app says it could not be restored). */
  reason: string | null;
}

export type UndoDeleteEvent = { type: 'undo.request' } | { type: 'offer.dismiss' };

export const undoDeleteMachine = setup({
  types: {
    context: {} as UndoDeleteContext,
    input: {} as UndoDeleteInput,
    events: {} as UndoDeleteEvent,
  },
  actors: {
    restoreDeleted: fromPromise<void, UndoDeleteInput>(({ input, signal }) => restoreRecord(input, { signal })),
  },
  delays: {
    undoWindow: UNDO_WINDOW_MS,
  },
  actions: {
    recordReason: assign({ reason: (_, error: unknown) => serverMessage(error) }),
    /** Provided by the app: the "restored" message, and whatever shows the kind's rows reads them again. */
    notifyRestored: () => {},
    /** Provided by the app: the server's reason (or that it could not be restored). */
    notifyRefused: (_, _params: { reason: string | null }) => {},
  },
}).createMachine({
  id: 'undoDelete',
  description: 'After a delete, its toast offers "Undo" for a few seconds: taking it restores the record, unless a rule of the server refuses.',
  context: ({ input }) => ({ kind: input.kind, id: input.id, reason: null }),
  initial: 'offered',
  states: {
    offered: {
      description: 'The success toast shows "Undo" until the window passes or the toast is closed.',
      after: { undoWindow: { target: 'expired' } },
      on: {
        'undo.request': { target: 'restoring' },
        'offer.dismiss': { target: 'expired' },
      },
    },
    restoring: {
      description: 'POST /history/restore with the kind and id; the toast is gone, nothing else to choose.',
      tags: ['busy'],
      invoke: {
        src: 'restoreDeleted',
        input: ({ context }) => ({ kind: context.kind, id: context.id }),
        onDone: { target: 'restored', actions: 'notifyRestored' },
        onError: {
          target: 'refused',
          actions: [
            { type: 'recordReason', params: ({ event }: { event: { error: unknown } }) => event.error },
            { type: 'notifyRefused', params: ({ event }: { event: { error: unknown } }) => ({ reason: serverMessage(event.error) }) },
          ],
        },
      },
    },
    restored: {
      description: 'The record is back; the app said so and its list was read again.',
      type: 'final',
    },
    refused: {
      description: "The record stays deleted: the server's reason was shown (a rule the restore would break), or that it failed.",
      type: 'final',
    },
    expired: {
      description: 'The window passed or the toast was closed: the delete stands.',
      type: 'final',
    },
  },
});
