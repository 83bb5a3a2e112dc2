// Baselines in the GitHub Actions cache, through the real @actions/cache.
// Caches are immutable, so each recording is saved under a new key
// `<prefix>-<scenarios hash>-<run id>-<run attempt>` and a run restores the newest entry whose
// key starts with `<prefix>-` (restore keys match by prefix, newest first). The scenarios hash
// covers the scenario files this recording ran (ids and content hashes): two keys with the
// same middle part recorded the same versions of the same scenarios. The store works in a local
// directory: restore into it, load from it, write recordings into it and save it whole, so a
// recording of some scenarios keeps the baselines of the others. The run history (history.jsonl) is in the same
// directory, so it travels in the same entry; a run on the default branch that records nothing saves a new entry
// for its history line alone.
// Scope: a cache saved on the default branch is readable from every branch and pull request,
// while one saved in a PR is visible only to that PR. That is how a `workflow_dispatch`
// refresh (mode: record) on main reaches the PR checks. One key per run attempt: two jobs
// of one workflow run recording under the same prefix collide and the second save fails;
// give each its own baseline-key, or use the branch store when recordings must merge. A prefix
// that is another one followed by `-` (foo, foo-bar) would match the other's keys: that is
// refused with a clear error rather than read.
// Each entry holds a note of the run that saved it (ref, commit, run id), and a restore logs it: the
// ref is the scope the entry was saved in, which says who could have written it. Only mode record
// saves (pipeline/persist.ts): an auto-mode run in a pull request would otherwise save an entry that the pull
// request then prefers to the default branch's, and never see a refreshed baseline again.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baselinePath, parseBaseline, storedFilePath, type Baseline } from '../baselines/format.js';
import { DirBaselineStore, refuseLinks } from '../baselines/dir-store.js';
import type { BaselineStore, CacheStoreOptions, LoadedBaseline, StoredFile } from '../baselines/store.js';
import { errorMessage, EvalError } from '../util/errors.js';
import { HISTORY_FILE, NO_HISTORY, type HistoryAppend, type HistoryRead } from '../results/history.js';
import { writeAtomic } from '../util/files.js';
import { isRecord } from '../util/json.js';

/** The note of the run that saved an entry, in the entry's directory. */
const ENTRY_NOTE = '.mcp-eval-entry.json';

export class CacheBaselineStore implements BaselineStore {
  readonly kind = 'cache';
  readonly workDir: string;
  private restored: Promise<string | null> | null = null;
  private readonly dir: DirBaselineStore;
  private readonly env: NodeJS.ProcessEnv;

  constructor(private readonly opts: CacheStoreOptions) {
    this.env = opts.env ?? process.env;
    this.workDir = path.resolve(opts.workDir ?? path.join(this.env.RUNNER_TEMP || tmpdir(), 'mcp-eval-baselines'));
    this.dir = new DirBaselineStore(this.workDir);
  }

  async prepare(): Promise<string> {
    const key = await this.restore();
    if (!key)
      return `baselines: no actions cache entry with prefix ${this.opts.prefix}- (nothing recorded yet, or it expired)`;
    const files = await readdir(this.workDir, { recursive: true });
    const count = files.filter((f) => f.endsWith('.json') && f !== ENTRY_NOTE).length;
    return `baselines: restored actions cache ${key} (${count} file(s)), ${await this.savedBy()}`;
  }

