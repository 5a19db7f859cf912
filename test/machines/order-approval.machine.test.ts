import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { FetchError } from 'ofetch';
import { orderApprovalMachine, REJECTION_REASON_MAX_LENGTH } from '../../machines/order-approval.machine';
import { machineRegistry } from '../../machines/registry';
import type { OrderDecision } from '../../contract/types/orders';

function refusal(...errors: string[]): FetchError {
  const error = new FetchError(errors[0] ?? 'failed');
  Object.assign(error, { status: 400, data: { results: [], successful: false, errors } });
  return error;
}

function start(answer: (decision: OrderDecision) => Promise<void> = async () => {}) {
  const postDecision = vi.fn(answer);
  const notifySuccess = vi.fn();
  const goToList = vi.fn();
  const machine = orderApprovalMachine.provide({
    actors: { postDecision: fromPromise<void, OrderDecision>(({ input }) => postDecision(input)) },
    actions: { notifySuccess: (_, params) => notifySuccess(params), goToList },
  });
  const actor = createActor(machine, { input: { orderId: 42 } }).start();
  return { actor, postDecision, notifySuccess, goToList };
}

/** Approve through the confirmation (spec 01 §4 post dialog), the send-mail tick as given. */
function approve(actor: ReturnType<typeof start>['actor'], sendMail = true): void {
  actor.send({ type: 'order.approve' });
  actor.send({ type: 'approval.confirm', sendMail });
}

