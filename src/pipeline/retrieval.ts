// Stage retrieval: the retrieval suites (setting retrieval-suites), after the scenarios, against the same servers
// (the run's connections). A suite's baseline is the one `record` saved in the baseline store, next to the
// scenarios' (`.retrieval/<suite id>.json`, baselines/format.ts), else the file the suite names (MCPProxy's
// baseline_v1.json). Record runs it without one and saves what it measured; auto records where there is none. Its
// verdict is a status the fail-on policy reads like a scenario's: a failed gate BROKEN, a suite that could not run
// (or, comparing, has nothing to compare with) ERROR with the reason.
import { retrievalBaselinePath, type BaselineStore, type StoredFile } from '../baselines/index.js';
import { errorMessage, EvalError } from '../util/errors.js';
import { parseLocated } from '../retrieval/located.js';
import { baselineOf, loadRetrievalSuite, notRunSuite, readBaseline, runRetrievalSuite } from '../retrieval/index.js';
import type { RetrievalBaseline, RetrievalResult, RetrievalSuite } from '../retrieval/index.js';
import type { RetrievalSuiteResult } from '../results/retrieval.js';
import { matchFiles } from '../scenario/loader.js';
import { formatProblem, type ScenarioProblem } from '../scenario/schema.js';
import type { ServerConfig, ServerSource } from '../mcp/index.js';
import type { Settings } from '../settings/settings.js';
import type { ShardSpec } from '../settings/shard.js';
import { isRecord } from '../util/json.js';
import type { Log } from './context.js';

export interface RetrievalContext {
  cwd: string;
  servers: ServerConfig[];
  /** The job's part of the suite: shard 1 runs the suites. */
  shard: ShardSpec | null;
  store: BaselineStore;
  /** Why the store could not be read, if it could not. */
  storeError: string | null;
  source: ServerSource;
  /** Restarts the service with its default configuration, when the last scenarios ran it with another; why not. */
  restart?: () => Promise<string | null>;
  log: Log;
}

export interface RetrievalOutcome {
  suites: RetrievalSuiteResult[];
  /** The baselines record (or auto) made, for the store. */
  files: StoredFile[];
  /** Suite files that could not be read, one line each: they fail the check as a malformed scenario does. */
  problems: string[];
}

const NOTHING: RetrievalOutcome = { suites: [], files: [], problems: [] };

/** What the retrieval stage reads: the suites, the mode, the time limits. */
type RetrievalSettings = Pick<
  Settings,
  'retrievalSuites' | 'mode' | 'connectTimeoutSeconds' | 'callTimeoutSeconds' | 'runTimeoutSeconds'
>;

export async function runRetrieval(settings: RetrievalSettings, ctx: RetrievalContext): Promise<RetrievalOutcome> {
  const pattern = settings.retrievalSuites;
  if (!pattern) return NOTHING;
  const skip =
    settings.mode === 'accept' || settings.mode === 'ab'
      ? `not run in mode ${settings.mode}`
      : ctx.shard && ctx.shard.index !== 1
        ? 'run by shard 1'
        : null;
  if (skip) {
    ctx.log(`retrieval suites: ${skip}`);
    return NOTHING;
  }
  const found = await matchFiles([pattern], ctx.cwd);
  if (!found.length) return { ...NOTHING, problems: [`${pattern}: no retrieval suite files match this pattern`] };
  const out: RetrievalOutcome = { suites: [], files: [], problems: [] };
  const loads = await Promise.all(found.map(async (f) => ({ ...f, ...(await loadRetrievalSuite(f.file, ctx)) })));
  const suites = loads.flatMap((l) => (l.suite ? [{ id: l.id, suite: l.suite }] : []));
  out.problems.push(...loads.flatMap((l) => l.problems.map(formatProblem)));
  ctx.log(`${suites.length} retrieval suite(s) from ${pattern}${out.problems.length ? ', with problems' : ''}`);
  const restartError = suites.length ? await restartDefault(ctx) : null;
  for (const { id, suite } of suites) {
    const judged = restartError
      ? notRun(id, suite, restartError)
      : await judgeSuite(id, suite, settings, ctx).catch((e: unknown) => notRun(id, suite, errorMessage(e)));
    out.suites.push(judged.entry);
    if (judged.file) out.files.push(judged.file);
    ctx.log(`retrieval suite ${suite.name}: ${judged.entry.status}${summary(judged.entry.result)}`);
  }
  return out;
}

/** The service back on its default configuration before the suites; why it is not, if the restart failed. */
async function restartDefault(ctx: RetrievalContext): Promise<string | null> {
  if (!ctx.restart) return null;
  await ctx.source.drop();
  return ctx.restart();
}

