import { expect, test, type Browser, type BrowserContext, type Page, type Route } from './fixtures';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { RegistryEntry } from '../../machines/registry';
import { AFTER, DONE_ACTOR, ERROR_ACTOR, allTransitions, delayedEvents, eventTypeLabel } from '../../machines/model/anatomy';
import { browserPaths, createBrowserCoverage, stateKey, type BrowserPath } from '../../machines/model/browser-paths';
import type { PathStep } from '../../machines/model/paths';
import { TOKEN_PATH } from '../../src/api/client';
import { DEMO_CLIENT } from './support';

/**
 * Model-based browser tests (issue 6 point 5): the paths of a registry machine, from the generator
 * the model tests use, replayed against the real app and server. A table turns each event into what
 * a user (or the server, or time) does, another turns each state into what the screen must show.
 */

/** One step as the tables see it: the event, the state it must lead to, and what comes after it. */
export interface StepView {
  event: AnyEventObject;
  /** The snapshot the real machine reaches: state, context (messages, flags), output. */
  expected: PathStep['snapshot'];
  /** The step before: where the action starts from. */
  previous: PathStep | undefined;
  /** The step after this one: a user action sometimes depends on how the server must answer next. */
  next: PathStep | undefined;
  path: BrowserPath;
}

export interface Run {
  page: Page;
}

export type ActionTable<R extends Run> = Record<string, (run: R, step: StepView) => Promise<void>>;
export type ScreenTable<R extends Run> = Record<string, (run: R, step: StepView) => Promise<void>>;

export interface BrowserModel<R extends Run> {
  entry: RegistryEntry;
  /** Event key (see `eventKey`) → what happens in the browser. */
  actions: ActionTable<R>;
  /** State key (`signedOut.rejected`) → what the screen shows. */
  screens: ScreenTable<R>;
  /** Opens the app in the state the path's scenario starts from. */
  start(browser: Browser, baseURL: string | undefined, path: BrowserPath): Promise<R>;
  finish(run: R): Promise<void>;
}

/** How tables name events: `order.approve`, `done: login`, `error: postDecision`, `after checkInterval`. */
export function eventKey(machine: AnyStateMachine, type: string): string {
  return type.startsWith(AFTER) ? `after ${delayedEvents(machine).get(type)?.name ?? type}` : eventTypeLabel(machine, type);
}

/** Payloads only where the model has several samples of the event (they make different paths). */
function stepTitle({ machine, model }: RegistryEntry, { event, snapshot }: PathStep): string {
  const { type, actorId: _actorId, output, error, ...payload } = event;
  const sampled = (model.events?.[type]?.length ?? 0) > 1;
  const detail =
    error instanceof Error ? ` (${error.message})`
    : output && typeof output === 'object' && !('access_token' in output) ? ` ${JSON.stringify(output)}`
    : sampled ? ` ${JSON.stringify(payload)}`
    : '';
  return `${eventKey(machine, type)}${detail} → ${stateKey(snapshot.value)}`;
}

function pathTitle(entry: RegistryEntry, path: BrowserPath): string {
  const steps = path.steps.slice(1).map((step) => stepTitle(entry, step));
  return `${path.scenario.name}: ${[stateKey(path.steps[0]!.snapshot.value), ...steps].join(' · ')}`;
}

function tableEntry<T>(table: Record<string, T>, key: string, what: string, machineId: string): T {
  const found = table[key];
  if (!found) {
    throw new Error(
      `No browser ${what} for "${key}" of machine ${machineId}: add it to the ${what} table of the model-${machineId} spec ` +
        '(a new transition or state must never be skipped silently).',
    );
  }
  return found;
}

/** Event keys of every transition the machine has (eventless ones happen on their own). */
function machineEventKeys(machine: AnyStateMachine): string[] {
  const types = allTransitions(machine).map((transition) => transition.eventType).filter((type) => type !== '');
  return [...new Set(types.map((type) => eventKey(machine, type)))];
}

/**
 * Declares the tests of one machine: the tables cover it, one test per chosen path (serial, so
 * coverage adds up in one worker), and finally every state was shown in the browser.
 */
export function browserModelTests<R extends Run>(model: BrowserModel<R>): void {
  const { entry, actions, screens } = model;
  const { machine } = entry;
  const paths = browserPaths(entry);
  const coverage = createBrowserCoverage(entry);

  test.describe(`model of ${machine.id} in the browser`, () => {
    test.describe.configure({ mode: 'serial' });

    test('the tables name a user action for every event and a screen for every resting state', () => {
      const restingStates = new Set(paths.flatMap((path) => path.steps.map((step) => stateKey(step.snapshot.value))));
      expect(machineEventKeys(machine).filter((key) => !actions[key]), 'events without a browser action').toEqual([]);
      expect([...restingStates].filter((key) => !screens[key]), 'states without a screen assertion').toEqual([]);
    });

    for (const path of paths) {
      test(pathTitle(entry, path), async ({ browser, baseURL }) => {
        const run = await model.start(browser, baseURL, path);
        try {
          for (const [index, step] of path.steps.entries()) {
            const view: StepView = { event: step.event, expected: step.snapshot, previous: path.steps[index - 1], next: path.steps[index + 1], path };
            await test.step(index === 0 ? `start → ${stateKey(step.snapshot.value)}` : stepTitle(entry, step), async () => {
              if (index > 0) await tableEntry(actions, eventKey(machine, step.event.type), 'action', machine.id)(run, view);
              await tableEntry(screens, stateKey(step.snapshot.value), 'screen', machine.id)(run, view);
            });
            coverage.stepShown(path, index);
          }
        } finally {
          await model.finish(run);
        }
      });
    }

    test('the browser paths visit every state and take every transition', () => {
      const { states, transitions } = coverage.figures();
      console.log(`${coverage.line()}  (${paths.length} browser paths)`);
      expect(states.missing, 'states no browser path showed').toEqual([]);
      expect(transitions.missing, 'transitions no browser path took').toEqual([]);
    });
  });
}

