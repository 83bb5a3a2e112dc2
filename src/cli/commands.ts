// The CLI's commands: record, compare and run (one run of the scenarios, mode by the command), merge and report
// (validate is in validate.ts, demo in demo.ts). Each returns its exit code; a usage or configuration error is
// thrown, for main() to print.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { errorMessage, EvalError, isEvalError } from '../util/errors.js';
import type { ReportPaths } from '../reports/index.js';
import type { RunReport } from '../results/index.js';
import type { LoadResult } from '../scenario/loader.js';
import { parseSettings, type Settings } from '../settings/settings.js';
import type { Parsed } from './args.js';
import { withService } from './service.js';
import { causesText, progressPrinter, statusTable, verdictText } from './table.js';
import { verdictWords } from '../results/verdict-words.js';
import { retrievalText } from '../reports/retrieval-section.js';
import { contractText } from '../reports/contract-section.js';
import { oneLine } from '../sanitize/escape.js';
import { nearestName } from '../util/text.js';

export const EXIT_PASS = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

interface Outcome {
  report: RunReport;
  paths: ReportPaths;
}

/** record, compare, run. */
export async function runCommand(p: Parsed): Promise<number> {
  return printOutcome(p, await runOnce(p));
}

/** One run: the command line's settings, these over them; writes the reports. */
export async function runOnce(p: Parsed, overrides: Record<string, unknown> = {}): Promise<Outcome> {
  const settings: Settings = parseSettings({ ...p.raw, ...overrides });
  const created = missingBaselineDir(settings, p.raw.baselineDir !== undefined);
  // Lazy, like the imports below: only a run loads the scenario files and the pipeline, not help, validate or report.
  const { loadScenarios } = await import('../scenario/loader.js');
  // The contract alone needs no scenario file. Those loaded here are the run's: parsed once (200 files: 80 ms).
  const loaded = settings.mode === 'contract' ? undefined : await loadScenarios(settings.scenarios);
  if (loaded) requireScenarioFiles(loaded, settings.scenarios);
  // The pipeline (131 modules: the agents, MCP SDK, OpenTelemetry, reports) and the runner's baseline stores, for a
  // run only; secrets.js comes with the pipeline already.
  const { execute } = await import('../pipeline/index.js');
  const { githubOptions } = await import('../github/runner.js');
  const { settingsRedactor } = await import('../settings/secrets.js');
  // Built here rather than by execute(): the compose service's logs and messages need it before the run.
  const redact = settingsRedactor(settings, process.env);
  const outcome = await withService(settings, redact, (hooks) =>
    execute(settings, {
      ...hooks,
      redact,
      scenarios: loaded,
      progress: progressPrinter(process.stderr.isTTY === true && !p.json),
      log: p.verbose ? (l) => process.stderr.write(`${l}\n`) : undefined,
      ...githubOptions(),
    }),
  );
  if (created && existsSync(created))
    process.stderr.write(`mcp-eval: created the baseline directory ${oneLine(created)}\n`);
  return outcome;
}

/** Modes that compare with baselines: they have nothing to compare with in a directory that does not exist. */
const READS_BASELINES: ReadonlySet<string> = new Set(['compare', 'accept']);

/**
 * A baseline directory named (flag or config file) that does not exist: a mistake for a compare (exit 2 naming it);
 * a run that stores may create it, and then says so: it is returned. The default may be missing before a first
 * recording (as the action's is on a cache miss), and is made without a word.
 */
function missingBaselineDir(settings: Settings, named: boolean): string | null {
  const dir = settings.baselineDir;
  if (!named || settings.baselineStore !== 'dir' || existsSync(dir)) return null;
  if (!READS_BASELINES.has(settings.mode)) return dir;
  const parent = path.dirname(path.resolve(dir));
  const entries = existsSync(parent) ? readdirSync(parent, { withFileTypes: true }) : [];
  const near = nearestName(
    path.basename(dir),
    entries.filter((d) => d.isDirectory()).map((d) => d.name),
  );
  const mean = near ? ` (did you mean ${path.join(path.dirname(dir), near)}?)` : '';
  throw new EvalError('usage', `baseline directory ${dir} does not exist${mean}`, {
    hint: `mcp-eval record --baseline-dir ${dir} records baselines into it first`,
  });
}

