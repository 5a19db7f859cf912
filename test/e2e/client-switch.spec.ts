import { expect, test } from './fixtures';
import { signInAs, useEnglish } from './support';

/**
 * Spec 01 §4: a master switches client; the app reloads at / and shows the other client's name and
 * colours. Its own sign-in: the switch sticks to the token family, so no shared state is reused.
 */
test('master switches client to flota-pl and sees its name and colours', async ({ page, context, baseURL }) => {
  await useEnglish(context, baseURL);
  await signInAs(page, 'master');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Mobility B.V.' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch client' }).click();
  const list = page.getByRole('list', { name: 'Clients' });
  await expect(list.getByRole('button')).not.toHaveCount(0);
  // Every word must match some field: display name, name or debtor number.
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('flota 2000');
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list.getByRole('button')).toContainText('FP');
  await expect(list.getByRole('button')).toContainText('D-20001');
  await list.getByRole('button', { name: /Flota Polska/ }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Flota Polska Sp. z o.o.' })).toBeVisible();
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ld-primary').trim());
  expect(primary).toBe('#c8102e');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCSS('background-color', 'rgb(200, 16, 46)');
  await expect(page).toHaveTitle('Flota Polska Sp. z o.o.');
  // Flota has the mobility licence but no containers yet: its mobility menu opens the mobidisk page (spec 01 §2).
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Mobility/ })).toHaveAttribute('href', '/mobility/features/mobidisk');
});
