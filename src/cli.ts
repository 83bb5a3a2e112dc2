// CLI entry: `mcp-eval record | compare | run | report | validate | demo`. Flags are the
// action's input names (`--fail-on` <-> `fail-on`), parsed by the same settings schema.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { ReportPaths } from './reports/index.js';
import type { RunReport } from './results.js';
import { errorMessage } from './errors.js';
import type { ProgressEvent } from './run.js';
import type { LoadResult } from './scenario/loader.js';
import { EvalError, isUsageError } from './errors.js';
import { parseSettings, settingKey as kebabToCamel, SETTING_NAMES, settingsSchema, type Settings } from './settings.js';
import { STATUS_EMOJI, type Status } from './status.js';

const EXIT_PASS = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

const COMMANDS: Record<string, string> = {
  record: 'run the scenarios and store their trajectories as baselines',
  compare: 'run the scenarios and compare them with their baselines',
  run: 'compare where a baseline exists, record where none does (mode auto)',
  report: 'regenerate report.html, summary.md and junit.xml from a results.json',
  validate: 'check scenario files and the server configuration; exit 1 on problems',
  demo: 'record and compare the example scenarios against the embedded demo server',
};

/** Flags that are settings: every settings key, in kebab-case. Options only the CLI has follow. */
const SETTING_FLAGS = SETTING_NAMES;
const CLI_FLAGS = {
  config: { type: 'string', value: '<file>', help: 'JSON or YAML file of these options (the same kebab-case names)' },
  json: { type: 'boolean', help: 'print one JSON document on stdout (the results summary) instead of the table' },
  verbose: { type: 'boolean', help: 'log each step on stderr, and add the detail (stack) to an error' },
  'no-color': {
    type: 'boolean',
    help: 'no colours in the table (also off when NO_COLOR is set or stdout is not a terminal)',
  },
  help: { type: 'boolean', help: 'this help' },
} as const;
const SECRET_FLAGS = new Set(['anthropic-api-key', 'github-token']);
// `mode` is the command's (record, compare, run): a flag could only contradict it.
const HIDDEN_FLAGS = new Set(['mode', 'comment', 'github-token', 'artifact-name', 'compose-file', 'compose-service']);
const MODE_BY_COMMAND: Record<string, string> = { record: 'record', compare: 'compare', run: 'auto' };
const MODE_MESSAGE = 'mode is set by the command: use mcp-eval record, compare or run (mode auto) instead';

const UsageError = class extends EvalError {
  constructor(message: string, hint?: string) {
    super('usage', message, { hint });
  }
};

/** What the settings schema says about a field (JSON Schema of its input side). */
interface FieldDoc {
  description?: string;
  default?: unknown;
  type?: string;
  enum?: unknown[];
  anyOf?: FieldDoc[];
  minimum?: number;
  maximum?: number;
}

function usage(command?: string): string {
  const head = command
    ? `Usage: mcp-eval ${command}${command === 'report' ? ' <results.json>' : ''} [options]\n\n${COMMANDS[command]}\n`
    : `Usage: mcp-eval <command> [options]\n\nCommands:\n${Object.entries(COMMANDS)
        .map(([c, d]) => `  ${c.padEnd(9)} ${d}`)
        .join('\n')}\n\nRun mcp-eval <command> --help for its options.\n`;
  if (!command) return head;
  // The schema is the one source of each option's values, default and description.
  const docs = (z.toJSONSchema(settingsSchema, { io: 'input', unrepresentable: 'any' }).properties ?? {}) as Record<
    string,
    FieldDoc
  >;
  const settingLines = SETTING_FLAGS.filter((f) => !HIDDEN_FLAGS.has(f)).map((f) => {
    const doc = docs[kebabToCamel(f)] ?? {};
    const def = cliDefault(f) ?? defaultText(doc.default);
    return option(
      `--${f} ${placeholder(doc)}`,
      `${doc.description ?? ''}${def === undefined ? '' : ` (default ${def})`}`,
    );
  });
  const cliLines = Object.entries(CLI_FLAGS).map(([f, d]) =>
    option(`--${f}${'value' in d ? ` ${d.value}` : ''}`, d.help),
  );
  return `${head}\nOptions (the same names as the action's inputs):\n${[...settingLines, ...cliLines].join('\n')}\n\nExit codes: 0 pass, 1 a scenario failed the fail-on policy, 2 usage or configuration error.\n`;
}

function option(synopsis: string, description: string): string {
  return `  ${synopsis}\n      ${description}`;
}

