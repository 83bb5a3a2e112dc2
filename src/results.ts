// results.json: the one machine-readable record of a run. Reports and GitHub publishing
// read only this. Names are stable (other tools read them); bump RESULTS_SCHEMA_VERSION on
// an incompatible change. The zod schema is the single source of the types below, so what
// `mcp-eval report` accepts from a (possibly edited) file is exactly what the writers produce.
import { z } from 'zod';
import { historyEntrySchema } from './history.js';
import { discoverySuiteSchema } from './retrieval/result-schema.js';
import { MATCH_MODES } from './scenario/schema.js';
import { MODES } from './settings.js';
import { BANDS, FAIL_ON, STATUSES, worst, type Status } from './status.js';
import {
  emptyUsage,
  agentKindSchema,
  agentRunShape,
  configRefSchema,
  CRITERION_STATUSES,
  PERF_METRICS,
  gitInfoSchema,
  trajectorySchema,
  usageSchema,
} from './trajectory.js';

export const RESULTS_SCHEMA_VERSION = 1;

const thresholdsSchema = z.object({ good: z.number(), acceptable: z.number(), degraded: z.number() });

/** Outcome of one run, judged from its own calls (see SCORING.md). */
const execStatusSchema = z.enum(['SUCCESS', 'FAILED', 'BLOCKED', 'EMPTY']);
export type ExecStatus = z.infer<typeof execStatusSchema>;

const pairKindSchema = z.enum(['match', 'partial', 'mismatch', 'extra', 'missing']);
export type PairKind = z.infer<typeof pairKindSchema>;

/** One row of the per-invocation table: a baseline call aligned with a current call. */
const pairSchema = z.object({
  kind: pairKindSchema,
  /** Index into the scored calls of the baseline / current trajectory; null when absent. */
  baseline_index: z.number().int().nullable(),
  current_index: z.number().int().nullable(),
  baseline_id: z.string().nullable(),
  current_id: z.string().nullable(),
  similarity: z.number(),
  /** Few words for people: "same call", "query differs", "tool now fails", "extra call". */
  label: z.string(),
});
export type Pair = z.infer<typeof pairSchema>;

const driftSchema = z.object({
  /** Index into the scored calls (same in both: drift is only reported for paired calls). */
  baseline_index: z.number().int(),
  current_index: z.number().int(),
  id: z.string(),
  /** `additive`: keys only gained (reported, not capped); `shape`: a breaking change of the answer's form. */
  kind: z.enum(['shape', 'additive', 'is_error', 'content_type']),
  /** e.g. "removed keys added,id; added keys success,server_id"; "gained keys tools[].call_with" */
  detail: z.string(),
});
export type Drift = z.infer<typeof driftSchema>;

/** A success criterion checked on the baseline run and on the current run. */
const criterionComparisonSchema = z.object({
  criterion: z.string(),
  baseline: z.enum(CRITERION_STATUSES),
  current: z.enum(CRITERION_STATUSES),
  /** Met by the baseline, unmet now: caps the run's score (SCORING.md "Success criteria"). */
  regressed: z.boolean(),
});
export type CriterionComparison = z.infer<typeof criterionComparisonSchema>;

