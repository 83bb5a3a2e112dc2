// ADK-style match flags and how a scenario's `match` mode turns into the trajectory score
// (docs/scoring/match-modes.md).
import type { Evaluation, MatchMode } from '../results/index.js';
import type { ToolCallRecord } from '../results/trajectory.js';
import { callFailed } from './drift.js';
import { isIgnored, type IgnoreSet } from './similarity.js';

export type MatchFlags = Evaluation['match'];

/**
 * Arguments without the ignored keys (any depth, or dotted path), keys inserted sorted: JSON.stringify of it is
 * canonicalJson of the arguments (without canonicalJson's replacer, which copies every object again).
 */
function argsKey(v: unknown, ignore: IgnoreSet, path = ''): unknown {
  if (Array.isArray(v)) return v.map((x) => argsKey(x, ignore, `${path}[]`));
  if (v === null || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).sort()) {
    const p = path ? `${path}.${k}` : k;
    if (!isIgnored(ignore, p, k)) out[k] = argsKey((v as Record<string, unknown>)[k], ignore, p);
  }
  return out;
}

interface Keyed {
  key: string;
  /** is_error, or a failure answered in-band (drift.ts). */
  failed: boolean;
}

function keyed(calls: ToolCallRecord[], ignore: IgnoreSet, fields: IgnoreSet): Keyed[] {
  return calls.map((c) => ({
    key: `${c.id} ${JSON.stringify(argsKey(c.arguments, ignore))}`,
    failed: callFailed(c, fields),
  }));
}

/** Same tool and equal arguments, and not a call that succeeded in the baseline and fails now. */
function matches(b: Keyed, c: Keyed): boolean {
  return b.key === c.key && !(c.failed && !b.failed);
}

/**
 * exact: same calls, same order, nothing else. in_order: the baseline's calls appear in this
 * order, extra calls allowed. any_order: each baseline call appears, any order, extras allowed.
 */
export function matchFlags(
  baseline: ToolCallRecord[],
  current: ToolCallRecord[],
  ignoreArgs: readonly string[] = [],
  ignoreResponseFields: readonly string[] = [],
): MatchFlags {
  const ignore = new Set(ignoreArgs);
  const fields = new Set(ignoreResponseFields);
  const bs = keyed(baseline, ignore, fields);
  const cs = keyed(current, ignore, fields);
  const exact = bs.length === cs.length && bs.every((b, i) => matches(b, cs[i]));

  // Subsequence test: taking the earliest fitting current call never hurts later ones.
  let j = 0;
  let inOrder = true;
  for (const b of bs) {
    while (j < cs.length && !matches(b, cs[j])) j++;
    if (j === cs.length) {
      inOrder = false;
      break;
    }
    j++;
  }

  // Per key: baseline calls that succeeded need current calls that succeed; failed ones take any.
  const count = new Map<string, { bOk: number; bAll: number; cOk: number; cAll: number }>();
  const at = (key: string) => count.get(key) ?? (count.set(key, { bOk: 0, bAll: 0, cOk: 0, cAll: 0 }), count.get(key)!);
  for (const b of bs) {
    const n = at(b.key);
    n.bAll++;
    if (!b.failed) n.bOk++;
  }
  for (const c of cs) {
    const n = at(c.key);
    n.cAll++;
    if (!c.failed) n.cOk++;
  }
  const anyOrder = [...count.values()].every((n) => n.bOk <= n.cOk && n.bAll <= n.cAll);

  return { exact, in_order: inOrder, any_order: anyOrder };
}

/** The trajectory score T under a match mode: the similarity, or 1 / 0 as the mode's flag says it matched. */
export function modeScore(mode: MatchMode, similarity: number, flags: MatchFlags): number {
  if (mode === 'similarity') return similarity;
  const modeMatched = mode === 'exact' ? flags.exact : mode === 'in_order' ? flags.in_order : flags.any_order;
  return modeMatched ? 1 : 0;
}