/** The values an option takes: its choices, its range, or what kind of value. */
function placeholder(doc: FieldDoc): string {
  const choices = (doc.enum ?? doc.anyOf?.flatMap((d) => d.enum ?? []) ?? []).filter((v) => v !== '');
  if (choices.length) return choices.join('|');
  if (doc.type === 'integer' || doc.type === 'number')
    return `<${doc.type === 'integer' ? 'n' : 'number'} ${doc.minimum}..${doc.maximum}>`;
  return doc.type === 'array' ? '<text> (repeatable)' : '<value>';
}

function defaultText(value: unknown): string | undefined {
  return value === undefined || (Array.isArray(value) && value.length === 0) ? undefined : String(value);
}

/** Where the CLI's defaults differ from the action's: local runs keep baselines in a directory. */
function cliDefault(flag: string): string | undefined {
  return flag === 'baseline-store' ? 'dir' : undefined;
}

interface Parsed {
  command: string;
  positionals: string[];
  raw: Record<string, unknown>;
  json: boolean;
  verbose: boolean;
  color: boolean;
}

function parseCommandLine(argv: string[]): Parsed | 'help' {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') return 'help';
  if (!(command in COMMANDS))
    throw new UsageError(`unknown command "${command}" (commands: ${Object.keys(COMMANDS).join(', ')})`);
  const options: ParseArgsConfig['options'] = {};
  for (const f of SETTING_FLAGS) options[f] = { type: 'string', multiple: f === 'name' || f === 'tag' };
  for (const [f, { type }] of Object.entries(CLI_FLAGS)) options[f] = { type };
  let values: Record<string, unknown>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: rest, options, allowPositionals: true, strict: true }));
  } catch (e) {
    throw new UsageError(
      flagError(
        e,
        Object.keys(options).filter((f) => !HIDDEN_FLAGS.has(f)),
      ),
    );
  }
  if (values.help) throw new HelpRequest(command);
  if (values.mode !== undefined) throw new UsageError(`--${MODE_MESSAGE}`);
  const expected = command === 'report' ? 1 : 0;
  if (positionals.length > expected) throw new UsageError(`unexpected argument "${positionals[expected]}"`);
  const raw: Record<string, unknown> = {};
  if (typeof values.config === 'string') Object.assign(raw, readConfigFile(values.config));
  for (const f of SETTING_FLAGS) if (values[f] !== undefined) raw[kebabToCamel(f)] = values[f];
  if (command in MODE_BY_COMMAND) raw.mode = MODE_BY_COMMAND[command];
  raw.baselineStore ??= cliDefault('baseline-store');
  const color = !values['no-color'] && !process.env.NO_COLOR && process.stdout.isTTY === true;
  return { command, positionals, raw, json: values.json === true, verbose: values.verbose === true, color };
}

/** parseArgs' errors in one line, with the nearest known flag for a misspelt one. */
function flagError(e: unknown, known: string[]): string {
  const text = errorMessage(e);
  const flag = /'(-[^' ]+)/.exec(text)?.[1];
  const code = (e as { code?: string }).code;
  if (!flag) return text;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const near = nearest(flag.replace(/^-+/, ''), known);
    return `unknown option ${flag}${near ? ` (did you mean --${near}?)` : ''}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return text.includes('argument missing') ? `option ${flag} needs a value` : `option ${flag} takes no value`;
  return text;
}

/** The known name within a small edit distance of `name`, if any. */
function nearest(name: string, known: string[]): string | undefined {
  let best: { flag: string; distance: number } | undefined;
  for (const flag of known) {
    const d = editDistance(name, flag);
    if (d <= Math.max(1, Math.floor(flag.length / 4)) && (!best || d < best.distance)) best = { flag, distance: d };
  }
  return best?.flag;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

class HelpRequest extends Error {
  constructor(readonly command: string) {
    super(command);
  }
}

function readConfigFile(file: string): Record<string, unknown> {
  if (!existsSync(file)) throw new UsageError(`config file ${file} not found`);
  let data: unknown;
  try {
    data = parseYaml(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new UsageError(`config file ${file}: ${errorMessage(e)}`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new UsageError(`config file ${file}: expected a mapping of options`);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    if (!SETTING_FLAGS.includes(k)) throw new UsageError(`config file ${file}: unknown option "${k}"`);
    if (k === 'mode') throw new UsageError(`config file ${file}: ${MODE_MESSAGE}`);
    if (SECRET_FLAGS.has(k))
      throw new UsageError(`config file ${file}: "${k}" does not belong in a file; use the environment`);
    out[kebabToCamel(k)] = typeof v === 'number' || typeof v === 'boolean' ? String(v) : v;
  }
  return out;
}

const COLORS: Record<Status, string> = {
  GOOD: '\x1b[32m',
  ACCEPTABLE: '\x1b[36m',
  DEGRADED: '\x1b[33m',
  BROKEN: '\x1b[31m',
  ERROR: '\x1b[35m',
  RECORDED: '\x1b[34m',
};

/** The end-of-run table for a terminal. */
export function statusTable(report: RunReport, color: boolean): string {
  const paint = (s: Status, text: string) => (color ? `${COLORS[s]}${text}\x1b[0m` : text);
  const rows = report.scenarios.map((s) => {
    const score = s.score === null ? '   -' : s.score.toFixed(2);
    const calls = s.runs.length
      ? `${s.runs[0].evaluation?.baseline_calls ?? '-'} -> ${s.runs[0].evaluation?.current_calls ?? s.runs[0].trajectory.messages.filter((m) => m.type === 'tool_call' && !m.discovery).length}`
      : '';
    const note =
      s.error ?? s.runs[0]?.evaluation?.first_divergence?.description ?? (s.baseline?.stale ? 'baseline is stale' : '');
    return `${paint(s.status, `${STATUS_EMOJI[s.status]} ${s.status.padEnd(10)}`)} ${score}  ${s.id.padEnd(28)} ${calls.padEnd(9)} ${note}`;
  });
  const counts = Object.entries(report.counts)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`)
    .join(', ');
  const problems = report.problems.map((p) => `  ! ${p}`);
  return [...rows, '', `${paint(report.status, report.status)}: ${counts || 'no scenarios'}`, ...problems].join('\n');
}

