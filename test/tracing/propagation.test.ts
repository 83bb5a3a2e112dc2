// Issue 46, points 1 and 2 end to end: a run through execute() against a real SDK server, over stdio and over
// streamable HTTP, that answers the trace context it received. The trace file beside results.json holds a trace per
// scenario run, a client span per MCP request named and attributed as the MCP semantic conventions say, and each
// tools/call's span ids are the ones the server got in `params._meta.traceparent` (and, over HTTP, the header) and
// the ones the call's record keeps.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { execute } from '../../src/pipeline/index.js';
import type { ToolCallRecord } from '../../src/results/trajectory.js';
import type { Settings } from '../../src/settings/settings.js';
import { startProcess, stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { freePort } from '../helpers/ports.js';
import { readSpans } from '../helpers/otlp-spans.js';
import { projectSettings } from '../helpers/pipeline.js';

afterAll(stopAllServers);

const TRACE_SERVER = path.resolve(import.meta.dirname, '../helpers/trace-server.mjs');
const SCENARIO = (server: string) => `name: ctx ${server}
user_intent: say the trace context
expected_trajectory:
  - tool: mcp__${server}__context
    args: { note: hello }
  - tool: mcp__${server}__fail
    args: {}
`;

async function traceProject(): Promise<{ cwd: string; settings: Settings }> {
  const cwd = tempDir();
  mkdirSync(path.join(cwd, 'scenarios'));
  const port = await freePort();
  await startProcess([TRACE_SERVER], { PORT: String(port) }, port);
  const servers = {
    piped: { command: process.execPath, args: [TRACE_SERVER] },
    web: { type: 'http', url: `http://127.0.0.1:${port}/mcp` },
  };
  writeFileSync(path.join(cwd, 'mcp.json'), JSON.stringify({ mcpServers: servers }));
  for (const s of Object.keys(servers)) writeFileSync(path.join(cwd, 'scenarios', `${s}.yaml`), SCENARIO(s));
  const settings = projectSettings(cwd, {
    mode: 'record',
    agent: 'scripted',
    contractProtocol: 'none',
    concurrency: 1,
  });
  return { cwd, settings };
}

it('carries each request span in _meta.traceparent (and the HTTP header), and records it on the call', async () => {
  const { cwd, settings } = await traceProject();
  const { report, paths } = await execute(settings, { cwd, env: {} });
  expect(paths.traces).toBe(path.join(settings.out, 'traces.json'));
  const spans = readSpans(paths.traces);
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  for (const scenario of report.scenarios) {
    const server = scenario.name.split(' ')[1]!;
    const calls = scenario.runs[0]!.trajectory.messages.filter((m): m is ToolCallRecord => m.type === 'tool_call');
    expect(calls.map((c) => c.tool)).toEqual(['context', 'fail']);
    const [context, fail] = calls.map((c) => {
      expect(c.span?.trace_id).toMatch(/^[0-9a-f]{32}$/);
      expect(c.span?.span_id).toMatch(/^[0-9a-f]{16}$/);
      const span = byId.get(c.span!.span_id);
      expect(span, `${server} ${c.tool}`).toBeDefined();
      return span!;
    });
    // What the server received is the call's own span.
    const got = JSON.parse(String(calls[0]!.content[0]!.text)) as {
      meta: { traceparent?: string };
      header: string | null;
    };
    const traceparent = `00-${calls[0]!.span!.trace_id}-${calls[0]!.span!.span_id}-01`;
    expect(got.meta.traceparent).toBe(traceparent);
    expect(got.header).toBe(server === 'web' ? traceparent : null);
    // The MCP conventions: name, kind client, attributes; a result with isError is a tool_error.
    expect(context).toMatchObject({ name: 'tools/call context', kind: 3 });
    expect(context.attributes).toMatchObject({
      'mcp.method.name': 'tools/call',
      'gen_ai.tool.name': 'context',
      'gen_ai.operation.name': 'execute_tool',
      'mcp.protocol.version': expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'jsonrpc.request.id': expect.any(String),
      'network.transport': server === 'web' ? 'tcp' : 'pipe',
    });
    expect(context.attributes['error.type']).toBeUndefined();
    expect(context.attributes['gen_ai.tool.call.arguments']).toBeUndefined(); // content is opt-in
    expect(fail.attributes['error.type']).toBe('tool_error');
    expect(fail.status?.code).toBe(2);
    // Both calls sit under the scenario run's root span, in a trace of the run's own.
    const root = byId.get(context.parentSpanId!)!;
    expect(root.name).toBe(`invoke_agent ${scenario.id}`);
    expect(root.parentSpanId ?? '').toBe('');
    expect(fail.parentSpanId).toBe(root.spanId);
    expect(context.traceId).toBe(root.traceId);
    const inTrace = spans.filter((s) => s.traceId === root.traceId).map((s) => s.name);
    expect(inTrace.sort()).toEqual([root.name, 'tools/call context', 'tools/call fail']);
  }
  // One trace per scenario run; the shared connections open in the contract read's, the verdict in its own.
  const roots = spans.filter((s) => !s.parentSpanId);
  expect(roots.map((s) => s.name).sort()).toEqual([
    'contract compare',
    'contract read',
    'invoke_agent piped',
    'invoke_agent web',
    'verdict',
  ]);
  expect(new Set(roots.map((s) => s.traceId)).size).toBe(5);
  const read = roots.find((s) => s.name === 'contract read')!;
  const handshake = spans.filter((s) => s.traceId === read.traceId && s.parentSpanId === read.spanId);
  expect(handshake.map((s) => s.name).sort()).toEqual(['initialize', 'initialize', 'tools/list', 'tools/list']);
  expect(roots.find((s) => s.name === 'verdict')?.attributes['mcp_eval.status']).toBe(report.status);
  expect(readFileSync(paths.traces, 'utf8')).toContain('"resourceSpans"');
});
