// A scenario's pass rate over its runs (docs/scoring/pass-rates.md): how many runs passed by the one per-run rule
// (run-passes.ts), a 95% Wilson interval around it, and pass@k / pass^k. Pure.
import type { PassRate, Regression } from '../results/evaluation.js';

/** The two-sided 95% normal quantile: the level of every interval shown beside a rate. */
export const Z95 = 1.959963984540054;

/** pass@k and pass^k are told for this many tries (fewer when fewer runs were made). */
export const PASS_K = 3;

/** The Wilson score interval of `passes` out of `runs` at the normal quantile z; [0, 1] with no runs. */
export function wilson(passes: number, runs: number, z = Z95): [number, number] {
  if (runs === 0) return [0, 1];
  const p = passes / runs;
  const z2 = z * z;
  const centre = (p + z2 / (2 * runs)) / (1 + z2 / runs);
  const half = (z * Math.sqrt((p * (1 - p)) / runs + z2 / (4 * runs * runs))) / (1 + z2 / runs);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** C(n, k) as a float (n small: the runs of a scenario). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

/** pass@k: the chance that at least one of k runs drawn from these passes (the unbiased estimator, Chen et al.). */
export function passAtK(passes: number, runs: number, k: number): number {
  return 1 - choose(runs - passes, k) / choose(runs, k);
}

/** pass^k: the chance that all k runs drawn from these pass (tau-bench's estimator). */
export function passHatK(passes: number, runs: number, k: number): number {
  return choose(passes, k) / choose(runs, k);
}

/** The rate of `passes` out of `runs` (at least one run): its 95% interval, pass@k and pass^k. */
export function passRate(passes: number, runs: number): PassRate {
  const [low, high] = wilson(passes, runs);
  const k = Math.min(PASS_K, runs);
  return { passes, runs, low, high, k, pass_at_k: passAtK(passes, runs, k), pass_hat_k: passHatK(passes, runs, k) };
}

const two = (x: number) => x.toFixed(2);

/** A rate in a cell: `18/20 (0.70-0.97)`, the 95% interval in brackets. */
export function rateCell(r: Pick<PassRate, 'passes' | 'runs' | 'low' | 'high'>): string {
  return `${r.passes}/${r.runs} (${two(r.low)}-${two(r.high)})`;
}

/** A rate in words: `18/20 runs passed (95% interval 0.70-0.97), pass@3 1.00, pass^3 0.72`. */
export function describeRate(r: PassRate): string {
  const k = r.k > 0 ? `, pass@${r.k} ${two(r.pass_at_k)}, pass^${r.k} ${two(r.pass_hat_k)}` : '';
  return `${r.passes}/${r.runs} runs passed (95% interval ${two(r.low)}-${two(r.high)})${k}`;
}

/** The verdict of the test in words, its bounds on the difference, and for insufficient the runs that would tell. */
export function describeRateVerdict(r: Regression): string {
  const bounds = `difference ${two(r.low)} to ${two(r.high)}`;
  if (r.verdict === 'regression') return `regression: the pass rate fell (${bounds})`;
  if (r.verdict === 'no_regression') return `no regression: a drop of ${two(r.drop)} is ruled out (${bounds})`;
  const needed = r.runs_needed === null ? '' : `; about ${r.runs_needed} runs on each side would`;
  return `insufficient: the runs cannot tell whether the pass rate fell (${bounds})${needed}`;
}
