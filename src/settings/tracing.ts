// The run's traces (docs/traces.md): the trace file is always written; these say where else the spans go and what
// they may hold.
import { z } from 'zod';

const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** An optional http(s) URL; empty is unset. */
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .pipe(z.url({ protocol: /^https?$/, error: 'an http(s) URL' }).optional());

export const traceSettings = {
  otlpEndpoint: optionalUrl.describe(
    'OTLP/HTTP collector the run sends its traces to (its base URL; /v1/traces is added), besides the trace file; ' +
      'default OTEL_EXPORTER_OTLP_ENDPOINT (its headers from OTEL_EXPORTER_OTLP_HEADERS, kept secret)',
  ),
  traceContent: bool
    .default(false)
    .describe("put tool arguments and results on the run's MCP spans (redacted as every output); default off"),
  traceQuery: optionalUrl.describe(
    "a trace store's Jaeger query API (its base URL) the proxy's and servers' spans are read back from after the " +
      "scenarios: each call's latency split into client, proxy and upstream, and a regression names the part that grew",
  ),
};
