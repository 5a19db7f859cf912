import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { analyzerMachine } from '../../machines/analyzer.machine';
import { categoriesOf, isNonCarChosen, isTypeIdHistInvalid, parseTypeIdHist } from '../../machines/analyzer-choices';
import { analyzerSamples } from '../../machines/model/analyzer.model';
import { machineRegistry } from '../../machines/registry';
import { serverRefusal } from '../../machines/model/samples';
import { ManualClock } from '../../machines/model/manual-clock';
import { SEARCH_PAUSE_MS } from '../../src/lib/search-pause';
import type { Driver } from '../../contract/types/drivers';
import type { AnalyzerRequest, AnalyzerResult } from '../../contract/types/analyzer';

const { car, bike, brand, model, version, driver, result } = analyzerSamples;

interface Stubs {
  analyse?: (request: AnalyzerRequest, locale: string) => Promise<AnalyzerResult>;
  drivers?: (query: string) => Promise<Driver[]>;
}

/** `clock`: the time the search pause waits on (the real one unless a test moves time itself). */
function start(fixedArrangementId: number | null, { analyse = async () => result, drivers = async () => [driver] }: Stubs = {}, clock?: ManualClock) {
  const runAnalysis = vi.fn(analyse);
  const searchDrivers = vi.fn(drivers);
  const machine = analyzerMachine.provide({
    actors: {
      loadLists: fromPromise(async () => ({ arrangements: [car, bike], brands: [brand] })),
      searchDrivers: fromPromise(({ input }: { input: { arrangementId: number; query: string } }) => searchDrivers(input.query)),
      loadModels: fromPromise(async () => [model]),
      loadVersions: fromPromise(async () => [version(300, 5000), version(301, null)]),
      runAnalysis: fromPromise(({ input }: { input: { request: AnalyzerRequest; locale: string } }) => runAnalysis(input.request, input.locale)),
    },
  });
  const actor = createActor(machine, { input: { clientName: 'demo', fixedArrangementId }, ...(clock ? { clock } : {}) }).start();
  return { actor, runAnalysis, searchDrivers };
}

type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => waitFor(actor, (snapshot) => snapshot.matches('ready'));

async function chooseVersion(actor: Actor) {
  actor.send({ type: 'brand.choose', brandId: 3 });
  await ready(actor);
  actor.send({ type: 'model.choose', modelId: 30 });
  await ready(actor);
  actor.send({ type: 'version.choose', versionId: 300 });
}

