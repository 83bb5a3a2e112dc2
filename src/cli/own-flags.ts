// Commands with flags of their own (init, import): they write a suite, they do not run one, so the settings of a
// run are not theirs. Each declares its flags once: they are parsed, and their --help is printed, from that.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { EvalError } from '../util/errors.js';
import { flagError } from './args.js';

export interface OwnFlag {
  type: 'string' | 'boolean';
  /** May be given more than once (each value kept); comma-separated values are split too. */
  multiple?: boolean;
  /** The value's placeholder in --help: `<file>`, `json|csv`. */
  value?: string;
  help: string;
  default?: string;
}

export interface OwnCommand {
  name: string;
  /** Its arguments in the usage line: ` <export>`. */
  args: string;
  summary: string;
  flags: Record<string, OwnFlag>;
  /** Paragraphs after the options: what it writes, an example. */
  notes: string[];
}

export interface OwnParsed {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

/** The flags every command has. */
const COMMON: Record<string, OwnFlag> = {
  json: { type: 'boolean', help: 'print one JSON document on stdout (what was written) instead of the lines' },
  verbose: { type: 'boolean', help: 'log each step on stderr, and add the detail (stack) to an error' },
  help: { type: 'boolean', help: 'this help' },
};

/** The command line after the command's name; null when it asks for help. */
export function parseOwnFlags(cmd: OwnCommand, argv: string[]): OwnParsed | null {
  const flags = { ...cmd.flags, ...COMMON };
  const options: ParseArgsConfig['options'] = {};
  for (const [name, f] of Object.entries(flags)) options[name] = { type: f.type, multiple: f.multiple === true };
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new EvalError('usage', flagError(e, cmd.name, Object.keys(flags)), {
      hint: `mcp-eval ${cmd.name} --help lists the options`,
    });
  }
  if (parsed.values.help) return null;
  const values: OwnParsed['values'] = {};
  for (const [name, f] of Object.entries(flags)) {
    const v = (parsed.values[name] as string | boolean | string[] | undefined) ?? f.default;
    // A repeatable flag is a list, given or not: its default is comma-separated like a value.
    const list = (x: string | string[]) =>
      [x]
        .flat()
        .flatMap((y) => y.split(','))
        .filter(Boolean);
    values[name] = f.multiple && (Array.isArray(v) || typeof v === 'string') ? list(v) : v;
  }
  return { values, positionals: parsed.positionals };
}

export function ownUsage(cmd: OwnCommand): string {
  const options = Object.entries({ ...cmd.flags, ...COMMON }).map(([name, f]) => {
    const synopsis = `--${name}${f.value ? ` ${f.value}` : ''}${f.multiple ? ' (repeatable, or comma-separated)' : ''}`;
    return `  ${synopsis}\n      ${f.help}${f.default !== undefined ? ` (default ${f.default})` : ''}`;
  });
  const head = `Usage: mcp-eval ${cmd.name}${cmd.args} [options]\n\n${cmd.summary}\n`;
  const notes = cmd.notes.map((n) => `\n${n}\n`).join('');
  const exits = 'Exit codes: 0 written, 1 an error (what was and was not written is said), 2 usage error.';
  return `${head}\nOptions:\n${options.join('\n')}\n${notes}\n${exits}\n`;
}

/** A string flag's value (its default when not given). */
export function stringFlag(p: OwnParsed, name: string): string | undefined {
  const v = p.values[name];
  return typeof v === 'string' ? v : undefined;
}

/** A repeatable flag's values. */
export function listFlag(p: OwnParsed, name: string): string[] {
  const v = p.values[name];
  return Array.isArray(v) ? v : [];
}

/** A number of seconds as milliseconds, within bounds; a usage error names the flag otherwise. */
export function secondsFlag(p: OwnParsed, name: string, max: number): number {
  const text = stringFlag(p, name) ?? '';
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0 || n > max) {
    throw new EvalError(
      'usage',
      `--${name} ${JSON.stringify(text)}: expected a number of seconds above 0, at most ${max}`,
    );
  }
  return Math.round(n * 1000);
}
