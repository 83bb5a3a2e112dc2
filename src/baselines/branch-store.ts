// Baselines on a git branch (default `mcp-eval-baselines`) of the repository under test.
// The user's checkout is never touched: reads use the fetched commit's objects
// (`git cat-file blob <sha>:<path>`), and recording builds the commit with plumbing on a
// private index file (GIT_INDEX_FILE), so HEAD, the index and the working tree stay as
// they were. The branch is created as an orphan when missing. A push that loses a race
// (another job recorded meanwhile) is retried on the new tip, so both recordings survive.
// The run history (history.jsonl at the root) is committed with the baselines, or alone for a run on the default
// branch that records nothing, appended to the tip's own copy on every try.
// In Actions, actions/checkout leaves credentials for `origin`; the job needs
// `permissions: contents: write` to push.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baselinePath, parseBaseline, serializeBaseline, storedFilePath, type Baseline } from './format.js';
import { assertUnique } from './dir-store.js';
import { git, gitMessage, runGit } from '../util/git.js';
import type { BaselineStore, LoadedBaseline, StoredFile } from './store.js';
import { errorMessage, EvalError } from '../util/errors.js';
import {
  appendHistory,
  HISTORY_FILE,
  NO_HISTORY,
  parseHistory,
  serializeHistory,
  type HistoryAppend,
  type HistoryRead,
} from '../results/history.js';

export interface Identity {
  name: string;
  email: string;
}

/** The identity GITHUB_TOKEN commits show as. */
export const BOT_IDENTITY: Identity = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};

export interface BranchStoreOptions {
  branch: string;
  /** A directory inside the user's repository. */
  cwd: string;
  /** Remote name or URL; default `origin`. */
  remote?: string;
  /** Pushes tried before giving up when the branch keeps moving; default 5. */
  maxPushAttempts?: number;
  author?: Identity;
  /** The commit the baselines were recorded at, for the commit message. */
  sourceSha?: string | null;
}

interface Tip {
  sha: string | null;
  /** The baseline files (`.json`). */
  files: Set<string>;
  history: boolean;
}

export class BranchBaselineStore implements BaselineStore {
  readonly kind = 'branch';
  private tip: Promise<Tip> | null = null;
  private readonly remote: string;

  constructor(private readonly opts: BranchStoreOptions) {
    this.remote = opts.remote ?? 'origin';
  }

  async prepare(): Promise<string> {
    const tip = await this.current();
    const { branch } = this.opts;
    return tip.sha
      ? `baselines: branch ${branch}@${tip.sha.slice(0, 7)} of ${this.remote} (${tip.files.size} file(s))`
      : `baselines: branch ${branch} does not exist on ${this.remote} yet`;
  }

  async load(scenarioId: string): Promise<LoadedBaseline | null> {
    const file = baselinePath(scenarioId);
    const tip = await this.current();
    if (!tip.sha || !tip.files.has(file)) return null;
    const where = `${this.opts.branch}@${tip.sha.slice(0, 7)}:${file}`;
    const text = await git(['cat-file', 'blob', `${tip.sha}:${file}`], { cwd: this.opts.cwd }).catch((e: unknown) => {
      throw new EvalError('baseline', `cannot read baseline ${where}: ${errorMessage(e)}`);
    });
    return { baseline: parseBaseline(text, where, scenarioId), source: where };
  }

  async loadFile(file: string): Promise<{ text: string; source: string } | null> {
    const tip = await this.current();
    if (!tip.sha || !tip.files.has(storedFilePath(file))) return null;
    const where = `${this.opts.branch}@${tip.sha.slice(0, 7)}:${file}`;
    const text = await git(['cat-file', 'blob', `${tip.sha}:${file}`], { cwd: this.opts.cwd }).catch((e: unknown) => {
      throw new EvalError('baseline', `cannot read ${where}: ${errorMessage(e)}`);
    });
    return { text, source: where };
  }

  async loadHistory(): Promise<HistoryRead> {
    return this.readHistory(await this.current());
  }

  private async readHistory(tip: Tip): Promise<HistoryRead> {
    if (!tip.sha || !tip.history) return NO_HISTORY;
    const where = `${this.opts.branch}@${tip.sha.slice(0, 7)}:${HISTORY_FILE}`;
    const text = await git(['cat-file', 'blob', `${tip.sha}:${HISTORY_FILE}`], { cwd: this.opts.cwd }).catch(
      (e: unknown) => {
        throw new EvalError('baseline', `cannot read the run history ${where}: ${errorMessage(e)}`);
      },
    );
    return parseHistory(text, where);
  }

