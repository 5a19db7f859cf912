import { test as base } from '@playwright/test';
import { handBackForgottenLeases, leaseContext } from './kept-contexts';
import { startWorkerServer, type WorkerServer } from './worker-server';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request, Route } from '@playwright/test';

let current: WorkerServer | undefined;

/** This worker's server (the one `baseURL` points at); for helpers that run outside a fixture, such as the mail sink. */
export function workerServer(): WorkerServer {
  if (!current) throw new Error('No e2e server in this worker yet: use the `test` of test/e2e/fixtures.ts.');
  return current;
}

/**
 * Every spec's `test`: Playwright's, with `baseURL` pointing at this worker's own server (worker-server.ts),
 * started once per worker and stopped when the worker ends.
 */
export const test = base.extend<{ forgottenLeases: void }, { workerServer: WorkerServer }>({
  /** A kept context the test did not close goes back for the next test of its role (kept-contexts.ts). */
  forgottenLeases: [
    async ({}, use) => {
      await use();
      await handBackForgottenLeases();
    },
    { auto: true },
  ],
  workerServer: [
    async ({}, use, workerInfo) => {
      current = await startWorkerServer(workerInfo.parallelIndex);
      try {
        await use(current);
      } finally {
        await current.stop();
        current = undefined;
      }
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ workerServer: server }, use) => {
    await use(server.url);
  },
  /**
   * The test's own context and `page`: no cookies, no storage, as Playwright's own would be, but kept for the
   * worker's next tests like the signed-in ones (kept-contexts.ts). A fresh context's first load cost 2.4
   * core-s against ~0.9 in one that has run the app before (renderer started, immutable assets cached). A test that
   * needs a cache that never saw the app makes a context of its own.
   */
  context: async ({ browser, baseURL }, use) => {
    const context = await leaseContext({ state: NO_STORAGE, make: () => browser.newContext({ baseURL, reducedMotion: 'reduce' }) });
    await use(context);
    await context.close();
  },
});

const NO_STORAGE = { cookies: [], origins: [] };