/** How an invoked actor's run ended, as the path says: its done or error event. */
export function isDone(event: AnyEventObject): boolean {
  return event.type.startsWith(DONE_ACTOR);
}

/** A refusal sample carries the HTTP status and envelope; anything else is a failure without an answer. */
function refusalOf(error: unknown): { status: number; data: unknown } | null {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  return typeof status === 'number' ? { status, data } : null;
}

export function isNetworkFailure(event: AnyEventObject): boolean {
  return event.type.startsWith(ERROR_ACTOR) && refusalOf(event.error) === null;
}

/**
 * Requests to one endpoint wait in the browser until a step says how the server answers, so the
 * state in between (submitting, refreshing) is on screen long enough to be checked.
 */
export class HeldRequests {
  private readonly held: Route[] = [];
  /** Every request that reached the hold, answered or not. */
  received = 0;

  private constructor(private readonly method: string) {}

  static async on(page: Page, url: RegExp, method = 'POST'): Promise<HeldRequests> {
    const hold = new HeldRequests(method);
    await page.route(url, (route) => hold.take(route));
    return hold;
  }

  private async take(route: Route): Promise<void> {
    if (route.request().method() !== this.method) return route.fallback();
    this.received++;
    this.held.push(route);
  }

  get waiting(): number {
    return this.held.length;
  }

  /** The oldest waiting request, once there is one. */
  async next(): Promise<Route> {
    await expect.poll(() => this.held.length, { message: `a ${this.method} request is on its way` }).toBeGreaterThan(0);
    return this.held[0]!;
  }

  private async release(answer: (route: Route) => Promise<void>): Promise<void> {
    const route = await this.next();
    this.held.shift();
    await answer(route);
  }

  /** The real server answers. */
  pass(): Promise<void> {
    return this.release((route) => route.continue());
  }

  /** The test makes up the answer. */
  fulfill(response: Parameters<Route['fulfill']>[0]): Promise<void> {
    return this.release((route) => route.fulfill(response));
  }

  /** The token endpoint refuses, as the real one does for a spent or revoked refresh token. */
  refuseToken(): Promise<void> {
    return this.fulfill(INVALID_GRANT);
  }

  /**
   * Answers as the path's done/error event says: done lets the real server answer, a refusal
   * sample is answered with its status and envelope, any other error is a dropped connection.
   */
  answer(event: AnyEventObject): Promise<void> {
    if (isDone(event)) return this.pass();
    const refusal = refusalOf(event.error);
    return this.release((route) =>
      refusal ? route.fulfill({ status: refusal.status, json: refusal.data }) : route.abort('failed'),
    );
  }
}

/** The OAuth answer to a refresh token the server no longer accepts. */
const INVALID_GRANT = { status: 400, json: { error: 'invalid_grant' } };
const DATA_API = /\/api-admin\//;
export const TOKEN_REFRESH = new RegExp(`${TOKEN_PATH.replaceAll('/', '\\/')}$`);

/**
 * The server stops accepting the session: data requests answer 401 and the token refresh is refused,
 * then `navigate` makes the app ask for data. Resolves once a data request was refused; the returned
 * `restore` lifts the refusal (after the app has given up the session).
 */
export async function refuseSession(page: Page, navigate: () => Promise<void>) {
  let refusedData = 0;
  let refusedRefreshes = 0;
  // Only requests that carry the session: the login page's public client lookup is still answered.
  const refuseData = (route: Route) => {
    if (!route.request().headers().authorization) return route.fallback();
    refusedData++;
    return route.fulfill({ status: 401, json: { results: [], successful: false, errors: ['Unauthorized'] } });
  };
  const refuseRefresh = (route: Route) => {
    refusedRefreshes++;
    return route.fulfill(INVALID_GRANT);
  };
  await page.route(DATA_API, refuseData);
  await page.route(TOKEN_REFRESH, refuseRefresh);
  await navigate();
  await expect.poll(() => refusedData, { message: 'a data request met the refused session' }).toBeGreaterThan(0);
  return {
    refusedRefreshes: () => refusedRefreshes,
    async restore(): Promise<void> {
      await page.unroute(DATA_API, refuseData);
      await page.unroute(TOKEN_REFRESH, refuseRefresh);
    },
  };
}

export const LOGIN_PAGE = `/auth?clt=${DEMO_CLIENT}`;
const TOKEN_FAILED_NOTICE = 'Your session could not be renewed. Please sign in again.';

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe('/auth');
}

/** The login form, with the notice that the last session could not be renewed when `tokenFailed`. */
export async function expectLoginForm(page: Page, tokenFailed: boolean): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/auth' && url.searchParams.get('clt') === DEMO_CLIENT);
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByText(TOKEN_FAILED_NOTICE)).toHaveCount(tokenFailed ? 1 : 0);
}