const evaluationSchema = z.object({
  /** Failure-aware overall score in [0,1]. */
  score: z.number(),
  /** Similarity of the two scored call sequences in [0,1]. */
  trajectory_score: z.number(),
  status: z.enum(BANDS),
  match_mode: z.enum(MATCH_MODES),
  baseline_status: execStatusSchema,
  current_status: execStatusSchema,
  baseline_calls: z.number().int(),
  current_calls: z.number().int(),
  pairs: z.array(pairSchema),
  /** First pair that is not a full match, in words; null when none. */
  first_divergence: z.object({ pair_index: z.number().int(), description: z.string() }).nullable(),
  match: z.object({ exact: z.boolean(), in_order: z.boolean(), any_order: z.boolean() }),
  drift: z.array(driftSchema),
  /** The scenario's success criteria, baseline and current; absent when it has none. */
  criteria: z.array(criterionComparisonSchema).optional(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

const aggregateSchema = z.object({
  mean: z.number(),
  min: z.number(),
  max: z.number(),
  spread: z.number(),
  /** Runs fell into different bands. */
  flaky: z.boolean(),
});
export type Aggregate = z.infer<typeof aggregateSchema>;

const runResultSchema = z.object({
  run_index: z.number().int(),
  trajectory: trajectorySchema,
  /** The run_index of the baseline variation it was compared with: the closest one (compare mode only). */
  baseline_run_index: z.number().int().nullable(),
  evaluation: evaluationSchema.nullable(),
  error: z.string().nullable(),
  /**
   * Its score against each baseline variation, in baseline_trajectories order, when the baseline holds several;
   * the highest picked baseline_run_index. Absent with one variation, and in older files.
   */
  variation_scores: z.array(z.number()).optional(),
  /** A run made to confirm a failing one before it alarms (SCORING.md "Confirm"); absent for the scenario's own. */
  confirmation: z.boolean().optional(),
});
export type RunResult = z.infer<typeof runResultSchema>;

const baselineInfoSchema = z.object({
  /** Where it came from: a path, cache key, or branch:path. */
  source: z.string(),
  recorded_at: z.string(),
  stale: z.boolean(),
  /** What changed since recording: "the scenario file changed", "its config file changed". */
  stale_reason: z.string().optional(),
  git: gitInfoSchema,
  agent: agentKindSchema,
  model: z.string().nullable(),
});
export type BaselineInfo = z.infer<typeof baselineInfoSchema>;

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
const schemaDiffSchema = z.object({
  /** False when a side has no recorded definition (an older baseline): only the hash changed. */
  known: z.boolean(),
  properties: z.array(propertyChangeSchema),
  /** Changes to the schema's own keywords (`additionalProperties false -> (none)`). */
  other: z.array(z.string()),
  /** Some change can refuse a call that fitted the old schema; unknown (no definition) counts as breaking. */
  breaking: z.boolean().optional(),
});
export type SchemaDiff = z.infer<typeof schemaDiffSchema>;

const toolChangesSchema = z.object({
  server: z.string(),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  schema_changed: z.array(z.string()),
  /** `1.0.0 -> 2.0.0`, or the one version when it did not change (`?`: not known); absent in older files. */
  version: z.string().optional(),
  /** Removed and added tools that are probably one tool renamed (SCORING.md "Renames"); absent in older files. */
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
      }),
    )
    .optional(),
  /** Each tool of schema_changed, what changed in words (SCORING.md "Schema diffs"); absent in older files. */
  schema_diffs: z
    .array(
      z.object({
        tool: z.string(),
        diff: z.string(),
        /** Can a call that fitted the old schema be refused now (SCORING.md "Schema diffs")? Absent in older files. */
        compatibility: z.enum(['compatible', 'breaking']).optional(),
        change: schemaDiffSchema.optional(),
      }),
    )
    .optional(),
  /**
   * Tools whose description changed while name and schema did not, and the server's instructions (tool null):
   * the change in words and what of it looks like poisoning (SCORING.md "Descriptions"). Absent when none.
   */
  descriptions: z
    .array(z.object({ tool: z.string().nullable(), diff: z.string(), suspicious: z.array(z.string()) }))
    .optional(),
});
export type ToolChanges = z.infer<typeof toolChangesSchema>;

const serverVersionsSchema = z.object({
  name: z.string(),
  baseline: z.string().nullable(),
  current: z.string().nullable(),
});
export type ServerVersions = z.infer<typeof serverVersionsSchema>;

/** A metric of a scenario's current runs clearly above its baseline runs (scoring/performance.ts). */
const perfRegressionSchema = z.object({
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
});
export type PerfRegression = z.infer<typeof perfRegressionSchema>;

const scenarioResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  file: z.string(),
  tags: z.array(z.string()),
  status: z.enum(STATUSES),
  score: z.number().nullable(),
  error: z.string().nullable(),
  /** What the pipeline did: compared, recorded (auto mode says which), or accepted a run as a baseline variation. */
  action: z.enum(['compared', 'recorded', 'accepted', 'none']),
  thresholds: thresholdsSchema,
  baseline: baselineInfoSchema.nullable(),
  /** The baseline trajectories compared against (one per recorded run). */
  baseline_trajectories: z.array(trajectorySchema),
  runs: z.array(runResultSchema),
  aggregate: aggregateSchema.nullable(),
  servers: z.array(serverVersionsSchema),
  tool_changes: z.array(toolChangesSchema),
  duration_ms: z.number(),
  usage: usageSchema,
  /** The service configuration the scenario ran with (its config_file); absent or null: the default. */
  config: configRefSchema.nullable().optional(),
  /** Worth a look, not a failure: e.g. a recording whose run missed a success criterion. */
  warnings: z.array(z.string()).optional(),
  /**
   * Compared runs against the baseline runs: the metrics that regressed, and whether a latency regression lowered
   * the scenario's band (setting latency-regression degrade). Absent when not compared, and in older files.
   */
  performance: z.object({ regressions: z.array(perfRegressionSchema), degraded: z.boolean() }).optional(),
  /**
   * With a model agent and model-runs on-change: the baseline replayed against today's servers first. Unchanged
   * (the tools, descriptions, schemas, instructions and every answer as recorded): verified, no model run, and
   * the baseline's usage saved; else what changed, why the model ran. Absent when no replay was made.
   */
  replay: z.object({ unchanged: z.boolean(), changes: z.array(z.string()), saved: usageSchema.optional() }).optional(),
});
export type ScenarioResult = z.infer<typeof scenarioResultSchema>;

/** The run history the store held when this run started (history.ts): what the trend charts draw. */
const historySectionSchema = z.object({
  /** Where it was read: a file, `actions cache <key>:history.jsonl`, `<branch>@<sha>:history.jsonl`; null: none yet. */
  source: z.string().nullable(),
  /** The last runs on the default branch before this one, oldest first. */
  runs: z.array(historyEntrySchema),
  /** This run was added to the stored history (a run on the default branch); else it only read it. */
  added: z.boolean(),
  /** Why it was added or only read it (`refs/pull/7/merge is not the default branch main`, `history-write never`). */
  why: z.string().optional(),
});
export type HistorySection = z.infer<typeof historySectionSchema>;

/** What broke the failing scenarios of a run, one entry per cause (scoring/causes.ts, SCORING.md "Causes"). */
export const CAUSE_KINDS = [
  'suspicious_description',
  'server_down',
  'server_quarantined',
  'tool_removed',
  'tool_renamed',
  'schema_changed',
  'tool_errors',
  'response_changed',
  'unexplained',
] as const;

const causeSchema = z.object({
  kind: z.enum(CAUSE_KINDS),
  /** The server it is about; null for `unexplained`. */
  server: z.string().nullable(),
  /** The tool it is about (the old name of a renamed tool); null for a server or `unexplained`. */
  tool: z.string().nullable(),
  /** One line for people: "`add` was removed from server `everything`". */
  summary: z.string(),
  /** What shows it: the schema diff, the errors, the changed response, the rename's evidence. */
  evidence: z.array(z.string()),
  /** Fixes tied to the evidence: "`limit` is now a string: the baseline sent 10". */
  suggestions: z.array(z.string()),
  /** For `tool_renamed`: the new name and how sure (SCORING.md "Renames"). */
  rename: z.object({ to: z.string(), confidence: z.number() }).nullable(),
  /** The failing scenarios it breaks, in run order, each with where it showed. */
  scenarios: z.array(z.object({ id: z.string(), name: z.string(), status: z.enum(STATUSES), detail: z.string() })),
});
export type Cause = z.infer<typeof causeSchema>;
export type CauseKind = Cause['kind'];

