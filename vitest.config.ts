import { defineConfig } from 'vitest/config';

// Only node-side suites run here; web-test-runner owns test/elements and playwright owns test/e2e.
export default defineConfig({
  test: {
    include: ['test/server/**/*.test.ts', 'test/machines/**/*.test.ts', 'test/src/**/*.test.ts', 'test/model/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