describe('order approval machine', () => {
  it('is listed in the registry under its id', () => {
    expect(machineRegistry.some(({ machine }) => machine.id === 'orderApproval')).toBe(true);
  });

  it('waits idle for a decision and posts nothing', () => {
    const { actor, postDecision } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ orderId: 42, agreement: null, reason: null, error: null, sendMail: true });
    expect(actor.getSnapshot().can({ type: 'reason.submit', reason: 'x' })).toBe(false);
    expect(postDecision).not.toHaveBeenCalled();
  });

  it('approves with agreement true, shows the success and goes to the list', async () => {
    const { actor, postDecision, notifySuccess, goToList } = start();
    approve(actor);
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(postDecision).toHaveBeenCalledExactlyOnceWith({ orderId: 42, agreement: true, sendMail: true });
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith({ status: 'approved' });
    expect(goToList).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ status: 'approved' });
  });

  it('asks to confirm an approval; cancel posts nothing, confirm posts the send-mail choice', async () => {
    const { actor, postDecision } = start();
    actor.send({ type: 'order.approve' });
    expect(actor.getSnapshot().value).toBe('confirmingApproval');
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'order.reject' })).toBe(false);
    actor.send({ type: 'approval.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(postDecision).not.toHaveBeenCalled();
    approve(actor, false);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(postDecision).toHaveBeenCalledExactlyOnceWith({ orderId: 42, agreement: true, sendMail: false });
  });

  it('asks for a reason before rejecting, then posts agreement false with the trimmed reason', async () => {
    const { actor, postDecision, notifySuccess, goToList } = start();
    actor.send({ type: 'order.reject' });
    expect(actor.getSnapshot().value).toBe('askingReason');
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    expect(postDecision).not.toHaveBeenCalled();
    actor.send({ type: 'reason.submit', reason: '  Budget exceeded \n' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(postDecision).toHaveBeenCalledExactlyOnceWith({ orderId: 42, agreement: false, reason: 'Budget exceeded', sendMail: true });
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith({ status: 'rejected' });
    expect(goToList).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ status: 'rejected' });
  });

  it('refuses an empty, whitespace-only or overlong reason', () => {
    const { actor, postDecision } = start();
    actor.send({ type: 'order.reject' });
    for (const reason of ['', '   ', '\n\t ', 'x'.repeat(REJECTION_REASON_MAX_LENGTH + 1)]) {
      expect(actor.getSnapshot().can({ type: 'reason.submit', reason })).toBe(false);
      actor.send({ type: 'reason.submit', reason });
      expect(actor.getSnapshot().value).toBe('askingReason');
    }
    expect(actor.getSnapshot().can({ type: 'reason.submit', reason: 'x'.repeat(REJECTION_REASON_MAX_LENGTH) })).toBe(true);
    expect(postDecision).not.toHaveBeenCalled();
  });

  it('goes back to idle when the reason dialog is cancelled, posting nothing', () => {
    const { actor, postDecision } = start();
    actor.send({ type: 'order.reject' });
    // The dialog answers only submit or cancel.
    expect(actor.getSnapshot().can({ type: 'order.approve' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'order.reject' })).toBe(false);
    actor.send({ type: 'reason.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(postDecision).not.toHaveBeenCalled();
    approve(actor);
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('ignores every event while the decision is on its way', async () => {
    let release: () => void = () => {};
    const { actor, postDecision } = start(() => new Promise<void>((resolve) => (release = resolve)));
    approve(actor);
    const events = [
      { type: 'order.approve' },
      { type: 'approval.confirm', sendMail: true },
      { type: 'approval.cancel' },
      { type: 'order.reject' },
      { type: 'reason.submit', reason: 'No' },
      { type: 'reason.cancel' },
    ] as const;
    for (const event of events) {
      expect(actor.getSnapshot().can(event)).toBe(false);
      actor.send(event);
      expect(actor.getSnapshot().value).toBe('submitting');
    }
    release();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(postDecision).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ status: 'approved' });
  });

  it.each([
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const)('counts a "Cannot delete file" failure as done when asked to %s', async (choice, status) => {
    const { actor, notifySuccess, goToList } = start(() => Promise.reject(refusal('Cannot delete file C:\\orders\\42.pdf', 'other')));
    if (choice === 'approve') approve(actor);
    else {
      actor.send({ type: 'order.reject' });
      actor.send({ type: 'reason.submit', reason: 'Too expensive' });
    }
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith({ status });
    expect(goToList).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ status });
  });

  it('reads only the first server error for the "Cannot delete file" rule', async () => {
    const { actor, notifySuccess } = start(() => Promise.reject(refusal('Order is already approved', 'Cannot delete file')));
    approve(actor);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Order is already approved');
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it("keeps the server's message on another failure, leaves the order as it was, and allows another try", async () => {
    const answers = [() => Promise.reject(refusal('Order not found')), () => Promise.resolve()];
    const { actor, postDecision, notifySuccess, goToList } = start(() => answers.shift()!());
    actor.send({ type: 'order.reject' });
    actor.send({ type: 'reason.submit', reason: 'Wrong colour' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Order not found', agreement: false, reason: 'Wrong colour' });
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(goToList).not.toHaveBeenCalled();

    // Reject again: the dialog opens with the earlier reason kept; the error clears.
    actor.send({ type: 'order.reject' });
    expect(actor.getSnapshot().value).toBe('askingReason');
    expect(actor.getSnapshot().context).toMatchObject({ error: null, reason: 'Wrong colour' });
    actor.send({ type: 'reason.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');

    approve(actor);
    expect(actor.getSnapshot().context.reason).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(postDecision).toHaveBeenLastCalledWith({ orderId: 42, agreement: true, sendMail: true });
    expect(notifySuccess).toHaveBeenCalledExactlyOnceWith({ status: 'approved' });
  });

  it('accepts approve straight from the failed state', async () => {
    const answers = [() => Promise.reject(refusal('Busy')), () => Promise.resolve()];
    const { actor } = start(() => answers.shift()!());
    approve(actor);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'reason.submit', reason: 'x' })).toBe(false);
    actor.send({ type: 'order.approve' });
    expect(actor.getSnapshot().value).toBe('confirmingApproval');
    actor.send({ type: 'approval.confirm', sendMail: true });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ status: 'approved' });
  });

  it('leaves the message empty when the failure carries none (network trouble)', async () => {
    const { actor, goToList } = start(() => Promise.reject(new TypeError('Failed to fetch')));
    approve(actor);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(goToList).not.toHaveBeenCalled();
  });

  it('names its implementations so the app can provide the toast and the navigation', () => {
    // The default actor is src/api/orders.ts's postOrderDecision; its wire format is covered in test/src/api-modules.test.ts.
    expect(Object.keys(orderApprovalMachine.implementations.actors)).toEqual(['postDecision']);
    expect(Object.keys(orderApprovalMachine.implementations.guards).sort()).toEqual(['isFileCleanupFailure', 'isValidReason']);
    expect(Object.keys(orderApprovalMachine.implementations.actions)).toEqual(
      expect.arrayContaining(['notifySuccess', 'goToList', 'chooseApproval', 'chooseRejection', 'storeReason', 'recordError']),
    );
  });
});
