import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { UNDO_WINDOW_MS, undoDeleteMachine, type UndoDeleteInput } from '../../machines/undo-delete.machine';
import { ManualClock } from '../../machines/model/manual-clock';
import { networkFailure, serverRefusal } from '../../machines/model/samples';
import { UNDO_SECONDS } from '../../contract/paths/history';

/** The offer for operating company 7 against a scripted restore; the window on a manual clock. */
function start(answer: 'ok' | Error, delays: Record<string, number> = {}) {
  const restore = vi.fn(async (_input: UndoDeleteInput) => {
    if (answer !== 'ok') throw answer;
  });
  const notifyRestored = vi.fn();
  const notifyRefused = vi.fn();
  const clock = new ManualClock(Date.parse('2026-11-22T09:00:00Z'));
  const machine = undoDeleteMachine.provide({
    actors: { restoreDeleted: fromPromise<void, UndoDeleteInput>(({ input }) => restore(input)) },
    actions: { notifyRestored, notifyRefused: (_, params) => notifyRefused(params) },
    delays,
  });
  const actor = createActor(machine, { input: { kind: 'operatingCompany', id: 7 }, clock }).start();
  return { actor, restore, notifyRestored, notifyRefused, clock };
}

describe('undoDelete machine', () => {
  it('offers the undo for the contract\'s UNDO_SECONDS', () => {
    expect(UNDO_WINDOW_MS).toBe(UNDO_SECONDS * 1000);
    const { actor, clock } = start('ok');
    expect(actor.getSnapshot().matches('offered')).toBe(true);
    clock.advance(UNDO_WINDOW_MS - 1);
    expect(actor.getSnapshot().can({ type: 'undo.request' })).toBe(true);
    clock.advance(1);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('restores the deleted record when undo is taken in time, then says so', async () => {
    const { actor, restore, notifyRestored, notifyRefused, clock } = start('ok');
    clock.advance(UNDO_WINDOW_MS / 2);
    actor.send({ type: 'undo.request' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().matches('restored')).toBe(true);
    expect(restore).toHaveBeenCalledWith({ kind: 'operatingCompany', id: 7 });
    expect(notifyRestored).toHaveBeenCalledOnce();
    expect(notifyRefused).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the restore would break a rule (409)", async () => {
    const { actor, notifyRestored, notifyRefused } = start(serverRefusal(409, 'The name "Noord" is in use.'));
    actor.send({ type: 'undo.request' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().matches('refused')).toBe(true);
    expect(actor.getSnapshot().context.reason).toBe('The name "Noord" is in use.');
    expect(notifyRefused).toHaveBeenCalledWith({ reason: 'The name "Noord" is in use.' });
    expect(notifyRestored).not.toHaveBeenCalled();
  });

  it('reports a failure without words as no reason', async () => {
    const { actor, notifyRefused } = start(networkFailure);
    actor.send({ type: 'undo.request' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(notifyRefused).toHaveBeenCalledWith({ reason: null });
  });

  it('ends the offer when the toast is closed, and takes no undo after the window', () => {
    const closed = start('ok');
    closed.actor.send({ type: 'offer.dismiss' });
    expect(closed.actor.getSnapshot().matches('expired')).toBe(true);
    const late = start('ok');
    late.clock.advance(UNDO_WINDOW_MS);
    late.actor.send({ type: 'undo.request' });
    expect(late.restore).not.toHaveBeenCalled();
  });

  it('takes its window from the named delay, so a test or the app can shorten it', () => {
    const { actor, clock } = start('ok', { undoWindow: 50 });
    clock.advance(50);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
  });
});
