// One interface for every place baselines live: a directory, the Actions cache, a git branch.
import type { HistoryAppend, HistoryRead } from '../results/history.js';
import type { Baseline } from './format.js';

export const BASELINE_STORES = ['dir', 'cache', 'branch'] as const;
export type BaselineStoreKind = (typeof BASELINE_STORES)[number];

export interface LoadedBaseline {
  baseline: Baseline;
  /** Where it came from, for reports: a file path, `actions cache <key>:<path>` or `<branch>@<sha>:<path>`. */
  source: string;
}

/**
 * A file the store keeps besides the scenarios' baselines, by its path in the store: a retrieval suite's baseline
 * (pipeline/retrieval.ts keys them under `.retrieval/`, where no scenario id can reach).
 */
export interface StoredFile {
  path: string;
  text: string;
}

export interface BaselineStore {
  readonly kind: BaselineStoreKind;
  /** Fetch or restore what is needed to load; returns a log line saying what was found. Idempotent. */
  prepare(): Promise<string>;
  /** The scenario's baseline, or null when there is none. Throws an EvalError (kind baseline) when it is corrupt. */
  load(scenarioId: string): Promise<LoadedBaseline | null>;
  /**
   * Store these baselines (and files), keeping the stored baselines of other scenarios, and add this run to the
   * history when given. Returns where they went: a directory, a cache key, or `<branch>@<sha>`.
   */
  save(baselines: Baseline[], history?: HistoryAppend, files?: StoredFile[]): Promise<string>;
  /** A file save() stored (`files`), with where it came from; null when there is none. */
  loadFile(file: string): Promise<{ text: string; source: string } | null>;
  /**
   * The run history kept next to the baselines (history.ts), read from what prepare() found; NO_HISTORY when the
   * store holds none. save() with a HistoryAppend adds a run to it in the same write (commit, cache entry).
   */
  loadHistory(): Promise<HistoryRead>;
}

/** What the Actions-cache store is built from (github/cache-store.ts implements it). */
export interface CacheStoreOptions {
  /** Key prefix (setting baseline-key). */
  prefix: string;
  /**
   * Where baselines are restored to and saved from. The cache version hashes this path, so it
   * must be the same on every run: the default is under RUNNER_TEMP, fixed on hosted runners.
   */
  workDir?: string;
  /** GITHUB_RUN_ID / GITHUB_RUN_ATTEMPT for the key; @actions/cache itself reads process.env. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Builds the Actions-cache store. Only a caller that runs on GitHub (the action's entry, and the CLI inside a
 * workflow) has one to hand in: the store speaks to the runner's cache service through @actions/cache.
 */
export type CacheStoreFactory = (opts: CacheStoreOptions) => BaselineStore;
