// 12. Resets on a real engine (scripts/ensure-docker.sh): a `reset: scenario` comparison of part of scenarios/mcpproxy/
// (the scenarios of config/mcpproxy/minimal.json that need no network) through run(), with the shipped
// docker-compose.yml and the pinned MCPProxy image. Each reset the pipeline asks for is timed as it pays it (the
// containers looked at, the logs kept, the proxy's container and data volume replaced, `up -d`, the wait for MCP
// initialize), against `docker compose restart mcpproxy` + the same wait on the same project, in alternate rounds.
// Before each restart, an MCP session is served, as a scenario serves one (MCPProxy then stops more slowly). Also
// measured: the reset as it was before issue 24 (`down -v --timeout 10` of the whole project, `up -d`, the wait).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBaselineStore } from '../src/baselines/index.js';
import { run, type RunDeps } from '../src/pipeline/index.js';
import { ComposeService, readyProbe } from '../src/compose/index.js';
import { loadServerConfig, ServerConnection, type ServerConfig } from '../src/mcp/index.js';
import { parseSettings } from '../src/settings/settings.js';
import { tempDir } from '../test/helpers/mcp-servers.js';
import { freePort } from '../test/helpers/ports.js';
import { dockerEnv, IMAGES } from '../test/helpers/real-parts.js';
import { interleaved, median, ms, timed, type Row } from './stats.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCENARIOS = [
  'upstream/call-tool-read.yaml',
  'discovery/retrieve-tools-env.yaml',
  'discovery/retrieve-tools-limit.yaml',
  'registries/list-registries.yaml',
];
const ROUNDS = 3;
const TARGET = 1.5;

interface Bench {
  dir: string;
  compose: ComposeService;
  servers: ServerConfig[];
  startFiles: string[];
}

/** The proxy repository's layout in a temp directory, its service up and ready. */
async function setUp(): Promise<Bench> {
  const dir = tempDir();
  cpSync(path.join(ROOT, 'docker-compose.yml'), path.join(dir, 'docker-compose.yml'));
  cpSync(path.join(ROOT, 'config/mcpproxy'), path.join(dir, 'config/mcpproxy'), { recursive: true });
  for (const f of SCENARIOS) {
    mkdirSync(path.dirname(path.join(dir, 'scenarios', f)), { recursive: true });
    cpSync(path.join(ROOT, 'scenarios/mcpproxy', f), path.join(dir, 'scenarios', f));
  }
  const port = await freePort();
  Object.assign(process.env, dockerEnv(), { MCPPROXY_IMAGE: IMAGES.mcpproxy, MCPPROXY_PORT: String(port) });
  const url = `http://127.0.0.1:${port}/mcp`;
  writeFileSync(path.join(dir, 'mcp.json'), JSON.stringify({ mcpServers: { mcpproxy: { url } } }));
  const compose = new ComposeService({
    file: 'docker-compose.yml',
    project: `mcp-eval-bench-resets-${port}`,
    service: 'mcpproxy',
    cwd: dir,
    logDir: path.join(dir, 'reports/service-logs'),
  });
  const servers = loadServerConfig(path.join(dir, 'mcp.json'));
  await compose.up();
  await compose.waitReady(readyProbe(servers, 30));
  return { dir, compose, servers, startFiles: await compose.mountedFiles() };
}

/** The suite through run() with the compose reset; the time of each reset it asked for. */
async function suite(b: Bench, mode: 'record' | 'compare'): Promise<number[]> {
  const times: number[] = [];
  const ready = readyProbe(b.servers, 30);
  const deps: RunDeps = {
    servers: b.servers,
    store: createBaselineStore({ kind: 'dir', dir: 'baselines', cacheKey: 'k', branch: 'b', cwd: b.dir }),
    cwd: b.dir,
    env: {},
    reset: async (file) => void times.push(await timed(() => b.compose.reset(ready, file))),
    service: { startFiles: [], stopped: (cut) => b.compose.stopped(cut ? 2_000 : 0), recovered: () => [] },
  };
  const settings = parseSettings(
    {
      mode,
      agent: 'scripted',
      scenarios: path.join(b.dir, 'scenarios/**/*.yaml'),
      baselineDir: 'baselines',
      reset: 'scenario',
      composeFile: 'docker-compose.yml',
    },
    {},
  );
  const report = await run(settings, deps);
  const ok = report.scenarios.filter((s) => s.status === (mode === 'record' ? 'RECORDED' : 'GOOD'));
  if (ok.length !== SCENARIOS.length) {
    const bad = report.scenarios.find((s) => !ok.includes(s));
    throw new Error(`resets: ${bad?.id} ${bad?.status}: ${bad?.error ?? bad?.runs[0]?.evaluation?.score}`);
  }
  return times;
}

/** One MCP session, as a scenario opens one: MCPProxy stops more slowly after serving it. */
async function serveSession(servers: ServerConfig[]): Promise<void> {
  await (await ServerConnection.open(servers[0], { connectTimeoutMs: 10_000 })).close();
}

/** `docker compose <commands>` on the bench's project one after the other, then the wait for MCP; after a session. */
async function composeThenWait(b: Bench, ...commands: string[][]): Promise<number> {
  await serveSession(b.servers);
  return timed(async () => {
    for (const args of commands)
      execFileSync('docker', [...b.compose.baseArgs, ...args], { cwd: b.dir, stdio: 'ignore', env: process.env });
    await b.compose.waitReady(readyProbe(b.servers, 30));
  });
}

export async function resets(): Promise<Row[]> {
  const b = await setUp();
  try {
    await suite(b, 'record');
    const perRun: number[][] = [];
    const ab = await interleaved(
      async () => {
        const times = await suite(b, 'compare');
        perRun.push(times);
        return median(times);
      },
      () => composeThenWait(b, ['restart', 'mcpproxy']),
      ROUNDS,
    );
    const before: number[] = [];
    const down = ['down', '-v', '--remove-orphans', '--timeout', '10'];
    for (let i = 0; i < 2; i++) before.push(await composeThenWait(b, down, ['up', '-d', 'mcpproxy']));
    const reset = median(ab.a);
    const restart = median(ab.b);
    const count = perRun.at(-1)?.length ?? 0;
    return [
      {
        benchmark: `12. reset: scenario, ${SCENARIOS.length} scenarios of scenarios/mcpproxy/ (${count} resets a run): time per reset vs docker compose restart mcpproxy + initialize`,
        measured: ms(reset),
        baseline: ms(restart),
        ratio: `${ab.ratio.toFixed(2)}x`,
        target: `<= ${TARGET}x`,
        met: ab.ratio <= TARGET,
      },
      {
        benchmark: '12. the reset before issue 24: down -v --timeout 10 of the project, up -d, initialize',
        measured: ms(median(before)),
        baseline: ms(restart),
        ratio: `${(median(before) / restart).toFixed(2)}x`,
        target: '-',
        met: null,
      },
    ];
  } finally {
    await b.compose.down().catch(() => undefined);
  }
}
