/**
 * Functions the list UI benchmarks run INSIDE the page (Playwright serialises them), timed with the
 * page's own clock (performance.now, event.timeStamp, requestAnimationFrame), so no round trip to
 * the bench process is counted. They may only use what they define themselves.
 *
 * "Painted" is the moment after the next frame: a requestAnimationFrame callback runs just before
 * the frame's style, layout and paint, and a message posted from it arrives once that frame is done.
 */

/** What the probes need to know of a virtualised list screen; passed into the page with each probe. */
export interface ListSelectors {
  row: string;
  scroller: string;
  /** The row attribute that tells one row's record from another's. */
  rowId: string;
  /** A fragment of the URL that fetches the list's rows (matched against resource timing). */
  request: string;
}

export const DRIVER_LIST: ListSelectors = {
  row: '.driver-list__row', scroller: '.driver-list__scroller', rowId: 'data-driver-id', request: '/api-admin/driver?',
};

export const CAR_LIST: ListSelectors = {
  row: '.car-list__row', scroller: '.car-list__scroller', rowId: 'data-car-id', request: '/api-admin/car/extended/new',
};

export interface RowCounter {
  max: number;
}

export interface KeyProbe {
  baseline: string;
  keydowns: number[];
  /** Per input event: its keydown → the input painted. */
  echoes: number[];
  /** The first DOM change showing the new row set, and that change painted (0 until then). */
  changedAt: number;
  paintedAt: number;
  /** The first list request after the last keydown (resource timing), 0 when none was seen. */
  requestStart: number;
  responseEnd: number;
}

declare global {
  interface Window {
    benchRows?: RowCounter;
    benchKey?: KeyProbe;
    benchFirstRows?: FirstRows;
    benchLargestPaint?: LargestPaint;
  }
}

/**
 * tsx compiles with esbuild's keepNames, which wraps inner functions in `__name(…)`; a function
 * serialised into the page then needs that helper. Installed as an init script before any probe runs.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/** Keeps the largest number of list rows the DOM ever held (a MutationObserver sees every commit). */
export function installRowCounter(row: string): void {
  const counter: RowCounter = { max: 0 };
  const count = () => {
    counter.max = Math.max(counter.max, document.querySelectorAll(row).length);
  };
  new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
  count();
  window.benchRows = counter;
}

export interface ScrollFrames {
  /** requestAnimationFrame to requestAnimationFrame: 16.7 ms at 60 Hz, a multiple of it when frames drop. */
  intervals: number[];
  /** Frame start to that frame painted: the main thread's work per frame (scroll handlers, render, layout, paint). */
  work: number[];
}

export interface ScrollPlan {
  step: number;
  maxFrames: number;
  stopBeforeEnd: number;
}

/**
 * Scrolls the list from the top by `step` px every frame, stopping `stopBeforeEnd` px above the
 * bottom (so no growth request runs) or after `maxFrames`.
 */
