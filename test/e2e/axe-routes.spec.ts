import { expect, test, type Page } from './fixtures';
import { routes, type RouteEntry } from '../../src/app/paths';
import { ACCESS_TABLE } from '../../contract/access/access-table';
import { visit } from './kit-support';
import { chooseArrangementIfAsked, chooseContainer, seriousViolations, signedInContext, type AxeFinding } from './support';

/**
 * Issue 37 point 5: axe finds no serious or critical violation on any route of the table, as master and as supervisor.
 * One sign-in per role (the stored session), one page, moves in the app (`visit`), one axe run per route; a route
 * that needs a master-only feature is visited by the master alone. Routes that need a record are opened without one,
 * so they show the choice they offer. The four /auth pages are the signed-out login island's: loaded once each.
 */
const masterOnly = (route: RouteEntry) => route.features.some((feature) => ACCESS_TABLE[feature].roles === 'master');
const signedInRoutes = routes.filter((route) => route.layout === 'main');
const ROUTES = { master: signedInRoutes, supervisor: signedInRoutes.filter((route) => !masterOnly(route)) };

/** The arrangement and container every arrangement and mobility route shows, chosen once: moves keep them. */
async function chooseSelections(page: Page): Promise<void> {
  await visit(page, '/arrangement');
  await chooseArrangementIfAsked(page, page.getByRole('heading', { level: 1 }).first());
  await visit(page, '/mobility');
  const containerDialog = page.getByRole('dialog', { name: 'Change mobility container' });
  await expect(containerDialog.or(page.locator('.mobility-dashboard, .access-denied, .mobidisk')).first()).toBeVisible();
  if (await containerDialog.isVisible()) await chooseContainer(page);
}

/**
 * The screen has what it loads: something in the page's main part, and no page loader, spinner or busy region left
 * there. Checked on every animation frame (waitForFunction) rather than at expect's widening intervals, so a route
 * costs what its screen takes to show.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('main-content');
    return !!main && main.childElementCount > 0 && !main.querySelector('.page-loader, ld-spinner, [aria-busy="true"]');
  });
}

test.describe.configure({ mode: 'parallel' });

for (const role of ['master', 'supervisor'] as const) {
  test(`axe finds no serious or critical violation on any route as ${role}`, async ({ browser, baseURL }) => {
    // ~0.7 s of the page's main thread a route (a move ~0.2, axe ~0.5), ~1 s wall alone on two cores, 2–3 s on a
    // loaded machine; the default minute is for one flow.
    test.setTimeout(ROUTES[role].length * 4_000);
    const context = await signedInContext(browser, baseURL, role);
    const page = await context.newPage();
    await chooseSelections(page);
    const findings: Record<string, AxeFinding[]> = {};
    for (const route of ROUTES[role]) {
      await visit(page, route.path);
      await settled(page);
      const found = await seriousViolations(page);
      if (found.length > 0) findings[route.path] = found;
    }
    expect(findings).toEqual({});
    await context.close();
  });
}

test('axe finds no serious or critical violation on the signed-out /auth pages', async ({ page }) => {
  for (const route of routes.filter((entry) => entry.layout === 'auth')) {
    await page.goto(route.path);
    // The island's card (sign-in form, or the invitation's answer without a token), or the 404 page of the two
    // /auth pages that have no page of their own; not while it still checks.
    await page.waitForFunction(() => !!document.querySelector('.login, .error-page') && !document.querySelector('.login__status, .page-loader'));
    expect(await seriousViolations(page), route.path).toEqual([]);
  }
});