  async save(baselines: Baseline[], history?: HistoryAppend, files: StoredFile[] = []): Promise<string> {
    assertUnique(baselines);
    files.forEach((f) => storedFilePath(f.path));
    const { branch, cwd } = this.opts;
    const attempts = this.opts.maxPushAttempts ?? 5;
    const message = commitMessage(
      [...baselines.map((b) => b.scenario_id), ...files.map((f) => f.path)],
      this.opts.sourceSha ?? history?.entry.git.sha ?? baselines.find((b) => b.git.sha)?.git.sha ?? null,
      history !== undefined,
    );
    let lastError = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      // Always build on the freshest tip: another job may have recorded other scenarios, or added its run.
      const tip = await this.fetchTip();
      const extra = [...files, ...(history ? [await this.historyFile(tip, history)] : [])];
      const author = this.opts.author ?? BOT_IDENTITY;
      const commit = await commitBaselines(cwd, tip.sha, baselines, message, author, extra);
      if (commit === tip.sha) return `${branch}@${commit.slice(0, 7)} (unchanged)`;
      const push = await runGit(['push', '--porcelain', '--no-verify', this.remote, `${commit}:refs/heads/${branch}`], {
        cwd,
      });
      if (push.code === 0) {
        this.tip = null; // the next load reads what was just pushed
        return `${branch}@${commit.slice(0, 7)}`;
      }
      lastError = gitMessage(push);
      if (!lostRace(push.stdout + push.stderr)) {
        throw new EvalError('baseline', `pushing baselines to ${branch} on ${this.remote} failed: ${lastError}`);
      }
      await sleep(150 * attempt + Math.random() * 250);
    }
    throw new EvalError(
      'baseline',
      `pushing baselines to ${branch} on ${this.remote} failed ${attempts} times: ` +
        `the branch kept moving (${lastError})`,
    );
  }

  /** The tip's history with this run added. */
  private async historyFile(tip: Tip, history: HistoryAppend): Promise<StoredFile> {
    const stored = await this.readHistory(tip);
    return { path: HISTORY_FILE, text: serializeHistory(appendHistory(stored.entries, history)) };
  }

  /** The tip loads read from: fetched once, refetched after a save. */
  private current(): Promise<Tip> {
    this.tip ??= this.fetchTip().catch((e: unknown) => {
      this.tip = null;
      throw e;
    });
    return this.tip;
  }

  private async fetchTip(): Promise<Tip> {
    const { branch, cwd } = this.opts;
    const ref = `refs/heads/${branch}`;
    const fail = (what: string, e: unknown): EvalError =>
      new EvalError('baseline', `baseline branch ${branch}: ${what} ${this.remote} failed: ${errorMessage(e)}`);
    const listed = await git(['ls-remote', '--heads', this.remote, ref], { cwd }).catch((e: unknown) => {
      throw fail('listing', e);
    });
    const sha =
      listed
        .split('\n')
        .find((l) => l.endsWith(`\t${ref}`))
        ?.split('\t')[0] ?? null;
    if (!sha) return { sha: null, files: new Set(), history: false };
    // A shallow checkout (actions/checkout's default) stays shallow: fetch only the tip.
    const shallow = (await git(['rev-parse', '--is-shallow-repository'], { cwd })).trim() === 'true';
    // No FETCH_HEAD, no local branch: the user's refs stay as they were.
    await git(
      ['fetch', '--quiet', '--no-tags', '--no-write-fetch-head', ...(shallow ? ['--depth=1'] : []), this.remote, ref],
      { cwd },
    ).catch((e: unknown) => {
      throw fail('fetching from', e);
    });
    const names = (await git(['ls-tree', '-r', '-z', '--name-only', sha], { cwd })).split('\0');
    return { sha, files: new Set(names.filter((n) => n.endsWith('.json'))), history: names.includes(HISTORY_FILE) };
  }
}

/**
 * A commit holding `parent`'s tree with these baselines (and `extra` files) written over it, built on a private
 * index so the user's index is untouched. Returns `parent` itself when nothing changed.
 */
export async function commitBaselines(
  cwd: string,
  parent: string | null,
  baselines: Baseline[],
  message: string,
  author: Identity,
  extra: StoredFile[] = [],
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mcp-eval-index-'));
  const env = { GIT_INDEX_FILE: path.join(dir, 'index') };
  try {
    await git(parent ? ['read-tree', parent] : ['read-tree', '--empty'], { cwd, env });
    const files = [
      ...baselines.map((b) => ({ path: baselinePath(b.scenario_id), text: serializeBaseline(b) })),
      ...extra,
    ];
    const entries = await Promise.all(
      files.map(async (f) => {
        const blob = (await git(['hash-object', '-w', '--no-filters', '--stdin'], { cwd, input: f.text })).trim();
        return `100644 ${blob}\t${f.path}\0`;
      }),
    );
    await git(['update-index', '-z', '--index-info'], { cwd, env, input: entries.join('') });
    const tree = (await git(['write-tree'], { cwd, env })).trim();
    if (parent && (await git(['rev-parse', `${parent}^{tree}`], { cwd })).trim() === tree) return parent;
    const identity = ['-c', `user.name=${author.name}`, '-c', `user.email=${author.email}`];
    const args = [...identity, 'commit-tree', '--no-gpg-sign', tree, ...(parent ? ['-p', parent] : []), '-F', '-'];
    return (await git(args, { cwd, input: message })).trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function commitMessage(recorded: string[], from: string | null, history: boolean): string {
  const ids = [...recorded].sort();
  const what = ids.length ? `record ${ids.length} baseline(s)` : 'add a run to the history';
  return [
    `mcp-eval: ${what}${ids.length && history ? ' and the run to the history' : ''}`,
    ...(ids.length ? ['', ...ids.map((id) => `- ${id}`)] : []),
    ...(from ? ['', `${ids.length ? 'Recorded' : 'Run'} at ${from}.`] : []),
    '',
  ].join('\n');
}

/** Rejections that mean "someone pushed first": retry on the new tip. */
function lostRace(output: string): boolean {
  return /non-fast-forward|fetch first|\(stale info\)|cannot lock ref|failed to update ref|incorrect old value/i.test(
    output,
  );
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
