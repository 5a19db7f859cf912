import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { FetchError } from 'ofetch';
import {
  calculatorSettingMachine, isDirty, type CalculatorForm, type CalculatorFuelChoice, type LoadedSetting, type PairProblems,
} from '../../machines/calculator-setting.machine';

const NONE: CalculatorFuelChoice = { durations: [], kilometres: [], initialDurationMonths: null, initialKmPerYear: null };
const diesel: CalculatorFuelChoice = { durations: [36, 48], kilometres: [20000, 30000], initialDurationMonths: 48, initialKmPerYear: 30000 };
const form = (active: boolean, d = diesel): CalculatorForm => ({ isActiveOnlineForDrivers: active, fuels: { d, e: NONE, l: NONE } });
const own = (version: number, active = true): LoadedSetting =>
  ({ setting: { carArrangementId: 7, version, isActiveOnlineForDrivers: active, dateLastRun: null }, values: form(active) });
const none: LoadedSetting = { setting: { carArrangementId: 7, isActiveOnlineForDrivers: false, dateLastRun: null, durationKm: [] }, values: form(false, NONE) };

function refusal(status: number, message: string): FetchError {
  return Object.assign(new FetchError(message), { status, data: { results: [], successful: false, errors: [message] } });
}

interface Answers {
  load: LoadedSetting[];
  check?: PairProblems[];
  create?: Array<LoadedSetting | Error>;
  update?: Array<LoadedSetting | Error>;
  remove?: Array<undefined | Error>;
}

function start(answers: Answers) {
  const next = <T>(list: Array<T | Error> | undefined) => {
    const answer = list?.shift();
    return answer instanceof Error ? Promise.reject(answer) : answer === undefined && list === undefined ? new Promise<T>(() => {}) : Promise.resolve(answer as T);
  };
  const calls = {
    load: vi.fn((_: unknown) => next(answers.load)),
    check: vi.fn((_: { values: CalculatorForm }) => next(answers.check)),
    create: vi.fn((_: { arrangementId: number; values: CalculatorForm }) => next(answers.create)),
    update: vi.fn((_: { arrangementId: number; version: number; values: CalculatorForm }) => next(answers.update)),
    remove: vi.fn((_: { arrangementId: number; version: number }) => next(answers.remove)),
    notifySaved: vi.fn(),
    notifyDeleted: vi.fn(),
  };
  const machine = calculatorSettingMachine.provide({
    actors: {
      loadSetting: fromPromise(({ input }) => calls.load(input)),
      checkPairs: fromPromise(({ input }) => calls.check(input)),
      createSetting: fromPromise(({ input }) => calls.create(input)),
      updateSetting: fromPromise(({ input }) => calls.update(input)),
      deleteSetting: fromPromise(({ input }) => calls.remove(input) as Promise<void>),
    },
    actions: { notifySaved: (_, notice) => calls.notifySaved(notice), notifyDeleted: () => calls.notifyDeleted() },
  });
  const actor = createActor(machine, { input: { arrangementId: 7 } }).start();
  const until = (done: (s: SnapshotFrom<typeof calculatorSettingMachine>) => boolean) => waitFor(actor, done);
  return { actor, calls, until };
}

describe('calculatorSetting machine', () => {
  it('creates the setting of an arrangement without one, once the server found every initial pair', async () => {
    const { actor, calls, until } = start({ load: [none], check: [{}], create: [own(1, true)] });
    await until((s) => s.matches('editing'));
    expect(actor.getSnapshot().can({ type: 'delete.request' })).toBe(false);
    actor.send({ type: 'values.change', values: form(true) });
    expect(isDirty(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'form.submit' });
    await until((s) => s.matches('editing') && s.context.setting?.version === 1);
    expect(calls.check).toHaveBeenCalledWith({ values: form(true) });
    expect(calls.create).toHaveBeenCalledWith({ arrangementId: 7, values: form(true) });
    expect(calls.update).not.toHaveBeenCalled();
    expect(calls.notifySaved).toHaveBeenCalledWith({ created: true, activeChanged: true });
    expect(isDirty(actor.getSnapshot().context)).toBe(false);
  });

  it('saves nothing while the server refuses a pair, and shows its reason until the values change', async () => {
    const reason = 'body.initialDurationMonths must be one of the chosen durations';
    const { actor, calls, until } = start({ load: [own(3)], check: [{ d: reason }] });
    await until((s) => s.matches('editing'));
    actor.send({ type: 'values.change', values: form(true, { ...diesel, durations: [36] }) });
    actor.send({ type: 'form.submit' });
    await until((s) => s.matches({ editing: 'refused' }));
    expect(actor.getSnapshot().context.pairProblems).toEqual({ d: reason });
    expect(calls.update).not.toHaveBeenCalled();
    expect(calls.create).not.toHaveBeenCalled();
    actor.send({ type: 'values.change', values: form(true) });
    expect(actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.pairProblems).toEqual({});
  });

  it('updates with the version read; a 412 offers the choice and "overwrite" repeats the save with the fresh version', async () => {
    const { actor, calls, until } = start({
      load: [own(3), own(4, false)], check: [{}], update: [refusal(412, 'stale'), own(5, false)],
    });
    await until((s) => s.matches('editing'));
    actor.send({ type: 'values.change', values: form(false) });
    actor.send({ type: 'form.submit' });
    await until((s) => s.matches('conflict'));
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    actor.send({ type: 'conflict.overwrite' });
    await until((s) => s.matches('editing') && s.context.setting?.version === 5);
    expect(calls.update.mock.calls.map(([input]) => input.version)).toEqual([3, 4]);
    // Theirs was already inactive: the save did not change it.
    expect(calls.notifySaved).toHaveBeenCalledWith({ created: false, activeChanged: false });
  });

  it('deletes the setting after confirming, then reads the arrangement again', async () => {
    const { actor, calls, until } = start({ load: [own(3), none], remove: [undefined] });
    await until((s) => s.matches('editing'));
    actor.send({ type: 'delete.request' });
    expect(actor.getSnapshot().matches('confirmingDelete')).toBe(true);
    actor.send({ type: 'delete.confirm' });
    await until((s) => s.matches('editing') && s.context.setting?.version === undefined);
    expect(calls.remove).toHaveBeenCalledWith({ arrangementId: 7, version: 3 });
    expect(calls.notifyDeleted).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.values).toEqual(none.values);
  });

  it("keeps the values after a failed save and holds the server's words", async () => {
    const { actor, until } = start({ load: [own(3)], check: [{}], update: [refusal(400, 'body.durationKm: each fuel at most once')] });
    await until((s) => s.matches('editing'));
    actor.send({ type: 'values.change', values: form(false) });
    actor.send({ type: 'form.submit' });
    await until((s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('body.durationKm: each fuel at most once');
    expect(actor.getSnapshot().context.values).toEqual(form(false));
  });
});
