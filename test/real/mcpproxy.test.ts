// The real MCPProxy (Go, the version scripts/pins.env names, built by scripts/ensure-mcpproxy.sh) as the service
// under test, a host process: the CLI runs the project's own suite, scenarios/mcpproxy/, against it, restarting it
// per config_file through its reset-command (test/helpers/mcpproxy-host.mjs, as a team's reset script would), with
// the configs of config/mcpproxy/ whose upstream is a server-everything on this host instead of the compose
// network's `everything`. It records, an unchanged proxy compares GOOD at fail-on degraded, and a real change is
// caught: a config that quarantines the upstream a scenario calls. The claude agent reaches it through the gateway.
// Not carried over from the Python edition's test: its DYNAMIC routing (a setting that took call_tool away, tools
// registered mid-run by tools/list_changed) and its failure to index a newer server-everything; v0.60.0 has neither.
// (The compose path, the proxy as a container of a real engine, is in test/real/compose.test.ts and test/github/action.test.ts.)
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { scoredCalls } from '../../src/results/trajectory.js';
import { PINS } from '../helpers/real-parts.js';
import { byTurn, endTurn, startAnthropicEmulator, toolUse } from '../emulators/anthropic.js';
import { cli, cliProject, type CliResult } from '../helpers/cli-project.js';
import {
  deadUrl,
  hostMcpProxy,
  sharedEverythingUrl,
  stopAllServers,
  tempDir,
  type HostMcpProxy,
} from '../helpers/mcp-servers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where the shipped configs reach their upstream: server-everything on the compose network. */
const COMPOSE_UPSTREAM = 'http://everything:3001/mcp';
const SUITE = 'scenarios/mcpproxy/**/*.yaml';

afterAll(stopAllServers);

const results = (cwd: string) => JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')) as RunReport;
const statuses = (r: RunReport) => Object.fromEntries(r.scenarios.map((s) => [s.id, s.status]));

/** config/mcpproxy/<name> as shipped, its upstream at `url`, changed by `edit`. */
function hostConfig(name: string, url: string, edit: (server: Record<string, unknown>) => void = () => {}): string {
  const text = readFileSync(path.join(ROOT, 'config/mcpproxy', name), 'utf8');
  const config = JSON.parse(text.replaceAll(COMPOSE_UPSTREAM, url)) as { mcpServers: Record<string, unknown>[] };
  config.mcpServers.forEach(edit);
  return JSON.stringify(config, null, 2);
}