interface Judged {
  entry: RetrievalSuiteResult;
  file?: StoredFile;
}

/** A recorded baseline as the store keeps it, with what it says of its recording. */
interface StoredBaseline {
  baseline: RetrievalBaseline;
  source: string;
  recorded_at: string | null;
  content_hash: string | null;
}

/** One suite: its baseline chosen as the mode says, run, and its verdict. */
async function judgeSuite(
  id: string,
  suite: RetrievalSuite,
  settings: RetrievalSettings,
  ctx: RetrievalContext,
): Promise<Judged> {
  if (ctx.storeError && settings.mode !== 'record' && !suite.baseline) return notRun(id, suite, ctx.storeError);
  const stored = settings.mode === 'record' || ctx.storeError ? null : await storedBaseline(ctx.store, id);
  const record = settings.mode === 'record' || (settings.mode === 'auto' && !stored && !suite.baseline);
  if (!record && !stored && !suite.baseline) {
    const why =
      `no baseline for retrieval suite "${suite.name}" (${suite.file}): record one (mcp-eval record, or ` +
      'the action with mode: record), ' +
      'or name a baseline file in the suite (baseline:)';
    return notRun(id, suite, why);
  }
  const baseline = record ? undefined : (stored?.baseline ?? suite.baseline);
  const result = await runRetrievalSuite(
    { ...suite, baseline },
    {
      servers: ctx.servers,
      source: ctx.source,
      connectTimeoutMs: settings.connectTimeoutSeconds * 1000,
      callTimeoutMs: settings.callTimeoutSeconds * 1000,
      signal: AbortSignal.timeout(settings.runTimeoutSeconds * 1000),
    },
  );
  if (result.status === 'error') return notRun(id, suite, result.error ?? 'the retrieval run failed', result);
  if (record) return recorded(id, suite, result);
  const entry: RetrievalSuiteResult = {
    id,
    status: result.status === 'pass' ? 'GOOD' : 'BROKEN',
    action: 'compared',
    error: null,
    baseline: stored ? storedInfo(stored, suite) : { source: suite.baseline!.file, recorded_at: null, stale: false },
    result,
  };
  return { entry };
}

function storedInfo(stored: StoredBaseline, suite: RetrievalSuite): NonNullable<RetrievalSuiteResult['baseline']> {
  const stale = stored.content_hash !== null && stored.content_hash !== suite.content_hash;
  return {
    source: stored.source,
    recorded_at: stored.recorded_at,
    stale,
    ...(stale ? { stale_reason: 'the suite file, its corpus or its queries changed' } : {}),
  };
}

function recorded(id: string, suite: RetrievalSuite, result: RetrievalResult): Judged {
  const text = `${JSON.stringify(baselineOf(result, suite.tolerance), null, 2)}\n`;
  const file = { path: retrievalBaselinePath(id), text };
  const entry: RetrievalSuiteResult = {
    id,
    status: 'RECORDED',
    action: 'recorded',
    error: null,
    baseline: null,
    result,
  };
  return { entry, file };
}

/** The suite's baseline in the store; null when none was recorded. A corrupt one is an error naming the file. */
async function storedBaseline(store: BaselineStore, id: string): Promise<StoredBaseline | null> {
  const found = await store.loadFile(retrievalBaselinePath(id));
  if (!found) return null;
  const located = parseLocated(found.text, found.source);
  const problems: ScenarioProblem[] = [];
  const baseline = readBaseline(located, problems);
  if (!baseline || Array.isArray(located)) {
    throw new EvalError('baseline', `corrupt retrieval baseline: ${problems.map(formatProblem).join('; ')}`);
  }
  const from = isRecord(located.value) ? located.value.generated_from : undefined;
  const text = (k: string) => (isRecord(from) && typeof from[k] === 'string' ? from[k] : null);
  return { baseline, source: found.source, recorded_at: text('recorded_at'), content_hash: text('content_hash') };
}

function notRun(id: string, suite: RetrievalSuite, error: string, result?: RetrievalResult): Judged {
  const entry: RetrievalSuiteResult = {
    id,
    status: 'ERROR',
    action: 'none',
    error,
    baseline: null,
    result: result ?? notRunSuite(suite, error),
  };
  return { entry };
}

/** ` (Recall@5 0.833, 1 query worse)` for the log. */
function summary(r: RetrievalResult): string {
  const r5 = r.metrics?.recall_at['5'];
  const worse = r.comparison?.worse.length ?? 0;
  const parts = [r5 === undefined ? '' : `Recall@5 ${r5.toFixed(3)}`, worse ? `${worse} query(ies) worse` : ''];
  const text = parts.filter(Boolean).join(', ');
  return text ? ` (${text})` : '';
}
