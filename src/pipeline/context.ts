// What the stages of a run share: the dependencies a caller hands in (RunDeps), the progress it is told, and the
// context each stage of one scenario sees (ScenarioContext). Types and one helper only: no stage lives here.
import type { Agent } from '../agents/agent.js';
import type { ScreeningOpinions } from '../agents/screening-opinion.js';
import type { BaselineStore } from '../baselines/index.js';
import type { Redactor } from '../sanitize/redact.js';
import type { ScenarioResult } from '../results/index.js';
import type { ResolvedConfig } from '../scenario/config-file.js';
import type { LoadResult } from '../scenario/loader.js';
import type { Screener, ToolDeltas } from '../scoring/index.js';
import type { ServerConfig, ServerSource } from '../mcp/index.js';
import type { Settings } from '../settings/settings.js';
import type { ShardSpec } from '../settings/shard.js';
import type { ConfigRef } from '../results/trajectory.js';
import type { Thresholds } from '../results/status.js';
import type { GitInfo } from '../util/git.js';

export type Log = (line: string) => void;

/** Restarts the service with a configuration (an absolute path), or with the default one (null). */
export type Restart = (configFile: string | null) => Promise<void>;

/** The service under test as a run watches it (the compose service): what it was started with, and whether it died. */
export interface ServiceWatch {
  /** Host files mounted into the service as it was started, unused since: a first group whose config_file is one
   * of them (or the default) finds the service fresh, with no restart and no first reset. Absent: not known fresh. */
  startFiles?: readonly string[];
  /**
   * Why the service is down now (a container stopped: its exit code, its last log lines); else null. `cut`: a
   * connection to it was lost, so the engine is given a moment to see its container exit.
   */
  stopped: (cut: boolean) => Promise<string | null>;
  /** Containers a reset found stopped and started again, said once each: problems of the run. */
  recovered: () => string[];
}

export type ProgressEvent =
  | { type: 'scenario-start'; index: number; total: number; id: string; name: string }
  | { type: 'step'; id: string; text: string }
  | { type: 'scenario-end'; index: number; total: number; result: ScenarioResult };

/** The run history's part in a run (history.ts). */
export interface HistoryPlan {
  /** Runs the store keeps (history-size). */
  keep: number;
  /** Add this run to the stored history: a run on the default branch (persist.ts decides). */
  write: boolean;
  /** Why it adds this run or only reads the history, as the report's trend says it. */
  why: string;
}

export interface RunDeps {
  servers: ServerConfig[];
  /** Mode ab: side B's servers (the head), judged against side A's (`servers`, the base). */
  serversB?: ServerConfig[];
  store: BaselineStore;
  /** This job's part of the suite (settings shard, worked out once by execute: shardOf); absent or null: all of it. */
  shard?: ShardSpec | null;
  /** Read the store's run history into the report, and add this run to it when `write`; absent: neither. */
  history?: HistoryPlan;
  /**
   * Resets the shared service (compose restart or a command) with a configuration: a scenario's
   * config_file as an absolute path, or null for the default. Called per settings.reset, and before
   * each group of scenarios whose configuration differs from the one the service runs with.
   */
  reset?: Restart;
  /** The service under test, watched: a scenario that fails asks it whether a container stopped. */
  service?: ServiceWatch;
  agent?: Agent;
  progress?: (event: ProgressEvent) => void;
  log?: Log;
  /** Applied to every trajectory as its run ends, so baselines, scores and reports never see a secret. */
  redact?: Redactor;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** settings.scenarios as loaded in cwd already (ExecuteOptions.scenarios); absent: the run loads them. */
  loaded?: LoadResult;
}

/** A group's configuration, and how its restart went. */
export interface GroupState {
  config: ResolvedConfig | null;
  /** Restarted with this configuration just now: the first reset of the group is already done. */
  fresh: boolean;
  /** Why the group's scenarios cannot run (a failed restart, a missing config file). */
  error: string | null;
}

/** What the scenario stages (serve, attempt, baseline, verify, judge, confirm, ab) read of the settings. */
export type ScenarioSettings = Pick<
  Settings,
  | 'mode'
  | 'agent'
  | 'reset'
  | 'concurrency'
  | 'runs'
  | 'maxRuns'
  | 'rateAlpha'
  | 'ratePower'
  | 'rateDrop'
  | 'maxTurns'
  | 'runTimeoutSeconds'
  | 'callTimeoutSeconds'
  | 'connectTimeoutSeconds'
  | 'exposure'
  | 'roots'
  | 'gatewayList'
  | 'modelRuns'
  | 'confirmRuns'
  | 'failOn'
  | 'latencyRegression'
  | 'abBase'
  | 'passThreshold'
  | 'acceptableThreshold'
  | 'brokenThreshold'
>;

export interface ScenarioContext {
  settings: ScenarioSettings;
  deps: RunDeps;
  agent: Agent;
  /** A run of several models: the agent of each scenario copy by its id (pipeline/models.ts); else `agent` runs all. */
  agents?: ReadonlyMap<string, Agent>;
  /** The model that plays simulated users (setting user-model); absent: each scenario's agent. */
  userAgent?: Agent;
  git: GitInfo;
  /** Why the baseline store could not be read, if it could not. */
  storeError: string | null;
  /** Where each run's servers come from: shared across the run's scenarios, or its own. */
  source: ServerSource;
  /** Mode ab: where side B's come from. */
  sourceB?: ServerSource;
  group: GroupState;
  /** What changed on the servers between baseline and current, each pair of tool lists worked out once a run. */
  deltas: ToolDeltas;
  /** The screening's verdicts, each distinct text screened once a run (docs/scoring/screening.md). */
  screener: Screener;
  /** The model's second opinions on what it flags (setting screening-opinion); absent when not asked. */
  opinions?: ScreeningOpinions;
  step: (text: string) => void;
  log: Log;
}

/** What one scenario may use: its own values, capped by the settings' (plan.ts: scenarioLimits). */
export interface RunLimits {
  /** The runs to make; under runs auto, the most (max-runs). */
  runs: number;
  /** runs auto: stop at the first run after which the test of the pass rate decides (docs/scoring/pass-rates.md). */
  auto: boolean;
  maxTurns: number;
  timeoutMs: number;
}

/** What a stage of one scenario sees: the context, its limits and thresholds (plan.ts works both out). */
export type Staged = ScenarioContext & { limits: RunLimits; thresholds: Thresholds };

/** The configuration recorded with a run: the path as given and the file's hash. */
export function configRef(group: GroupState): ConfigRef | null {
  return group.config && { path: group.config.path, hash: group.config.hash };
}
