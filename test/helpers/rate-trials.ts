// Trials of the test of the difference on known noise, with no harness around it: a baseline of `baselineRuns` runs
// each passing with chance `baseline`, then runs passing with chance `current`, judged as compare judges them (after
// the last run, or under runs auto after each run until a look decides). What the unit tests check at a size that fits
// npm test, and the benchmark at full size.
import { decided, DEFAULT_DESIGN, looksOf, testDifference, type RateDesign } from '../../src/scoring/index.js';
import type { RegressionVerdict } from '../../src/results/index.js';
import { mulberry32 } from './seeded.js';

export interface TrialSpec {
  baseline: number;
  current: number;
  baselineRuns: number;
  runs: number | 'auto';
  maxRuns: number;
  design?: RateDesign;
}

export interface TrialsOutcome {
  trials: number;
  /** How many trials ended in each verdict. */
  verdicts: Record<RegressionVerdict, number>;
  /** The runs made today, on average. */
  meanRuns: number;
}

/** `trials` seeded trials of one spec. */
export function runTrials(spec: TrialSpec, trials: number, seed: number): TrialsOutcome {
  const draw = mulberry32(seed);
  const verdicts: Record<RegressionVerdict, number> = { regression: 0, no_regression: 0, insufficient: 0 };
  let runs = 0;
  for (let t = 0; t < trials; t++) {
    const out = oneTrial(spec, draw);
    verdicts[out.verdict]++;
    runs += out.runs;
  }
  return { trials, verdicts, meanRuns: runs / trials };
}

function oneTrial(spec: TrialSpec, draw: () => number): { verdict: RegressionVerdict; runs: number } {
  const passes = (n: number, p: number) => Array.from({ length: n }, () => draw() < p).filter(Boolean).length;
  const baseline = { passes: passes(spec.baselineRuns, spec.baseline), runs: spec.baselineRuns };
  const looks = looksOf(spec.runs, spec.maxRuns);
  const design = spec.design ?? DEFAULT_DESIGN;
  let current = { passes: 0, runs: 0 };
  for (const n of looks) {
    current = { passes: current.passes + passes(n - current.runs, spec.current), runs: n };
    const r = testDifference(baseline, current, looks, design);
    if (decided(r) || n === looks.at(-1)) return { verdict: r.verdict, runs: n };
  }
  throw new Error('no look');
}
