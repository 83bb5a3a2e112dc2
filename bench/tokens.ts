// 4. Token footprint: what the model is sent on every request, measured from the requests
// the Messages API emulator received. mcp-hub fronts server-everything and server-memory;
// the same scenarios run with one gateway tool (exposure gateway), its list full or compact (gateway-list), and with
// every tool offered directly (exposure direct), through run() and the real claude agent.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createBaselineStore } from '../src/baselines/index.js';
import { run } from '../src/pipeline/index.js';
import { parseSettings } from '../src/settings/settings.js';
import {
  endTurn,
  startAnthropicEmulator,
  toolUse,
  type RecordedRequest,
  type Responder,
} from '../test/emulators/anthropic.js';
import { httpConfig, startHub, tempDir } from '../test/helpers/mcp-servers.js';
import { compactStatus } from './compact-status.js';
import { bytes, type Row } from './stats.js';

const SCENARIOS = 2;

/** Tokens as the emulator counts them (and roughly as Claude's tokenizer does for JSON). */
const tokensOf = (n: number) => Math.ceil(n / 4);

function turnOf(req: RecordedRequest): number {
  return (req.body.messages ?? []).filter((m) => m.role === 'assistant').length;
}

const execute = toolUse('mcp_hub', {
  action: 'execute',
  tool_name: 'everything__echo',
  tool_inputs: { message: 'hello' },
});

const gatewayTurns: Responder = (req) =>
  [toolUse('mcp_hub', { action: 'list' }), execute, endTurn('Echoed hello.')][Math.min(turnOf(req), 2)];

/** As the compact list's system prompt says: the list, then the one tool's schema, then the call. */
const compactTurns: Responder = (req) =>
  [
    toolUse('mcp_hub', { action: 'list' }),
    toolUse('mcp_hub', { action: 'list', tool_name: 'everything__echo' }),
    execute,
    endTurn('Echoed hello.'),
  ][Math.min(turnOf(req), 3)];

const directTurns: Responder = (req) =>
  [toolUse('mcp__hub__everything__echo', { message: 'hello' }), endTurn('Echoed hello.')][Math.min(turnOf(req), 1)];

type Mode = 'direct' | 'gateway' | 'compact';
const RESPONDERS: Record<Mode, Responder> = { direct: directTurns, gateway: gatewayTurns, compact: compactTurns };

interface Footprint {
  requests: number;
  tools: number;
  /** Bytes of `tools` in each request; all equal when the prefix is stable. */
  toolBytes: number[];
  distinctPrefixes: number;
  /** cache_control markers in the tools and in the system prompt of each request. */
  markers: Set<string>;
  /** Requests after the first that the emulator billed as cache reads of the whole prefix. */
  cacheReads: number;
  /** Bytes of the gateway's `list` answer, which enters the conversation once. */
  listBytes: number;
  /** Bytes of the compact gateway's answer with one tool's definition (list with tool_name). */
  schemaBytes: number;
  /** The run's recorded footprint (trajectory tool_tokens) of the first scenario. */
  recorded: { definitions: number; discovery: number; direct: number } | undefined;
}

async function measure(mode: Mode, hubUrl: string): Promise<Footprint> {
  const emulator = await startAnthropicEmulator({ responder: RESPONDERS[mode] });
  const exposure = mode === 'direct' ? 'direct' : 'gateway';
  try {
    const cwd = tempDir();
    mkdirSync(path.join(cwd, 'scenarios'));
    for (let i = 0; i < SCENARIOS; i++)
      writeFileSync(path.join(cwd, 'scenarios', `s${i}.yaml`), `name: Echo ${i}\nuser_intent: Echo hello (${i})\n`);
    const settings = parseSettings(
      {
        mode: 'record',
        agent: 'claude',
        anthropicApiKey: 'sk-ant-bench',
        anthropicBaseUrl: emulator.url,
        exposure,
        gatewayList: mode === 'compact' ? 'compact' : 'full',
        concurrency: 1,
        scenarios: path.join(cwd, 'scenarios/*.yaml'),
      },
      {},
    );
    const store = createBaselineStore({ kind: 'dir', dir: 'baselines', cacheKey: 'k', branch: 'b', cwd });
    const report = await run(settings, { servers: [httpConfig('hub', hubUrl)], store, cwd, env: {} });
    const bad = report.scenarios.find((s) => s.status !== 'RECORDED');
    if (bad) throw new Error(`tokens (${exposure}): ${bad.error}`);

    const reqs = emulator.requests;
    const count = (text: string) => text.split('"cache_control"').length - 1;
    const results = reqs
      .flatMap((r) => r.body.messages ?? [])
      .flatMap((m) => (Array.isArray(m.content) ? m.content : []))
      .filter((b) => b.type === 'tool_result' && typeof b.content === 'string')
      .map((b) => String(b.content));
    const listResult = results.find((c) => c.startsWith('{"server":"hub","tools"') || /^\d+ tool\(s\) of/.test(c));
    const schemaResult = results.find((c) => c.startsWith('{"server":"hub","name"'));
    return {
      requests: reqs.length,
      tools: reqs[0].body.tools?.length ?? 0,
      toolBytes: reqs.map((r) => Buffer.byteLength(JSON.stringify(r.body.tools ?? []))),
      distinctPrefixes: new Set(reqs.map((r) => JSON.stringify([r.body.tools, r.body.system]))).size,
      markers: new Set(
        reqs.map(
          (r) => `${count(JSON.stringify(r.body.tools))} in tools, ${count(JSON.stringify(r.body.system))} in system`,
        ),
      ),
      // The emulator's usage is not kept per request; a request whose prefix bytes it had
      // seen before is a cache read, and that is exactly "prefix identical to an earlier one".
      cacheReads: reqs.filter(
        (r, i) =>
          i > 0 &&
          reqs
            .slice(0, i)
            .some(
              (p) => JSON.stringify([p.body.tools, p.body.system]) === JSON.stringify([r.body.tools, r.body.system]),
            ),
      ).length,
      listBytes: listResult ? Buffer.byteLength(listResult) : 0,
      schemaBytes: schemaResult ? Buffer.byteLength(schemaResult) : 0,
      recorded: report.scenarios[0]?.runs[0]?.trajectory.tool_tokens,
    };
  } finally {
    await emulator.close();
  }
}

