import type { orderApprovalMachine } from '../order-approval.machine';
import { ensure, type MachineModel } from './machine-model';
import { networkFailure, serverRefusal } from './samples';

export const orderApprovalModel: MachineModel<typeof orderApprovalMachine> = {
  actors: {
    postDecision: [
      { output: undefined },
      { error: serverRefusal(400, 'Cannot delete file C:\\orders\\42.pdf') },
      { error: serverRefusal(400, 'Order not found') },
      { error: networkFailure },
    ],
  },
  events: {
    'approval.confirm': [
      { type: 'approval.confirm', sendMail: true },
      { type: 'approval.confirm', sendMail: false },
    ],
    'reason.submit': [
      { type: 'reason.submit', reason: '  Too expensive ' },
      { type: 'reason.submit', reason: '   ' },
    ],
  },
  appActions: ['notifySuccess', 'goToList'],
  scenarios: [{ name: 'open order 42', input: () => ({ orderId: 42 }) }],
  invariants(snapshot) {
    const { context } = snapshot;
    ensure(snapshot.hasTag('busy') === snapshot.matches('submitting'), 'busy exactly while the decision is on its way');
    ensure(snapshot.hasTag('dialog') === (snapshot.matches('askingReason') || snapshot.matches('confirmingApproval')),
      'a dialog exactly while asking a reason or the approval confirmation');
    if (snapshot.matches('confirmingApproval')) ensure(context.agreement === true, 'the confirmation is asked only when approving');
    ensure(context.error === null || snapshot.matches('failed'), 'a server message is shown only after a failure');
    ensure(!snapshot.can({ type: 'reason.submit', reason: ' \t ' }), 'a blank reason is never accepted');
    if (snapshot.matches('askingReason')) ensure(context.agreement === false, 'a reason is asked only when rejecting');
    if (snapshot.matches('submitting')) {
      const choices = [{ type: 'order.approve' }, { type: 'order.reject' }, { type: 'reason.cancel' }, { type: 'approval.cancel' }] as const;
      ensure(!choices.some((event) => snapshot.can(event)), 'no other choice while the decision is on its way');
    }
    if (snapshot.status === 'done') {
      ensure(snapshot.output?.status === (context.agreement ? 'approved' : 'rejected'), 'the output says what was decided');
      ensure(context.agreement || context.reason === 'Too expensive', 'a rejection carries the trimmed reason');
    }
  },
};
