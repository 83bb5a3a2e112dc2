// Vitest's setupFiles entry, run before each test file. Workers are reused across files (isolate: false in
// vitest.config.ts: a worker's start and its imports once per file were a large part of a run's CPU), so what one
// file changes in the process must not reach the next: its process.env (a file may set MCP_EVAL_CLI as it loads, or
// a service's variables in beforeAll), its working directory, and the warning and signal listeners that the CLI's
// and the action's entry points add when a test runs them in-process, are put back as they were when the file began.
import { afterAll, vi } from 'vitest';

const env = { ...process.env };
const cwd = process.cwd();
const EVENTS = ['warning', 'SIGTERM', 'SIGINT'] as const;
const listeners = EVENTS.map((event) => process.rawListeners(event));

afterAll(() => {
  vi.unstubAllEnvs();
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
  process.chdir(cwd);
  EVENTS.forEach((event, i) => {
    for (const fn of process.rawListeners(event))
      if (!listeners[i].includes(fn)) process.removeListener(event, fn as (...a: unknown[]) => void);
  });
});
