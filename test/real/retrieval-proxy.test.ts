// Retrieval suites against the real MCPProxy (Go, v0.60.0) serving the seven upstream servers its retrieval dataset
// was frozen from, at their pinned versions (scripts/ensure-retrieval-servers.sh; three from npm, four from PyPI
// through uvx). retrieve_tools is asked through MCP with the project's own connections, and the live catalog is read
// from the proxy's direct endpoint (/mcp/all). MCPProxy's own dataset reproduces its baseline_v1; a small suite of
// our own catches a reworded tool description that moves a relevant tool out of the top 5; a catalog that lacks or
// adds tools is an error naming them.
// Then wired into the product, end to end through the CLI: `record --retrieval-suites` saves the suite's baseline in
// the baseline store next to the scenarios' (baselines/.retrieval/<id>.json), `compare` of the same proxy passes with
// every gate held, and a proxy whose server-memory rewords read_graph's description (as a PR would) fails the check:
// the PR comment's retrieval section shows Recall@5 below its gate and the query that got worse with the tool's old
// and new rank. One proxy and one reworded proxy serve both (each start: MCPProxy and its seven upstreams).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { baselineOf, loadRetrievalSuite, runRetrievalSuite, type RetrievalSuite } from '../../src/retrieval/index.js';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cli } from '../helpers/cli-project.js';
import { httpConfig, stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import {
  editedNpmServer,
  RETRIEVAL_DATASET,
  startRetrievalProxy,
  upstream,
  type RetrievalProxy,
} from '../helpers/retrieval-proxy.js';

const SMALL = path.resolve(import.meta.dirname, '../fixtures/retrieval/mcpproxy-small.json');
const dataset = (f: string) => JSON.stringify(path.join(RETRIEVAL_DATASET, f));

/** A suite file in a temporary folder (its `extra` lines added), loaded. */
async function suite(name: string, lines: string[]): Promise<RetrievalSuite> {
  const file = path.join(tempDir(), 'suite.yaml');
  writeFileSync(file, [`name: ${name}`, ...lines].join('\n'));
  const load = await loadRetrievalSuite(file);
  expect(load.problems).toEqual([]);
  return load.suite!;
}

const run = (s: RetrievalSuite, proxy: RetrievalProxy) =>
  runRetrievalSuite(s, { servers: [httpConfig('mcpproxy', proxy.url, 'streamable-http')] });

/** A scenario on the same proxy: it stays GOOD, so the check's verdict below is the suite's. */
const SCENARIO = `name: Find the clock
user_intent: Find a tool that tells the time
expected_trajectory:
  - tool: mcp__mcpproxy__retrieve_tools
    args: { query: current time, limit: 3 }
ignore:
  response_fields: [score]
`;

/** A project: one scenario, the small suite over MCPProxy's corpus, and mcp.json naming the proxy. */
function projectFor(proxy: RetrievalProxy): string {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'scenarios'));
  mkdirSync(path.join(dir, 'retrieval'));
  writeFileSync(path.join(dir, 'scenarios/clock.yaml'), SCENARIO);
  const suite = [
    'name: MCPProxy small discovery',
    `queries: ${JSON.stringify(SMALL)}`,
    `corpus: ${JSON.stringify(path.join(RETRIEVAL_DATASET, 'corpus_v1.tools.json'))}`,
  ];
  writeFileSync(path.join(dir, 'retrieval/small.yaml'), suite.join('\n'));
  pointAt(dir, proxy);
  return dir;
}

function pointAt(dir: string, proxy: RetrievalProxy): void {
  writeFileSync(path.join(dir, 'mcp.json'), JSON.stringify({ mcpServers: { mcpproxy: { url: proxy.url } } }));
}

const FLAGS = ['--servers', 'mcp.json', '--retrieval-suites', 'retrieval/*.yaml', '--out', 'reports'];
const CLI_ENV = { MCP_EVAL_CLI: process.env.MCP_EVAL_CLI };
const results = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'reports/results.json'), 'utf8')) as RunReport;
/** summary.md as a reader sees it: escapeMarkdown puts a zero-width space after each @ (no mention pings). */
const summary = (dir: string) => readFileSync(path.join(dir, 'reports/summary.md'), 'utf8').replaceAll('\u200B', '');

