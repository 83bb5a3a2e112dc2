// Status bands and the fail-on policy, shared by scoring, reports and the entry points.

export const BANDS = ['GOOD', 'ACCEPTABLE', 'DEGRADED', 'BROKEN'] as const;
export type Band = (typeof BANDS)[number];
export type Status = Band | 'ERROR' | 'RECORDED';
export const STATUSES = [
  'ERROR',
  'BROKEN',
  'DEGRADED',
  'ACCEPTABLE',
  'GOOD',
  'RECORDED',
] as const satisfies readonly Status[];

export interface Thresholds {
  good: number;
  acceptable: number;
  degraded: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = { good: 0.8, acceptable: 0.6, degraded: 0.3 };

/** Band edges from the highest band down; each must be at least the next. */
const THRESHOLD_ORDER = ['good', 'acceptable', 'degraded'] as const;

/** Each adjacent pair of the given thresholds that is out of order, `[higher band, lower band]`. */
export function thresholdInversions(t: Partial<Thresholds>): [keyof Thresholds, keyof Thresholds][] {
  const given = THRESHOLD_ORDER.filter((k) => t[k] !== undefined);
  const out: [keyof Thresholds, keyof Thresholds][] = [];
  for (let i = 1; i < given.length; i++) {
    const [hi, lo] = [given[i - 1], given[i]];
    if ((t[hi] as number) < (t[lo] as number)) out.push([hi, lo]);
  }
  return out;
}

export function band(score: number, t: Thresholds = DEFAULT_THRESHOLDS): Band {
  if (score >= t.good) return 'GOOD';
  if (score >= t.acceptable) return 'ACCEPTABLE';
  if (score >= t.degraded) return 'DEGRADED';
  return 'BROKEN';
}

/** Worse first: ERROR, BROKEN, DEGRADED, ACCEPTABLE, GOOD, RECORDED. */
/** The middle of a band below GOOD: the score every cap (response drift, criteria, latency) lowers a run to. */
export function bandMiddle(b: Exclude<Band, 'GOOD'>, t: Thresholds): number {
  if (b === 'ACCEPTABLE') return (t.acceptable + t.good) / 2;
  if (b === 'DEGRADED') return (t.degraded + t.acceptable) / 2;
  return t.degraded / 2;
}

export function severity(s: Status): number {
  return STATUSES.indexOf(s);
}

export function worst(statuses: Status[]): Status {
  return statuses.reduce<Status>((w, s) => (severity(s) < severity(w) ? s : w), 'RECORDED');
}

/** `flaky` fails as `broken` does, and on a scenario whose runs landed in different bands too (results.ts). */
export const FAIL_ON = ['broken', 'degraded', 'acceptable', 'flaky', 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];

/** Does this status fail the check? ERROR always does, unless fail-on is `never`. */
export function fails(s: Status, failOn: FailOn): boolean {
  if (failOn === 'never' || s === 'RECORDED') return false;
  const limit: Record<Exclude<FailOn, 'never'>, Status> = {
    broken: 'BROKEN',
    degraded: 'DEGRADED',
    acceptable: 'ACCEPTABLE',
    flaky: 'BROKEN',
  };
  return severity(s) <= severity(limit[failOn]);
}

export const STATUS_EMOJI: Record<Status, string> = {
  GOOD: '✅',
  ACCEPTABLE: '🟢',
  DEGRADED: '🟡',
  BROKEN: '🔴',
  ERROR: '💥',
  RECORDED: '📼',
};
