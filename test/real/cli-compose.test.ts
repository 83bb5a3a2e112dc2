// The CLI with --compose-file on a real engine (scripts/ensure-docker.sh): the PR check a developer runs locally in
// one command, as the action runs it. The shipped docker-compose.yml with the real MCPProxy image: up, wait for MCP,
// a restart per config_file (none for the configuration it started with), logs kept in the report directory,
// everything down at the end, and on Ctrl-C.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { cli, startCli } from '../helpers/cli-project.js';
import { stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { freePort } from '../helpers/ports.js';
import { copyProxyFiles, dockerEnv, IMAGES, projectContainers } from '../helpers/real-parts.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

afterAll(stopAllServers);

/** A proxy repository's layout: the compose file, its configs, two scenarios of the suite, mcp.json at the port. */
async function proxyProject(): Promise<{ dir: string; env: NodeJS.ProcessEnv; project: string }> {
  const dir = tempDir();
  copyProxyFiles(dir);
  for (const f of ['management/list-servers.yaml', 'upstream/call-tool-read.yaml'])
    cpSync(path.join(ROOT, 'scenarios/mcpproxy', f), path.join(dir, 'scenarios', f));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/mcp`;
  writeFileSync(path.join(dir, 'remote.json'), JSON.stringify({ mcpServers: { mcpproxy: { url } } }));
  const env = { ...dockerEnv(), MCPPROXY_IMAGE: IMAGES.mcpproxy, MCPPROXY_PORT: String(port) };
  return { dir, env, project: path.basename(dir).toLowerCase() };
}

const ARGS = ['--compose-file', 'docker-compose.yml', '--compose-service', 'mcpproxy', '--servers', 'remote.json'];

describe('mcp-eval with --compose-file', () => {
  it('brings the service up, restarts it per config_file, keeps its logs and takes it down: record, then compare', async () => {
    const { dir, env, project } = await proxyProject();
    const rec = await cli(['record', ...ARGS], dir, env, 180_000);
    expect(rec.code, rec.stdout + rec.stderr).toBe(0);
    expect(rec.stderr).toContain('mcp-eval: starting the service: docker compose -f docker-compose.yml up -d mcpproxy');
    expect(rec.stderr).toMatch(/mcp-eval: service answered MCP initialize after \d+\.\ds/);
    expect(rec.stderr).toContain(
      `mcp-eval: service taken down; its logs are in ${path.join(dir, 'reports/service.log')}`,
    );
    expect(projectContainers(project)).toEqual([]);
    const report = JSON.parse(readFileSync(path.join(dir, 'reports/results.json'), 'utf8')) as RunReport;
    expect(report.scenarios.map((s) => [s.id, s.status])).toEqual([
      ['management/list-servers', 'RECORDED'],
      ['upstream/call-tool-read', 'RECORDED'],
    ]);
    // list-servers names mcp_config.json, the file the service started with: it ran as `up` left it. The restart
    // for minimal.json kept the logs of the container it removed, under the configuration that container ran.
    expect(readdirSync(path.join(dir, 'reports/service-logs'))).toEqual(['service-default.log']);
    const kept = readFileSync(path.join(dir, 'reports/service-logs/service-default.log'), 'utf8');
    expect(kept).toContain('Starting mcpproxy');
    const log = readFileSync(path.join(dir, 'reports/service.log'), 'utf8');
    expect(log).toMatch(/^everything-1 +\| /m);
    for (const text of [kept, log]) expect(text).toContain('"api_key": "***"');
    for (const text of [kept, log, rec.stdout, rec.stderr])
      expect(text).not.toMatch(/"api_key": "[0-9a-f]{64}"|apikey=[0-9a-f]{64}/);

    const cmp = await cli(['compare', ...ARGS, '--fail-on', 'degraded'], dir, env, 180_000);
    expect(cmp.code, cmp.stdout + cmp.stderr).toBe(0);
    expect(cmp.stdout).toMatch(/^GOOD: 2 scenarios\n/);
    expect(projectContainers(project)).toEqual([]);
  }, 240_000);

  it('Ctrl-C takes the service down before the CLI exits', async () => {
    const { dir, env, project } = await proxyProject();
    const { child, done } = startCli(['record', ...ARGS], dir, env, 120_000);
    let stderr = '';
    const answered = new Promise<void>((resolve) =>
      child.stderr!.on('data', (d: Buffer) => {
        stderr += d.toString('utf8');
        if (stderr.includes('service answered MCP initialize')) resolve();
      }),
    );
    // A CLI that ends before the service answers (an engine that is down) fails here, not at the test's timeout.
    const early = await Promise.race([answered.then(() => null), done]);
    expect(early, early ? early.stdout + early.stderr : '').toBeNull();
    expect(projectContainers(project)).not.toEqual([]);
    child.kill('SIGINT');
    const res = await done;
    expect(res.code).toBe(130);
    expect(res.stderr).toContain('mcp-eval: stopping: taking the compose service down');
    expect(res.stderr).toContain('mcp-eval: service taken down');
    expect(projectContainers(project)).toEqual([]);
    expect(existsSync(path.join(dir, 'reports/service.log'))).toBe(true);
  }, 180_000);
});
