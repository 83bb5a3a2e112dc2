// One interface for every place baselines live: a directory, the Actions cache, a git branch.
import type { HistoryAppend, HistoryRead } from '../history.js';
import type { Baseline } from './format.js';

export const BASELINE_STORES = ['dir', 'cache', 'branch'] as const;
export type BaselineStoreKind = (typeof BASELINE_STORES)[number];

export interface LoadedBaseline {
  baseline: Baseline;
  /** Where it came from, for reports: a file path, `actions cache <key>:<path>` or `<branch>@<sha>:<path>`. */
  source: string;
}

export interface BaselineStore {
  readonly kind: BaselineStoreKind;
  /** Fetch or restore what is needed to load; returns a log line saying what was found. Idempotent. */
  prepare(): Promise<string>;
  /** The scenario's baseline, or null when there is none. Throws an EvalError (kind baseline) when it is corrupt. */
  load(scenarioId: string): Promise<LoadedBaseline | null>;
  /**
   * Store these baselines, keeping the stored baselines of other scenarios, and add this run to the history when
   * given. Returns where they went: a directory, a cache key, or `<branch>@<sha>`.
   */
  save(baselines: Baseline[], history?: HistoryAppend): Promise<string>;
  /**
   * The run history kept next to the baselines (history.ts), read from what prepare() found; NO_HISTORY when the
   * store holds none. save() with a HistoryAppend adds a run to it in the same write (commit, cache entry).
   */
  loadHistory(): Promise<HistoryRead>;
}
