import { existsSync } from 'node:fs';

// The one place that says how every test tool and benchmark starts Chromium: Debian's build (or
// CHROME_PATH), with the flags this machine's closed network and root user need.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The full browser: benchmarks measure what an administrator's Chromium does. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: FLAGS,
};

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The tests' pages live seconds: V8's optimizing tiers (Maglev, TurboFan) compile code that rarely runs long
 * enough to repay them. Up to the baseline compiler only, the same Playwright specs took 19 % less CPU on this
 * machine (test/README.md); what the code does is the same, only how fast hot loops run. Benchmarks keep V8's
 * defaults: they measure what an administrator's browser does.
 */
const TEST_JS_FLAGS = '--js-flags=--max-opt=1';

/**
 * The tests' browser: Debian's chromium-headless-shell when installed (the same Blink and V8 without the
 * full browser's UI and compositor: 39 % less CPU for the same Playwright specs on this machine, see
 * test/README.md), else the full browser. CHROME_PATH overrides both.
 */
export const TEST_CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_LAUNCH.executablePath),
  args: [...FLAGS, TEST_JS_FLAGS],
};
