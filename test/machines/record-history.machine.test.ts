import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { recordHistoryMachine, type HistoryPageRead } from '../../machines/record-history.machine';
import { networkFailure, serverRefusal } from '../../machines/model/samples';
import type { HistoryQuery } from '../../src/api/history';
import type { HistoryEntry } from '../../contract/types/history';

const entry = (id: number): HistoryEntry => ({ id, at: '2026-11-22T09:00:00.000Z', action: 'update', actor: null, changes: [] });

/** FAQ entry 12's history against scripted pages (each read takes the next answer). */
function start(answers: Array<HistoryPageRead | Error>) {
  let call = 0;
  const read = vi.fn(async (_query: HistoryQuery) => {
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const page = fromPromise<HistoryPageRead, HistoryQuery>(({ input }) => read(input));
  const machine = recordHistoryMachine.provide({ actors: { readNewestPage: page, readOlderPage: page } });
  return { actor: createActor(machine, { input: { kind: 'faq', id: 12 } }).start(), read };
}

describe('recordHistory machine', () => {
  it('reads the newest page, then older ones before the last entry shown, until no more follow', async () => {
    const { actor, read } = start([{ entries: [entry(9), entry(8)], more: true }, { entries: [entry(5)], more: false }]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(read).toHaveBeenLastCalledWith({ kind: 'faq', id: 12 });
    actor.send({ type: 'history.older' });
    expect(actor.getSnapshot().matches({ ready: 'loadingOlder' })).toBe(true);
    // The entries shown stay while the older page is read.
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual([9, 8]);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(read).toHaveBeenLastCalledWith({ kind: 'faq', id: 12, before: 8 });
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual([9, 8, 5]);
    expect(actor.getSnapshot().can({ type: 'history.older' })).toBe(false);
  });

  it('says the history is not available when the server answers 404', async () => {
    const { actor } = start([serverRefusal(404, 'Not found')]);
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('offers a retry after a failed first read, and keeps what it shows when an older page fails', async () => {
    const { actor } = start([networkFailure, { entries: [entry(9)], more: true }, networkFailure]);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'history.retry' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'history.older' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual([9]);
    expect(actor.getSnapshot().can({ type: 'history.older' })).toBe(true);
  });
});
