import { expect, type Browser, type BrowserContext, type Page } from './fixtures';
import type { AnyEventObject } from 'xstate';
import { machineRegistry } from '../../machines/registry';
import type { BrowserPath } from '../../machines/model/browser-paths';
import { invitationLink, newestMailTo } from './mail-sink';
import { DEMO_PASSWORD, SUPERVISOR, englishContext, logOut, signInAs, submitLogin } from './support';
import {
  HeldRequests,
  LOGIN_PAGE,
  browserModelTests,
  expectLoginForm,
  expectSignedIn,
  isNetworkFailure,
  refuseSession,
  type ActionTable,
  type Run,
  type ScreenTable,
  type StepView,
} from './model-support';

/**
 * Issue 6 point 5: the auth machine's generated paths against the real app and server. Sign-in
 * and hand-over requests wait in the browser until the path says how the server answers, so the
 * submitting and checking screens are seen; refusals of the password come from the real server.
 */

/** The e2e server's tokens live 35 minutes: past that a check finds the session expired. */
const PAST_EXPIRY = '36:00';
const TEXT = {
  checking: 'Checking your session…',
  generic: 'Signing in did not work. Please try again.',
};

interface LoginRun extends Run {
  context: BrowserContext;
  login: HeldRequests;
  handOver: HeldRequests;
}

const signInButton = (page: Page) => page.getByRole('button', { name: /^(Sign in|Signing in…)$/ });

/** The session watcher ends on its own only when the token runs out, which takes the clock. */
const endsByExpiry = (path: BrowserPath) =>
  path.steps.some(({ event }) => event.type.startsWith('xstate.done.actor.session') && event.output?.tokenFailed === false);

