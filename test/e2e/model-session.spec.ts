import type { AnyEventObject } from 'xstate';
import { expect, type Browser, type BrowserContext, type Page, type Request } from './fixtures';
import { machineRegistry } from '../../machines/registry';
import type { BrowserPath } from '../../machines/model/browser-paths';
import { formatCountdown } from '../../src/lib/format';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { PAUSE_AHEAD_MS } from './page-clock';
import { englishContext, signInAs } from './support';
import {
  HeldRequests,
  TOKEN_REFRESH,
  isDone,
  browserModelTests,
  expectLoginForm,
  expectSignedIn,
  refuseSession,
  type ActionTable,
  type Run,
  type ScreenTable,
} from './model-support';

/**
 * Issue 6 point 5: the session machine's generated paths against the real app and server. The
 * page's clock is paused after sign-in, so the 5-second checks and the countdown ticks happen only
 * when a step says time passes; token refreshes wait in the browser until the path says how the
 * server answers. Tokens live 35 minutes in the e2e server (worker-server.ts).
 */

const MINUTE = 60_000;

/**
 * Each model scenario as a moment of a real session: minutes left before the stored token expires and
 * minutes since the user last did something. The model's token lifetimes are shorter; what matters is on
 * which side of the 5-minute refresh window, the 30-minute activity window and the expiry the session stands.
 */
const SCENARIO_MOMENTS: Record<string, { left: number; idle: number }> = {
  'active user, expiry an hour away': { left: 30, idle: 0 },
  'active user, expiry within 5 minutes': { left: 4, idle: 1 },
  'idle user, expiry 7 s away': { left: 4, idle: 31 },
  'idle user, expired before the first check': { left: -1, idle: 36 },
};

interface SessionRun extends Run {
  context: BrowserContext;
  refresh: HeldRequests;
  /** How long a token from this server lasts, in ms. */
  lifetimeMs: number;
}

const prompt = (page: Page) => page.locator('ld-session-expiry');

/** Milliseconds the stored session has left on the page's clock. */
function msLeft(page: Page): Promise<number> {
  return page.evaluate((key) => Number(localStorage.getItem(key)) - Date.now(), STORAGE_KEYS.tokenExpiresAt);
}

/** The stored token's expiry and lifetime (ms), both as the page's clock counted them at the sign-in. */
function storedToken(page: Page): Promise<{ expiresAt: number; lifetimeMs: number }> {
  return page.evaluate(
    ([expiresKey, lifetimeKey]) => ({
      expiresAt: Number(localStorage.getItem(expiresKey)),
      lifetimeMs: Number(localStorage.getItem(lifetimeKey)) * 1000,
    }),
    [STORAGE_KEYS.tokenExpiresAt, STORAGE_KEYS.tokenLifetime] as const,
  );
}

/**
 * Back is the one navigation a user still has while the prompt is modal, so a path that meets a
 * refused token first visits a second page to have somewhere to go back to.
 */
