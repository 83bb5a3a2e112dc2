// A span as it leaves the run (the trace file, the collector): every text in it redacted as every other output is.
// The MCP spans carry what servers said (an error's message, a tool's or server's name, an ask's message), and a
// server's words may hold a secret (the fuzzer's leak cases found them in the trace file), so the texts are redacted
// on the way out, in one place, not where each attribute is set.
import type { ReadableSpan } from '@opentelemetry/sdk-trace';

export type Redact = <T>(value: T) => T;

/**
 * `spans` with their names, attributes, statuses, events and links redacted, all in one pass (a secret one of them
 * gives away is hidden in all, and a run's few hundred spans cost one walk, not one each); everything else read from
 * the span. Plain objects of one shape: the serializer reads every field of each span, and reading them through a
 * prototype chain (Object.create) cost more than the redaction itself.
 */
export function redactedSpans(spans: readonly ReadableSpan[], redact: Redact): ReadableSpan[] {
  const texts = redact(
    spans.map(({ name, attributes, status, events, links }) => ({ name, attributes, status, events, links })),
  );
  return spans.map((span, i) => {
    const { name, attributes, status, events, links } = texts[i];
    const spanContext = span.spanContext();
    return {
      name,
      kind: span.kind,
      spanContext: () => spanContext,
      parentSpanContext: span.parentSpanContext,
      startTime: span.startTime,
      endTime: span.endTime,
      status,
      attributes,
      links,
      events,
      duration: span.duration,
      ended: span.ended,
      resource: span.resource,
      instrumentationScope: span.instrumentationScope,
      droppedAttributesCount: span.droppedAttributesCount,
      droppedEventsCount: span.droppedEventsCount,
      droppedLinksCount: span.droppedLinksCount,
    };
  });
}
