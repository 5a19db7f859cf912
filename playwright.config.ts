import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './test/chromium.mjs';
import { E2E_MAIL_SINK_DIR } from './test/e2e/mail-sink';

/**
 * End-to-end tests against the BUILT app (`npm run test:e2e` builds first) served by the real
 * server with a fresh in-memory database. Access tokens live 35 minutes so the session-expiry
 * prompt (5 minutes before expiry, after 30 idle minutes) is reachable with Playwright's clock.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // Two cores, and the tests share one server whose sign-in throttle counts failures.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    // Shoelace skips its dialog animations, so fast-forwarded clocks meet no half-open modal.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    // "/" always answers with index.html; other page paths only when the request accepts HTML.
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      STATIC_DIR: process.env.STATIC_DIR || 'dist/app',
      ACCESS_TOKEN_TTL_SECONDS: '2100',
      LOG_LEVEL: 'warn',
      // The wrong-password test must not lock the demo user out for the specs after it.
      LOGIN_MAX_FAILURES: '50',
      // Delivered mail the specs read (an invitation's link), one folder per port.
      MAIL_SINK_DIR: E2E_MAIL_SINK_DIR,
    },
  },
});
