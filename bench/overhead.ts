// 1. Harness overhead: a 300-call trajectory replayed through the whole pipeline (scenario
// and baseline loading, server start, gateway validation, recording, alignment and scoring)
// against a bare MCP SDK client that starts the same server and makes the same calls.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createBaselineStore } from '../src/baselines/index.js';
import { run } from '../src/pipeline/index.js';
import { createToolHost, openServers } from '../src/mcp/index.js';
import { parseSettings, type Settings } from '../src/settings/settings.js';
import { Recorder } from '../src/results/trajectory.js';
import { everythingStdio, tempDir } from '../test/helpers/mcp-servers.js';
import { bareCalls, bareClient, type Call } from './bare-client.js';
import { interleaved, median, ms, timed, type Row } from './stats.js';

const CALLS = 300;

/** A mix of the cheap deterministic tools, with arguments that vary like a real session's. */
function calls(): Call[] {
  return Array.from({ length: CALLS }, (_, i) =>
    i % 3 === 2
      ? { tool: 'get-sum', args: { a: i, b: i * 7 - 3 } }
      : { tool: 'echo', args: { message: `step ${i}: check the configuration of service ${i % 17}` } },
  );
}

function scenarioYaml(list: Call[]): string {
  const lines = list.map((c) => `  - tool: mcp__everything__${c.tool}\n    args: ${JSON.stringify(c.args)}`);
  return `name: Overhead\nuser_intent: Make ${list.length} calls\nexpected_trajectory:\n${lines.join('\n')}\n`;
}

export async function overhead(): Promise<Row[]> {
  const list = calls();
  const cwd = tempDir();
  mkdirSync(path.join(cwd, 'scenarios'));
  writeFileSync(path.join(cwd, 'scenarios', 'overhead.yaml'), scenarioYaml(list));
  const settingsFor = (input: Record<string, unknown>): Settings =>
    parseSettings(
      { scenarios: path.join(cwd, 'scenarios/*.yaml'), baselineDir: path.join(cwd, 'baselines'), ...input },
      {},
    );
  const deps = {
    servers: [everythingStdio()],
    store: createBaselineStore({ kind: 'dir', dir: 'baselines', cacheKey: 'k', branch: 'b', cwd }),
    cwd,
    env: {},
  };

  // The baseline the replay agent re-issues (and the pipeline scores against).
  const recorded = await run(settingsFor({ mode: 'record', agent: 'scripted' }), deps);
  if (recorded.status !== 'RECORDED')
    throw new Error(`overhead: recording failed: ${JSON.stringify(recorded.scenarios[0]?.error)}`);
  // The harness's own overhead: the contract check reads the server on the run's connection, and its client on an
  // older protocol version (a process of its own, beside the scenario) is timed on its own below.
  const compare = settingsFor({ mode: 'compare', agent: 'replay', contractProtocol: 'none' });
  const withOlder = settingsFor({ mode: 'compare', agent: 'replay' });
  const pipeline = (settings: Settings) => async () =>
    timed(async () => {
      const report = await run(settings, deps);
      if (report.status !== 'GOOD' || report.scenarios[0].runs[0].evaluation?.current_calls !== CALLS)
        throw new Error(`overhead: replay was ${report.status}`);
    });
  const whole = await interleaved(pipeline(compare), () => timed(() => bareCalls(list)), 7);
  const older = await interleaved(pipeline(withOlder), () => timed(() => bareCalls(list)), 5);

  // The hot path alone, on connections already open: the tool host's validate + call + record
  // against the SDK client's call. No process start diluting the difference.
  const pool = await openServers([everythingStdio()], { connectTimeoutMs: 30_000 });
  const host = createToolHost(pool, new Recorder('bench', 0, 'replay', null), {
    exposure: 'gateway',
    callTimeoutMs: 60_000,
  });
  const client = await bareClient();
  const hot = await interleaved(
    () =>
      timed(async () => {
        for (const c of list) await host.callCanonical(`mcp__everything__${c.tool}`, c.args);
      }),
    () =>
      timed(async () => {
        for (const c of list) await client.callTool({ name: c.tool, arguments: c.args });
      }),
    9,
    2,
  );
  await pool.close();
  await client.close();

  return [
    {
      benchmark: `1. overhead: ${CALLS}-call replay, full pipeline vs bare SDK client (stdio, incl. server start)`,
      measured: ms(median(whole.a)),
      baseline: ms(median(whole.b)),
      ratio: whole.ratio.toFixed(3),
      target: '<= 1.10',
      met: whole.ratio <= 1.1,
    },
    {
      benchmark: `1. overhead: the same with the contract's client on 2025-03-26 (contract-protocol's default), a process more`,
      measured: ms(median(older.a)),
      baseline: ms(median(older.b)),
      ratio: older.ratio.toFixed(3),
      target: 'info',
      met: null,
    },
    {
      benchmark: `1. overhead: ${CALLS} calls on an open connection, tool host vs SDK client`,
      measured: ms(median(hot.a)),
      baseline: ms(median(hot.b)),
      ratio: hot.ratio.toFixed(3),
      target: 'info',
      met: null,
    },
  ];
}
