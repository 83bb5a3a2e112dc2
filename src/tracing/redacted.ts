// A span as it leaves the run (the trace file, the collector): every text in it redacted as every other output is.
// The MCP spans carry what servers said (an error's message, a tool's or server's name, an ask's message), and a
// server's words may hold a secret (the fuzzer's leak cases found them in the trace file), so the texts are redacted
// on the way out, in one place, not where each attribute is set.
import type { ReadableSpan } from '@opentelemetry/sdk-trace';

export type Redact = <T>(value: T) => T;

/** `span` with its name, attributes, status, events and links redacted; everything else read from the span. */
export function redactedSpan(span: ReadableSpan, redact: Redact): ReadableSpan {
  const value = <T>(v: T): PropertyDescriptor => ({ value: redact(v), enumerable: true });
  return Object.create(span, {
    name: value(span.name),
    attributes: value(span.attributes),
    status: value(span.status),
    events: value(span.events),
    links: value(span.links),
  }) as ReadableSpan;
}
