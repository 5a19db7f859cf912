import { assign, fromPromise, setup } from 'xstate';
import type { OrderDecision, OrderStatus } from '../contract/types/orders';
import { postOrderDecision } from '../src/api/orders';
import { serverMessage } from '../src/api/errors';

/**
 * Recipients: spec 02 §4 says approval mails "the employee or the leasing companies". The choice is
 * not the administrator's: the server decides (the client's order licence,
 * isOrderModuleWithoutLeasingCompany, means the employee; otherwise the order's leasing company).
 * The administrator only says whether to mail at all — the post dialog's send-mail tick (spec 01 §5,
 * on by default), carried as `sendMail`. This machine therefore carries no `mailTo`.
 */

/** Spec 02 §8: a failed order post whose first error contains this still counts as done. */
export const FILE_CLEANUP_FAILURE = 'Cannot delete file';
/** The longest rejection reason the server stores. */
export const REJECTION_REASON_MAX_LENGTH = 2000;

export interface OrderApprovalInput {
  orderId: number;
}

export interface OrderApprovalContext {
  orderId: number;
  /** The decision on its way or last tried: true approves, false rejects; null before the first. */
  agreement: boolean | null;
  /** The rejection reason, trimmed; kept after a failure so a retry need not retype it. */
  reason: string | null;
  /** The server's message for a failed post; null when it gave none (the UI shows a generic text). */
  error: string | null;
  /** Whether the server mails the decision (the post dialog's tick, on by default; spec 01 §5). */
  sendMail: boolean;
}

export type OrderApprovalEvent =
  | { type: 'order.approve' }
  | { type: 'order.reject' }
  | { type: 'approval.confirm'; sendMail: boolean }
  | { type: 'approval.cancel' }
  | { type: 'reason.submit'; reason: string }
  | { type: 'reason.cancel' };

export type DecidedStatus = Extract<OrderStatus, 'approved' | 'rejected'>;

export interface OrderApprovalOutput {
  status: DecidedStatus;
}

function decidedStatus(context: Pick<OrderApprovalContext, 'agreement'>): DecidedStatus {
  return context.agreement ? 'approved' : 'rejected';
}

function decision({ orderId, agreement, reason, sendMail }: OrderApprovalContext): OrderDecision {
  return agreement ? { orderId, agreement: true, sendMail } : { orderId, agreement: false, reason: reason ?? '', sendMail };
}

export const orderApprovalMachine = setup({
  types: {
    context: {} as OrderApprovalContext,
    input: {} as OrderApprovalInput,
    events: {} as OrderApprovalEvent,
    output: {} as OrderApprovalOutput,
  },
  actors: {
    postDecision: fromPromise<void, OrderDecision>(({ input, signal }) => postOrderDecision(input, { signal })),
  },
  guards: {
    isValidReason: (_, reason: string) => {
      const trimmed = reason.trim();
      return trimmed !== '' && trimmed.length <= REJECTION_REASON_MAX_LENGTH;
    },
    isFileCleanupFailure: (_, error: unknown) => serverMessage(error)?.includes(FILE_CLEANUP_FAILURE) ?? false,
  },
  actions: {
    chooseApproval: assign({ agreement: true, reason: null, error: null }),
    // A rejection always tells the employee why: its dialog has no send-mail tick.
    chooseRejection: assign({ agreement: false, error: null, sendMail: true }),
    storeSendMail: assign({ sendMail: (_, sendMail: boolean) => sendMail }),
    storeReason: assign({ reason: (_, reason: string) => reason.trim() }),
    recordError: assign({ error: (_, error: unknown) => serverMessage(error) }),
    /** Provided by the app: the success toast for the status ("approved" or "rejected"). */
    notifySuccess: (_, _params: { status: DecidedStatus }) => {},
    /** Provided by the app: navigate to the order list of the current section. */
    goToList: () => {},
  },
  delays: {},
}).createMachine({
  id: 'orderApproval',
  description:
    'An administrator approves an open order, or rejects it with a reason; the server records the decision and sends the mails. ' +
    'A "Cannot delete file" failure still counts as done; other failures keep the order as it was.',
  context: ({ input }) => ({ orderId: input.orderId, agreement: null, reason: null, error: null, sendMail: true }),
  initial: 'idle',
  output: ({ context }) => ({ status: decidedStatus(context) }),
  states: {
    idle: {
      description: 'The order view with its approve and reject buttons.',
      on: {
        'order.approve': { target: 'confirmingApproval', actions: 'chooseApproval' },
        'order.reject': { target: 'askingReason', actions: 'chooseRejection' },
      },
    },
    confirmingApproval: {
      description: 'Approval cannot be undone: the post dialog asks to confirm, with the send-mail tick on by default.',
      tags: ['dialog'],
      on: {
        'approval.confirm': { target: 'submitting', actions: { type: 'storeSendMail', params: ({ event }) => event.sendMail } },
        'approval.cancel': { target: 'idle' },
      },
    },
    askingReason: {
      description: 'Rejection asks for a reason; submit stays refused while it is empty or whitespace only.',
      tags: ['dialog'],
      on: {
        'reason.submit': {
          guard: { type: 'isValidReason', params: ({ event }) => event.reason },
          target: 'submitting',
          actions: { type: 'storeReason', params: ({ event }) => event.reason },
        },
        'reason.cancel': { target: 'idle' },
      },
    },
    submitting: {
      description: 'POST /order with the agreement flag (and the reason when rejecting); other choices wait for the answer.',
      tags: ['busy'],
      invoke: {
        src: 'postDecision',
        input: ({ context }) => decision(context),
        onDone: {
          target: 'done',
          actions: [{ type: 'notifySuccess', params: ({ context }) => ({ status: decidedStatus(context) }) }, 'goToList'],
        },
        onError: [
          {
            guard: { type: 'isFileCleanupFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'done',
            actions: [{ type: 'notifySuccess', params: ({ context }) => ({ status: decidedStatus(context) }) }, 'goToList'],
          },
          {
            target: 'failed',
            actions: { type: 'recordError', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
        ],
      },
    },
    done: {
      description: 'Decided; the app shows the success and is on its way to the order list.',
      type: 'final',
    },
    failed: {
      description: "Shows the server's message; the order is unchanged and may be approved or rejected again.",
      on: {
        'order.approve': { target: 'confirmingApproval', actions: 'chooseApproval' },
        'order.reject': { target: 'askingReason', actions: 'chooseRejection' },
      },
    },
  },
});