  async load(scenarioId: string): Promise<LoadedBaseline | null> {
    const key = await this.restore();
    if (!key) return null;
    const file = baselinePath(scenarioId);
    const source = `actions cache ${key}:${file}`;
    let text: string;
    // A restored entry is a tar: it could hold a link to a file outside the store.
    await refuseLinks(this.workDir, path.join(this.workDir, file));
    try {
      text = await readFile(path.join(this.workDir, file), 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new EvalError('baseline', `cannot read baseline ${source}: ${errorMessage(e)}`);
    }
    // Errors name the cache entry: the restored copy under workDir is gone after the job.
    return { baseline: parseBaseline(text, source, scenarioId), source };
  }

  /** Retrieval baselines travel in the same entry too. */
  async loadFile(file: string): Promise<{ text: string; source: string } | null> {
    const key = await this.restore();
    if (!key) return null;
    const found = await this.dir.loadFile(storedFilePath(file));
    return found && { text: found.text, source: `actions cache ${key}:${file}` };
  }

  /** The history travels in the same entry as the baselines: the restored one, or none. */
  async loadHistory(): Promise<HistoryRead> {
    const key = await this.restore();
    return key ? this.dir.loadHistory(`actions cache ${key}:${HISTORY_FILE}`) : NO_HISTORY;
  }

  async save(baselines: Baseline[], history?: HistoryAppend, files: StoredFile[] = []): Promise<string> {
    // Restore first: the saved entry must hold the baselines of scenarios not recorded now, and the history.
    await this.restore();
    await this.dir.save(baselines, history, files);
    const { GITHUB_REF, GITHUB_SHA, GITHUB_RUN_ID, GITHUB_EVENT_NAME } = this.env;
    const note = { ref: GITHUB_REF ?? null, sha: GITHUB_SHA ?? null, run_id: GITHUB_RUN_ID ?? null };
    // A rename replaces a link a restored entry may have planted at the note's path: nothing is written through it.
    const text = JSON.stringify({ ...note, event: GITHUB_EVENT_NAME ?? null });
    await writeAtomic(path.join(this.workDir, ENTRY_NOTE), text);
    // Outside a workflow run (no GITHUB_RUN_ID) the time stands in for the run id.
    const run = `${this.env.GITHUB_RUN_ID || Date.now()}-${this.env.GITHUB_RUN_ATTEMPT || '1'}`;
    const key = `${this.opts.prefix}-${scenariosHash(baselines)}-${run}`;
    const cache = await loadCache();
    const id = await cache.saveCache([this.workDir], key);
    // saveCache reports failures as warnings and returns -1 rather than throwing.
    if (id === -1) {
      throw new EvalError(
        'baseline',
        `saving baselines to the actions cache under key ${key} failed (see the warning above; a key is saved ` +
          'once per run attempt, so two jobs of one run need different baseline-key prefixes)',
      );
    }
    this.restored = Promise.resolve(key); // later loads read what was just saved, under its key
    return `actions cache ${key}`;
  }

  /** Who saved the restored entry, from its note: `saved on <ref> at <sha> by run <id>`. */
  private async savedBy(): Promise<string> {
    const file = path.join(this.workDir, ENTRY_NOTE);
    const text = await refuseLinks(this.workDir, file)
      .then(() => readFile(file, 'utf8'))
      .catch(() => null);
    let note: unknown = null;
    try {
      note = text === null ? null : JSON.parse(text);
    } catch {
      // An unreadable note says nothing.
    }
    const field = (k: string) => (isRecord(note) && typeof note[k] === 'string' ? note[k] : null);
    const ref = field('ref');
    if (!ref) return 'saved by a run that left no note of its ref';
    const sha = field('sha');
    const run = field('run_id');
    return `saved on ${ref}${sha ? ` at ${sha.slice(0, 12)}` : ''}${run ? ` by run ${run}` : ''}`;
  }

  /** Restore the newest entry into an emptied work directory, once; the matched key or null. */
  private restore(): Promise<string | null> {
    this.restored ??= this.doRestore().catch((e: unknown) => {
      this.restored = null;
      throw e;
    });
    return this.restored;
  }

  private async doRestore(): Promise<string | null> {
    const cache = await loadCache();
    if (!cache.isFeatureAvailable()) {
      throw new EvalError(
        'baseline',
        'the cache baseline store needs the GitHub Actions cache service (ACTIONS_RESULTS_URL is unset); ' +
          'outside Actions use baseline-store dir or branch',
      );
    }
    await rm(this.workDir, { recursive: true, force: true });
    await mkdir(this.workDir, { recursive: true });
    const prefix = `${this.opts.prefix}-`;
    // The primary key is the bare prefix, which no saved key equals; the restore key matches by prefix.
    // A lookup first tells "no entry" from "an entry that failed to download" (restoreCache says undefined to both).
    const found = await cache.restoreCache([this.workDir], prefix, [prefix], { lookupOnly: true });
    if (!found) return null;
    // Prefix matching cannot tell `foo-<hash>-…` from `foo-bar-<hash>-…`: never read another
    // baseline-key's recordings as ours.
    if (!ownKey(this.opts.prefix, found)) {
      throw new EvalError(
        'baseline',
        `the newest actions cache entry starting with ${prefix} is ${found}, saved under another baseline-key; ` +
          'choose baseline-key prefixes where none is another followed by "-"',
      );
    }
    const key = await cache.restoreCache([this.workDir], prefix, [prefix]);
    if (!key)
      throw new EvalError(
        'baseline',
        `actions cache entry ${found} exists but could not be restored (see the warning above)`,
      );
    return key;
  }
}

/** Hex digits of the scenarios hash in a key. */
const HASH_CHARS = 12;
const KEY_SUFFIX = new RegExp(`^[0-9a-f]{${HASH_CHARS}}-\\d+-\\d+$`);

/** Whether a key is `<prefix>-<scenarios hash>-<run id>-<run attempt>`, as save() writes them. */
function ownKey(prefix: string, key: string): boolean {
  return key.startsWith(`${prefix}-`) && KEY_SUFFIX.test(key.slice(prefix.length + 1));
}

/**
 * Short hash of the scenarios recorded: each one's id and its file's content hash, not the trajectories. A save
 * that only adds a run to the history records none: the hash of nothing.
 */
function scenariosHash(baselines: Baseline[]): string {
  const hash = createHash('sha256');
  for (const b of [...baselines].sort((x, y) => (x.scenario_id < y.scenario_id ? -1 : 1)))
    hash.update(`${b.scenario_id}\0${b.scenario_hash}\0`);
  return hash.digest('hex').slice(0, HASH_CHARS);
}

// Loaded on first use: @actions/cache pulls in the Azure SDK, which the other stores never need.
function loadCache(): Promise<typeof import('@actions/cache')> {
  return import('@actions/cache');
}
