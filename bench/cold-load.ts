/**
 * Cold deep link (issue 21 point 2): `npm run bench:cold-load`, or `npx tsx bench/cold-load.ts` after a build
 * (STATIC_DIR, default dist/app). Starts the real server on the demo data (port BENCH_COLD_PORT, 8199), signs the
 * demo supervisor in once in Chromium and chooses Leaseregeling 2026, keeps that browser state (session and chosen
 * arrangement in local storage, as a returning user has them) without the locale cookie (the default locale), then
 * loads BENCH_COLD_RUNS (9) times each, in turn:
 *   - a static HTML page written into the served folder for this run (a heading and a 20-row table of driver-like
 *     text, with the app's own stylesheet), the reference;
 *   - `/`, `/component/driver` and `/arrangement/driver`, each as a bookmark: a new browser context (empty HTTP
 *     cache, nothing running) holding the stored session, one navigation;
 *   each navigation started once the browser is quiet (untilBrowserQuiet): opening a new context's window builds
 *   Chromium's own address-bar popup (a WebUI page) for half a second on a whole core, and a closed context is still
 *   being torn down for a moment; neither is the page's load, and on 2 cores either would fall on its first frame.
 * Per load: the first rows painted (the dashboard's content on `/`) and the largest contentful paint, both from
 * navigation start on the page's own clock. Prints the medians, each as a ratio to the static page's; goal: the
 * worst route's LCP at most 1.5 × the static page's. BENCH_COLD_WATERFALL=1 also prints every request of one load
 * per route (start → end) and the app's own marks, to see which waits on which; with BENCH_COLD_TRACE=<prefix> it also
 * writes a Chrome trace of that load (<prefix>-<route>.json; BENCH_COLD_TRACE_CATS: the trace categories, comma-separated).
 * Figures only: timings never fail the run.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../test/chromium.mjs';
import { DEMO_CLIENT, DEMO_PASSWORD, SUPERVISOR, chooseArrangementIfAsked, submitLogin, useEnglish } from '../test/e2e/support';
import { LOCALE_COOKIE, STORAGE_KEYS } from '../src/lib/storage-keys';
import { requireBuild } from './bench-browser-support';
import { reportFigures } from './figures-support';
import { ROOT, startLargeServer } from './large-client-support';
import {
  DRIVER_LIST, KEEP_NAMES_SHIM, resourceSteps, watchFirstRows, watchLargestPaint, type FirstRows, type LargestPaint,
} from './page-probes-support';
import { median, ms, ratio } from './stats-support';

const PORT = Number(process.env.BENCH_COLD_PORT ?? 8199);
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 9);
const WATERFALL = process.env.BENCH_COLD_WATERFALL === '1';
const VIEWPORT = { width: 1280, height: 800 };
const WAIT_MS = 30_000;
/** After the first rows: later, larger paints (a logo, a late block) still become the LCP. */
const SETTLE_MS = 500;
/** The browser is quiet when all its processes together use less than QUIET_CPU_SHARE of a core over QUIET_STEP_MS. */
const QUIET_STEP_MS = 100;
const QUIET_CPU_SHARE = 0.15;
/** Two quiet steps in a row; a browser still busy after QUIET_MAX_MS is measured as it is. */
const QUIET_STEPS = 2;
const QUIET_MAX_MS = 5_000;
const STATIC_FILE = 'bench-cold-static.html';

interface Target {
  label: string;
  path: string;
  /** What counts as the page's first rows. */
  rows: string;
  /** Figure-name part: lcp<Key>Ratio. */
  key: string;
}

const STATIC: Target = { label: 'static HTML page', path: `/${STATIC_FILE}`, rows: '.static-row', key: 'Static' };
const ROUTES: readonly Target[] = [
  // The dashboard lists nothing: its own content is what the route paints first.
  { label: '/ (dashboard)', path: '/', rows: 'section.dashboard', key: 'Dashboard' },
  { label: '/component/driver', path: '/component/driver', rows: DRIVER_LIST.row, key: 'ComponentDriver' },
  { label: '/arrangement/driver', path: '/arrangement/driver', rows: DRIVER_LIST.row, key: 'ArrangementDriver' },
];

interface Sample {
  firstRowMs: number;
  lcpMs: number;
  lcpElement: string;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The reference page: about what a list route shows (a heading, 20 rows of names and addresses), with the app's stylesheet. */
function writeStaticPage(staticDir: string): string {
  const index = readFileSync(resolve(staticDir, 'index.html'), 'utf8');
  const styles = [...index.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]).join('\n    ');
  const rows = Array.from({ length: 20 }, (_, n) =>
    `<tr class="static-row"><td>Bestuurder ${n + 1} Jansen</td><td>driver${n + 1}@demo.leasedesk.test</td><td>06-1234 56${String(n).padStart(2, '0')}</td><td>Actief</td><td>31-12-2027</td></tr>`);
  const html = `<!doctype html>
<html lang="nl-NL">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Leasedesk (static reference)</title>
    ${styles}
  </head>
  <body>
    <main>
      <h1>Bestuurders</h1>
      <p>Alle bestuurders van de klant, op naam gesorteerd. Kies een rij om de bestuurder te openen of te wijzigen.</p>
      <table>
        <thead><tr><th>Naam</th><th>E-mail</th><th>Telefoon</th><th>Status</th><th>Verloopt</th></tr></thead>
        <tbody>
        ${rows.join('\n        ')}
        </tbody>
      </table>
    </main>
  </body>
</html>
`;
  const file = resolve(staticDir, STATIC_FILE);
  writeFileSync(file, html);
  return file;
}

