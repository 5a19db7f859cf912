import { orderApprovalMachine, type DecidedStatus } from '../../../machines/order-approval.machine';
import { TOAST_MS, type ToastSpec } from '../../app/toasts/toast-for-error';

/** Translates a key of the `orders` namespace. */
export type OrdersT = (key: string, values: Record<string, string>) => string;

/** "Order ORD-… approved" / "… rejected" (spec 01 §8: success toasts name the thing, 4 s). */
export function decisionToast(status: DecidedStatus, orderNumber: string, t: OrdersT): ToastSpec {
  return { variant: 'success', duration: TOAST_MS.success, text: t(`decision.${status}`, { orderNumber }) };
}

export interface ApprovalWiring {
  orderNumber: string;
  /** The section's order list. */
  listPath: string;
  t: OrdersT;
  notify(toast: ToastSpec): void;
  navigate(path: string): void;
}

/** The machine with the app's side effects: the success toast naming the order, then back to the list. */
export function orderApprovalForScreen({ orderNumber, listPath, t, notify, navigate }: ApprovalWiring) {
  return orderApprovalMachine.provide({
    actions: {
      notifySuccess: (_, { status }) => notify(decisionToast(status, orderNumber, t)),
      goToList: () => navigate(listPath),
    },
  });
}
