/**
 * Driver list UI benchmark (issue 5 point 7): `npx tsx bench/drivers-ui.ts` after a build (it builds
 * nothing; STATIC_DIR, default dist/app). Seeds the 100k-driver client, starts the real server on it
 * (port BENCH_UI_PORT, 8195), signs in as its supervisor in Chromium and opens /component/driver,
 * which lists the whole client. Prints:
 *   (a) the most list rows the DOM ever held while the table grew by wheel steps (10 rows per
 *       request) and was scrolled over every loaded row: exits 1 above 60, the hard limit;
 *   (b) frame times during a continuous scroll over the loaded rows: p50/p95/max and p95 against
 *       the 16.7 ms frame budget;
 *   (c) filter keystroke → paint: the search box's own echo, and from the last keystroke to the
 *       new rows painted, split into debounce, server round trip and render.
 * Timings are figures, never a failure: the machine may be busy with other work.
 */
import type { Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../test/chromium.mjs';
import { DRIVER_LIST_SEARCH_DEBOUNCE_MS } from '../src/features/driver-list/driver-list-query';
import { submitLogin } from '../test/e2e/support';
import { requireBuild, withBenchPage } from './bench-browser-support';
import { DEMO_PASSWORD, LARGE_CLIENT, LARGE_SUPERVISOR, startLargeServer } from './large-client-support';
import { growByWheel, type Growth } from './list-growth-support';
import {
  DRIVER_LIST, installKeyProbe, installRowCounter, scrollFrames, type KeyProbe, type ScrollFrames,
} from './page-probes-support';
import { reportFigures } from './figures-support';
import { median, ms, ratio, summarize } from './stats-support';

const PORT = Number(process.env.BENCH_UI_PORT ?? 8195);
/** The hard limit: the virtualised table keeps at most this many rows in the DOM. */
const MAX_DOM_ROWS = 60;
const GROWTH_STEPS = Number(process.env.BENCH_GROWTH_STEPS ?? 200);
const FRAME_BUDGET_MS = 1000 / 60;
/** 120 px a frame (7,200 px/s, a brisk fling) for at most 800 frames: past every row 200 wheel steps load. */
const SCROLL = { step: 120, maxFrames: 800, stopBeforeEnd: 200 };
/** A surname, a first name, another surname, an e-mail fragment: each changes the rows shown. */
const QUERIES = ['jansen', 'sophie', 'kramer', 'driver4242'];
const CHANGE_TIMEOUT_MS = 15_000;

interface KeystrokeRun {
  label: string;
  debounceMs: number;
  samples: KeyProbe[];
}

async function openDriverList(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/auth?clt=${LARGE_CLIENT}`);
  await submitLogin(page, LARGE_SUPERVISOR, DEMO_PASSWORD);
  await page.getByRole('button', { name: /^Profile menu of / }).waitFor();
  const firstPage = page.waitForResponse((response) => /\/api-admin\/driver\?(?!.*search=).*pageSize=20\b/.test(response.url()));
  await page.goto(`${url}/component/driver`);
  const { resultCount } = (await (await firstPage).json()) as { resultCount?: number };
  await page.locator(DRIVER_LIST.row).first().waitFor();
  return resultCount ?? 0;
}

/** The list's own search box; when there is none, the "e-mail not yet sent" box toggled with Space. */
async function filterKeystrokes(page: Page): Promise<KeystrokeRun> {
  const search = page.locator('.driver-list').getByRole('searchbox', { name: 'Search drivers' });
  const samples: KeyProbe[] = [];
  const measure = async (match: string, act: () => Promise<void>) => {
    await page.evaluate(installKeyProbe, { match, list: DRIVER_LIST });
    await act();
    await page.waitForFunction(() => (window.benchKey?.paintedAt ?? 0) > 0, undefined, { polling: 100, timeout: CHANGE_TIMEOUT_MS });
    samples.push((await page.evaluate(() => window.benchKey)) as KeyProbe);
  };
  if ((await search.count()) > 0) {
    for (const query of QUERIES) {
      await search.focus();
      await search.press('ControlOrMeta+a');
      // ~60 ms a key, a quick typist: the debounce should let only the whole word through.
      await measure(query, () => search.pressSequentially(query, { delay: 60 }));
    }
    return { label: `typing in "Search drivers" (${QUERIES.join(', ')})`, debounceMs: DRIVER_LIST_SEARCH_DEBOUNCE_MS, samples };
  }
  const box = page.locator('ld-filter-bar').getByRole('checkbox');
  for (let n = 0; n < 4; n++) {
    await box.focus();
    await measure('', () => page.keyboard.press('Space'));
  }
  return { label: 'NO "Search drivers" box on the list: the "E-mail not yet sent" filter toggled with Space instead', debounceMs: 0, samples };
}

function report(drivers: number, rowCount: number, maxRows: number, growth: Growth, frames: ScrollFrames, keys: KeystrokeRun): void {
  const growthStats = summarize(growth.times);
  const frameStats = summarize(frames.intervals);
  const workStats = summarize(frames.work);
  const lastKeydown = (s: KeyProbe) => s.keydowns[s.keydowns.length - 1] ?? 0;
  const echoes = keys.samples.flatMap((s) => s.echoes);
  const of = (pick: (s: KeyProbe) => number) => median(keys.samples.map(pick));
  console.log(`Driver list UI, /component/driver of client "${LARGE_CLIENT}": ${rowCount} drivers listed (of ${drivers} seeded), Chromium ${CHROMIUM_LAUNCH.executablePath}`);
  console.log(`(a) growth          ${growth.times.length} wheel steps at the bottom → ${growth.loadedRows} rows loaded; wheel → 10 more rows: p50 ${ms(growthStats.p50)}, p95 ${ms(growthStats.p95)} (seen from the bench)`);
  console.log(`    rows in the DOM  max ${maxRows} while growing and scrolling over all loaded rows (limit ${MAX_DOM_ROWS}) ${maxRows <= MAX_DOM_ROWS ? 'ok' : 'OVER THE LIMIT'}`);
  console.log(`(b) scroll frames   ${frameStats.n} frames at ${SCROLL.step} px/frame: p50 ${ms(frameStats.p50)}, p95 ${ms(frameStats.p95)}, max ${ms(frameStats.max)}`);
  console.log(`    ratio p95 / 16.7 ms frame budget   ${ratio(frameStats.p95 / FRAME_BUDGET_MS)}   (1.00 is the floor at 60 Hz; 2.00 means 5 % of frames or more came a frame late)`);
  console.log(`    main-thread work per frame   p50 ${ms(workStats.p50)}, p95 ${ms(workStats.p95)}, max ${ms(workStats.max)}; ratio p95 / budget ${ratio(workStats.p95 / FRAME_BUDGET_MS)}`);
  console.log(`(c) filter keystroke → paint, ${keys.label}; medians of ${keys.samples.length}`);
  console.log(`    keystroke → input painted (echo)        p50 ${ms(median(echoes))}   max ${ms(summarize(echoes).max)}   (${echoes.length} keys)`);
  console.log(`    last keystroke → list request sent       ${ms(of((s) => s.requestStart - lastKeydown(s)))}   (the debounce, ${keys.debounceMs} ms configured, and the render that sends the request)`);
  console.log(`    request → answer received                ${ms(of((s) => s.responseEnd - s.requestStart))}   (server round trip)`);
  console.log(`    answer → new rows painted                ${ms(of((s) => s.paintedAt - s.responseEnd))}`);
  const keystrokeToRowsMs = of((s) => s.paintedAt - lastKeydown(s));
  console.log(`    last keystroke → new rows painted        ${ms(keystrokeToRowsMs)}   (per sample: ${keys.samples.map((s) => (s.paintedAt - lastKeydown(s)).toFixed(0)).join(', ')} ms)`);
  reportFigures('drivers-ui', { maxDomRows: maxRows, frameP95Ms: frameStats.p95, frameWorkP95Ms: workStats.p95, keystrokeToRowsMs });
}

requireBuild();
const server = await startLargeServer(PORT);
try {
  await withBenchPage(server.url, async (page) => {
    const rowCount = await openDriverList(page, server.url);
    await page.evaluate(installRowCounter, DRIVER_LIST.row);
    const growth = await growByWheel(page, DRIVER_LIST, GROWTH_STEPS);
    const frames = await page.evaluate(scrollFrames, { ...SCROLL, scroller: DRIVER_LIST.scroller });
    const maxRows = await page.evaluate(() => window.benchRows?.max ?? 0);
    const keys = await filterKeystrokes(page);
    report(server.drivers, rowCount, maxRows, growth, frames, keys);
    if (maxRows > MAX_DOM_ROWS) process.exitCode = 1;
  });
} finally {
  await server.close();
}
