// Mode ab with a compose file: the file run twice, once per side, as compose projects of their own (their own
// containers and data volumes): side A with ab-variable set to ab-base (the base's image), side B with it set to
// ab-head, each published on the port its servers' URL names (ab-port-variable). The pipeline sees one service: a
// reset resets both sides, a stopped container of either is said, logs and teardown take both.
import path from 'node:path';
import { EvalError } from '../util/errors.js';
import { loadServerConfig } from '../mcp/index.js';
import type { Settings } from '../settings/settings.js';
import { nthLogFile, type Instance, type RunningService, type StartOptions } from './running.js';

/** Side A's or B's instance of the compose file. */
/** What a side of mode ab reads: its servers, and the compose variable with each side's value. */
export type SideSettings = Pick<
  Settings,
  'servers' | 'serversB' | 'abBase' | 'abHead' | 'abVariable' | 'abPortVariable'
>;

export function abSide(settings: SideSettings, side: 'a' | 'b', opts: Pick<StartOptions, 'cwd' | 'env'>): Instance {
  const servers = side === 'a' ? settings.servers : settings.serversB;
  // parseSettings made sure of ab-variable, ab-base and ab-head with a compose file.
  const value = (side === 'a' ? settings.abBase : settings.abHead)!;
  const port = networkPort(servers, side, opts.env);
  const base =
    path
      .basename(path.resolve(opts.cwd ?? process.cwd()))
      .toLowerCase()
      .replace(/[^a-z0-9_-]/g, '') || 'mcp';
  return {
    servers,
    project: `${base}-ab-${side}`,
    env: { [settings.abVariable!]: value, [settings.abPortVariable]: String(port) },
    logSubdir: `side-${side}`,
  };
}

/** The port of a side's first network server: where that side's compose project publishes the service. */
function networkPort(servers: string | undefined, side: 'a' | 'b', env?: NodeJS.ProcessEnv): number {
  const url = loadServerConfig(servers, env).flatMap((s) => (s.type === 'stdio' ? [] : [s.url]))[0];
  const port = url ? Number(new URL(url).port || (url.startsWith('https:') ? 443 : 80)) : NaN;
  if (!Number.isInteger(port)) {
    const which = side === 'a' ? 'servers' : 'servers-b';
    throw new EvalError(
      'config',
      `mode ab with compose-file: ${which} names no network server to publish side ${side.toUpperCase()} on`,
      {
        hint: 'give each side an mcp.json whose server URL has a port of its own (http://localhost:8081/mcp, :8082)',
      },
    );
  }
  return port;
}

/** Both sides as one service: resets (side by side: their own projects), watch and logs of each. */
export function servicePair(a: RunningService, b: RunningService): RunningService {
  return {
    reset: async (configFile) => {
      await Promise.all([a.reset(configFile), b.reset(configFile)]);
    },
    watch: {
      startFiles: a.watch.startFiles && b.watch.startFiles ? [...a.watch.startFiles, ...b.watch.startFiles] : undefined,
      stopped: async (cut) => (await a.watch.stopped(cut)) ?? (await b.watch.stopped(cut)),
      recovered: () => [...a.watch.recovered(), ...b.watch.recovered()],
    },
    logs: async (file) => [...(await a.logs(file)), ...(await b.logs(nthLogFile(file, 1)))],
    keptLogs: async () => [...(await a.keptLogs()), ...(await b.keptLogs())],
  };
}
