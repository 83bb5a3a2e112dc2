// The statistical claims of docs/scoring/pass-rates.md on seeded noise, at a size that fits npm test (the benchmark
// runs them at full size, and through the whole harness): false alarms, detection, runs spent, and "insufficient" at
// runs 2 on a borderline case. Baselines of 20 runs.
import { describe, expect, it } from 'vitest';
import {
  levels,
  looksOf,
  normalQuantile,
  passAtK,
  passHatK,
  testDifference,
  DEFAULT_DESIGN,
} from '../../src/scoring/index.js';
import { runTrials, type TrialSpec } from '../helpers/rate-trials.js';

const TRIALS = 2000;
const spec = (current: number, runs: number | 'auto', baseline = 0.9): TrialSpec => ({
  baseline,
  current,
  baselineRuns: 20,
  runs,
  maxRuns: 20,
});
const share = (o: ReturnType<typeof runTrials>, v: keyof typeof o.verdicts) => o.verdicts[v] / o.trials;

describe('the test of the difference on seeded noise', () => {
  it('at runs 20: an unchanged server (10% failing) is a false alarm in at most 5%, 0.9 -> 0.5 caught in 80%', () => {
    expect(share(runTrials(spec(0.9, 20), TRIALS, 1), 'regression')).toBeLessThanOrEqual(0.05);
    expect(share(runTrials(spec(0.9, 20, 0.6), TRIALS, 2), 'regression')).toBeLessThanOrEqual(0.05);
    expect(share(runTrials(spec(0.5, 20), TRIALS, 3), 'regression')).toBeGreaterThanOrEqual(0.8);
  });

  it('under runs auto (max 20): at most 5% false alarms in at most half the runs; 75% caught in at most 0.8x', () => {
    const same = runTrials(spec(0.9, 'auto'), TRIALS, 4);
    expect(share(same, 'regression')).toBeLessThanOrEqual(0.05);
    expect(same.meanRuns).toBeLessThanOrEqual(10);
    const drop = runTrials(spec(0.5, 'auto'), TRIALS, 5);
    expect(share(drop, 'regression')).toBeGreaterThanOrEqual(0.75);
    expect(drop.meanRuns).toBeLessThanOrEqual(16);
  });

  it('at runs 2, a borderline case (0.9 -> 0.7) is insufficient, with the runs that would tell', () => {
    expect(share(runTrials(spec(0.7, 2), TRIALS, 6), 'insufficient')).toBeGreaterThanOrEqual(0.8);
    const r = testDifference({ passes: 18, runs: 20 }, { passes: 1, runs: 2 }, [2], DEFAULT_DESIGN);
    expect(r).toMatchObject({ verdict: 'insufficient', runs_needed: 25 });
  });

  it('reads more looks at stricter levels, and a lower power at a looser lower bound', () => {
    const once = levels(20, [20], DEFAULT_DESIGN);
    const every = levels(20, looksOf('auto', 20), DEFAULT_DESIGN);
    expect(every.prove).toBeGreaterThan(once.prove);
    expect(every.clear).toBeGreaterThan(once.clear);
    expect(levels(20, [20], { ...DEFAULT_DESIGN, power: 0.6 }).clear).toBeLessThan(once.clear);
  });
});

describe('pass@k and pass^k, the normal quantile', () => {
  it('agree with their definitions', () => {
    // 8 of 10 at k = 2: 1 - C(2,2)/C(10,2) and C(8,2)/C(10,2).
    expect(passAtK(8, 10, 2)).toBeCloseTo(1 - 1 / 45, 10);
    expect(passHatK(8, 10, 2)).toBeCloseTo(28 / 45, 10);
    expect(passHatK(0, 3, 3)).toBe(0);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 5);
  });
});
