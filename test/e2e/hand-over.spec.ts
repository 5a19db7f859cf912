import { expect, test } from './fixtures';
import { DEMO_CLIENT, DEMO_PASSWORD, SUPERVISOR, expectDashboard, useEnglish } from './support';

test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL);
});

test('should sign in with a hand-over ?token= and drop it from the address', async ({ page, request }) => {
  const answer = await request.post('/api-admin-auth/', { data: { username: SUPERVISOR.email, password: DEMO_PASSWORD } });
  expect(answer.ok()).toBe(true);
  const { access_token: token } = (await answer.json()) as { access_token: string };

  await page.goto(`/auth?clt=${DEMO_CLIENT}&token=${encodeURIComponent(token)}`);
  await expectDashboard(page, 'Demo Mobility B.V.');
  expect(page.url()).not.toContain('token=');
});

test('should stay signed out with a notice when the hand-over token is refused', async ({ page }) => {
  await page.goto(`/auth?clt=${DEMO_CLIENT}&token=not-a-valid-token`);
  await expect(page.getByText('Your session could not be renewed. Please sign in again.')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  expect(page.url()).not.toContain('token=');
});
