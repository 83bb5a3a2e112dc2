// The command line: a command, then flags that are the action's input names (`--fail-on` <-> `fail-on`) plus a few
// of the CLI's own, or a `--config` file of the same names. Out comes the raw input of the settings schema.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { errorMessage, EvalError } from '../util/errors.js';
import { projectServerFile } from '../mcp/config-files.js';
import { MODE_COMMANDS } from '../settings/mode-words.js';
import { SETTING_NAMES, settingKey } from '../settings/settings.js';
import { PROVIDERS } from '../settings/providers.js';
import { isModelAgent, type AgentKind, type ModelAgentKind } from '../results/trajectory.js';
import { nearestName } from '../util/text.js';

export const COMMANDS = {
  record: 'run the scenarios and store their trajectories as baselines',
  compare: 'run the scenarios and compare them with their baselines',
  run: 'compare where a baseline exists, record where none does (mode auto)',
  accept: 'run the named scenarios (names or ids) and add their successful runs to their baselines as variations',
  ab: 'run each scenario on --servers (A, the base) and --servers-b (B, the head); judge B against A, no baseline',
  contract: 'compare only what the servers advertise with the stored contract (recorded when there is none); no model',
  report: 'regenerate report.html, summary.md and junit.xml from a results.json',
  merge: "merge the results.json of a suite's shards (run with --shard k/n) into one report",
  validate: 'check scenario files, retrieval suites and the server configuration; exit 1 on problems',
  demo: 'record the example scenarios against the embedded server, then catch what an upgrade of it breaks',
  init: "write a starter suite from the servers' tool lists (a scenario per tool, flows where tools chain)",
  import: 'write scenarios and baselines from an MCPProxy activity export (one per agent session)',
} as const;
export type Command = keyof typeof COMMANDS;

/** Options only the CLI has; every other flag is a setting, by its kebab-case name. */
export const CLI_FLAGS = {
  config: {
    type: 'string',
    value: '<file>',
    help: 'JSON or YAML file of options (the same kebab-case names); a command takes its own and leaves the others',
  },
  json: {
    type: 'boolean',
    help: 'print one JSON document on stdout instead of the text (a run: its results summary; validate: its findings)',
  },
  verbose: {
    type: 'boolean',
    help: 'log each step on stderr, list every scenario and contract change, and add the detail (stack) to an error',
  },
  'no-color': {
    type: 'boolean',
    help: 'no colours in the table (also off when NO_COLOR is set or stdout is not a terminal)',
  },
  help: { type: 'boolean', help: 'this help' },
  'base-url': {
    type: 'string',
    value: '<url>',
    help: "the base URL of the --agent's API: --openai-base-url for openai (a local server), and so on",
  },
} as const;
const SECRET_FLAGS = new Set(['anthropic-api-key', 'openai-api-key', 'gemini-api-key', 'github-token']);
/** Inputs of the action that the CLI does not offer: a comment and an artifact are GitHub's. */
const ACTION_ONLY = new Set(['comment', 'github-token', 'artifact-name']);
/** The options of mode ab alone: side B's servers, what each side is, and with a compose file its image and port. */
const AB_OPTIONS = ['servers-b', 'ab-base', 'ab-head', 'ab-variable', 'ab-port-variable'];
/** The options of a run of the scenarios. `mode` is the command's, `accept` takes its scenarios as arguments. */
const RUN_OPTIONS = [
  ...SETTING_NAMES.filter((f) => !ACTION_ONLY.has(f) && f !== 'mode' && f !== 'accept' && !AB_OPTIONS.includes(f)),
  'config',
  'base-url',
  'json',
  'no-color',
];

/** What a command takes: its arguments as help shows them (`...`: one or more), and its options. */
interface CommandSpec {
  args?: string;
  options: readonly string[];
  /** Exit codes 0 and 1, when they mean other than the fail-on policy's verdict. */
  exits?: string;
}
const STORE_OPTIONS = ['baseline-store', 'baseline-key', 'baseline-branch', 'baseline-dir'];

/**
 * Each command's arguments and options, settings and the CLI's own flags by name; --help and --verbose go with every
 * command. A new command joins with one line here (its summary in COMMANDS). A config file may hold options of other
 * commands: one file serves them all, each takes its own.
 */
