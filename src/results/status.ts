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

/**
 * The statuses that need no explaining: as its baseline (GOOD) or recorded. Any other has a cause to find
 * (scoring/causes.ts), detail to show (the reports) and a service to ask whether it stopped under it (pipeline).
 */
export function needsNoExplaining(s: Status): boolean {
  return s === 'GOOD' || s === 'RECORDED';
}

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

/** The setting fail-on: which statuses fail the check (verdict.ts holds the rule). */
export const FAIL_ON = ['broken', 'degraded', 'acceptable', 'flaky', 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];

export const STATUS_EMOJI: Record<Status, string> = {
  GOOD: '✅',
  ACCEPTABLE: '🟢',
  DEGRADED: '🟡',
  BROKEN: '🔴',
  ERROR: '💥',
  RECORDED: '📼',
};
