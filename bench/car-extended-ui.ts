/**
 * Car list UI benchmark (issue 15 point 6, time to rows painted): `npm run bench:car-extended-ui`, or
 * `npx tsx bench/car-extended-ui.ts` after a build (STATIC_DIR, default dist/app). Seeds the demo data with the
 * catalogue grown to BENCH_VERSIONS versions (100,000), starts the real server on it (port BENCH_CAR_UI_PORT,
 * 8196), signs in as the demo supervisor in Chromium, chooses Leaseregeling 2026 and, BENCH_SAMPLES times each:
 *   (a) opens /arrangement/car/extended anew (page.goto; scripts from the HTTP cache): navigation start to the
 *       first car rows painted, split by resource timing of the list request;
 *   (b) types a search into the list's box: last keystroke to new rows painted that all contain it, split into
 *       debounce, server round trip and render;
 *   (c) grows the list by wheel steps (50 versions a page) and scrolls over every loaded row: the most rows the
 *       DOM held, and the frame intervals of a continuous scroll.
 * Timings are figures, never a failure; it exits 1 when the list is not virtualised (more than 60 rows in the DOM).
 */
import type { Page } from '@playwright/test';
import { CAR_SEARCH_DELAY_MS } from '../src/features/car-list/use-car-list';
import { CAR_PAGE_SIZE } from '../src/api/cars';
import { DEMO_CLIENT, DEMO_PASSWORD, SUPERVISOR, chooseArrangementIfAsked, submitLogin } from '../test/e2e/support';
import { requireBuild, withBenchPage } from './bench-browser-support';
import { startLargeServer } from './large-client-support';
import { growByWheel } from './list-growth-support';
import {
  CAR_LIST, installKeyProbe, installRowCounter, requestTimings, scrollFrames, watchFirstRows,
  type FirstRows, type KeyProbe,
} from './page-probes-support';
import { reportCarListUi, type Opening } from './car-extended-ui-report';

const PORT = Number(process.env.BENCH_CAR_UI_PORT ?? 8196);
const VERSIONS = Number(process.env.BENCH_VERSIONS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 9);
const GROWTH_STEPS = Number(process.env.BENCH_GROWTH_STEPS ?? 20);
const ROUTE = '/arrangement/car/extended';
/** Issue 5's limit for a virtualised list; far more rows than this means the list renders every loaded row. */
const MAX_DOM_ROWS = 60;
/** A model, brand and model, another model, a version fragment: each narrows the 100k versions differently. */
const QUERIES = ['golf', 'bmw 3', 'model y', 'id.4'];
const SCROLL = { step: 120, maxFrames: 800, stopBeforeEnd: 200, scroller: CAR_LIST.scroller };
const WAIT_MS = 30_000;
/** Two pages of rows (44 px each, car-list.tsx) a wheel step: one step always reaches the next page's end. */
const WHEEL_PX = CAR_PAGE_SIZE * 44 * 2;

async function signInAndChoose(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/auth?clt=${DEMO_CLIENT}`);
  await submitLogin(page, SUPERVISOR.email, DEMO_PASSWORD);
  await page.getByRole('button', { name: /^Profile menu of / }).waitFor();
  await page.goto(`${url}${ROUTE}`);
  // The choice is remembered in the browser, so every later visit opens the list at once.
  await chooseArrangementIfAsked(page, page.locator('section.car-list'));
  await page.locator(CAR_LIST.row).first().waitFor();
}

/** One visit of the route: when its first rows were painted, and the list requests made before that. */
async function openOnce(page: Page, url: string): Promise<Opening> {
  await page.goto(`${url}${ROUTE}`);
  await page.waitForFunction(() => window.benchFirstRows !== undefined, undefined, { polling: 50, timeout: WAIT_MS });
  const first = (await page.evaluate(() => window.benchFirstRows)) as FirstRows;
  const requests = (await page.evaluate(requestTimings, CAR_LIST.request)).filter((r) => r.responseEnd <= first.changedAt);
  const answered = requests[requests.length - 1];
  if (!answered) throw new Error('Car rows were painted without a car/extended/new answer before them');
  const [domReady, lastOther] = await page.evaluate((listStart) => [
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
    Math.max(0, ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => entry.responseEnd).filter((end) => end <= listStart)),
  ], answered.startTime);
  return { first, request: answered, requests: requests.length, domReady, lastOther };
}

async function typeSearches(page: Page): Promise<KeyProbe[]> {
  const search = page.getByRole('textbox', { name: 'Search brand, model or version' });
  const samples: KeyProbe[] = [];
  for (let n = 0; n < SAMPLES; n++) {
    const query = QUERIES[n % QUERIES.length]!;
    await search.focus();
    await search.press('ControlOrMeta+a');
    await page.evaluate(installKeyProbe, { match: query, list: CAR_LIST });
    // ~60 ms a key, a quick typist: the debounce should let only the whole query through.
    await search.pressSequentially(query, { delay: 60 });
    await page.waitForFunction(() => (window.benchKey?.paintedAt ?? 0) > 0, undefined, { polling: 100, timeout: WAIT_MS });
    samples.push((await page.evaluate(() => window.benchKey)) as KeyProbe);
  }
  return samples;
}

requireBuild();
// Drivers are not what this bench is about: the client `large` gets one, the catalogue its 100k versions.
const server = await startLargeServer(PORT, async (db) => {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM car_types');
  return row?.n ?? 0;
}, { drivers: 1, versions: VERSIONS });
try {
  await withBenchPage(server.url, async (page) => {
    await page.context().addInitScript(watchFirstRows, CAR_LIST.row);
    await signInAndChoose(page, server.url);
    const openings: Opening[] = [];
    for (let n = 0; n < SAMPLES; n++) openings.push(await openOnce(page, server.url));
    const listed = (await page.locator('section.car-list [role=status]').first().textContent()) ?? '';
    await page.evaluate(installRowCounter, CAR_LIST.row);
    const growth = await growByWheel(page, CAR_LIST, GROWTH_STEPS, WHEEL_PX);
    const frames = await page.evaluate(scrollFrames, SCROLL);
    const maxRows = await page.evaluate(() => window.benchRows?.max ?? 0);
    const keys = await typeSearches(page);
    reportCarListUi({
      versions: server.inspected, listed, openings, growth, pageSize: CAR_PAGE_SIZE, maxRows, maxRowsAllowed: MAX_DOM_ROWS,
      frames, scrollStep: SCROLL.step, keys, queries: QUERIES, debounceMs: CAR_SEARCH_DELAY_MS,
    });
    if (maxRows > MAX_DOM_ROWS) process.exitCode = 1;
  });
} finally {
  await server.close();
}
