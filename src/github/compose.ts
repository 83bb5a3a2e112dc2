// The service container (MCPProxy by default) around `docker compose -f <file> [-p project]`:
// up, wait until an MCP probe succeeds, reset, collect logs, take down. Every command has a
// timeout; every failure names the command and carries its stderr.
//
// Reset = `down -v` + `up -d`: MCPProxy keeps its state (servers added through
// `upstream_servers`, quarantine flags, the tool index) in data_dir, which docker-compose.yml
// puts on a volume. `restart` would keep that volume, so a reset drops it and recreates the
// container: every scenario then starts from the config file alone.
//
// The action's post: step tears the service down from state saved by saveForPost(), also when
// the main step failed or timed out.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import { errorMessage, EvalError } from '../errors.js';
import { noRedaction, redactTail, type Redactor } from '../reports/redact.js';
import { withDeadline } from '../util/deadline.js';
import { writeAtomic } from '../util/files.js';

export interface ComposeOptions {
  /** Compose file; relative to cwd. */
  file: string;
  /** `-p`; default: compose's own (the file's directory name). */
  project?: string;
  /** Only this service (and what it depends on); default: every service in the file. */
  service?: string;
  cwd?: string;
  /** The docker binary; default `docker` from PATH. */
  docker?: string;
  /** Per-command timeouts in ms. */
  timeouts?: Partial<Record<ComposeCommand, number>>;
  /** Applied to the saved logs and to every error message (they carry container output). */
  redact?: Redactor;
}

export type ComposeCommand = 'up' | 'down' | 'logs' | 'ps';

export interface ReadyProbe {
  /** Resolves when the service answers (e.g. an MCP initialize); rejects otherwise. */
  probe: () => Promise<void>;
  /** Default 120 s. */
  timeoutMs?: number;
  /** Pause between attempts; default 1 s. */
  intervalMs?: number;
  /** Longest one probe may take; default 10 s. */
  probeTimeoutMs?: number;
}

export interface TeardownResult {
  /** Where the container logs were written; null when they could not be collected. */
  logPath: string | null;
  down: boolean;
  /** Problems met on the way (already reported as warnings). */
  problems: string[];
}

const DEFAULT_TIMEOUTS: Record<ComposeCommand, number> = { up: 300_000, down: 120_000, logs: 60_000, ps: 30_000 };
const STATE_KEY = 'mcp-eval-compose';
/** Environment not passed to docker: action inputs (tokens, API keys) and the runner's own tokens. */
const WITHHELD_ENV = /^(INPUT_.*|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_TOKEN|ACTIONS_ID_TOKEN_REQUEST_URL)$/;
const STDERR_KEEP = 8_000;
/**
 * Bytes of the service logs kept (the newest): they are redacted in memory, whole, before they are
 * written, so no unredacted byte reaches the disk; a longer log is cut at its start, and says so.
 */
export const LOGS_KEEP = 16 * 1024 * 1024;

interface SavedState {
  file: string;
  project?: string;
  service?: string;
  cwd: string;
  logPath: string;
  docker?: string;
}

export class ComposeService {
  readonly file: string;
  readonly project?: string;
  readonly service?: string;
  readonly cwd: string;
  private readonly docker: string;
  private readonly timeouts: Record<ComposeCommand, number>;
  private readonly redact: Redactor;
  /** Handed to compose as MCP_EVAL_CONFIG_FILE; null: unset, the compose file's default. */
  private configFile: string | null = null;

