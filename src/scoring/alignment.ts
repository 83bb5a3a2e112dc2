// Order-preserving optimal alignment of two call sequences (docs/scoring/alignment.md).
// Dynamic programming like Needleman-Wunsch with gap cost 0: maximise the sum of the paired
// calls' similarities, then (to break ties) the number of pairs of the same tool, so that a call
// that now fails is shown next to its baseline call rather than as missing + extra.
import type { Pair, PairKind } from '../results/index.js';
import type { ToolCallRecord } from '../results/trajectory.js';
import { callFailed } from './drift.js';
import { outcomeOf, outcomeSignatures, sameOutcome, type Outcome } from './outcome.js';
import { differingKeys, prepareCall, preparedCallSimilarity, samePrepared, type PreparedCall } from './similarity.js';
import { foldList } from '../util/text.js';

/** Above this many DP cells (64 MiB of directions) calls are paired by position instead. */
export const MAX_ALIGNMENT_CELLS = 1 << 26;

const UP = 0; // baseline call unpaired: missing
const LEFT = 1; // current call unpaired: extra
const DIAG = 2; // paired

export interface Alignment {
  pairs: Pair[];
  /** Sum of the paired similarities / max(len); 1 when both are empty. */
  score: number;
  /** Some current call fails (is_error or in-band) where its paired baseline call of the same tool did not. */
  nowFails: boolean;
  /**
   * The pairs (by index) whose two calls are of the same tool with other arguments (ignore_args aside): what such a
   * call answered differently may be the arguments' doing, not the server's (drift.ts, docs/scoring/drift.md).
   */
  otherArgs: ReadonlySet<number>;
}

/** The label of a pair whose current call fails (is_error, or in-band) where the baseline's did not. */
export const NOW_FAILS = 'tool now fails';

type Op = { op: 'pair'; b: number; c: number } | { op: 'missing'; b: number } | { op: 'extra'; c: number };

/**
 * Below the best score a cell has so far by more than this, a pair cannot beat it: far more than a float sum's
 * rounding (scores are at most 2^13: MAX_ALIGNMENT_CELLS), far less than any difference a similarity makes.
 */
const SLACK = 1e-9;

/** A call prepared for the alignment: its arguments, its answer for the same-outcome rule, and whether it failed. */
interface AlignedCall extends PreparedCall {
  outcome: Outcome | null;
  /** sameOutcome(b, c) !== null exactly when b and c share a non-negative answer or ranked number (outcomeIds). */
  answer: number;
  ranked: number;
  /** is_error, or a failure its answer reports in-band (an error object, a blocked status: drift.ts). */
  failed: boolean;
}

export function align(
  baseline: ToolCallRecord[],
  current: ToolCallRecord[],
  ignoreArgs: readonly string[] = [],
  ignoreResponseFields: readonly string[] = [],
  readOnly: ReadonlySet<string> = new Set(),
): Alignment {
  const ignore = new Set(ignoreArgs);
  const fields = new Set(ignoreResponseFields);
  const ids = outcomeIds();
  const prep = (c: ToolCallRecord): AlignedCall => {
    const outcome = outcomeOf(c, fields, readOnly.has(c.id));
    return { ...prepareCall(c, ignore), outcome, ...ids(outcome), failed: callFailed(c, fields) };
  };
  const bs = baseline.map(prep);
  const cs = current.map(prep);
  const n = bs.length;
  const m = cs.length;
  if (n === 0 && m === 0) return { pairs: [], score: 1, nowFails: false, otherArgs: new Set() };
  const ops = (n + 1) * (m + 1) > MAX_ALIGNMENT_CELLS ? positionalOps(n, m) : optimalOps(bs, cs);
  return toPairs(ops, bs, cs);
}

function optimalOps(bs: AlignedCall[], cs: AlignedCall[]): Op[] {
  const n = bs.length;
  const m = cs.length;
  // Tool ids as small integers: most cells compare two ints and skip the similarity.
  const ids = new Map<string, number>();
  const idOf = (id: string): number => ids.get(id) ?? (ids.set(id, ids.size), ids.size - 1);
  const bId = Int32Array.from(bs, (c) => idOf(c.id));
  const cId = Int32Array.from(cs, (c) => idOf(c.id));

  const w = m + 1;
  const dir = new Uint8Array((n + 1) * w);
  let prev = new Float64Array(w);
  let cur = new Float64Array(w);
  let prevTies = new Int32Array(w);
  let curTies = new Int32Array(w);
  dir.fill(LEFT, 0, w);
  for (let i = 1; i <= n; i++) {
    const row = i * w;
    const bi = bId[i - 1];
    const b = bs[i - 1];
    dir[row] = UP;
    // The cells left (cur[j - 1]) and up-left (prev[j - 1]) of cell j, carried along the row.
    let left = 0;
    let leftTies = 0;
    let diag = 0;
    let diagTies = 0;
    for (let j = 1; j <= m; j++) {
      const up = prev[j];
      const upTies = prevTies[j];
      let best = up;
      let ties = upTies;
      let d = UP;
      if (left > best || (left === best && leftTies > ties)) {
        best = left;
        ties = leftTies;
        d = LEFT;
      }
      // Only a pair that reaches best - diag can win the cell: the rest are found so on their first values.
      const sim = bi === cId[j - 1] ? pairSimilarity(b, cs[j - 1], best - diag - SLACK) : -1;
      if (sim >= 0 && (diag + sim > best || (diag + sim === best && diagTies + 1 >= ties))) {
        best = diag + sim;
        ties = diagTies + 1;
        d = DIAG;
      }
      cur[j] = left = best;
      curTies[j] = leftTies = ties;
      dir[row + j] = d;
      diag = up;
      diagTies = upTies;
    }
    [prev, cur] = [cur, prev];
    [prevTies, curTies] = [curTies, prevTies];
  }

  const ops: Op[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const d = dir[i * w + j];
    if (d === DIAG) ops.push({ op: 'pair', b: --i, c: --j });
    else if (d === UP) ops.push({ op: 'missing', b: --i });
    else ops.push({ op: 'extra', c: --j });
  }
  return ops.reverse();
}

