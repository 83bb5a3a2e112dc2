// Real traffic, end to end: agent sessions through the real MCPProxy v0.60.0's MCP endpoint (the MCP SDK client, as
// an agent's host connects), exported with the proxy's own `mcpproxy activity export`, imported with mcp-eval
// import, and replayed against the same proxy with mcp-eval compare. Also the proxy's CSV export, and its export
// with a malformed line in it.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { loadScenarios } from '../../src/scenario/loader.js';
import { ServerConnection } from '../../src/mcp/connection.js';
import { startActivityProxy, type ActivityProxy } from '../helpers/activity-proxy.js';
import { cli, cliProject } from '../helpers/cli-project.js';
import { httpConfig, stopAllServers } from '../helpers/mcp-servers.js';

/** A value in the upstream's environment: get-env prints it, import must hide it. */
const SECRET = 'sk-demo-7d1e0c9b8a6f5e4d';

type Call = [tool: string, args: Record<string, unknown>];
const read = (name: string, args: Record<string, unknown>, reason?: string): Call => [
  'call_tool_read',
  { name, args, ...(reason ? { intent_reason: reason } : {}) },
];

/** The agent sessions: one MCP session each, as an agent's host opens one per conversation. */
const SESSIONS: Call[][] = [
  ...['hello', 'good morning', 'see you'].map((message): Call[] => [
    ['retrieve_tools', { query: 'echo a message' }],
    read('everything:echo', { message }, 'Repeat my words back'),
  ]),
  [['retrieve_tools', { query: 'add two numbers' }], read('everything:get-sum', { a: 2, b: 3 }, 'Add 2 and 3')],
  [read('everything:get-tiny-image', {})],
  [read('everything:get-structured-content', { location: 'Chicago' }, 'Weather in Chicago')],
  [read('everything:get-env', {})],
  [
    [
      'call_tool_write',
      {
        name: 'memory:create_entities',
        args: { entities: [{ name: 'Ada', entityType: 'person', observations: ['wrote notes'] }] },
      },
    ],
    read('memory:open_nodes', { names: ['Ada'] }, 'Look up Ada'),
  ],
  // Two mistakes an agent makes: an argument of the wrong type (the proxy checks the schema and answers an error),
  // and an argument describe_tool does not take (v0.60.0 wants tool_ids; it refuses before it records arguments).
  [read('everything:get-sum', { a: 'two', b: 3 })],
  [
    ['describe_tool', { name: 'everything:echo' }],
    ['upstream_servers', { operation: 'list' }],
  ],
];

async function drive(url: string): Promise<void> {
  for (const calls of SESSIONS) {
    const conn = await ServerConnection.open(httpConfig('mcpproxy', url, 'streamable-http'), {
      connectTimeoutMs: 20_000,
    });
    try {
      for (const [tool, args] of calls) await conn.callTool(tool, args, 30_000);
    } finally {
      await conn.close();
    }
  }
}

const results = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'reports/results.json'), 'utf8')) as RunReport;