  constructor(opts: ComposeOptions) {
    if (!opts.file.trim()) throw new EvalError('config', 'compose-file is empty');
    if (opts.project !== undefined && !/^[a-z0-9][a-z0-9_-]*$/.test(opts.project)) {
      const rule = 'use lowercase letters, digits, "-" and "_", starting with a letter or digit';
      throw new EvalError('config', `compose project name "${opts.project}" is invalid: ${rule}`);
    }
    if (opts.service !== undefined && !/^[a-zA-Z0-9][a-zA-Z0-9_.-]*$/.test(opts.service)) {
      throw new EvalError('config', `compose-service "${opts.service}" is not a valid service name`);
    }
    this.cwd = resolve(opts.cwd ?? process.cwd());
    this.file = resolve(this.cwd, opts.file);
    this.project = opts.project;
    this.service = opts.service;
    this.docker = opts.docker ?? 'docker';
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...opts.timeouts };
    this.redact = opts.redact ?? noRedaction;
  }

  /** `docker compose -f <file> [-p <project>]`, the start of every command. */
  get baseArgs(): string[] {
    return ['compose', '-f', this.file, ...(this.project ? ['-p', this.project] : [])];
  }

  private get services(): string[] {
    return this.service ? [this.service] : [];
  }

  /** Remember this service for the post: step (call before up(), so a failed up is cleaned too). */
  saveForPost(logPath: string = defaultLogPath()): void {
    const state: SavedState = {
      file: this.file,
      project: this.project,
      service: this.service,
      cwd: this.cwd,
      logPath,
      docker: this.docker === 'docker' ? undefined : this.docker,
    };
    core.saveState(STATE_KEY, JSON.stringify(state));
  }

  async up(): Promise<void> {
    if (!existsSync(this.file)) throw new EvalError('service', `compose-file ${this.file}: no such file`);
    await this.run(['up', '-d', ...this.services], 'up');
  }

  /** Poll the probe until it succeeds. On the deadline, or when the container exited, throw with its logs. */
  async waitReady(opts: ReadyProbe): Promise<{ attempts: number; ms: number }> {
    const started = Date.now();
    const deadline = started + (opts.timeoutMs ?? 120_000);
    const interval = opts.intervalMs ?? 1_000;
    for (let attempts = 1; ; attempts++) {
      const lastError = await probeOnce(opts, deadline - Date.now());
      if (lastError === null) return { attempts, ms: Date.now() - started };
      const exited = await this.exitedContainers().catch(() => []);
      if (exited.length > 0)
        throw await this.notReady(`service container exited before it was ready (${exited.join(', ')})`, lastError);
      if (Date.now() + interval >= deadline) {
        const secs = Math.round((Date.now() - started) / 1000);
        throw await this.notReady(`service not ready after ${secs}s (${attempts} attempts)`, lastError);
      }
      await new Promise((r) => setTimeout(r, interval));
    }
  }

  private async notReady(what: string, lastError: string): Promise<EvalError> {
    return new EvalError('service', await this.withDiagnostics(`${what}; last probe error: ${lastError}`));
  }

  /**
   * Drop the container and its volumes, start afresh, and wait for it when given a probe. With a
   * config file, compose gets MCP_EVAL_CONFIG_FILE (the compose file mounts it as the service's
   * configuration) from then on; null goes back to the default (the variable unset).
   */
  async reset(ready?: ReadyProbe, configFile?: string | null): Promise<void> {
    if (configFile !== undefined) this.configFile = configFile;
    await this.down();
    await this.up();
    if (ready) await this.waitReady(ready);
  }

  /**
   * `docker compose logs --no-color --timestamps` into a file, redacted; returns the path. The newest
   * LOGS_KEEP bytes are kept and redacted whole (a secret can straddle two chunks), also when the
   * command fails or times out; an older part is cut, and the file says how much.
   */
  async logs(path: string): Promise<string> {
    const tail = new TailBuffer(LOGS_KEEP);
    try {
      await this.run(['logs', '--no-color', '--timestamps', ...this.services], 'logs', (chunk) => tail.push(chunk));
    } finally {
      const cut = tail.dropped > 0;
      const note = cut ? `[mcp-eval: the first ${tail.dropped} bytes of the service logs were cut]\n` : '';
      await writeAtomic(path, note + redactTail(this.redact, tail.text(), Infinity, cut));
    }
    return path;
  }

  async ps(): Promise<string> {
    return this.run(['ps', '-a', ...this.services], 'ps');
  }

  async down(): Promise<void> {
    await this.run(['down', '-v', '--remove-orphans', '--timeout', '10'], 'down');
  }

  /** Save logs, then take everything down. Never throws: problems become warnings. */
  async teardown(logPath: string = defaultLogPath()): Promise<TeardownResult> {
    const problems: string[] = [];
    let saved: string | null = null;
    try {
      saved = await this.logs(logPath);
    } catch (err) {
      problems.push(`could not save the service logs: ${errorMessage(err)}`);
    }
    let down = false;
    try {
      await this.down();
      down = true;
    } catch (err) {
      problems.push(`could not take the service down: ${errorMessage(err)}`);
    }
    for (const p of problems) core.warning(p);
    return { logPath: saved, down, problems };
  }

  /** Names of containers of this project that have stopped (from `ps -a --format json`). */
  private async exitedContainers(): Promise<string[]> {
    const out = await this.run(['ps', '-a', '--format', 'json', ...this.services], 'ps');
    // Compose v2 prints either one JSON array or one object per line, depending on its version.
    const rows: Array<{ Name?: string; State?: string }> = out.trim().startsWith('[')
      ? (JSON.parse(out) as Array<{ Name?: string; State?: string }>)
      : out
          .split('\n')
          .filter((l) => l.trim().startsWith('{'))
          .map((l) => JSON.parse(l) as { Name?: string; State?: string });
    return rows.filter((r) => r.State === 'exited' || r.State === 'dead').map((r) => r.Name ?? '?');
  }

  private async withDiagnostics(summary: string): Promise<string> {
    const parts = [summary];
    for (const [title, args] of [
      ['docker compose ps', ['ps', '-a', ...this.services]],
      ['docker compose logs (last 200 lines)', ['logs', '--no-color', '--timestamps', '--tail=200', ...this.services]],
    ] as const) {
      try {
        parts.push(
          `--- ${title} ---\n${(await this.run([...args], title === 'docker compose ps' ? 'ps' : 'logs')).trimEnd()}`,
        );
      } catch (err) {
        parts.push(`--- ${title} --- unavailable: ${errorMessage(err)}`);
      }
    }
    return this.redact(parts.join('\n'));
  }

  /** Run one compose command; stdout is returned, or handed to `sink` (stderr too). */
  private run(args: string[], kind: ComposeCommand, sink?: (chunk: Buffer) => void): Promise<string> {
    const all = [...this.baseArgs, ...args];
    const shown = [this.docker, ...all].join(' ');
    const timeout = this.timeouts[kind];
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !WITHHELD_ENV.test(k)));
    delete env.MCP_EVAL_CONFIG_FILE;
    if (this.configFile) env.MCP_EVAL_CONFIG_FILE = this.configFile;
    // Its stderr is container output: it may print a secret.
    const failure = (message: string) => new EvalError('service', this.redact(message));
    return new Promise<string>((resolvePromise, reject) => {
      const child = spawn(this.docker, all, { cwd: this.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      let timedOut = false;
      child.stdout.on('data', (d: Buffer) => {
        if (sink) sink(d);
        else stdout += d.toString('utf8');
      });
      child.stderr.on('data', (d: Buffer) => {
        sink?.(d);
        stderr = (stderr + d.toString('utf8')).slice(-STDERR_KEEP);
      });
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }, timeout);
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
        if (timedOut) return finish(failure(`${shown} timed out after ${Math.round(timeout / 1000)}s${tail(stderr)}`));
        if (code === 0) return finish(null);
        finish(failure(`${shown} failed (${code === null ? `signal ${signal}` : `exit ${code}`})${tail(stderr)}`));
      });
    });
  }
}

