// results.json, what changed on the servers between a baseline and today: tool changes (removed, added, renamed,
// schema diffs, descriptions), server versions, performance regressions. Worked out by scoring/.
import { z } from 'zod';
import { partsGrowthSchema } from './latency-parts.js';
import { PERF_METRICS } from './trajectory.js';

/** One property's change in a tool's input schema (scoring/schema-diff.ts works it out). */
const propertyChangeSchema = z.object({
  /** `limit`; nested `filter.since`; the items of an array `tags[]`. */
  property: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  /** In words, in a fixed order: `type integer -> string`, `now required`, `description changed`. */
  details: z.array(z.string()),
  /** The property's type on each side (`integer`, `string|null`); null when untyped or absent. */
  before_type: z.string().nullable(),
  after_type: z.string().nullable(),
  /** Can a call that fitted the old schema be refused now (schema-compat.ts)? Absent in older results. */
  breaking: z.boolean().optional(),
});
export type PropertyChange = z.infer<typeof propertyChangeSchema>;

/** A schema diff as a structure, for causes to match arguments against: one type for scoring and results.json. */
export const schemaDiffSchema = z.object({
  /** False when a side has no recorded definition (an older baseline): only the hash changed. */
  known: z.boolean(),
  properties: z.array(propertyChangeSchema),
  /** Changes to the schema's own keywords (`additionalProperties false -> (none)`). */
  other: z.array(z.string()),
  /** Some change can refuse a call that fitted the old schema; unknown (no definition) counts as breaking. */
  breaking: z.boolean().optional(),
});
export type SchemaDiff = z.infer<typeof schemaDiffSchema>;

export const toolChangesSchema = z.object({
  server: z.string(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  schema_changed: z.array(z.string()),
  /**
   * The client's change: the run declared other client features than the baseline (results/client.ts), and these
   * tools came or went with them; never counted as added or removed by the server. Absent when the profile is the same.
   */
  client: z.object({ before: z.array(z.string()), after: z.array(z.string()), tools: z.array(z.string()) }).optional(),
  /** `1.0.0 -> 2.0.0`, or the one version when it did not change (`?`: not known); absent in older files. */
  version: z.string().optional(),
  /** Removed and added tools that are probably one tool renamed (docs/scoring/renames.md); absent in older files. */
  renames: z
    .array(
      z.object({
        from: z.string(),
        to: z.string(),
        confidence: z.number(),
        /** What the confidence is made of (scoring/renames.ts); absent in older files. */
        evidence: z
          .object({ name: z.number(), schema: z.number().nullable(), description: z.number().nullable() })
          .optional(),
        /** What the new tool takes compared with the old one, in words; null when a side has no definition. */
        input: z.string().nullable().optional(),
        /** The rule this rename follows with others of the server (`separator "/" -> "_"`); absent: a rename alone. */
        rule: z.string().optional(),
      }),
    )
    .optional(),
  /** Removed tools replaced by several whose names extend theirs (docs/scoring/contract.md); absent: none. */
  splits: z.array(z.object({ from: z.string(), into: z.array(z.string()) })).optional(),
  /** Each tool of schema_changed, what changed in words (docs/scoring/schema-diffs.md); absent in older files. */
  schema_diffs: z
    .array(
      z.object({
        tool: z.string(),
        diff: z.string(),
        /**
         * Can a call that fitted the old schema be refused now (docs/scoring/schema-diffs.md)? Absent in older files.
         */
        compatibility: z.enum(['compatible', 'breaking']).optional(),
        change: schemaDiffSchema.optional(),
      }),
    )
    .optional(),
  /**
   * Tools whose description changed while name and schema did not, and the server's instructions (tool null):
   * the change in words and what of it looks like poisoning (docs/scoring/descriptions.md). Absent when none.
   */
  descriptions: z
    .array(z.object({ tool: z.string().nullable(), diff: z.string(), suspicious: z.array(z.string()) }))
    .optional(),
});
export type ToolChanges = z.infer<typeof toolChangesSchema>;

export const serverVersionsSchema = z.object({
  name: z.string(),
  baseline: z.string().nullable(),
  current: z.string().nullable(),
});
export type ServerVersions = z.infer<typeof serverVersionsSchema>;

/** A metric of a scenario's current runs clearly above its baseline runs (scoring/performance.ts). */
export const perfRegressionSchema = z.object({
  /** `run` for a whole run, else the tool's canonical id. */
  subject: z.string(),
  metric: z.enum(PERF_METRICS),
  /** The median of the baseline samples and of the current ones. */
  baseline: z.number(),
  current: z.number(),
  /** Above this the current median is outside the baseline. */
  limit: z.number(),
  rule: z.enum(['spread', 'factor']),
  samples: z.object({ baseline: z.number().int(), current: z.number().int() }),
  /** A tool's regression, where both sides' calls had their latency split by spans: the part that grew. */
  parts: partsGrowthSchema.optional(),
});
export type PerfRegression = z.infer<typeof perfRegressionSchema>;
