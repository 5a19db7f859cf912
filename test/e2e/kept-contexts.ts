import type { BrowserContext, Page } from './fixtures';

/**
 * Contexts kept for the worker's next tests, with their page, whatever each test signs in as.
 *
 * Why: a fresh context costs a new renderer, a storage state written through a page of its own and a cold boot of
 * the app — 2.5 core-s on this machine against 0.9 for a load in a page that already ran the app (test/README.md).
 * Nearly every test started that way, so half of Playwright's CPU went into booting. Kept per role at first, a run
 * still made 70 contexts: each role's first test in a worker made one, and each role's sign-in another.
 *
 * What a test gets is what a fresh context made with its storage state gives it: that state's cookies and local
 * storage exactly, no session storage, no routes, online, no app running (the kept page waits on a blank
 * same-origin document, so the test's first `goto` is a full load of the app). Only the renderer and the HTTP cache
 * carry over (the API answers no-store: what one account read is never another's).
 * Not kept: a context whose page clock was installed (Playwright's clock is the context's and cannot be taken
 * off), one that went offline, one given something Playwright cannot take back (an init script, an exposed function,
 * extra headers, permissions, a viewport or emulated media), and one whose hand-back failed. Pages the test opened
 * or that its page opened (pop-ups) are closed.
 */

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Kept {
  context: BrowserContext;
  page?: Page;
  leased: boolean;
  /** The leasing test changed what a hand-back cannot put back. */
  changedForGood: boolean;
  /** The lease's `close`, while leased. */
  handBackLease?: () => Promise<void>;
}

/** What stays on a context or page for good once called: such a context is closed after the test, not kept. */
const LASTING_CONTEXT_CALLS = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'grantPermissions', 'setGeolocation', 'setHTTPCredentials'];
const LASTING_PAGE_CALLS = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'emulateMedia', 'setViewportSize'];
const watched = new WeakSet<object>();

/**
 * Marks the entry when a test calls one of these methods on the kept context or page. The objects themselves are
 * watched, not the lease's proxy: a test reaches the real context through `page.context()` too.
 */
function watchLasting(entry: Kept, target: BrowserContext | Page, names: readonly string[]): void {
  if (watched.has(target)) return;
  watched.add(target);
  const methods = target as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = methods[name]!.bind(target);
    methods[name] = (...args: unknown[]) => {
      entry.changedForGood = true;
      return original(...args);
    };
  }
}

/** The worker's kept contexts. More than one only while a test holds several at once (two accounts side by side). */
const kept: Kept[] = [];
/** Enough for the tests that hold two or three accounts at once; a context beyond it is closed after its test. */
const MOST_KEPT = 3;

/** A same-origin address that answers at once with a 404 and runs no script (any path with an extension that is no file). */
const PARKED = '/e2e-parked.txt';

export interface LeaseOptions {
  /** What the context holds when leased: the sign-in's cookies and local storage, or none. */
  state: StorageState;
  /** A fresh context holding `state`, made when no kept one is free. */
  make: () => Promise<BrowserContext>;
}

/**
 * A context as `make` would give it, reusing a free kept one (given `state`) when there is one. Its first
 * `newPage()` answers the kept page, and `close()` hands it back instead of closing it. While every kept one is
 * leased (a test with several contexts), a fresh one is made, and kept after the test while there are fewer than
 * MOST_KEPT.
 */
export async function leaseContext({ state, make }: LeaseOptions): Promise<BrowserContext> {
  for (const entry of kept.filter((entry) => !entry.leased)) {
    entry.leased = true;
    if (await takeState(entry, state)) return leased(entry);
    forget(entry);
    await entry.context.close().catch(() => undefined);
  }
  const context = await make();
  if (kept.length >= MOST_KEPT) return context;
  const made: Kept = { context, leased: true, changedForGood: false };
  watchLasting(made, context, LASTING_CONTEXT_CALLS);
  context.once('close', () => forget(made));
  kept.push(made);
  return leased(made);
}

function forget(entry: Kept): void {
  const at = kept.indexOf(entry);
  if (at >= 0) kept.splice(at, 1);
}

function leased(entry: Kept): BrowserContext {
  entry.changedForGood = false;
  const extraPages: Page[] = [];
  let handedPage = false;
  let wentOffline = false;
  const setOffline = async (offline: boolean): Promise<void> => {
    wentOffline ||= offline;
    await entry.context.setOffline(offline);
  };
  const newPage = async (): Promise<Page> => {
    if (!handedPage && entry.page && !entry.page.isClosed()) {
      handedPage = true;
      watchLasting(entry, entry.page, LASTING_PAGE_CALLS);
      return entry.page;
    }
    const page = await entry.context.newPage();
    if (!handedPage && !entry.page) {
      entry.page = page;
      watchLasting(entry, page, LASTING_PAGE_CALLS);
    } else extraPages.push(page);
    handedPage = true;
    return page;
  };
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    entry.handBackLease = undefined;
    for (const page of extraPages) await page.close().catch(() => undefined);
    if (entry.changedForGood || !(await handBack(entry, wentOffline))) {
      forget(entry);
      await entry.context.close().catch(() => undefined);
    }
    entry.leased = false;
  };
  entry.handBackLease = close;
  return new Proxy(entry.context, {
    get(target, property) {
      if (property === 'newPage') return newPage;
      if (property === 'close') return close;
      if (property === 'setOffline') return setOffline;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Hands back the contexts a test leased and did not close, as its `close()` would have. Called
 * when every test ends (fixtures.ts): a lease left open was never reused in that worker, so later tests paid a
 * fresh context and a cold load (four tests left one open; after them, most of a whole run's tests did).
 */
export async function handBackForgottenLeases(): Promise<void> {
  for (const entry of kept.filter((entry) => entry.leased)) await entry.handBackLease?.();
}

/**
 * Empties the context: no cookies, no routes, no pages but its own, parked on a blank same-origin document with no
 * storage. False when it cannot be kept (then it is closed).
 */
async function handBack(entry: Kept, wentOffline: boolean): Promise<boolean> {
  const { context } = entry;
  // A context that went offline is closed, not kept, so no test inherits network emulation.
  if (wentOffline) return false;
  try {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    for (const other of context.pages()) if (other !== entry.page) await other.close();
    // A test that closed its page (or never opened one) still left storage behind: a page of its own empties it.
    if (!entry.page || entry.page.isClosed()) entry.page = await context.newPage();
    const { page } = entry;
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // An unsaved form asks before the page is left; leaving is what the test's end means.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto(PARKED);
    page.removeAllListeners();
    return await page.evaluate(() => {
      // Playwright's clock, once installed, stays on the context: such a context cannot start the next test.
      if ('__pwClock' in window) return false;
      // Offline through page.context().setOffline, which the lease does not see.
      if (!navigator.onLine) return false;
      localStorage.clear();
      sessionStorage.clear();
      return true;
    });
  } catch {
    return false;
  }
}

/** Gives an emptied context (handBack) the cookies and local storage of `state`; false when it cannot. */
async function takeState(entry: Kept, state: StorageState): Promise<boolean> {
  try {
    await entry.context.addCookies(state.cookies);
    const page = entry.page!;
    const origin = new URL(page.url()).origin;
    const stored = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
    if (stored.length > 0) {
      await page.evaluate((items) => {
        for (const { name, value } of items) localStorage.setItem(name, value);
      }, stored);
    }
    return true;
  } catch {
    return false;
  }
}
