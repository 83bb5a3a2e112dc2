// The action's main step (runAction, src/github/action.ts: what src/main.ts runs, from the source) in the test's own
// process, for the action tests where the process is not the point: outputs, summary, comment, cache and artifact
// contents. A run of dist/index.js costs a Node start and the bundle's load (~0.75 s of CPU) for each. The step gets
// what the runner gives a step's process: `env` IS process.env for the call (not added to the test's), the working
// directory, stdout and stderr as pipes (captured); the runner's files (GITHUB_OUTPUT, GITHUB_STATE,
// GITHUB_STEP_SUMMARY) are written as by a spawned step. Its exit code is the one the process would exit with
// (process.exitCode, which core.setFailed sets), put back after; so are the listeners it adds (warnings, signals).
// The bundle, the process's exit, its signals and the post step stay spawned (action-workspace.ts: main(), run()).
// Runs go one at a time: the process's output is one.

export interface Step {
  code: number;
  stdout: string;
  stderr: string;
}

type Write = typeof process.stdout.write;
const LISTENED = ['warning', 'SIGTERM', 'SIGINT'] as const;

let queue: Promise<unknown> = Promise.resolve();

/** runAction() with `env` as the whole environment, in `cwd`; `onStdout` sees stdout as it comes. */
export function actionInProcess(env: NodeJS.ProcessEnv, cwd: string, onStdout?: (text: string) => void): Promise<Step> {
  const run = queue.then(() => capture(env, cwd, onStdout));
  queue = run.catch(() => undefined);
  return run;
}

async function capture(env: NodeJS.ProcessEnv, cwd: string, onStdout?: (text: string) => void): Promise<Step> {
  const out = { stdout: '', stderr: '' };
  const catcher =
    (to: 'stdout' | 'stderr'): Write =>
    (chunk: string | Uint8Array) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      out[to] += text;
      if (to === 'stdout') onStdout?.(text);
      return true;
    };
  // Loaded at the first run: the files that import action-workspace.ts for its spawned runs do not load it.
  const { runAction } = await import('../../src/github/action.js');
  const undo = enter(env, cwd);
  process.stdout.write = catcher('stdout');
  process.stderr.write = catcher('stderr');
  let code: number;
  try {
    await runAction();
    code = Number(process.exitCode ?? 0);
  } catch (e) {
    // As Node ends a process whose top-level await rejects.
    out.stderr += `${e instanceof Error ? e.stack : String(e)}\n`;
    code = 1;
  } finally {
    undo();
  }
  return { code, ...out };
}

/** The step's process state set; returns what puts the test's back. */
function enter(env: NodeJS.ProcessEnv, cwd: string): () => void {
  const saved = { ...process.env };
  const before = process.cwd();
  const exitCode = process.exitCode;
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write };
  const tty = { stdout: process.stdout.isTTY, stderr: process.stderr.isTTY };
  const listeners = LISTENED.map((event) => process.rawListeners(event));
  replaceEnv(env);
  process.chdir(cwd);
  process.exitCode = undefined;
  process.stdout.isTTY = process.stderr.isTTY = false;
  return () => {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
    [process.stdout.isTTY, process.stderr.isTTY] = [tty.stdout, tty.stderr];
    process.exitCode = exitCode;
    process.chdir(before);
    replaceEnv(saved);
    LISTENED.forEach((event, i) => {
      process.removeAllListeners(event);
      for (const fn of listeners[i]) process.on(event, fn as (...a: unknown[]) => void);
    });
  };
}

function replaceEnv(env: NodeJS.ProcessEnv): void {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  for (const [key, value] of Object.entries(env)) if (value !== undefined) process.env[key] = value;
}
