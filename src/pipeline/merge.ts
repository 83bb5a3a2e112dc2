// The merge job (`mcp-eval merge`, the action's `mode: merge`): the shards' results (each results.json with its
// SHARD_BASELINES next to it) into one report (merge-shards.ts), the recordings they left (cache store) and this run's
// history line saved to the store in one write, as a single job would, then the report files.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CONTRACT_FILE,
  readBaselineFile,
  RETRIEVAL_BASELINES,
  type Baseline,
  type StoredFile,
} from '../baselines/index.js';
import { readResults, type Redactor, type ReportPaths } from '../reports/index.js';
import { summarizeRun } from '../results/history.js';
import type { RunReport } from '../results/index.js';
import { runRedactor, settingsKeys } from '../settings/secrets.js';
import type { Settings } from '../settings/settings.js';
import { SHARD_BASELINES } from '../settings/shard.js';
import { isEvalError } from '../util/errors.js';
import type { Log } from './context.js';
import { lineLog, NOT_TOLD, writeOut, type ExecuteOptions } from './execute.js';
import { mergeShards, retally, type MergeInput, type MergeSources } from './merge-shards.js';
import { historyPlan, prepareStore, readHistory, saveToStore, storeOf, unsaved } from './persist.js';
import { checkPolicy } from './report.js';

/**
 * The merge job: the shards' results (each results.json with its SHARD_BASELINES next to it) into one report, the
 * recordings they left (cache store) and this run's history line saved to the store in one write, as a single job
 * would, then the report files.
 */
export async function executeMerge(
  settings: Settings,
  sources: MergeSources,
  opts: ExecuteOptions = {},
): Promise<{ report: RunReport; paths: ReportPaths }> {
  const env = opts.env ?? process.env;
  const cwd = opts.cwd ?? process.cwd();
  const redact =
    opts.redact ??
    runRedactor({ env, apiKeys: settingsKeys(settings), githubToken: settings.githubToken, servers: [] });
  for (const s of redact.secrets) opts.mask?.(s);
  const log = lineLog(opts.log ?? (() => {}), redact);
  const policy = checkPolicy(settings);
  const merged = mergeShards({ ...readShards(sources), absent: sources.absent, ...policy });
  const { shards: total = 0, missing = [] } = merged.merged ?? {};
  log(`merged ${total - missing.length} of ${total} shard(s): ${merged.scenarios.length} scenario(s)`);
  for (const p of merged.problems) log(p);
  const left = await Promise.all(sources.files.map((f) => readShardBaselines(path.dirname(f.file))));
  const recorded = { baselines: left.flatMap((l) => l.baselines), files: left.flatMap((l) => l.files) };
  const report = await saveMerged(settings, merged, recorded, { cwd, opts, log, redact });
  return writeOut(report, settings, redact, opts.links);
}

/**
 * Each shard's results. Results that cannot be read (corrupt, from another version) lose nothing else: an artifact's
 * are its shard failing, a file given to the CLI is a problem and its shard is then missing.
 */
function readShards(sources: MergeSources): Pick<MergeInput, 'shards' | 'failed' | 'unreadable'> {
  const out: Pick<MergeInput, 'shards' | 'failed' | 'unreadable'> = {
    shards: [],
    failed: [...sources.failed],
    unreadable: [],
  };
  for (const { file, source, shard } of sources.files) {
    try {
      out.shards.push({ source, report: readResults(file, source) });
    } catch (e) {
      if (!isEvalError(e, 'results')) throw e;
      if (shard) out.failed.push({ ...shard, reason: e.message });
      else out.unreadable.push(`not merged: ${e.message}`);
    }
  }
  return out;
}

interface MergeContext {
  cwd: string;
  opts: ExecuteOptions;
  log: Log;
  redact: Redactor;
}

/** What a single job saves at its end (run.ts), for the merged suite: the recordings and one history line. */
async function saveMerged(
  settings: Settings,
  merged: RunReport,
  recorded: { baselines: Baseline[]; files: StoredFile[] },
  { cwd, opts, log, redact }: MergeContext,
): Promise<RunReport> {
  const plan = historyPlan(settings, null, opts.branch ?? NOT_TOLD, log);
  // One recording per scenario, as in a single job (a scenario two shards ran is a problem the merge already says).
  const baselines = [...new Map(recorded.baselines.reverse().map((b) => [b.scenario_id, b])).values()];
  const { files } = recorded;
  if (!plan && !baselines.length && !files.length) return merged;
  const store = storeOf(settings, cwd, opts.cacheStore);
  const storeError = await prepareStore(store, log);
  const read = plan && !storeError ? await readHistory(store, log) : null;
  const historyUpdate = read && plan ? { read, plan, line: () => redact(summarizeRun(merged)) } : null;
  const { history, error } = await saveToStore(store, baselines, historyUpdate, log, files);
  // A recording that cannot be stored makes its scenario ERROR: counts and verdict are taken again.
  const stored = {
    ...merged,
    scenarios: unsaved(merged.scenarios, error),
    ...(merged.retrieval ? { retrieval: unsaved(merged.retrieval, error) } : {}),
    ...(history ? { history } : {}),
  };
  return retally(stored, checkPolicy(settings));
}

/** The recordings a shard left for the merge job (cache store): scenarios' by id from their paths, and files. */
async function readShardBaselines(dir: string): Promise<{ baselines: Baseline[]; files: StoredFile[] }> {
  const root = path.join(dir, SHARD_BASELINES);
  const found = await readdir(root, { recursive: true }).catch(() => []);
  const json = found
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.json'))
    .sort();
  // Files besides the scenarios' baselines: retrieval suites' and the servers' contract (no scenario id reaches there).
  const isFile = (f: string) => f.startsWith(`${RETRIEVAL_BASELINES}/`) || f === CONTRACT_FILE;
  const read = await Promise.all(
    json.filter((f) => !isFile(f)).map((f) => readBaselineFile(path.join(root, f), f.slice(0, -'.json'.length))),
  );
  const files = await Promise.all(
    json.filter(isFile).map(async (f) => ({ path: f, text: await readFile(path.join(root, f), 'utf8') })),
  );
  return { baselines: read.filter((b) => b !== null), files };
}
