// The CLI's main (src/cli/run-cli.ts) run in the test's own process, for the tests that check only how a command line
// is read: help, usage errors, exit codes. A spawned CLI costs a Node start and the bundle's load (~0.4 s of CPU)
// for each; the end-to-end suites (test/e2e/) keep spawning it as a person runs it. What main writes to stdout and
// stderr is captured; the listeners it adds to the process (warnings, signals) are taken off again, so that one
// call's cannot speak in the next. Calls run one at a time: the process's output is one.
import { main } from '../../src/cli/run-cli.js';
import type { CliResult } from './cli-project.js';

type Write = typeof process.stdout.write;
const LISTENED = ['warning', 'SIGTERM', 'SIGINT'] as const;

let queue: Promise<unknown> = Promise.resolve();

/** main(args) with stdout and stderr captured, run in `cwd`; `signal` is always null. */
export function cliInProcess(args: string[], cwd: string): Promise<CliResult> {
  const run = queue.then(() => capture(args, cwd));
  queue = run.catch(() => undefined);
  return run;
}

async function capture(args: string[], cwd: string): Promise<CliResult> {
  const out = { stdout: '', stderr: '' };
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write };
  const listeners = LISTENED.map((event) => process.rawListeners(event));
  const catcher =
    (to: 'stdout' | 'stderr'): Write =>
    (chunk: string | Uint8Array) => {
      out[to] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      return true;
    };
  const before = process.cwd();
  process.chdir(cwd);
  process.stdout.write = catcher('stdout');
  process.stderr.write = catcher('stderr');
  try {
    const code = await main(args);
    return { code, signal: null, ...out };
  } finally {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
    process.chdir(before);
    LISTENED.forEach((event, i) => {
      process.removeAllListeners(event);
      for (const fn of listeners[i]) process.on(event, fn as (...a: unknown[]) => void);
    });
  }
}