/** One status line on stderr, rewritten in place: `[i/n] scenario: step (elapsed)`. */
function progressPrinter(enabled: boolean): ((e: ProgressEvent) => void) | undefined {
  if (!enabled) return undefined;
  const started = Date.now();
  const position = new Map<string, string>();
  let done = 0;
  return (e) => {
    const elapsed = `${((Date.now() - started) / 1000).toFixed(1)}s`;
    if (e.type === 'scenario-start') position.set(e.id, `[${e.index + 1}/${e.total}]`);
    const id = e.type === 'scenario-end' ? e.result.id : e.id;
    const what = e.type === 'step' ? e.text : e.type === 'scenario-end' ? e.result.status : 'starting';
    process.stderr.write(`\r\x1b[2K${position.get(id)} ${id}: ${what} (${elapsed})`);
    // Scenarios finish in any order under concurrency: clear the line after the last one.
    if (e.type === 'scenario-end' && ++done === e.total) process.stderr.write('\r\x1b[2K');
  };
}

interface Outcome {
  report: RunReport;
  paths: ReportPaths;
}

async function runCommand(p: Parsed): Promise<number> {
  return printOutcome(p, await runOnce(p));
}

async function runOnce(p: Parsed, overrides: Record<string, unknown> = {}): Promise<Outcome> {
  const settings: Settings = parseSettings({ ...p.raw, ...overrides });
  const { loadScenarios } = await import('./scenario/loader.js');
  requireScenarioFiles(await loadScenarios(settings.scenarios), settings.scenarios);
  const { execute } = await import('./execute.js');
  return execute(settings, {
    progress: progressPrinter(process.stderr.isTTY === true && !p.json),
    log: p.verbose ? (l) => process.stderr.write(`${l}\n`) : undefined,
  });
}

/** With --json, stdout is this one JSON document and nothing else. */
function printOutcome(p: Parsed, { report, paths }: Outcome): number {
  if (p.json) process.stdout.write(`${JSON.stringify(summaryJson(report, paths), null, 2)}\n`);
  else process.stdout.write(`${statusTable(report, p.color)}\n\nReport: ${paths.html}\n`);
  return report.failed ? EXIT_FAILED : EXIT_PASS;
}

