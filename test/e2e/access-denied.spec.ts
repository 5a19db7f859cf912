import { expect, test } from './fixtures';
import { signIn, useEnglish } from './support';

test.beforeEach(async ({ context, baseURL }) => {
  await useEnglish(context, baseURL);
});

/**
 * The demo seed has no driver sign-in (drivers do not use this application), so the current-account
 * answer is rewritten to a driver's role: the UI's own check is what is under test here.
 */
test('should show "Access denied!" to a user whose role may not use the application', async ({ page }) => {
  await page.route('**/api-admin/account/currentloggedinaccount**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { results: Array<{ role: { name: string } }> };
    for (const user of body.results) user.role = { name: 'driver' };
    await route.fulfill({ response, json: body });
  });
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Access denied!' })).toBeVisible();
  await expect(
    page.getByText('You do not have permissions to access this application. Contact your supervisor for more information.'),
  ).toBeVisible();
  await expect(page.getByText('Select an arrangement to get started.')).toHaveCount(0);
  // Logging out stays possible.
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
