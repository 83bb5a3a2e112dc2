// The service under test (MCPProxy by default) around `docker compose -f <file> [-p project]`: up, wait until an
// MCP probe succeeds, reset, watch for a container that stopped, keep logs, take down. Every command has a timeout;
// every failure names the command and carries its stderr, redacted. Used by the action and the CLI alike.
//
// A reset throws the service's state away: MCPProxy keeps it (servers added through `upstream_servers`, quarantine
// flags, the tool index) in data_dir, on a volume. With `service` set, only that service is replaced: its container
// killed (its state is thrown away, so no graceful stop is waited for) and removed with its volumes, then `up -d`
// again; what it depends on keeps running. Without it, the whole project goes (`down -v`, `up -d`). Before anything
// is removed, the containers are looked at (one that stopped on its own is reported, not silently replaced) and the
// logs of the one going away are kept.
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readdir } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { errorMessage, EvalError } from '../util/errors.js';
import { noRedaction, redactTail, type Redactor } from '../sanitize/redact.js';
import { withDeadline } from '../util/deadline.js';
import { writeAtomic } from '../util/files.js';
import { stripAnsi } from '../util/text.js';
import { LAST_LINES, parsePs, stoppedContainers, stoppedMessage, type Container } from './containers.js';
import { runDocker, TailBuffer } from './docker.js';
import {
  DEFAULT_TIMEOUTS,
  LOGS_KEEP,
  type ComposeCommand,
  type ComposeOptions,
  type ReadyProbe,
  type TeardownResult,
} from './options.js';

/** How often, at most, a wait for readiness looks at the containers while the probe fails. */
const LOOK_EVERY_MS = 1_000;

