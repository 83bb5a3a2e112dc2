// One run from settings to files on disk, shared by the action and the CLI: server
// configuration, baseline store, reset hook, the pipeline, redaction, the report files.
// What is published where (PR comment, summary, artifact) stays with the entry points.
import { errorMessage, EvalError } from './errors.js';
import { createBaselineStore } from './baselines/index.js';
import type { Restart } from './config-groups.js';
import { writeReports, type Redactor, type ReportPaths } from './reports/index.js';
import type { RunReport } from './results.js';
import { defaultBranchRun } from './github/default-branch.js';
import { run, type HistoryPlan, type ProgressEvent } from './run.js';
import { runRedactor } from './secrets.js';
import { loadServerConfig, waitForReady, type ServerConfig } from './servers/index.js';
import type { Settings } from './settings.js';
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
  const store = createBaselineStore({
    kind: settings.baselineStore,
    dir: settings.baselineDir,
    cacheKey: settings.baselineKey,
    branch: settings.baselineBranch,
    cwd,
  });
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
  const log = opts.log && ((line: string) => opts.log?.(redact(line)));
  const history = historyPlan(settings, env, log);
  const report = await run(settings, {
    servers,
    store,
    history,
    reset,
    redact,
    progress: progress && ((e) => progress(redact(e))),
    // A log line may quote a server or a file name: one line, control characters escaped.
    log: log && ((line) => log(oneLine(redact(line)))),
    cwd,
    env,
  });
  if (opts.links) report.links = opts.links;
  const paths = await writeReports(report, settings.out, { redact, failOn: settings.failOn });
  return { report: redact(report), paths };
}

/** Whether the run history is kept at all, and whether this run adds itself to it (and why, in the log). */
function historyPlan(
  settings: Settings,
  env: NodeJS.ProcessEnv,
  log?: (line: string) => void,
): HistoryPlan | undefined {
  if (settings.historySize === 0) return undefined;
  const keep = settings.historySize;
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
