// One run from settings to files on disk, shared by the action and the CLI: server
// configuration, baseline store, reset hook, the pipeline, redaction, the report files.
// What is published where (PR comment, summary, artifact) stays with the entry points.
import { errorMessage, EvalError, isEvalError } from './errors.js';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  createBaselineStore,
  DirBaselineStore,
  readBaselineFile,
  type Baseline,
  type BaselineStore,
} from './baselines/index.js';
import { summarizeRun } from './history.js';
import { mergeShards, retally, type MergeInput, type MergeSources } from './merge.js';
import type { Restart } from './config-groups.js';
import { readResults, writeReports, type Redactor, type ReportPaths } from './reports/index.js';
import type { RunReport } from './results.js';
import { defaultBranchRun } from './github/default-branch.js';
import { prepareStore, readHistory, run, saveToStore, type HistoryPlan, type ProgressEvent } from './run.js';
import { runRedactor } from './secrets.js';
import { loadServerConfig, waitForReady, type ServerConfig } from './servers/index.js';
import { shardOf, type Settings } from './settings.js';
import { formatShard, SHARD_BASELINES } from './shard.js';
import { endGroup, spawnGroup } from './util/process.js';
import { oneLine } from './util/text.js';

/** Characters of a reset command's stderr kept to explain its failure. */
const RESET_STDERR_KEEP = 4000;

export interface ExecuteOptions {
  progress?: (event: ProgressEvent) => void;
  log?: (line: string) => void;
  /** Resets the service under test (with a scenario's config file, or the default); default: settings.resetCommand. */
  reset?: Restart;
  /** The caller's redactor, built by runRedactor() from the same settings and env (the action
   * builds it first, to mask and redact before the run); default: built here. */
  redact?: Redactor;
  /** Called once per secret value before the run starts. */
  mask?: (secret: string) => void;
  links?: RunReport['links'];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

export async function execute(
  settings: Settings,
  opts: ExecuteOptions = {},
): Promise<{ report: RunReport; paths: ReportPaths }> {
  const env = opts.env ?? process.env;
  const cwd = opts.cwd ?? process.cwd();
  const servers = loadServerConfig(settings.servers, env);
  const store = settings.shard ? await shardStore(settings, cwd) : storeOf(settings, cwd);
  const reset =
    opts.reset ??
    (settings.resetCommand
      ? commandReset(settings.resetCommand, cwd, servers, {
          connectSeconds: settings.connectTimeoutSeconds,
          timeoutSeconds: settings.runTimeoutSeconds,
        })
      : undefined);
  // Known before anything runs: trajectories are redacted as they end (so baselines hold no
  // secret), and every log line and progress event passes through it on the way out.
  const redact =
    opts.redact ??
    runRedactor({ env, anthropicApiKey: settings.anthropicApiKey, githubToken: settings.githubToken, servers });
  for (const s of redact.secrets) opts.mask?.(s);
  const { progress } = opts;
  const log = opts.log && lineLog(opts.log, redact);
  const history = historyPlan(settings, env, log);
  const report = await run(settings, {
    servers,
    store,
    history,
    reset,
    redact,
    progress: progress && ((e) => progress(redact(e))),
    log,
    cwd,
    env,
  });
  return writeOut(report, settings, redact, opts.links);
}

/** A log line may quote a server, a file or a shard's problem: redacted, on one line, control characters escaped. */
function lineLog(log: (line: string) => void, redact: Redactor): (line: string) => void {
  return (line) => log(oneLine(redact(line)));
}

/** The report with its links, written to the report files; returned redacted as written. */
async function writeOut(
  report: RunReport,
  settings: Settings,
  redact: Redactor,
  links?: RunReport['links'],
): Promise<{ report: RunReport; paths: ReportPaths }> {
  if (links) report.links = links;
  const paths = await writeReports(report, settings.out, { redact, failOn: settings.failOn });
  return { report: redact(report), paths };
}

function storeOf(settings: Settings, cwd: string): BaselineStore {
  return createBaselineStore({
    kind: settings.baselineStore,
    dir: settings.baselineDir,
    cacheKey: settings.baselineKey,
    branch: settings.baselineBranch,
    cwd,
  });
}

/**
 * A shard's store. The cache store keeps one entry per run attempt, so n shards saving would collide: a shard reads
 * the cache but writes its recordings to SHARD_BASELINES, and the merge job saves them all as one entry. The other
 * stores take each shard's recordings as they would a job's (the branch store retries a push that lost a race).
 */
async function shardStore(settings: Settings, cwd: string): Promise<BaselineStore> {
  const store = storeOf(settings, cwd);
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
    save: async (baselines) => `${await local.save(baselines)}, for the merge job to save to the actions cache`,
  };
}

