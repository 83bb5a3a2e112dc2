// A scenario's pass rate over its runs and the test of it against its baseline's (docs/scoring/pass-rates.md): the one
// place the per-run pass rule is applied (`passes`), the baseline's rate as its file keeps it, the verdict with more
// than one run, and whether runs auto may stop. The arithmetic is scoring's (pass-rate.ts, rate-test.ts).
import type { Baseline } from '../baselines/index.js';
import type { PassRate, Regression, RunResult } from '../results/index.js';
import type { Trajectory } from '../results/trajectory.js';
import type { Scenario } from '../scenario/schema.js';
import {
  decided,
  looksOf,
  passRate,
  runPasses,
  testDifference,
  type RateDesign,
  type Tally,
} from '../scoring/index.js';
import type { RunLimits, ScenarioSettings } from './context.js';

/** Did this run pass? The one per-run rule, called from here only, so every rate counts alike. */
export function passes(scenario: Pick<Scenario, 'ignore'>, t: Trajectory): boolean {
  return runPasses(t, scenario.ignore.response_fields);
}

/** Passes out of these runs. */
export function tallyRuns(scenario: Pick<Scenario, 'ignore'>, runs: readonly Trajectory[]): Tally {
  return { passes: runs.filter((t) => passes(scenario, t)).length, runs: runs.length };
}

/** The rate a recording of these runs keeps: with more than one run (a single run is no rate). */
export function recordedRate(scenario: Pick<Scenario, 'ignore'>, runs: readonly RunResult[]): Tally | undefined {
  return runs.length > 1
    ? tallyRuns(
        scenario,
        runs.map((r) => r.trajectory),
      )
    : undefined;
}

/** A baseline's rate: as its file keeps it; one recorded before rates were, its variations (each a run that passed). */
export function baselineTally(b: Pick<Baseline, 'trajectories' | 'pass_rate'>): Tally {
  return b.pass_rate ?? { passes: b.trajectories.length, runs: b.trajectories.length };
}

/** The error rates of the test, from the settings. */
export function rateDesign(s: Pick<ScenarioSettings, 'rateAlpha' | 'ratePower' | 'rateDrop'>): RateDesign {
  return { alpha: s.rateAlpha, power: s.ratePower, drop: s.rateDrop };
}

/** What the test of a scenario's runs needs: its settings and limits (auto: it looked after every run). */
export interface RateContext {
  settings: Pick<ScenarioSettings, 'rateAlpha' | 'ratePower' | 'rateDrop'>;
  limits: Pick<RunLimits, 'runs' | 'auto'>;
}

/** The looks of the test: after the last run, or under runs auto after every run up to the most. */
const looks = (n: number, ctx: RateContext) => looksOf(ctx.limits.auto ? 'auto' : n, ctx.limits.runs);

/**
 * The rate of the runs counted (a confirmation is an extra draw, not counted), and with more than one the test of the
 * difference against the baseline's rate; null with no run to count.
 */
export function rateVerdict(
  scenario: Pick<Scenario, 'ignore'>,
  baseline: Pick<Baseline, 'trajectories' | 'pass_rate'>,
  runs: readonly RunResult[],
  ctx: RateContext,
): { pass_rate: PassRate; regression?: Regression } | null {
  const counted = tallyRuns(
    scenario,
    runs.filter((r) => !r.confirmation).map((r) => r.trajectory),
  );
  if (counted.runs === 0) return null;
  const pass_rate = passRate(counted.passes, counted.runs);
  if (counted.runs < 2) return { pass_rate };
  const regression = testDifference(
    baselineTally(baseline),
    counted,
    looks(counted.runs, ctx),
    rateDesign(ctx.settings),
  );
  return { pass_rate, regression };
}

/**
 * The runs a scenario of several runs is scored by: those that passed, when one did; else every judged run (a run
 * that fails alike each time is a break for the similarity to show, and the rate's test to prove).
 */
export function passedRuns(scenario: Pick<Scenario, 'ignore'>, runs: readonly RunResult[]): RunResult[] {
  const judged = runs.filter((r) => r.evaluation && !r.confirmation);
  const passed = judged.filter((r) => passes(scenario, r.trajectory));
  return passed.length ? passed : judged;
}

/** runs auto: after these runs, has the test decided (so no more are needed)? Not before the second run. */
export function rateDecided(
  scenario: Pick<Scenario, 'ignore'>,
  baseline: Pick<Baseline, 'trajectories' | 'pass_rate'>,
  runs: readonly Trajectory[],
  ctx: RateContext,
): boolean {
  if (runs.length < 2) return false;
  const r = testDifference(
    baselineTally(baseline),
    tallyRuns(scenario, runs),
    looks(runs.length, ctx),
    rateDesign(ctx.settings),
  );
  return decided(r);
}
