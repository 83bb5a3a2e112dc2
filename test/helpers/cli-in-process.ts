// The CLI's main (src/cli/run-cli.ts) run in the test's own process, for the tests about what a command says rather
// than the process: help, usage errors, exit codes, and runs of scenarios whose test asserts on their output and
// files. A spawned CLI costs a Node start and the bundle's load (~0.4 s of CPU) for each; each suite keeps a spawned
// run where the process is what is tested (its exit code, signals, a terminal, its environment). What main writes to
// stdout and stderr is captured, the streams read as no terminal (as a spawned CLI's pipes do; a worker's may be
// one), and `env` is set for the call only; the listeners it adds to the process (warnings, signals) are taken off
// again, so that one call's cannot speak in the next. Calls run one at a time: the process's output is one.
import { main } from '../../src/cli/run-cli.js';
import type { CliResult } from './cli-project.js';

type Write = typeof process.stdout.write;
const LISTENED = ['warning', 'SIGTERM', 'SIGINT'] as const;

let queue: Promise<unknown> = Promise.resolve();

/** main(args) with stdout and stderr captured, run in `cwd` with `env` added; `signal` is always null. */
export function cliInProcess(args: string[], cwd: string, env: Record<string, string> = {}): Promise<CliResult> {
  const run = queue.then(() => capture(args, cwd, env));
  queue = run.catch(() => undefined);
  return run;
}

async function capture(args: string[], cwd: string, env: Record<string, string>): Promise<CliResult> {
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
  const tty = { stdout: process.stdout.isTTY, stderr: process.stderr.isTTY };
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  process.chdir(cwd);
  process.stdout.write = catcher('stdout');
  process.stderr.write = catcher('stderr');
  process.stdout.isTTY = process.stderr.isTTY = false;
  Object.assign(process.env, env);
  try {
    const code = await main(args);
    return { code, signal: null, ...out };
  } finally {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
    [process.stdout.isTTY, process.stderr.isTTY] = [tty.stdout, tty.stderr];
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    process.chdir(before);
    LISTENED.forEach((event, i) => {
      process.removeAllListeners(event);
      for (const fn of listeners[i]) process.on(event, fn as (...a: unknown[]) => void);
    });
  }
}