/** With --json, stdout is this one JSON document and nothing else. A shard's exit code is for its own errors. */
export function printOutcome(p: Parsed, { report, paths }: Outcome): number {
  if (p.json) process.stdout.write(`${JSON.stringify(summaryJson(report, paths), null, 2)}\n`);
  else process.stdout.write(`${terminalText(report, p)}${shardNote(report)}\nReport: ${paths.html}\n`);
  return verdictWords(report).fails ? EXIT_FAILED : EXIT_PASS;
}

/** The verdict, the causes, the scenarios below GOOD, the contract and the retrieval suites, in that order. */
function terminalText(report: RunReport, p: Parsed): string {
  const causes = causesText(report);
  const table = report.mode === 'contract' ? '' : `${statusTable(report, p.color, p.verbose)}\n`;
  const parts = [verdictText(report, p.color), causes, table, contractText(report, p.verbose), retrievalText(report)];
  return parts.filter(Boolean).join('\n');
}

/** A shard's part of the suite, and who judges the whole. */
function shardNote({ shard, scenarios }: RunReport): string {
  if (!shard) return '';
  const part = `Shard ${shard.index}/${shard.total}: ${scenarios.length} of ${shard.suite.length} scenario(s)`;
  return `\n${part}; mcp-eval merge of every shard's results.json gives the suite's verdict.\n`;
}

/** merge: the shards' results.json into one report, saved recordings and the exit code by fail-on. */
export async function mergeCommand(p: Parsed): Promise<number> {
  if (!p.positionals.length) {
    throw new EvalError('usage', 'merge needs the results.json of every shard', {
      hint: 'mcp-eval merge shard-1/results.json shard-2/results.json ... (each written by a run with --shard k/n)',
    });
  }
  const settings = parseSettings(p.raw);
  // As in runOnce: the pipeline and the runner's stores are loaded by merge alone of the CLI's other commands.
  const { executeMerge } = await import('../pipeline/index.js');
  const files = p.positionals.map((file) => ({ file, source: file }));
  const absent = (k: number, n: number) => `no results.json of shard ${k}/${n} among the files given`;
  const log = p.verbose ? (l: string) => process.stderr.write(`${l}\n`) : undefined;
  // The runner's baseline stores, for merge only (as executeMerge above).
  const { githubOptions } = await import('../github/runner.js');
  const sources = { files, failed: [], absent };
  const outcome = await executeMerge(settings, sources, { log, ...githubOptions() }).catch((e: unknown) => {
    // A file that is not a shard's results, or two of one shard: the arguments are wrong.
    if (!isEvalError(e, 'results')) throw e;
    throw new EvalError('usage', e.message, { hint: e.hint ?? 'give the results.json of each shard of one run' });
  });
  return printOutcome(p, outcome);
}

/** A pattern that matches no file is a mistake in the command line, not a run of nothing. */
export function requireScenarioFiles({ scenarios, problems }: LoadResult, pattern: string): void {
  if (scenarios.length === 0 && problems.length === 1 && problems[0].message.startsWith('no scenario files match')) {
    throw new EvalError('usage', `no scenario files match ${pattern}`, {
      hint:
        '--scenarios takes a glob of YAML files relative to the current directory (default scenarios/**/*.yaml); ' +
        'mcp-eval demo runs the examples',
    });
  }
}

function summaryJson(report: RunReport, paths: Record<string, string>): Record<string, unknown> {
  return {
    status: report.status,
    score: report.score,
    failed: report.failed,
    counts: report.counts,
    problems: report.problems,
    scenarios: report.scenarios.map((s) => ({
      id: s.id,
      name: s.name,
      status: s.status,
      score: s.score,
      error: s.error,
    })),
    files: paths,
  };
}

export async function reportCommand(p: Parsed): Promise<number> {
  const [file] = p.positionals;
  if (!file) throw new EvalError('usage', 'report needs the path of a results.json');
  const settings = parseSettings({ ...p.raw, agent: 'scripted' });
  // The report writers (13 modules more than the CLI's start), for this command only.
  const { noRedaction, readResults, writeReports } = await import('../reports/index.js');
  let report: RunReport;
  try {
    report = readResults(file);
  } catch (e) {
    // Missing, unreadable or invalid: the argument is wrong, and the message names the file.
    throw new EvalError('usage', errorMessage(e), {
      hint:
        'give the path of a results.json that mcp-eval record, compare or run wrote ' +
        '(by default reports/results.json)',
    });
  }
  const out = p.raw.out !== undefined ? settings.out : path.dirname(file);
  const paths = await writeReports(report, out, { redact: noRedaction, failOn: settings.failOn });
  return printOutcome(p, { report, paths });
}