export async function tokens(): Promise<Row[]> {
  const hub = await startHub();
  try {
    const gw = await measure('gateway', hub.url);
    const compact = await measure('compact', hub.url);
    const direct = await measure('direct', hub.url);
    const g = Math.max(...gw.toolBytes);
    const c = Math.max(...compact.toolBytes);
    const d = Math.max(...direct.toolBytes);
    const share = g / d;
    const stable = (f: Footprint) =>
      f.distinctPrefixes === 1 &&
      new Set(f.toolBytes).size === 1 &&
      f.markers.size === 1 &&
      f.cacheReads === f.requests - 1;
    return [
      {
        benchmark: `4. tokens: tool definitions per request, gateway (${gw.tools} tool) vs direct (${direct.tools} tools), mcp-hub`,
        measured: `${bytes(g)} (~${tokensOf(g)} tok)`,
        baseline: `${bytes(d)} (~${tokensOf(d)} tok)`,
        ratio: `${(share * 100).toFixed(1)}%`,
        target: '<= 20%',
        met: share <= 0.2,
      },
      {
        benchmark: `4. tokens: gateway list answer, read once per conversation (vs direct definitions)`,
        measured: `${bytes(gw.listBytes)} (~${tokensOf(gw.listBytes)} tok)`,
        baseline: `${bytes(d)} (~${tokensOf(d)} tok)`,
        ratio: `${((gw.listBytes / d) * 100).toFixed(0)}%`,
        target: 'info',
        met: null,
      },
      ...compactRows(c, compact, d),
      ...(await compactStatus()),
      ...(
        [
          ['gateway', gw],
          ['compact gateway', compact],
          ['direct', direct],
        ] as const
      ).map(([name, f]): Row => ({
        benchmark: `4. cache: ${name} prefix (tools+system) over ${f.requests} requests, ${SCENARIOS} scenarios`,
        measured: `${f.distinctPrefixes} distinct prefix, cache_control ${[...f.markers].join(' | ')}`,
        baseline: `${f.requests} requests`,
        ratio: `${f.cacheReads}/${f.requests - 1} cache reads`,
        target: 'identical, read after 1st',
        met: stable(f),
      })),
    ];
  } finally {
    await hub.stop();
  }
}

/** The compact gateway (gateway-list compact): its definitions and list answer against the direct definitions. */
function compactRows(c: number, f: Footprint, d: number): Row[] {
  const share = (c + f.listBytes) / d;
  const rec = f.recorded;
  const spent = rec ? rec.definitions + rec.discovery : 0;
  return [
    {
      benchmark: `4. tokens: compact gateway definitions + its list answer (names, one-line descriptions) vs direct`,
      measured: `${bytes(c)} + ${bytes(f.listBytes)} (~${tokensOf(c + f.listBytes)} tok)`,
      baseline: `${bytes(d)} (~${tokensOf(d)} tok)`,
      ratio: `${(share * 100).toFixed(1)}%`,
      target: '< 30%',
      met: share < 0.3,
    },
    {
      benchmark: `4. tokens: compact gateway, the one tool's schema asked for (list with tool_name), per tool used`,
      measured: `${bytes(f.schemaBytes)} (~${tokensOf(f.schemaBytes)} tok)`,
      baseline: `${bytes(d)} (~${tokensOf(d)} tok)`,
      ratio: `${((f.schemaBytes / d) * 100).toFixed(1)}%`,
      target: 'info',
      met: null,
    },
    {
      benchmark: `4. tokens: a compact run's recorded footprint (tool_tokens: definitions + discovery vs direct)`,
      measured: rec ? `~${spent} tok (${rec.definitions} + ${rec.discovery})` : 'none recorded',
      baseline: rec ? `~${rec.direct} tok` : '–',
      ratio: rec ? `${((spent / rec.direct) * 100).toFixed(1)}%` : '–',
      target: 'info',
      met: null,
    },
  ];
}
