// `mcp-eval import <export>`: scenarios and baselines from an MCPProxy activity export (src/authoring/import.ts).
import { EvalError } from '../util/errors.js';
import type { ImportSummary } from '../authoring/import.js';
import { oneLine } from '../sanitize/escape.js';
import { EXIT_FAILED, EXIT_PASS } from './commands.js';
import { listFlag, ownUsage, parseOwnFlags, stringFlag, type OwnCommand, type OwnParsed } from './own-flags.js';

export const IMPORT: OwnCommand = {
  name: 'import',
  args: ' <export>',
  summary: 'write scenarios and their baselines from an MCPProxy activity export or OTLP traces, one per session',
  flags: {
    format: {
      type: 'string',
      value: 'json|csv|otlp',
      help: "the export's format (default: from its start); otlp: an OTLP JSON trace file (docs/traces.md)",
    },
    via: {
      type: 'string',
      value: 'proxy|upstream',
      help:
        'calls as the agent made them to the proxy (call_tool_read {name, args}, retrieve_tools, ...), to replay ' +
        'against the proxy; or the upstream calls (mcp__<server>__<tool>), to replay against those servers',
      default: 'proxy',
    },
    'proxy-name': {
      type: 'string',
      value: '<name>',
      help: "the proxy's name in the mcp.json of the replay: calls are mcp__<name>__<tool>",
      default: 'mcpproxy',
    },
    type: {
      type: 'string',
      multiple: true,
      value: '<type>',
      help: "record types imported (tool_call: upstream calls; internal_tool_call: the proxy's own tools)",
      default: 'tool_call,internal_tool_call',
    },
    server: {
      type: 'string',
      multiple: true,
      value: '<name>',
      help: "only calls of these upstream servers (the proxy's own tools: give --proxy-name's value too)",
    },
    since: { type: 'string', value: '<time>', help: 'only records from this time on: RFC 3339, or 30m, 24h, 7d ago' },
    'scenarios-dir': { type: 'string', value: '<dir>', help: 'the scenarios directory', default: 'scenarios' },
    folder: {
      type: 'string',
      value: '<name>',
      help: 'folder under it for the imported scenarios',
      default: 'imported',
    },
    'baseline-dir': { type: 'string', value: '<dir>', help: "the dir store's directory", default: 'baselines' },
    'max-scenarios': { type: 'string', value: '<n>', help: 'distinct scenarios written at most', default: '200' },
    force: { type: 'boolean', help: 'overwrite files that exist (else nothing is written)' },
  },
  notes: [
    'Reads `mcpproxy activity export --include-bodies --output activity.jsonl` (JSON Lines; without\n' +
      '--include-bodies, or as CSV, the export has no arguments or answers: scenarios are written disabled,\n' +
      'without baselines). Records are grouped by session_id, ordered by timestamp; sessions with the same calls\n' +
      'in the same order and the same argument names are merged into one scenario whose baseline keeps their\n' +
      "recorded answers as variations. user_intent is the agent's declared intent (metadata.intent.reason), else\n" +
      'the tools used. user_id, user_email and every secret-looking value are redacted before anything is written.\n' +
      'Records that are not imported are counted by reason; a malformed line is named by its number (exit 1),\n' +
      'and the rest still imports.',
    "Also reads OTLP JSON traces (a run's traces.json, or any client's or proxy's spans that follow the MCP\n" +
      'conventions; docs/traces.md): each tools/call span is a call, each trace a session.',
    'Then replay against the proxy: mcp-eval compare --servers mcp.json --agent scripted\n' +
      '(mcp.json names the proxy as --proxy-name says:\n' +
      '{"mcpServers": {"mcpproxy": {"url": "http://localhost:8080/mcp"}}})',
  ],
};

export async function importCommand(argv: string[]): Promise<number> {
  const p = parseOwnFlags(IMPORT, argv);
  if (!p) {
    process.stdout.write(ownUsage(IMPORT));
    return EXIT_PASS;
  }
  const [file, extra] = p.positionals;
  if (!file) throw new EvalError('usage', 'import needs the export file: mcp-eval import activity.jsonl');
  if (extra !== undefined) throw new EvalError('usage', `unexpected argument "${extra}"`);
  // The importer and the MCP SDK it brings (60 modules), loaded once the arguments are sound.
  const { importActivity } = await import('../authoring/import.js');
  const summary = await importActivity({
    file,
    format: choice(p, 'format', ['json', 'csv', 'otlp']),
    via: choice(p, 'via', ['proxy', 'upstream'])!,
    proxy: stringFlag(p, 'proxy-name')!,
    types: listFlag(p, 'type'),
    servers: listFlag(p, 'server'),
    since: since(stringFlag(p, 'since')),
    dir: stringFlag(p, 'scenarios-dir')!,
    folder: stringFlag(p, 'folder')!,
    baselineDir: stringFlag(p, 'baseline-dir')!,
    force: p.values.force === true,
    maxScenarios: count(stringFlag(p, 'max-scenarios')!, 'max-scenarios'),
    env: process.env,
  });
  if (p.values.json) process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  else printSummary(summary);
  for (const m of summary.malformed) process.stderr.write(`mcp-eval: ${oneLine(`${file}:${m.line}: ${m.message}`)}\n`);
  const more = summary.malformed_count - summary.malformed.length;
  if (more > 0) process.stderr.write(`mcp-eval: and ${more} more malformed line(s)\n`);
  return summary.malformed_count ? EXIT_FAILED : EXIT_PASS;
}

function printSummary(s: ImportSummary): void {
  const lines = [
    `${s.records} record(s) read (${s.format}); ${s.used} used in ${s.sessions} session(s).`,
    `Wrote ${s.scenarios} scenario(s) and ${s.baselines} baseline(s).`,
    ...s.unused.map((u) => `  not imported: ${u.count} x ${u.reason}`),
    ...(s.malformed_count ? [`  malformed: ${s.malformed_count} line(s), listed on stderr`] : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

function choice<T extends string>(p: OwnParsed, name: string, allowed: readonly T[]): T | undefined {
  const v = stringFlag(p, name);
  if (v === undefined || (allowed as readonly string[]).includes(v)) return v as T | undefined;
  throw new EvalError('usage', `--${name} ${JSON.stringify(v)}: expected ${allowed.join(' or ')}`);
}

function count(text: string, name: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new EvalError('usage', `--${name} ${JSON.stringify(text)}: expected a whole number above 0`);
  return n;
}

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** RFC 3339 (or any date Date reads), or `30m` / `24h` / `7d` before now. */
export function since(text: string | undefined, now = Date.now()): number | undefined {
  if (text === undefined) return undefined;
  const ago = /^(\d+)([mhd])$/.exec(text.trim());
  if (ago) return now - Number(ago[1]) * UNITS[ago[2]];
  const t = Date.parse(text);
  if (Number.isNaN(t))
    throw new EvalError('usage', `--since ${JSON.stringify(text)}: expected a time (RFC 3339) or 30m, 24h, 7d`);
  return t;
}