/** Signs in once (English texts for the helpers), chooses the arrangement, and keeps the state without the locale. */
async function returningUser(browser: Browser, url: string): Promise<StorageState> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await useEnglish(context, url);
    const page = await context.newPage();
    await page.goto(`${url}/auth?clt=${DEMO_CLIENT}`);
    await submitLogin(page, SUPERVISOR.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: /^Profile menu of / }).waitFor();
    await page.goto(`${url}/arrangement/driver`);
    await chooseArrangementIfAsked(page, page.locator('section.driver-list'));
    await page.locator(DRIVER_LIST.row).first().waitFor();
    // Then in the default locale, each route once, as a returning user has been on them: the shell's picture of each
    // is kept once it has been quiet a moment, and again with its logo inlined (src/app/shell/painted-shell-capture.ts).
    await context.clearCookies({ name: LOCALE_COOKIE });
    await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.language);
    for (const route of ROUTES) {
      await page.goto(`${url}${route.path}`);
      await page.locator(route.rows).first().waitFor({ state: 'attached' });
      await page.waitForFunction(([key, path]) => {
        const html = (JSON.parse(localStorage.getItem(key!) ?? '{}') as { pages?: Record<string, string> }).pages?.[path!];
        return html !== undefined && !/<img[^>]+src="\//.test(html);
      }, [STORAGE_KEYS.paintedShell, route.path]);
    }
    const state = await context.storageState();
    const withoutLocale: StorageState = {
      cookies: state.cookies.filter((cookie) => cookie.name !== LOCALE_COOKIE),
      origins: state.origins.map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.filter((item) => item.name !== STORAGE_KEYS.language),
      })),
    };
    const stored = withoutLocale.origins.flatMap((origin) => origin.localStorage.map((item) => item.name));
    if (![STORAGE_KEYS.accessToken, STORAGE_KEYS.carArrangement, STORAGE_KEYS.paintedShell].every((key) => stored.includes(key))) {
      throw new Error(`The signed-in state lacks the session, the arrangement or the painted shell: ${stored.join(', ')}`);
    }
    return withoutLocale;
  } finally {
    await context.close();
  }
}

/**
 * Resolves once the browser's processes (CDP SystemInfo: CPU time of each) have used less than QUIET_CPU_SHARE of a
 * core for QUIET_STEPS steps of QUIET_STEP_MS in a row, or after QUIET_MAX_MS. Every load, the static page's
 * included, starts on a quiet machine.
 */
async function untilBrowserQuiet(cdp: CDPSession): Promise<void> {
  const cpuSeconds = async () =>
    (await cdp.send('SystemInfo.getProcessInfo')).processInfo.reduce((sum, process) => sum + process.cpuTime, 0);
  const until = Date.now() + QUIET_MAX_MS;
  let quietSteps = 0;
  let before = await cpuSeconds();
  while (quietSteps < QUIET_STEPS && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_STEP_MS));
    const now = await cpuSeconds();
    quietSteps = (now - before) * 1000 < QUIET_STEP_MS * QUIET_CPU_SHARE ? quietSteps + 1 : 0;
    before = now;
  }
}

