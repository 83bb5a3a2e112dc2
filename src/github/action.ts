// The action's main step: inputs -> settings -> (service up) -> run -> outputs -> publish -> the check's verdict.
// Whatever fails on the way, the job summary and the outputs say what, and the check's message names the stage.
// First: zod's settings hold for the schemas built as the modules below load (util/zod-config.ts).
import '../util/zod-config.js';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as commands from './commands.js';
import { errorMessage } from '../util/errors.js';
import { causeVerb } from '../reports/cause-list.js';
import type { ReportPaths } from '../reports/index.js';
import type { Redactor } from '../sanitize/redact.js';
import type { RunReport } from '../results/index.js';
import { causeWhom, isInsufficient, scenarioFails } from '../results/verdict.js';
import { verdictWords } from '../results/verdict-words.js';
import { parseSettings, type Settings } from '../settings/settings.js';
import type { FailOn } from '../results/status.js';
import type { ProgressEvent } from '../pipeline/index.js';
import { endGroupsOnSignal, endGroupsWhenDone } from '../util/process.js';
import { headline } from '../util/text.js';
import { oneLine } from '../sanitize/escape.js';
import { CountOutputs, Outputs } from './constants.js';
import { actionRedactor, readInputs } from './inputs.js';
import { githubOptions } from './runner.js';
import { startActionService, type Service } from './service.js';

const tempDir = (): string => process.env.RUNNER_TEMP || tmpdir();

/** @actions/core, loaded once the run is over: commands.ts prints what comes before (cold start). */
type ActionsCore = typeof import('@actions/core');
const actionsCore = (): Promise<ActionsCore> => import('@actions/core');

/** Where the run has got to, for the message when it fails, and its report once there is one. */
interface Progress {
  stage: string;
  links: RunReport['links'];
  report?: RunReport;
}

export async function runAction(): Promise<void> {
  // Node's own warnings (e.g. a model with no price) become annotations instead of `(node:PID)` text.
  process.removeAllListeners('warning');
  // A deprecation is news for this action's developers, not its users: the artifact client's unzip-stream uses
  // Buffer(), which Node flags once bundled (it is no longer under node_modules). The debug log keeps it.
  process.on('warning', (w) =>
    w.name === 'DeprecationWarning' ? commands.debug(w.message) : commands.warning(w.message),
  );
  // A cancelled job (SIGINT, then SIGTERM) takes the servers and reset scripts this step started with it.
  endGroupsOnSignal();
  const raw = readInputs();
  // Mask at once, before anything can print them; the same redactor cleans every message below.
  const redact = actionRedactor(raw);
  for (const s of redact.secrets) commands.setSecret(s);
  const progress: Progress = {
    stage: 'reading the settings',
    links: { run_url: runUrl(process.env), artifact_url: null },
  };
  try {
    await runStep(raw, redact, progress);
  } catch (e) {
    await reportFailure(e, redact, progress);
  } finally {
    // As the CLI does: no server or reset script of this step outlives it and keeps the job waiting.
    await endGroupsWhenDone();
  }
}

async function runStep(raw: Record<string, unknown>, redact: Redactor, progress: Progress): Promise<void> {
  const settings = parseSettings(raw);
  if (settings.mode === 'merge') return mergeStep(settings, redact, progress);
  progress.stage = 'starting the service';
  const service = await startActionService(settings, redact);
  progress.stage = 'running the scenarios';
  // The pipeline (126 modules), loaded once the inputs are read and the service is up: a bad input fails without it.
  // compose/index.js adds 6 modules to it, loaded with no compose-file too (pipelineHooks is called either way).
  const { execute } = await import('../pipeline/index.js');
  const { pipelineHooks } = await import('../compose/index.js');
  const outcome = await execute(settings, {
    redact,
    // The user's own reset command replaces the compose restart (execute() runs it).
    ...pipelineHooks(service, settings),
    log: (l) => commands.info(l),
    warn: (l) => commands.warning(l),
    progress: logProgress,
    links: progress.links,
    ...githubOptions(),
  });
  await conclude(outcome, settings, service, progress);
}

/** mode merge: every shard's artifact of this workflow run into one report, published as a single job's. */
async function mergeStep(settings: Settings, redact: Redactor, progress: Progress): Promise<void> {
  progress.stage = "downloading the shards' results";
  // @actions/artifact, for merge and the publishing only.
  const { downloadShardResults } = await import('./artifact.js');
  const sources = await downloadShardResults(settings.artifactName, path.join(tempDir(), 'mcp-eval-shards'));
  progress.stage = 'merging the shards';
  // The pipeline (126 modules) once the shards are in, as in runStep.
  const { executeMerge } = await import('../pipeline/index.js');
  const opts = { redact, log: (l: string) => commands.info(l), links: progress.links, ...githubOptions() };
  const outcome = await executeMerge(settings, sources, opts);
  await conclude(outcome, settings, undefined, progress);
}

