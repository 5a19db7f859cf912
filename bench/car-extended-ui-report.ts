/** What bench/car-extended-ui.ts prints: medians of its samples, each split where resource timing allows. */
import { CHROMIUM_LAUNCH } from '../test/chromium.mjs';
import type { Growth } from './list-growth-support';
import type { FirstRows, KeyProbe, RequestTiming, ScrollFrames } from './page-probes-support';
import { reportFigures } from './figures-support';
import { median, ms, ratio, summarize } from './stats-support';

const FRAME_BUDGET_MS = 1000 / 60;

/** One visit of the list route, in the page's clock (0 is navigation start). */
export interface Opening {
  first: FirstRows;
  /** The list request whose answer the first rows show. */
  request: RequestTiming;
  /** List requests answered before the rows appeared (1 when the screen asks once). */
  requests: number;
  domReady: number;
  /** The last other request (script, texts, session, arrangements) answered before the list request was sent. */
  lastOther: number;
}

export interface CarListUiFigures {
  versions: number;
  /** The list's own count line, e.g. "69,974 versions". */
  listed: string;
  openings: Opening[];
  growth: Growth;
  pageSize: number;
  maxRows: number;
  maxRowsAllowed: number;
  frames: ScrollFrames;
  scrollStep: number;
  keys: KeyProbe[];
  queries: string[];
  debounceMs: number;
}

const perSample = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');

function reportOpenings(openings: Opening[]): void {
  const of = (pick: (o: Opening) => number) => median(openings.map(pick));
  const painted = of((o) => o.first.paintedAt);
  const server = of((o) => o.request.responseStart - o.request.startTime);
  console.log(`(a) open /arrangement/car/extended (page.goto, scripts from the HTTP cache); medians of ${openings.length}`);
  console.log(`    navigation → DOM content loaded           ${ms(of((o) => o.domReady))}`);
  console.log(`    navigation → last other answer            ${ms(of((o) => o.lastOther))}   (boot: scripts and texts, session, arrangements, the screen's chunk)`);
  console.log(`    navigation → list request sent            ${ms(of((o) => o.request.startTime))}`);
  console.log(`    request → answer received                 ${ms(of((o) => o.request.responseEnd - o.request.startTime))}   (of it to the first byte, the server's time: ${ms(server).trim()})`);
  console.log(`    answer → first rows painted               ${ms(of((o) => o.first.paintedAt - o.request.responseEnd))}   (${median(openings.map((o) => o.first.rows))} rows in the DOM)`);
  console.log(`    navigation → first rows painted           ${ms(painted)}   (per sample: ${perSample(openings.map((o) => o.first.paintedAt))} ms)`);
  console.log(`    ratio server / rows painted               ${ratio(server / painted)}   (list requests before the rows: ${perSample(openings.map((o) => o.requests))})`);
}

function reportScroll(f: CarListUiFigures): void {
  const growth = summarize(f.growth.times);
  const frames = summarize(f.frames.intervals);
  const work = summarize(f.frames.work);
  console.log(`(c) growth          ${f.growth.times.length} wheel steps at the bottom (${f.pageSize} versions a page) → ${f.growth.loadedRows} rows loaded; wheel → more rows: p50 ${ms(growth.p50)}, p95 ${ms(growth.p95)} (seen from the bench)`);
  console.log(`    rows in the DOM  max ${f.maxRows} while growing and scrolling over all loaded rows (limit ${f.maxRowsAllowed}) ${f.maxRows <= f.maxRowsAllowed ? 'ok' : 'OVER THE LIMIT'}`);
  console.log(`    scroll frames    ${frames.n} frames at ${f.scrollStep} px/frame: p50 ${ms(frames.p50)}, p95 ${ms(frames.p95)}, max ${ms(frames.max)}; ratio p95 / 16.7 ms budget ${ratio(frames.p95 / FRAME_BUDGET_MS)}`);
  console.log(`    main-thread work per frame   p50 ${ms(work.p50)}, p95 ${ms(work.p95)}, max ${ms(work.max)}; ratio p95 / budget ${ratio(work.p95 / FRAME_BUDGET_MS)}`);
}

function reportSearches(f: CarListUiFigures): void {
  const lastKeydown = (s: KeyProbe) => s.keydowns[s.keydowns.length - 1] ?? 0;
  const of = (pick: (s: KeyProbe) => number) => median(f.keys.map(pick));
  const echoes = f.keys.flatMap((s) => s.echoes);
  const total = of((s) => s.paintedAt - lastKeydown(s));
  const roundTrip = of((s) => s.responseEnd - s.requestStart);
  console.log(`(b) search keystroke → paint, typing in "Search brand, model or version" (${f.queries.join(', ')}); medians of ${f.keys.length}`);
  console.log(`    keystroke → input painted (echo)          p50 ${ms(median(echoes))}   max ${ms(summarize(echoes).max)}   (${echoes.length} keys)`);
  console.log(`    last keystroke → list request sent        ${ms(of((s) => s.requestStart - lastKeydown(s)))}   (the debounce, ${f.debounceMs} ms configured, and the render that sends the request)`);
  console.log(`    request → answer received                 ${ms(roundTrip)}   (server round trip)`);
  console.log(`    answer → new rows painted                 ${ms(of((s) => s.paintedAt - s.responseEnd))}`);
  console.log(`    last keystroke → new rows painted         ${ms(total)}   (per sample: ${perSample(f.keys.map((s) => s.paintedAt - lastKeydown(s)))} ms)`);
  console.log(`    ratio round trip / keystroke → painted    ${ratio(roundTrip / total)}`);
}

export function reportCarListUi(f: CarListUiFigures): void {
  console.log(`Car list UI, /arrangement/car/extended of Leaseregeling 2026 (demo): ${f.listed} of ${f.versions.toLocaleString('en')} catalogue versions, Chromium ${CHROMIUM_LAUNCH.executablePath}`);
  reportOpenings(f.openings);
  reportSearches(f);
  reportScroll(f);
  const lastKeydown = (s: KeyProbe) => s.keydowns[s.keydowns.length - 1] ?? 0;
  reportFigures('car-extended-ui', {
    openToRowsMs: median(f.openings.map((o) => o.first.paintedAt)),
    keystrokeToRowsMs: median(f.keys.map((s) => s.paintedAt - lastKeydown(s))),
    maxDomRows: f.maxRows,
    frameP95Ms: summarize(f.frames.intervals).p95,
  });
}
