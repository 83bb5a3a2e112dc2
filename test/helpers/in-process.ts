// An entry point (the CLI's main, the action's runAction) run in the test's own process as if it were a process of its
// own: what it writes to stdout and stderr captured (the streams read as no terminal, as a spawned process's pipes
// do; a worker's may be one), in `cwd`, with `env` added to the test's or, with `replaceEnv`, as the whole
// environment; the exit code it sets (process.exitCode) and the listeners it adds (warnings, signals) taken back
// after, so that one call's cannot speak in the next. Calls run one at a time: the process's output is one.

type Write = typeof process.stdout.write;
const LISTENED = ['warning', 'SIGTERM', 'SIGINT'] as const;

export interface InProcessOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** `env` is the whole environment for the call, not added to the test's. */
  replaceEnv?: boolean;
  /** Sees stdout as it comes. */
  onStdout?: (text: string) => void;
}

let queue: Promise<unknown> = Promise.resolve();

/** body() as the process, with what it wrote. */
export function inProcess<T>(
  body: () => Promise<T>,
  opts: InProcessOptions,
): Promise<{ value: T; stdout: string; stderr: string }> {
  const run = queue.then(() => capture(body, opts));
  queue = run.catch(() => undefined);
  return run;
}

async function capture<T>(body: () => Promise<T>, opts: InProcessOptions) {
  const out = { stdout: '', stderr: '' };
  const catcher =
    (to: 'stdout' | 'stderr'): Write =>
    (chunk: string | Uint8Array) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      out[to] += text;
      if (to === 'stdout') opts.onStdout?.(text);
      return true;
    };
  const undo = enter(opts);
  process.stdout.write = catcher('stdout');
  process.stderr.write = catcher('stderr');
  try {
    return { value: await body(), ...out };
  } finally {
    undo();
  }
}

/** The call's process state set; returns what puts the test's back. */
function enter({ cwd, env, replaceEnv }: InProcessOptions): () => void {
  const saved = { ...process.env };
  const before = process.cwd();
  const exitCode = process.exitCode;
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write };
  const tty = { stdout: process.stdout.isTTY, stderr: process.stderr.isTTY };
  const listeners = LISTENED.map((event) => process.rawListeners(event));
  setEnv(replaceEnv ? env : { ...saved, ...env });
  process.chdir(cwd);
  process.exitCode = undefined;
  process.stdout.isTTY = process.stderr.isTTY = false;
  return () => {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
    [process.stdout.isTTY, process.stderr.isTTY] = [tty.stdout, tty.stderr];
    process.exitCode = exitCode;
    process.chdir(before);
    setEnv(saved);
    LISTENED.forEach((event, i) => {
      process.removeAllListeners(event);
      for (const fn of listeners[i]) process.on(event, fn as (...a: unknown[]) => void);
    });
  };
}

function setEnv(env: NodeJS.ProcessEnv): void {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  for (const [key, value] of Object.entries(env)) if (value !== undefined) process.env[key] = value;
}