async function leaveAPageBehind(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Accounts', exact: true }).click();
  await expect(page).toHaveURL(/\/component\/account$/);
  // Left only once its rows are in: a screen left while its chunks still load may wait for the page's (stopped) clock
  // when the test comes back to it, and going back must reach the server (the shell itself reads nothing on a move).
  await expect(page.locator('tr.kit-list__row').first()).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/**
 * How many API requests the page has sent and not yet seen answered. Every request stamps the user's last
 * activity when it starts (spec 01 §4), so a scenario's moment is set only once the pages it passed through
 * have their data: a late list request would otherwise make an idle user active again.
 */
function countOpenApiRequests(page: Page): () => number {
  let open = 0;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api-admin');
  const settled = (request: Request) => {
    if (isApi(request)) open--;
  };
  page.on('request', (request) => {
    if (isApi(request)) open++;
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return () => open;
}

/**
 * The dashboard is done loading: its hint shows once the arrangements are in, and by then the top bar has asked
 * for everything it shows. Waiting for that before counting open requests keeps the count from meeting the
 * quiet moment while the page's next chunk is still loading.
 */
async function dashboardSettled(page: Page, openApiRequests: () => number): Promise<void> {
  await expect(page.getByText('Select an arrangement to get started.')).toBeVisible();
  await expect.poll(openApiRequests, { message: 'the pages passed through have their data' }).toBe(0);
}

/**
 * Signs in on a running page clock (the sign-in needs the page's timers), then stops the clock just past the
 * sign-in (PAUSE_AHEAD_MS) and sets the scenario's moment on it. Every moment is counted from what the page
 * stored at sign-in, never from when a step of the test ran, so the scenario stands the same however long
 * the sign-in took.
 */
async function start(browser: Browser, baseURL: string | undefined, path: BrowserPath): Promise<SessionRun> {
  const moment = SCENARIO_MOMENTS[path.scenario.name];
  if (!moment) throw new Error(`No browser moment for the session scenario "${path.scenario.name}": add it to model-session.spec.ts`);
  const context = await englishContext(browser, baseURL);
  const page = await context.newPage();
  const openApiRequests = countOpenApiRequests(page);
  await page.clock.install();
  await signInAs(page, 'supervisor');
  if (path.steps.some(({ event }) => event.type === 'token.rejected')) await leaveAPageBehind(page);
  await dashboardSettled(page, openApiRequests);
  const refresh = await HeldRequests.on(page, TOKEN_REFRESH);

  const { expiresAt, lifetimeMs } = await storedToken(page);
  const pausedAt = expiresAt - lifetimeMs + PAUSE_AHEAD_MS;
  const now = expiresAt - moment.left * MINUTE;
  if (now < pausedAt) {
    throw new Error(`"${path.scenario.name}" is set before the clock stops: leave at most ${(lifetimeMs - PAUSE_AHEAD_MS) / MINUTE} minutes.`);
  }
  await page.clock.pauseAt(pausedAt);
  await page.clock.setSystemTime(now);
  await page.evaluate(
    ([key, at]) => localStorage.setItem(key, new Date(at).toISOString()),
    [STORAGE_KEYS.lastActivity, now - moment.idle * MINUTE] as const,
  );
  return { page, context, refresh, lifetimeMs };
}

/**
 * A renewal the server granted is stored before the path goes on (a refused request meanwhile would join
 * it): from the stopped clock's now, the new token runs its whole lifetime.
 */
async function answerRefresh({ page, refresh, lifetimeMs }: SessionRun, event: AnyEventObject): Promise<void> {
  await refresh.answer(event);
  if (isDone(event)) await expect.poll(() => msLeft(page), { message: 'the renewed token is stored' }).toBe(lifetimeMs);
}

const actions: ActionTable<SessionRun> = {
  'after checkInterval': ({ page }) => page.clock.runFor(5_000),
  // The tick that ends the countdown comes when the token runs out, minutes later in a real session.
  'after countdownTick': async ({ page }, { expected }) => {
    if (expected.matches('prompting')) await page.clock.runFor(1_000);
    else await page.clock.fastForward((await msLeft(page)) + 1_000);
  },
  'session.continue': async ({ page, refresh }) => {
    await prompt(page).getByRole('button', { name: 'Continue' }).click();
    await refresh.next();
  },
  'session.logout': ({ page }) => prompt(page).getByRole('button', { name: 'Log out' }).click(),
  'done: refreshToken': (run, { event }) => answerRefresh(run, event),
  'error: refreshToken': (run, { event }) => answerRefresh(run, event),
  'token.rejected': async ({ page, refresh }) => {
    await refuseSession(page, async () => {
      await page.goBack();
    });
    // A renewal already on its way is the one the refused request waits for: the server refuses it too.
    if (refresh.waiting > 0) await refresh.refuseToken();
  },
};

const screens: ScreenTable<SessionRun> = {
  watching: async ({ page, refresh }) => {
    await expectSignedIn(page);
    await expect(prompt(page)).toHaveCount(0);
    expect(refresh.waiting, 'no token refresh on its way').toBe(0);
  },
  refreshing: async ({ page, refresh }) => {
    await expectSignedIn(page);
    await expect(prompt(page)).toHaveCount(0);
    // The check starts the renewal; its request reaches the hold a moment later.
    await expect.poll(() => refresh.waiting, { message: 'one token refresh on its way' }).toBe(1);
  },
  prompting: async ({ page }) => {
    await expect(prompt(page).getByRole('dialog', { name: 'Your session is about to expire' })).toBeVisible();
    // The countdown is recomputed on each one-second tick, and the ticks keep the phase of the page's own
    // timers, so what shows is the time left as of a moment within the last second: now, or a second more.
    const secondsLeft = (await msLeft(page)) / 1000;
    const shown = [formatCountdown(secondsLeft), formatCountdown(secondsLeft + 1)];
    await expect(prompt(page).getByRole('timer')).toHaveText(new RegExp(`^(${shown.join('|')})$`));
  },
  loggedOut: ({ page }, { expected }) => expectLoginForm(page, expected.context.tokenFailed),
};

browserModelTests<SessionRun>({
  entry: machineRegistry.find(({ machine }) => machine.id === 'session')!,
  actions,
  screens,
  start,
  finish: ({ context }) => context.close(),
});
