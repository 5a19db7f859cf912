/**
 * Login-route bundle benchmark (`npm run bench`, after a build): the gzip size of every JS and CSS
 * file the browser fetches to show /auth, against the budget and goal of bench/size-budgets.json
 * (the build itself fails on that budget). Prints figures; exits 1 only when the budget is
 * exceeded. Measured by loading /auth in Chromium; the build manifest's own figure is printed
 * beside it as a cross-check.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../test/chromium.mjs';
import { reportFigures } from './figures-support';
import { kib, readSizeBudgets } from './size-budgets.mjs';
import { serveStatic } from './static-server';

const BUDGETS = readSizeBudgets();
const { budgetKiB: BUDGET_KIB, goalKiB: GOAL_KIB } = BUDGETS.loginRoute;
// BENCH_LOGIN_ROUTE measures another sign-in page the same way (an arrival page, /auth/fleetmanagement?clt=demo).
const ROUTE = process.env.BENCH_LOGIN_ROUTE || '/auth?clt=demo';
const DIST = resolve(import.meta.dirname, '..', process.env.STATIC_DIR || 'dist/app');

interface Manifest {
  routes: Record<string, string[]>;
  files: Record<string, { bytes: number; gzipBytes: number }>;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(resolve(DIST, file)), { level: 9 }).length;

/** The files the page fetched, and the scripts written into the page itself (the painted shell's). */
async function measureInBrowser(): Promise<{ files: string[]; inlineScripts: string[] }> {
  const server = await serveStatic(DIST);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) files.add(new URL(request.url()).pathname.slice(1));
    });
    await page.goto(server.url + ROUTE, { waitUntil: 'networkidle' });
    // The form or the "trouble finding this client" texts: either way the route has rendered.
    await page.locator('form.login, .client-not-found').first().waitFor({ timeout: 15_000 });
    const inlineScripts = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    return { files: [...files], inlineScripts };
  } finally {
    await browser.close();
    await server.close();
  }
}

const manifest = JSON.parse(readFileSync(resolve(DIST, 'build-manifest.json'), 'utf8')) as Manifest;
const manifestTotal = (manifest.routes['/auth'] ?? []).reduce((sum, file) => sum + (manifest.files[file]?.gzipBytes ?? 0), 0);
const loaded = await measureInBrowser();
const rows = [
  ...loaded.files.map((file) => ({ file, gzip: gzipBytes(file) })),
  ...loaded.inlineScripts.map((script) => ({ file: 'index.html <script> (inline)', gzip: gzipSync(script, { level: 9 }).length })),
].sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const ratio = total / 1024 / BUDGET_KIB;

console.log(`Login route ${ROUTE}: JS and CSS the browser loads (gzip -9)`);
for (const row of rows) console.log(`  ${kib(row.gzip).padStart(7)} KiB  ${row.file}`);
console.log(`total            ${kib(total)} KiB gzip (${rows.length} files, measured in Chromium)`);
console.log(`build manifest   ${kib(manifestTotal)} KiB gzip`);
console.log(`budget           ${BUDGET_KIB} KiB (bench/size-budgets.json; goal ${GOAL_KIB} KiB, ratio to goal ${(total / 1024 / GOAL_KIB).toFixed(3)})`);
console.log(`ratio            ${ratio.toFixed(3)} (${(ratio * 100).toFixed(1)} % of budget)`);
if (ratio > 1) {
  console.error(`Over budget by ${kib(total - BUDGET_KIB * 1024)} KiB`);
  process.exitCode = 1;
}
// Every other chunk is held to the 50 KiB default (issue 21), apart from the React boot chunk and the
// listed debts, which have budgets of their own: the largest such route chunk, then those apart.
const loginFiles = new Set(manifest.routes['/auth'] ?? []);
const chunkName = (file: string) => /^assets\/(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file;
const apart = new Set([...Object.keys(BUDGETS.bootChunks ?? {}), ...Object.keys(BUDGETS.exceptions ?? {})]);
const lazyChunks = Object.entries(manifest.files).filter(([file]) => file.endsWith('.js') && !loginFiles.has(file))
  .sort(([, a], [, b]) => b.gzipBytes - a.gzipBytes);
const [largestFile, largest] = lazyChunks.find(([file]) => !apart.has(chunkName(file))) ?? ['none', { gzipBytes: 0 }];
console.log(`largest route chunk   ${kib(largest.gzipBytes)} KiB gzip  ${largestFile} (build manifest; goal ${BUDGETS.lazyChunkKiB} KiB)`);
for (const [file, size] of lazyChunks.filter(([file]) => apart.has(chunkName(file)))) {
  const name = chunkName(file);
  const budget = BUDGETS.bootChunks?.[name]?.budgetKiB ?? BUDGETS.exceptions?.[name]?.budgetKiB;
  console.log(`  apart: ${kib(size.gzipBytes)} KiB gzip  ${file} (its own budget ${budget} KiB, bench/size-budgets.json)`);
}
reportFigures('login-bundle', {
  // The same definition as the build's budget: every JS and CSS file the page needs to paint and sign in.
  loginKiB: total / 1024,
  largestLazyChunkKiB: largest.gzipBytes / 1024,
});
