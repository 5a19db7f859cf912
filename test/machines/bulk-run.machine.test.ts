import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BULK_POLL_MS, bulkRunMachine, resultsToShow, type BulkResults } from '../../machines/bulk-run.machine';
import { ManualClock } from '../../machines/model/manual-clock';
import { bulkResultsSample, bulkStatusSample, networkFailure, serverRefusal } from '../../machines/model/samples';
import type { BulkStatus } from '../../contract/types/bulk';

/**
 * The bulk calculator against scripted server answers: each call of an actor takes the next answer of its
 * list (the last one repeats), and the poll timer runs on a manual clock.
 */
function start(answers: { status: BulkStatus[]; start?: Array<BulkStatus | Error>; results?: Array<BulkResults | Error> }, statusError?: Error) {
  const script = <T,>(list: Array<T | Error>) => {
    let call = 0;
    return vi.fn(async () => {
      const answer = list[Math.min(call++, list.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    });
  };
  const fetchStatus = statusError ? vi.fn(() => Promise.reject(statusError)) : script(answers.status);
  const startRun = script(answers.start ?? [bulkStatusSample('queued', 0)]);
  const loadResults = script(answers.results ?? [bulkResultsSample]);
  const notifyRunFinished = vi.fn();
  const clock = new ManualClock(Date.parse('2026-11-22T09:00:00Z'));
  const machine = bulkRunMachine.provide({
    actors: {
      fetchStatus: fromPromise<BulkStatus>(() => fetchStatus()),
      startRun: fromPromise<BulkStatus>(() => startRun()),
      loadResults: fromPromise<BulkResults>(() => loadResults()),
    },
    actions: { notifyRunFinished },
  });
  const actor = createActor(machine, { clock }).start();
  /** One poll interval passes and the poll's answer is taken. */
  const poll = async () => {
    clock.advance(BULK_POLL_MS);
    await waitFor(actor, (s) => !s.matches({ running: 'polling' }));
  };
  return { actor, fetchStatus, startRun, loadResults, notifyRunFinished, poll };
}

describe('bulk run machine', () => {
  it('starts a run after the dialog, follows its progress from the server and ends with the summary and files', async () => {
    const { actor, fetchStatus, startRun, loadResults, notifyRunFinished, poll } = start({
      status: [bulkStatusSample('none', 0), bulkStatusSample('running', 10), bulkStatusSample('running', 60), bulkStatusSample('finished', 100)],
    });
    await waitFor(actor, (s) => s.matches({ idle: 'noRun' }));
    expect(loadResults).not.toHaveBeenCalled();

    actor.send({ type: 'bulk.start' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(startRun).not.toHaveBeenCalled();
    actor.send({ type: 'bulk.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    // Starting refreshes the status at once (spec 01 §4), without waiting for the poll interval.
    await waitFor(actor, (s) => s.matches({ running: 'waiting' }));
    expect(startRun).toHaveBeenCalledOnce();
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.status?.progress).toBe(10);
    expect(actor.getSnapshot().can({ type: 'bulk.start' })).toBe(false);

    await poll();
    expect(actor.getSnapshot().context.status?.progress).toBe(60);
    expect(notifyRunFinished).not.toHaveBeenCalled();

    await poll();
    await waitFor(actor, (s) => s.matches('done'));
    expect(fetchStatus).toHaveBeenCalledTimes(4);
    expect(notifyRunFinished).toHaveBeenCalledOnce();
    expect(resultsToShow(actor.getSnapshot())).toEqual(bulkResultsSample);
    expect(actor.getSnapshot().context.status?.state).toBe('finished');

    // Done: no more polls, and another run may be started.
    await poll();
    expect(fetchStatus).toHaveBeenCalledTimes(4);
    expect(actor.getSnapshot().can({ type: 'bulk.start' })).toBe(true);

    // A second run: the first run's summary is not shown as if it were the new one's.
    actor.send({ type: 'bulk.start' });
    actor.send({ type: 'bulk.confirm' });
    await waitFor(actor, (s) => s.matches('running'));
    expect(actor.getSnapshot().context.results).not.toBeNull();
    expect(resultsToShow(actor.getSnapshot())).toBeNull();
  });

  it('goes straight to watching a run that is already going when the screen opens', async () => {
    const { actor, startRun, poll } = start({ status: [bulkStatusSample('queued', 0), bulkStatusSample('running', 35)] });
    await waitFor(actor, (s) => s.matches({ running: 'waiting' }));
    expect(actor.getSnapshot().context.status?.state).toBe('queued');
    await poll();
    expect(actor.getSnapshot().context.status?.progress).toBe(35);
    expect(startRun).not.toHaveBeenCalled();
  });

  it('joins the run another supervisor started when runbulk answers alreadyActive', async () => {
    const { actor } = start({
      status: [bulkStatusSample('none', 0), bulkStatusSample('running', 70)],
      start: [bulkStatusSample('running', 65, { alreadyActive: true })],
    });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'bulk.start' });
    actor.send({ type: 'bulk.confirm' });
    await waitFor(actor, (s) => s.matches({ running: 'waiting' }));
    expect(actor.getSnapshot().context.joined).toBe(true);
    expect(actor.getSnapshot().context.status?.progress).toBe(70);
  });

  it('shows the last run with its summary and files when none is going, and a cancelled dialog reads nothing again', async () => {
    const { actor, loadResults, startRun, notifyRunFinished } = start({ status: [bulkStatusSample('finished', 100)] });
    await waitFor(actor, (s) => s.matches({ idle: 'showingResults' }));
    expect(resultsToShow(actor.getSnapshot())).toEqual(bulkResultsSample);
    actor.send({ type: 'bulk.start' });
    expect(resultsToShow(actor.getSnapshot()), 'still shown behind the dialog').toEqual(bulkResultsSample);
    actor.send({ type: 'bulk.cancel' });
    expect(actor.getSnapshot().matches({ idle: 'showingResults' })).toBe(true);
    expect(loadResults).toHaveBeenCalledOnce();
    expect(startRun).not.toHaveBeenCalled();
    // Not watched here: the banners were already read after that run.
    expect(notifyRunFinished).not.toHaveBeenCalled();
  });

  it('fails with the run\'s own reason when the server says the run failed, and allows another start', async () => {
    const { actor, poll, notifyRunFinished } = start({ status: [bulkStatusSample('running', 20), bulkStatusSample('failed', 55)] });
    await waitFor(actor, (s) => s.matches('running'));
    await poll();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'run', detail: 'The catalogue could not be read.' });
    expect(notifyRunFinished).not.toHaveBeenCalled();
    actor.send({ type: 'bulk.start' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('fails when a call fails: a refused start keeps the server words; a lost poll can rejoin the run by refreshing', async () => {
    const refused = start({ status: [bulkStatusSample('none', 0)], start: [serverRefusal(403, 'Not licensed.')] });
    await waitFor(refused.actor, (s) => s.matches('idle'));
    refused.actor.send({ type: 'bulk.start' });
    refused.actor.send({ type: 'bulk.confirm' });
    await waitFor(refused.actor, (s) => s.matches('failed'));
    expect(refused.actor.getSnapshot().context.failure).toEqual({ kind: 'request', detail: 'Not licensed.' });

    const { actor, fetchStatus, poll } = start({ status: [bulkStatusSample('running', 20)] });
    await waitFor(actor, (s) => s.matches('running'));
    fetchStatus.mockRejectedValueOnce(networkFailure);
    await poll();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'request', detail: null });
    actor.send({ type: 'status.refresh' });
    await waitFor(actor, (s) => s.matches('running'));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('offers no start before the status is known', async () => {
    const { actor } = start({ status: [] }, networkFailure);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'bulk.start' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'status.refresh' })).toBe(true);
  });

  it('fails when the summary of a finished run cannot be read', async () => {
    const { actor, poll, notifyRunFinished } = start({ status: [bulkStatusSample('running', 90), bulkStatusSample('finished', 100)], results: [networkFailure] });
    await waitFor(actor, (s) => s.matches('running'));
    await poll();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'request', detail: null });
    // The run did finish: the banners are read again all the same.
    expect(notifyRunFinished).toHaveBeenCalledOnce();
  });
});