export const COMMAND_SPECS: Record<Command, CommandSpec> = {
  record: { options: RUN_OPTIONS },
  compare: { options: RUN_OPTIONS },
  run: { options: RUN_OPTIONS },
  accept: { args: '<scenario name or id>...', options: RUN_OPTIONS },
  ab: { options: [...RUN_OPTIONS, ...AB_OPTIONS] },
  contract: {
    options: [
      'servers',
      ...STORE_OPTIONS,
      'connect-timeout-seconds',
      'compose-file',
      'compose-service',
      'fail-on',
      'fail-on-contract',
      'contract-protocol',
      'client',
      'roots',
      'out',
      'config',
      'json',
      'no-color',
    ],
  },
  report: { args: '<results.json>', options: ['out', 'fail-on', 'config', 'json', 'no-color'] },
  merge: {
    args: '<results.json>...',
    options: [
      ...STORE_OPTIONS,
      'history-size',
      'history-write',
      'out',
      'fail-on',
      'fail-on-suspicious',
      'config',
      'json',
      'no-color',
    ],
  },
  validate: {
    options: ['scenarios', 'retrieval-suites', 'servers', 'name', 'tag', 'config', 'json'],
    exits: '0 no problem, 1 problems',
  },
  demo: { options: ['out', 'json', 'no-color'], exits: '0 whatever it catches, 1 a step of the demo did not run' },
  // They write a suite rather than run one: their flags are their own (own-flags.ts), parsed before these.
  init: { options: [] },
  import: { args: '<export>', options: [] },
};
const EVERY_COMMAND = ['help', 'verbose'];

/** The options a command takes, in the order help lists them: settings in schema order, then the CLI's own flags. */
export function commandOptions(command: Command): { settings: string[]; flags: string[] } {
  const own = new Set([...COMMAND_SPECS[command].options, ...EVERY_COMMAND]);
  return {
    settings: SETTING_NAMES.filter((f) => own.has(f)),
    flags: Object.keys(CLI_FLAGS).filter((f) => own.has(f)),
  };
}

const MODE_MESSAGE = 'mode is set by the command: use mcp-eval record, compare, run (mode auto) or accept instead';
/** The mode each command sets: the inverse of MODE_COMMANDS, and merge. */
const MODE_BY_COMMAND: Partial<Record<Command, string>> = {
  ...Object.fromEntries(Object.entries(MODE_COMMANDS).map(([mode, command]) => [command, mode])),
  merge: 'merge',
};

/** A command line that runs a command. */
export interface Parsed {
  help: false;
  command: Command;
  positionals: string[];
  /** The settings' input: config file, then flags, then the command's mode. */
  raw: Record<string, unknown>;
  json: boolean;
  verbose: boolean;
  color: boolean;
  /** With no --servers: the project's server file read instead, and what it is (mcp/config-files.ts). */
  serversFrom?: string;
}

/** A command line that asks for help (the general one, or a command's) or the version: printed, exit 0. */
export interface HelpRequest {
  help: true;
  command?: Command;
  version?: true;
}

export function isCommand(name: string | undefined): name is Command {
  return name !== undefined && Object.hasOwn(COMMANDS, name);
}

/**
 * Where the CLI's defaults differ from the action's: local runs keep baselines in a directory, and read the project's
 * own server file when there is one.
 */
export function cliDefault(flag: string): string | undefined {
  if (flag === 'servers') return 'the first of mcp.json, .mcp.json, .vscode/mcp.json found here, else that';
  return flag === 'baseline-store' ? 'dir' : undefined;
}

export function parseCommandLine(argv: string[]): Parsed | HelpRequest {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') return { help: true };
  if (command === '--version') return { help: true, version: true };
  if (!isCommand(command))
    throw new EvalError('usage', `unknown command "${command}" (commands: ${Object.keys(COMMANDS).join(', ')})`);
  const { values, positionals } = parseFlags(command, rest);
  if (values.help) return { help: true, command };
  checkPositionals(command, positionals);
  const color = !values['no-color'] && !process.env.NO_COLOR && process.stdout.isTTY === true;
  const json = values.json === true;
  const raw = rawSettings(command, values, positionals);
  // No --servers (nor one in --config): the project's own server file, when it has one.
  const found = commandOptions(command).settings.includes('servers') && raw.servers === undefined;
  const project = found ? projectServerFile() : null;
  if (project) raw.servers = project.file;
  return {
    help: false,
    command,
    positionals,
    raw,
    json,
    verbose: values.verbose === true,
    color,
    ...(project ? { serversFrom: `${project.file} (${project.what})` } : {}),
  };
}

function parseFlags(command: Command, args: string[]): { values: Record<string, unknown>; positionals: string[] } {
  const { settings, flags } = commandOptions(command);
  const options: ParseArgsConfig['options'] = {};
  // --model again and again names the models of one run (setting models).
  for (const f of settings) options[f] = { type: 'string', multiple: ['name', 'tag', 'model', 'models'].includes(f) };
  for (const f of flags) options[f] = { type: CLI_FLAGS[f as keyof typeof CLI_FLAGS].type };
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new EvalError('usage', flagError(e, command, Object.keys(options)));
  }
}

