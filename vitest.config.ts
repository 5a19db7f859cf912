import { defineConfig } from 'vitest/config';

// Only node-side suites run here; web-test-runner owns test/elements and playwright owns test/e2e.
export default defineConfig({
  test: {
    include: ['test/server/**/*.test.ts', 'test/machines/**/*.test.ts', 'test/src/**/*.test.ts', 'test/model/**/*.test.ts'],
    environment: 'node',
    // vitest's default is cores - 1: ONE worker on the 2-core machines, every file in a row.
    pool: 'forks',
    maxWorkers: 2,
    // One migrated, seeded database per run that every createTestServer copies (test/server/template-db.ts).
    globalSetup: ['test/server/template-db.ts'],
    // Room for a loaded machine (other runs beside this one): a server file's beforeAll took over 60 s in one.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