describe('the real MCPProxy (Go) as the service under test, through the CLI', () => {
  /** The proxy's upstream: the run's shared server-everything over streamable HTTP (test/helpers/shared-everything.ts). */
  const upstreamUrl = sharedEverythingUrl();
  let proxy: HostMcpProxy;
  let dir: string;

  beforeAll(async () => {
    proxy = await hostMcpProxy();
    // The project: the suite as shipped, its configs pointing at this host's upstream, mcp.json at the proxy.
    dir = tempDir();
    for (const file of readdirSync(path.join(ROOT, 'scenarios/mcpproxy'), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.yaml')) continue;
      const text = readFileSync(path.join(ROOT, 'scenarios/mcpproxy', file), 'utf8').replaceAll(
        COMPOSE_UPSTREAM,
        upstreamUrl,
      );
      mkdirSync(path.dirname(path.join(dir, 'scenarios/mcpproxy', file)), { recursive: true });
      writeFileSync(path.join(dir, 'scenarios/mcpproxy', file), text);
    }
    mkdirSync(path.join(dir, 'config/mcpproxy'), { recursive: true });
    for (const name of readdirSync(path.join(ROOT, 'config/mcpproxy')))
      writeFileSync(path.join(dir, 'config/mcpproxy', name), hostConfig(name, upstreamUrl));
    writeFileSync(path.join(dir, 'mcp.json'), JSON.stringify({ mcpServers: { mcpproxy: { url: proxy.url } } }));
  });

  /**
   * The CLI in the project, the proxy restarted per config_file by its reset command; with none, on the default
   * config, as docker-compose.yml starts it: config/mcpproxy/mcp_config.json (the contract is read again on it at the
   * end when the proxy was not up as the run began).
   */
  const run = (args: string[]): Promise<CliResult> => {
    const env = { ...proxy.env, MCPPROXY_HOST_CONFIG: path.join(dir, 'config/mcpproxy/mcp_config.json') };
    return cli([...args, '--servers', 'mcp.json', '--reset-command', proxy.resetCommand], dir, env, 180_000);
  };

  it('records scenarios/mcpproxy/, and an unchanged proxy compares GOOD at fail-on degraded', async () => {
    const record = await run(['record', '--scenarios', SUITE]);
    expect(record.code, record.stdout + record.stderr).toBe(0);
    const recorded = results(dir);
    expect(recorded.scenarios).toHaveLength(11);
    expect(new Set(Object.values(statuses(recorded)))).toEqual(new Set(['RECORDED']));
    // The proxy found the upstream's tool by its search and called it: the sum came back through call_tool_read.
    const call = recorded.scenarios.find((s) => s.id === 'upstream/call-tool-read')!;
    const calls = scoredCalls(call.runs[0].trajectory);
    expect(calls.map((c) => [c.tool, JSON.stringify(c.content)])).toEqual([
      ['retrieve_tools', expect.stringContaining('everything:get-sum')],
      ['call_tool_read', expect.stringContaining('The sum of 17 and 25 is 42')],
    ]);
    // The shipped suite adds its server by URL disabled: v0.60.0 answers at once (an enabled add waits 2 s, then up to
    // 10 s more for a connection it never makes to a quarantined server: 12 s in record and again in compare).
    const added = recorded.scenarios.find((s) => s.id === 'management/add-remove-server')!;
    const [add] = scoredCalls(added.runs[0].trajectory);
    expect(add.arguments).toMatchObject({ operation: 'add', name: 'scratch', enabled: false });
    expect(JSON.stringify(add.content)).toContain('\\"connection_status\\":\\"disabled\\"');
    // The version the handshake gave is the one pinned: the trajectory tells proxy releases apart.
    expect(call.runs[0].trajectory.servers[0].server_info).toEqual({
      name: 'mcpproxy-go',
      version: PINS.MCPPROXY_VERSION,
    });

    const compare = await run(['compare', '--scenarios', SUITE, '--fail-on', 'degraded']);
    expect(compare.code, compare.stdout + compare.stderr).toBe(0);
    expect(new Set(Object.values(statuses(results(dir))))).toEqual(new Set(['GOOD']));
  }, 150_000);

  it('a config that quarantines the upstream the scenario calls fails the check', async () => {
    writeFileSync(
      path.join(dir, 'config/mcpproxy/minimal.json'),
      hostConfig('minimal.json', upstreamUrl, (s) => (s.quarantined = true)),
    );
    const res = await run(['compare', '--scenarios', SUITE, '--tag', 'upstream', '--fail-on', 'degraded']);
    expect(res.code, res.stdout).toBe(1);
    const report = results(dir);
    // What the proxy answers: its search finds nothing, and the call is blocked in an answer that is no error.
    const calls = scoredCalls(report.scenarios[0].runs[0].trajectory);
    expect(calls.map((c) => [c.tool, c.is_error])).toEqual([
      ['retrieve_tools', false],
      ['call_tool_read', false],
    ]);
    expect(JSON.stringify(calls[0].content)).toContain('\\"tools\\":[],\\"total\\":0');
    expect(JSON.stringify(calls[1].content)).toContain("Server 'everything' is currently in quarantine");
    // BROKEN: the same calls, the blocked one a call that now fails though answered as a success
    // (docs/scoring/drift.md): the run is FAILED, and the scenario's in_order match does not hold (T 0, score 0).
    // The cause is the quarantine, from that answer.
    expect(statuses(report)).toEqual({ 'upstream/call-tool-read': 'BROKEN' });
    const judged = report.scenarios[0].runs[0].evaluation;
    expect([judged?.current_status, judged?.match.in_order, judged?.score]).toEqual(['FAILED', false, 0]);
    const pairs = report.scenarios[0].runs[0].evaluation?.pairs;
    expect(pairs?.map((p) => [p.current_id, p.label])).toEqual([
      ['mcp__mcpproxy__retrieve_tools', 'same call'],
      ['mcp__mcpproxy__call_tool_read', 'tool now fails'],
    ]);
    const criteria = report.scenarios[0].runs[0].evaluation?.criteria?.filter((c) => c.regressed);
    expect(criteria?.map((c) => c.criterion)).toEqual(['regex /\\b42\\b/']);
    expect(report.causes?.map((c) => [c.kind, c.server, c.summary])).toEqual([
      [
        'server_quarantined',
        'everything',
        'server `everything` is quarantined by `mcpproxy`: its tools are hidden, calls blocked',
      ],
    ]);
    // The terminal says it too.
    expect(res.stdout).toContain('is quarantined by');
  });

  it('the reset script starts the proxy again while a quarantined upstream is unready, then names it', async () => {
    // v0.60.0 never retries a quarantined upstream whose first connection failed (as one did on a loaded machine).
    // On a loaded machine a healthy upstream may still be connecting at an attempt: it is named beside it.
    const dead = await deadUrl();
    const file = path.join(tempDir(), 'quarantined.json');
    writeFileSync(
      file,
      hostConfig('quarantined.json', upstreamUrl, (s) => s.quarantined && (s.url = dead)),
    );
    await expect(hostMcpProxy(file)).rejects.toThrow(
      /attempt 2: not ready: (?:.*, )?everything-2 \(Error\)\n.*attempt 3: .*\nmcpproxy-host: not ready: everything-2 \(Error\); log: /,
    );
  });
});

describe('the claude agent and the real MCPProxy', () => {
  it('reaches the proxy through the gateway: list, then retrieve_tools, then call_tool_read', async () => {
    // Its upstream the run's shared server-everything over HTTP, as shipped in config/mcpproxy/minimal.json: what is
    // tested is the agent's way through the gateway, not the upstream's transport (a stdio one costs a server start and
    // MCPProxy's login shell for it, ~0.6 s of CPU).
    const config = path.join(tempDir(), 'mcp_config.json');
    writeFileSync(config, hostConfig('minimal.json', sharedEverythingUrl()));
    const proxy = await hostMcpProxy(config);
    const gateway = (input: unknown) => toolUse('mcp_mcpproxy', input);
    const emulator = await startAnthropicEmulator({
      api_key: 'sk-ant-proxy-test',
      responder: byTurn([
        gateway({ action: 'list' }),
        gateway({ action: 'execute', tool_name: 'retrieve_tools', tool_inputs: { query: 'add two numbers' } }),
        gateway({
          action: 'execute',
          tool_name: 'call_tool_read',
          tool_inputs: { name: 'everything:get-sum', args: { a: 2, b: 3 } },
        }),
        endTurn('2 + 3 = 5.'),
      ]),
    });
    const dir = cliProject(
      { 'claude.yaml': 'name: Add with Claude\nuser_intent: Find a tool that adds, add 2 and 3\n' },
      { mcpproxy: { url: proxy.url } },
    );
    try {
      const args = ['record', '--agent', 'claude', '--anthropic-base-url', emulator.url, '--servers', 'mcp.json'];
      const res = await cli(args, dir, { ANTHROPIC_API_KEY: 'sk-ant-proxy-test' });
      expect(res.code, res.stdout + res.stderr).toBe(0);
    } finally {
      await emulator.close();
      await proxy.stop();
    }
    // The model was shown the proxy's own tools by list, and the proxy's answers to each call.
    const shown = emulator.requests.map((r) => JSON.stringify(r.body.messages?.at(-1)));
    expect(shown[1]).toMatch(/retrieve_tools[\s\S]*call_tool_read/);
    expect(shown[2]).toContain('everything:get-sum');
    expect(shown[3]).toContain('The sum of 2 and 3 is 5');
    const report = results(dir);
    expect(report.scenarios[0].status).toBe('RECORDED');
    const calls = scoredCalls(report.scenarios[0].runs[0].trajectory);
    expect(calls.map((c) => c.id)).toEqual(['mcp__mcpproxy__retrieve_tools', 'mcp__mcpproxy__call_tool_read']);
  });
});
