// The test of the difference between a scenario's pass rate and its baseline's (docs/scoring/pass-rates.md): Newcombe's
// interval on the difference from two continuity-corrected Wilson intervals, read at levels calibrated exactly for the
// baseline's runs and the looks the test makes (one after the last run; under runs auto, one after every run), so that
// whatever the true rate, a false regression has at most `alpha` chance and a missed drop of `drop` at most
// 1 - `power`. Pure; the calibration is memoized.
import type { Regression } from '../results/evaluation.js';
import { choose } from './pass-rate.js';

/** The error rates the test is held to (settings rate-alpha, rate-power, rate-drop). */
export interface RateDesign {
  /** The chance of a regression verdict when nothing changed, at most. */
  alpha: number;
  /** The chance of a regression verdict when the rate fell by `drop`, at least (when the runs allow). */
  power: number;
  /** The drop of the pass rate the test is sized to catch. */
  drop: number;
}

export const DEFAULT_DESIGN: RateDesign = { alpha: 0.05, power: 0.8, drop: 0.3 };

/** Passes out of runs. */
export interface Tally {
  passes: number;
  runs: number;
}

/** The normal quantiles the two bounds are read at: `prove` for the upper bound, `clear` for the lower. */
export interface Levels {
  prove: number;
  clear: number;
}

/** The Wilson interval with a continuity correction (Newcombe 1998, method 4): never narrower than the exact one. */
export function wilsonCC(x: number, n: number, z: number): [number, number] {
  const p = x / n;
  const q = 1 - p;
  const z2 = z * z;
  const den = 2 * (n + z2);
  const low =
    x === 0 ? 0 : (2 * n * p + z2 - 1 - z * Math.sqrt(Math.max(0, z2 - 2 - 1 / n + 4 * p * (n * q + 1)))) / den;
  const high =
    x === n ? 1 : (2 * n * p + z2 + 1 + z * Math.sqrt(Math.max(0, z2 + 2 - 1 / n + 4 * p * (n * q - 1)))) / den;
  return [Math.max(0, low), Math.min(1, high)];
}

/** Newcombe's interval (method 11) on current - baseline: the lower bound at quantile zLow, the upper at zHigh. */
export function difference(baseline: Tally, current: Tally, zLow: number, zHigh: number): [number, number] {
  const p0 = baseline.passes / baseline.runs;
  const p1 = current.passes / current.runs;
  // The lower bound: the current rate as low and the baseline's as high as they plausibly are; the upper, the reverse.
  const [, u0] = wilsonCC(baseline.passes, baseline.runs, zLow);
  const [l1] = wilsonCC(current.passes, current.runs, zLow);
  const [l0] = wilsonCC(baseline.passes, baseline.runs, zHigh);
  const [, u1] = wilsonCC(current.passes, current.runs, zHigh);
  return [p1 - p0 - Math.hypot(p1 - l1, u0 - p0), p1 - p0 + Math.hypot(u1 - p1, p0 - l0)];
}

/** The looks of a test: after the last of `runs` runs, or under runs auto after every run up to `max`. */
export function looksOf(runs: number | 'auto', max: number): number[] {
  return runs === 'auto' ? Array.from({ length: max }, (_, i) => i + 1) : [runs];
}

/** runs auto stops at the first look that decides: a regression, or a drop ruled out. */
export const decided = (r: Pick<Regression, 'verdict'>): boolean => r.verdict !== 'insufficient';

/**
 * The verdict of one look: `regression` when even the upper bound is below 0 (a drop is proven), `no_regression`
 * when the lower bound is above -drop (a drop of `drop` is ruled out), else `insufficient`, with the runs on each side
 * that would catch such a drop.
 */
export function testDifference(
  baseline: Tally,
  current: Tally,
  looks: readonly number[],
  design: RateDesign,
): Regression {
  const z = levels(baseline.runs, looks, design);
  const [low, high] = difference(baseline, current, z.clear, z.prove);
  const verdict = high < 0 ? 'regression' : low > -design.drop ? 'no_regression' : 'insufficient';
  const needed = verdict === 'insufficient' ? runsNeeded(baseline.passes / baseline.runs, design) : null;
  return { verdict, low, high, runs_needed: needed, drop: design.drop };
}

/**
 * Runs on each side for a one-look test to catch a drop of `drop` from the baseline's rate with the chance `power`
 * (the normal approximation, Fleiss): an estimate to say how far the runs made are from telling.
 */
export function runsNeeded(baselineRate: number, design: RateDesign): number {
  const p0 = Math.max(baselineRate, design.drop);
  const p1 = p0 - design.drop;
  const mean = (p0 + p1) / 2;
  const za = normalQuantile(1 - design.alpha) * Math.sqrt(2 * mean * (1 - mean));
  const zb = normalQuantile(design.power) * Math.sqrt(p0 * (1 - p0) + p1 * (1 - p1));
  return Math.ceil(((za + zb) / design.drop) ** 2);
}

