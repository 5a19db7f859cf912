import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_LAUNCH } from './test/chromium.mjs';
import { E2E_WORKERS } from './test/e2e/server-process.mjs';

/**
 * End-to-end tests against the BUILT app (`npm run test:e2e` builds first), each worker with its own real
 * server and fresh in-memory database (test/e2e/worker-server.ts, started by the `test` of test/e2e/fixtures.ts,
 * which also sets `baseURL`). Access tokens live 35 minutes there, so the session-expiry prompt (5 minutes before
 * expiry, after 30 idle minutes) is reachable with Playwright's clock.
 */

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // Each worker has its own server and database; see test/README.md for what more workers gave on two cores.
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  // Two workers, each with a browser and a server, share two cores: a screen may take seconds longer than alone.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    // Shoelace skips its dialog animations, so fast-forwarded clocks meet no half-open modal.
    reducedMotion: 'reduce',
    // No trace by default: recording one for every test cost 9 % of the run's CPU (and its screencast a third).
    // E2E_TRACE=retain-on-failure (or on) records them again when a failure needs one.
    trace: process.env.E2E_TRACE ? { mode: process.env.E2E_TRACE as 'on' | 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: TEST_CHROMIUM_LAUNCH,
  },
});
