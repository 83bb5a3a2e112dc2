// One run from settings to files on disk, shared by the action and the CLI: server configuration, baseline store,
// reset hook, redaction, the pipeline (run.ts), the report files (the merge job's counterpart is merge.ts). What is
// published where (PR comment, summary, artifact) and what only GitHub knows (the Actions cache, whether the run
// is on the default branch) stay with the entry points, which hand them in.
import path from 'node:path';
import type { CacheStoreFactory } from '../baselines/index.js';
import { loadServerConfig } from '../mcp/index.js';
import { writeReports, type Redactor, type ReportPaths } from '../reports/index.js';
import { noRedaction } from '../sanitize/redact.js';
import type { RunReport } from '../results/index.js';
import type { LoadResult } from '../scenario/loader.js';
import { settingsRedactor } from '../settings/secrets.js';
import { shardOf, type Settings } from '../settings/settings.js';
import { oneLine } from '../sanitize/escape.js';
import type { Log, ProgressEvent, Restart, ServiceWatch } from './context.js';
import { historyPlan, runStore, type BranchVerdict } from './persist.js';
import { run } from './run.js';
import { commandReset } from './serve.js';
import { collectorTarget } from '../tracing/collector.js';
import { TRACE_FILE, TraceRun } from '../tracing/trace-run.js';
import { startSpawner } from '../util/spawner.js';

export interface ExecuteOptions {
  progress?: (event: ProgressEvent) => void;
  log?: Log;
  /** Resets the service under test (with a scenario's config file, or the default); default: settings.resetCommand. */
  reset?: Restart;
  /** The service under test, watched for a container that stops (the compose service an entry started). */
  service?: ServiceWatch;
  /** The caller's redactor, built by runRedactor() from the same settings and env (the action
   * builds it first, to mask and redact before the run); default: built here. */
  redact?: Redactor;
  /** Where a warning goes that must be seen without --verbose (a collector that did not take the traces). */
  warn?: Log;
  /** Called once per secret value before the run starts. */
  mask?: (secret: string) => void;
  links?: RunReport['links'];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** The files of settings.scenarios, loaded in cwd by the caller already (the CLI checks that some match): not read
   * again; default: loaded by the run. */
  scenarios?: LoadResult;
  /** How to reach the Actions cache (baseline-store cache): only an entry on GitHub has it. */
  cacheStore?: CacheStoreFactory;
  /** Whether this run is on the default branch (history-write auto adds only such runs); default: not. */
  branch?: BranchVerdict;
}

export const NOT_TOLD: BranchVerdict = { onDefault: false, why: 'not known to be on the default branch' };

export async function execute(
  settings: Settings,
  opts: ExecuteOptions = {},
): Promise<{ report: RunReport; paths: ReportPaths & { traces: string } }> {
  const env = opts.env ?? process.env;
  const cwd = opts.cwd ?? process.cwd();
  const servers = loadServerConfig(settings.servers, env);
  const serversB = settings.serversB ? loadServerConfig(settings.serversB, env) : undefined;
  if ([...servers, ...(serversB ?? [])].some((s) => s.type === 'stdio')) startSpawner();
  // This job's part of the suite, worked out once: the store, the history and the plan read it.
  const shard = shardOf(settings);
  const store = await runStore(settings, shard, cwd, opts.cacheStore);
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
  const redact = opts.redact ?? settingsRedactor(settings, env);
  for (const s of redact.secrets) opts.mask?.(s);
  const { progress } = opts;
  const log = opts.log && lineLog(opts.log, redact);
  const history = historyPlan(settings, shard, opts.branch ?? NOT_TOLD, log);
  const tracing = await TraceRun.start({
    content: settings.traceContent,
    redact,
    collector: collectorTarget(settings.otlpEndpoint, env),
    warn: lineLog(opts.warn ?? ((l) => process.stderr.write(`mcp-eval: warning: ${l}\n`)), redact),
  });
  const report = await tracing.within(() =>
    run(settings, {
      servers,
      serversB,
      store,
      shard,
      history,
      reset,
      service: opts.service,
      redact,
      progress: progress && ((e) => progress(redact(e))),
      log,
      cwd,
      env,
      loaded: opts.scenarios,
    }),
  );
  // The trace file is written beside the report files, once the report is redacted (a secret it gives away is hidden
  // in the spans too): it holds every span, the verdict's included. Then the collector's flush, bounded.
  const traces = path.resolve(settings.out, TRACE_FILE);
  const written = await writeOut(report, settings, redact, opts.links, () => tracing.write(traces));
  await tracing.flush();
  return { report: written.report, paths: { ...written.paths, traces } };
}

/** A log line may quote a server, a file or a shard's problem: redacted, on one line, control characters escaped. */
export function lineLog(log: Log, redact: Redactor): Log {
  return (line) => log(oneLine(redact(line)));
}

/**
 * The report with its links, written to the report files; returned redacted as written. `beside`: more writing, started
 * once the report is redacted and done meanwhile (the trace file: its disk time hidden behind the reports').
 */
export async function writeOut(
  report: RunReport,
  settings: Pick<Settings, 'out' | 'failOn'>,
  redact: Redactor,
  links?: RunReport['links'],
  beside?: () => Promise<void>,
): Promise<{ report: RunReport; paths: ReportPaths }> {
  if (links) report.links = links;
  // Redacted once: a second pass finds nothing more (a redactor learns every secret of a value before it hides any).
  const safe = redact(report);
  const [paths] = await Promise.all([
    writeReports(safe, settings.out, { redact: noRedaction, failOn: settings.failOn }),
    beside?.(),
  ]);
  return { report: safe, paths };
}
