// The spans of the run's own stages (a scenario run, a model request, the contract read, the compare, the verdict),
// each a no-op when the run does not trace: `inSpan` costs a context lookup then.
import {
  context,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
  type SpanOptions,
} from '@opentelemetry/api';
import { errorMessage } from '../util/errors.js';
import { traceRunOf, type TraceRun } from './trace-run.js';

export interface StageSpan {
  name: string;
  attributes?: Attributes;
  kind?: SpanKind;
  /** Start a trace of its own (a scenario run, the contract read), whatever span is active. */
  root?: boolean;
}

/**
 * `fn` inside a span (active while it runs, so what it calls nests under it), ended when it settles; a throw is
 * the span's error and is rethrown. Without a run that traces, just `fn` (with no span).
 */
export async function inSpan<T>(stage: StageSpan, fn: (span: Span | null) => Promise<T>): Promise<T> {
  const run = traceRunOf();
  if (!run) return fn(null);
  const options: SpanOptions = {
    kind: stage.kind ?? SpanKind.INTERNAL,
    attributes: stage.attributes,
    root: stage.root,
  };
  const span = run.tracer.startSpan(stage.name, options);
  try {
    return await context.with(trace.setSpan(context.active(), span), () => fn(span));
  } catch (e) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: errorMessage(e) });
    span.setAttribute('error.type', e instanceof Error ? e.name : 'error');
    throw e;
  } finally {
    span.end();
  }
}

/** A span around synchronous work (the compare), ended by the caller; null when the run does not trace. */
export function startStage(stage: StageSpan): Span | null {
  const run = traceRunOf();
  if (!run) return null;
  return run.tracer.startSpan(stage.name, { kind: stage.kind ?? SpanKind.INTERNAL, attributes: stage.attributes });
}

/** A text for a span attribute, when the run puts content on spans (`trace-content`): redacted as every output. */
export function spanContent(run: TraceRun | undefined, value: unknown): string | undefined {
  if (!run?.options.content || value === undefined) return undefined;
  return run.options.redact(typeof value === 'string' ? value : JSON.stringify(value));
}
