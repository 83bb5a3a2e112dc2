// results.json: the one machine-readable record of a run. Reports and GitHub publishing
// read only this. Names are stable (other tools read them); bump RESULTS_SCHEMA_VERSION on
// an incompatible change.
import type { MatchMode } from './scenario/schema.js';
import type { Band, FailOn, Status, Thresholds } from './status.js';
import type { AgentKind, GitInfo, Trajectory, Usage } from './trajectory.js';

export const RESULTS_SCHEMA_VERSION = 1;

export type Mode = 'record' | 'compare' | 'auto';

/** Outcome of one run, judged from its own calls (see SCORING.md). */
export type ExecStatus = 'SUCCESS' | 'FAILED' | 'BLOCKED' | 'EMPTY';

export type PairKind = 'match' | 'partial' | 'mismatch' | 'extra' | 'missing';

/** One row of the per-invocation table: a baseline call aligned with a current call. */
export interface Pair {
  kind: PairKind;
  /** Index into the scored calls of the baseline / current trajectory; null when absent. */
  baseline_index: number | null;
  current_index: number | null;
  baseline_id: string | null;
  current_id: string | null;
  similarity: number;
  /** Few words for people: "same call", "query differs", "tool now fails", "extra call". */
  label: string;
}

export interface Drift {
  /** Index into the scored calls (same in both: drift is only reported for paired calls). */
  baseline_index: number;
  current_index: number;
  id: string;
  kind: 'shape' | 'is_error' | 'content_type';
  /** e.g. "removed keys added,id; added keys success,server_id" */
  detail: string;
}

export interface Evaluation {
  /** Failure-aware overall score in [0,1]. */
  score: number;
  /** Similarity of the two scored call sequences in [0,1]. */
  trajectory_score: number;
  status: Band;
  match_mode: MatchMode;
  baseline_status: ExecStatus;
  current_status: ExecStatus;
  baseline_calls: number;
  current_calls: number;
  pairs: Pair[];
  /** First pair that is not a full match, in words; null when none. */
  first_divergence: { pair_index: number; description: string } | null;
  match: { exact: boolean; in_order: boolean; any_order: boolean };
  drift: Drift[];
}

export interface Aggregate {
  mean: number;
  min: number;
  max: number;
  spread: number;
  /** Runs fell into different bands. */
  flaky: boolean;
}

export interface RunResult {
  run_index: number;
  trajectory: Trajectory;
  /** Which baseline run it was compared with (compare mode only). */
  baseline_run_index: number | null;
  evaluation: Evaluation | null;
  error: string | null;
}

export interface BaselineInfo {
  /** Where it came from: a path, cache key, or branch:path. */
  source: string;
  recorded_at: string;
  stale: boolean;
  git: GitInfo;
  agent: AgentKind;
  model: string | null;
}

export interface ToolChanges {
  server: string;
  added: string[];
  removed: string[];
  schema_changed: string[];
}

export interface ServerVersions {
  name: string;
  baseline: string | null;
  current: string | null;
}

export interface ScenarioResult {
  id: string;
  name: string;
  file: string;
  tags: string[];
  status: Status;
  score: number | null;
  error: string | null;
  /** What the pipeline did: compared, recorded (auto mode says which). */
  action: 'compared' | 'recorded' | 'none';
  thresholds: Thresholds;
  baseline: BaselineInfo | null;
  /** The baseline trajectories compared against (one per recorded run). */
  baseline_trajectories: Trajectory[];
  runs: RunResult[];
  aggregate: Aggregate | null;
  servers: ServerVersions[];
  tool_changes: ToolChanges[];
  duration_ms: number;
  usage: Usage;
}

export type Counts = Record<Status, number>;

export interface RunReport {
  schema_version: typeof RESULTS_SCHEMA_VERSION;
  tool: { name: 'mcp-eval'; version: string };
  mode: Mode;
  status: Status;
  score: number | null;
  counts: Counts;
  /** Would the check fail under fail_on? */
  failed: boolean;
  fail_on: FailOn;
  thresholds: Thresholds;
  agent: AgentKind;
  model: string | null;
  started_at: string;
  ended_at: string;
  duration_ms: number;
  git: GitInfo;
  usage: Usage;
  /** Problems that are not a scenario's: malformed scenario files, config warnings. */
  problems: string[];
  /** Set by the GitHub entry: links shown in the reports. */
  links: { run_url: string | null; artifact_url: string | null };
  scenarios: ScenarioResult[];
}
