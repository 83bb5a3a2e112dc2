// The CLI spawned as a person runs it (bin/mcp-eval.js, the bundle in dist/), in a project of
// scenario files and an mcp.json written for the test. MCP_EVAL_CLI=src runs the sources instead, to try a change
// without rebuilding dist/: in a test run, their bundle built as it starts (src-cli.ts); elsewhere through tsx.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { project } from './pipeline.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const HOSTILE_JS = path.join(ROOT, 'test/helpers/hostile-server.mjs');

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** A temp project: scenario files under scenarios/, and `mcp.json` holding these servers. */
export function cliProject(scenarios: Record<string, string>, servers: Record<string, unknown>): string {
  const dir = project(scenarios);
  writeFileSync(path.join(dir, 'mcp.json'), JSON.stringify({ mcpServers: servers }));
  return dir;
}

/** A stdio server entry of mcp.json for the hostile fixture with these behaviours. */
export function hostile(modes: string, env: Record<string, string> = {}): Record<string, unknown> {
  return { command: process.execPath, args: [HOSTILE_JS], env: { HOSTILE: modes, ...env } };
}

/** A scenario calling `tool` (canonical id) once per entry of `calls`, with those arguments. */
export function scenarioYaml(name: string, tool: string, calls: Record<string, unknown>[], extra = ''): string {
  const steps = calls.map((args) => `  - tool: ${tool}\n    args: ${JSON.stringify(args)}\n`).join('');
  return `name: ${name}\nuser_intent: ${name}\nexpected_trajectory:\n${steps}${extra}`;
}

/** Node's arguments that start the CLI: dist/'s bundle, or with MCP_EVAL_CLI=src the sources (see above). */
export function cliEntry(): string[] {
  if (process.env.MCP_EVAL_CLI !== 'src') return [path.join(ROOT, 'bin/mcp-eval.js')];
  const bundle = process.env.MCP_EVAL_SRC_CLI_BUNDLE;
  return bundle ? [bundle] : ['--import', import.meta.resolve('tsx'), path.join(ROOT, 'src/cli.ts')];
}

/** Start the CLI; `done` settles when it exits, or after `deadlineMs` (then it is killed and says so). */
export function startCli(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  deadlineMs = 120_000,
): { child: ChildProcess; done: Promise<CliResult> } {
  const child = spawn(process.execPath, [...cliEntry(), ...args], {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const done = new Promise<CliResult>((resolve) => {
    const timer = setTimeout(() => {
      stderr += `\n[test] the CLI was still running after ${deadlineMs} ms: killed`;
      child.kill('SIGKILL');
    }, deadlineMs);
    // On 'exit', then its pipes drained ('close'); a leaked process holding them must not hide that the CLI ended.
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const finish = () => resolve({ code, signal, stdout, stderr });
      child.once('close', finish);
      setTimeout(finish, 5_000).unref();
    });
  });
  return { child, done };
}

export function cli(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}, deadlineMs?: number): Promise<CliResult> {
  return startCli(args, cwd, env, deadlineMs).done;
}
