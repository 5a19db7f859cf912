/**
 * The browser side the UI benchmarks share: the build they serve must exist, and one Chromium page at
 * 1280×800 in English with the probes' shim, closed whatever the bench does with it.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../test/chromium.mjs';
import { useEnglish } from '../test/e2e/support';
import { ROOT } from './large-client-support';
import { KEEP_NAMES_SHIM } from './page-probes-support';

/** Exits when STATIC_DIR (default dist/app) holds no build: the benches build nothing themselves. */
export function requireBuild(): void {
  const dir = resolve(ROOT, process.env.STATIC_DIR || 'dist/app');
  if (!existsSync(resolve(dir, 'index.html'))) {
    console.error(`No build in ${dir}: run \`npm run build\` first (or set STATIC_DIR).`);
    process.exit(1);
  }
}

export async function withBenchPage<T>(url: string, use: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await useEnglish(context, url);
    await context.addInitScript(KEEP_NAMES_SHIM);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    return await use(page);
  } finally {
    await browser.close();
  }
}
