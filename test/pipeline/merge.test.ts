// The merge of shards' results (src/pipeline/merge.ts): one report over the whole suite, a missing shard never a smaller
// suite, causes found again over every shard's scenarios, and results that are not one matrix's refused.
import { describe, expect, it } from 'vitest';
import { isEvalError } from '../../src/util/errors.js';
import { mergeShards, type MergeInput, type ShardResults } from '../../src/pipeline/merge-shards.js';
import type { RunReport, ScenarioResult } from '../../src/results/index.js';
import { findCauses } from '../../src/scoring/index.js';
import { report, scenario } from '../helpers/fixtures.js';

const SUITE = ['a', 'b', 'c', 'd', 'e'];
/** The split every shard computed: a, d in 1; b, e in 2; c in 3. */
const OWNER: Record<string, number> = { a: 1, b: 2, c: 3, d: 1, e: 2 };
const TOTAL = 3;

const down = (id: string): ScenarioResult =>
  scenario(id, 'ERROR', { error: `server "proxy" (http://localhost:8081/mcp): failed to connect: ECONNREFUSED` });

/** Shard k's results: the scenarios the split gave it, with these statuses. */
function shard(k: number, results: Record<string, ScenarioResult>, extra: Partial<RunReport> = {}): ShardResults {
  const mine = SUITE.filter((id) => OWNER[id] === k).map((id) => results[id] ?? scenario(id, 'GOOD'));
  const suite = SUITE.map((id) => ({ id, name: id, file: `scenarios/${id}.yaml`, shard: OWNER[id] }));
  const r = report(mine, {
    shard: { index: k, total: TOTAL, by: 'hash', suite },
    causes: findCauses(mine),
    started_at: `2026-03-01T12:0${k}:00.000Z`,
    ended_at: `2026-03-01T12:1${k}:00.000Z`,
    ...extra,
  });
  return { source: `artifact r-shard-${k}-of-${TOTAL}`, report: r };
}

function merge(shards: ShardResults[], extra: Partial<MergeInput> = {}): RunReport {
  return mergeShards({
    shards,
    failed: [],
    absent: (k, n) => `no artifact r-shard-${k}-of-${n} in this workflow run`,
    unreadable: [],
    failOn: 'broken',
    failOnSuspicious: true,
    ...extra,
  });
}

