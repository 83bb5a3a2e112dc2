// One `docker` command with a time limit: its stdout returned (or streamed to a sink), a failure named by the command
// line with the end of its stderr, redacted (container output may print a secret). The environment docker gets
// leaves out the action's inputs and the runner's tokens; MCP_EVAL_CONFIG_FILE is the caller's to set or unset.
import { EvalError } from '../util/errors.js';
import type { Redactor } from '../sanitize/redact.js';
import { endGroup, spawnGroup } from '../util/process.js';

/** Environment not passed to docker: action inputs (tokens, API keys) and the runner's own tokens. */
const WITHHELD_ENV = /^(INPUT_.*|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_TOKEN|ACTIONS_ID_TOKEN_REQUEST_URL)$/;
const STDERR_KEEP = 8_000;

export interface DockerCall {
  /** The docker binary. */
  docker: string;
  cwd: string;
  timeoutMs: number;
  /** Handed to compose as MCP_EVAL_CONFIG_FILE; null: unset (the compose file's default). */
  configFile: string | null;
  /** Applied to every error message. */
  redact: Redactor;
  /** Takes stdout and stderr as they come, instead of returning stdout. */
  sink?: (chunk: Buffer) => void;
  /** Variables the compose file reads, set for this service only (mode ab: the side's image and port). */
  env?: Readonly<Record<string, string>>;
}

/** Run `docker <args>`; resolves to its stdout (empty with a sink), rejects with a `service` error. */
export function runDocker(args: readonly string[], call: DockerCall): Promise<string> {
  const shown = [call.docker, ...args].join(' ');
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !WITHHELD_ENV.test(k)));
  delete env.MCP_EVAL_CONFIG_FILE;
  if (call.configFile) env.MCP_EVAL_CONFIG_FILE = call.configFile;
  Object.assign(env, call.env);
  const failure = (message: string) => new EvalError('service', call.redact(message));
  return new Promise<string>((resolvePromise, reject) => {
    // In a group of its own, ended with us on a signal: a `compose up` under way must not outlive the run it was for.
    const child = spawnGroup(call.docker, args, { cwd: call.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout!.on('data', (d: Buffer) => {
      if (call.sink) call.sink(d);
      else stdout += d.toString('utf8');
    });
    child.stderr!.on('data', (d: Buffer) => {
      call.sink?.(d);
      stderr = (stderr + d.toString('utf8')).slice(-STDERR_KEEP);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      void endGroup(child, 5_000);
    }, call.timeoutMs);
    const finish = (err: Error | null) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolvePromise(stdout);
    };
    child.on('error', (err: NodeJS.ErrnoException) => {
      const hint = err.code === 'ENOENT' ? ' (is Docker installed and on PATH?)' : '';
      finish(failure(`${shown} could not start: ${err.message}${hint}`));
    });
    child.on('close', (code, signal) => {
      const secs = Math.round(call.timeoutMs / 1000);
      if (timedOut) return finish(failure(`${shown} timed out after ${secs}s${stderrTail(stderr)}`));
      if (code === 0) return finish(null);
      finish(failure(`${shown} failed (${code === null ? `signal ${signal}` : `exit ${code}`})${stderrTail(stderr)}`));
    });
  });
}

function stderrTail(stderr: string): string {
  const t = stderr.trim();
  return t ? `:\n${t}` : ' (no output on stderr)';
}

/** The newest `max` bytes of a stream (whole chunks, the oldest one trimmed), and how many went before them. */
export class TailBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  dropped = 0;

  constructor(private readonly max: number) {}

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size > this.max) {
      const over = this.size - this.max;
      const first = this.chunks[0];
      if (first.length <= over) this.chunks.shift();
      else this.chunks[0] = first.subarray(over);
      const gone = Math.min(first.length, over);
      this.size -= gone;
      this.dropped += gone;
    }
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}
