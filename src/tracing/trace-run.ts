// A run's tracing: one TracerProvider for the whole run (each scenario run is a trace of its own), every span kept
// in memory for the trace file beside results.json (OTLP JSON, always written), and sent to a collector when one is
// set. The collector can cost a run no more than one warning and a bounded flush (collector.ts).
import { context, TraceFlags, type Context, type Tracer } from '@opentelemetry/api';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type ReadableSpan, type SpanProcessor } from '@opentelemetry/sdk-trace';
import { withDeadline } from '../util/deadline.js';
import { writeAtomic } from '../util/files.js';
import { VERSION } from '../util/version.js';
import {
  collectorExporter,
  EXPORT_TIMEOUT_MS,
  FLUSH_BOUND_MS,
  GuardedExporter,
  hostOf,
  type CollectorTarget,
} from './collector.js';
import { ensureContextManager, TRACE_RUN_KEY } from './context.js';
import { redactedSpans } from './redacted.js';

/** The trace file's name, beside results.json. */
export const TRACE_FILE = 'traces.json';

export interface TraceRunOptions {
  /** Arguments and results on the MCP spans (`trace-content`); off by default. */
  content: boolean;
  /** The run's redactor: every text put on a span passes through it. */
  redact: <T>(value: T) => T;
  collector: CollectorTarget | null;
  /** Where the one warning of a failed collector goes. */
  warn: (line: string) => void;
}

/**
 * Every sampled span that ended, kept for the trace file. SimpleSpanProcessor with an InMemorySpanExporter keeps the
 * same list at the cost of a promise, a context switch and a timer for each span (about a third of the spans' cost).
 */
export class KeptSpans implements SpanProcessor {
  readonly ended: ReadableSpan[] = [];
  onStart(): void {}
  onEnd(span: ReadableSpan): void {
    if (span.spanContext().traceFlags & TraceFlags.SAMPLED) this.ended.push(span);
  }
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

export class TraceRun {
  readonly tracer: Tracer;
  private readonly kept = new KeptSpans();
  private readonly provider: TracerProvider;

  private constructor(
    readonly options: TraceRunOptions,
    private readonly exporter: GuardedExporter | null,
  ) {
    // sdk-trace v3 takes processors in the constructor only, and each processor takes `{ exporter }`: an exporter
    // passed as the argument itself is read as options without one, and the spans go nowhere.
    const spanProcessors: SpanProcessor[] = [this.kept];
    if (exporter) spanProcessors.push(new BatchSpanProcessor({ exporter, exportTimeoutMillis: EXPORT_TIMEOUT_MS }));
    this.provider = new TracerProvider({
      resource: resourceFromAttributes({ 'service.name': 'mcp-eval', 'service.version': VERSION }),
      spanProcessors,
    });
    // Spans come from this provider, never the api's global one: until a provider is registered globally (and a
    // second registration is refused), trace.getTracer() hands out a tracer whose spans record nothing.
    this.tracer = this.provider.getTracer('mcp-eval', VERSION);
  }

  static async start(options: TraceRunOptions): Promise<TraceRun> {
    ensureContextManager();
    const target = options.collector;
    const inner = target && (await collectorExporter(target));
    const exporter = inner && new GuardedExporter(inner, hostOf(target.url), options);
    return new TraceRun(options, exporter);
  }

  /** `fn` with this run in its context: everything it runs (and awaits) traces into this run. */
  within<T>(fn: () => T): T {
    return context.with(context.active().setValue(TRACE_RUN_KEY, this), fn);
  }

  /** The spans ended so far. */
  spans(): ReadableSpan[] {
    return this.kept.ended;
  }

  /**
   * The spans as OTLP JSON (an ExportTraceServiceRequest: `resourceSpans`, hex ids), redacted, and a line end: the
   * serializer's UTF-8 bytes as they are (decoding 400 KB of them to write them encoded again cost as much again).
   */
  otlpJson(): Uint8Array {
    const bytes = JsonTraceSerializer.serializeRequest(redactedSpans(this.spans(), this.options.redact));
    return Buffer.concat([bytes ?? Buffer.from('{"resourceSpans":[]}'), Buffer.from('\n')]);
  }

  /** Writes the trace file (with every span ended so far). */
  async write(file: string): Promise<void> {
    await writeAtomic(file, this.otlpJson());
  }

  /**
   * Sends what is left to the collector within its bound (never a throw for it). Once the run's own work is done: the
   * bound is wall time, and a report being rendered meanwhile would use it up.
   */
  async flush(): Promise<void> {
    if (!this.exporter) return;
    const flushed = this.provider.forceFlush({ timeoutMillis: EXPORT_TIMEOUT_MS }).then(() => this.provider.shutdown());
    await withDeadline(flushed, FLUSH_BOUND_MS, 'trace flush').catch(() =>
      this.exporter?.fail(`no answer within ${FLUSH_BOUND_MS} ms`),
    );
  }
}

/** The run's tracing in `ctx` (default: the active context), if the run traces. */
export function traceRunOf(ctx: Context = context.active()): TraceRun | undefined {
  return ctx.getValue(TRACE_RUN_KEY) as TraceRun | undefined;
}