let proxy: RetrievalProxy;
beforeAll(async () => {
  proxy = await startRetrievalProxy();
  // Up to 4 minutes on a loaded machine: MCPProxy's upstreams connecting, then indexed (startRetrievalProxy).
}, 300_000);
afterAll(stopAllServers);

/** The proxy whose server-memory rewords read_graph's description, as a PR would leave it: started once, when asked. */
let reworded: Promise<RetrievalProxy> | undefined;
const changedProxy = () =>
  (reworded ??= startRetrievalProxy({
    edit: (c) =>
      void (upstream(c, 'memory').args[0] = editedNpmServer(
        '@modelcontextprotocol/server-memory',
        'Read the entire knowledge graph',
        'Return every stored item at once',
      )),
  }));

describe('retrieval suites against the real MCPProxy v0.60.0 and its seven pinned upstreams', () => {
  /** The small suite over MCPProxy's corpus, run once on the proxy: the compact read's reference and the recorded run. */
  const SMALL_LINES = [`queries: ${JSON.stringify(SMALL)}`, `corpus: ${dataset('corpus_v1.tools.json')}`];
  let smallRun: ReturnType<typeof run> | undefined;
  const small = () => (smallRun ??= suite('small', SMALL_LINES).then((s) => run(s, proxy)));

  it("reproduces MCPProxy's baseline_v1 over its 47 queries, through retrieve_tools over MCP", async () => {
    const mcpproxy = await suite('mcpproxy v1', [
      `queries: ${dataset('retrieval_golden_v1.json')}`,
      `corpus: ${dataset('corpus_v1.tools.json')}`,
      `baseline: ${dataset('baseline_v1.json')}`,
    ]);
    const r = await run(mcpproxy, proxy);
    expect([r.status, r.error]).toEqual(['pass', undefined]);
    expect(r.server_info).toEqual({ name: 'mcpproxy-go', version: 'v0.60.0' });
    expect(r.catalog).toEqual({ checked: true, size: 45, missing: [], added: [] });
    expect(r.queries).toHaveLength(47);
    // Recall@1/3/5/10 are MCPProxy's to the last digit; MRR, nDCG@10 and MAP within 0.001 (docs/retrieval.md).
    for (const k of ['1', '3', '5', '10'])
      expect(r.metrics!.recall_at[k]).toBe(mcpproxy.baseline!.metrics.recall_at[k]);
    for (const m of ['mrr', 'ndcg_at_10', 'map']) expect(Math.abs(r.comparison!.deltas[m])).toBeLessThan(0.001);
    expect(r.comparison!.gates).toEqual([expect.objectContaining({ metric: 'recall_at_5', passed: true })]);
  });

  it("reads retrieve_tools' compact answer with the suite's own argument and field names: the same ranking", async () => {
    const full = await small();
    const compact = await suite('compact', [
      ...SMALL_LINES,
      'search:',
      '  args: { detail: compact }',
      '  id_field: id',
    ]);
    const r = await run(compact, proxy);
    expect(r.status).toBe('no_baseline');
    expect(r.queries.map((q) => q.ranked)).toEqual(full.queries.map((q) => q.ranked));
    expect(r.metrics!.recall_at['1']).toBe(1);
  });

  it('catches a reworded description that moves a relevant tool out of the top 5, naming the query', async () => {
    const recorded = await small();
    expect(recorded.status).toBe('no_baseline');
    expect(recorded.metrics).toEqual({ recall_at: { 1: 1, 3: 1, 5: 1, 10: 1 }, mrr: 1, ndcg_at_10: 1, map: 1 });
    const baselineFile = path.join(tempDir(), 'baseline.json');
    writeFileSync(baselineFile, JSON.stringify(baselineOf(recorded, { recall_at_5: 0.05 })));
    const gated = await suite('small', [...SMALL_LINES, `baseline: ${JSON.stringify(baselineFile)}`]);
    expect((await run(gated, proxy)).status).toBe('pass');

    const r = await run(gated, await changedProxy());
    expect([r.status, r.error]).toEqual(['fail', undefined]);
    expect(r.catalog).toEqual({ checked: true, size: 45, missing: [], added: [] });
    const gate = r.comparison!.gates[0];
    expect([gate.metric, gate.baseline, gate.value, gate.passed]).toEqual(['recall_at_5', 1, 5 / 6, false]);
    expect(r.comparison!.worse).toEqual([
      {
        id: 'whole-graph',
        query: 'Show me everything in my knowledge graph',
        delta: expect.any(Number),
        moves: [
          {
            tool_id: 'memory:read_graph',
            relevance: 2,
            old_rank: 1,
            new_rank: r.queries[1].ranks['memory:read_graph'],
          },
        ],
      },
    ]);
    const newRank = r.comparison!.worse[0].moves[0].new_rank;
    expect(newRank === null || newRank > 5, `new rank ${newRank}`).toBe(true);
  }, 300_000);

  it('a catalog that lacks tools of the corpus, or serves tools it lacks, is an error naming them', async () => {
    const corpus = JSON.parse(readFileSync(path.join(RETRIEVAL_DATASET, 'corpus_v1.tools.json'), 'utf8')) as {
      version: string;
      tools: { tool_id: string; server: string; tool: string; description: string }[];
    };
    // The corpus with two tools of a server the proxy does not run (as if one of its upstreams were gone: what the
    // check reads is the catalog, one proxy serves both cases).
    const weather = ['forecast', 'alerts'].map((tool) => ({
      tool_id: `weather:${tool}`,
      server: 'weather',
      tool,
      description: `The weather ${tool}`,
    }));
    const larger = path.join(tempDir(), 'corpus.json');
    writeFileSync(larger, JSON.stringify({ ...corpus, version: 'corpus_v1+2', tools: [...corpus.tools, ...weather] }));
    const missing = await run(
      await suite('small', [`queries: ${JSON.stringify(SMALL)}`, `corpus: ${JSON.stringify(larger)}`]),
      proxy,
    );
    expect([missing.status, missing.metrics, missing.queries]).toEqual(['error', null, []]);
    expect(missing.catalog.missing).toEqual(['weather:alerts', 'weather:forecast']);
    expect(missing.error).toBe(
      'server "mcpproxy" does not serve corpus_v1+2 (47 tools): missing 2: weather:alerts, weather:forecast',
    );

    // A corpus without fetch:fetch: the proxy serves one tool more than it.
    const smaller = corpus.tools.filter((t) => t.tool_id !== 'fetch:fetch').map((t) => t.tool_id);
    const added = await run(
      await suite('small', [`queries: ${JSON.stringify(SMALL)}`, `corpus: ${JSON.stringify(smaller)}`]),
      proxy,
    );
    expect([added.status, added.catalog.added, added.catalog.missing]).toEqual(['error', ['fetch:fetch'], []]);
    expect(added.error).toMatch(/\(44 tools\): added 1: fetch:fetch$/);
  }, 300_000);
});