export async function scrollFrames({ step, maxFrames, stopBeforeEnd, scroller: selector }: ScrollPlan & { scroller: string }): Promise<ScrollFrames> {
  const scroller = document.querySelector<HTMLElement>(selector);
  if (!scroller) throw new Error(`No ${selector}`);
  const nextFrame = () => new Promise((settled) => requestAnimationFrame(settled));
  scroller.scrollTop = 0;
  await nextFrame();
  await nextFrame();
  const end = scroller.scrollHeight - scroller.clientHeight - stopBeforeEnd;
  const frames: ScrollFrames = { intervals: [], work: [] };
  await new Promise<void>((done) => {
    let last = -1;
    const tick = (frameStart: number) => {
      if (last >= 0) frames.intervals.push(frameStart - last);
      last = frameStart;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => frames.work.push(performance.now() - frameStart);
      channel.port2.postMessage(0);
      if (frames.intervals.length >= maxFrames || scroller.scrollTop >= end) {
        done();
        return;
      }
      scroller.scrollTop = Math.min(end, scroller.scrollTop + step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // The last frame's paint message arrives after it.
  await nextFrame();
  await nextFrame();
  return frames;
}

/**
 * Watches the next filter change: every keydown and input event, and the first DOM change after a
 * keydown where the rows differ from now, are not empty and (with `match`) all contain `match`, so a
 * loading state or a stale answer does not count. A row's text is its cells joined by spaces, as the
 * servers search "brand model version". Read the result from window.benchKey.
 */
export function installKeyProbe({ match, list }: { match: string; list: ListSelectors }): void {
  performance.clearResourceTimings();
  performance.setResourceTimingBufferSize(1000);
  const rows = () => [...document.querySelectorAll(list.row)];
  const signature = () => rows().map((row) => row.getAttribute(list.rowId)).join(',');
  const textOf = (row: Element) => [...row.querySelectorAll('[role=cell]')].map((cell) => cell.textContent ?? '').join(' ').toLowerCase();
  const afterPaint = (then: (time: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => then(performance.now());
      channel.port2.postMessage(0);
    });
  const probe: KeyProbe = { baseline: signature(), keydowns: [], echoes: [], changedAt: 0, paintedAt: 0, requestStart: 0, responseEnd: 0 };
  const onKeydown = (event: KeyboardEvent) => probe.keydowns.push(event.timeStamp);
  const onInput = () => {
    const keydown = probe.keydowns[probe.keydowns.length - 1];
    if (keydown !== undefined) afterPaint((time) => probe.echoes.push(time - keydown));
  };
  const finish = (time: number) => {
    const lastKeydown = probe.keydowns[probe.keydowns.length - 1] ?? 0;
    const request = performance.getEntriesByType('resource')
      .find((entry) => entry.name.includes(list.request) && entry.startTime >= lastKeydown) as PerformanceResourceTiming | undefined;
    probe.requestStart = request?.startTime ?? 0;
    probe.responseEnd = request?.responseEnd ?? 0;
    document.removeEventListener('keydown', onKeydown, true);
    document.removeEventListener('input', onInput, true);
    probe.paintedAt = time;
  };
  const observer = new MutationObserver(() => {
    if (probe.keydowns.length === 0) return;
    const now = rows();
    if (now.length === 0 || signature() === probe.baseline) return;
    if (match && !now.every((row) => textOf(row).includes(match))) return;
    observer.disconnect();
    probe.changedAt = performance.now();
    afterPaint(finish);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  document.addEventListener('keydown', onKeydown, true);
  document.addEventListener('input', onInput, true);
  window.benchKey = probe;
}

export interface FirstRows {
  /** Rows in the DOM when they first appeared (performance.now of the document: since navigation start). */
  rows: number;
  changedAt: number;
  paintedAt: number;
}

/**
 * An init script (context.addInitScript): in each new document, the moment the first `row` appears
 * and that frame painted, in window.benchFirstRows. Runs before the app's own scripts, so nothing is missed.
 */
export function watchFirstRows(row: string): void {
  performance.setResourceTimingBufferSize(1000);
  const observer = new MutationObserver(() => {
    // Rows drawn unseen (beneath the painted shell, src/features/shell/painted-shell.ts) are not painted yet.
    const rows = [...document.querySelectorAll(row)].filter((element) => element.checkVisibility({ visibilityProperty: true })).length;
    if (rows === 0) return;
    observer.disconnect();
    const changedAt = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.benchFirstRows = { rows, changedAt, paintedAt: performance.now() }; };
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

export interface RequestTiming {
  startTime: number;
  responseStart: number;
  responseEnd: number;
}

/** Every request whose URL contains `fragment` this document made, from resource timing, oldest first. */
export function requestTimings(fragment: string): RequestTiming[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.name.includes(fragment))
    .map(({ startTime, responseStart, responseEnd }) => ({ startTime, responseStart, responseEnd }));
}

export interface LargestPaint {
  /** The last largest-contentful-paint candidate so far (ms since navigation start; 0 before any). */
  startTime: number;
  /** Which element it was ("tag.class" or "#text"), to see what the browser counted. */
  element: string;
  /** Every candidate in turn ("time ms, size px², element"), for the waterfall. */
  candidates: string[];
}

/**
 * An init script: the page's largest contentful paint as the browser reports it (every candidate replaces the one
 * before), in window.benchLargestPaint. Read it once the page has painted what it is measured for.
 */
export function watchLargestPaint(): void {
  const seen: LargestPaint = { startTime: 0, element: '', candidates: [] };
  window.benchLargestPaint = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[]) {
      seen.startTime = entry.startTime;
      const element = entry.element;
      // No element: removed since, or inside a closed shadow root (the painted shell); an image still names its address.
      const image = entry.url ? ` image ${new URL(entry.url).pathname}` : '';
      seen.element = element ? `${element.localName}${element.classList.length > 0 ? `.${[...element.classList].join('.')}` : ''}` : `(not in the document now)${image}`;
      seen.candidates.push(`${entry.startTime.toFixed(0)} ms, ${(entry as PerformanceEntry & { size: number }).size} px², ${seen.element}`);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

export interface ResourceStep {
  name: string;
  startTime: number;
  responseEnd: number;
}

/** Every request of this document (resource timing), the path only, oldest first: the waterfall. */
export function resourceSteps(): ResourceStep[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .map(({ name, startTime, responseEnd }) => {
      const url = new URL(name);
      return { name: `${url.pathname}${url.search}`, startTime, responseEnd };
    });
}
