import { describe, expect, it } from 'vitest';
import { band, worst } from '../../src/results/status.js';
import { checkFails, junitFails, scenarioFails, statusFails } from '../../src/results/verdict.js';

describe('status bands', () => {
  it('cuts at 0.8 / 0.6 / 0.3', () => {
    expect([0.8, 0.79, 0.6, 0.59, 0.3, 0.29].map((s) => band(s))).toEqual([
      'GOOD',
      'ACCEPTABLE',
      'ACCEPTABLE',
      'DEGRADED',
      'DEGRADED',
      'BROKEN',
    ]);
  });
  it('cuts at custom thresholds, each bound inclusive', () => {
    const t = { good: 0.9, acceptable: 0.5, degraded: 0.1 };
    expect([1, 0.9, 0.89, 0.8, 0.5, 0.49, 0.3, 0.1, 0.09, 0].map((s) => band(s, t))).toEqual([
      'GOOD',
      'GOOD',
      'ACCEPTABLE',
      'ACCEPTABLE',
      'ACCEPTABLE',
      'DEGRADED',
      'DEGRADED',
      'DEGRADED',
      'BROKEN',
      'BROKEN',
    ]);
    // Equal thresholds leave a band empty: nothing is ACCEPTABLE when it equals good.
    expect([0.7, 0.69, 0.2, 0.19].map((s) => band(s, { good: 0.7, acceptable: 0.7, degraded: 0.2 }))).toEqual([
      'GOOD',
      'DEGRADED',
      'DEGRADED',
      'BROKEN',
    ]);
    // degraded 0: nothing is BROKEN; good 1: only a perfect score is GOOD.
    expect([0, 0.99, 1].map((s) => band(s, { good: 1, acceptable: 0.5, degraded: 0 }))).toEqual([
      'DEGRADED',
      'ACCEPTABLE',
      'GOOD',
    ]);
  });
  it('orders ERROR worst and applies fail-on', () => {
    expect(worst(['GOOD', 'BROKEN', 'ERROR'])).toBe('ERROR');
    expect(statusFails('DEGRADED', 'broken')).toBe(false);
    expect(statusFails('DEGRADED', 'degraded')).toBe(true);
    expect(statusFails('ERROR', 'broken')).toBe(true);
    expect(statusFails('ERROR', 'never')).toBe(false);
  });
});

describe('the fail rule (results/verdict.ts): one for the check, the exit code, the comment, the merge and JUnit', () => {
  const failOns = ['broken', 'degraded', 'acceptable', 'flaky', 'never'] as const;
  const statuses = ['GOOD', 'ACCEPTABLE', 'DEGRADED', 'BROKEN', 'ERROR', 'RECORDED'] as const;

  it('a flaky scenario fails only under fail-on flaky; the check of its run fails with it', () => {
    const flaky = { status: 'GOOD' as const, aggregate: { flaky: true } };
    expect(failOns.filter((f) => scenarioFails(flaky, f))).toEqual(['flaky']);
    const run = { status: 'GOOD' as const, scenarios: [], problems: [] };
    const policy = (failOn: (typeof failOns)[number]) => ({ failOn, failOnSuspicious: true });
    expect(checkFails({ ...run, retrieval: [flaky] }, policy('flaky'))).toBe(true);
    expect(checkFails({ ...run, retrieval: [flaky] }, policy('broken'))).toBe(false);
  });

  it('JUnit differs from the check only where fail-on never lets BROKEN or ERROR pass: its case still fails', () => {
    for (const failOn of failOns)
      for (const status of statuses)
        for (const flaky of [false, true]) {
          const s = { status, aggregate: { flaky } };
          const differs = failOn === 'never' && (status === 'BROKEN' || status === 'ERROR');
          expect(junitFails(s, failOn), `${status}${flaky ? ' flaky' : ''} under ${failOn}`).toBe(
            differs || scenarioFails(s, failOn),
          );
        }
    expect(scenarioFails({ status: 'BROKEN' }, 'never')).toBe(false);
    expect(junitFails({ status: 'BROKEN' }, 'never')).toBe(true);
  });
});

describe('the pass rate in the one fail rule (docs/scoring/pass-rates.md)', () => {
  const undecided = { status: 'GOOD' as const, regression: { verdict: 'insufficient' as const } };
  const decided = { status: 'GOOD' as const, regression: { verdict: 'no_regression' as const } };
  const run = (s: typeof undecided | typeof decided) => ({ status: s.status, scenarios: [], problems: [] });

  it('an insufficient verdict fails only under fail-on-insufficient, and never under fail-on never', () => {
    expect(scenarioFails(undecided, 'broken')).toBe(false);
    expect(scenarioFails(undecided, 'broken', true)).toBe(true);
    expect(scenarioFails(undecided, 'never', true)).toBe(false);
    expect(scenarioFails(decided, 'broken', true)).toBe(false);
    expect(junitFails(undecided, 'broken', true)).toBe(true);
    expect(junitFails(undecided, 'broken')).toBe(false);
  });

  it('the check reads it through the policy; a report written before the setting never failed on it', () => {
    const scenarios = [{ ...undecided, id: 'a' }] as unknown as Parameters<typeof checkFails>[0]['scenarios'];
    const policy = { failOn: 'broken' as const, failOnSuspicious: true };
    expect(checkFails({ ...run(undecided), scenarios }, policy)).toBe(false);
    expect(checkFails({ ...run(undecided), scenarios }, { ...policy, failOnInsufficient: true })).toBe(true);
  });
});