/** Whether the run history is kept at all, and whether this run adds itself to it (and why, in the log). */
function historyPlan(
  settings: Settings,
  env: NodeJS.ProcessEnv,
  log?: (line: string) => void,
): HistoryPlan | undefined {
  if (settings.historySize === 0) return undefined;
  const keep = settings.historySize;
  // One run is one line: the merge job's, never each shard's.
  const shard = shardOf(settings);
  if (shard) {
    log?.(`history: read only: a shard (${formatShard(shard)}); the merge job adds the run`);
    return { keep, write: false };
  }
  if (settings.historyWrite !== 'auto') {
    log?.(`history: history-write ${settings.historyWrite}`);
    return { keep, write: settings.historyWrite === 'always' };
  }
  const branch = defaultBranchRun(env);
  log?.(`history: ${branch.onDefault ? 'this run is added' : 'read only'}: ${branch.why}`);
  return { keep, write: branch.onDefault };
}

/**
 * A reset hook that runs a shell command (the user's own reset script), then waits until every network
 * server answers MCP initialize again (4x connect-timeout-seconds, as for the compose service). A
 * scenario's configuration is handed over as MCP_EVAL_CONFIG_FILE (absolute path); the default one
 * leaves it unset.
 */
function commandReset(
  command: string,
  cwd: string,
  servers: ServerConfig[],
  limits: { connectSeconds: number; timeoutSeconds: number },
): Restart {
  return async (configFile) => {
    await runCommand(command, cwd, configFile, limits.timeoutSeconds);
    for (const s of servers) {
      if (s.type === 'stdio') continue;
      await waitForReady(s, { deadlineMs: limits.connectSeconds * 4 * 1000, intervalMs: 500 }).catch((e: unknown) => {
        throw new EvalError('service', `reset command ran, but ${errorMessage(e)}`);
      });
    }
  };
}

/**
 * Runs the command in a process group of its own, within a run's time limit: a command that overruns it
 * is ended with everything it started. What it prints to stdout is not kept (it may print any amount);
 * the end of its stderr explains a failure. Processes it leaves running after it succeeds (a service it
 * started) are left alone.
 */
function runCommand(command: string, cwd: string, configFile: string | null, timeoutSeconds: number): Promise<void> {
  const { MCP_EVAL_CONFIG_FILE: _, ...inherited } = process.env;
  const env = configFile ? { ...inherited, MCP_EVAL_CONFIG_FILE: configFile } : inherited;
  return new Promise((resolve, reject) => {
    const child = spawnGroup('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString('utf8')).slice(-RESET_STDERR_KEEP)));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void endGroup(child);
    }, timeoutSeconds * 1000);
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(new EvalError('service', `reset command could not start: ${command}: ${e.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      // Its background jobs may hold stderr open: stop reading, they are not waited for.
      child.stderr!.destroy();
      if (timedOut)
        return reject(new EvalError('service', `reset command timed out after ${timeoutSeconds}s: ${command}`));
      if (code === 0) return resolve();
      const why = stderr.trim() || (code === null ? `signal ${signal}` : `exit ${code}`);
      reject(new EvalError('service', `reset command failed: ${command}: ${why}`));
    });
  });
}

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
    runRedactor({ env, anthropicApiKey: settings.anthropicApiKey, githubToken: settings.githubToken, servers: [] });
  for (const s of redact.secrets) opts.mask?.(s);
  const log = lineLog(opts.log ?? (() => {}), redact);
  const merged = mergeShards({ ...readShards(sources), absent: sources.absent, failOn: settings.failOn });
  const { shards: total = 0, missing = [] } = merged.merged ?? {};
  log(`merged ${total - missing.length} of ${total} shard(s): ${merged.scenarios.length} scenario(s)`);
  for (const p of merged.problems) log(p);
  const baselines = await Promise.all(sources.files.map((f) => readShardBaselines(path.dirname(f.file))));
  const report = await saveMerged(settings, merged, baselines.flat(), { cwd, env, log, redact });
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
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  redact: Redactor;
}

/** What a single job saves at its end (run.ts), for the merged suite: the recordings and one history line. */
async function saveMerged(
  settings: Settings,
  merged: RunReport,
  recorded: Baseline[],
  { cwd, env, log, redact }: MergeContext,
): Promise<RunReport> {
  const plan = historyPlan(settings, env, log);
  // One recording per scenario, as in a single job (a scenario two shards ran is a problem the merge already says).
  const baselines = [...new Map(recorded.reverse().map((b) => [b.scenario_id, b])).values()];
  if (!plan && !baselines.length) return merged;
  const store = storeOf(settings, cwd);
  const storeError = await prepareStore(store, log);
  const read = plan && !storeError ? await readHistory(store, log) : null;
  const kept = read && plan ? { read, plan, line: () => redact(summarizeRun(merged)) } : null;
  // A recording that cannot be stored makes its scenario ERROR: counts and verdict are taken again.
  const history = await saveToStore(store, baselines, kept, merged.scenarios, log);
  return retally({ ...merged, ...(history ? { history } : {}) }, settings.failOn);
}

/** The recordings a shard left for the merge job (cache store), by scenario id from their paths. */
async function readShardBaselines(dir: string): Promise<Baseline[]> {
  const root = path.join(dir, SHARD_BASELINES);
  const files = await readdir(root, { recursive: true }).catch(() => []);
  const json = files.filter((f) => f.endsWith('.json')).sort();
  const read = await Promise.all(
    json.map((f) => readBaselineFile(path.join(root, f), f.slice(0, -'.json'.length).split(path.sep).join('/'))),
  );
  return read.filter((b) => b !== null);
}
