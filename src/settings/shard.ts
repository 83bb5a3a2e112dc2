// Sharding a suite across the jobs of a GitHub Actions matrix: `shard: k/n` runs part k of n. Every shard computes
// the same split on its own, so the split is a pure function of the suite (ids and the durations its baselines
// recorded), the same on every machine: greedy longest-first by duration when baselines know any, else the
// scenarios dealt out in the order of their ids' hashes. Each shard uploads its results as an artifact named here,
// and the merge job (merge.ts) finds them by that name.
import { EvalError } from '../util/errors.js';
import { sha256 } from '../util/json.js';
import { compareText } from '../util/text.js';

/** Part `index` (1-based) of `total`. */
export interface ShardSpec {
  index: number;
  total: number;
}

/** GitHub's matrix has at most 256 jobs. */
export const MAX_SHARDS = 256;

const SHARD_HINT = 'in a matrix: shard: ${{ matrix.shard }}/4 with matrix.shard [1, 2, 3, 4]';

/** `"2/4"` -> { index: 2, total: 4 }; anything else is a config error saying what k/n means. */
export function parseShard(text: string): ShardSpec {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const fail = (why: string) =>
    new EvalError('config', `invalid setting shard: "${text}": ${why}`, { hint: SHARD_HINT });
  if (!m) throw fail("expected k/n, this job's part k (from 1) of n shards, e.g. 2/4");
  const [index, total] = [Number(m[1]), Number(m[2])];
  if (total < 1 || total > MAX_SHARDS) throw fail(`the number of shards n must be 1 to ${MAX_SHARDS}`);
  if (index < 1 || index > total) throw fail(`the part k must be 1 to n (${total})`);
  return { index, total };
}

export const formatShard = (s: ShardSpec): string => `${s.index}/${s.total}`;

/** Where a shard writes its recordings for the merge job (cache store): in its report directory, so its artifact. */
export const SHARD_BASELINES = 'shard-baselines';

/** The artifact a shard uploads its results in: `<artifact-name>-shard-<k>-of-<n>`. */
export function shardArtifactName(base: string, s: ShardSpec): string {
  return `${base}-shard-${s.index}-of-${s.total}`;
}

/** The shard an artifact of `base` holds, or null when the name is not one of them. */
export function parseShardArtifactName(base: string, name: string): ShardSpec | null {
  if (!name.startsWith(`${base}-shard-`)) return null;
  const m = /^(\d+)-of-(\d+)$/.exec(name.slice(base.length + '-shard-'.length));
  if (!m) return null;
  const [index, total] = [Number(m[1]), Number(m[2])];
  return index >= 1 && index <= total && total <= MAX_SHARDS ? { index, total } : null;
}

/** A scenario of the suite, and how long its baseline took (null: no baseline, or none that says). */
export interface ShardItem {
  id: string;
  durationMs: number | null;
}

export interface Split {
  /** duration: greedy longest-first on the baselines' durations; hash: dealt out in hash order. */
  by: 'duration' | 'hash';
  /** The shard (1-based) of each item, in the items' order. */
  shards: number[];
}

/**
 * Every item in exactly one of `total` shards. With durations (any item's), each item goes, longest first, to the
 * shard with the least time so far (ties: the lower shard); an item without one counts as the mean of the others.
 * Without any, items are dealt out round-robin in the order of the hashes of their ids: counts differ by at most
 * one. Ties are broken by that hash order too, so the split never depends on the order items come in.
 */
export function splitSuite(items: readonly ShardItem[], total: number): Split {
  const hashes = items.map((it) => sha256(it.id));
  const byHash = items
    .map((_, i) => i)
    .sort((a, b) => compareText(hashes[a], hashes[b]) || compareText(items[a].id, items[b].id));
  const shards = new Array<number>(items.length);
  const known = items.flatMap((it) => (it.durationMs === null ? [] : [it.durationMs]));
  if (!known.length) {
    byHash.forEach((item, i) => (shards[item] = (i % total) + 1));
    return { by: 'hash', shards };
  }
  const mean = known.reduce((a, b) => a + b, 0) / known.length;
  const cost = items.map((it) => it.durationMs ?? mean);
  // A stable sort of the hash order: equal durations keep it.
  const longestFirst = [...byHash].sort((a, b) => cost[b] - cost[a]);
  const load = new Array<number>(total).fill(0);
  for (const item of longestFirst) {
    let least = 0;
    for (let s = 1; s < total; s++) if (load[s] < load[least]) least = s;
    load[least] += cost[item];
    shards[item] = least + 1;
  }
  return { by: 'duration', shards };
}
