// Known noise through the whole pipeline, for the pass-rate trials (docs/scoring/pass-rates.md): a model (the Messages
// API emulator, the real claude agent) whose chance of a wrong tool, a recovered typo and a failed criterion is set per
// scenario, drawn from a seeded generator; and a records server whose lookup fails with a set, seeded probability
// (records-server.mjs). A trial records a baseline of the scenario's runs, then compares; npm test runs a few trials
// (test/pipeline/pass-rates.test.ts), the benchmark the full count (bench/pass-rates.ts).
import path from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createBaselineStore } from '../../src/baselines/index.js';
import { run } from '../../src/pipeline/index.js';
import type { RegressionVerdict, RunReport } from '../../src/results/index.js';
import type { HttpServerConfig } from '../../src/mcp/index.js';
import { parseSettings, type SettingsInput } from '../../src/settings/settings.js';
import { drawPlans, endTurn, toolUse, type MessageReply, type Responder } from '../emulators/anthropic.js';
import { httpConfig, tempDir } from './mcp-servers.js';
import { sessionUrl } from './session-servers.js';

/** A model's chances of going wrong in one run; the rest of its runs take the right path. */
export interface ModelNoise {
  /** It calls list_records instead of lookup: the criterion `called lookup` is unmet. */
  wrongTool: number;
  /** It sends the id as text first, reads the error and sends it again right: a recovered run, which passes. */
  typo: number;
  /** It calls lookup and then answers wrongly: the criterion on its answer is unmet. */
  failedCriterion: number;
}

/** A model that mostly does it right: 95% of its runs pass on a server that never fails. */
export const STEADY_MODEL: ModelNoise = { wrongTool: 0.03, typo: 0, failedCriterion: 0.02 };
/** A model that always sends the id as text first and corrects it: every run recovers, and passes. */
export const TYPO_MODEL: ModelNoise = { wrongTool: 0, typo: 1, failedCriterion: 0 };

const lookup = (id: unknown) => toolUse('mcp_records', { action: 'execute', tool_name: 'lookup', tool_inputs: { id } });
const ANSWER = 'Answer: Ada';

/** The scenario's paths and their odds: right, wrong tool, typo (recovered by the emulator's retry), wrong answer. */
function plans(noise: ModelNoise): { plans: MessageReply[][]; odds: number[] } {
  const right = 1 - noise.wrongTool - noise.typo - noise.failedCriterion;
  const wrongTool = toolUse('mcp_records', { action: 'execute', tool_name: 'list_records', tool_inputs: {} });
  return {
    plans: [
      [lookup(7), endTurn(ANSWER)],
      [wrongTool, endTurn(ANSWER)],
      [lookup('7'), endTurn(ANSWER)],
      [lookup(7), endTurn('Answer: nobody')],
    ],
    odds: [right, noise.wrongTool, noise.typo, noise.failedCriterion],
  };
}

/** The chance a run passes: the model's right paths (a typo recovers) times the server answering its one lookup. */
export function passChance(noise: ModelNoise, failRate: number): number {
  return (1 - noise.wrongTool - noise.failedCriterion) * (1 - failRate);
}

/** The server's fail rate that makes runs of this model pass with chance `rate`. */
export function failRateFor(noise: ModelNoise, rate: number): number {
  return 1 - rate / (1 - noise.wrongTool - noise.failedCriterion);
}

/** The scenario file of trial `i`: its own request, so its runs draw their own paths. */
function scenarioYaml(i: number): string {
  return [
    `name: lookup ${i}`,
    `user_intent: Look up record 7 and tell me its name (trial ${i})`,
    'success_criteria:',
    '  - {called: mcp__records__lookup}',
    `  - {regex: '^${ANSWER}$'}`,
    '',
  ].join('\n');
}

/** The records server with this fail rate and seed (a session of the file's one process). */
async function records(failRate: number, seed: number): Promise<HttpServerConfig> {
  return httpConfig(
    'records',
    await sessionUrl('records-server.mjs', { FAIL_RATE: String(failRate), SEED: String(seed) }),
  );
}

/** Runs the project with these settings against the records server at this fail rate and seed. */
export type TrialRun = (input: SettingsInput, failRate: number, seed: number) => Promise<RunReport>;

/** A project of `trials` scenarios (t0, t1, ...) in `cwd`, and `go`: a run() over it against the emulator at `url`. */
export function trialProject(trials: number, url: string): { cwd: string; go: TrialRun } {
  const cwd = tempDir();
  mkdirSync(path.join(cwd, 'scenarios'));
  for (let i = 0; i < trials; i++) writeFileSync(path.join(cwd, `scenarios/t${i}.yaml`), scenarioYaml(i));
  const go: TrialRun = async (input, failRate, seed) => {
    const settings = parseSettings(
      {
        agent: 'claude',
        anthropicApiKey: 'sk-ant-trials',
        anthropicBaseUrl: url,
        scenarios: path.join(cwd, 'scenarios/*.yaml'),
        concurrency: 1,
        contractProtocol: 'none',
        modelRuns: 'always',
        ...input,
      },
      {},
    );
    const store = createBaselineStore({ kind: 'dir', dir: 'baselines', cacheKey: 'k', branch: 'b', cwd });
    return run(settings, { servers: [await records(failRate, seed)], store, cwd, env: {} });
  };
  return { cwd, go };
}

/**
 * The model: scenario t<i> draws among the paths of `noises[i]` (the last for the rest), from a generator seeded by
 * `seed` and its request.
 */
export function seededModel(noises: readonly ModelNoise[], seed: number): Responder {
  const models = noises.map((n) => {
    const p = plans(n);
    return drawPlans(p.plans, p.odds, seed);
  });
  return (req, i) => {
    const trial = Number(/\(trial (\d+)\)/.exec(JSON.stringify(req.body.messages?.[0]?.content ?? ''))?.[1] ?? 0);
    return models[Math.min(trial, models.length - 1)](req, i);
  };
}

/** A compare's verdicts and runs made, per scenario. */
export function verdictsOf(report: RunReport): { verdict: RegressionVerdict | 'none'; runs: number }[] {
  return report.scenarios.map((s) => ({ verdict: s.regression?.verdict ?? 'none', runs: s.runs.length }));
}
