// A shard of a suite through run() against a real server: its part of the split and nothing else, the same split
// in every shard (by the durations the baselines recorded once they exist), and an empty shard that passes.
import { afterAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { go, project } from '../helpers/pipeline.js';
import { sharedEverything, stopAllServers } from '../helpers/mcp-servers.js';

afterAll(stopAllServers);

const echo = (i: number) =>
  `name: Echo ${i}\nuser_intent: Echo ${i}\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: m${i} }\n`;
const IDS = ['e1', 'e2', 'e3', 'e4', 'e5'];

describe('a shard of the suite', () => {
  it('runs only its part; the shards agree on the split, which covers the suite once, by duration once recorded', async () => {
    const dir = project(Object.fromEntries(IDS.map((id, i) => [`${id}.yaml`, echo(i + 1)])));
    // Without baselines, by hash; recording in shards fills the store for the comparison.
    const recorded = await Promise.all(
      [1, 2].map(async (k) => go(dir, { mode: 'record', shard: `${k}/2` }, [sharedEverything()])),
    );
    expect(recorded.map((r) => r.shard?.by)).toEqual(['hash', 'hash']);
    expect(recorded.flatMap((r) => r.scenarios.map((s) => s.status))).toEqual(IDS.map(() => 'RECORDED'));

    const shards: RunReport[] = [];
    for (const k of [1, 2, 3]) shards.push(await go(dir, { mode: 'compare', shard: `${k}/3` }, [sharedEverything()]));
    const [first] = shards;
    expect(first.shard?.by).toBe('duration');
    expect(first.shard?.suite.map((e) => e.id).sort()).toEqual(IDS);
    for (const [i, r] of shards.entries()) {
      expect(r.shard?.suite, `shard ${i + 1}`).toEqual(first.shard?.suite);
      expect(r.shard).toMatchObject({ index: i + 1, total: 3 });
      const mine = first.shard!.suite.filter((e) => e.shard === i + 1).map((e) => e.id);
      expect(r.scenarios.map((s) => s.id)).toEqual(mine);
      expect(r.scenarios.every((s) => s.status === 'GOOD')).toBe(true);
    }
    expect(shards.flatMap((r) => r.scenarios.map((s) => s.id)).sort()).toEqual(IDS);

    // Recording shards write the dir store as they go: a later shard would read other durations, so by hash.
    expect((await go(dir, { mode: 'auto', shard: '1/3' }, [sharedEverything()])).shard?.by).toBe('hash');

    // More shards than scenarios: the one left empty passes and says why, with no problem.
    const wide = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (k) => go(dir, { mode: 'compare', shard: `${k}/6` }, [sharedEverything()])),
    );
    const empty = wide.filter((r) => r.scenarios.length === 0);
    expect(empty).toHaveLength(1);
    expect(empty[0]).toMatchObject({ status: 'GOOD', failed: false, problems: [], counts: { GOOD: 0, ERROR: 0 } });
    expect(empty[0].shard?.suite).toHaveLength(5);
  });

  it('an empty suite is still an ERROR in a shard: there is nothing to split', async () => {
    const dir = project({});
    const r = await go(dir, { mode: 'compare', shard: '1/2' }, [sharedEverything()]);
    expect(r.status).toBe('ERROR');
    expect(r.problems.at(-1)).toMatch(/^no scenario to run/);
  });
});
