// Stage serve: the servers a scenario's runs talk to. A configuration group's restart of the service (compose or
// the reset command) before its scenarios, the reset before a run (settings.reset), where each run's connections
// come from (shared across scenarios, or its own), and which configured servers a scenario may use.
import { runProfile } from '../settings/client.js';
import { errorMessage, EvalError, failWith } from '../util/errors.js';
import type { ResolvedConfig } from '../scenario/config-file.js';
import type { Scenario } from '../scenario/schema.js';
import { freshServers, SharedServers, waitForReady, type ServerConfig, type ServerSource } from '../mcp/index.js';
import type { Settings } from '../settings/settings.js';
import { endGroup, spawnGroup } from '../util/process.js';
import type { GroupState, Log, Restart, ScenarioContext } from './context.js';
import { RESTART_FAILED } from '../results/phrases.js';

/** Characters of a reset command's stderr kept to explain its failure. */
const RESET_STDERR_KEEP = 4000;
/** How long stderr is read after the reset command exits. */
const RESET_STDERR_GRACE_MS = 500;

/**
 * Without a reset, a server is started (or connected to) once and shared by the scenarios that use it,
 * concurrent ones included: state a scenario leaves in it is what the next one finds, as with the
 * service itself. A reset asks for a clean state: then each run starts its own servers and connections,
 * as the reset restarts the service.
 */
export function serverSource(
  settings: Pick<Settings, 'reset' | 'connectTimeoutSeconds' | 'client' | 'roots'>,
  scenarios: ReadonlyArray<{ roots?: readonly string[] }> = [],
): ServerSource {
  const client = runProfile(settings, scenarios);
  const connect = { connectTimeoutMs: settings.connectTimeoutSeconds * 1000, client, roots: settings.roots };
  return settings.reset === 'none' ? new SharedServers(connect) : freshServers(connect);
}

/**
 * The configuration the service runs with, across groups. Starts as the default (the service was
 * started without MCP_EVAL_CONFIG_FILE); after a failed restart it is unknown, so the next group restarts.
 * `fresh`: the files a service just started mounts (ServiceWatch.startFiles): the first group, with the default
 * configuration or one of them, finds it as a restart would leave it.
 */
export class ServiceConfig {
  private current: string | null | undefined = null;
  private fresh: readonly string[] | null;

  constructor(
    private readonly restart: Restart | undefined,
    fresh?: readonly string[],
  ) {
    this.fresh = fresh ?? null;
  }

  /**
   * Restart with the group's configuration unless the service runs it already: 'restarted', 'fresh' (just started
   * with it, never used), or 'running' (as the last group left it). Throws a `service` error.
   */
  async use(config: ResolvedConfig | null): Promise<'restarted' | 'fresh' | 'running'> {
    const file = config?.file ?? null;
    const fresh = this.fresh;
    this.fresh = null;
    if (fresh && (file === null || fresh.includes(file))) {
      this.current = file;
      return 'fresh';
    }
    if (this.current === file || !this.restart) return 'running';
    try {
      await this.restart(file);
      this.current = file;
      return 'restarted';
    } catch (e) {
      this.current = undefined;
      const which = config ? `config_file ${config.path}` : 'its default configuration';
      throw new EvalError('service', `${RESTART_FAILED}${which} failed: ${errorMessage(e)}`, { cause: e });
    }
  }
}

/**
 * The service back on its default configuration, restarted once however many ask (the retrieval suites, the
 * contract's last reads) when the last group left another live; why not, if the restart failed.
 */
export function restoreDefault(reset: Restart): () => Promise<string | null> {
  let done: Promise<string | null> | undefined;
  const failed = (e: unknown) => `${RESTART_FAILED}its default configuration failed: ${errorMessage(e)}`;
  return () => (done ??= reset(null).then(() => null, failed));
}

/** The servers a scenario may use; naming the unknown ones when it asks for any. */
export function selectServers(scenario: Scenario, all: ServerConfig[]): ServerConfig[] {
  const wanted = scenario.servers;
  if (!wanted) return all;
  const unknown = wanted.filter((n) => !all.some((c) => c.name === n));
  if (unknown.length) {
    throw new EvalError(
      'config',
      `scenario uses server(s) ${unknown.map((n) => `"${n}"`).join(', ')} not in the server configuration ` +
        `(known: ${all.map((c) => c.name).join(', ')})`,
    );
  }
  return all.filter((c) => wanted.includes(c.name));
}