/** report takes one results.json at most, accept one or more scenarios, merge any number, the others none. */
function checkPositionals(command: Command, positionals: string[]): void {
  const args = COMMAND_SPECS[command].args;
  if (command === 'accept' && !positionals.length)
    throw new EvalError('usage', 'accept needs the scenarios to accept: mcp-eval accept <name or id>...');
  if (args?.endsWith('...')) return;
  const expected = args ? 1 : 0;
  if (positionals.length > expected) throw new EvalError('usage', `unexpected argument "${positionals[expected]}"`);
}

/** The settings' input: the config file's, overridden by the flags; the mode is the command's. */
function rawSettings(
  command: Command,
  values: Record<string, unknown>,
  positionals: string[],
): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  const own = commandOptions(command).settings;
  if (typeof values.config === 'string') Object.assign(raw, readConfigFile(values.config, own));
  for (const f of own) if (values[f] !== undefined) raw[settingKey(f)] = values[f];
  if (Array.isArray(raw.model)) {
    const [one, ...more] = raw.model as string[];
    if (more.length) raw.models = [...((raw.models as string[] | undefined) ?? []), one, ...more];
    raw.model = more.length ? undefined : one;
  }
  if (typeof values['base-url'] === 'string') raw[baseUrlSetting(raw.agent)] = values['base-url'];
  const mode = MODE_BY_COMMAND[command];
  if (mode) raw.mode = mode;
  if (command === 'accept') raw.accept = positionals;
  raw.baselineStore ??= cliDefault('baseline-store');
  return raw;
}

/** The setting --base-url stands for: the base URL of the agent's provider. */
function baseUrlSetting(agent: unknown): string {
  if (typeof agent === 'string' && isModelAgent(agent as AgentKind))
    return PROVIDERS[agent as ModelAgentKind].urlSetting;
  throw new EvalError('usage', '--base-url is the base URL of the agent: give --agent claude, openai or gemini', {
    hint: 'or name the provider: --openai-base-url, --gemini-base-url, --anthropic-base-url',
  });
}

/** parseArgs' errors in one line: a flag of another command, of the action only, or the nearest for a misspelt one. */
export function flagError(e: unknown, command: string, known: string[]): string {
  const text = errorMessage(e);
  const flag = /'(-[^' ]+)/.exec(text)?.[1];
  const code = (e as { code?: string }).code;
  if (!flag) return text;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return unknownFlag(flag, command, known);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return text.includes('argument missing') ? `option ${flag} needs a value` : `option ${flag} takes no value`;
  return text;
}

function unknownFlag(flag: string, command: string, known: string[]): string {
  const name = flag.replace(/^-+/, '').replace(/=.*/, '');
  if (name === 'mode') return `--${MODE_MESSAGE}`;
  if (ACTION_ONLY.has(name)) return `option --${name} is an input of the action; the CLI has no such option`;
  const others = (Object.keys(COMMAND_SPECS) as Command[]).filter((c) => COMMAND_SPECS[c].options.includes(name));
  if (others.length) return `option --${name} does not apply to ${command} (it is an option of ${others.join(', ')})`;
  const near = nearestName(name, known);
  return `unknown option ${flag}${near ? ` (did you mean --${near}?)` : ''}`;
}

/** The file's options that this command takes (`own`); the others are for other commands, which share the file. */
function readConfigFile(file: string, own: readonly string[]): Record<string, unknown> {
  const fail = (message: string) => new EvalError('usage', `config file ${file}${message}`);
  if (!existsSync(file)) throw fail(' not found');
  let data: unknown;
  try {
    data = parseYaml(readFileSync(file, 'utf8'));
  } catch (e) {
    throw fail(`: ${errorMessage(e)}`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw fail(': expected a mapping of options');
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    if (!SETTING_NAMES.includes(k)) throw fail(`: unknown option "${k}"`);
    if (k === 'mode' || k === 'accept')
      throw fail(`: ${k === 'mode' ? MODE_MESSAGE : 'accept takes its scenarios as arguments'}`);
    if (SECRET_FLAGS.has(k)) throw fail(`: "${k}" does not belong in a file; use the environment`);
    if (own.includes(k)) out[settingKey(k)] = typeof v === 'number' || typeof v === 'boolean' ? String(v) : v;
  }
  return out;
}
