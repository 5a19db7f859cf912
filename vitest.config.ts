import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './test/support/long-files-first';

// Only node-side suites run here; web-test-runner owns test/elements and playwright owns test/e2e.
const SUITE_DIRS = ['test/server', 'test/machines', 'test/src', 'test/model'];
// test/*.test.ts: checks of the whole house (import-rules.test.ts).
const SUITES = [...SUITE_DIRS.map((dir) => `${dir}/**/*.test.ts`), 'test/*.test.ts'];

/**
 * Files that replace a module (vi.mock), a global such as fetch (which the api client captures when it loads) or the
 * environment need a module registry of their own; found by what they call, so a new one cannot leak into the next
 * file of its worker.
 */
const REPLACING = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/;
const ownRegistryFiles = SUITE_DIRS.flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => join(dir, name).replaceAll('\\', '/'))
  .filter((file) => REPLACING.test(readFileSync(file, 'utf8'))));

export default defineConfig({
  test: {
    environment: 'node',
    // vitest's default is cores - 1: ONE worker on the 2-core machines, every file in a row.
    pool: 'forks',
    maxWorkers: 2,
    // One migrated, seeded database per run that every createTestServer copies (test/server/template-db.ts).
    globalSetup: ['test/server/template-db.ts'],
    // Room for a loaded machine (other runs beside this one): a server file's beforeAll took over 60 s in one.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      // A worker imports the server's and the app's modules once for all its files instead of once per file: a third
      // of vitest's CPU (test/README.md). Each server file still builds its own app and database.
      { extends: true, test: { name: 'shared', isolate: false, include: SUITES, exclude: ownRegistryFiles } },
      { extends: true, test: { name: 'isolated', isolate: true, include: ownRegistryFiles } },
    ],
  },
});