/**
 * The reset before a run, as settings.reset says: before each run, or before a scenario's first (a replay, a
 * confirmation and the model's first run after a replay each start the scenario afresh). None when the group's
 * restart with its configuration just happened, which is this reset. A service that cannot be reset would give
 * the scenario a dirty state: a `service` error, so the scenario is ERROR, not a score.
 */
export async function resetBefore(first: boolean, ctx: ScenarioContext): Promise<void> {
  const { settings, deps } = ctx;
  if (!deps.reset || !(settings.reset === 'run' || (settings.reset === 'scenario' && first))) return;
  if (ctx.group.fresh) {
    ctx.group.fresh = false;
    return;
  }
  ctx.step('resetting the service');
  await deps.reset(ctx.group.config?.file ?? null).catch(failWith('service'));
}

/** A group's service restarted with its configuration when it differs from the running one; a failure is kept. */
export async function startGroup(service: ServiceConfig, config: ResolvedConfig | null, log: Log): Promise<GroupState> {
  const group: GroupState = { config, fresh: false, error: null };
  try {
    const how = await service.use(config);
    group.fresh = how !== 'running';
    const which = config ? `config_file ${config.path}` : 'its default config';
    if (how === 'restarted') log(`service restarted with ${which}`);
  } catch (e) {
    group.error = errorMessage(e);
    log(group.error);
  }
  return group;
}

/**
 * A reset hook that runs a shell command (the user's own reset script), then waits until every network
 * server answers MCP initialize again (4x connect-timeout-seconds, as for the compose service). A
 * scenario's configuration is handed over as MCP_EVAL_CONFIG_FILE (absolute path); the default one
 * leaves it unset.
 */
export function commandReset(
  command: string,
  cwd: string,
  servers: ServerConfig[],
  limits: { connectSeconds: number; timeoutSeconds: number },
): Restart {
  return async (configFile) => {
    await runResetCommand(command, cwd, configFile, limits.timeoutSeconds);
    for (const s of servers) {
      if (s.type === 'stdio') continue;
      await waitForReady(s, { deadlineMs: limits.connectSeconds * 4 * 1000, intervalMs: 500 }).catch((e: unknown) => {
        throw new EvalError('service', `reset command ran, but ${errorMessage(e)}`);
      });
    }
  };
}

/**
 * Runs the command in a process group of its own, within a run's time limit: a command that overruns it
 * is ended with everything it started. What it prints to stdout is not kept (it may print any amount);
 * the end of its stderr explains a failure. Processes it leaves running after it succeeds (a service it
 * started) are left alone.
 */
function runResetCommand(
  command: string,
  cwd: string,
  configFile: string | null,
  timeoutSeconds: number,
): Promise<void> {
  const { MCP_EVAL_CONFIG_FILE: _, ...inherited } = process.env;
  const env = configFile ? { ...inherited, MCP_EVAL_CONFIG_FILE: configFile } : inherited;
  return new Promise((resolve, reject) => {
    const child = spawnGroup('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString('utf8')).slice(-RESET_STDERR_KEEP)));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void endGroup(child);
    }, timeoutSeconds * 1000);
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(new EvalError('service', `reset command could not start: ${command}: ${e.message}`));
    });
    let grace: NodeJS.Timeout | undefined;
    child.once('exit', (code) => {
      clearTimeout(timer);
      // A success needs no stderr, and its background jobs may hold the pipe open: done now. After a failure, what
      // it wrote last may still be unread: read on to the end of the pipe, for a moment only.
      if (code === 0 && !timedOut) return child.stderr!.destroy();
      grace = setTimeout(() => child.stderr!.destroy(), RESET_STDERR_GRACE_MS);
    });
    child.once('close', (code, signal) => {
      clearTimeout(grace);
      if (timedOut)
        return reject(new EvalError('service', `reset command timed out after ${timeoutSeconds}s: ${command}`));
      if (code === 0) return resolve();
      const why = stderr.trim() || (code === null ? `signal ${signal}` : `exit ${code}`);
      reject(new EvalError('service', `reset command failed: ${command}: ${why}`));
    });
  });
}