export class ComposeService {
  readonly file: string;
  readonly project?: string;
  readonly service?: string;
  readonly cwd: string;
  readonly docker: string;
  private readonly timeouts: Record<ComposeCommand, number>;
  private readonly redact: Redactor;
  private readonly logDir?: string;
  private readonly env?: Readonly<Record<string, string>>;
  /** Handed to compose as MCP_EVAL_CONFIG_FILE; null: unset, the compose file's default. */
  private configFile: string | null = null;
  /** What was said of each stopped container (by id): the same words each time it is asked about. */
  private readonly said = new Map<string, string>();
  /** Stopped containers a reset found and replaced, not yet handed to the run. */
  private found: string[] = [];
  /** Set by teardown: nothing is started after it (a reset under way when Ctrl-C came would leave one running). */
  private closing = false;
  /** Docker commands under way: teardown waits for them, so its `down` sees what an `up` under way creates. */
  private readonly underWay = new Set<Promise<string>>();

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
    this.logDir = opts.logDir;
    this.env = opts.env;
  }

  /** `docker compose -f <file> [-p <project>]`, the start of every command. */
  get baseArgs(): string[] {
    return ['compose', '-f', this.file, ...(this.project ? ['-p', this.project] : [])];
  }

  private get services(): string[] {
    return this.service ? [this.service] : [];
  }

  async up(): Promise<void> {
    if (!existsSync(this.file)) throw new EvalError('service', `compose-file ${this.file}: no such file`);
    if (this.closing) throw new EvalError('service', 'not started: the service is being taken down');
    await this.compose(['up', '-d', ...this.services], 'up');
  }

  /**
   * Poll the probe until it succeeds. On the deadline, or when the container exited, throw with its logs. The
   * containers are looked at (a `docker compose ps`) on the first failed probe, then at most once every LOOK_EVERY_MS,
   * during the pause before the next probe: not once per probe.
   */
  async waitReady(opts: ReadyProbe): Promise<{ attempts: number; ms: number }> {
    const started = Date.now();
    const deadline = started + (opts.timeoutMs ?? 120_000);
    const interval = opts.intervalMs ?? 1_000;
    let looked = -Infinity;
    for (let attempts = 1; ; attempts++) {
      const lastError = await probeOnce(opts, deadline - Date.now());
      if (lastError === null) return { attempts, ms: Date.now() - started };
      const last = Date.now() + interval >= deadline;
      const look = last || Date.now() - looked >= LOOK_EVERY_MS;
      if (look) looked = Date.now();
      const [rows] = await Promise.all([
        look ? this.containers().catch((): Container[] => []) : [],
        last ? undefined : new Promise((r) => setTimeout(r, interval)),
      ]);
      const exited = stoppedContainers(rows, this.service);
      if (exited.length > 0) {
        for (const c of exited) this.said.set(c.id, `service "${c.service}" did not get ready`);
        const names = exited.map((c) => c.name).join(', ');
        throw await this.notReady(`service container exited before it was ready (${names})`, lastError);
      }
      if (last) {
        const secs = Math.round((Date.now() - started) / 1000);
        throw await this.notReady(`service not ready after ${secs}s (${attempts} attempts)`, lastError);
      }
    }
  }

  private async notReady(what: string, lastError: string): Promise<EvalError> {
    return new EvalError('service', await this.withDiagnostics(`${what}; last probe error: ${lastError}`));
  }

  /**
   * Throw the service's state away and start it again, and wait for it when given a probe. With a config file,
   * compose gets MCP_EVAL_CONFIG_FILE (the compose file mounts it as the service's configuration) from then on;
   * null goes back to the default (the variable unset). A container found stopped first is kept for recovered().
   */
  async reset(ready?: ReadyProbe, configFile?: string | null): Promise<void> {
    const rows = await this.containers();
    await this.noteStopped(rows, ' (found by a reset, which started it again)');
    await this.keepLogs();
    if (this.service) await this.replace(rows.filter((c) => c.service === this.service));
    else await this.down();
    if (configFile !== undefined) this.configFile = configFile;
    await this.up();
    if (ready) await this.waitReady(ready);
  }

  /** The service's containers killed and removed with their volumes, named ones too (a fresh data_dir). */
  private async replace(mine: Container[]): Promise<void> {
    if (!mine.length) return;
    const ids = mine.map((c) => c.id);
    // Anonymous volumes go with `rm --volumes`; named ones are removed by name.
    const named = (await this.mounts(ids)).filter(
      (m) => m.Type === 'volume' && m.Name && !/^[0-9a-f]{64}$/.test(m.Name),
    );
    const volumes = [...new Set(named.map((m) => m.Name!))];
    await this.dockerCall(['rm', '--force', '--volumes', ...ids], 'down');
    if (volumes.length) await this.dockerCall(['volume', 'rm', '--force', ...volumes], 'down');
  }

  /** Host files bind-mounted into the service's running containers (its configuration among them). */
  async mountedFiles(): Promise<string[]> {
    const ids = (await this.containers()).filter((c) => c.state === 'running' && this.isUnderTest(c)).map((c) => c.id);
    const binds = (await this.mounts(ids)).filter((m) => m.Type === 'bind' && m.Source);
    return binds.map((m) => m.Source!);
  }

  /** What `docker inspect` says is mounted in these containers. */
  private async mounts(ids: string[]): Promise<Array<{ Type?: string; Name?: string; Source?: string }>> {
    if (!ids.length) return [];
    const out = await this.dockerCall(['inspect', '--format', '{{json .Mounts}}', ...ids], 'ps');
    return out
      .split('\n')
      .filter((l) => l.trim().startsWith('['))
      .flatMap((l) => JSON.parse(l) as Array<{ Type?: string; Name?: string; Source?: string }>);
  }

  private isUnderTest(c: Container): boolean {
    return this.service === undefined || c.service === this.service;
  }

  /**
   * Why the service is down now: each container that stopped on its own, with its exit code and last log lines (the
   * same words each time it is asked while it stays down); null while everything runs (still, after `settleMs`).
   */
  async stopped(settleMs = 0): Promise<string | null> {
    const deadline = Date.now() + settleMs;
    let rows = await this.containers();
    // Asked after a lost connection: the engine may not have seen the container exit yet.
    while (!stoppedContainers(rows, this.service).length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      rows = await this.containers();
    }
    const messages: string[] = [];
    for (const c of stoppedContainers(rows, this.service)) {
      const said = this.said.get(c.id) ?? (await this.describe(c, ''));
      this.said.set(c.id, said);
      messages.push(said);
    }
    return messages.length ? messages.join('\n') : null;
  }

  /** What the resets found stopped and started again since the last call, once each. */
  recovered(): string[] {
    const out = this.found;
    this.found = [];
    return out;
  }

  /** Stopped containers nobody has heard of yet, kept for recovered(): a reset is about to replace them. */
  private async noteStopped(rows: Container[], when: string): Promise<void> {
    for (const c of stoppedContainers(rows, this.service)) {
      if (this.said.has(c.id)) continue;
      const said = await this.describe(c, when);
      this.said.set(c.id, said);
      this.found.push(said);
    }
  }

  private async describe(c: Container, when: string): Promise<string> {
    const logs = await this.compose(['logs', '--no-color', `--tail=${LAST_LINES}`, c.service], 'logs').catch(
      (e: unknown) => `(its logs could not be read: ${errorMessage(e)})`,
    );
    return this.redact(stoppedMessage(c, logs, when));
  }

  /**
   * `docker compose logs --no-color --timestamps` of every container (or of `services`) into a file, redacted,
   * escape sequences stripped; returns the path.
   * The newest LOGS_KEEP bytes are kept and redacted whole (a secret can straddle two chunks), also when the command
   * fails or times out; an older part is cut, and the file says how much.
   */
  async logs(path: string, services: string[] = []): Promise<string> {
    await writeAtomic(path, await this.logText(services));
    return path;
  }

  private async logText(services: string[]): Promise<string> {
    const tail = new TailBuffer(LOGS_KEEP);
    let failed = '';
    try {
      await this.compose(['logs', '--no-color', '--timestamps', ...services], 'logs', (chunk) => tail.push(chunk));
    } catch (e) {
      failed = `[mcp-eval: the logs are incomplete: ${errorMessage(e)}]\n`;
    }
    const cut = tail.dropped > 0;
    const note = cut ? `[mcp-eval: the first ${tail.dropped} bytes of the service logs were cut]\n` : '';
    return note + redactTail(this.redact, stripAnsi(tail.text()), Infinity, cut) + this.redact(failed);
  }

  /**
   * The logs of the containers a reset is about to remove (the service's; every container's without one), added to
   * this configuration's file in logDir. Best effort: a failure is noted in the file.
   */
  async keepLogs(): Promise<void> {
    if (!this.logDir) return;
    const label = this.configFile ? basename(this.configFile, extname(this.configFile)) : 'default';
    const file = join(this.logDir, `service-${label.replace(/[^\w.-]/g, '_')}.log`);
    const text = await this.logText(this.services);
    if (!text.trim()) return;
    await mkdir(this.logDir, { recursive: true });
    await appendFile(file, `[mcp-eval: logs kept at ${new Date().toISOString()}]\n${text}`);
  }

  /** The files keepLogs() wrote so far. */
  async keptLogs(): Promise<string[]> {
    if (!this.logDir) return [];
    const files = await readdir(this.logDir).catch(() => []);
    return files.filter((f) => f.endsWith('.log')).map((f) => join(this.logDir!, f));
  }

  async ps(): Promise<string> {
    return this.compose(['ps', '-a', ...this.services], 'ps');
  }

  /** The project's containers, every service's (a dependency that stopped matters too). */
  async containers(): Promise<Container[]> {
    return parsePs(await this.compose(['ps', '-a', '--format', 'json'], 'ps'));
  }

  /** Everything removed, volumes too. No grace period: the state is thrown away and the logs were kept first. */
  async down(): Promise<void> {
    await this.compose(['down', '-v', '--remove-orphans', '--timeout', '0'], 'down');
  }

  /** Save every container's logs, then take everything down. Never throws: problems are returned. */
  async teardown(logPath: string): Promise<TeardownResult> {
    this.closing = true;
    await Promise.allSettled([...this.underWay]);
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
    return { logPath: saved, down, problems };
  }

  private async withDiagnostics(summary: string): Promise<string> {
    const parts = [summary];
    for (const [title, args] of [
      ['docker compose ps', ['ps', '-a', ...this.services]],
      ['docker compose logs (last 200 lines)', ['logs', '--no-color', '--timestamps', '--tail=200', ...this.services]],
    ] as const) {
      try {
        const out = await this.compose([...args], title === 'docker compose ps' ? 'ps' : 'logs');
        parts.push(`--- ${title} ---\n${stripAnsi(out).trimEnd()}`);
      } catch (err) {
        parts.push(`--- ${title} --- unavailable: ${errorMessage(err)}`);
      }
    }
    return this.redact(parts.join('\n'));
  }

  /** One compose command; stdout is returned, or handed to `sink` (stderr too). */
  private compose(args: string[], kind: ComposeCommand, sink?: (chunk: Buffer) => void): Promise<string> {
    return this.dockerCall([...this.baseArgs, ...args], kind, sink);
  }

  private dockerCall(args: string[], kind: ComposeCommand, sink?: (chunk: Buffer) => void): Promise<string> {
    const { docker, cwd, configFile, redact, env } = this;
    const call = runDocker(args, { docker, cwd, configFile, redact, env, timeoutMs: this.timeouts[kind], sink });
    this.underWay.add(call);
    const settled = () => void this.underWay.delete(call);
    call.then(settled, settled);
    return call;
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
