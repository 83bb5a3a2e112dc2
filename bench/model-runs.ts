// 9. Model runs per scenario: a model that does not take the same path twice (the Messages API emulator draws a
// plan per conversation with fixed odds, seeded, and reads a failed call and retries as a model does), through
// run() and the real claude agent against server-everything and a search server of ours (its answer echoes the
// optional `limit` when given) over stdio. One recording at runs 1 (the default), then: 40 compares of the unchanged
// servers at runs 1, fail-on degraded, model-runs always (the false alarms, and the model runs each scenario took,
// confirmations included), the model varying optional arguments, order, wording and extra calls; compares of servers
// with get-sum renamed, removed and retyped, and the search answer reshaped (each break caught, its cause named);
// and compares of the unchanged servers with model-runs on-change (the model calls made: none should be).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createBaselineStore } from '../src/baselines/index.js';
import { run } from '../src/pipeline/index.js';
import type { CauseKind, RunReport } from '../src/results/index.js';
import type { ServerConfig } from '../src/mcp/index.js';
import { parseSettings, type SettingsInput } from '../src/settings/settings.js';
import { drawPlans, endTurn, startAnthropicEmulator, toolUse, type MessageReply } from '../test/emulators/anthropic.js';
import { everythingStdio, searchStdio, tempDir } from '../test/helpers/mcp-servers.js';
import type { Row } from './stats.js';

const SEED = 20261125;
const COMPARES = 40;
const BREAK_COMPARES = 5;
const ON_CHANGE_COMPARES = 5;
const VARIANT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'everything-variant.mjs');

const execute = (tool: string, input: Record<string, unknown>) =>
  toolUse('mcp_everything', { action: 'execute', tool_name: tool, tool_inputs: input });
const list = toolUse('mcp_everything', { action: 'list' });
const sum = execute('get-sum', { a: 2, b: 3 });
const search = (input: Record<string, unknown>) =>
  toolUse('mcp_notes', { action: 'execute', tool_name: 'search', tool_inputs: input });

/** Each scenario's request and the paths a model takes for it, with their odds (first: the likeliest). */
const SCENARIOS: Array<{ file: string; intent: string; paths: Array<[number, MessageReply[]]> }> = [
  {
    file: 'sum',
    intent: 'Add 2 and 3',
    paths: [
      [0.55, [sum, endTurn('5')]],
      [0.2, [list, sum, endTurn('2 + 3 = 5')]],
      [0.1, [execute('get-sum', { a: 3, b: 2 }), endTurn('5')]],
      // Thinking aloud through echo first: a path that scores DEGRADED against the one-call baseline.
      [0.15, [execute('echo', { message: 'adding' }), execute('echo', { message: '2 and 3' }), sum, endTurn('5')]],
    ],
  },
  {
    file: 'note',
    intent: 'Show me a success message',
    paths: [
      [0.6, [execute('get-annotated-message', { messageType: 'success' }), endTurn('done')]],
      // A default spelled out: other arguments, the same answer from a read-only tool (same outcome).
      [0.4, [execute('get-annotated-message', { messageType: 'success', includeImage: false }), endTurn('done')]],
    ],
  },
  {
    file: 'find',
    intent: 'Find the release notes',
    paths: [
      [0.4, [search({ query: 'release', limit: 3 }), endTurn('found')]],
      // The optional limit left out: the answer no longer echoes it (the model's choice, not the server's change).
      [0.3, [search({ query: 'release' }), endTurn('found')]],
      [0.15, [search({ limit: 3, query: 'release notes' }), endTurn('found them')]],
      [0.15, [toolUse('mcp_notes', { action: 'list' }), search({ query: 'release' }), endTurn('found')]],
    ],
  },
  {
    file: 'echo',
    intent: 'Echo hello',
    paths: [
      [0.7, [execute('echo', { message: 'hello' }), endTurn('hello')]],
      [0.3, [list, execute('echo', { message: 'hello' }), endTurn('It said hello.')]],
    ],
  },
];

/** The breaks each compare must catch: the server changed, the scenario that must fail, the cause it must name. */
const BREAKS: Array<{ name: string; servers: () => ServerConfig[]; scenario: string; cause: CauseKind; tool: string }> =
  [
    ...(['renamed', 'removed', 'retyped'] as const).map((name) => ({
      name: `get-sum ${name}`,
      servers: () => [{ ...everythingStdio(), args: [VARIANT], env: { BREAK: name } }, searchStdio()],
      scenario: 'sum',
      cause: ({ renamed: 'tool_renamed', removed: 'tool_removed', retyped: 'schema_changed' } as const)[name],
      tool: 'get-sum',
    })),
    {
      name: 'search reshaped',
      servers: () => [everythingStdio(), searchStdio({ BREAK: 'shape' })],
      scenario: 'find',
      cause: 'response_changed',
      tool: 'search',
    },
  ];

