import { expect, test } from './fixtures';
import { signedInContext, togglePreference } from './support';

test('each menu group reopens at its last visited route; moving reads the shell once, and again after a save', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  // The signed-in user is part of the shell's data (src/app/layouts/shell-epoch.ts): each read of it is a read of the shell.
  let shellReads = 0;
  page.on('request', (request) => void (request.url().includes('/api-admin/account/currentloggedinaccount') && shellReads++));
  await page.goto('/component/faq');
  const sideMenu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(sideMenu.getByRole('link', { name: /^Main/ })).toHaveAttribute('href', '/component/faq');

  await sideMenu.getByRole('link', { name: /^Lease system/ }).click();
  await expect(page).toHaveURL('/leasewise/arrangement');
  await page.getByRole('link', { name: 'Lease-system drivers' }).click();
  await expect(page).toHaveURL('/leasewise/driver');

  await sideMenu.getByRole('link', { name: /^Main/ }).click();
  await expect(page).toHaveURL('/component/faq');
  expect(shellReads, 'three moves in the app keep the shell of the page load').toBe(1);

  // A save (here the width preference, put back at once), then a move: the shell reads its data again, as a load does.
  await togglePreference(page, 'Full width');
  await togglePreference(page, 'Full width');
  expect(shellReads, 'a save alone leaves the screen as it is').toBe(1);
  await sideMenu.getByRole('link', { name: /^Lease system/ }).click();
  await expect(page).toHaveURL('/leasewise/driver');
  await expect.poll(() => shellReads).toBe(2);

  await page.reload();
  await expect(sideMenu.getByRole('link', { name: /^Lease system/ })).toHaveAttribute('href', '/leasewise/driver');
  await context.close();
});

test('the active item is reset to main on load when the address is elsewhere; active-route keys go', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/leasewise/arrangement');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Lease system/ })).toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => localStorage.getItem('sideMenuActiveItem'))).toBe('leasewise');

  await page.evaluate(() => localStorage.setItem('old-active-route-main', '/x'));
  await page.goto('/administration/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Administratie' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sideMenuActiveItem'))).toBe('main');
  expect(await page.evaluate(() => localStorage.getItem('old-active-route-main'))).toBeNull();
  await context.close();
});

test('fleetmanagement has no side menu, sidebar or driver search', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'fleetmanagement');
  const page = await context.newPage();
  await page.goto('/fleetmanagement/driver');
  await expect(page.getByRole('button', { name: /^Profile menu of / })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Section menu' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Search drivers' })).toHaveCount(0);
  await context.close();
});

test('page header: section titles, breadcrumbs from the route name, sibling sub-navigation; no sidebar on tools', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'master');
  const page = await context.newPage();
  await page.goto('/component/writing/news/edit?id=1');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Components', 'Texts', 'News', 'Edit']);
  await expect(crumbs.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/component/writing/news');

  await page.goto('/component/writing/news');
  const subNav = page.locator('ld-sub-nav');
  await expect(subNav.getByRole('link')).toHaveText(['Brand and model', 'News', 'Policy conditions']);
  await expect(subNav.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
  await subNav.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL('/component/writing/news/create');

  await page.goto('/amw/client');
  await expect(page.getByRole('heading', { level: 1, name: 'AMW Master' })).toBeVisible();
  await page.goto('/tools/analyzer');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Section menu' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await context.close();
});

test('without the mobility licence the menu advertises the module with a mail to support, and has no mobility group', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  // The demo client has the licence; the server's licence rule itself is covered by the access matrix.
  await page.route('**/api-admin/clientsetting/licenses', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { results: Record<string, unknown>[] };
    await route.fulfill({ response: answer, json: { ...body, results: [{ ...body.results[0], isMobilityModuleEnabled: false }] } });
  });
  await page.goto('/');
  const sideMenu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(page.getByRole('heading', { name: 'Mobility containers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask support about it' })).toHaveAttribute('href', /^mailto:/);
  await expect(sideMenu.getByRole('link', { name: /^Mobility/ })).toHaveCount(0);
  await context.close();
});
