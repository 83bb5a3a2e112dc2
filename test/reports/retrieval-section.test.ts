// The retrieval section of a run (results.json `retrieval`): how a retrieval suite's verdict counts in the check
// (fail-on, like a scenario's), how the PR comment, the HTML report and the CLI say it (metrics with deltas, gates,
// the queries that got worse with old and new ranks, every text escaped), that `mcp-eval report` reads it back, and
// where the stores keep a suite's baseline next to the scenarios' (`.retrieval/<suite id>.json`).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBaselineStore, DirBaselineStore, retrievalBaselinePath } from '../../src/baselines/index.js';
import {
  noRedaction,
  readResults,
  renderHtml,
  renderJunit,
  renderMarkdown,
  writeReports,
} from '../../src/reports/index.js';
import { retrievalText } from '../../src/reports/retrieval-section.js';
import type { RunReport } from '../../src/results/index.js';
import { checkFails } from '../../src/results/verdict.js';
import type { RetrievalSuiteResult } from '../../src/results/retrieval.js';
import { FAIL_ON } from '../../src/results/status.js';
import { baseline } from '../helpers/baselines-fixtures.js';
import { hostileValue, report, scenario } from '../helpers/fixtures.js';

const metrics = (v: number) => ({ recall_at: { 1: v, 3: v, 5: v, 10: v }, mrr: v, ndcg_at_10: v, map: v });

/** A compared suite whose one query lost its relevant tool from the top 10: Recall@5 1 -> 0.5, gate 0.95 failed. */
function brokenSuite(name = 'Small discovery', query = 'Show me everything'): RetrievalSuiteResult {
  const gate = { metric: 'recall_at_5', value: 0.5, baseline: 1, tolerance: 0.05, threshold: 0.95, passed: false };
  const move = { tool_id: 'memory:read_graph', relevance: 2 as const, old_rank: 1, new_rank: null };
  return {
    id: 'mcpproxy/small',
    status: 'BROKEN',
    action: 'compared',
    error: null,
    baseline: { source: 'baselines/.retrieval/mcpproxy/small.json', recorded_at: '2026-03-01T12:00:00Z', stale: false },
    result: {
      suite: name,
      file: 'retrieval/mcpproxy/small.yaml',
      content_hash: 'h',
      server: 'mcpproxy',
      server_info: { name: 'mcpproxy-go', version: 'v0.60.0' },
      search_tool: 'retrieve_tools',
      k: [1, 3, 5, 10],
      limit: 10,
      status: 'fail',
      metrics: metrics(0.5),
      baseline: { file: 'baselines/.retrieval/mcpproxy/small.json', metrics: metrics(1) },
      comparison: {
        deltas: { recall_at_1: -0.5, recall_at_3: -0.5, recall_at_5: -0.5, recall_at_10: -0.5, mrr: -0.5 },
        gates: [gate],
        passed: false,
        worse: [{ id: 'whole-graph', query, delta: -1, moves: [move] }],
        better: [],
        per_query: true,
      },
      queries: [],
      catalog: { checked: true, size: 45, missing: [], added: [] },
      timing: { connect_ms: 10, queries_ms: 20 },
    },
  };
}

const withSuites = (suites: RetrievalSuiteResult[], extra: Partial<RunReport> = {}) =>
  report([scenario('clock', 'GOOD')], { retrieval: suites, status: 'BROKEN', failed: true, ...extra });

describe('the retrieval verdict in the check', () => {
  it('a suite fails the check as a scenario of its status would, under every fail-on', () => {
    const verdicts = (status: RetrievalSuiteResult['status']) =>
      FAIL_ON.map((failOn) =>
        checkFails(
          { status: 'GOOD', scenarios: [scenario('s', 'GOOD')], problems: [], retrieval: [{ status }] },
          { failOn, failOnSuspicious: true },
        ),
      );
    // broken, degraded, acceptable, flaky, never
    expect(verdicts('BROKEN')).toEqual([true, true, true, true, false]);
    expect(verdicts('ERROR')).toEqual([true, true, true, true, false]);
    expect(verdicts('GOOD')).toEqual([false, false, false, false, false]);
    expect(verdicts('RECORDED')).toEqual([false, false, false, false, false]);
  });
});

