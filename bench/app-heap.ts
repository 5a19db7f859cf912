/**
 * The app's heap after opening and leaving screens (issue 21 point 4): `npx tsx bench/app-heap.ts` after a build
 * (STATIC_DIR, default dist/app). Starts the real server on the demo data (port BENCH_HEAP_PORT, 8198), signs in
 * as the demo supervisor in Chromium and chooses Leaseregeling 2026. It finds the screens the menus link to, opens
 * each once (warm-up: their chunks, texts and caches belong to the app, not to a leak), goes home and measures the
 * JS heap after a forced garbage collection (DevTools protocol: HeapProfiler.collectGarbage, Runtime.getHeapUsage).
 * Then it opens BENCH_SCREENS (50) screens in turn, in-app (history.pushState, as the app's own links do), goes
 * home and measures again. Goal: within 10 % of the start (no machine or subscription left behind). Figures only.
 */
import type { CDPSession, Page } from '@playwright/test';
import { DEMO_CLIENT, DEMO_PASSWORD, SUPERVISOR, chooseArrangementIfAsked, submitLogin } from '../test/e2e/support';
import { requireBuild, withBenchPage } from './bench-browser-support';
import { reportFigures } from './figures-support';
import { startLargeServer } from './large-client-support';

const PORT = Number(process.env.BENCH_HEAP_PORT ?? 8198);
const SCREENS = Number(process.env.BENCH_SCREENS ?? 50);
/** After the loader is gone: the screen's data answered and rendered (most lists answer in tens of ms here). */
const SETTLE_MS = 400;
const LOAD_TIMEOUT_MS = 15_000;
/** Enough distinct screens to cycle through; more only lengthens the warm-up. */
const MAX_SCREENS_FOUND = 60;
const MIB = 1024 * 1024;

/** In-app navigation (wouter follows history.pushState), then the screen loaded: no page loader left. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await page.waitForFunction(() => !document.querySelector('.page-loader'), undefined, { polling: 50, timeout: LOAD_TIMEOUT_MS });
  await page.waitForTimeout(SETTLE_MS);
}

/** Every same-origin screen the page's menus link to now, without query (ids) and never the sign-in. */
async function menuLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('nav a[href^="/"]')]
    .map((a) => new URL(a.href).pathname).filter((path) => !path.startsWith('/auth')));
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  // Twice: the first collection can leave objects that only a second one frees (weak references, finalizers).
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

requireBuild();
// The demo client is the one signed in; the client `large` gets one driver only.
const server = await startLargeServer(PORT, undefined, { drivers: 1, versions: 0 });
try {
  await withBenchPage(server.url, async (page) => {
    await page.goto(`${server.url}/auth?clt=${DEMO_CLIENT}`);
    await submitLogin(page, SUPERVISOR.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: /^Profile menu of / }).waitFor();
    await page.goto(`${server.url}/arrangement/driver`);
    await chooseArrangementIfAsked(page, page.locator('section.driver-list'));
    const cdp = await page.context().newCDPSession(page);
    const atSignIn = await heapAfterGc(cdp);

    // Warm-up: every screen found once, finding more from each (a section's menu shows inside it).
    const found = new Set<string>(await menuLinks(page));
    const warmed: string[] = [];
    for (const path of found) {
      if (warmed.length >= MAX_SCREENS_FOUND) break;
      await open(page, path);
      warmed.push(path);
      for (const link of await menuLinks(page)) found.add(link);
    }
    await open(page, '/');
    const start = await heapAfterGc(cdp);

    for (let n = 0; n < SCREENS; n++) await open(page, warmed[n % warmed.length]!);
    await open(page, '/');
    const end = await heapAfterGc(cdp);

    console.log(`App JS heap, demo supervisor in Chromium: ${warmed.length} screens the menus link to, each opened once to warm up, then ${SCREENS} opened and left in turn`);
    console.log(`${'heap after sign-in'.padEnd(38)} ${(atSignIn / MIB).toFixed(1).padStart(6)} MiB`);
    console.log(`${'heap at start (after warm-up, at /)'.padEnd(38)} ${(start / MIB).toFixed(1).padStart(6)} MiB`);
    console.log(`${`heap after ${SCREENS} screens (at /)`.padEnd(38)} ${(end / MIB).toFixed(1).padStart(6)} MiB`);
    console.log(`${'ratio end / start'.padEnd(38)} ${(end / start).toFixed(2)}   (goal: at most 1.10)`);
    reportFigures('app-heap', { screens: SCREENS, distinctScreens: warmed.length, heapStartMiB: start / MIB, heapEndMiB: end / MIB, heapRatio: end / start });
  });
} finally {
  await server.close();
}
