import { configDefaults, defineConfig } from 'vitest/config';
import { SlowestFirst } from './test/helpers/sequencer.js';

// The folders whose files share their workers (isolate: false): a worker's start and its imports, once per file, were
// 0.77 s of CPU a file there (44 files: 75.6 s of CPU isolated, 41.6 s shared). test/helpers/file-hygiene.ts puts
// back what a file changed in the process. Each was run in shuffled orders, all in one worker or two; the files left
// out (the action service and the import proxy) stay one worker per file.
const SHARED = ['agents', 'baselines', 'compose', 'emulators', 'mcp', 'reports', 'results', 'retrieval', 'sanitize'];
SHARED.push('scenario', 'scoring', 'screening', 'settings', 'tracing', 'util');
// run() in the test's process, init, the fuzzer, the repository's checks, and the real parts' files below (issue 43):
// the 22 of test/pipeline/ alone took 64.4 s of CPU one worker a file, 43.4 s sharing them (load 17-24). The whole
// project in a shuffled file order (seed 7, two workers, load 30-50) failed only where the load did (two 60 s act
// timeouts, a 0.5 s connect), each given room since. The CLI's and the action's end-to-end folders too: their files
// spawn the CLI, the action and real servers, and hold nothing in the process that file-hygiene.ts does not put back.
SHARED.push('authoring', 'fuzz', 'pipeline', 'repo', 'cli', 'e2e', 'github');
const REAL = ['cli-compose', 'compose', 'mcpproxy', 'retrieval-proxy', 'service-faults', 'traces-proxy'];
const shared = [...SHARED.map((folder) => `test/${folder}/**/*.test.ts`), ...REAL.map((f) => `test/real/${f}.test.ts`)];

export default defineConfig({
  test: {
    // Which files: the projects below.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Once a run (test/helpers/global-setup.ts): src/cli.ts bundled, for the tests that run the CLI from source
    // (MCP_EVAL_CLI=src); one server-everything over streamable HTTP; the containers tests leave behind removed at
    // the end.
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/file-hygiene.ts'],
    // The slowest files first even where vitest has no timings yet (a fresh clone): test/helpers/sequencer.ts.
    sequence: { sequencer: SlowestFirst },
    pool: 'forks',
    // Two cores, five files at once: most integration tests wait on real servers, a Docker engine, act or Chromium
    // rather than compute (measured on 1009 tests: 5m44s with three, 5m07s-5m20s with four, 4m20s with five, every
    // test passing).
    maxWorkers: 5,
    reporters: ['default', './test/helpers/count-reporter.ts'],
    projects: [
      { extends: true, test: { name: 'shared-workers', include: shared, isolate: false } },
      {
        extends: true,
        test: { name: 'isolated', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...shared] },
      },
    ],
  },
});
