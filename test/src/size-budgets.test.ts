import { describe, expect, it } from 'vitest';
import { checkSizeBudgets, describeBreach, readSizeBudgets, type SizeBudgets } from '../../bench/size-budgets.mjs';

// Issue 21 point 1: rollup.config.mjs fails a production build on any breach this function returns.
const budgets: SizeBudgets = {
  loginRoute: { route: '/auth', budgetKiB: 100, goalKiB: 90, measuredKiB: 99.2, measuredOn: '2026-11-27' },
  lazyChunkKiB: 50,
  bootChunks: { 'react-boot': { budgetKiB: 76, measuredKiB: 75.7, holds: 'react-dom' } },
  exceptions: { 'rich-text.editor': { budgetKiB: 119, measuredKiB: 118.2, debt: 'tiptap' } },
};
const KIB = 1024;
const loginRouteFiles = ['assets/main-A.js', 'assets/login-B.js', 'assets/app-C.css'];
const chunks = [
  { fileName: 'assets/login-B.js', name: 'login' },
  { fileName: 'assets/dashboard-D.js', name: 'dashboard' },
  { fileName: 'assets/rich-text.editor-E.js', name: 'rich-text.editor' },
  { fileName: 'assets/react-boot-F.js', name: 'react-boot' },
];
const today = {
  'assets/main-A.js': 90 * KIB,
  'assets/login-B.js': 2 * KIB,
  'assets/app-C.css': 3 * KIB,
  'assets/dashboard-D.js': 12 * KIB,
  'assets/rich-text.editor-E.js': 118 * KIB,
  'assets/react-boot-F.js': 75 * KIB,
};
const check = (gzipBytes: Record<string, number>) => checkSizeBudgets(budgets, { loginRouteFiles, chunks, gzipBytes });

describe('size budgets (bench/size-budgets.json)', () => {
  it('passes a build within every budget and sums the login route', () => {
    const result = check(today);
    expect(result.breaches).toEqual([]);
    expect(result.stale).toEqual([]);
    expect(result.loginBytes).toBe(95 * KIB);
  });

  it('fails when the login route grows past its budget, naming its size and budget', () => {
    const result = check({ ...today, 'assets/main-A.js': 95.5 * KIB });
    expect(result.breaches).toHaveLength(1);
    expect(describeBreach(result.breaches[0]!)).toBe('login route /auth (3 files): 100.5 KiB gzip, budget 100 KiB (loginRoute)');
  });

  it('holds a route chunk to the 50 KiB default: one byte over fails, exactly 50 passes', () => {
    expect(check({ ...today, 'assets/dashboard-D.js': 50 * KIB }).breaches).toEqual([]);
    const [breach, ...more] = check({ ...today, 'assets/dashboard-D.js': 50 * KIB + 1 }).breaches;
    expect(more).toEqual([]);
    expect(describeBreach(breach!)).toBe('assets/dashboard-D.js: 50.0 KiB gzip, budget 50 KiB (lazyChunkKiB)');
  });

  it('holds an exception to its own budget, not the default', () => {
    const [breach] = check({ ...today, 'assets/rich-text.editor-E.js': 119.3 * KIB }).breaches;
    expect(describeBreach(breach!)).toBe('assets/rich-text.editor-E.js: 119.3 KiB gzip, budget 119 KiB (exception "rich-text.editor")');
  });

  it('holds the React boot chunk to its own budget, never reported as a debt to strike off', () => {
    const result = check({ ...today, 'assets/react-boot-F.js': 76.5 * KIB });
    expect(result.breaches.map(describeBreach)).toEqual(['assets/react-boot-F.js: 76.5 KiB gzip, budget 76 KiB (boot chunk "react-boot")']);
    expect(check({ ...today, 'assets/react-boot-F.js': 10 * KIB }).stale).toEqual([]);
  });

  it('reports an exception whose chunk shrank under the default or is gone, so the debt is struck off', () => {
    expect(check({ ...today, 'assets/rich-text.editor-E.js': 40 * KIB }).stale).toEqual(['rich-text.editor']);
    const gone = checkSizeBudgets(budgets, { loginRouteFiles, chunks: chunks.slice(0, 2), gzipBytes: today });
    expect(gone.stale).toEqual(['rich-text.editor']);
  });

  it('the checked-in file: 50 KiB default, the login budget at or under its 90 KiB goal, each exception a measured debt', () => {
    const file = readSizeBudgets();
    expect(file.lazyChunkKiB).toBe(50);
    expect(file.loginRoute.route).toBe('/auth');
    expect(file.loginRoute.goalKiB).toBe(90);
    expect(file.loginRoute.budgetKiB).toBeLessThanOrEqual(file.loginRoute.goalKiB);
    expect(file.loginRoute.budgetKiB).toBeGreaterThanOrEqual(file.loginRoute.measuredKiB);
    for (const exception of Object.values(file.exceptions ?? {})) {
      expect(exception.measuredKiB).toBeGreaterThan(file.lazyChunkKiB);
      expect(exception.budgetKiB).toBeGreaterThanOrEqual(exception.measuredKiB);
      expect(exception.debt).toMatch(/\S/);
    }
    for (const boot of Object.values(file.bootChunks ?? {})) {
      expect(boot.budgetKiB).toBeGreaterThanOrEqual(boot.measuredKiB);
      expect(boot.holds).toMatch(/\S/);
    }
  });
});
