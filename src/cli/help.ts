// `mcp-eval --help` and `mcp-eval <command> --help`. The settings schema is the one source of each option's values,
// default and description; the CLI's own flags follow.
import { z } from 'zod';
import { settingKey, settingsSchema } from '../settings/settings.js';
import { CLI_FLAGS, cliDefault, COMMAND_SPECS, commandOptions, COMMANDS, type Command } from './args.js';

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

const EXITS = '0 pass, 1 a scenario failed the fail-on policy';

export function usage(command?: Command): string {
  if (!command) return generalUsage();
  const args = COMMAND_SPECS[command].args;
  const head = `Usage: mcp-eval ${command}${args ? ` ${args}` : ''} [options]\n\n${COMMANDS[command]}\n`;
  const { settings, flags } = commandOptions(command);
  const options = [...settingOptions(settings), ...cliOptions(flags)].join('\n');
  const names = settings.length ? " (the same names as the action's inputs)" : '';
  const exits = `Exit codes: ${COMMAND_SPECS[command].exits ?? EXITS}, 2 usage or configuration error.`;
  return `${head}\nOptions${names}:\n${options}\n\n${exits}\n`;
}

function generalUsage(): string {
  const commands = Object.entries(COMMANDS).map(([c, d]) => `  ${c.padEnd(9)} ${d}`);
  const head = 'Usage: mcp-eval <command> [options]\n\nCommands:\n';
  const more = 'Run mcp-eval <command> --help for its options; mcp-eval --version prints the version.';
  return `${head}${commands.join('\n')}\n\n${more}\n`;
}

function settingOptions(names: readonly string[]): string[] {
  const schema = z.toJSONSchema(settingsSchema, { io: 'input', unrepresentable: 'any' });
  const docs = (schema.properties ?? {}) as Record<string, FieldDoc>;
  return names.map((f) => {
    const doc = docs[settingKey(f)] ?? {};
    const def = cliDefault(f) ?? defaultText(doc.default);
    return option(
      `--${f} ${placeholder(doc)}`,
      `${doc.description ?? ''}${def === undefined ? '' : ` (default ${def})`}`,
    );
  });
}

function cliOptions(names: readonly string[]): string[] {
  return names.map((f) => {
    const d = CLI_FLAGS[f as keyof typeof CLI_FLAGS];
    return option(`--${f}${'value' in d ? ` ${d.value}` : ''}`, d.help);
  });
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