/** The standard normal quantile (Acklam's rational approximation, relative error under 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const poly = (k: number[], x: number) => k.reduce((acc, v) => acc * x + v, 0);
  const tail = (q: number) => poly([...c, 2.938163982698783], q) / (poly(d, q) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (poly([...a, 2.506628274631], r) * q) / (poly(b, r) * r + 1);
}

const memo = new Map<string, Levels>();

/**
 * The levels of a test of `looks` (the run counts after which it reads the interval) against a baseline of
 * `baselineRuns`: for each bound, the smallest quantile at which the exact chance of crossing it at any look, for the
 * worst true rate, is within its error rate (alpha for a false regression; 1 - power for a drop of `drop` ruled out).
 */
export function levels(baselineRuns: number, looks: readonly number[], design: RateDesign): Levels {
  const key = `${baselineRuns}:${looks.join(',')}:${design.alpha}:${design.power}:${design.drop}`;
  const known = memo.get(key);
  if (known) return known;
  const prove = smallestLevel(design.alpha, (z) =>
    worstCrossing(baselineRuns, looks, nullRates(), (b, c) => difference(b, c, z, z)[1] < 0),
  );
  const clear = smallestLevel(1 - design.power, (z) =>
    worstCrossing(baselineRuns, looks, dropRates(design.drop), (b, c) => difference(b, c, z, z)[0] > -design.drop),
  );
  const found = { prove, clear };
  memo.set(key, found);
  return found;
}

/** True rates (baseline, current) of an unchanged server: every rate a hundredth apart. */
const nullRates = (): [number, number][] => Array.from({ length: 99 }, (_, i) => [(i + 1) / 100, (i + 1) / 100]);

/** True rates of a server that lost `drop`: every baseline rate from `drop` up, a hundredth apart. */
function dropRates(drop: number): [number, number][] {
  const from = Math.ceil(drop * 100 - 1e-9);
  return Array.from({ length: 101 - from }, (_, i) => [(from + i) / 100, (from + i) / 100 - drop]);
}

/** The smallest quantile in [0, 6] whose error is within `target` (bisection: a wider interval crosses less). */
function smallestLevel(target: number, error: (z: number) => number): number {
  let [lo, hi] = [0, 6];
  for (let i = 0; i < 16; i++) {
    const mid = (lo + hi) / 2;
    if (error(mid) <= target) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The largest chance, over the true rates, that the runs cross `hit` at one of the looks (each path stops there). */
function worstCrossing(
  baselineRuns: number,
  looks: readonly number[],
  rates: [number, number][],
  hit: (b: Tally, c: Tally) => boolean,
): number {
  const table = crossings(baselineRuns, looks, hit);
  let worst = 0;
  for (const [p0, p1] of rates) {
    let total = 0;
    for (let x0 = 0; x0 <= baselineRuns; x0++) {
      total += binomial(baselineRuns, x0, p0) * crossChance(looks, table[x0], p1);
    }
    worst = Math.max(worst, total);
  }
  return worst;
}

/** For each baseline count and look, which current counts cross. */
function crossings(
  baselineRuns: number,
  looks: readonly number[],
  hit: (b: Tally, c: Tally) => boolean,
): boolean[][][] {
  return Array.from({ length: baselineRuns + 1 }, (_, passes) =>
    looks.map((n) =>
      Array.from({ length: n + 1 }, (_, x) => hit({ passes, runs: baselineRuns }, { passes: x, runs: n })),
    ),
  );
}

/** The chance that current runs with true rate p cross at one of the looks, given the crossing table of a baseline. */
function crossChance(looks: readonly number[], table: boolean[][], p: number): number {
  // dist[x]: the chance of x passes so far on a path that has not crossed yet.
  const dist = new Float64Array(looks[looks.length - 1] + 1);
  dist[0] = 1;
  let ran = 0;
  let crossed = 0;
  for (let i = 0; i < looks.length; i++) {
    for (; ran < looks[i]; ran++) {
      for (let x = ran + 1; x > 0; x--) dist[x] = dist[x] * (1 - p) + dist[x - 1] * p;
      dist[0] *= 1 - p;
    }
    const row = table[i];
    for (let x = 0; x <= ran; x++) {
      if (row[x]) {
        crossed += dist[x];
        dist[x] = 0;
      }
    }
  }
  return crossed;
}

/** P(X = k) for X ~ Binomial(n, p). */
const binomial = (n: number, k: number, p: number): number => choose(n, k) * p ** k * (1 - p) ** (n - k);
