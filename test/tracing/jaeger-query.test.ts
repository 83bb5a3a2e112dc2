// Reading spans back from a real trace store: Jaeger v2 (test/helpers/jaeger.ts, one per file), spans sent to it by
// the official OTLP/HTTP exporter, read through src/tracing/jaeger-query.ts as a run reads them (setting trace-query).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { context, trace } from '@opentelemetry/api';
import { readService, readServices, readTrace } from '../../src/tracing/jaeger-query.js';
import { startJaeger, type Jaeger } from '../helpers/jaeger.js';
import { deadUrl, stopAllServers } from '../helpers/mcp-servers.js';

let jaeger: Jaeger;
beforeAll(async () => {
  jaeger = await startJaeger();
}, 60_000);
afterAll(stopAllServers);

/** A parent span and its child from service `name`, exported to the Jaeger; their ids and the time around them. */
async function exportPair(name: string) {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': name }),
    spanProcessors: [
      new SimpleSpanProcessor({ exporter: new OTLPTraceExporter({ url: `http://${jaeger.otlpHttp}/v1/traces` }) }),
    ],
  });
  const tracer = provider.getTracer('test');
  const from = Date.now();
  const parent = tracer.startSpan('tool.call', { attributes: { 'tool.server': 'everything', 'tool.name': 'echo' } });
  const child = tracer.startSpan('inner', {}, trace.setSpan(context.active(), parent));
  await new Promise((r) => setTimeout(r, 20));
  child.end();
  parent.end();
  await provider.forceFlush();
  await provider.shutdown();
  return { parent: parent.spanContext(), child: child.spanContext(), from, to: Date.now() };
}

describe('spans read back from a real Jaeger through its query API', () => {
  it('one trace by its id: names, service, parent, times and attributes', async () => {
    const { parent, child, from, to } = await exportPair('proxy-a');
    const spans = await jaeger.trace(parent.traceId, 2);
    const byId = Object.fromEntries(spans.map((s) => [s.span_id, s]));
    expect(byId[parent.spanId]).toMatchObject({
      trace_id: parent.traceId,
      name: 'tool.call',
      service: 'proxy-a',
      attributes: { 'tool.server': 'everything', 'tool.name': 'echo' },
    });
    expect(byId[parent.spanId].parent_span_id).toBeUndefined();
    expect(byId[child.spanId]).toMatchObject({ name: 'inner', parent_span_id: parent.spanId });
    expect(byId[child.spanId].duration_ms).toBeGreaterThanOrEqual(19);
    expect(byId[parent.spanId].start_ms).toBeGreaterThanOrEqual(from - 1);
    expect(byId[parent.spanId].start_ms + byId[parent.spanId].duration_ms).toBeLessThanOrEqual(to + 1);
  });

  it("a service's traces in a window, and the services the store knows", async () => {
    const { parent, from, to } = await exportPair('proxy-b');
    await jaeger.trace(parent.traceId, 2);
    expect(await readServices(jaeger.queryUrl)).toContain('proxy-b');
    const inside = await readService(jaeger.queryUrl, 'proxy-b', from - 10, to + 10);
    expect(inside.map((s) => s.trace_id)).toContain(parent.traceId);
    expect(await readService(jaeger.queryUrl, 'proxy-b', from - 60_000, from - 30_000)).toEqual([]);
  });

  it('an unknown trace is no spans; a store that does not answer is an error naming it', async () => {
    expect(await readTrace(jaeger.queryUrl, '0'.repeat(31) + '1')).toEqual([]);
    const dead = (await deadUrl()).replace(/\/mcp$/, '');
    await expect(readServices(dead)).rejects.toThrow(`${dead}/api/services did not answer (connect ECONNREFUSED`);
  });
});