/** Outputs, publishing, then the check's verdict: the suite's, or a shard's own (the merge job judges the suite). */
async function conclude(
  { report, paths }: { report: RunReport; paths: ReportPaths },
  settings: Settings,
  service: Service | undefined,
  progress: Progress,
): Promise<void> {
  progress.report = report;
  const core = await actionsCore();
  setOutputs(core, report, paths);
  progress.stage = 'publishing the results';
  // Loaded here, not at start: publish.ts brings @actions/core (actionsCore says why).
  const { publish } = await import('./publish.js');
  await publish(report, paths, settings, service);
  logCauses(report);
  const { shard } = report;
  if (shard) {
    const part = `shard ${shard.index}/${shard.total}: ${report.scenarios.length} of ${shard.suite.length} scenario(s)`;
    if (!report.scenarios.length) core.notice(`mcp-eval ${part}: no scenario fell in this shard, nothing to run`);
    commands.info(`mcp-eval ${part} ${report.status}; the merge job gives the suite's check`);
  } else if (report.failed) core.setFailed(oneLine(failureMessage(report, settings.failOn)));
}

/** The run's causes, one line each: the job log says why, not only what (the summary and the comment say more). */
function logCauses(report: RunReport): void {
  for (const c of report.causes ?? []) {
    const whom = causeWhom(c);
    const fix = c.suggestions.length ? `; fix: ${c.suggestions.join('; ')}` : '';
    commands.info(oneLine(`why: ${c.summary}: ${causeVerb(c)}${whom}${fix}`));
  }
}

/** Ids come from file names, errors from servers: each on one line, so none can start a workflow command. */
function logProgress(e: ProgressEvent): void {
  if (e.type === 'scenario-start') commands.info(`[${e.index + 1}/${e.total}] ${oneLine(e.id)}: starting`);
  else if (e.type === 'scenario-end') {
    // An error may carry a container's last log lines: the report has them, the progress line its first line.
    const error = e.result.error ? ` (${oneLine(headline(e.result.error))})` : '';
    commands.info(`[${e.index + 1}/${e.total}] ${oneLine(e.result.id)}: ${e.result.status}${error}`);
  }
}

/**
 * Lines of untrusted text (a container's last log lines) in the job log: between `::stop-commands::`
 * fences, so the runner executes none of them as a workflow command; control characters escaped.
 */
function logUntrusted(text: string): void {
  const token = randomUUID();
  commands.info(`::stop-commands::${token}`);
  for (const line of text.split('\n')) commands.info(oneLine(line));
  commands.info(`::${token}::`);
}

/**
 * The check's message: the run's verdict and check line as every surface says them (results/verdict-words.ts), then the
 * first scenarios that fail the policy (or the first problem).
 */
export function failureMessage(report: RunReport, failOn: FailOn): string {
  const failing = report.scenarios.filter((s) => scenarioFails(s, failOn, report.fail_on_insufficient));
  const named = failing.length
    ? failing
        .map((s) => `${s.name} ${s.status}${isInsufficient(s) ? ' (pass rate insufficient)' : ''}`)
        .slice(0, 5)
        .join(', ')
    : (report.problems[0] ?? '');
  const words = verdictWords(report);
  return `mcp-eval: ${words.sentence}; ${words.check}${named ? `: ${named}` : ''}`;
}

/** A run that stopped: the message in the log, the summary and outputs when no report was made, a one-line check. */
async function reportFailure(e: unknown, redact: Redactor, { stage, links, report }: Progress): Promise<void> {
  const message = redact(errorMessage(e));
  // The check's message is one line; the log keeps the rest (e.g. the container's last lines).
  if (message.includes('\n')) logUntrusted(message);
  const core = await actionsCore();
  if (!report) {
    setFailureOutputs(core);
    // As in conclude: publish.ts brings @actions/core.
    const { writeFailureSummary } = await import('./publish.js');
    await writeFailureSummary(stage, message, links).catch((w: unknown) =>
      core.warning(`job summary not written: ${redact(errorMessage(w))}`),
    );
  }
  core.setFailed(`mcp-eval: ${stage} failed: ${oneLine(message.split('\n')[0])}`);
}

function runUrl(env: NodeJS.ProcessEnv): string | null {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = env;
  return GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_RUN_ID
    ? `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`
    : null;
}

function setOutputs(core: ActionsCore, report: RunReport, paths: Record<string, string>): void {
  core.setOutput(Outputs.Status, report.status);
  core.setOutput(Outputs.Score, report.score === null ? '' : report.score.toFixed(4));
  for (const [name, status] of Object.entries(CountOutputs)) core.setOutput(name, report.counts[status]);
  core.setOutput(Outputs.Results, paths.json);
  core.setOutput(Outputs.Report, paths.html);
}

/** When no report exists: status ERROR, zero counts, no files. */
function setFailureOutputs(core: ActionsCore): void {
  core.setOutput(Outputs.Status, 'ERROR');
  core.setOutput(Outputs.Score, '');
  for (const name of Object.keys(CountOutputs)) core.setOutput(name, 0);
  core.setOutput(Outputs.Results, '');
  core.setOutput(Outputs.Report, '');
}