describe('real MCPProxy traffic into a suite: export, import, replay', () => {
  let proxy: ActivityProxy;
  let dir: string;
  /** What the proxy's own export command printed, each stderr: before any replay adds its own sessions. */
  const exports: string[] = [];
  /** The agent sessions and the readiness wait's. */
  const sessions = () => SESSIONS.length + proxy.probeSessions;
  beforeAll(async () => {
    proxy = await startActivityProxy({ DEMO_API_KEY: SECRET });
    await drive(proxy.url);
    dir = cliProject({}, { mcpproxy: { url: proxy.url } });
    for (const flags of [
      ['--include-bodies', '--output', path.join(dir, 'activity.jsonl')],
      ['--format', 'csv', '--output', path.join(dir, 'activity.csv')],
    ])
      exports.push((await proxy.export(flags)).stderr);
    writeFileSync(path.join(dir, 'to-break.jsonl'), (await proxy.export(['--include-bodies'])).stdout);
  }, 120_000);
  afterAll(stopAllServers);

  it('imports the sessions of `mcpproxy activity export` and replays them GOOD against the same proxy', async () => {
    const out = path.join(dir, 'activity.jsonl');
    expect(exports[0]).toContain(`Exported to ${out}`);
    const imported = await cli(['import', 'activity.jsonl', '--json'], dir);
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    const summary = JSON.parse(imported.stdout) as { sessions: number; scenarios: number; baselines: number };
    // The three echo sessions are near-identical: one scenario with three variations; the readiness wait's
    // retrieve_tools session(s) are recorded traffic too, one scenario more.
    expect([summary.sessions, summary.scenarios, summary.baselines]).toEqual([sessions(), 9, 9]);
    const loaded = await loadScenarios('scenarios/**/*.yaml', { cwd: dir });
    expect(loaded.problems).toEqual([]);
    expect(loaded.scenarios.map((s) => s.user_intent)).toContain('Repeat my words back');
    const steps = loaded.scenarios.flatMap((s) => s.expected_trajectory);
    expect(steps.find((c) => c.tool === 'mcp__mcpproxy__describe_tool')).toEqual({
      tool: 'mcp__mcpproxy__describe_tool',
      args: {},
      notes: 'MCPProxy recorded neither arguments nor answer for this call: it is made with none',
    });
    const image = loaded.scenarios.find((s) =>
      s.expected_trajectory.some((c) => c.args.name === 'everything:get-tiny-image'),
    )!;
    const recorded = JSON.parse(readFileSync(path.join(dir, 'baselines', `${image.id}.json`), 'utf8')) as {
      trajectories: { messages: { type: string; content?: { type: string }[] }[] }[];
    };
    const answer = recorded.trajectories[0].messages.find((m) => m.type === 'tool_call')!;
    expect(answer.content!.map((b) => b.type)).toEqual(['text', 'image', 'text']);
    expect(readFileSync(out, 'utf8')).toContain(SECRET); // the proxy's export holds it ...
    for (const s of loaded.scenarios) expect(readFileSync(path.join(dir, s.file), 'utf8')).not.toContain(SECRET);
    const baselines = loaded.scenarios.map((s) => readFileSync(path.join(dir, 'baselines', `${s.id}.json`), 'utf8'));
    expect(baselines.filter((b) => b.includes(SECRET))).toEqual([]); // ... the suite does not

    const compare = await cli(['compare', '--servers', 'mcp.json', '--agent', 'scripted'], dir, {}, 180_000);
    const report = results(dir);
    const notGood = report.scenarios
      .filter((s) => s.status !== 'GOOD')
      .map((s) => `${s.id}: ${s.status} ${s.error ?? ''}`);
    expect(notGood).toEqual([]);
    expect(compare.code).toBe(0);
    expect(report.scenarios).toHaveLength(9);
    const replay = await cli(['compare', '--servers', 'mcp.json', '--agent', 'replay'], dir, {}, 180_000);
    expect(replay.code).toBe(0);
    expect(results(dir).scenarios.every((s) => s.status === 'GOOD')).toBe(true);
  }, 400_000);

  it('imports the CSV export (no arguments: disabled, no baselines) and a JSON export with a malformed line', async () => {
    expect(exports[1]).toContain('Exported to');
    const fromCsv = await cli(
      ['import', 'activity.csv', '--folder', 'from-csv', '--baseline-dir', 'csv-baselines'],
      dir,
    );
    expect(fromCsv.code).toBe(0);
    expect(fromCsv.stdout).toMatch(
      /^\d+ record\(s\) read \(csv\); \d+ used in \d+ session\(s\)\.\nWrote \d+ scenario\(s\) and 0 baseline/,
    );
    const csvScenarios = (await loadScenarios('scenarios/from-csv/*.yaml', { cwd: dir })).scenarios;
    expect(csvScenarios.length).toBeGreaterThan(0);
    expect(csvScenarios.every((s) => !s.enabled)).toBe(true);

    const broken = path.join(dir, 'broken.jsonl');
    const lines = readFileSync(path.join(dir, 'to-break.jsonl'), 'utf8').trimEnd().split('\n');
    writeFileSync(
      broken,
      `${lines.slice(0, 2).join('\n')}\n{"id": "cut-off", "type": "tool_c\n${lines.slice(2).join('\n')}\n`,
    );
    appendFileSync(broken, '\n');
    const r = await cli(['import', 'broken.jsonl', '--folder', 'broken', '--baseline-dir', 'broken-baselines'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^mcp-eval: broken\.jsonl:3: not JSON: /);
    expect(r.stdout).toContain(`used in ${sessions()} session(s).\nWrote 9 scenario(s) and 9 baseline(s).`);
  }, 120_000);
});