export async function modelRuns(): Promise<Row[]> {
  // Each scenario's request draws among its own paths.
  const draws = new Map(
    SCENARIOS.map((s) => [
      s.intent,
      drawPlans(
        s.paths.map(([, replies]) => replies),
        s.paths.map(([odds]) => odds),
        SEED,
      ),
    ]),
  );
  const emulator = await startAnthropicEmulator({
    responder: (req, i) => {
      const text = JSON.stringify(req.body.messages?.[0]?.content ?? '');
      const intent = SCENARIOS.find((s) => text.includes(s.intent))!.intent;
      return draws.get(intent)!(req, i);
    },
  });
  try {
    const cwd = tempDir();
    mkdirSync(path.join(cwd, 'scenarios'));
    for (const s of SCENARIOS)
      writeFileSync(path.join(cwd, `scenarios/${s.file}.yaml`), `name: ${s.file}\nuser_intent: ${s.intent}\n`);
    const go: Go = async (input, servers = [everythingStdio(), searchStdio()], serversB) => {
      const settings = parseSettings(
        {
          agent: 'claude',
          anthropicApiKey: 'sk-ant-bench',
          anthropicBaseUrl: emulator.url,
          scenarios: path.join(cwd, 'scenarios/*.yaml'),
          failOn: 'degraded',
          ...input,
        },
        {},
      );
      const store = createBaselineStore({ kind: 'dir', dir: 'baselines', cacheKey: 'k', branch: 'b', cwd });
      return run(settings, { servers, serversB, store, cwd, env: {} });
    };
    await go({ mode: 'record' });
    const ab = await abUnchanged(go);
    return [...(await unchanged(go)), await breaks(go), await onChange(go, () => emulator.requests.length), ab];
  } finally {
    await emulator.close();
  }
}

type Go = (input: SettingsInput, servers?: ServerConfig[], serversB?: ServerConfig[]) => Promise<RunReport>;

/** Model runs of a report: runs made by the model (not a replay), confirmations included. */
const modelRunsOf = (r: RunReport) =>
  r.scenarios.reduce((n, s) => n + s.runs.filter((x) => x.trajectory.agent === 'claude').length, 0);

async function unchanged(go: Go): Promise<Row[]> {
  let alarms = 0;
  let runs = 0;
  let flaky = 0;
  for (let i = 0; i < COMPARES; i++) {
    const report = await go({ mode: 'compare', modelRuns: 'always' });
    if (report.failed) alarms++;
    runs += modelRunsOf(report);
    flaky += report.scenarios.filter((s) => s.aggregate?.flaky).length;
  }
  // The same compares judged on one run each, as before confirmations: what the check would have said.
  let unconfirmed = 0;
  for (let i = 0; i < COMPARES; i++)
    if ((await go({ mode: 'compare', modelRuns: 'always', confirmRuns: 0 })).failed) unconfirmed++;
  const what = `${COMPARES} compares x ${SCENARIOS.length} scenarios, runs 1, fail-on degraded, model-runs always`;
  const perScenario = runs / (COMPARES * SCENARIOS.length);
  return [
    {
      benchmark: `9. model runs: false alarms on an unchanged server (check failed), ${what}`,
      measured: `${alarms}/${COMPARES}`,
      baseline: `without confirmations: ${unconfirmed}/${COMPARES}`,
      ratio: `${flaky} flaky finding(s) shown`,
      target: '0',
      met: alarms === 0,
    },
    {
      benchmark: `9. model runs: model runs per scenario, confirmations included, ${what}`,
      measured: perScenario.toFixed(2),
      baseline: '1 (one run each)',
      ratio: `${runs} runs`,
      target: '<= 1.3',
      met: perScenario <= 1.3,
    },
  ];
}

async function breaks(go: Go): Promise<Row> {
  const caught: string[] = [];
  let total = 0;
  for (const b of BREAKS) {
    let n = 0;
    for (let i = 0; i < BREAK_COMPARES; i++) {
      const report = await go({ mode: 'compare' }, b.servers());
      const s = report.scenarios.find((x) => x.id === b.scenario);
      const named = report.causes?.some((c) => c.kind === b.cause && c.tool === b.tool) ?? false;
      if (report.failed && named && s && ['BROKEN', 'DEGRADED'].includes(s.status)) n++;
    }
    caught.push(`${b.name} ${n}/${BREAK_COMPARES}`);
    total += n;
  }
  return {
    benchmark: `9. model runs: breaks caught (check failed, cause named), model-runs on-change, ${BREAK_COMPARES} compares each`,
    measured: `${total}/${BREAKS.length * BREAK_COMPARES}`,
    baseline: '-',
    ratio: caught.join(', '),
    target: 'all',
    met: total === BREAKS.length * BREAK_COMPARES,
  };
}

async function onChange(go: Go, requests: () => number): Promise<Row> {
  const before = requests();
  let verified = 0;
  for (let i = 0; i < ON_CHANGE_COMPARES; i++) {
    const report = await go({ mode: 'compare' });
    verified += report.scenarios.filter((s) => s.replay?.unchanged).length;
  }
  const calls = requests() - before;
  return {
    benchmark: `9. model runs: model calls with model-runs on-change, unchanged tool surface, ${ON_CHANGE_COMPARES} compares`,
    measured: String(calls),
    baseline: `${ON_CHANGE_COMPARES * SCENARIOS.length} scenario runs`,
    ratio: `${verified} verified by replay`,
    target: '0',
    met: calls === 0,
  };
}

/** Mode ab with the same server on both sides: B judged against A, both by the model (model-runs always). */
async function abUnchanged(go: Go): Promise<Row> {
  let alarms = 0;
  for (let i = 0; i < COMPARES; i++) {
    const report = await go({ mode: 'ab', modelRuns: 'always', serversB: 'b.json' }, undefined, [
      everythingStdio(),
      searchStdio(),
    ]);
    if (report.failed) alarms++;
  }
  return {
    benchmark: `9. model runs: false alarms in mode ab, the same server on both sides, ${COMPARES} runs x ${SCENARIOS.length} scenarios, runs 1, fail-on degraded`,
    measured: `${alarms}/${COMPARES}`,
    baseline: '-',
    ratio: '-',
    target: '0',
    met: alarms === 0,
  };
}
