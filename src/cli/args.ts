// The command line: a command, then flags that are the action's input names (`--fail-on` <-> `fail-on`) plus a few
// of the CLI's own, or a `--config` file of the same names. Out comes the raw input of the settings schema.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { errorMessage, EvalError } from '../errors.js';
import { SETTING_NAMES, settingKey } from '../settings.js';
import { nearestName } from '../util/text.js';

export const COMMANDS = {
  record: 'run the scenarios and store their trajectories as baselines',
  compare: 'run the scenarios and compare them with their baselines',
  run: 'compare where a baseline exists, record where none does (mode auto)',
  accept: 'run the named scenarios (names or ids) and add their successful runs to their baselines as variations',
  report: 'regenerate report.html, summary.md and junit.xml from a results.json',
  merge: "merge the results.json of a suite's shards (run with --shard k/n) into one report",
  validate: 'check scenario files and the server configuration; exit 1 on problems',
  demo: 'record the example scenarios against the embedded server, then catch what an upgrade of it breaks',
} as const;
export type Command = keyof typeof COMMANDS;

/** Options only the CLI has; every other flag is a setting, by its kebab-case name. */
export const CLI_FLAGS = {
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
/** Settings the CLI does not offer. `mode` is the command's (record, compare, run): a flag could only contradict it. */
export const HIDDEN_FLAGS = new Set([
  'mode',
  // accept's arguments.
  'accept',
  'comment',
  'github-token',
  'artifact-name',
]);
const MODE_BY_COMMAND: Partial<Record<Command, string>> = {
  record: 'record',
  compare: 'compare',
  run: 'auto',
  accept: 'accept',
  merge: 'merge',
};
const MODE_MESSAGE = 'mode is set by the command: use mcp-eval record, compare, run (mode auto) or accept instead';

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
}

/** A command line that asks for help: the general one, or a command's. */
export interface HelpRequest {
  help: true;
  command?: Command;
}

export function isCommand(name: string | undefined): name is Command {
  return name !== undefined && Object.hasOwn(COMMANDS, name);
}

/** Where the CLI's defaults differ from the action's: local runs keep baselines in a directory. */
export function cliDefault(flag: string): string | undefined {
  return flag === 'baseline-store' ? 'dir' : undefined;
}

export function parseCommandLine(argv: string[]): Parsed | HelpRequest {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') return { help: true };
  if (!isCommand(command))
    throw new EvalError('usage', `unknown command "${command}" (commands: ${Object.keys(COMMANDS).join(', ')})`);
  const { values, positionals } = parseFlags(rest);
  if (values.help) return { help: true, command };
  if (values.mode !== undefined) throw new EvalError('usage', `--${MODE_MESSAGE}`);
  checkPositionals(command, positionals);
  const color = !values['no-color'] && !process.env.NO_COLOR && process.stdout.isTTY === true;
  const json = values.json === true;
  return {
    help: false,
    command,
    positionals,
    raw: rawSettings(command, values, positionals),
    json,
    verbose: values.verbose === true,
    color,
  };
}

function parseFlags(args: string[]): { values: Record<string, unknown>; positionals: string[] } {
  const options: ParseArgsConfig['options'] = {};
  for (const f of SETTING_NAMES) options[f] = { type: 'string', multiple: f === 'name' || f === 'tag' };
  for (const [f, { type }] of Object.entries(CLI_FLAGS)) options[f] = { type };
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    const offered = Object.keys(options).filter((f) => !HIDDEN_FLAGS.has(f));
    throw new EvalError('usage', flagError(e, offered));
  }
}

/** report takes one results.json at most, accept one or more scenarios, the others none. */
function checkPositionals(command: Command, positionals: string[]): void {
  if (command === 'accept') {
    if (!positionals.length)
      throw new EvalError('usage', 'accept needs the scenarios to accept: mcp-eval accept <name or id>...');
    return;
  }
  if (command === 'merge') return;
  const expected = command === 'report' ? 1 : 0;
  if (positionals.length > expected) throw new EvalError('usage', `unexpected argument "${positionals[expected]}"`);
}

/** The settings' input: the config file's, overridden by the flags; the mode is the command's. */
function rawSettings(
  command: Command,
  values: Record<string, unknown>,
  positionals: string[],
): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  if (typeof values.config === 'string') Object.assign(raw, readConfigFile(values.config));
  for (const f of SETTING_NAMES) if (values[f] !== undefined) raw[settingKey(f)] = values[f];
  const mode = MODE_BY_COMMAND[command];
  if (mode) raw.mode = mode;
  if (command === 'accept') raw.accept = positionals;
  raw.baselineStore ??= cliDefault('baseline-store');
  return raw;
}

/** parseArgs' errors in one line, with the nearest known flag for a misspelt one. */
function flagError(e: unknown, known: string[]): string {
  const text = errorMessage(e);
  const flag = /'(-[^' ]+)/.exec(text)?.[1];
  const code = (e as { code?: string }).code;
  if (!flag) return text;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const near = nearestName(flag.replace(/^-+/, ''), known);
    return `unknown option ${flag}${near ? ` (did you mean --${near}?)` : ''}`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return text.includes('argument missing') ? `option ${flag} needs a value` : `option ${flag} takes no value`;
  return text;
}

function readConfigFile(file: string): Record<string, unknown> {
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
    out[settingKey(k)] = typeof v === 'number' || typeof v === 'boolean' ? String(v) : v;
  }
  return out;
}
