// The service under test of a run, for both entries (the action's main step, the CLI): the compose file brought up,
// ready when every network server of the config answers MCP initialize, then the hooks the pipeline takes: its
// reset (per config group and per `reset`) and its watch (a container that stopped, the files it was started with).
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Restart, ServiceWatch } from '../pipeline/context.js';
import { loadServerConfig, ServerConnection, type ServerConfig } from '../mcp/index.js';
import type { Settings } from '../settings/settings.js';
import type { SideSettings } from './pair.js';
import { ComposeService } from './compose-service.js';
import type { ReadyProbe } from './options.js';
import type { Instance, RunningService, StartOptions } from './running.js';

export { nthLogFile, type Instance, type RunningService, type StartOptions } from './running.js';

/** How long a lost connection gives the engine to see the container it came from exit (it may lag the kill). */
const SETTLE_MS = 2_000;

export { ComposeService } from './compose-service.js';
export { LOGS_KEEP, type ComposeOptions, type ReadyProbe, type TeardownResult } from './options.js';

/** Where, in the report directory, the logs of the containers each reset removes are kept. */
const SERVICE_LOGS_DIR = 'service-logs';

/**
 * Up and ready, or undefined when no compose-file is given. Mode ab runs the file twice, once per side
 * (service/ab.ts), and hands the pipeline the pair as one service.
 */
/** What starting the service reads: the compose file and service, the mode (ab: twice), the logs' place, the probe. */
type ServiceSettings = SideSettings &
  Pick<Settings, 'composeFile' | 'composeService' | 'mode' | 'out' | 'connectTimeoutSeconds'>;

export async function startService(settings: ServiceSettings, opts: StartOptions): Promise<RunningService | undefined> {
  if (!settings.composeFile) return undefined;
  if (settings.mode !== 'ab') return startOne(settings, opts, { servers: settings.servers });
  // The pair of services, for mode ab only.
  const { abSide, servicePair } = await import('./pair.js');
  const a = await startOne(settings, opts, abSide(settings, 'a', opts));
  return servicePair(a, await startOne(settings, opts, abSide(settings, 'b', opts)));
}

async function startOne(settings: ServiceSettings, opts: StartOptions, at: Instance): Promise<RunningService> {
  const logDir = path.resolve(opts.cwd ?? process.cwd(), settings.out, SERVICE_LOGS_DIR, at.logSubdir ?? '');
  const compose = new ComposeService({
    file: settings.composeFile!,
    service: settings.composeService,
    redact: opts.redact,
    logDir,
    cwd: opts.cwd,
    project: at.project,
    env: at.env,
  });
  opts.beforeUp?.(compose);
  const ready = readyProbe(loadServerConfig(at.servers, opts.env), settings.connectTimeoutSeconds);
  const project = at.project ? ` -p ${at.project}` : '';
  const shown = `docker compose -f ${settings.composeFile}${project} up -d ${settings.composeService ?? ''}`.trimEnd();
  opts.log(`starting the service: ${shown}`);
  await compose.up();
  const { ms } = await compose.waitReady(ready);
  opts.log(`service answered MCP initialize after ${(ms / 1000).toFixed(1)}s`);
  const mounted = await compose.mountedFiles().catch(() => []);
  return {
    reset: (configFile) => compose.reset(ready, configFile),
    watch: {
      startFiles: withRealPaths(mounted),
      stopped: (cut) => compose.stopped(cut ? SETTLE_MS : 0),
      recovered: () => compose.recovered(),
    },
    logs: async (file) => [await compose.logs(file)],
    keptLogs: () => compose.keptLogs(),
  };
}

/**
 * What the pipeline is handed (ExecuteOptions): the compose restart as its reset, unless the user's reset-command
 * replaces it (then the command is what a reset means, the first one included: the service is not taken as fresh).
 */
export function pipelineHooks(
  service: RunningService | undefined,
  settings: Pick<Settings, 'resetCommand'>,
): { reset?: Restart; service?: ServiceWatch } {
  if (!service) return {};
  if (settings.resetCommand) return { service: { ...service.watch, startFiles: undefined } };
  return { reset: service.reset, service: service.watch };
}

/**
 * Ready when every network server answers MCP initialize (stdio servers are started by the run itself). A short
 * limit per attempt and a short pause: until the container listens, the engine's port proxy may accept a
 * connection and never answer it. The service gets 4x connect-timeout-seconds in all.
 */
export function readyProbe(servers: readonly ServerConfig[], connectSeconds: number): ReadyProbe {
  const network = servers.filter((s) => s.type !== 'stdio');
  const perAttempt = Math.min(2_000, connectSeconds * 1000);
  return {
    probe: async () => {
      for (const s of network)
        await (await ServerConnection.open(s, { connectTimeoutMs: perAttempt, advertised: false })).close();
    },
    timeoutMs: connectSeconds * 4 * 1000,
    intervalMs: 250,
    probeTimeoutMs: perAttempt * 2,
  };
}

/** Paths as docker gave them and as the file system resolves them (a symlinked temp directory). */
function withRealPaths(paths: string[]): string[] {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return p;
    }
  };
  return [...new Set(paths.flatMap((p) => [p, real(p)]))];
}