describe('analyzer machine', () => {
  it('is listed in the registry under its id', () => {
    expect(machineRegistry.some(({ machine }) => machine.id === 'analyzer')).toBe(true);
  });

  it('fixes the current arrangement when opened from the arrangement menu', async () => {
    const { actor } = start(1);
    await ready(actor);
    expect(actor.getSnapshot().context.arrangementId).toBe(1);
    expect(actor.getSnapshot().can({ type: 'arrangement.choose', arrangementId: 2 })).toBe(false);
  });

  it('asks for an arrangement otherwise, and offers nothing more for a non-car one (the cars-only warning)', async () => {
    const { actor } = start(null);
    await ready(actor);
    expect(actor.getSnapshot().context.arrangementId).toBeNull();
    expect(actor.getSnapshot().can({ type: 'arrangement.choose', arrangementId: 99 })).toBe(false);
    actor.send({ type: 'arrangement.choose', arrangementId: 2 });
    const { context } = actor.getSnapshot();
    expect(isNonCarChosen(context)).toBe(true);
    expect(categoriesOf(context)).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'driver.search', query: 'jan' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'category.choose', categoryId: 21 })).toBe(false);
  });

  it("takes the categories from the chosen driver's own bindings, else from the arrangement", async () => {
    const { actor, searchDrivers } = start(1);
    await ready(actor);
    expect(categoriesOf(actor.getSnapshot().context).map((category) => category.id)).toEqual([11, 12]);
    actor.send({ type: 'category.choose', categoryId: 11 });
    actor.send({ type: 'driver.search', query: '  jan ' });
    expect(actor.getSnapshot().matches('searchingDrivers')).toBe(true);
    await ready(actor);
    expect(searchDrivers).toHaveBeenCalledExactlyOnceWith('  jan ');
    actor.send({ type: 'driver.choose', driverId: 41 });
    const { context } = actor.getSnapshot();
    expect(categoriesOf(context).map((category) => category.id)).toEqual([12]);
    // The driver's only category is taken; the arrangement's other one is no longer offered.
    expect(context.categoryId).toBe(12);
    expect(actor.getSnapshot().can({ type: 'category.choose', categoryId: 11 })).toBe(false);
    actor.send({ type: 'driver.choose', driverId: null });
    expect(actor.getSnapshot().context.categoryId).toBeNull();
  });

  it('asks for drivers once typing pauses: fast typing sends one request, for what was typed last', async () => {
    const clock = new ManualClock(0);
    const { actor, searchDrivers } = start(1, {}, clock);
    await ready(actor);
    for (const query of ['j', 'ja', 'jan', 'jans']) {
      actor.send({ type: 'driver.search', query });
      clock.advance(SEARCH_PAUSE_MS - 50);
    }
    expect(searchDrivers).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.driverQuery).toBe('jans');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    clock.advance(50);
    expect(searchDrivers).toHaveBeenCalledExactlyOnceWith('jans');
    await ready(actor);
    expect(actor.getSnapshot().context.drivers).toEqual([driver]);
    // Erasing the query during the pause asks nothing at all.
    actor.send({ type: 'driver.search', query: 'pie' });
    actor.send({ type: 'driver.search', query: '' });
    clock.advance(SEARCH_PAUSE_MS * 2);
    expect(searchDrivers).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.drivers).toEqual([]);
  });

  it('searches no driver for a blank query and shows none when the search fails', async () => {
    const { actor, searchDrivers } = start(1, { drivers: async () => { throw new TypeError('Failed to fetch'); } });
    await ready(actor);
    actor.send({ type: 'driver.search', query: '   ' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(searchDrivers).not.toHaveBeenCalled();
    actor.send({ type: 'driver.search', query: 'jan' });
    await ready(actor);
    expect(actor.getSnapshot().context.drivers).toEqual([]);
  });

  it('clears model and version when the brand changes, and lets a typed id replace the catalogue choice', async () => {
    const { actor } = start(1);
    await ready(actor);
    await chooseVersion(actor);
    expect(actor.getSnapshot().context).toMatchObject({ brandId: 3, modelId: 30, versionId: 300 });
    expect(actor.getSnapshot().can({ type: 'version.choose', versionId: 301 })).toBe(false);
    actor.send({ type: 'brand.choose', brandId: 3 });
    expect(actor.getSnapshot().context).toMatchObject({ modelId: null, models: [], versionId: null, versions: [] });
    await ready(actor);
    actor.send({ type: 'typeIdHist.enter', text: '123456' });
    expect(actor.getSnapshot().context).toMatchObject({ brandId: null, models: [], typeIdHistText: '123456' });
  });

  it('enables Execute only with a category and a version or a valid historical type id', async () => {
    const { actor } = start(1);
    await ready(actor);
    const execute = { type: 'analysis.execute', locale: 'en-EN' } as const;
    actor.send({ type: 'typeIdHist.enter', text: '5000' });
    expect(actor.getSnapshot().can(execute)).toBe(false);
    actor.send({ type: 'category.choose', categoryId: 11 });
    expect(actor.getSnapshot().can(execute)).toBe(true);
    actor.send({ type: 'typeIdHist.enter', text: '50 00' });
    expect(isTypeIdHistInvalid(actor.getSnapshot().context)).toBe(true);
    expect(actor.getSnapshot().can(execute)).toBe(false);
    expect([parseTypeIdHist('0'), parseTypeIdHist('-4'), parseTypeIdHist('1e3'), parseTypeIdHist(' 42 ')]).toEqual([null, null, null, 42]);
  });

  it('posts exactly the contract body in the locale of Execute and shows the result', async () => {
    const { actor, runAnalysis } = start(1);
    await ready(actor);
    actor.send({ type: 'category.choose', categoryId: 11 });
    await chooseVersion(actor);
    actor.send({ type: 'analysis.execute', locale: 'fr-FR' });
    expect(actor.getSnapshot().hasTag('analysing')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'resultShown' }));
    expect(runAnalysis).toHaveBeenCalledExactlyOnceWith({ clientName: 'demo', arrangementId: 1, categoryId: 11, typeIdHist: 5000, driverId: null }, 'fr-FR');
    expect(actor.getSnapshot().context.result).toEqual(result);
    // A changed choice no longer answers the shown result.
    actor.send({ type: 'category.choose', categoryId: 12 });
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it("sends the chosen driver's id, and clears the result silently when the analysis fails", async () => {
    let fail = false;
    const { actor, runAnalysis } = start(1, { analyse: async () => { if (fail) throw serverRefusal(404, 'Driver 41 was not found.'); return result; } });
    await ready(actor);
    actor.send({ type: 'driver.search', query: 'jan' });
    await ready(actor);
    actor.send({ type: 'driver.choose', driverId: 41 });
    actor.send({ type: 'typeIdHist.enter', text: '5000' });
    actor.send({ type: 'analysis.execute', locale: 'en-EN' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'resultShown' }));
    expect(runAnalysis.mock.calls[0]![0]).toEqual({ clientName: 'demo', arrangementId: 1, categoryId: 12, typeIdHist: 5000, driverId: 41 });
    fail = true;
    actor.send({ type: 'analysis.execute', locale: 'en-EN' });
    expect(actor.getSnapshot().context.result).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('offers to read the lists again when they could not be read', async () => {
    let calls = 0;
    const machine = analyzerMachine.provide({
      actors: { loadLists: fromPromise(async () => { calls += 1; if (calls === 1) throw new TypeError('Failed to fetch'); return { arrangements: [car], brands: [brand] }; }) },
    });
    const actor = createActor(machine, { input: { clientName: 'demo', fixedArrangementId: null } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('listsFailed'));
    actor.send({ type: 'lists.retry' });
    await ready(actor);
    expect(actor.getSnapshot().context.arrangements).toEqual([car]);
  });
});