describe('mergeShards', () => {
  it('is the whole suite once, in its order, with counts, score, status and verdict over all of it', () => {
    const results = { b: scenario('b', 'DEGRADED'), c: scenario('c', 'BROKEN') };
    // Given in any order: the shards' index says which is which.
    const merged = merge([shard(3, results), shard(1, results), shard(2, results)]);
    expect(merged.scenarios.map((s) => [s.id, s.status])).toEqual([
      ['a', 'GOOD'],
      ['b', 'DEGRADED'],
      ['c', 'BROKEN'],
      ['d', 'GOOD'],
      ['e', 'GOOD'],
    ]);
    expect(merged.counts).toMatchObject({ GOOD: 3, DEGRADED: 1, BROKEN: 1, ERROR: 0 });
    expect(merged.score).toBeCloseTo((0.95 * 3 + 0.45 + 0.1) / 5, 10);
    expect(merged).toMatchObject({ status: 'BROKEN', failed: true, fail_on: 'broken', problems: [] });
    expect(merged.merged).toEqual({ shards: 3, missing: [] });
    expect(merged.shard).toBeUndefined();
    // From the first shard to start to the last to end.
    expect([merged.started_at, merged.ended_at]).toEqual(['2026-03-01T12:01:00.000Z', '2026-03-01T12:13:00.000Z']);
    expect(merge([shard(1, results), shard(2, results), shard(3, results)], { failOn: 'never' }).failed).toBe(false);
  });

  it('finds the causes again over every shard: one server down in two shards is one cause of two scenarios', () => {
    const results = { a: down('a'), b: down('b') };
    const shards = [shard(1, results), shard(2, results), shard(3, results)];
    expect(shards.map((s) => s.report.causes?.[0]?.scenarios.length ?? 0)).toEqual([1, 1, 0]);
    const merged = merge(shards);
    expect(merged.causes?.map((c) => [c.kind, c.server, c.scenarios.map((s) => s.id)])).toEqual([
      ['server_down', 'proxy', ['a', 'b']],
    ]);
  });

  it('a missing shard fails the check: a problem naming it, and each of its scenarios ERROR saying so', () => {
    const merged = merge([shard(1, {}), shard(3, {})]);
    expect(merged.merged).toEqual({ shards: 3, missing: [2] });
    expect(merged.problems).toEqual(['shard 2/3 is missing: no artifact r-shard-2-of-3 in this workflow run']);
    expect(merged.scenarios.map((s) => [s.id, s.status])).toEqual([
      ['a', 'GOOD'],
      ['b', 'ERROR'],
      ['c', 'GOOD'],
      ['d', 'GOOD'],
      ['e', 'ERROR'],
    ]);
    expect(merged.scenarios[1]).toMatchObject({
      name: 'b',
      file: 'scenarios/b.yaml',
      score: null,
      error: 'not run: shard 2/3 is missing (no artifact r-shard-2-of-3 in this workflow run)',
    });
    expect(merged).toMatchObject({ status: 'ERROR', failed: true, counts: { GOOD: 3, ERROR: 2 } });
    // A download that failed says why, in place of "no artifact".
    const failed = merge([shard(1, {}), shard(3, {})], {
      failed: [{ index: 2, total: 3, reason: 'artifact r-shard-2-of-3 could not be downloaded: 503' }],
    });
    expect(failed.problems).toEqual(['shard 2/3 is missing: artifact r-shard-2-of-3 could not be downloaded: 503']);
  });

  it('a missing shard that had no scenario still fails the check', () => {
    const merged = merge([shard(1, {}), shard(2, {}), shard(3, {})].map((s) => retotal(s, 4)));
    expect(merged.problems).toEqual(['shard 4/4 is missing: no artifact r-shard-4-of-4 in this workflow run']);
    expect(merged.counts.GOOD).toBe(5);
    expect(merged.failed).toBe(true);
  });

  it('says when the shards split the suite differently, and reports a scenario run twice once', () => {
    const second = shard(2, {});
    // Shard 2 also ran c (it saw other durations), which shard 3 ran too.
    second.report.scenarios.push(scenario('c', 'DEGRADED'));
    second.report.shard!.suite.find((e) => e.id === 'c')!.shard = 2;
    const merged = merge([shard(1, {}), second, shard(3, {})]);
    expect(merged.scenarios.map((s) => s.id)).toEqual(SUITE);
    expect(merged.scenarios.find((s) => s.id === 'c')?.status).toBe('DEGRADED');
    expect(merged.problems).toEqual([
      'shards 1 and 2 split the suite differently (did the baselines change while the shards started?): ' +
        'each scenario is reported once, and any none ran',
      'scenario c ran in shards 2 and 3: the first kept',
    ]);
  });

  it('never drops a result: one that no shard lists in its suite comes after the suite, counted', () => {
    const first = shard(1, {});
    first.report.scenarios.push(scenario('f', 'BROKEN'));
    const merged = merge([first, shard(2, {}), shard(3, {})]);
    expect(merged.scenarios.map((s) => s.id)).toEqual([...SUITE, 'f']);
    expect(merged).toMatchObject({ status: 'BROKEN', failed: true });
    expect(merged.counts.BROKEN).toBe(1);
  });

  it('keeps the suite problems once, not once per shard', () => {
    const problem = 'scenarios/bad.yaml:3: name: expected a string';
    const merged = merge([1, 2, 3].map((k) => shard(k, {}, { problems: [problem] })));
    expect(merged.problems).toEqual([problem]);
    expect(merged.failed).toBe(true);
  });

  it('refuses results that are not one matrix of shards', () => {
    const refused = (shards: ShardResults[], message: RegExp) => {
      let error: unknown;
      try {
        merge(shards);
      } catch (e) {
        error = e;
      }
      expect(isEvalError(error, 'results'), String(error)).toBe(true);
      expect((error as Error).message).toMatch(message);
    };
    const whole = { source: 'reports/results.json', report: report([scenario('a', 'GOOD')]) };
    refused([shard(1, {}), whole], /^reports\/results\.json is not a shard's results/);
    refused([shard(1, {}), shard(1, {})], /^artifact r-shard-1-of-3 and artifact r-shard-1-of-3 are both shard 1$/);
    refused([shard(1, {}), retotal(shard(2, {}), 4)], /^the shards come from different splits \(3 and 4 shards\)/);
    refused([], /^no shard's results to merge/);
  });
});

function retotal(s: ShardResults, total: number): ShardResults {
  return { ...s, report: { ...s.report, shard: { ...s.report.shard!, total } } };
}
