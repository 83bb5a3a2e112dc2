// 17. Conversations: a three-turn scripted conversation through the whole pipeline against the same calls as three
// one-turn scenarios (same server, one scenario at a time), and an elicitation round trip: server-everything's
// trigger-elicitation-request answered by a scenario's answer, against a call of echo, on an open connection.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createBaselineStore } from '../src/baselines/index.js';
import { run } from '../src/pipeline/index.js';
import { Answerer, createToolHost, openServers } from '../src/mcp/index.js';
import { parseSettings } from '../src/settings/settings.js';
import { Recorder } from '../src/results/trajectory.js';
import { everythingStdio, tempDir } from '../test/helpers/mcp-servers.js';
import { simulatedUser } from './simulated-user.js';
import { interleaved, median, ms, timed, type Row } from './stats.js';

const CALLS_PER_TURN = 10;
const call = (t: number, i: number) => `  - tool: mcp__everything__echo\n    args: { message: "turn ${t} step ${i}" }`;
const calls = (t: number, indent: string) =>
  Array.from({ length: CALLS_PER_TURN }, (_, i) => call(t, i).replaceAll('\n', `\n${indent}`)).map(
    (l) => `${indent}${l}`,
  );

function project(files: Record<string, string>): () => Promise<number> {
  const cwd = tempDir();
  mkdirSync(path.join(cwd, 'scenarios'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(cwd, 'scenarios', name), text);
  const settings = (mode: 'record' | 'compare') =>
    parseSettings(
      {
        mode,
        agent: 'scripted',
        concurrency: 1,
        contractProtocol: 'none',
        scenarios: path.join(cwd, 'scenarios/*.yaml'),
        baselineDir: path.join(cwd, 'baselines'),
      },
      {},
    );
  const deps = {
    servers: [everythingStdio()],
    store: createBaselineStore({ kind: 'dir', dir: 'baselines', cacheKey: 'k', branch: 'b', cwd }),
    cwd,
    env: {},
  };
  let recorded = false;
  return async () => {
    if (!recorded) await run(settings('record'), deps);
    recorded = true;
    return timed(async () => {
      const report = await run(settings('compare'), deps);
      if (report.status !== 'GOOD') throw new Error(`conversations: compare was ${report.status}`);
    });
  };
}

export async function conversations(): Promise<Row[]> {
  const turns = [1, 2, 3].map((t) => `  - user: Turn ${t}\n    expected_trajectory:\n${calls(t, '    ').join('\n')}`);
  const conversation = project({ 'three.yaml': `name: Three turns\nturns:\n${turns.join('\n')}\n` });
  const oneTurn = project(
    Object.fromEntries(
      [1, 2, 3].map((t) => [
        `t${t}.yaml`,
        `name: Turn ${t}\nuser_intent: Turn ${t}\nexpected_trajectory:\n${calls(t, '').join('\n')}\n`,
      ]),
    ),
  );
  const whole = await interleaved(conversation, oneTurn, 7);

  // The round trip alone, on an open connection: N elicitations answered against N echo calls.
  const N = 100;
  const pool = await openServers([everythingStdio()], { connectTimeoutMs: 30_000 });
  const rules = { elicitation: [{ message: 'provide inputs', action: 'accept' as const, content: { name: 'Ada' } }] };
  const answerer = new Answerer({ ...rules, sampling: [], roots: [] });
  const host = createToolHost(pool, new Recorder('bench', 0, 'scripted', null), {
    exposure: 'gateway',
    callTimeoutMs: 60_000,
    answerer,
  });
  const many = (tool: string, args: Record<string, unknown>) => () =>
    timed(async () => {
      for (let i = 0; i < N; i++) await host.callCanonical(`mcp__everything__${tool}`, args);
    });
  const trip = await interleaved(many('trigger-elicitation-request', {}), many('echo', { message: 'hi' }), 7, 2);
  await pool.close();
  if (answerer.problem) throw new Error(`conversations: ${answerer.problem}`);
  const extra = (median(trip.a) - median(trip.b)) / N;

  return [
    {
      benchmark: `17. conversations: three-turn scripted conversation vs three one-turn scenarios (${3 * CALLS_PER_TURN} calls, compare)`,
      measured: ms(median(whole.a)),
      baseline: ms(median(whole.b)),
      ratio: whole.ratio.toFixed(3),
      target: '<= 1.10',
      met: whole.ratio <= 1.1,
    },
    {
      benchmark: `17. conversations: elicitation round trip added to a call (trigger-elicitation-request vs echo, ${N} each)`,
      measured: ms(median(trip.a) / N),
      baseline: ms(median(trip.b) / N),
      ratio: `+${ms(extra)}`,
      target: '< 5 ms',
      met: extra < 5,
    },
    ...(await simulatedUser()),
  ];
}
