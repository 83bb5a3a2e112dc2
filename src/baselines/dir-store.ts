// Baselines in a directory, e.g. `baselines/` committed next to the scenarios. Each scenario
// is its own file written atomically, so concurrent recordings of different scenarios do
// not clash and a reader never sees half a file.
// The store follows no symbolic link below its directory: a link could send a recording outside it
// (`baselines/sub -> ../src` plus a scenario `sub/package.yaml` would overwrite src/package.json), or
// show part of another file in an error. Temporary files a killed recording left are removed.
import { errorMessage, EvalError } from '../util/errors.js';
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  appendHistory,
  HISTORY_FILE,
  serializeHistory,
  type HistoryAppend,
  type HistoryRead,
} from '../results/history.js';
import { removeStaleTemps, writeAtomic } from '../util/files.js';
import {
  baselinePath,
  readBaselineFile,
  readHistoryFile,
  storedFilePath,
  writeBaselineFile,
  type Baseline,
} from './format.js';
import type { BaselineStore, LoadedBaseline, StoredFile } from './store.js';

export class DirBaselineStore implements BaselineStore {
  readonly kind = 'dir';

  constructor(readonly dir: string) {}

  async prepare(): Promise<string> {
    const files = await readdir(this.dir, { recursive: true }).catch(() => null);
    if (!files) return `baselines: directory ${this.dir} does not exist yet`;
    const stale = await removeStaleTemps(this.dir, files);
    const removed = stale ? `; removed ${stale} temporary file(s) of an interrupted recording` : '';
    return `baselines: directory ${this.dir} (${files.filter((f) => f.endsWith('.json')).length} file(s))${removed}`;
  }

  fileOf(scenarioId: string): string {
    return path.join(this.dir, baselinePath(scenarioId));
  }

  async load(scenarioId: string): Promise<LoadedBaseline | null> {
    const file = this.fileOf(scenarioId);
    await refuseLinks(this.dir, file);
    const baseline = await readBaselineFile(file, scenarioId);
    return baseline ? { baseline, source: file } : null;
  }

  async save(baselines: Baseline[], history?: HistoryAppend, stored: StoredFile[] = []): Promise<string> {
    assertUnique(baselines);
    const files = baselines.map((b) => this.fileOf(b.scenario_id));
    const others = stored.map((f) => path.join(this.dir, storedFilePath(f.path)));
    const historyFile = path.join(this.dir, HISTORY_FILE);
    await Promise.all([...files, ...others, ...(history ? [historyFile] : [])].map((f) => refuseLinks(this.dir, f)));
    await Promise.all(baselines.map((b, i) => writeBaselineFile(files[i], b)));
    await Promise.all(stored.map((f, i) => writeAtomic(others[i], f.text)));
    if (history) {
      const stored = await readHistoryFile(historyFile);
      await writeAtomic(historyFile, serializeHistory(appendHistory(stored.entries, history)));
    }
    return this.dir;
  }

  async loadFile(file: string): Promise<{ text: string; source: string } | null> {
    const abs = path.join(this.dir, storedFilePath(file));
    await refuseLinks(this.dir, abs);
    try {
      return { text: await readFile(abs, 'utf8'), source: abs };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new EvalError('baseline', `cannot read ${abs}: ${errorMessage(e)}`);
    }
  }

  /** `where` names the file in warnings: the cache store's entry, say, rather than its temporary copy. */
  async loadHistory(where?: string): Promise<HistoryRead> {
    const file = path.join(this.dir, HISTORY_FILE);
    await refuseLinks(this.dir, file);
    return readHistoryFile(file, where);
  }
}

/**
 * Throws when any existing part of `file`'s path below `root` (the file included) is a symbolic link;
 * the parts that do not exist yet are created as plain directories when the file is written.
 */
export async function refuseLinks(root: string, file: string): Promise<void> {
  let at = root;
  for (const part of path.relative(root, file).split(path.sep)) {
    at = path.join(at, part);
    const stat = await lstat(at).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return null;
      throw new EvalError('baseline', `cannot read baseline ${at}: ${e.message}`);
    });
    if (!stat) return;
    if (stat.isSymbolicLink()) {
      throw new EvalError(
        'baseline',
        `${at} is a symbolic link: the baseline store follows no link (it could lead out of the store); ` +
          'replace it with the directory or file itself',
      );
    }
  }
}

/** Two baselines for one scenario in one save is a caller bug: which one would win is arbitrary. */
export function assertUnique(baselines: Baseline[]): void {
  const seen = new Set<string>();
  for (const b of baselines) {
    if (seen.has(b.scenario_id))
      throw new EvalError('baseline', `two baselines for scenario "${b.scenario_id}" in one save`);
    seen.add(b.scenario_id);
  }
}
