// Mode ab against the real MCPProxy in the real engine (scripts/ensure-docker.sh), through the CLI: the shipped
// docker-compose.yml run twice, once per side, as compose projects of their own on their own ports. The same image
// on both sides is all GOOD with no model call (model-runs on-change, the real Anthropic SDK against the emulator);
// a head whose config quarantines the upstream a scenario calls fails that scenario with the quarantine as its cause.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { startAnthropicEmulator, type AnthropicEmulator } from '../emulators/anthropic.js';
import { cli } from '../helpers/cli-project.js';
import { stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { freePort } from '../helpers/ports.js';
import { copyProxyFiles, docker, dockerEnv, IMAGES } from '../helpers/real-parts.js';

const SEARCH = `name: Search
user_intent: Find a tool that echoes
servers: [mcpproxy]
expected_trajectory:
  - tool: mcp__mcpproxy__retrieve_tools
    args: { query: echo a message, limit: 3 }
ignore:
  response_fields: [score]
`;
const CALL = `name: Call
user_intent: Echo hello through the everything server
servers: [mcpproxy]
expected_trajectory:
  - tool: mcp__mcpproxy__call_tool_read
    args: { name: "everything:echo", args: { message: hello } }
`;
const LIST = `name: List
user_intent: Which registries can the proxy search?
servers: [mcpproxy]
expected_trajectory:
  - tool: mcp__mcpproxy__list_registries
    args: {}
`;

let api: AnthropicEmulator;
beforeAll(async () => {
  api = await startAnthropicEmulator();
});
afterAll(async () => {
  await api.close();
  await stopAllServers();
});

/**
 * A proxy repository with the shipped compose file (its config mount read from PROXY_CONFIG) and configs (their
 * tokenizer download off: copyProxyFiles), a side per port.
 */
async function abProject(): Promise<{ dir: string; env: NodeJS.ProcessEnv }> {
  const dir = tempDir();
  copyProxyFiles(dir);
  const file = path.join(dir, 'docker-compose.yml');
  const compose = readFileSync(file, 'utf8').replace(
    '${MCP_EVAL_CONFIG_FILE:-./config/mcpproxy/mcp_config.json}',
    '${PROXY_CONFIG}',
  );
  writeFileSync(file, compose);
  const config = JSON.parse(readFileSync(path.join(dir, 'config/mcpproxy/mcp_config.json'), 'utf8')) as {
    mcpServers: Array<{ name: string; quarantined: boolean }>;
  };
  for (const s of config.mcpServers) if (s.name === 'everything') s.quarantined = true;
  writeFileSync(path.join(dir, 'config/quarantined.json'), JSON.stringify(config));
  for (const [side, port] of [
    ['a', await freePort()],
    ['b', await freePort()],
  ] as const) {
    const servers = { mcpServers: { mcpproxy: { url: `http://127.0.0.1:${port}/mcp` } } };
    writeFileSync(path.join(dir, `${side}.json`), JSON.stringify(servers));
  }
  mkdirSync(path.join(dir, 'scenarios'));
  for (const [file, text] of Object.entries({ 'search.yaml': SEARCH, 'call.yaml': CALL, 'list.yaml': LIST }))
    writeFileSync(path.join(dir, 'scenarios', file), text);
  const env = { ...dockerEnv(), MCPPROXY_IMAGE: IMAGES.mcpproxy, ANTHROPIC_API_KEY: 'sk-ant-test' };
  return { dir, env };
}

const projects = (dir: string) =>
  docker('ps', '-a', '--format', '{{.Label "com.docker.compose.project"}}')
    .split('\n')
    .filter((p) => p.startsWith(path.basename(dir).toLowerCase()));

const results = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'reports/results.json'), 'utf8')) as RunReport;
const SIDES = ['--servers', 'a.json', '--servers-b', 'b.json', '--scenarios', 'scenarios/*.yaml', '--compose-file'];

describe('mcp-eval ab with --compose-file, the real MCPProxy on the real engine', () => {
  it('the same image on both sides: all GOOD, no model call; both projects come down', async () => {
    const { dir, env } = await abProject();
    const same = { ...env, PROXY_CONFIG: './config/mcpproxy/mcp_config.json' };
    const args = [...SIDES, 'docker-compose.yml', '--compose-service', 'mcpproxy', '--ab-variable', 'MCPPROXY_IMAGE'];
    const sides = ['--ab-base', IMAGES.mcpproxy, '--ab-head', IMAGES.mcpproxy];
    const flags = ['--agent', 'claude', '--anthropic-base-url', api.url, '--fail-on', 'degraded'];
    const res = await cli(['ab', ...args, ...sides, ...flags], dir, same, 240_000);
    expect(res.code, res.stdout + res.stderr).toBe(0);
    expect(res.stderr).toContain(`up -d mcpproxy`);
    expect(res.stderr).toMatch(/-p \S+-ab-a up -d/);
    expect(res.stderr).toMatch(/-p \S+-ab-b up -d/);
    const report = results(dir);
    expect(report.scenarios.map((s) => [s.id, s.status, s.replay?.unchanged])).toEqual([
      ['call', 'GOOD', true],
      ['list', 'GOOD', true],
      ['search', 'GOOD', true],
    ]);
    expect(api.requests).toHaveLength(0);
    expect(projects(dir)).toEqual([]);
    // Each side's compose project leaves its log: A's beside the report, B's next to it.
    for (const f of ['service.log', 'service-2.log'])
      expect(readFileSync(path.join(dir, 'reports', f), 'utf8'), f).toMatch(/mcpproxy/i);
  }, 300_000);

  it('a head whose config quarantines the upstream: that scenario fails with the quarantine as its cause', async () => {
    const { dir, env } = await abProject();
    const args = [...SIDES, 'docker-compose.yml', '--compose-service', 'mcpproxy', '--ab-variable', 'PROXY_CONFIG'];
    const sides = ['--ab-base', './config/mcpproxy/mcp_config.json', '--ab-head', './config/quarantined.json'];
    const res = await cli(['ab', ...args, ...sides, '--agent', 'scripted', '--fail-on', 'degraded'], dir, env, 240_000);
    expect(res.code, res.stdout + res.stderr).toBe(1);
    const report = results(dir);
    const status = new Map(report.scenarios.map((s) => [s.id, s.status]));
    // The proxy answers the blocked call as a success: a call that now fails all the same (docs/scoring/drift.md).
    expect(status.get('call')).toBe('BROKEN');
    expect(status.get('list')).toBe('GOOD');
    expect(report.causes?.map((c) => [c.kind, c.server])).toContainEqual(['server_quarantined', 'everything']);
    expect(res.stdout).toContain('is quarantined by');
    expect(projects(dir)).toEqual([]);
  }, 300_000);
});