/** Fallback for huge trajectories: call k with call k. */
function positionalOps(n: number, m: number): Op[] {
  const ops: Op[] = [];
  for (let k = 0; k < Math.max(n, m); k++) {
    if (k < n && k < m) ops.push({ op: 'pair', b: k, c: k });
    else if (k < n) ops.push({ op: 'missing', b: k });
    else ops.push({ op: 'extra', c: k });
  }
  return ops;
}

/** A row for a call with no partner: a baseline call missing now, or an extra current call. */
function unpaired(kind: 'missing' | 'extra', index: number, id: string): Pair {
  const missing = kind === 'missing';
  return {
    kind,
    baseline_index: missing ? index : null,
    current_index: missing ? null : index,
    baseline_id: missing ? id : null,
    current_id: missing ? null : id,
    similarity: 0,
    label: missing ? 'missing call' : 'extra call',
  };
}

/**
 * Turn the alignment into table rows. Unpaired calls between the same two pairs were replaced,
 * not inserted: they are zipped into `mismatch` rows (similarity 0); the rest stay extra / missing.
 */
function toPairs(ops: Op[], bs: AlignedCall[], cs: AlignedCall[]): Alignment {
  const pairs: Pair[] = [];
  let sum = 0;
  let nowFails = false;
  const otherArgs = new Set<number>();
  let missing: number[] = [];
  let extra: number[] = [];
  const pair = (b: number, c: number, sim: number): void => {
    const kind: PairKind = sim >= 1 ? 'match' : sim > 0 ? 'partial' : 'mismatch';
    nowFails ||= failsAnew(bs[b], cs[c]);
    if (bs[b].id === cs[c].id && !samePrepared(bs[b].args, cs[c].args)) otherArgs.add(pairs.length);
    pairs.push({
      kind,
      baseline_index: b,
      current_index: c,
      baseline_id: bs[b].id,
      current_id: cs[c].id,
      similarity: sim,
      label: pairLabel(kind, bs[b], cs[c]),
    });
  };
  const flush = (): void => {
    const k = Math.min(missing.length, extra.length);
    for (let x = 0; x < k; x++) pair(missing[x], extra[x], 0);
    for (const b of missing.slice(k)) pairs.push(unpaired('missing', b, bs[b].id));
    for (const c of extra.slice(k)) pairs.push(unpaired('extra', c, cs[c].id));
    missing = [];
    extra = [];
  };
  for (const o of ops) {
    if (o.op === 'missing') missing.push(o.b);
    else if (o.op === 'extra') extra.push(o.c);
    else {
      flush();
      const sim = pairSimilarity(bs[o.b], cs[o.c]);
      sum += sim;
      pair(o.b, o.c, sim);
    }
  }
  flush();
  return { pairs, score: sum / Math.max(bs.length, cs.length), nowFails, otherArgs };
}

const MAX_LABEL_KEYS = 3;

/** The same tool, failing now (is_error or in-band) where the baseline's call did not. */
const failsAnew = (b: AlignedCall, c: AlignedCall): boolean => b.id === c.id && c.failed && !b.failed;

/**
 * Call similarity (similarity.ts), except that a call of the same tool whose other arguments got the same answer
 * as the baseline's is a match (docs/scoring/same-outcome.md). Given a floor above 0, -1 when it is below the floor.
 */
function pairSimilarity(b: AlignedCall, c: AlignedCall, floor = 0): number {
  // A call that now fails, in-band or not, did not do what the baseline's did.
  if (failsAnew(b, c)) return 0;
  // Similarity is at most 1: the same outcome makes it 1 whatever the arguments.
  if (b.id === c.id && ((b.answer >= 0 && b.answer === c.answer) || (b.ranked >= 0 && b.ranked === c.ranked))) return 1;
  return preparedCallSimilarity(b, c, floor);
}

/** Numbers for the calls' outcome signatures (outcome.ts), equal for equal signatures, -1 for none. */
function outcomeIds(): (o: Outcome | null) => { answer: number; ranked: number } {
  const seen = new Map<string, number>();
  const id = (s: string | null): number => (s === null ? -1 : (seen.get(s) ?? (seen.set(s, seen.size), seen.size - 1)));
  return (o) => {
    const sig = outcomeSignatures(o);
    return { answer: id(sig.answer), ranked: id(sig.ranked) };
  };
}

function pairLabel(kind: PairKind, b: AlignedCall, c: AlignedCall): string {
  if (kind === 'match') {
    const keys = differingKeys(b.args, c.args);
    if (keys.length === 0) return 'same call';
    return `same outcome: different ${listKeys(keys)}, ${sameOutcome(b.outcome, c.outcome) ?? 'same answer'}`;
  }
  if (b.id !== c.id) return 'different tool';
  if (failsAnew(b, c)) return NOW_FAILS;
  const keys = differingKeys(b.args, c.args);
  return keys.length === 0 ? 'args differ' : `args differ: ${listKeys(keys)}`;
}

/** `query, limit`, `a, b, c, +2 more` */
function listKeys(keys: string[]): string {
  return foldList(keys, MAX_LABEL_KEYS);
}
