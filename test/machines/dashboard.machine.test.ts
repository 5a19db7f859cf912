import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DASHBOARD_POLL_MS, dashboardMachine } from '../../machines/dashboard.machine';
import { ManualClock } from '../../machines/model/manual-clock';
import { bulkStatusSample, networkFailure } from '../../machines/model/samples';
import type { BulkState } from '../../contract/types/bulk';
import type { Dashboard } from '../../contract/types/dashboard';

/** The dashboard against scripted answers (each read takes the next, the last repeats); the poll timer on a manual clock. */
function start(answers: Array<Dashboard | Error>) {
  let call = 0;
  const load = vi.fn(async () => {
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const clock = new ManualClock(Date.parse('2026-11-22T09:00:00Z'));
  const actor = createActor(dashboardMachine.provide({ actors: { loadDashboard: fromPromise<Dashboard>(() => load()) } }), { clock }).start();
  return { actor, load, clock };
}

const board = (orders: number, run: BulkState | null = 'finished', progress = 100): Dashboard => ({
  figures: [{ key: 'ordersWaiting', count: orders, oldest: null }],
  bulkRun: run === null ? null : bulkStatusSample(run, progress),
});

describe('dashboard machine', () => {
  it('shows the figures and reads them again on request, without polling while no run goes', async () => {
    const { actor, load, clock } = start([board(3), board(2)]);
    await waitFor(actor, (s) => s.matches({ ready: 'current' }));
    expect(actor.getSnapshot().context.dashboard?.figures[0]?.count).toBe(3);
    clock.advance(DASHBOARD_POLL_MS * 5);
    expect(load).toHaveBeenCalledOnce();
    actor.send({ type: 'dashboard.refresh' });
    // The figures stay on screen while they are read again.
    expect(actor.getSnapshot().context.dashboard?.figures[0]?.count).toBe(3);
    await waitFor(actor, (s) => s.matches({ ready: 'current' }));
    expect(actor.getSnapshot().context.dashboard?.figures[0]?.count).toBe(2);
  });

  it("follows a running bulk run's progress until it finishes, then stops reading", async () => {
    const { actor, load, clock } = start([board(3, 'running', 20), board(3, 'running', 70), board(3, 'finished')]);
    await waitFor(actor, (s) => s.matches({ ready: 'watchingRun' }));
    expect(actor.getSnapshot().context.dashboard?.bulkRun?.progress).toBe(20);
    clock.advance(DASHBOARD_POLL_MS);
    await waitFor(actor, (s) => s.context.dashboard?.bulkRun?.progress === 70);
    clock.advance(DASHBOARD_POLL_MS);
    await waitFor(actor, (s) => s.matches({ ready: 'current' }));
    expect(actor.getSnapshot().context.dashboard?.bulkRun?.state).toBe('finished');
    clock.advance(DASHBOARD_POLL_MS * 3);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps the figures when a re-read fails, marked as possibly out of date', async () => {
    const { actor } = start([board(3), networkFailure, board(1)]);
    await waitFor(actor, (s) => s.matches({ ready: 'current' }));
    actor.send({ type: 'dashboard.refresh' });
    await waitFor(actor, (s) => s.context.outdated);
    expect(actor.getSnapshot().context.dashboard?.figures[0]?.count).toBe(3);
    actor.send({ type: 'dashboard.refresh' });
    await waitFor(actor, (s) => !s.context.outdated && s.matches({ ready: 'current' }));
    expect(actor.getSnapshot().context.dashboard?.figures[0]?.count).toBe(1);
  });

  it('offers a retry when the first read fails', async () => {
    const { actor } = start([networkFailure, board(4)]);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'dashboard.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.dashboard?.figures[0]?.count).toBe(4);
  });
});
