// `mcp-eval init`: a starter suite from the servers' tool lists (src/authoring/init.ts does the work).
import { EvalError } from '../util/errors.js';
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
      help: 'the servers (an mcpServers map); default one server mcpproxy at http://localhost:8081/mcp',
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
      help: 'limit of a call init makes to a read-only tool that lists what another tool needs',
      default: '30',
    },
  },
  notes: [
    'Each tool gets a scenario: user_intent a plain request drawn from its description, expected_trajectory one\n' +
      'call with arguments made up from its input schema (examples, defaults, enums, formats, required fields;\n' +
      'never a credential). A tool that needs the key of an existing thing first calls the tool that makes or\n' +
      'lists one; flows chain them (make one, list them, get it). Tools the server marks destructive or runs\n' +
      'only as MCP tasks, and calls that need a credential, are written with enabled: false and a comment\n' +
      'saying why. Files already there stop the whole write unless --force.',
    'Then: mcp-eval validate, mcp-eval record --agent scripted, and mcp-eval compare after each change.\n' +
      'Example: mcp-eval init --servers mcp.json && mcp-eval record --servers mcp.json --agent scripted',
  ],
};

export async function initCommand(argv: string[]): Promise<number> {
  const p = parseOwnFlags(INIT, argv);
  if (!p) {
    process.stdout.write(ownUsage(INIT));
    return EXIT_PASS;
  }
  if (p.positionals.length) throw new EvalError('usage', `unexpected argument "${p.positionals[0]}"`);
  const { loadServerConfig } = await import('../mcp/index.js');
  const { initSuite } = await import('../authoring/init.js');
  const summary = await initSuite({
    servers: loadServerConfig(stringFlag(p, 'servers')),
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
    const disabled = s.disabled ? `, ${s.disabled} disabled (see their comments)` : '';
    const flows = s.flows ? `, ${s.flows} flow(s)` : '';
    process.stdout.write(`${s.name}: ${s.tools} tool(s) -> ${s.scenarios} scenario(s)${flows}${disabled}\n`);
  }
  process.stdout.write(
    `Wrote ${summary.files.length} scenario file(s) under ${summary.dir}/. ` +
      'Next: mcp-eval validate, then mcp-eval record --agent scripted.\n',
  );
  return EXIT_PASS;
}
