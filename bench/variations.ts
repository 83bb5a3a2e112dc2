// 7. Variations: a model whose runs take one of several valid paths (the Messages API emulator draws a path per
// run with fixed odds, seeded, so the numbers repeat), through run() and the real claude agent against
// server-everything over stdio. A baseline of 5 runs keeps each as a variation; 20 compares against the unchanged
// server count the false alarms (a run DEGRADED or worse), and the same runs judged the old way (run i against
// baseline run i mod 5) show what the closest variation saves. Then each injected break of get-sum (removed,
// renamed, retyped: bench/everything-variant.mjs) runs 10 compares: each run must come out DEGRADED or worse,
// and the run's causes must name the break.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBaselineStore, type Baseline } from '../src/baselines/index.js';
import type { CauseKind, RunReport } from '../src/results/index.js';
import { run } from '../src/pipeline/index.js';
import { evaluate } from '../src/scoring/index.js';
import type { ServerConfig } from '../src/mcp/index.js';
import { parseSettings, type SettingsInput } from '../src/settings/settings.js';
import { DEFAULT_THRESHOLDS, severity } from '../src/results/status.js';
import { drawPlans, endTurn, startAnthropicEmulator, toolUse, type MessageReply } from '../test/emulators/anthropic.js';
import { everythingStdio, tempDir } from '../test/helpers/mcp-servers.js';
import type { Row } from './stats.js';

const SEED = 20261123;
const BASELINE_RUNS = 5;
const COMPARE_RUNS = 20;
const BREAK_RUNS = 10;
const VARIANT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'everything-variant.mjs');

const execute = (tool: string, input: Record<string, unknown>) =>
  toolUse('mcp_everything', { action: 'execute', tool_name: tool, tool_inputs: input });
const sum = execute('get-sum', { a: 2, b: 3 });
const announce = execute('echo', { message: 'adding 2 and 3' });
const report = execute('echo', { message: 'the sum of 2 and 3 is 5' });
/**
 * Four valid ways to add 2 and 3 and say so, and how often the model takes each: compute only, announce first,
 * report after, or both. A one-call run against a three-call one scores 0.47 (DEGRADED), though both did the work.
 */
const PATHS: [odds: number, replies: MessageReply[]][] = [
  [0.4, [sum, endTurn('2 + 3 = 5.')]],
  [0.25, [announce, sum, endTurn('The sum is 5.')]],
  [0.2, [sum, report, endTurn('5.')]],
  [0.15, [announce, sum, report, endTurn('5')]],
];

/** The break each variant of the server injects, and the cause a run against it must be grouped under. */
const BREAKS: [name: string, cause: CauseKind][] = [
  ['removed', 'tool_removed'],
  ['renamed', 'tool_renamed'],
  ['retyped', 'schema_changed'],
];

const severe = (status: string) => severity(status as 'DEGRADED') <= severity('DEGRADED');

export async function variations(): Promise<Row[]> {
  const plans = PATHS.map(([, replies]) => replies);
  const emulator = await startAnthropicEmulator({
    responder: drawPlans(
      plans,
      PATHS.map(([odds]) => odds),
      SEED,
    ),
  });
  try {
    const cwd = tempDir();
    mkdirSync(path.join(cwd, 'scenarios'));
    writeFileSync(path.join(cwd, 'scenarios/sum.yaml'), 'name: Sum\nuser_intent: Add 2 and 3 and tell me the sum\n');
    const go = async (input: SettingsInput, servers: ServerConfig[] = [everythingStdio()]): Promise<RunReport> => {
      const settings = parseSettings(
        {
          agent: 'claude',
          // Each run judged on its own, as this benchmark measures: no replay in the model's place, no confirmation.
          modelRuns: 'always',
          confirmRuns: 0,
          anthropicApiKey: 'sk-ant-bench',
          anthropicBaseUrl: emulator.url,
          scenarios: path.join(cwd, 'scenarios/*.yaml'),
          ...input,
        },
        {},
      );
      const store = createBaselineStore({ kind: 'dir', dir: 'baselines', cacheKey: 'k', branch: 'b', cwd });
      const report = await run(settings, { servers, store, cwd, env: {} });
      const error = report.scenarios.find((s) => s.error)?.error;
      if (error) throw new Error(`variations: ${error}`);
      return report;
    };
    await go({ mode: 'record', runs: BASELINE_RUNS });
    const baseline = JSON.parse(readFileSync(path.join(cwd, 'baselines/sum.json'), 'utf8')) as Baseline;
    const unchanged = (await go({ mode: 'compare', runs: COMPARE_RUNS })).scenarios[0].runs;
    const alarms = unchanged.filter((r) => severe(r.evaluation!.status)).length;
    const notGood = unchanged.filter((r) => r.evaluation!.status !== 'GOOD').length;
    // The same runs judged against one baseline run, as before variations: run i mod 5, and every pairing.
    const opts = {
      thresholds: DEFAULT_THRESHOLDS,
      match: 'similarity' as const,
      ignoreArgs: [],
      ignoreResponseFields: [],
    };
    const variants = baseline.trajectories;
    const status = (b: Baseline['trajectories'][number], r: (typeof unchanged)[number]) =>
      evaluate(b, r.trajectory, opts).status;
    const modulo = unchanged.map((r) => status(variants[r.run_index % variants.length], r));
    const pairs = unchanged.flatMap((r) => variants.map((b) => status(b, r)));
    /** "1/20 (3/20 below GOOD)" */
    const rate = (statuses: string[]) =>
      `${statuses.filter(severe).length}/${statuses.length} (${statuses.filter((x) => x !== 'GOOD').length} below GOOD)`;

    const caught: string[] = [];
    let detected = 0;
    for (const [name, cause] of BREAKS) {
      const server: ServerConfig = { ...everythingStdio(), args: [VARIANT], env: { BREAK: name } };
      const report = await go({ mode: 'compare', runs: BREAK_RUNS }, [server]);
      const named = report.causes?.some((c) => c.kind === cause && c.tool === 'get-sum') ?? false;
      const runs = report.scenarios[0].runs.filter((r) => named && severe(r.evaluation!.status)).length;
      detected += runs;
      caught.push(`${name} ${runs}/${BREAK_RUNS}`);
    }
    const pathOf = (t: Baseline['trajectories'][number]) =>
      t.messages.flatMap((m) => (m.type === 'tool_call' ? [`${m.tool}${JSON.stringify(m.arguments)}`] : [])).join(' ');
    const paths = new Set(baseline.trajectories.map(pathOf));

    const what = `${COMPARE_RUNS} compares of a model with ${PATHS.length} valid paths vs a ${BASELINE_RUNS}-run baseline`;
    return [
      {
        benchmark: `7. variations: false alarms (DEGRADED or worse), ${what} (closest variation)`,
        measured: `${alarms}/${COMPARE_RUNS} (${notGood} below GOOD)`,
        baseline: `run i mod ${BASELINE_RUNS}: ${rate(modulo)}; any one run: ${rate(pairs)}`,
        ratio: `${paths.size} of ${PATHS.length} paths in the baseline`,
        target: '0',
        met: alarms === 0,
      },
      {
        benchmark: `7. variations: injected breaks of get-sum caught (DEGRADED or worse, cause named), ${BREAK_RUNS} runs each`,
        measured: `${detected}/${BREAKS.length * BREAK_RUNS}`,
        baseline: '-',
        ratio: caught.join(', '),
        target: 'all',
        met: detected === BREAKS.length * BREAK_RUNS,
      },
    ];
  } finally {
    await emulator.close();
  }
}
