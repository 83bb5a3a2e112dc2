#!/usr/bin/env node
// A stdio MCP server on the real SDK that traces as the MCP semantic conventions say a server should: it reads the
// caller's context from `params._meta.traceparent` and exports its own span of each tools/call (`tools/call slow`,
// a child of the caller's span) to OTLP_URL (OTLP/HTTP, the official @opentelemetry packages), before it answers.
// Its one tool `slow` waits DELAY_MS (default 0) and answers `done`: a planted delay in an upstream server.
//   OTLP_URL   the collector's traces endpoint (http://host:port/v1/traces); unset: no spans
//   DELAY_MS   how long each call of `slow` takes
import { setTimeout as sleep } from 'node:timers/promises';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { defaultTextMapGetter, ROOT_CONTEXT, SpanKind } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';

const delay = Number(process.env.DELAY_MS ?? 0);
const provider = process.env.OTLP_URL
  ? new TracerProvider({
      resource: resourceFromAttributes({ 'service.name': 'traced-server' }),
      spanProcessors: [new SimpleSpanProcessor({ exporter: new OTLPTraceExporter({ url: process.env.OTLP_URL }) })],
    })
  : null;
const tracer = provider?.getTracer('traced-server');
const propagator = new W3CTraceContextPropagator();

const server = new McpServer({ name: 'traced-server', version: '1.0.0' });
server.registerTool(
  'slow',
  { description: 'Waits a while, then answers done', inputSchema: {} },
  async (_args, extra) => {
    const parent = propagator.extract(ROOT_CONTEXT, extra._meta ?? {}, defaultTextMapGetter);
    const attributes = {
      'mcp.method.name': 'tools/call',
      'gen_ai.tool.name': 'slow',
      'gen_ai.operation.name': 'execute_tool',
    };
    const span = tracer?.startSpan('tools/call slow', { kind: SpanKind.SERVER, attributes }, parent);
    await sleep(delay);
    span?.end();
    // Exported before the answer: the run reads the span back as soon as its calls are done.
    await provider?.forceFlush();
    return { content: [{ type: 'text', text: 'done' }] };
  },
);
await server.connect(new StdioServerTransport());
