// `mcp-eval init`: a starter suite from the servers' tool lists (src/authoring/init.ts does the work).
import { EvalError } from '../util/errors.js';
import type { StandingCounts } from '../authoring/init.js';
import { EXIT_PASS } from './commands.js';
import { ownUsage, listFlag, parseOwnFlags, secondsFlag, stringFlag, type OwnCommand } from './own-flags.js';

export const INIT: OwnCommand = {
  name: 'init',
  args: '',
  summary: "write a starter suite from the servers' tool lists: a scenario per tool, and flows where the tools chain",
  flags: {
    servers: {
      type: 'string',
      value: '<mcp.json>',
      help:
        "the servers (an mcpServers map); default the project's mcp.json, .mcp.json or .vscode/mcp.json, " +
        'else one server mcpproxy at http://localhost:8081/mcp',
    },
    server: { type: 'string', multiple: true, value: '<name>', help: 'only these servers of the config' },
    'scenarios-dir': {
      type: 'string',
      value: '<dir>',
      help: 'where the scenarios go, a folder per server (<dir>/<server>/<tool>.yaml)',
      default: 'scenarios',
    },
    force: { type: 'boolean', help: 'overwrite scenario files that exist (else nothing is written)' },
    'connect-timeout-seconds': {
      type: 'string',
      value: '<n>',
      help: 'limit for connecting to a server',
      default: '30',
    },
    'call-timeout-seconds': {
      type: 'string',
      value: '<n>',
      help: 'limit of each call init makes to a read-only tool (to check a scenario, or to list what another needs)',
      default: '30',
    },
  },
  notes: [
    'Each tool gets a scenario: user_intent a plain request drawn from its description, expected_trajectory one\n' +
      'call with arguments made up from its input schema (examples, defaults, enums, formats, required fields;\n' +
      'never a credential), or from its description when the schema names none. A tool that needs the key of an\n' +
      'existing thing first calls the tool that makes or lists one; flows chain them (make one, list them, get it).',
    'Each scenario whose calls only read (readOnlyHint, else a reading verb in the name) is run once against the\n' +
      'server: verified when it answers, else written with enabled: false, the error and the arguments to fill in.\n' +
      'A tool that may change data is never run by init, and the names and paths it makes up are its own, so no\n' +
      'other scenario reads them. Tools the server marks destructive or runs only as MCP tasks, and calls that\n' +
      'need a credential, are written with enabled: false and a comment saying why. It ends with how many were\n' +
      'verified and how many need your arguments. Files already there stop the whole write unless --force.',
    'Then: mcp-eval validate, mcp-eval record --agent scripted, and mcp-eval compare after each change.\n' +
      'Example: mcp-eval init --servers mcp.json && mcp-eval record --servers mcp.json --agent scripted',
  ],
};

/** "2 verified, 8 need your arguments", and with `all` the scenarios not run and those disabled for other reasons. */
function standing(c: StandingCounts, all: boolean): string {
  const needs = `${c.needsArguments} need${c.needsArguments === 1 ? 's' : ''} your arguments`;
  const parts = [`${c.verified} verified`, needs];
  if (all && c.notRun) parts.push(`${c.notRun} not run (${c.notRun === 1 ? 'it' : 'they'} may change data)`);
  if (all && c.disabled) parts.push(`${c.disabled} disabled (see their comments)`);
  return parts.join(', ');
}

export async function initCommand(argv: string[]): Promise<number> {
  const p = parseOwnFlags(INIT, argv);
  if (!p) {
    process.stdout.write(ownUsage(INIT));
    return EXIT_PASS;
  }
  if (p.positionals.length) throw new EvalError('usage', `unexpected argument "${p.positionals[0]}"`);
  // Loaded once the flags are sound (not for --help); init.js itself is loaded only for init (own-commands.ts).
  // config-files.js is on the CLI's start path already: its import here costs nothing and saves nothing.
  const { loadServerConfig } = await import('../mcp/index.js');
  const { projectServerFile } = await import('../mcp/config-files.js');
  const { initSuite } = await import('../authoring/init.js');
  const project = stringFlag(p, 'servers') === undefined ? projectServerFile() : null;
  if (project) process.stderr.write(`mcp-eval: servers from ${project.file} (${project.what})\n`);
  const summary = await initSuite({
    servers: loadServerConfig(stringFlag(p, 'servers') ?? project?.file),
    only: listFlag(p, 'server'),
    dir: stringFlag(p, 'scenarios-dir')!,
    force: p.values.force === true,
    connectTimeoutMs: secondsFlag(p, 'connect-timeout-seconds', 600),
    callTimeoutMs: secondsFlag(p, 'call-timeout-seconds', 3600),
    log: p.values.verbose ? (l) => process.stderr.write(`${l}\n`) : undefined,
  });
  if (p.values.json) {
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    return EXIT_PASS;
  }
  for (const s of summary.servers) {
    const flows = s.flows ? `, ${s.flows} flow(s)` : '';
    process.stdout.write(`${s.name}: ${s.tools} tool(s) -> ${s.scenarios} scenario(s)${flows}: ${standing(s, true)}\n`);
  }
  const fill = summary.needsArguments ? ' (written disabled: each says the error and what to fill in)' : '';
  process.stdout.write(
    `Wrote ${summary.files.length} scenario file(s) under ${summary.dir}/: ${standing(summary, false)}${fill}.\n` +
      'Next: mcp-eval validate, then mcp-eval record --agent scripted.\n',
  );
  return EXIT_PASS;
}
