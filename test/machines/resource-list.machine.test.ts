import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { FetchError } from 'ofetch';
import { lastPageOf, resourceListMachine } from '../../machines/resource-list.machine';
import { machineRegistry } from '../../machines/registry';
import type { ListPage, ListParams, VersionedRow } from '../../src/api/resource';

type Page = ListPage<VersionedRow>;

const params = (pageIndex: number, q = '', filters: Record<string, string> = {}): ListParams => ({ pageIndex, pageSize: 20, q, filters });
const page = (count: number, resultCount = count): Page => ({ rows: Array.from({ length: count }, (_, i) => ({ id: i + 1, version: 1 })), resultCount });

/** A fetch the test settles by hand, one per call, with the signal each call got. */
function manualFetch() {
  const calls: { input: ListParams; signal: AbortSignal; resolve(page: Page): void; reject(error: unknown): void }[] = [];
  const fetchPage = fromPromise<Page, ListParams>(
    ({ input, signal }) => new Promise<Page>((resolve, reject) => calls.push({ input, signal, resolve, reject })),
  );
  return { calls, fetchPage };
}

function start(input: ListParams = params(1)) {
  const { calls, fetchPage } = manualFetch();
  const actor = createActor(resourceListMachine.provide({ actors: { fetchPage } }), { input: { params: input } }).start();
  return { actor, calls };
}

/** Lets a settled promise reach the machine. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('resource list machine', () => {
  it('is listed in the registry under its id', () => {
    expect(machineRegistry.some(({ machine }) => machine.id === 'resourceList')).toBe(true);
  });

  it('calls no real API by default: the unprovided fetch fails without a server message', async () => {
    const actor = createActor(resourceListMachine, { input: { params: params(1) } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('loads the page for its params, busy meanwhile, then shows the rows and the count', async () => {
    const { actor, calls } = start(params(2, 'lease', { includeOnlyDefault: 'true' }));
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.map((call) => call.input)).toEqual([params(2, 'lease', { includeOnlyDefault: 'true' })]);
    calls[0]!.resolve(page(3, 43));
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ rows: page(3).rows, resultCount: 43, error: null });
  });

  it('is empty, not ready, without rows, and keeps the params so the screen can name the search', async () => {
    const { actor, calls } = start(params(1, 'nothing like this'));
    calls[0]!.resolve(page(0));
    await waitFor(actor, (snapshot) => snapshot.matches('empty'));
    expect(actor.getSnapshot().context).toMatchObject({ rows: [], resultCount: 0, params: params(1, 'nothing like this') });
    expect(actor.getSnapshot().can({ type: 'list.retry' })).toBe(false);
  });

  it('cancels the query on its way when a new one comes: its signal aborts and its late answer never lands', async () => {
    const { actor, calls } = start(params(1, 'old'));
    actor.send({ type: 'query.change', params: params(1, 'new') });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    expect(actor.getSnapshot().context.params).toEqual(params(1, 'new'));

    calls[0]!.resolve(page(5));
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.rows).toEqual([]);

    calls[1]!.resolve(page(0));
    await waitFor(actor, (snapshot) => snapshot.matches('empty'));
    calls[0]!.reject(new Error('too late'));
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toMatchObject({ rows: [], resultCount: 0, error: null, params: params(1, 'new') });
  });

  it.each(['ready', 'empty', 'failed'] as const)('accepts a new query in %s and loads it', async (state) => {
    const { actor, calls } = start();
    if (state === 'failed') calls[0]!.reject(new TypeError('Failed to fetch'));
    else calls[0]!.resolve(page(state === 'ready' ? 2 : 0));
    await waitFor(actor, (snapshot) => snapshot.matches(state));
    actor.send({ type: 'query.change', params: params(2, 'bike') });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls[1]!.input).toEqual(params(2, 'bike'));
  });

  it('loads the last page instead of showing a page beyond it as empty', async () => {
    const { actor, calls } = start(params(4, 'lease'));
    calls[0]!.resolve(page(0, 25));
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls[1]!.input).toEqual(params(2, 'lease'));
    expect(actor.getSnapshot().context.params.pageIndex).toBe(2);
    calls[1]!.resolve(page(5, 25));
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ resultCount: 25, params: params(2, 'lease') });
  });

  it('does not loop when the last page itself comes back empty: it shows empty', async () => {
    const { actor, calls } = start(params(3));
    calls[0]!.resolve(page(0, 25));
    await settle();
    calls[1]!.resolve(page(0, 25));
    await waitFor(actor, (snapshot) => snapshot.matches('empty'));
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.params.pageIndex).toBe(2);
  });

  it("keeps the server's message on a failure and loads again on retry", async () => {
    const { actor, calls } = start();
    const refusal = new FetchError('bad');
    Object.assign(refusal, { status: 400, data: { errors: ['querystring.q must be at most 100 characters'] } });
    calls[0]!.reject(refusal);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('querystring.q must be at most 100 characters');
    expect(actor.getSnapshot().can({ type: 'list.reload' })).toBe(false);
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    calls[1]!.resolve(page(1));
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  });

  it('reloads the same query from ready or empty (after a delete elsewhere), not while loading', async () => {
    const { actor, calls } = start(params(1, 'x'));
    expect(actor.getSnapshot().can({ type: 'list.reload' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'list.retry' })).toBe(false);
    calls[0]!.resolve(page(1));
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'list.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls[1]!.input).toEqual(params(1, 'x'));
    calls[1]!.resolve(page(0));
    await waitFor(actor, (snapshot) => snapshot.matches('empty'));
    actor.send({ type: 'list.reload' });
    expect(calls).toHaveLength(3);
  });

  it('counts the last page from the result count and the page size', () => {
    expect(lastPageOf(0, 20)).toBe(1);
    expect(lastPageOf(20, 20)).toBe(1);
    expect(lastPageOf(21, 20)).toBe(2);
    expect(lastPageOf(5, 0)).toBe(5);
  });

  it('names its implementations so the app can provide the fetch', () => {
    expect(Object.keys(resourceListMachine.implementations.actors)).toEqual(['fetchPage']);
    const fetchPage = vi.fn(async () => page(1));
    const machine = resourceListMachine.provide({ actors: { fetchPage: fromPromise<Page, ListParams>(fetchPage) } });
    createActor(machine, { input: { params: params(1) } }).start();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
