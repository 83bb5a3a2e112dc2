// Baselines in a directory, e.g. `baselines/` committed next to the scenarios. Each scenario
// is its own file written atomically, so concurrent recordings of different scenarios do
// not clash and a reader never sees half a file.
import { EvalError } from '../errors.js';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { appendHistory, HISTORY_FILE, serializeHistory, type HistoryAppend, type HistoryRead } from '../history.js';
import { writeAtomic } from '../util/files.js';
import { baselinePath, readBaselineFile, readHistoryFile, writeBaselineFile, type Baseline } from './format.js';
import type { BaselineStore, LoadedBaseline } from './store.js';

export class DirBaselineStore implements BaselineStore {
  readonly kind = 'dir';

  constructor(readonly dir: string) {}

  async prepare(): Promise<string> {
    const files = await readdir(this.dir, { recursive: true }).catch(() => null);
    if (!files) return `baselines: directory ${this.dir} does not exist yet`;
    return `baselines: directory ${this.dir} (${files.filter((f) => f.endsWith('.json')).length} file(s))`;
  }

  fileOf(scenarioId: string): string {
    return path.join(this.dir, baselinePath(scenarioId));
  }

  async load(scenarioId: string): Promise<LoadedBaseline | null> {
    const file = this.fileOf(scenarioId);
    const baseline = await readBaselineFile(file, scenarioId);
    return baseline ? { baseline, source: file } : null;
  }

  async save(baselines: Baseline[], history?: HistoryAppend): Promise<string> {
    assertUnique(baselines);
    await Promise.all(baselines.map((b) => writeBaselineFile(this.fileOf(b.scenario_id), b)));
    if (history) {
      const file = path.join(this.dir, HISTORY_FILE);
      const stored = await readHistoryFile(file);
      await writeAtomic(file, serializeHistory(appendHistory(stored.entries, history)));
    }
    return this.dir;
  }

  /** `where` names the file in warnings: the cache store's entry, say, rather than its temporary copy. */
  loadHistory(where?: string): Promise<HistoryRead> {
    return readHistoryFile(path.join(this.dir, HISTORY_FILE), where);
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
