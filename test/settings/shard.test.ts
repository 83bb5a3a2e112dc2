// The split of a suite into shards (src/settings/shard.ts): every scenario in exactly one shard, the same split whatever
// order the scenarios come in, balanced by count without durations and by time with them.
import { describe, expect, it } from 'vitest';
import { isEvalError } from '../../src/util/errors.js';
import {
  parseShard,
  parseShardArtifactName,
  shardArtifactName,
  splitSuite,
  type ShardItem,
} from '../../src/settings/shard.js';

/** A small deterministic generator, so the property checks see the same data every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => `suite/scenario-${i}`);

/** The ids of each shard, from 1 to total. */
function parts(items: readonly ShardItem[], total: number): string[][] {
  const { shards } = splitSuite(items, total);
  return Array.from({ length: total }, (_, k) => items.filter((_, i) => shards[i] === k + 1).map((it) => it.id));
}

describe('parseShard', () => {
  it('reads k/n, 1-based', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, total: 4 });
    expect(parseShard(' 1 / 1 ')).toEqual({ index: 1, total: 1 });
  });

  it.each([
    ['', 'expected k/n'],
    ['3', 'expected k/n'],
    ['a/b', 'expected k/n'],
    ['-1/4', 'expected k/n'],
    ['1.5/4', 'expected k/n'],
    ['0/4', 'the part k must be 1 to n (4)'],
    ['5/4', 'the part k must be 1 to n (4)'],
    ['1/0', 'the number of shards n must be 1 to 256'],
    ['1/300', 'the number of shards n must be 1 to 256'],
  ])('refuses "%s" as a config error: %s', (text, why) => {
    let error: unknown;
    try {
      parseShard(text);
    } catch (e) {
      error = e;
    }
    expect(isEvalError(error, 'config')).toBe(true);
    expect((error as Error).message.startsWith(`invalid setting shard: "${text}": ${why}`)).toBe(true);
    expect((error as { hint?: string }).hint).toContain('matrix.shard');
  });
});

describe('shard artifact names', () => {
  it('are <artifact-name>-shard-<k>-of-<n>, and read back only for that artifact name', () => {
    const name = shardArtifactName('mcp-eval-report', { index: 3, total: 4 });
    expect(name).toBe('mcp-eval-report-shard-3-of-4');
    expect(parseShardArtifactName('mcp-eval-report', name)).toEqual({ index: 3, total: 4 });
    expect(parseShardArtifactName('mcp-eval', name)).toBeNull();
    expect(parseShardArtifactName('mcp-eval-report', 'mcp-eval-report')).toBeNull();
    expect(parseShardArtifactName('mcp-eval-report', 'mcp-eval-report-service-logs')).toBeNull();
    expect(parseShardArtifactName('mcp-eval-report', 'mcp-eval-report-shard-5-of-4')).toBeNull();
    expect(parseShardArtifactName('mcp-eval-report', 'mcp-eval-report-shard-1-of-4x')).toBeNull();
  });
});

describe('splitSuite', () => {
  it('puts every scenario in exactly one shard: the union of the shards is the suite, with no overlap', () => {
    const rnd = random(7);
    for (const [count, total] of [
      [0, 3],
      [1, 4],
      [3, 4],
      [10, 1],
      [37, 4],
      [400, 7],
    ]) {
      for (const withDurations of [false, true]) {
        const items = ids(count).map((id) => ({ id, durationMs: withDurations && rnd() > 0.2 ? rnd() * 9000 : null }));
        const all = parts(items, total).flat();
        expect(all.length, `${count} in ${total}`).toBe(count);
        expect(new Set(all)).toEqual(new Set(items.map((it) => it.id)));
      }
    }
  });

  it('is the same split whatever order the scenarios come in', () => {
    const rnd = random(3);
    for (const durations of [false, true]) {
      const items = ids(50).map((id) => ({ id, durationMs: durations ? Math.round(rnd() * 100) : null }));
      const shuffled = [...items].sort(() => rnd() - 0.5);
      const owner = (list: ShardItem[]) => {
        const { shards } = splitSuite(list, 4);
        return Object.fromEntries(list.map((it, i) => [it.id, shards[i]]));
      };
      expect(owner(shuffled)).toEqual(owner(items));
    }
  });

  it('without durations deals by the hash of the id: counts differ by at most one', () => {
    const split = splitSuite(
      ids(23).map((id) => ({ id, durationMs: null })),
      4,
    );
    expect(split.by).toBe('hash');
    const counts = [1, 2, 3, 4].map((k) => split.shards.filter((s) => s === k).length);
    expect(counts.sort()).toEqual([5, 6, 6, 6]);
    // A hash, not the order of the list: the first four do not simply go to 1, 2, 3, 4.
    expect(split.shards.slice(0, 8)).not.toEqual([1, 2, 3, 4, 1, 2, 3, 4]);
  });

  it('balances by duration: greedy longest-first, no shard more than the longest scenario above the lightest', () => {
    const rnd = random(11);
    for (let round = 0; round < 20; round++) {
      const items = ids(60).map((id) => ({ id, durationMs: Math.round(rnd() ** 3 * 60_000) }));
      const total = 2 + (round % 5);
      const split = splitSuite(items, total);
      expect(split.by).toBe('duration');
      const load = new Array<number>(total).fill(0);
      items.forEach((it, i) => (load[split.shards[i] - 1] += it.durationMs));
      const longest = Math.max(...items.map((it) => it.durationMs));
      expect(Math.max(...load) - Math.min(...load)).toBeLessThanOrEqual(longest);
    }
  });

  it('by duration, one long scenario gets a shard of its own and the short ones share the others', () => {
    const items = [{ id: 'long', durationMs: 10_000 }, ...ids(6).map((id) => ({ id, durationMs: 1_000 }))];
    const split = parts(items, 3);
    expect(split.find((p) => p.includes('long'))).toEqual(['long']);
    expect(split.map((p) => p.length).sort()).toEqual([1, 3, 3]);
  });

  it('a scenario with no baseline counts as the mean of the others', () => {
    // Mean 3000: the new scenario weighs as much as each known one, so each shard gets two.
    const items = [
      { id: 'a', durationMs: 1_000 },
      { id: 'b', durationMs: 5_000 },
      { id: 'c', durationMs: 3_000 },
      { id: 'd', durationMs: 3_000 },
      { id: 'new', durationMs: null },
      { id: 'e', durationMs: 3_000 },
    ];
    const split = splitSuite(items, 3);
    expect(split.by).toBe('duration');
    const load = [0, 0, 0];
    items.forEach((it, i) => (load[split.shards[i] - 1] += it.durationMs ?? 3_000));
    expect(load).toEqual([6_000, 6_000, 6_000]);
  });

  it('more shards than scenarios leaves the extra shards empty', () => {
    const split = parts(
      ids(2).map((id) => ({ id, durationMs: null })),
      4,
    );
    expect(split.filter((p) => p.length === 0)).toHaveLength(2);
  });
});
