// Browser tests for the Lit elements and the app's own React components (test/elements), in Debian's Chromium or CHROME_PATH.
// vitest and playwright never see these files; this runner never sees theirs.
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { TEST_CHROMIUM_LAUNCH } from './test/chromium.mjs';
import { reactBundlePlugin } from './test/elements/support/react-bundle.mjs';

export default {
  files: 'test/elements/**/*.test.ts',
  // Lit's production build, as in the app bundle (and no dev-mode console noise).
  nodeResolve: { exportConditions: ['production'] },
  // Two pages at once, one per core: green three runs in a row and ~10 % faster than one on this 2-core machine
  // (focus-dependent tests hold up: Playwright gives every page its own emulated focus).
  concurrency: 2,
  // React for the tests that draw the app's own components (shell-menus.test.ts); .tsx for those components.
  plugins: [reactBundlePlugin(), esbuildPlugin({ ts: true, tsx: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: TEST_CHROMIUM_LAUNCH,
    }),
  ],
  testFramework: { config: { timeout: 10_000 } },
};
