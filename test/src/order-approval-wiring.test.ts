import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { FetchError } from 'ofetch';
import type { OrderDecision } from '../../contract/types/orders';
import { decisionToast, orderApprovalForScreen } from '../../src/features/order-approval/order-approval-wiring';

const t = (key: string, values: Record<string, string>) => `${key}:${values.orderNumber}`;

function start(answer: () => Promise<void>) {
  const notify = vi.fn();
  const navigate = vi.fn();
  const machine = orderApprovalForScreen({ orderNumber: 'ORD-2026-00001', listPath: '/mobility/order', t, notify, navigate }).provide({
    actors: { postDecision: fromPromise<void, OrderDecision>(answer) },
  });
  const actor = createActor(machine, { input: { orderId: 1 } }).start();
  return { actor, notify, navigate };
}

describe('order approval wiring', () => {
  it('makes a 4 s success toast naming the order for each decision', () => {
    expect(decisionToast('approved', 'ORD-1', t)).toEqual({ variant: 'success', duration: 4000, text: 'decision.approved:ORD-1' });
    expect(decisionToast('rejected', 'ORD-1', t)).toMatchObject({ text: 'decision.rejected:ORD-1' });
  });

  it('after an approval shows the approved toast and goes to the section list', async () => {
    const { actor, notify, navigate } = start(async () => {});
    actor.send({ type: 'order.approve' });
    actor.send({ type: 'approval.confirm', sendMail: true });
    await waitFor(actor, (s) => s.status === 'done');
    expect(notify).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ variant: 'success', text: 'decision.approved:ORD-2026-00001' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/mobility/order');
  });

  it('after a rejection whose post failed with "Cannot delete file" still shows the rejected toast and goes to the list', async () => {
    const error = Object.assign(new FetchError('failed'), { status: 500, data: { results: [], successful: false, errors: ['Cannot delete file x.pdf'] } });
    const { actor, notify, navigate } = start(() => Promise.reject(error));
    actor.send({ type: 'order.reject' });
    actor.send({ type: 'reason.submit', reason: 'Too expensive' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(notify).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ text: 'decision.rejected:ORD-2026-00001' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/mobility/order');
  });

  it('on another failure neither toasts success nor leaves the order', async () => {
    const error = Object.assign(new FetchError('failed'), { status: 409, data: { results: [], successful: false, errors: ['Order 1 is already approved'] } });
    const { actor, notify, navigate } = start(() => Promise.reject(error));
    actor.send({ type: 'order.approve' });
    actor.send({ type: 'approval.confirm', sendMail: true });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Order 1 is already approved');
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
