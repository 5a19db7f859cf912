import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO_CLIENT, DEMO_PASSWORD, demoAccount } from '../../server/db/demo-accounts';
import { expectDashboard, signedInContext, submitLogin, useEnglish, type DemoRole, englishContext } from './support';

/**
 * Spec 01 §2 /auth/fleetmanagement and /auth/leasewise, §6 arrival rule, §7 login refresh: fleet management and
 * the lease system send their users in with `?property=…&id=…`, signed in by the form or by a hand-over `?token=`
 * (or with a session already stored in the browser); after the sign-in the arrival rule takes them to the create form
 * of that property with the id. Nothing is saved.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL);
});

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const unknownId = (prefix: string) => `${prefix}-ARRIVAL-${Date.now().toString(36)}`.toUpperCase();

async function signInWithForm(page: Page, address: string, role: DemoRole): Promise<void> {
  await page.goto(address);
  await submitLogin(page, demoAccount(role).email, DEMO_PASSWORD);
}

/** An access token as the other system hands it over (minted the way it does: a sign-in of that user). */
async function handOverToken(request: APIRequestContext, role: DemoRole): Promise<string> {
  const answer = await request.post('/api-admin-auth/', { data: { username: demoAccount(role).email, password: DEMO_PASSWORD } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { access_token: string }).access_token;
}

async function expectFleetDriverCreate(page: Page, fleetId: string): Promise<void> {
  await expect(page).toHaveURL(`/fleetmanagement/driver/create?id=${fleetId}`);
  await expect(page.getByRole('heading', { name: 'New driver' })).toBeVisible();
  await expect(field(page, 'Fleet-management driver id')).toHaveValue(fleetId);
}

test('a fleet manager signs in on /auth/fleetmanagement and lands on the fleet driver form with the unknown id', async ({ page }) => {
  const fleetId = unknownId('FM');
  await signInWithForm(page, `/auth/fleetmanagement?clt=${DEMO_CLIENT}&property=driver&id=${fleetId}`, 'fleetmanagement');
  await expectFleetDriverCreate(page, fleetId);
});

test('a fleet manager handed over with ?token= on /auth/fleetmanagement lands on the same form without signing in', async ({ page, request }) => {
  const fleetId = unknownId('FM');
  const token = await handOverToken(request, 'fleetmanagement');
  await page.goto(`/auth/fleetmanagement?clt=${DEMO_CLIENT}&token=${encodeURIComponent(token)}&property=driver&id=${fleetId}`);
  await expectFleetDriverCreate(page, fleetId);
  expect(page.url()).not.toContain('token=');
});

test('a fleet manager whose session is stored in this browser goes on from /auth/fleetmanagement without a form', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'fleetmanagement');
  const page = await context.newPage();
  const fleetId = unknownId('FM');
  await page.goto(`/auth/fleetmanagement?clt=${DEMO_CLIENT}&property=driver&id=${fleetId}`);
  await expectFleetDriverCreate(page, fleetId);
  await context.close();
});

test('a bulk user signs in on /auth/leasewise and lands on the lease system driver form with the id', async ({ page }) => {
  const leaseId = unknownId('LW');
  await signInWithForm(page, `/auth/leasewise?clt=${DEMO_CLIENT}&property=driver&id=${leaseId}`, 'bulk');
  await expect(page).toHaveURL(`/leasewise/driver/create?id=${leaseId}`);
  await expect(page.getByRole('heading', { name: 'New driver' })).toBeVisible();
  await expect(field(page, 'Lease-system driver id')).toHaveValue(leaseId);
});

test('a bad property, or a role without an arrival, lands on the dashboard; the arrival query wins over ?redirect=', async ({ browser, baseURL }) => {
  for (const [address, role] of [
    [`/auth/fleetmanagement?clt=${DEMO_CLIENT}&property=../x&id=1`, 'fleetmanagement'],
    [`/auth/leasewise?clt=${DEMO_CLIENT}&property=driver&id=42&redirect=%2Farrangement`, 'supervisor'],
  ] as const) {
    const context = await englishContext(browser, baseURL);
    const page = await context.newPage();
    await signInWithForm(page, address, role);
    if (role === 'supervisor') {
      // The kept arrival query sent the supervisor to the dashboard, not to the redirect's /arrangement.
      await expectDashboard(page, 'Demo Mobility B.V.');
      await expect(page).toHaveURL('/?property=driver&id=42');
    } else {
      // Nothing of the refused query is carried into the app.
      await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible();
      await expect(page).toHaveURL('/');
    }
    await context.close();
  }
});
