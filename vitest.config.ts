import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // src/cli.ts bundled once, for the tests that run the CLI from source (MCP_EVAL_CLI=src).
    globalSetup: ['test/helpers/src-cli.ts'],
    pool: 'forks',
    // Two cores, five files at once: most integration tests wait on real servers, a Docker engine, act or Chromium
    // rather than compute (measured on 1009 tests: 5m44s with three, 5m07s-5m20s with four, 4m20s with five, every
    // test passing).
    maxWorkers: 5,
    reporters: ['default', './test/helpers/count-reporter.ts'],
  },
});