/** One cold load: a new context (empty cache) with the stored session, one navigation, its first rows and LCP. */
async function coldLoad(browser: Browser, cdp: CDPSession, url: string, state: StorageState, target: Target, waterfall: boolean): Promise<Sample> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: state });
  try {
    await context.addInitScript(KEEP_NAMES_SHIM);
    await context.addInitScript(watchFirstRows, target.rows);
    await context.addInitScript(watchLargestPaint);
    if (waterfall) await context.addInitScript(() => {
      const tasks: string[] = [];
      (window as unknown as { benchLongTasks: string[] }).benchLongTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(`${entry.startTime.toFixed(0)} → ${(entry.startTime + entry.duration).toFixed(0)}`);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error on ${target.path}: ${error.message}`));
    await untilBrowserQuiet(cdp);
    const trace = waterfall && process.env.BENCH_COLD_TRACE ? `${process.env.BENCH_COLD_TRACE}-${target.key}.json` : null;
    if (trace) await browser.startTracing(page, { path: trace, categories: (process.env.BENCH_COLD_TRACE_CATS ?? 'devtools.timeline,v8.execute,blink.user_timing,loading').split(',') });
    await page.goto(`${url}${target.path}`);
    await page.waitForFunction(() => window.benchFirstRows !== undefined, undefined, { polling: 50, timeout: WAIT_MS })
      .catch(() => { throw new Error(`${target.path}: no "${target.rows}" painted within ${WAIT_MS} ms (now at ${page.url()})`); });
    await page.waitForTimeout(SETTLE_MS);
    if (trace) await browser.stopTracing();
    const first = (await page.evaluate(() => window.benchFirstRows)) as FirstRows;
    const lcp = (await page.evaluate(() => window.benchLargestPaint)) as LargestPaint;
    if (waterfall) {
      console.log(`  waterfall of ${target.path} (ms from navigation start; first rows painted at ${first.paintedAt.toFixed(0)}):`);
      // The app's own marks (ld:…), in order: when the painted shell's script started, drew the shell, saw it shown.
      const marks = await page.evaluate(() => performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('ld:'))
        .map((mark) => `${mark.name.slice(3)} ${mark.startTime.toFixed(0)}`));
      if (marks.length > 0) console.log(`    marks: ${marks.join(', ')}`);
      const paints = await page.evaluate(() => performance.getEntriesByType('paint').map((paint) => `${paint.name} ${paint.startTime.toFixed(0)}`));
      console.log(`    paints: ${paints.join(', ')}`);
      for (const candidate of lcp.candidates) console.log(`    LCP candidate: ${candidate}`);
      console.log(`    long tasks: ${(await page.evaluate(() => (window as unknown as { benchLongTasks: string[] }).benchLongTasks)).join(', ')}`);
      for (const step of await page.evaluate(resourceSteps)) {
        if (step.startTime > first.paintedAt) continue;
        console.log(`    ${step.startTime.toFixed(0).padStart(5)} → ${step.responseEnd.toFixed(0).padStart(5)}  ${step.name.slice(0, 110)}`);
      }
    }
    return { firstRowMs: first.paintedAt, lcpMs: lcp.startTime, lcpElement: lcp.element };
  } finally {
    await context.close();
  }
}

const mostCommon = (values: readonly string[]): string => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
};

requireBuild();
const staticDir = resolve(ROOT, process.env.STATIC_DIR || 'dist/app');
const staticFile = writeStaticPage(staticDir);
// The demo client is the one signed in; the client `large` gets one driver only.
const server = await startLargeServer(PORT, undefined, { drivers: 1, versions: 0 });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const cdp = await browser.newBrowserCDPSession();
try {
  const state = await returningUser(browser, server.url);
  const targets = [STATIC, ...ROUTES];
  // One load of each first, not counted: the server's first answers (JIT, its remembered reads) are not a cold browser's.
  for (const target of targets) await coldLoad(browser, cdp, server.url, state, target, WATERFALL);
  const samples = new Map<Target, Sample[]>(targets.map((target) => [target, []]));
  // Interleaved, so a busy moment of the machine falls on every target alike.
  for (let run = 0; run < RUNS; run++) {
    for (const target of targets) samples.get(target)!.push(await coldLoad(browser, cdp, server.url, state, target, false));
  }
  const medians = (target: Target) => {
    const of = samples.get(target)!;
    return { firstRow: median(of.map((s) => s.firstRowMs)), lcp: median(of.map((s) => s.lcpMs)), element: mostCommon(of.map((s) => s.lcpElement)) };
  };
  const reference = medians(STATIC);
  console.log(`Cold deep link, demo supervisor with a stored session (default locale), new browser context per load; medians of ${RUNS}`);
  console.log(`${'page'.padEnd(22)} ${'first row'.padStart(10)} ${'LCP'.padStart(10)}   ${'row ratio'.padStart(9)} ${'LCP ratio'.padStart(9)}   LCP element`);
  console.log(`${STATIC.label.padEnd(22)} ${ms(reference.firstRow)} ${ms(reference.lcp)}   ${'1.00'.padStart(9)} ${'1.00'.padStart(9)}   ${reference.element}`);
  const figures: Record<string, number> = { staticLcpMs: reference.lcp, staticFirstRowMs: reference.firstRow };
  const lcpRatios: number[] = [];
  const rowRatios: number[] = [];
  for (const route of ROUTES) {
    const { firstRow, lcp, element } = medians(route);
    const rowRatio = firstRow / reference.firstRow;
    const lcpRatio = lcp / reference.lcp;
    lcpRatios.push(lcpRatio);
    rowRatios.push(rowRatio);
    console.log(`${route.label.padEnd(22)} ${ms(firstRow)} ${ms(lcp)}   ${ratio(rowRatio).padStart(9)} ${ratio(lcpRatio).padStart(9)}   ${element}`);
    Object.assign(figures, {
      [`firstRow${route.key}Ms`]: firstRow, [`lcp${route.key}Ms`]: lcp,
      [`firstRow${route.key}Ratio`]: rowRatio, [`lcp${route.key}Ratio`]: lcpRatio,
    });
  }
  const worstLcp = Math.max(...lcpRatios);
  console.log(`worst route LCP / static page LCP   ${ratio(worstLcp)}   (goal: at most 1.50)`);
  console.log(`worst route first row / static page first row   ${ratio(Math.max(...rowRatios))}`);
  reportFigures('cold-load', { ...figures, lcpRatio: worstLcp, firstRowRatio: Math.max(...rowRatios) });
} finally {
  await browser.close();
  await server.close();
  rmSync(staticFile, { force: true });
}