/** A shard's part of the suite (shard.ts): which part, how the suite was split, and the whole split. */
const shardSectionSchema = z.object({
  index: z.number().int(),
  total: z.number().int(),
  /** duration: by the baselines' durations (greedy longest-first); hash: by a hash of the scenario id. */
  by: z.enum(['duration', 'hash']),
  /** Every scenario of the suite, in order, with the shard it fell in: the merge job checks each ran once. */
  suite: z.array(z.object({ id: z.string(), name: z.string(), file: z.string(), shard: z.number().int() })),
});
export type ShardSection = z.infer<typeof shardSectionSchema>;

const countsSchema = z.record(z.enum(STATUSES), z.number().int().min(0));
export type Counts = z.infer<typeof countsSchema>;

export const runReportSchema = z.object({
  schema_version: z.literal(RESULTS_SCHEMA_VERSION),
  tool: z.object({ name: z.literal('mcp-eval'), version: z.string() }),
  mode: z.enum(MODES),
  status: z.enum(STATUSES),
  score: z.number().nullable(),
  counts: countsSchema,
  /** Would the check fail under fail_on? */
  failed: z.boolean(),
  fail_on: z.enum(FAIL_ON),
  /** A suspicious description fails the check (fail-on-suspicious); absent in older files (it did not then). */
  fail_on_suspicious: z.boolean().optional(),
  thresholds: thresholdsSchema,
  ...agentRunShape,
  git: gitInfoSchema,
  usage: usageSchema,
  /** Problems that are not a scenario's: malformed scenario files, config warnings. */
  problems: z.array(z.string()),
  /** Set by the GitHub entry: links shown in the reports. */
  links: z.object({ run_url: z.string().nullable(), artifact_url: z.string().nullable() }),
  /** Absent when the run kept no history (history-size 0), and in files older than the history. */
  history: historySectionSchema.optional(),
  scenarios: z.array(scenarioResultSchema),
  /** The run of one shard of a matrix (shard k/n); absent for a whole suite. */
  shard: shardSectionSchema.optional(),
  /** A merge of the shards' results: how many there were, and those whose results were missing. */
  merged: z.object({ shards: z.number().int(), missing: z.array(z.number().int()) }).optional(),
  /** Mode ab: what side A (the base) and side B (the head) were; B was judged against A. */
  ab: z.object({ base: z.string(), head: z.string() }).optional(),
  /** The failing scenarios grouped by cause, most scenarios first; absent in files written before causes. */
  causes: z.array(causeSchema).optional(),
  /** The retrieval suites (setting retrieval-suites), in file order; absent when none ran. */
  discovery: z.array(discoverySuiteSchema).optional(),
});
export type RunReport = z.infer<typeof runReportSchema>;

/** The scenarios as a whole: how many of each status, the mean score of the scored, the worst status (none: ERROR). */
export function tally(scenarios: readonly ScenarioResult[]): { counts: Counts; score: number | null; status: Status } {
  // Every status, in STATUSES order (results.json shows them so); the type requires each one.
  const counts: Counts = { ERROR: 0, BROKEN: 0, DEGRADED: 0, ACCEPTABLE: 0, GOOD: 0, RECORDED: 0 };
  for (const s of scenarios) counts[s.status]++;
  const scored = scenarios.map((s) => s.score).filter((score) => score !== null);
  return {
    counts,
    score: scored.length ? scored.reduce((a, b) => a + b, 0) / scored.length : null,
    status: scenarios.length ? worst(scenarios.map((s) => s.status)) : 'ERROR',
  };
}

/** The result of a scenario that did not run, saying why: no runs, no score, no baseline. */
export function notRunResult(
  scenario: Pick<ScenarioResult, 'id' | 'name' | 'file' | 'tags' | 'thresholds'>,
  error: string | null,
): ScenarioResult {
  const { id, name, file, tags, thresholds } = scenario;
  return {
    id,
    name,
    file,
    tags,
    status: 'ERROR',
    score: null,
    error,
    action: 'none',
    thresholds,
    baseline: null,
    baseline_trajectories: [],
    runs: [],
    aggregate: null,
    servers: [],
    tool_changes: [],
    duration_ms: 0,
    usage: emptyUsage(),
  };
}
