// The spans of an OTLP JSON trace file, flattened for assertions: name, ids, parent, kind, status and attributes as a
// plain object of their values.
import { readFileSync } from 'node:fs';

export interface FlatSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  kind: number;
  status?: { code?: number; message?: string };
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpSpan extends Omit<FlatSpan, 'attributes'> {
  attributes?: { key: string; value: OtlpValue }[];
}
interface OtlpFile {
  resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const valueOf = (v: OtlpValue): unknown =>
  v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : undefined) ?? v.doubleValue ?? v.boolValue;

export function readSpans(file: string): FlatSpan[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as OtlpFile;
  return data.resourceSpans.flatMap((r) =>
    r.scopeSpans.flatMap((s) =>
      s.spans.map((span) => ({
        ...span,
        attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, valueOf(a.value)])),
      })),
    ),
  );
}