describe('retrieval suites through the CLI against the real MCPProxy', () => {
  let dir: string;
  beforeAll(() => {
    dir = projectFor(proxy);
  });

  it('compare without a baseline is ERROR; record saves one in the store; compare of the same proxy passes', async () => {
    // The CLI's main in this process, where the process is not the claim (a Node start and the bundle's load less,
    // ~0.4 s of CPU each); the failing compare below spawned, the CLI as a person runs it.
    const none = await cliInProcess(['compare', ...FLAGS], dir);
    expect(none.code, none.stderr + none.stdout).toBe(1);
    expect(results(dir).retrieval?.[0].error).toBe(
      'no baseline for retrieval suite "MCPProxy small discovery" (retrieval/small.yaml): record one ' +
        '(mcp-eval record, or the action with mode: record), or name a baseline file in the suite (baseline:)',
    );
    const rec = await cliInProcess(['record', ...FLAGS], dir);
    expect(rec.code, rec.stderr + rec.stdout).toBe(0);
    expect(rec.stdout).toContain('Retrieval suite MCPProxy small discovery: RECORDED: baseline recorded');
    const stored = path.join(dir, 'baselines/.retrieval/small.json');
    expect(existsSync(stored)).toBe(true);
    const baseline = JSON.parse(readFileSync(stored, 'utf8')) as Record<string, unknown>;
    expect(baseline).toMatchObject({
      recall_at: { 1: 1, 3: 1, 5: 1, 10: 1 },
      mrr: 1,
      tolerance: { recall_at_5: 0.05 },
    });
    expect(results(dir).retrieval?.map((d) => [d.id, d.status, d.action])).toEqual([['small', 'RECORDED', 'recorded']]);

    const cmp = await cliInProcess(['compare', ...FLAGS], dir);
    expect(cmp.code, cmp.stderr + cmp.stdout).toBe(0);
    const report = results(dir);
    expect([report.status, report.failed, report.scenarios[0].status]).toEqual(['GOOD', false, 'GOOD']);
    const [suite] = report.retrieval!;
    expect([suite.status, suite.action, suite.baseline?.source, suite.baseline?.stale]).toEqual([
      'GOOD',
      'compared',
      stored,
      false,
    ]);
    expect(suite.result.comparison?.worse).toEqual([]);
    expect(summary(dir)).toContain('✅ **MCPProxy small discovery**: GOOD: every gate held');
  }, 420_000);

  it('a reworded description that moves a relevant tool out of the top 5 fails the check and shows', async () => {
    await proxy.stop();
    pointAt(dir, await changedProxy());
    const cmp = await cli(['compare', ...FLAGS], dir, CLI_ENV);
    expect(cmp.code, cmp.stderr + cmp.stdout).toBe(1);
    const report = results(dir);
    expect([report.status, report.failed, report.scenarios[0].status]).toEqual(['BROKEN', true, 'GOOD']);
    const [suite] = report.retrieval!;
    expect(suite.status).toBe('BROKEN');
    const [worse] = suite.result.comparison!.worse;
    expect([worse.id, worse.moves[0].tool_id, worse.moves[0].old_rank]).toEqual([
      'whole-graph',
      'memory:read_graph',
      1,
    ]);
    const newRank = worse.moves[0].new_rank;
    expect(newRank === null || newRank > 5, `new rank ${newRank}`).toBe(true);

    // The PR comment (summary.md is its text): the verdict, the metrics with deltas, the query and its ranks.
    const md = summary(dir);
    expect(md).toContain('🔴 **MCPProxy small discovery**: BROKEN: Recall@5 0.833 is below its gate 0.950');
    expect(md).toContain('| Recall@5 | 1.000 | 0.833 | −0.167 | ❌ ≥ 0.950 failed |');
    const rank = newRank === null ? 'not in the top 10' : String(newRank);
    expect(md).toContain(
      `| whole-graph: Show me everything in my knowledge graph | memory:read\\_graph \\(relevance 2\\) | 1 → ${rank} |`,
    );
    const html = readFileSync(path.join(dir, 'reports/report.html'), 'utf8');
    expect(html).toContain('<section class="retrieval" id="retrieval">');
    expect(html).toContain('<code>memory:read_graph (relevance 2)</code>');
    // A test reporter reading junit.xml sees the suite fail beside the scenario that passed.
    const junit = readFileSync(path.join(dir, 'reports/junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuites name="mcp-eval" tests="3" failures="1" errors="0" /);
    expect(junit).toMatch(
      /<testcase name="retrieval: MCPProxy small discovery" [^>]*>\s*<failure type="BROKEN" message="BROKEN: Recall@5 0\.833/,
    );
  }, 420_000);
});
