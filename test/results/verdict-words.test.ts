// The one verdict sentence and check line every surface shows (src/results/verdict-words.ts).
import { describe, expect, it } from 'vitest';
import type { Cause, ContractSection, RunReport } from '../../src/results/index.js';
import { verdictWords } from '../../src/results/verdict-words.js';
import { checkFails, reportPolicy } from '../../src/results/verdict.js';
import { report, scenario } from '../helpers/fixtures.js';

const goods = (n: number) => Array.from({ length: n }, (_, i) => scenario(`g${i}`, 'GOOD'));

function contract(breaking: number, risky = 0, compatible = 0, fail: ContractSection['fail_on_contract'] = 'breaking') {
  const changes = [
    ...Array.from({ length: breaking }, () => ({ class: 'breaking' as const, rule: 'tool-removed' })),
    ...Array.from({ length: risky }, () => ({ class: 'risky' as const, rule: 'execution-changed' })),
    ...Array.from({ length: compatible }, () => ({ class: 'compatible' as const, rule: 'title-changed' })),
  ].map((c, i) => ({ ...c, subject: `tool t${i}`, detail: 'x' }));
  const server = { server: 'fs', version: '1 -> 2', protocol_version: null, error: null, compared: true, findings: [] };
  return {
    action: 'compared' as const,
    reference: 'baselines/contract.json',
    recorded_at: null,
    servers: [{ ...server, changes }],
    counts: { breaking, risky, compatible },
    fail_on_contract: fail,
  };
}

/** A report judged as the pipeline judges it: its status and `failed` by the one rule. */
function judged(r: RunReport): RunReport {
  const status =
    r.contract && r.contract.counts.breaking > 0 && r.contract.fail_on_contract !== 'never' ? 'BROKEN' : r.status;
  const out = { ...r, status };
  return { ...out, failed: checkFails(out, reportPolicy(out)) };
}

const suspicious: Cause = {
  kind: 'suspicious_description',
  server: 'fs',
  tool: 'read',
  summary: 'the description of `read` looks like tool poisoning',
  evidence: [],
  suggestions: [],
  rename: null,
  scenarios: [],
};

describe('the verdict sentence', () => {
  it('names the contract when it alone breaks the check, and the scenarios beside it', () => {
    const w = verdictWords(judged(report(goods(10), { contract: contract(4, 0, 57) })));
    expect(w.sentence).toBe('BROKEN: the contract (4 breaking changes); scenarios 10 GOOD');
    expect(w.check).toBe('the check fails: fail-on-contract breaking (4 breaking changes)');
    expect(w.fails).toBe(true);
  });

  it('says how many scenarios when they are all of the headline status', () => {
    const degraded = ['a', 'b', 'c', 'd'].map((id) => scenario(id, 'DEGRADED'));
    const w = verdictWords(judged(report([...degraded, ...goods(6)], { contract: contract(0, 0, 40) })));
    expect(w.sentence).toBe('DEGRADED: 4 scenarios');
    expect(w.check).toBe('the check passes (fail-on broken)');
    expect(w.fails).toBe(false);
  });

  it('counts each status when they differ, and a good run plainly', () => {
    const mixed = [scenario('a', 'BROKEN'), scenario('b', 'DEGRADED'), ...goods(2)];
    expect(verdictWords(judged(report(mixed))).sentence).toBe('BROKEN: scenarios 1 BROKEN, 1 DEGRADED, 2 GOOD');
    expect(verdictWords(judged(report(mixed))).check).toBe('the check fails: fail-on broken (1 scenario)');
    expect(verdictWords(judged(report(goods(3)))).sentence).toBe('GOOD: 3 scenarios');
  });

  it('never says the check fails under fail-on never, whatever broke', () => {
    const r = judged(report([scenario('a', 'BROKEN'), ...goods(2)], { fail_on: 'never', contract: contract(2) }));
    const w = verdictWords(r);
    expect(w.sentence).toBe('BROKEN: the contract (2 breaking changes); scenarios 1 BROKEN, 2 GOOD');
    expect(w.check).toBe('the check passes (fail-on never)');
    expect(w.fails).toBe(false);
  });

  it('names the screening and problems, and which setting fails on them', () => {
    const r = judged(report(goods(2), { causes: [suspicious], problems: ['x.yaml: not YAML'] }));
    const w = verdictWords(r);
    expect(w.sentence).toBe('GOOD: the screening (1 suspicious text); 1 problem; scenarios 2 GOOD');
    expect(w.check).toBe('the check fails: fail-on-suspicious (1 suspicious text); 1 problem');
    const off = verdictWords(judged({ ...r, fail_on_suspicious: false, problems: [] }));
    expect(off.check).toBe('the check passes (fail-on broken)');
  });

  it('counts risky changes under fail-on-contract risky, and leaves a shard to the merge', () => {
    const r = judged(report(goods(1), { contract: contract(1, 2, 0, 'risky') }));
    expect(verdictWords(r).check).toBe('the check fails: fail-on-contract risky (1 breaking, 2 risky changes)');
    const shard = { index: 1, total: 2, by: 'hash' as const, suite: [] };
    expect(verdictWords({ ...r, shard })).toMatchObject({ check: 'the merge job gives the check', fails: false });
  });
});