/** A stored session of its own: paths that sign out must not revoke the one other specs share. */
async function storedSession(browser: Browser, baseURL: string | undefined) {
  const context = await englishContext(browser, baseURL);
  await signInAs(await context.newPage(), 'supervisor');
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A real hand-over token when the path's server accepts it, else one it refuses. */
async function handOverToken(context: BrowserContext, accepted: boolean): Promise<string> {
  if (!accepted) return 'not-a-valid-token';
  const answer = await context.request.post('/api-admin-auth/', { data: { username: SUPERVISOR.email, password: DEMO_PASSWORD } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** Where each scenario of the model starts in the browser. */
const scenarios: Record<string, (run: LoginRun, path: BrowserPath) => Promise<void>> = {
  'nothing stored': async ({ page }) => {
    await page.goto(LOGIN_PAGE);
  },
  'a stored session that has not expired': async ({ page }) => {
    await page.goto('/');
  },
  'a hand-over token in the URL': async ({ page, context }, path) => {
    const accepted = path.steps[1]?.event.type.startsWith('xstate.done.actor.') ?? false;
    await page.goto(`${LOGIN_PAGE}&token=${encodeURIComponent(await handOverToken(context, accepted))}`);
  },
};

async function start(browser: Browser, baseURL: string | undefined, path: BrowserPath): Promise<LoginRun> {
  const open = scenarios[path.scenario.name];
  if (!open) throw new Error(`No browser start for the auth scenario "${path.scenario.name}": add it to model-login.spec.ts`);
  const stored = path.scenario.name === 'a stored session that has not expired' ? await storedSession(browser, baseURL) : undefined;
  const context = await englishContext(browser, baseURL, stored);
  const page = await context.newPage();
  if (endsByExpiry(path)) await page.clock.install();
  const run: LoginRun = {
    page,
    context,
    login: await HeldRequests.on(page, /\/api-admin-auth\/$/),
    handOver: await HeldRequests.on(page, /\/api-admin\/leasewise\/loginrefresh$/),
  };
  await open(run, path);
  return run;
}

/** The password the path needs: wrong when the next step is the server refusing it. */
function passwordFor({ next }: StepView): string {
  const refused = next?.event.type.startsWith('xstate.error.actor.') && !isNetworkFailure(next.event);
  return refused ? `${DEMO_PASSWORD}-wrong` : DEMO_PASSWORD;
}

/**
 * Makes the signed-in app ask for data: a move to the accounts. A read of the screen's own may meet the refused
 * session first and take the app to the login page before the click lands, which is what the click was for: a click
 * that waited for a link that had gone held the test for its whole minute (twice in the eleventh session, once of them
 * on a clean clone). Each try is short, so no click is left waiting to land on a later screen.
 */
async function askForData(page: Page): Promise<void> {
  const accounts = page.getByRole('link', { name: 'Accounts', exact: true });
  await expect(async () => {
    if (new URL(page.url()).pathname === '/auth') return;
    await accounts.click({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

const actions: ActionTable<LoginRun> = {
  'credentials.submit': async ({ page, login }, step) => {
    if (step.previous?.snapshot.matches({ signedOut: 'submitting' })) {
      // The machine would start over; the form refuses a second submit while the first is on its way.
      await expect(signInButton(page)).toBeDisabled();
      await page.getByLabel('Password').press('Enter');
      expect(login.received, 'no second sign-in request').toBe(1);
      return;
    }
    const sent = login.received;
    await submitLogin(page, SUPERVISOR.email, passwordFor(step));
    await expect.poll(() => login.received).toBe(sent + 1);
  },
  'done: login': ({ login }) => login.pass(),
  // A refused password is the real server's answer; a network failure is a dropped connection.
  'error: login': ({ login }, { event }) => (isNetworkFailure(event) ? login.answer(event) : login.pass()),
  // The real server accepts the real token and refuses the made-up one (chosen at the start).
  'done: loginRefresh': ({ handOver }) => handOver.pass(),
  'error: loginRefresh': ({ handOver }) => handOver.pass(),
  'done: session': async ({ page }, { event }) => {
    if (!(event as AnyEventObject & { output: { tokenFailed: boolean } }).output.tokenFailed) {
      await page.clock.fastForward(PAST_EXPIRY);
      return;
    }
    const refusal = await refuseSession(page, () => askForData(page));
    await expect.poll(refusal.refusedRefreshes, { message: 'the app tried to renew the token' }).toBeGreaterThan(0);
    await refusal.restore();
  },
  'auth.logout': ({ page }) => logOut(page),
  // Another way in: this browser opens an invitation (issue 18) — a new supervisor sets the password of the mailed link.
  'token.adopt': async ({ page, context }) => {
    const email = `adopt-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@demo.leasedesk.test`;
    const invited = await context.request.post('/api-admin/account', {
      headers: { authorization: `Bearer ${await handOverToken(context, true)}` }, data: { emailAddress: email, role: 'supervisor' },
    });
    expect(invited.ok(), await invited.text()).toBe(true);
    const link = invitationLink(await newestMailTo(email));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill(`${DEMO_PASSWORD}-new`);
    await page.getByLabel('Repeat the password').fill(`${DEMO_PASSWORD}-new`);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  },
};

/** The form shows the token-failed notice only while no refusal message takes its place. */
async function expectForm(page: Page, { expected }: StepView): Promise<void> {
  await expectLoginForm(page, expected.context.tokenFailed && !expected.matches({ signedOut: 'rejected' }));
}

const screens: ScreenTable<LoginRun> = {
  loginRefreshing: async ({ page, handOver }) => {
    await expect(page.getByRole('status').filter({ hasText: TEXT.checking })).toBeVisible();
    // The app shows the checking screen as it sends the hand-over request; the request reaches the route's
    // hold a protocol round trip later, so the count is awaited rather than read at once.
    await expect.poll(() => handOver.waiting, { message: 'the hand-over request is held' }).toBe(1);
  },
  signedIn: ({ page }) => expectSignedIn(page),
  'signedOut.idle': async ({ page }, step) => {
    await expectForm(page, step);
    await expect(signInButton(page)).toHaveText('Sign in');
    await expect(signInButton(page)).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  },
  'signedOut.submitting': async ({ page, login }, step) => {
    await expectForm(page, step);
    await expect(signInButton(page)).toHaveText('Signing in…');
    await expect(signInButton(page)).toBeDisabled();
    expect(login.waiting).toBe(1);
  },
  'signedOut.rejected': async ({ page }, step) => {
    await expectForm(page, step);
    await expect(page.getByRole('alert')).toHaveText(step.expected.context.error ?? TEXT.generic);
    await expect(signInButton(page)).toBeEnabled();
  },
};

browserModelTests<LoginRun>({
  entry: machineRegistry.find(({ machine }) => machine.id === 'auth')!,
  actions,
  screens,
  start,
  finish: ({ context }) => context.close(),
});
