// The one place a scenario's result is built: from the parts its stages returned (the runs, the replay check, the
// recording, the judgement, the confirmation, the acceptance, the screening), gathered by scenario.ts as they come.
// The result is read-only after (ScenarioResult's fields are readonly; the lint keeps Object.assign and delete off
// results in src/pipeline/), so no stage depends on which fields another wrote before it.
import type { ScenarioResult, RunResult } from '../results/index.js';
import { notRunResult } from '../results/index.js';
import type { Status } from '../results/status.js';
import { addUsage, emptyUsage, type ConfigRef, type Trajectory } from '../results/trajectory.js';
import type { Compared, Judgement } from './judge.js';
import type { ReplayCheck } from './verify.js';
import type { Screened } from './screen.js';

/** What the stages of one scenario returned, gathered as they come; what is absent did not happen. */
export interface ScenarioParts {
  /** What the pipeline did with the scenario: set as a baseline step starts (so an ERROR says how far it got). */
  action: ScenarioResult['action'];
  /** Every run, in order; judged when the scenario was compared. */
  runs: readonly RunResult[];
  /** Worth a look, not a failure, as the stages said them. */
  warnings: readonly string[];
  config: ConfigRef | null;
  replay?: ReplayCheck['replay'];
  /** The baseline compared with (compare, accept, ab). */
  compared?: Compared;
  /** What a recording approves: its servers and the tool changes since the baseline it replaces. */
  recorded?: Pick<ScenarioResult, 'servers' | 'tool_changes'>;
  /** The scenario's verdict over its judged runs (after any confirmation). */
  verdict?: Judgement['verdict'];
  /** Recorded or accepted as a baseline: RECORDED, its warnings in place of the stages'. */
  saved?: { warnings: readonly string[] };
  screening?: Screened | null;
  /** Why the scenario could not go on: an ERROR keeping what it got to. */
  error?: string;
  /** In a run of several models: the model this result is of. */
  model?: string;
  /** Not the result's: what the screening holds the runs against when nothing was compared (what a recording
   * replaces). */
  screenedAgainst?: readonly Trajectory[];
}

/** The status the parts come to: ERROR on an error, RECORDED when saved as a baseline, else the verdict's. */
export function statusOf(parts: Pick<ScenarioParts, 'error' | 'saved' | 'verdict'>): Status {
  if (parts.error !== undefined) return 'ERROR';
  return parts.saved ? 'RECORDED' : (parts.verdict?.status ?? 'ERROR');
}

/** Who the result is of: the scenario as results.json names it, and the thresholds it was judged by. */
export type ResultIdentity = Pick<ScenarioResult, 'id' | 'name' | 'file' | 'tags' | 'thresholds'>;

/** The scenario's result from its parts; `durationMs`: how long it took. */
export function assemble(who: ResultIdentity, parts: ScenarioParts, durationMs: number): ScenarioResult {
  const { runs, compared, recorded, verdict, saved, screening, replay, error } = parts;
  const accepted = saved !== undefined && parts.action === 'accepted';
  const usage = [...runs.map((r) => r.trajectory.usage), screening?.usage ?? emptyUsage()].reduce(addUsage);
  const warnings = saved ? saved.warnings : parts.warnings;
  const status = statusOf(parts);
  // An accepted run is judged against the baseline it now belongs to: its score and performance are no longer news.
  const judged = verdict && !accepted ? verdict : undefined;
  return {
    ...notRunResult(who, error ?? null),
    status,
    score: error === undefined ? (judged?.score ?? null) : null,
    action: parts.action,
    ...(compared ?? {}),
    ...(recorded ?? {}),
    runs,
    aggregate: judged?.aggregate ?? null,
    duration_ms: durationMs,
    usage,
    ...(parts.config ? { config: parts.config } : {}),
    ...(warnings.length ? { warnings } : {}),
    ...(judged ? { performance: judged.performance } : {}),
    ...(judged?.regression ? { regression: judged.regression } : {}),
    ...(replay ? { replay } : {}),
    ...(parts.model !== undefined ? { model: parts.model } : {}),
    ...(screening ? { screening: screening.findings } : {}),
  };
}
