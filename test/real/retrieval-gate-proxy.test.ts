// Retrieval suites wired into the product, end to end through the CLI against the real MCPProxy (Go, v0.60.0) and
// its seven pinned upstreams: `record --retrieval-suites` saves the suite's baseline in the baseline store next to
// the scenarios' (baselines/.retrieval/<id>.json), `compare` of the same proxy passes with every gate held, and a
// proxy whose server-memory rewords read_graph's description (as a PR would) fails the check: the PR comment's
// retrieval section shows Recall@5 below its gate and the query that got worse with the tool's old and new rank.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { cli } from '../helpers/cli-project.js';
import { stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import {
  editedNpmServer,
  RETRIEVAL_DATASET,
  startRetrievalProxy,
  upstream,
  type RetrievalProxy,
} from '../helpers/retrieval-proxy.js';

const SMALL = path.resolve(import.meta.dirname, '../fixtures/retrieval/mcpproxy-small.json');

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

describe('retrieval suites through the CLI against the real MCPProxy', () => {
  let proxy: RetrievalProxy;
  let dir: string;
  beforeAll(async () => {
    proxy = await startRetrievalProxy();
    dir = projectFor(proxy);
    // Up to 4 minutes on a loaded machine: MCPProxy's upstreams connecting, then indexed (startRetrievalProxy).
  }, 300_000);
  afterAll(stopAllServers);

  it('compare without a baseline is ERROR; record saves one in the store; compare of the same proxy passes', async () => {
    const none = await cli(['compare', ...FLAGS], dir, CLI_ENV);
    expect(none.code, none.stderr + none.stdout).toBe(1);
    expect(results(dir).retrieval?.[0].error).toBe(
      'no baseline for retrieval suite "MCPProxy small discovery" (retrieval/small.yaml): record one ' +
        '(mcp-eval record, or the action with mode: record), or name a baseline file in the suite (baseline:)',
    );
    const rec = await cli(['record', ...FLAGS], dir, CLI_ENV);
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

    const cmp = await cli(['compare', ...FLAGS], dir, CLI_ENV);
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
    const js = editedNpmServer(
      '@modelcontextprotocol/server-memory',
      'Read the entire knowledge graph',
      'Return every stored item at once',
    );
    const changed = await startRetrievalProxy({ edit: (c) => void (upstream(c, 'memory').args[0] = js) });
    pointAt(dir, changed);
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