describe('the retrieval section of the reports', () => {
  it('the comment: the verdict, each metric with baseline, now, delta and gate, the query that got worse', () => {
    const md = renderMarkdown(withSuites([brokenSuite()])).replaceAll('\u200B', '');
    expect(md).toContain('🔴 **Small discovery**: BROKEN: Recall@5 0.500 is below its gate 0.950');
    expect(md).toContain('| Recall@5 | 1.000 | 0.500 | −0.500 | ❌ ≥ 0.950 failed |');
    expect(md).toContain('| MAP | 1.000 | 0.500 |  |  |');
    expect(md).toContain(
      '| whole-graph: Show me everything | memory:read\\_graph \\(relevance 2\\) | 1 → not in the top 10 |',
    );
    // Before the scenarios' table: the verdict that fails the check comes first.
    expect(md.indexOf('Retrieval suites')).toBeLessThan(md.indexOf('| Status | Scenario |'));
  });

  it('a suite that could not run says why; a recorded one says so; the CLI gives one line each', () => {
    const error: RetrievalSuiteResult = {
      ...brokenSuite(),
      status: 'ERROR',
      action: 'none',
      baseline: null,
      error: 'no baseline for retrieval suite "Small discovery" (x.yaml): record one',
    };
    const recorded: RetrievalSuiteResult = {
      ...brokenSuite('Other'),
      status: 'RECORDED',
      action: 'recorded',
      baseline: null,
    };
    const r = withSuites([error, recorded]);
    const md = renderMarkdown(r);
    expect(md).toContain(
      '💥 **Small discovery**: ERROR: no baseline for retrieval suite "Small discovery" \\(x.yaml\\)',
    );
    expect(md).toContain('📼 **Other**: RECORDED: baseline recorded');
    expect(retrievalText(r)).toBe(
      'Retrieval suite Small discovery: ERROR: no baseline for retrieval suite "Small discovery" (x.yaml): ' +
        'record one\nRetrieval suite Other: RECORDED: baseline recorded\n',
    );
  });

  it('escapes what a suite file or a server put in: names, queries, tool ids, errors', () => {
    const hostile = brokenSuite(hostileValue(1), hostileValue(2));
    hostile.result.comparison!.worse[0].moves[0].tool_id = hostileValue(3);
    const errored = { ...brokenSuite(hostileValue(4)), status: 'ERROR' as const, error: hostileValue(5) };
    const r = withSuites([hostile, errored]);
    const md = renderMarkdown(r);
    const section = md.slice(md.indexOf('Retrieval suites'), md.indexOf('| Status | Scenario |'));
    expect(section).not.toMatch(/<x-inj|<\/details>|@octocat|\]\(javascript/);
    for (const n of [1, 2, 3, 4, 5]) expect(section).toContain(`&lt;x-inj id=m${n}m&gt;`.replace('&gt;', '>'));
    const html = renderHtml(r);
    expect(html).not.toContain('<x-inj');
    for (const n of [1, 2, 3, 4, 5]) expect(html).toContain(`&lt;x-inj id=m${n}m&gt;`);
  });

  it('JUnit: each suite a test case of its own, failing on a failed gate or no run, its text escaped', () => {
    const passed: RetrievalSuiteResult = { ...brokenSuite('Passing'), status: 'GOOD' };
    const errored: RetrievalSuiteResult = {
      ...brokenSuite('No run <x>'),
      status: 'ERROR',
      error: 'server "a&b" is down',
    };
    const xml = renderJunit(withSuites([brokenSuite(), passed, errored]), { failOn: 'broken' });
    expect(xml).toMatch(/<testsuites name="mcp-eval" tests="4" failures="1" errors="1" /);
    const cases = xml.split('<testcase ').slice(1);
    expect(cases.map((c) => c.slice(0, c.indexOf('"', 6) + 1))).toEqual([
      'name="clock"',
      'name="retrieval: Small discovery"',
      'name="retrieval: Passing"',
      'name="retrieval: No run &lt;x&gt;"',
    ]);
    expect(cases[1]).toContain('classname="retrieval/mcpproxy/small.yaml" time="0.030"');
    expect(cases[1]).toContain(
      '<failure type="BROKEN" message="BROKEN: Recall@5 0.500 is below its gate 0.950">BROKEN: Recall@5 0.500 is ' +
        'below its gate 0.950\nwhole-graph: Show me everything: memory:read_graph (relevance 2) 1 → not in the top 10',
    );
    expect(cases[1]).toContain(
      'Recall@10 0.500 (−0.500), MRR 0.500 (−0.500), nDCG@10 0.500, MAP 0.500\nretrieve_tools of',
    );
    expect(cases[2]).not.toMatch(/<failure|<error/);
    expect(cases[3]).toContain('<error type="ERROR" message="ERROR: server &quot;a&amp;b&quot; is down">');
  });

  it('results.json keeps the section: mcp-eval report reads it back and regenerates identical files', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-discovery-'));
    const first = await writeReports(withSuites([brokenSuite()]), path.join(dir, 'a'), { redact: noRedaction });
    const read = readResults(first.json);
    expect(read.retrieval).toEqual([brokenSuite()]);
    const again = await writeReports(read, path.join(dir, 'b'), { redact: noRedaction });
    for (const k of ['json', 'html', 'markdown', 'junit'] as const)
      expect(readFileSync(again[k], 'utf8'), k).toBe(readFileSync(first[k], 'utf8'));
    // A gate's status that is not one is named, as any other field of results.json.
    const bad = JSON.parse(readFileSync(first.json, 'utf8')) as { retrieval: { status: string }[] };
    bad.retrieval[0].status = 'FINE';
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify(bad));
    expect(() => readResults(path.join(dir, 'bad.json'))).toThrow(/retrieval\[0\]\.status/);
  });

  it('results.json written when the section was called `discovery` is read with it as `retrieval`', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-discovery-'));
    const { retrieval, ...rest } = withSuites([brokenSuite()]);
    writeFileSync(path.join(dir, 'old.json'), JSON.stringify({ ...rest, discovery: retrieval }));
    const read = readResults(path.join(dir, 'old.json'));
    expect(read.retrieval).toEqual([brokenSuite()]);
    expect(Object.keys(read)).not.toContain('discovery');
  });
});

