// The real trace store of the traces tests: Jaeger v2 (scripts/ensure-jaeger.sh builds the version scripts/pins.env
// names) on free ports, in-memory storage, OTLP in over HTTP and gRPC, its query API out. One per test file: start it
// in beforeAll, stop it in afterAll (stopAllServers stops it too). Spans are read back through the same query client
// the run uses (src/tracing/jaeger-query.ts).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readTrace, type ServerSpan } from '../../src/tracing/jaeger-query.js';
import { sleep, startProcess, tempDir } from './mcp-servers.js';
import { freePort } from './ports.js';
import { PINS } from './real-parts.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const JAEGER_BIN = path.join(ROOT, 'node_modules/.cache/jaeger', PINS.JAEGER_VERSION, 'jaeger');

export interface Jaeger {
  /** host:port of its OTLP receivers (MCPProxy's `observability.tracing.endpoint` takes this form). */
  otlpHttp: string;
  otlpGrpc: string;
  /** Its query API's base URL (the run's trace-query setting). */
  queryUrl: string;
  /** The spans of one trace, waiting (up to `ms`) until at least `min` are stored: exporters batch. */
  trace(traceId: string, min?: number, ms?: number): Promise<ServerSpan[]>;
  output(): string;
  stop(): Promise<void>;
}

/** Its config: the collector pipeline OTLP -> memory, the query extension; no metrics, no other listeners. */
function config(ports: Record<'grpc' | 'http' | 'query' | 'queryGrpc' | 'health', number>): string {
  const at = (port: number) => `127.0.0.1:${port}`;
  return `service:
  extensions: [jaeger_storage, jaeger_query, healthcheckv2]
  pipelines:
    traces:
      receivers: [otlp]
      processors: [batch]
      exporters: [jaeger_storage_exporter]
  telemetry:
    metrics:
      level: none
    logs:
      level: warn
extensions:
  healthcheckv2:
    use_v2: true
    http:
      endpoint: ${at(ports.health)}
  jaeger_query:
    storage:
      traces: memstore
    http:
      endpoint: ${at(ports.query)}
    grpc:
      endpoint: ${at(ports.queryGrpc)}
  jaeger_storage:
    backends:
      memstore:
        memory:
          max_traces: 10000
receivers:
  otlp:
    protocols:
      grpc:
        endpoint: ${at(ports.grpc)}
      http:
        endpoint: ${at(ports.http)}
processors:
  batch:
    timeout: 100ms
exporters:
  jaeger_storage_exporter:
    trace_storage: memstore
`;
}

/** Start Jaeger and wait until its query API and its OTLP HTTP receiver answer. */
export async function startJaeger(): Promise<Jaeger> {
  if (!existsSync(JAEGER_BIN)) throw new Error(`${JAEGER_BIN} is missing: run bash scripts/ensure-jaeger.sh`);
  const ports = {
    grpc: await freePort(),
    http: await freePort(),
    query: await freePort(),
    queryGrpc: await freePort(),
    health: await freePort(),
  };
  const file = path.join(tempDir(), 'jaeger.yaml');
  writeFileSync(file, config(ports));
  const proc = await startProcess(['--config', file], {}, ports.query, JAEGER_BIN);
  const queryUrl = `http://127.0.0.1:${ports.query}`;
  const deadline = Date.now() + 30_000;
  while (!(await answers(`${queryUrl}/api/services`)) || !(await answers(`http://127.0.0.1:${ports.http}/`, true))) {
    if (Date.now() > deadline) {
      await proc.stop();
      throw new Error(`Jaeger did not answer within 30 s:\n${proc.output().slice(-2000)}`);
    }
    await sleep(100);
  }
  return {
    otlpHttp: `127.0.0.1:${ports.http}`,
    otlpGrpc: `127.0.0.1:${ports.grpc}`,
    queryUrl,
    trace: async (traceId, min = 1, ms = 15_000) => {
      const until = Date.now() + ms;
      for (;;) {
        const spans = await readTrace(queryUrl, traceId);
        if (spans.length >= min || Date.now() > until) return spans;
        await sleep(200);
      }
    },
    output: proc.output,
    stop: proc.stop,
  };
}

/** The URL answers (any HTTP status when `anyStatus`, else 2xx). */
async function answers(url: string, anyStatus = false): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return anyStatus || res.ok;
  } catch {
    return false;
  }
}
