// 9. Retrieval: MCPProxy's own discovery dataset (47 graded queries over the 45 tools of seven pinned upstreams)
// through the real MCPProxy v0.60.0. Timed once the servers are up: the suite run as the product runs it (connect,
// catalog check at /mcp/all, retrieve_tools over MCP one query after the other, scores, comparison), against a bare
// SDK client that connects and sends the same 47 retrieve_tools calls, rounds alternating; and once against the same
// queries sent to the proxy's REST search (what MCPProxy's own harness uses). Also the start-up until all 45 tools
// are listed, and the metrics beside baseline_v1's.
import { writeFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import path from 'node:path';
import {
  loadRetrievalSuite,
  runRetrievalSuite,
  type RetrievalResult,
  type RetrievalSuite,
} from '../src/retrieval/index.js';
import { httpConfig, tempDir } from '../test/helpers/mcp-servers.js';
import { RETRIEVAL_DATASET, startRetrievalProxy } from '../test/helpers/retrieval-proxy.js';
import { interleaved, median, ms, timed, type Row } from './stats.js';

/** The config's own REST key (snapshot-servers.config.json sets it for MCPProxy's harness). */
const REST_KEY = 'eval-corpus-snapshot';

export async function retrieval(): Promise<Row[]> {
  const dir = tempDir();
  const at = (f: string) => JSON.stringify(path.join(RETRIEVAL_DATASET, f));
  const lines = [
    'name: mcpproxy v1',
    `queries: ${at('retrieval_golden_v1.json')}`,
    `corpus: ${at('corpus_v1.tools.json')}`,
  ];
  writeFileSync(path.join(dir, 'suite.yaml'), [...lines, `baseline: ${at('baseline_v1.json')}`].join('\n'));
  const { suite, problems } = await loadRetrievalSuite(path.join(dir, 'suite.yaml'));
  if (!suite) throw new Error(problems.map((p) => p.message).join('; '));

  let proxy: Awaited<ReturnType<typeof startRetrievalProxy>> | undefined;
  const startup = await timed(async () => (proxy = await startRetrievalProxy()));
  const servers = [httpConfig('mcpproxy', proxy!.url, 'streamable-http')];
  let last: RetrievalResult | undefined;
  const suiteRun = async () => {
    last = await runRetrievalSuite(suite, { servers });
    if (last.status !== 'pass') throw new Error(`retrieval suite: ${last.status} ${last.error ?? ''}`);
    return last.timing.connect_ms + last.timing.queries_ms;
  };
  const bare = () =>
    timed(async () => {
      const client = new Client({ name: 'bench', version: '1' });
      await client.connect(new StreamableHTTPClientTransport(new URL(proxy!.url)));
      for (const q of suite.queries) {
        await client.callTool({ name: 'retrieve_tools', arguments: { query: q.query, limit: suite.limit } });
      }
      await client.close();
    });
  const ab = await interleaved(suiteRun, bare, 7);
  const restRuns: number[] = [];
  for (let i = 0; i < 3; i++) restRuns.push(await restSearch(proxy!.url, suite));
  await proxy!.stop();
  return rows({ suite: median(ab.a), bare: median(ab.b), ratio: ab.ratio, rest: median(restRuns), startup }, last!);
}

/** The 47 queries sent to the proxy's REST search, as MCPProxy's own harness sends them. */
function restSearch(url: string, suite: RetrievalSuite): Promise<number> {
  const base = url.replace(/\/mcp$/, '');
  return timed(async () => {
    for (const q of suite.queries) {
      const search = `${base}/api/v1/index/search?q=${encodeURIComponent(q.query)}&limit=${suite.limit}`;
      const r = await fetch(search, { headers: { 'X-API-Key': REST_KEY } });
      if (!r.ok) throw new Error(`REST search: HTTP ${r.status}`);
      await r.json();
    }
  });
}

interface Times {
  suite: number;
  bare: number;
  ratio: number;
  rest: number;
  startup: number;
}

function rows(t: Times, r: RetrievalResult): Row[] {
  const m = r.metrics!;
  const b = r.baseline!.metrics;
  const figures = (x: typeof m) =>
    `R@1/3/5/10 ${['1', '3', '5', '10'].map((k) => x.recall_at[k].toFixed(3)).join('/')}, ` +
    `MRR ${x.mrr.toFixed(3)}, nDCG@10 ${x.ndcg_at_10.toFixed(3)}, MAP ${x.map.toFixed(3)}`;
  const gate = r.comparison!.gates[0];
  return [
    {
      benchmark: '10. retrieval: 47-query suite through the real proxy over MCP, servers up, vs bare SDK client calls',
      measured: ms(t.suite),
      baseline: ms(t.bare),
      ratio: t.ratio.toFixed(2),
      target: '< 60 s',
      met: t.suite < 60_000,
    },
    {
      benchmark: "10. retrieval: the same 47 queries over MCPProxy's REST search (its own harness's path) vs the suite",
      measured: ms(t.rest),
      baseline: ms(t.suite),
      ratio: (t.rest / t.suite).toFixed(2),
      target: 'info',
      met: null,
    },
    {
      benchmark: '10. retrieval: proxy start until the 45 tools of its 7 upstreams are listed',
      measured: ms(t.startup),
      baseline: '-',
      ratio: '-',
      target: 'info',
      met: null,
    },
    {
      benchmark: "10. retrieval: metrics vs MCPProxy's baseline_v1 (gate: Recall@5 >= baseline - 0.05)",
      measured: figures(m),
      baseline: figures(b),
      ratio: `Recall@5 ${r.comparison!.deltas.recall_at_5 >= 0 ? '+' : ''}${r.comparison!.deltas.recall_at_5.toFixed(3)}`,
      target: `>= ${gate.threshold!.toFixed(3)}`,
      met: gate.passed,
    },
  ];
}
