import { expect, test, type Page } from './fixtures';
import { machineRegistry } from '../../machines/registry';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { DEMO_CLIENT, DEMO_PASSWORD, seriousViolations, signInAs, signedInContext, submitLogin, useEnglish } from './support';
import { demoAccount } from '../../server/db/demo-accounts';

/** Issue 6 point 3: /tools/machines (master) and ?inspect. */

const card = (page: Page, id: string) => page.locator(`article[data-machine="${id}"]`);
/** The ids of the chart nodes and clusters marked as current. */
const marked = (page: Page, id: string) => card(page, id).locator('g.is-active > title').allTextContents();

test('a master opens the statecharts from the sidebar and sees the current states marked, live', async ({ page, baseURL }) => {
  await useEnglish(page.context(), baseURL);
  await page.clock.install();
  await signInAs(page, 'master');
  await page.getByRole('link', { name: 'Statecharts', exact: true }).click();
  await expect(page).toHaveURL('/tools/machines');
  await expect(page.getByRole('heading', { level: 2, name: 'Statecharts' })).toBeVisible();

  // Every machine of the registry, each with its chart drawn by the build.
  await expect(page.locator('article[data-machine]')).toHaveCount(machineRegistry.length);
  for (const { machine, description } of machineRegistry) {
    await expect(card(page, machine.id).getByRole('heading', { level: 3, name: machine.id })).toBeVisible();
    await expect(card(page, machine.id).getByText(description)).toBeVisible();
    await expect(card(page, machine.id).getByRole('img', { name: `Statechart of ${machine.id}` }).locator('svg')).toBeVisible();
  }
  await expect(card(page, 'orderApproval').getByText('Runs on its own screen; its state is not followed here.')).toBeVisible();
  await expect(card(page, 'orderApproval').locator('g.is-active')).toHaveCount(0);

  await expect(card(page, 'auth').getByText('Now: signedIn')).toBeVisible();
  expect(await marked(page, 'auth')).toEqual(['auth.signedIn']);
  await expect(card(page, 'shell').getByText('Now: ready')).toBeVisible();
  await expect(card(page, 'session').getByText('Now: watching')).toBeVisible();
  expect(await marked(page, 'session')).toEqual(['session.watching']);

  // Idle for 31 minutes: the session machine moves to its prompt, and the page follows without a reload.
  await page.clock.fastForward('31:00');
  const prompt = page.locator('ld-session-expiry');
  await expect(prompt.getByRole('dialog', { name: 'Your session is about to expire' })).toBeVisible();
  await expect(card(page, 'session').getByText('Now: prompting')).toBeAttached();
  expect(await marked(page, 'session')).toEqual(['session.prompting']);

  await prompt.getByRole('button', { name: 'Continue' }).click();
  await expect(card(page, 'session').getByText('Now: watching')).toBeVisible();
  expect(await marked(page, 'session')).toEqual(['session.watching']);

  expect(await seriousViolations(page)).toEqual([]);

  // The JSON beside each chart is the one the Stately visualizer imports.
  const json = await page.request.get(await card(page, 'session').getByRole('link', { name: 'JSON for the Stately visualizer' }).getAttribute('href') ?? '');
  expect(json.ok()).toBe(true);
  expect(await json.json()).toMatchObject({ id: 'session', initial: expect.anything() });
});

test('only a master has the statecharts', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Statecharts', exact: true })).toHaveCount(0);
  await page.goto('/tools/machines');
  await expect(page.getByRole('heading', { name: 'Access denied!' })).toBeVisible();
  await expect(page.locator('article[data-machine]')).toHaveCount(0);
  await context.close();
});

/**
 * No network here, so stately.ai is played by a stand-in page that says it is connected and keeps
 * what it is sent: the app must run on either way, and what it sends must carry no secrets.
 */
const STAND_IN_INSPECTOR = `<!doctype html><script>
  window.received = [];
  addEventListener('message', (event) => window.received.push(event.data));
  window.opener.postMessage({ type: '@statelyai.connected' }, '*');
</script>`;

test('?inspect connects the Stately inspector, sends it no token or password, and never blocks the app', async ({ page, baseURL }) => {
  await useEnglish(page.context(), baseURL);
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.context().route('https://stately.ai/**', (route) => route.fulfill({ contentType: 'text/html', body: STAND_IN_INSPECTOR }));

  const popup = page.waitForEvent('popup');
  await page.goto(`/auth?clt=${DEMO_CLIENT}&inspect`);
  const inspector = await popup;
  expect(inspector.url()).toMatch(/^https:\/\/stately\.ai\/inspect/);

  const master = demoAccount('master');
  await submitLogin(page, master.email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible();

  const [token, refreshToken] = await page.evaluate(
    (keys) => keys.map((key) => localStorage.getItem(key)),
    [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken],
  );
  expect(token).toBeTruthy();
  expect(refreshToken).toBeTruthy();
  // The messages cross windows one task at a time: wait for the session actor, which starts only after the sign-in
  // (the auth machine's definition alone already names 'credentials.submit', so that text proves nothing).
  const received = () => inspector.evaluate(() => JSON.stringify((window as unknown as { received: unknown[] }).received));
  await expect.poll(received).toContain('"name":"session"');
  const sent = await received();
  expect(sent).toContain('"name":"auth"');
  expect(sent).toContain('"event":{"type":"credentials.submit"');
  expect(sent).not.toContain(DEMO_PASSWORD);
  expect(sent).not.toContain(token!);
  expect(sent).not.toContain(refreshToken!);

  // The app itself is untouched: the machines page works as without the inspector.
  await page.getByRole('link', { name: 'Statecharts', exact: true }).click();
  await expect(card(page, 'auth').getByText('Now: signedIn')).toBeVisible();
  expect(errors).toEqual([]);
});

test('?inspect without a reachable inspector leaves the app working', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'master');
  await useEnglish(context, baseURL);
  await context.route('https://stately.ai/**', (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto('/tools/machines?inspect');
  await expect(card(page, 'auth').getByText('Now: signedIn')).toBeVisible();
  await expect(card(page, 'session').getByText('Now: watching')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