/** A pattern that matches no file is a mistake in the command line, not a run of nothing. */
function requireScenarioFiles({ scenarios, problems }: LoadResult, pattern: string): void {
  if (scenarios.length === 0 && problems.length === 1 && problems[0].message.startsWith('no scenario files match')) {
    throw new UsageError(
      `no scenario files match ${pattern}`,
      '--scenarios takes a glob of YAML files relative to the current directory (default scenarios/**/*.yaml); mcp-eval demo runs the examples',
    );
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

async function validateCommand(p: Parsed): Promise<number> {
  const settings = parseSettings({ ...p.raw, agent: p.raw.agent ?? 'scripted' });
  const { loadScenarios } = await import('./scenario/loader.js');
  const { formatProblem } = await import('./scenario/schema.js');
  const { loadServerConfig } = await import('./servers/index.js');
  const loaded = await loadScenarios(settings.scenarios);
  requireScenarioFiles(loaded, settings.scenarios);
  const { scenarios, problems } = loaded;
  const lines = problems.map(formatProblem);
  let servers: { name: string }[] = [];
  try {
    servers = loadServerConfig(settings.servers);
  } catch (e) {
    lines.push(errorMessage(e));
  }
  for (const s of scenarios) {
    for (const name of s.servers ?? []) {
      if (servers.length && !servers.some((c) => c.name === name))
        lines.push(`${s.file}: servers: unknown server "${name}"`);
    }
  }
  if (p.json)
    process.stdout.write(`${JSON.stringify({ scenarios: scenarios.map((s) => s.id), problems: lines }, null, 2)}\n`);
  else {
    for (const l of lines) process.stderr.write(`${l}\n`);
    process.stdout.write(`${scenarios.length} scenario(s), ${servers.length} server(s), ${lines.length} problem(s)\n`);
  }
  return lines.length ? EXIT_FAILED : EXIT_PASS;
}

async function reportCommand(p: Parsed): Promise<number> {
  const [file] = p.positionals;
  if (!file) throw new UsageError('report needs the path of a results.json');
  const settings = parseSettings({ ...p.raw, agent: 'scripted' });
  const { noRedaction, readResults, writeReports } = await import('./reports/index.js');
  let report: RunReport;
  try {
    report = readResults(file);
  } catch (e) {
    // Missing, unreadable or invalid: the argument is wrong, and the message names the file.
    throw new UsageError(
      errorMessage(e),
      'give the path of a results.json that mcp-eval record, compare or run wrote (by default reports/results.json)',
    );
  }
  const out = p.raw.out !== undefined ? settings.out : path.dirname(file);
  const paths = await writeReports(report, out, { redact: noRedaction, failOn: settings.failOn });
  return printOutcome(p, { report, paths });
}

/** The embedded demo: example scenarios against server-everything over stdio, no key, no network. */
async function demoCommand(p: Parsed): Promise<number> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const out = (p.raw.out as string | undefined) ?? 'reports';
  const common = {
    scenarios: path.join(root, 'scenarios/**/*.yaml'),
    servers: path.join(root, 'examples/mcp.json'),
    agent: 'scripted',
    baselineStore: 'dir',
    baselineDir: path.join(out, 'demo-baselines'),
    out,
  };
  // The narration is for people: with --json, stdout holds only the comparison's JSON.
  const say = (text: string) => {
    if (!p.json) process.stdout.write(text);
  };
  say('Recording baselines with the scripted agent...\n');
  const recorded = await runOnce(p, { ...common, mode: 'record' });
  if (recorded.report.failed) return printOutcome(p, recorded);
  say(`${statusTable(recorded.report, p.color)}\n\nComparing against them...\n`);
  return printOutcome(p, await runOnce(p, { ...common, mode: 'compare' }));
}

export async function main(argv: string[]): Promise<number> {
  let verbose = argv.includes('--verbose');
  // Warnings (a model with no price) in the CLI's own voice, instead of Node's `(node:PID)` form.
  process.removeAllListeners('warning');
  process.on('warning', (w) => process.stderr.write(`mcp-eval: warning: ${w.message}\n`));
  try {
    const p = parseCommandLine(argv);
    if (p === 'help') {
      process.stdout.write(usage());
      return EXIT_PASS;
    }
    verbose = p.verbose;
    switch (p.command) {
      case 'validate':
        return await validateCommand(p);
      case 'report':
        return await reportCommand(p);
      case 'demo':
        return await demoCommand(p);
      default:
        return await runCommand(p);
    }
  } catch (e) {
    if (e instanceof HelpRequest) {
      process.stdout.write(usage(e.command));
      return EXIT_PASS;
    }
    const configError = isUsageError(e);
    process.stderr.write(`mcp-eval: ${errorMessage(e)}\n`);
    const help = `mcp-eval ${argv[0] && argv[0] in COMMANDS ? `${argv[0]} ` : ''}--help lists the options`;
    if (configError) process.stderr.write(`hint: ${e.hint || help}\n`);
    if (verbose && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`);
    return configError ? EXIT_USAGE : EXIT_FAILED;
  }
}

process.exitCode = await main(process.argv.slice(2));
