// 14. The contract check: `mcp-eval contract` (mode contract through execute(), as the CLI and the action run it) on 10
// servers x 100 tools of our own (test/helpers/contract-server.mjs: input schemas of 3 to 5 properties, a fifth with
// an outputSchema, annotations, 5 prompts and 10 resources each) against a stored reference, with a few changes per
// server as a PR brings them; side by side with what connecting costs anyway: a bare SDK client per server that
// connects and lists tools, prompts, resources and templates, twice (the newest protocol version and the oldest the
// check also asks for), 8 at a time as the check does. Target: the check costs under 2 s beyond that.
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { execute } from '../src/pipeline/index.js';
import { parseSettings } from '../src/settings/settings.js';
import { mapLimit } from '../src/util/map-limit.js';
import { contractServer, mcpJson, type ContractSpec } from '../test/helpers/contract-servers.js';
import type { StdioServerConfig } from '../src/mcp/config.js';
import { tempDir } from '../test/helpers/mcp-servers.js';
import { interleaved, median, ms, timed, type Row } from './stats.js';

const SERVERS = 10;
const TOOLS = 100;
const ROUNDS = 3;

/** One tool of server `s`: its schema varies with its number, as real tool lists do. */
function tool(s: number, i: number, changed: boolean): Record<string, unknown> {
  const props: Record<string, unknown> = {
    query: { type: 'string', description: `What to look for in collection ${i}` },
    limit: { type: 'integer', minimum: 1, maximum: 100 + i, description: 'How many results' },
    order: { type: 'string', enum: ['asc', 'desc', `by_${i}`] },
  };
  if (i % 2) props.tags = { type: 'array', items: { type: 'string' }, description: 'Tags to filter by' };
  if (i % 3) props.since = { type: 'string', format: 'date-time' };
  const output =
    i % 5 === 0
      ? {
          outputSchema: {
            type: 'object',
            properties: { total: { type: changed && i === 0 ? 'string' : 'number' }, items: { type: 'array' } },
            required: ['total'],
          },
        }
      : {};
  return {
    name: `s${s}_tool_${String(i).padStart(3, '0')}`,
    title: `Tool ${i} of server ${s}`,
    description: `Searches collection ${i} of server ${s} and returns the matching items, newest first.`,
    inputSchema: { type: 'object', properties: props, required: ['query'] },
    annotations: { readOnlyHint: !(changed && i === 1), openWorldHint: false },
    ...output,
  };
}

/** Server `s`'s contract; `changed`: as the PR has it (a tool gone, an output property retyped, a hint widened). */
function spec(s: number, changed: boolean): ContractSpec {
  const count = changed && s < 3 ? TOOLS - 1 : TOOLS;
  return {
    serverInfo: { name: `server-${s}`, version: changed ? '2.0.0' : '1.0.0' },
    tools: Array.from({ length: count }, (_, i) => tool(s, i, changed && s < 3)),
    prompts: Array.from({ length: 5 }, (_, i) => ({
      name: `prompt_${i}`,
      arguments: [{ name: 'topic', required: true }],
    })),
    resources: Array.from({ length: 10 }, (_, i) => ({
      uri: `docs://s${s}/${i}`,
      name: `doc ${i}`,
      mimeType: 'text/markdown',
    })),
  };
}

/** What connecting costs anyway: the SDK client's handshake and lists, per server, for both protocol versions. */
async function bare(configs: StdioServerConfig[]): Promise<void> {
  const once = async (c: StdioServerConfig) => {
    const client = new Client({ name: 'bench', version: '1' });
    await client.connect(new StdioClientTransport({ command: c.command, args: c.args }));
    await Promise.all([
      client.listTools(),
      client.listPrompts(),
      client.listResources(),
      client.listResourceTemplates(),
    ]);
    await client.close();
  };
  await mapLimit([...configs, ...configs], 8, once);
}

export async function contract(): Promise<Row[]> {
  const dir = tempDir();
  const before = Array.from({ length: SERVERS }, (_, s) => contractServer(`server-${s}`, spec(s, false), dir));
  const after = Array.from({ length: SERVERS }, (_, s) => contractServer(`server-${s}`, spec(s, true), dir));
  const run = async (configs: StdioServerConfig[]) => {
    const settings = parseSettings(
      { mode: 'contract', servers: mcpJson(configs, dir), out: path.join(dir, 'out') },
      {},
    );
    return (await execute(settings, { cwd: dir, env: {} })).report;
  };
  const first = await timed(() => run(before));
  let recorded = await run(before);
  const unchanged = await timed(async () => (recorded = await run(before)));
  if (recorded.contract?.action !== 'compared') throw new Error('the second run did not compare with the reference');
  let changes = 0;
  const ab = await interleaved(
    () =>
      timed(async () => {
        const report = await run(after);
        changes = report.contract!.counts.breaking + report.contract!.counts.risky + report.contract!.counts.compatible;
      }),
    () => timed(() => bare(after)),
    ROUNDS,
  );
  const check = median(ab.a);
  const connect = median(ab.b);
  const beyond = check - connect;
  const what = `${SERVERS} servers x ${TOOLS} tools (5 prompts, 10 resources each)`;
  return [
    {
      benchmark: `14. contract: mcp-eval contract, ${what}, a PR's ${changes} changes, beyond connecting (bare SDK client)`,
      measured: ms(beyond),
      baseline: `${ms(check)} - ${ms(connect)}`,
      ratio: (check / connect).toFixed(2),
      target: '< 2 s',
      met: beyond < 2000,
    },
    {
      benchmark: `14. contract: the same against an unchanged contract (each schema's verdict reused), whole run`,
      measured: ms(unchanged),
      baseline: ms(connect),
      ratio: (unchanged / connect).toFixed(2),
      target: 'info',
      met: null,
    },
    {
      benchmark: `14. contract: the first run, no reference (records it; every schema of the ${SERVERS * TOOLS} compiled)`,
      measured: ms(first),
      baseline: ms(connect),
      ratio: (first / connect).toFixed(2),
      target: 'info',
      met: null,
    },
  ];
}
