// Stage persist: the baseline store and the run history. The store prepared (what it holds, or why it cannot be
// read), the history read and whether this run adds itself to it, and the recorded baselines and this run's
// history line saved in one write. Which store a run uses, a shard's included, is decided here too.
import path from 'node:path';
import { rm } from 'node:fs/promises';
import {
  CONTRACT_FILE,
  createBaselineStore,
  DirBaselineStore,
  type Baseline,
  type BaselineStore,
  type CacheStoreFactory,
  type StoredFile,
} from '../baselines/index.js';
import { errorMessage } from '../util/errors.js';
import type { HistoryAppend, HistoryEntry, HistoryRead } from '../results/history.js';
import type { HistorySection } from '../results/index.js';
import type { Settings } from '../settings/settings.js';
import { formatShard, SHARD_BASELINES, type ShardSpec } from '../settings/shard.js';
import type { Status } from '../results/status.js';
import type { HistoryPlan, Log } from './context.js';

/** What a failed save turns to ERROR: the recorded scenarios and retrieval suites, and the contract's mark. */
type Recorded = { readonly status: Status; readonly error: string | null };

/** What a run's save came to: the report's history section, and why what it recorded could not be stored. */
export interface Saved {
  history?: HistorySection;
  /** `saving baseline failed: ...`; null when stored (or nothing to store). */
  error: string | null;
}

/** The recorded ones of `items` as ERROR when the save failed (`error`): a recording not stored is no recording. */
export function unsaved<T extends Recorded>(items: readonly T[], error: string | null): T[] {
  return items.map((r) => (error && r.status === 'RECORDED' ? { ...r, status: 'ERROR', error } : r));
}

/** Which store, and where a shard keeps its recordings. */
type StoreSettings = Pick<Settings, 'baselineStore' | 'baselineDir' | 'baselineKey' | 'baselineBranch' | 'out'>;
/** Whether a run saves what it recorded to its store. */
type SaveSettings = Pick<Settings, 'mode' | 'cacheSaveAuto'>;

/** Whether a run is on the repository's default branch, and why: handed in by the entry (github/default-branch.ts). */
export interface BranchVerdict {
  onDefault: boolean;
  /** Why, for the log: "refs/heads/main is the default branch", "not a GitHub Actions run". */
  why: string;
}

/**
 * Prepared in every mode, so the log says what the store holds (a recording merges with it).
 * A store that cannot be read fails only the scenarios that need a baseline: returns why, for each to say.
 */
export async function prepareStore(store: BaselineStore, log: Log): Promise<string | null> {
  try {
    log(await store.prepare());
    return null;
  } catch (e) {
    const storeError = `the ${store.kind} baseline store could not be read: ${errorMessage(e)}`;
    log(`baselines: ${storeError}`);
    return storeError;
  }
}

/** The store's run history, its skipped lines logged; null when it cannot be read (then it is not written either). */
export async function readHistory(store: BaselineStore, log: Log): Promise<HistoryRead | null> {
  try {
    const history = await store.loadHistory();
    for (const w of history.warnings) log(w);
    log(history.source ? `history: ${history.entries.length} run(s) from ${history.source}` : 'history: none yet');
    return history;
  } catch (e) {
    log(`history: not read, and this run is not added to it: ${errorMessage(e)}`);
    return null;
  }
}

/**
 * Whether this run saves what it recorded. A cache entry saved by a pull request is the one that pull
 * request restores from then on (GitHub prefers a branch's own scope), so an auto-mode run in a PR that
 * saved would never see the default branch's refreshed baselines again: only record mode, and accept (the
 * refresh workflow's other mode), save to the cache, unless asked.
 */
export function savesIn(settings: SaveSettings, store: BaselineStore): boolean {
  return store.kind !== 'cache' || settings.mode === 'record' || settings.mode === 'accept' || settings.cacheSaveAuto;
}

/**
 * The end of a run: what it recorded (unless the store is the Actions cache and the mode does not save there) and
 * its history line, saved; the report's history section.
 */
export async function saveRun(
  settings: SaveSettings,
  store: BaselineStore,
  run: { recorded: Baseline[]; files?: StoredFile[]; history: HistoryUpdate | null; log: Log },
): Promise<Saved> {
  const { recorded, files = [], history, log } = run;
  const saves = savesIn(settings, store);
  if (!saves && recorded.length + files.length > 0) {
    log(
      `auto mode: ${recorded.length + files.length} new baseline(s) not saved to the actions cache (only mode ` +
        'record saves there, unless cache-save-auto is set)',
    );
  }
  return saveToStore(store, saves ? recorded : [], history, log, saves ? files : []);
}

/** The history a run read, whether it adds itself (the plan), and its line, made only if it does. */
export interface HistoryUpdate {
  read: HistoryRead;
  plan: HistoryPlan;
  line: () => HistoryEntry;
}

