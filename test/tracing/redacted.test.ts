// What a server said reaches the spans (an error's message, a tool's name, an ask's message) and may hold a secret:
// the fuzzer found one in traces.json (seed 48, fz156: a resources/templates/list error quoting $SECRET). The trace
// file and the collector get every text of every span redacted; the ids and times stay as they were.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { afterAll, expect, it } from 'vitest';
import { createRedactor } from '../../src/sanitize/redact.js';
import { redactedSpans } from '../../src/tracing/redacted.js';
import { TraceRun } from '../../src/tracing/trace-run.js';
import { tempDir } from '../helpers/mcp-servers.js';

const SECRET = 'sk-fuzz-7f3a9c2e1b';
let server: Server | undefined;
afterAll(() => new Promise((r) => (server ? server.close(r) : r(undefined))));

/** A collector that keeps the bodies it is sent. */
async function collector(): Promise<{ url: string; bodies: string[] }> {
  const bodies: string[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      bodies.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/traces`, bodies };
}

it('a secret in a span name, attribute, status, event or link reaches neither the trace file nor the collector', async () => {
  const { url, bodies } = await collector();
  const warnings: string[] = [];
  const redact = createRedactor({ secrets: [SECRET] });
  const run = await TraceRun.start({
    content: false,
    redact,
    collector: { url, headers: {} },
    warn: (l) => warnings.push(l),
  });
  const other = run.tracer.startSpan('other');
  const span = run.tracer.startSpan(`resources/list ${SECRET}`, {
    attributes: { 'mcp.method.name': 'resources/list', 'error.message': `boom ${SECRET}` },
    links: [{ context: other.spanContext(), attributes: { why: SECRET } }],
  });
  span.addEvent('exception', { 'exception.message': `it said ${SECRET}` });
  span.setStatus({ code: SpanStatusCode.ERROR, message: `boom ${SECRET}` });
  span.end();
  other.end();
  const file = path.join(tempDir(), 'traces.json');
  await run.write(file);
  await run.flush();
  const written = readFileSync(file, 'utf8');
  expect(warnings).toEqual([]);
  expect(bodies.length).toBeGreaterThan(0);
  for (const text of [written, ...bodies]) {
    expect(text).not.toContain(SECRET);
    expect(text).toContain('boom ***');
    expect(text).toContain(span.spanContext().spanId);
  }
});

it("the spans' redacted copies (plain objects, made in one pass) serialize as the spans themselves do, but for the texts redacted", async () => {
  const redact = createRedactor({ secrets: [SECRET] });
  const run = await TraceRun.start({ content: false, redact, collector: null, warn: () => {} });
  const parent = run.tracer.startSpan('invoke_agent s1', { attributes: { 'mcp_eval.run_index': 0 } });
  const ctx = trace.setSpan(context.active(), parent);
  const child = run.tracer.startSpan(
    'tools/call echo',
    { kind: SpanKind.CLIENT, attributes: { list: ['a', 'b'] } },
    ctx,
  );
  child.addEvent('asked', { n: 2 });
  child.setStatus({ code: SpanStatusCode.ERROR, message: `boom ${SECRET}` });
  child.end();
  parent.end();
  const json = (spans: ReadableSpan[]) => new TextDecoder().decode(JsonTraceSerializer.serializeRequest(spans));
  const copies = redactedSpans(run.spans(), redact);
  expect(copies.every((c) => Object.getPrototypeOf(c) === Object.prototype)).toBe(true);
  expect(json(copies)).toBe(json(run.spans()).replace(SECRET, '***'));
  expect(json(copies)).toContain(`"parentSpanId":"${parent.spanContext().spanId}"`);
});

it('a secret a later span gives away (an attribute named as a secret) is hidden in the spans ended before it too', async () => {
  const learned = 'x9Qz7Lm2Vb4Np6Rt';
  const run = await TraceRun.start({ content: false, redact: createRedactor(), collector: null, warn: () => {} });
  run.tracer.startSpan('tools/call echo', { attributes: { 'error.message': `refused ${learned}` } }).end();
  run.tracer.startSpan('tools/call login', { attributes: { api_key: learned } }).end();
  const file = path.join(tempDir(), 'traces.json');
  await run.write(file);
  const written = readFileSync(file, 'utf8');
  expect(written).not.toContain(learned);
  expect(written).toContain('refused ***');
  expect(written.endsWith('}\n')).toBe(true);
});
