// `mcp-eval --help` and `mcp-eval <command> --help`. The settings schema is the one source of each option's values,
// default and description; the CLI's own flags follow.
import { z } from 'zod';
import { SETTING_NAMES, settingKey, settingsSchema } from '../settings.js';
import { CLI_FLAGS, cliDefault, COMMANDS, HIDDEN_FLAGS, type Command } from './args.js';

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

const EXIT_CODES = 'Exit codes: 0 pass, 1 a scenario failed the fail-on policy, 2 usage or configuration error.';

export function usage(command?: Command): string {
  if (!command) return generalUsage();
  const args =
    command === 'report'
      ? ' <results.json>'
      : command === 'merge'
        ? ' <results.json>...'
        : command === 'accept'
          ? ' <scenario name or id>...'
          : '';
  const head = `Usage: mcp-eval ${command}${args} [options]\n\n${COMMANDS[command]}\n`;
  const options = [...settingOptions(), ...cliOptions()].join('\n');
  return `${head}\nOptions (the same names as the action's inputs):\n${options}\n\n${EXIT_CODES}\n`;
}

function generalUsage(): string {
  const commands = Object.entries(COMMANDS).map(([c, d]) => `  ${c.padEnd(9)} ${d}`);
  const head = 'Usage: mcp-eval <command> [options]\n\nCommands:\n';
  return `${head}${commands.join('\n')}\n\nRun mcp-eval <command> --help for its options.\n`;
}

function settingOptions(): string[] {
  const schema = z.toJSONSchema(settingsSchema, { io: 'input', unrepresentable: 'any' });
  const docs = (schema.properties ?? {}) as Record<string, FieldDoc>;
  return SETTING_NAMES.filter((f) => !HIDDEN_FLAGS.has(f)).map((f) => {
    const doc = docs[settingKey(f)] ?? {};
    const def = cliDefault(f) ?? defaultText(doc.default);
    return option(
      `--${f} ${placeholder(doc)}`,
      `${doc.description ?? ''}${def === undefined ? '' : ` (default ${def})`}`,
    );
  });
}

function cliOptions(): string[] {
  return Object.entries(CLI_FLAGS).map(([f, d]) => option(`--${f}${'value' in d ? ` ${d.value}` : ''}`, d.help));
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
