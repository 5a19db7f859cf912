import { expect, test, type Browser, type BrowserContext, type Page, type Route } from './fixtures';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { logOut, signInAs, englishContext } from './support';

/**
 * Issue 21 point 2: a reload or a bookmark paints the last visit's shell of that page before the app's scripts and
 * reads are done; the app takes its place once it shows the page. Never another sign-in's.
 */

interface DomNode {
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

/** The text inside #painted-shell's closed shadow root, read through the DevTools protocol (scripts on the page cannot). */
async function paintedText(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  await cdp.detach();
  const find = (node: DomNode): DomNode | undefined => {
    const id = node.attributes?.[node.attributes.indexOf('id') + 1];
    if (node.attributes?.includes('id') && id === 'painted-shell') return node;
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  const text = (node: DomNode): string =>
    (node.nodeName === '#text' ? node.nodeValue : '') + [...(node.shadowRoots ?? []), ...(node.children ?? [])].map(text).join('');
  const host = find(root);
  return host ? text(host) : '';
}

/** Holds every request to `url` until released: what the page shows before they are answered. */
async function hold(page: Page, url: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(url, (route) => (holding ? held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/**
 * The files both boots need (ld-boot-files' `shared`): how the page links each (its link rels) and when it asked for
 * it (resource timing, ms from navigation start); and when its first contentful paint was.
 */
const sharedFiles = (page: Page) =>
  page.evaluate(() => {
    const lists = JSON.parse(document.querySelector<HTMLMetaElement>('meta[name="ld-boot-files"]')!.content) as { shared: string[] };
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      files: lists.shared.map((file) => ({
        rels: [...document.querySelectorAll(`link[href="${file}"]`)].map((link) => link.getAttribute('rel')).join(' '),
        requestedAt: performance.getEntriesByName(new URL(file, location.href).href)[0]?.startTime,
      })),
    };
  });

const storedPages = (page: Page) =>
  page.evaluate((key) => Object.keys((JSON.parse(localStorage.getItem(key) ?? '{}') as { pages?: object }).pages ?? {}), STORAGE_KEYS.paintedShell);

/** A supervisor who has seen the driver list once: its shell is kept. */
async function afterAVisit(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await englishContext(browser, baseURL);
  const page = await context.newPage();
  await signInAs(page, 'supervisor');
  await page.goto('/component/driver');
  await expect(page.locator('.driver-list__row').first()).toBeVisible();
  await expect.poll(() => storedPages(page)).toContain('/component/driver');
  return { context, page };
}

test('a reload paints the shell at once, before the stylesheet and any read are answered, and the app takes over with the rows', async ({ browser, baseURL }) => {
  const { context, page } = await afterAVisit(browser, baseURL);

  const releaseApi = await hold(page, '**/api-admin/**');
  // The painted shell carries its own styles: it waits for no stylesheet (index.html has it after the paint).
  const releaseStylesheet = await hold(page, '**/assets/app-*.css');
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('#painted-shell')).toBeVisible();
  await expect(page.locator('#app')).toBeHidden();
  // The real shell of this page: the client, the side menu and the profile, no rows (no list data is kept).
  const painted = await paintedText(page);
  expect(painted).toContain('Demo Mobility B.V.');
  expect(painted).toContain('Arrangement');
  expect(painted).not.toMatch(/@demo\.leasedesk\.test/);
  // Nothing in it can be found, focused or clicked by the page's users.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  // With <body>'s look of the last visit, though the stylesheet that gives it is not in yet.
  await expect(page.locator('#painted-shell')).toHaveCSS('background-color', 'rgb(243, 245, 248)');
  // The files both boots need are asked for only once the painted shell is on the screen (its first contentful paint).
  await expect.poll(async () => (await sharedFiles(page)).files.map((file) => file.rels)).toContain('modulepreload');
  // A file's resource timing entry appears only once its answer is in: wait for every one, then compare start times.
  await expect.poll(async () => (await sharedFiles(page)).files.every((file) => file.requestedAt !== undefined)).toBe(true);
  const { firstPaint, files } = await sharedFiles(page);
  expect(files).not.toHaveLength(0);
  for (const file of files) expect(file.requestedAt).toBeGreaterThanOrEqual(firstPaint!);

  await releaseStylesheet();
  await releaseApi();
  await expect(page.locator('.driver-list__row').first()).toBeVisible();
  await expect(page.locator('#painted-shell')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await context.close();
});

test('another locale, a sign-out and another user\'s sign-in are never painted from it', async ({ browser, baseURL }) => {
  const { context, page } = await afterAVisit(browser, baseURL);

  // Opened in another locale (?lang=), the English picture is not shown.
  let release = await hold(page, '**/api-admin/**');
  await page.goto('/component/driver?lang=nl-NL');
  await expect(page.locator('#app')).toBeAttached();
  await expect(page.locator('#painted-shell')).toHaveCount(0);
  // Nothing painted: the files both boots need are fetched and compiled at once.
  expect(new Set((await sharedFiles(page)).files.map((file) => file.rels))).toEqual(new Set(['modulepreload']));
  await release();
  await page.unrouteAll();

  await page.goto('/component/driver?lang=en-EN');
  await expect(page.locator('.driver-list__row').first()).toBeVisible();
  await logOut(page);
  await expect(page).toHaveURL(/\/auth/);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.paintedShell)).toBeNull();

  await signInAs(page, 'master');
  release = await hold(page, '**/api-admin/**');
  await page.goto('/component/driver');
  await expect(page.locator('#app')).toBeAttached();
  await expect(page.locator('#painted-shell')).toHaveCount(0);
  await release();
  await context.close();
});
