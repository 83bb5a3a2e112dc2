// results.json: the one machine-readable record of a run. Reports and GitHub publishing
// read only this. Names are stable (other tools read them); bump RESULTS_SCHEMA_VERSION on
// an incompatible change. The zod schema is the single source of the types below, so what
// `mcp-eval report` accepts from a (possibly edited) file is exactly what the writers produce.
import { z } from 'zod';
import { historyEntrySchema } from './history.js';
import { retrievalSuiteResultSchema } from './retrieval.js';
import { FAIL_ON, STATUSES, worst, type Status } from './status.js';
import {
  emptyUsage,
  agentKindSchema,
  agentRunShape,
  configRefSchema,
  gitInfoSchema,
  trajectorySchema,
  usageSchema,
} from './trajectory.js';
import { aggregateSchema, driftSchema, passRateSchema, regressionSchema, runResultSchema } from './evaluation.js';
import { perfRegressionSchema, serverVersionsSchema, toolChangesSchema } from './changes.js';
import { screeningFindingSchema } from './screening.js';
import { contractSectionSchema } from './contract.js';

export * from './evaluation.js';
export * from './changes.js';
export * from './screening.js';
export * from './contract.js';
export type { LegacyView, PromptSnapshot, ResourceSnapshot, TemplateSnapshot } from './advertised.js';

export const RESULTS_SCHEMA_VERSION = 1;

/**
 * What a run does with its scenarios (setting mode); `contract` runs none, it checks only what the servers advertise; a
 * merge job's `merge` is a job's, not a run's.
 */
export const MODES = ['record', 'compare', 'auto', 'accept', 'ab', 'contract'] as const;
export type Mode = (typeof MODES)[number];

const thresholdsSchema = z.object({ good: z.number(), acceptable: z.number(), degraded: z.number() });

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
  /** How many of its recording's runs passed (pass-rates.md); below 1 it is a flaky baseline. Absent in older files. */
  pass_rate: passRateSchema.optional(),
});
export type BaselineInfo = z.infer<typeof baselineInfoSchema>;

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
  replay: z
    .object({
      unchanged: z.boolean(),
      changes: z.array(z.string()),
      saved: usageSchema.optional(),
      /**
       * How today's answers to the baseline's own calls (the same arguments) changed: a breaking one caps the scenario
       * as a run's would, whatever arguments the model then chose (docs/scoring/drift.md). Absent when none.
       */
      drift: z.array(driftSchema).optional(),
    })
    .optional(),
  /** In a run of several models (setting models): the model this result is of; its id carries it (`<id>@<model>`). */
  model: z.string().optional(),
  /**
   * What the screening found in the texts its servers showed a model, news against its baseline (docs/scoring/
   * screening.md): suspicious descriptions, parameters, instructions and answers. Absent in older files.
   */
  screening: z.array(screeningFindingSchema).optional(),
  /**
   * With more than one compared run: the test of its pass rate against the baseline's (docs/scoring/pass-rates.md).
   * Absent otherwise, and in older files.
   */
  regression: regressionSchema.optional(),
});
/**
 * A scenario's result: built once, by the assembler (pipeline/assemble.ts), from the parts the stages return, and
 * read-only after: its fields and its lists cannot be written (a lint rule keeps Object.assign and delete away too).
 */
export type ScenarioResult = Sealed<z.infer<typeof scenarioResultSchema>>;

/** Fields read-only, and lists too: a value written once. */
type Sealed<T> = { readonly [K in keyof T]: ReadonlyList<T[K]> };
type ReadonlyList<V> = V extends (infer U)[] ? readonly U[] : V;

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

/** What broke the failing scenarios of a run, one entry per cause (scoring/causes.ts, docs/scoring/causes.md). */
export const CAUSE_KINDS = [
  'suspicious_description',
  'suspicious_answer',
  'server_down',
  'server_quarantined',
  'server_crashed',
  'tool_removed',
  'tool_renamed',
  'tools_renamed',
  'tool_split',
  'schema_changed',
  'tool_errors',
  'response_changed',
  'still_failing',
  'baseline_refused',
  'unexplained',
] as const;

const causeSchema = z.object({
  kind: z.enum(CAUSE_KINDS),
  /** The server it is about; null when none is named (`unexplained`, a failed restart, a refused recording). */
  server: z.string().nullable(),
  /** The tool it is about (the old name of a renamed tool); null for a server or `unexplained`. */
  tool: z.string().nullable(),
  /** One line for people: "`add` was removed from server `everything`". */
  summary: z.string(),
  /** What shows it: the schema diff, the errors, the changed response, the rename's evidence. */
  evidence: z.array(z.string()),
  /** Fixes tied to the evidence: "`limit` is now a string: the baseline sent 10". */
  suggestions: z.array(z.string()),
  /** For `tool_renamed`: the new name and how sure (docs/scoring/renames.md). */
  rename: z.object({ to: z.string(), confidence: z.number() }).nullable(),
  /** For `tools_renamed`: the rule the server's tools were renamed by (`separator "/" -> "_"`); absent otherwise. */
  rule: z.string().optional(),
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

/** One model's verdict in a run of several: its scenarios' worst status and counts, and whether they fail the check. */
const modelVerdictSchema = z.object({
  model: z.string(),
  status: z.enum(STATUSES),
  counts: countsSchema,
  failed: z.boolean(),
});
export type ModelVerdict = z.infer<typeof modelVerdictSchema>;

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
  /** An insufficient pass-rate verdict fails the check (fail-on-insufficient); absent in older files (it did not). */
  fail_on_insufficient: z.boolean().optional(),
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
  retrieval: z.array(retrievalSuiteResultSchema).optional(),
  /** A run of several models (setting models): each model's verdict over its scenarios, in the order of the list. */
  models: z.array(modelVerdictSchema).optional(),
  /** What the servers advertise against the reference (docs/scoring/contract.md); absent when not checked. */
  contract: contractSectionSchema.optional(),
});
/** A run's report: results.json as the writers read it, its scenarios each read-only. */
export type RunReport = Omit<z.infer<typeof runReportSchema>, 'scenarios'> & { scenarios: ScenarioResult[] };

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