describe("a suite's baseline in the stores, next to the scenarios'", () => {
  const text = '{"recall_at": {"5": 1}, "mrr": 1, "ndcg_at_10": 1, "map": 1}\n';

  it('the directory store saves and loads it under .retrieval/, refusing paths that leave the store', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-store-'));
    const store = new DirBaselineStore(dir);
    const file = retrievalBaselinePath('mcpproxy/small');
    expect(file).toBe('.retrieval/mcpproxy/small.json');
    expect(await store.loadFile(file)).toBeNull();
    await store.save([baseline('echo')], undefined, [{ path: file, text }]);
    expect(await store.loadFile(file)).toEqual({ text, source: path.join(dir, file) });
    expect(await store.load('echo')).not.toBeNull();
    expect(() => retrievalBaselinePath('../../etc/x')).toThrow(/cannot name a file in the baseline store/);
    await expect(store.save([], undefined, [{ path: '../out.json', text }])).rejects.toThrow(/cannot name a file/);
    // A link below the store could lead a recording out of it.
    mkdirSync(path.join(dir, 'elsewhere'));
    symlinkSync(path.join(dir, 'elsewhere'), path.join(dir, '.retrieval', 'linked'));
    await expect(store.loadFile('.retrieval/linked/x.json')).rejects.toThrow(/symbolic link/);
  });

  it('the branch store commits it with the baselines, and another clone reads it', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-branch-'));
    const origin = path.join(root, 'origin.git');
    const sh = (cwd: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', ...args], { cwd, stdio: 'pipe' });
    sh(root, 'init', '-q', '--bare', '--initial-branch=main', origin);
    const clone = (name: string) => {
      sh(root, 'clone', '-q', `file://${origin}`, name);
      return path.join(root, name);
    };
    const open = (cwd: string) =>
      createBaselineStore({ kind: 'branch', dir: 'x', cacheKey: 'x', branch: 'mcp-eval-baselines', cwd, env: {} });
    const file = retrievalBaselinePath('small');
    await open(clone('a')).save([baseline('echo')], undefined, [{ path: file, text }]);
    const reader = open(clone('b'));
    const found = await reader.loadFile(file);
    expect(found?.text).toBe(text);
    expect(found?.source).toMatch(/^mcp-eval-baselines@[0-9a-f]{7}:\.retrieval\/small\.json$/);
    expect(await reader.loadFile(retrievalBaselinePath('other'))).toBeNull();
  });
});
