// The parts of a call's latency (docs/traces.md, "Reading the proxy's spans back"), from the spans a trace store
// gave back for it: how they were joined to the call, and the time of the run's MCP client, of the proxy and of the
// upstream server. Kept on the call (ToolCallRecord.latency_parts), so a baseline holds them for the next compare.
import { z } from 'zod';
import { looseObject } from './loose.js';

export const LATENCY_PARTS = ['client', 'proxy', 'upstream'] as const;
export type LatencyPart = (typeof LATENCY_PARTS)[number];

const shape = {
  /** link: the span's parent is the call's own span; match: same target and time window. */
  joined: z.enum(['link', 'match']),
  client_ms: z.number(),
  proxy_ms: z.number(),
  upstream_ms: z.number(),
};
export const latencyPartsSchema = looseObject(shape);
export type LatencyParts = z.infer<typeof latencyPartsSchema>;

/**
 * Where a tool's latency regression grew (docs/scoring/latency-parts.md): the change of each part's median, the part
 * that grew most, and its share of the growth (0..1).
 */
export const partsGrowthSchema = z.object({
  client_ms: z.number(),
  proxy_ms: z.number(),
  upstream_ms: z.number(),
  grew: z.enum(LATENCY_PARTS),
  share: z.number(),
});
export type PartsGrowth = z.infer<typeof partsGrowthSchema>;
