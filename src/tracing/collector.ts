// Where a run's spans go besides the file: a collector, when the `otlp-endpoint` setting or the standard
// OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_EXPORTER_OTLP_HEADERS variables say so. The headers carry credentials: they are
// read here, handed to the exporter and to the redactor (settings/secrets.ts), and never written anywhere.
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import { redactedSpans, type Redact } from './redacted.js';

/** What the flush at the end may cost: a collector that never answers costs this, once. */
export const FLUSH_BOUND_MS = 1000;
/** One export's limit, within the flush's bound so that its failure is known (and said) before the bound. */
export const EXPORT_TIMEOUT_MS = 800;

export interface CollectorTarget {
  /** The OTLP/HTTP traces URL (`.../v1/traces`). */
  url: string;
  headers: Record<string, string>;
}

/**
 * The collector of a run, or null: the setting first, else OTEL_EXPORTER_OTLP_ENDPOINT (a base URL, as the spec
 * reads it: `/v1/traces` is added). Headers from OTEL_EXPORTER_OTLP_HEADERS (`k=v,k2=v2`, values percent-decoded).
 */
export function collectorTarget(setting: string | undefined, env: NodeJS.ProcessEnv): CollectorTarget | null {
  const base = setting?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!base) return null;
  const url = base.endsWith('/v1/traces') ? base : `${base.replace(/\/+$/, '')}/v1/traces`;
  return { url, headers: otlpHeaders(env) };
}

/** OTEL_EXPORTER_OTLP_HEADERS as a map; an entry without `=` is left out. */
export function otlpHeaders(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of (env.OTEL_EXPORTER_OTLP_HEADERS ?? '').split(',')) {
    const at = entry.indexOf('=');
    if (at <= 0) continue;
    const key = entry.slice(0, at).trim();
    const raw = entry.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // Not percent-encoded after all: kept as written.
    }
    if (key && value) out[key] = value;
  }
  return out;
}

/** The header values a run must hide (masked in the action, redacted everywhere). */
export const otlpHeaderSecrets = (env: NodeJS.ProcessEnv): string[] => Object.values(otlpHeaders(env));

/**
 * The OTLP/HTTP exporter, loaded only when a collector is set: the exporter and its HTTP transport are a cost every
 * run without a collector (most of them) would pay at start for nothing.
 */
export async function collectorExporter(target: CollectorTarget): Promise<SpanExporter> {
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  return new OTLPTraceExporter({ url: target.url, headers: target.headers, timeoutMillis: EXPORT_TIMEOUT_MS });
}

/**
 * An exporter that gives up after its first failure: one warning (naming the URL's host, never its headers), and the
 * later batches dropped at once, so a collector that is down costs the run one timeout, not one per batch.
 */
export class GuardedExporter implements SpanExporter {
  private failed = false;

  constructor(
    private readonly inner: SpanExporter,
    private readonly where: string,
    private readonly run: { warn: (line: string) => void; redact: Redact },
  ) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    if (this.failed) return done({ code: ExportResultCode.FAILED });
    this.inner.export(redactedSpans(spans, this.run.redact), (result) => {
      if (result.code !== ExportResultCode.SUCCESS) this.fail(result.error?.message ?? 'export failed');
      done(result);
    });
  }

  /** Said once, whatever fails first: an export, or the flush at the end running out of time. */
  fail(why: string): void {
    if (this.failed) return;
    this.failed = true;
    this.run.warn(`traces: the collector at ${this.where} did not take the spans (${why}); the trace file has them`);
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}

/** A URL as `scheme://host[:port]`: its path or query may hold a token. */
export function hostOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return 'an invalid URL';
  }
}
