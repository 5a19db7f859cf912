// The build's size budgets (bench/size-budgets.json, issue 21 point 1). rollup.config.mjs checks
// every production build against them and fails on a breach; bench/run.ts prints the login figure
// against the same file. Plain JavaScript because rollup loads its config without a TypeScript
// step; the comparison is pure, so test/src/size-budgets.test.ts shows a breach without a build.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SIZE_BUDGETS_FILE = fileURLToPath(new URL('size-budgets.json', import.meta.url));

const KIB = 1024;
/** One decimal, as the bench prints sizes. */
export const kib = (bytes) => (bytes / KIB).toFixed(1);

export function readSizeBudgets(file = SIZE_BUDGETS_FILE) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Compares one build with the budgets. `loginRouteFiles` are the files /auth loads (entry, its
 * static imports, the login island and its static imports, the stylesheet); `chunks` are the build's
 * JS chunks other than the entry, each checked on its own against its boot-chunk budget, its
 * exception or the default.
 * Returns the breaches (each names the chunk, its gzip size and its budget) and the exceptions
 * that no longer match an oversized chunk, so a paid-off debt is noticed and removed.
 */
export function checkSizeBudgets(budgets, { loginRouteFiles, chunks, gzipBytes }) {
  const breaches = [];
  const login = budgets.loginRoute;
  const loginBytes = loginRouteFiles.reduce((sum, file) => sum + (gzipBytes[file] ?? 0), 0);
  if (loginBytes > login.budgetKiB * KIB) {
    breaches.push({ what: `login route ${login.route} (${loginRouteFiles.length} files)`, bytes: loginBytes, budgetKiB: login.budgetKiB, rule: 'loginRoute' });
  }
  const exceptions = budgets.exceptions ?? {};
  const boots = budgets.bootChunks ?? {};
  const stillOver = new Set();
  for (const chunk of chunks) {
    const bytes = gzipBytes[chunk.fileName] ?? 0;
    const boot = boots[chunk.name];
    const exception = boot ? undefined : exceptions[chunk.name];
    if (exception && bytes > budgets.lazyChunkKiB * KIB) stillOver.add(chunk.name);
    const budgetKiB = boot?.budgetKiB ?? exception?.budgetKiB ?? budgets.lazyChunkKiB;
    if (bytes > budgetKiB * KIB) {
      const rule = boot ? `boot chunk "${chunk.name}"` : exception ? `exception "${chunk.name}"` : 'lazyChunkKiB';
      breaches.push({ what: chunk.fileName, bytes, budgetKiB, rule });
    }
  }
  const stale = Object.keys(exceptions).filter((name) => !stillOver.has(name));
  return { loginBytes, breaches, stale };
}

export function describeBreach(breach) {
  return `${breach.what}: ${kib(breach.bytes)} KiB gzip, budget ${breach.budgetKiB} KiB (${breach.rule})`;
}
