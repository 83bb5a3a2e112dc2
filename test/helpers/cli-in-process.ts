// The CLI's main (src/cli/run-cli.ts) run in the test's own process (helpers/in-process.ts), for the tests about what
// a command says rather than the process: help, usage errors, exit codes, and runs of scenarios whose test asserts on
// their output and files. A spawned CLI costs a Node start and the bundle's load (~0.4 s of CPU) for each; each suite
// keeps a spawned run where the process is what is tested (its exit code, signals, a terminal, its environment).
import { main } from '../../src/cli/run-cli.js';
import type { CliResult } from './cli-project.js';
import { inProcess } from './in-process.js';

/** main(args) with stdout and stderr captured, run in `cwd` with `env` added; `signal` is always null. */
export async function cliInProcess(args: string[], cwd: string, env: Record<string, string> = {}): Promise<CliResult> {
  const { value: code, stdout, stderr } = await inProcess(() => main(args), { cwd, env });
  return { code, signal: null, stdout, stderr };
}
