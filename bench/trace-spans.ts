// Benchmark 18's steadiest row: the tracing code alone, without a server or the reports, whose CPU time the machine's
// load moves by far less than a whole run's. The spans of 200 one-call scenarios as a run makes them (invoke_agent,
// tools/call with its trace context in _meta, compare: 600 spans), then the trace file written and the collector
// flushed; against the same work with no run in the context (no span made). This process's CPU time, median.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createRedactor } from '../src/sanitize/redact.js';
import { withCallSpan } from '../src/tracing/context.js';
import { McpSpans } from '../src/tracing/mcp.js';
import { inSpan, startStage } from '../src/tracing/spans.js';
import { TraceRun } from '../src/tracing/trace-run.js';
import { tempDir } from '../test/helpers/mcp-servers.js';
import { median } from './stats.js';

const SCENARIOS = 200;
const ROUNDS = 40;

async function scenarios(spans: McpSpans): Promise<void> {
  for (let i = 0; i < SCENARIOS; i++) {
    const attributes = { 'mcp_eval.scenario.id': `s${i}`, 'mcp_eval.run_index': 0 };
    await inSpan({ name: `invoke_agent s${i}`, attributes, root: true }, () =>
      withCallSpan({}, async () => {
        const params = { name: 'echo', arguments: { message: `m${i}` } };
        const sent = spans.request({ jsonrpc: '2.0', id: i, method: 'tools/call', params });
        await new Promise((r) => setImmediate(r));
        spans.received({ id: sent.id, result: { content: [{ type: 'text', text: `Echo: m${i}` }] } });
      }),
    );
    const compare = startStage({ name: `compare s${i}`, attributes: { 'mcp_eval.scenario.id': `s${i}` } });
    compare?.setAttributes({ 'mcp_eval.status': 'GOOD', 'mcp_eval.score': 1 });
    compare?.end();
  }
}

/** CPU milliseconds of the tracing code for one run's spans (median of ROUNDS, the untraced work's subtracted). */
export async function tracingAlone(withCollector: boolean): Promise<number> {
  const server = createServer((req, res) => req.resume().on('end', () => res.writeHead(200).end('{}')));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`;
  const file = path.join(tempDir(), 'traces.json');
  const info = { server: 'everything', networkTransport: 'pipe' as const, protocolVersion: () => '2025-11-25' };
  const spans = new McpSpans({ ...info, sessionId: () => undefined });
  const cpu = async (fn: () => Promise<void>) => {
    const before = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  };
  const on: number[] = [];
  const off: number[] = [];
  try {
    for (let i = 0; i < ROUNDS + 5; i++) {
      const collector = withCollector ? { url, headers: {} } : null;
      // A redactor of its own, as each run has: what it remembers of the texts it has seen starts empty.
      const redact = createRedactor({});
      const run = await TraceRun.start({ content: false, redact, collector, warn: (l) => console.error(l) });
      const traced = await cpu(async () => {
        await run.within(() => scenarios(spans));
        await run.write(file);
        await run.flush();
      });
      const untraced = await cpu(() => scenarios(spans));
      if (i < 5) continue; // warm-up
      on.push(traced);
      off.push(untraced);
    }
  } finally {
    await new Promise((r) => server.close(r));
  }
  return median(on) - median(off);
}