/**
 * The recorded baselines and this run's history line, in one write; the report's history section, and why it failed
 * (a recording that cannot be stored is a failure of every recorded scenario: `unsaved`); a history line that cannot
 * be stored is only logged.
 */
export async function saveToStore(
  store: BaselineStore,
  baselines: Baseline[],
  history: HistoryUpdate | null,
  log: Log,
  files: StoredFile[] = [],
): Promise<Saved> {
  const append = history?.plan.write ? { entry: history.line(), keep: history.plan.keep } : undefined;
  const { saved, error } = await saveAll(store, { baselines, files }, append, log);
  if (!history) return { error };
  const added = saved && !!append;
  const why = append && !saved ? 'saving it to the store failed' : history.plan.why;
  return { history: { source: history.read.source, runs: history.read.entries, added, why }, error };
}

async function saveAll(
  store: BaselineStore,
  { baselines, files }: { baselines: Baseline[]; files: StoredFile[] },
  history: HistoryAppend | undefined,
  log: Log,
): Promise<{ saved: boolean; error: string | null }> {
  if (!baselines.length && !files.length && !history) return { saved: false, error: null };
  try {
    const where = await store.save(baselines, history, files);
    const contract = files.filter((f) => f.path === CONTRACT_FILE).length;
    const what = [
      baselines.length ? `${baselines.length} baseline(s)` : '',
      files.length > contract ? `${files.length - contract} retrieval baseline(s)` : '',
      contract ? "the servers' contract" : '',
      history ? 'this run to the history' : '',
    ];
    log(`saved ${what.filter(Boolean).join(' and ')} to ${where}`);
    return { saved: true, error: null };
  } catch (e) {
    if (history) log(`history: this run was not added: ${errorMessage(e)}`);
    return { saved: false, error: `saving baseline failed: ${errorMessage(e)}` };
  }
}

/** Whether the run history is kept at all, and whether this run adds itself to it (and why, in the log). */
export function historyPlan(
  settings: Pick<Settings, 'historySize' | 'historyWrite'>,
  shard: ShardSpec | null,
  branch: BranchVerdict,
  log?: Log,
): HistoryPlan | undefined {
  if (settings.historySize === 0) return undefined;
  const keep = settings.historySize;
  // One run is one line: the merge job's, never each shard's.
  if (shard) {
    const why = `a shard (${formatShard(shard)}); the merge job adds the run`;
    log?.(`history: read only: ${why}`);
    return { keep, write: false, why };
  }
  if (settings.historyWrite !== 'auto') {
    const why = `history-write ${settings.historyWrite}`;
    log?.(`history: ${why}`);
    return { keep, write: settings.historyWrite === 'always', why };
  }
  log?.(`history: ${branch.onDefault ? 'this run is added' : 'read only'}: ${branch.why}`);
  return { keep, write: branch.onDefault, why: branch.why };
}

/** The store the settings name; the Actions cache only when the caller hands in how to reach it. */
export function storeOf(settings: StoreSettings, cwd: string, cacheStore?: CacheStoreFactory): BaselineStore {
  return createBaselineStore({
    kind: settings.baselineStore,
    dir: settings.baselineDir,
    cacheKey: settings.baselineKey,
    branch: settings.baselineBranch,
    cwd,
    cacheStore,
  });
}

/** A run's store: a shard's (shardStore) when the run is a shard. */
export async function runStore(
  settings: StoreSettings,
  shard: ShardSpec | null,
  cwd: string,
  cacheStore?: CacheStoreFactory,
): Promise<BaselineStore> {
  const store = storeOf(settings, cwd, cacheStore);
  return shard ? shardStore(store, settings, cwd) : store;
}

/**
 * A shard's store. The cache store keeps one entry per run attempt, so n shards saving would collide: a shard reads
 * the cache but writes its recordings to SHARD_BASELINES, and the merge job saves them all as one entry. The other
 * stores take each shard's recordings as they would a job's (the branch store retries a push that lost a race).
 */
async function shardStore(store: BaselineStore, settings: StoreSettings, cwd: string): Promise<BaselineStore> {
  if (store.kind !== 'cache') return store;
  const dir = path.resolve(cwd, settings.out, SHARD_BASELINES);
  // A previous run's recordings in the same directory must not travel with this one's.
  await rm(dir, { recursive: true, force: true });
  const local = new DirBaselineStore(dir);
  return {
    kind: store.kind,
    prepare: () => store.prepare(),
    load: (id) => store.load(id),
    loadHistory: () => store.loadHistory(),
    loadFile: (file) => store.loadFile(file),
    save: async (baselines, _history, files) =>
      `${await local.save(baselines, undefined, files)}, for the merge job to save to the actions cache`,
  };
}
