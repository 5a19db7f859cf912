import type { BrowserContext, Page } from './fixtures';

/**
 * Signed-in contexts kept for the next test of the same worker, with their page.
 *
 * Why: a fresh context costs a new renderer, a storage state written through a page of its own and a cold boot of
 * the app — 2.5 core-s on this machine against 0.9 for a load in a page that already ran the app (test/README.md).
 * Nearly every test started that way, so half of Playwright's CPU went into booting.
 *
 * What a test gets is what a fresh context gives it: the sign-in's cookies and local storage exactly, no session
 * storage, no routes, online, no app running (the kept page waits on a blank same-origin document, so the test's
 * first `goto` is a full load of the app). Only the renderer and the HTTP cache of the immutable assets carry over.
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

const kept = new Map<string, Kept>();

/** A same-origin address that answers at once with a 404 and runs no script (any path with an extension that is no file). */
const PARKED = '/e2e-parked.txt';

export interface LeaseOptions {
  /** Contexts are kept per key (the role). */
  key: string;
  state: StorageState;
  make: () => Promise<BrowserContext>;
}

/**
 * A signed-in context as `make` would give it, reusing the one kept under `key` when it is free. Its first
 * `newPage()` answers the kept page, and `close()` hands it back instead of closing it. While the kept one is
 * leased (a test with two contexts of one role), a fresh context is made and closed as usual.
 */
export async function leaseContext({ key, state, make }: LeaseOptions): Promise<BrowserContext> {
  let entry = kept.get(key);
  if (entry?.leased) return make();
  if (!entry) {
    const context = await make();
    const made: Kept = { context, leased: false, changedForGood: false };
    watchLasting(made, context, LASTING_CONTEXT_CALLS);
    context.once('close', () => kept.get(key) === made && kept.delete(key));
    kept.set(key, (entry = made));
  }
  entry.leased = true;
  entry.changedForGood = false;
  return leased(entry, key, state);
}

function leased(entry: Kept, key: string, state: StorageState): BrowserContext {
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
    if (entry.changedForGood || !(await handBack(entry, state, wentOffline))) {
      kept.delete(key);
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
 * when every test ends (fixtures.ts): a lease left open kept its role from ever being reused in that worker, so each
 * later test of the role paid a fresh context and a cold load (four tests left one open; after them, most of a
 * whole run's tests did).
 */
export async function handBackForgottenLeases(): Promise<void> {
  for (const entry of [...kept.values()].filter((kept) => kept.leased)) await entry.handBackLease?.();
}

/** Puts the context back as a fresh one would be; false when it cannot be (then it is closed, not kept). */
async function handBack(entry: Kept, state: StorageState, wentOffline: boolean): Promise<boolean> {
  const { context, page } = entry;
  // A context that went offline is closed, not kept, so no test inherits network emulation.
  if (wentOffline) return false;
  try {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    await context.addCookies(state.cookies);
    for (const other of context.pages()) if (other !== page) await other.close();
    if (!page || page.isClosed()) {
      entry.page = undefined;
      return true;
    }
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // An unsaved form asks before the page is left; leaving is what the test's end means.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto(PARKED);
    page.removeAllListeners();
    const origin = new URL(page.url()).origin;
    const stored = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
    return await page.evaluate((items) => {
      // Playwright's clock, once installed, stays on the context: such a context cannot start the next test.
      if ('__pwClock' in window) return false;
      // Offline through page.context().setOffline, which the lease does not see.
      if (!navigator.onLine) return false;
      localStorage.clear();
      sessionStorage.clear();
      for (const { name, value } of items) localStorage.setItem(name, value);
      return true;
    }, stored);
  } catch {
    return false;
  }
}