/**
 * For src/post.ts: save the service logs and take it down, when main started one. Never throws.
 * The state holds no secret, so post passes the redactor it rebuilt from the inputs.
 */
export async function teardownFromState(redact: Redactor = noRedaction): Promise<TeardownResult | null> {
  try {
    const raw = core.getState(STATE_KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as SavedState;
    const service = new ComposeService({
      file: s.file,
      project: s.project,
      service: s.service,
      cwd: s.cwd,
      docker: s.docker,
      redact,
    });
    return await service.teardown(s.logPath);
  } catch (err) {
    const problem = redact(`service teardown failed: ${errorMessage(err)}`);
    core.warning(problem);
    return { logPath: null, down: false, problems: [problem] };
  }
}

/** One probe within the time left (and the per-probe limit): null when it answered, else why not. */
async function probeOnce(opts: ReadyProbe, remaining: number): Promise<string | null> {
  const limit = Math.max(1, Math.min(remaining, opts.probeTimeoutMs ?? 10_000));
  try {
    await withDeadline(opts.probe(), limit, `probe timed out after ${limit}ms`);
    return null;
  } catch (err) {
    return errorMessage(err);
  }
}

export function defaultLogPath(): string {
  return join(process.env.RUNNER_TEMP || tmpdir(), 'mcp-eval-service.log');
}

/** The newest `max` bytes of a stream (whole chunks, the oldest one trimmed), and how many went before them. */
class TailBuffer {
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

function tail(stderr: string): string {
  const t = stderr.trim();
  return t ? `:\n${t}` : ' (no output on stderr)';
}
