import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { showToast } from '../../app/toasts/toast-bus';
import { orderApprovalForScreen } from './order-approval-wiring';

export interface OrderApprovalView {
  /** The decision is on its way: both buttons wait. */
  busy: boolean;
  /** The post dialog asks to confirm the approval. */
  confirmingApproval: boolean;
  /** The reject dialog asks for the reason. */
  askingReason: boolean;
  /** The last post failed: the server's message, or '' when it gave none (show a generic text). */
  error: string | null;
  approve(): void;
  reject(): void;
  /** Confirms the approval; `sendMail` is the dialog's send-mail tick. */
  confirmApproval(sendMail: boolean): void;
  cancelApproval(): void;
  /** Sends the reason; false when the machine refuses it (empty, or longer than the server keeps). */
  submitReason(reason: string): boolean;
  cancelReason(): void;
}

/**
 * Approve or reject one open order (spec 02 §4, §8; issue 5 point 5) through the orderApproval
 * machine, screen-local. The order number and list path are read once: the component using this
 * mounts per order (key it by the order id).
 */
export function useOrderApproval(orderId: number, orderNumber: string, listPath: string): OrderApprovalView {
  const { t } = useTranslation('orders');
  const [, navigate] = useLocation();
  const actor = useActorRef(orderApprovalForScreen({ orderNumber, listPath, t, notify: showToast, navigate }), { input: { orderId } });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const confirmingApproval = useSelector(actor, (s) => s.matches('confirmingApproval'));
  const askingReason = useSelector(actor, (s) => s.matches('askingReason'));
  const error = useSelector(actor, (s) => (s.matches('failed') ? (s.context.error ?? '') : null));

  return {
    busy,
    confirmingApproval,
    askingReason,
    error,
    approve: useCallback(() => actor.send({ type: 'order.approve' }), [actor]),
    reject: useCallback(() => actor.send({ type: 'order.reject' }), [actor]),
    confirmApproval: useCallback((sendMail: boolean) => actor.send({ type: 'approval.confirm', sendMail }), [actor]),
    cancelApproval: useCallback(() => actor.send({ type: 'approval.cancel' }), [actor]),
    submitReason: useCallback((reason: string) => {
      const event = { type: 'reason.submit', reason } as const;
      if (!actor.getSnapshot().can(event)) return false;
      actor.send(event);
      return true;
    }, [actor]),
    cancelReason: useCallback(() => actor.send({ type: 'reason.cancel' }), [actor]),
  };
}
