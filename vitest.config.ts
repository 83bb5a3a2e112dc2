import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores, three files at once: most integration tests wait on real servers, a Docker engine or Chromium rather
    // than compute (measured: 4m10s with two, 2m57s with three, every test passing).
    maxWorkers: 4,
    reporters: ['default', './test/helpers/count-reporter.ts'],
  },
});
