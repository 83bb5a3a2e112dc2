// The shipped docker-compose.yml, its MCPProxy config and the example workflows: checked for
// the things that break silently (a config MCPProxy cannot read, a mount that points nowhere,
// an input the action does not have, a missing permission).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { settingKey, settingsSchema } from '../src/settings.js';

const root = resolve(import.meta.dirname, '..');

interface ComposeService {
  image?: string;
  entrypoint?: string[];
  command?: string[];
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};

describe('docker-compose.yml', () => {
  const proxy = compose.services.mcpproxy;

  it('runs MCPProxy from an image and port chosen by environment variables', () => {
    expect(proxy.image).toBe('${MCPPROXY_IMAGE:-mcpproxy:local}');
    expect(proxy.ports).toEqual(['${MCPPROXY_PORT:-8081}:8080']);
    expect(proxy.entrypoint).toEqual(['mcpproxy']);
    const cmd = proxy.command!.join(' ');
    expect(cmd).toMatch(/^serve /);
    expect(cmd).toContain('--listen 0.0.0.0:8080');
  });

  it('mounts the config MCP_EVAL_CONFIG_FILE names, by default one that exists, and keeps data_dir on a volume', () => {
    // `source:target[:mode]`, where the source may be `${VAR:-default}` (which holds a colon itself).
    const mounts = proxy.volumes!.map((v) => /^(\$\{[^}]*\}|[^:]+):([^:]+)(?::(\w+))?$/.exec(v)!.slice(1));
    const config = mounts.find(([, target]) => target === '/config/mcp_config.json');
    expect(config).toEqual([
      '${MCP_EVAL_CONFIG_FILE:-./config/mcpproxy/mcp_config.json}',
      '/config/mcp_config.json',
      'ro',
    ]);
    expect(existsSync(resolve(root, 'config/mcpproxy/mcp_config.json'))).toBe(true);
    expect(proxy.command).toContain('/config/mcp_config.json');
    const data = mounts.find(([, target]) => target === '/data');
    expect(data?.[0]).toBe('mcpproxy-data');
    expect(Object.keys(compose.volumes)).toContain('mcpproxy-data');
  });

  it('waits for a healthy upstream that serves server-everything', () => {
    expect(proxy.depends_on).toEqual({ everything: { condition: 'service_healthy' } });
    const up = compose.services.everything;
    expect(up.command!.join(' ')).toMatch(/npx -y @modelcontextprotocol\/server-everything@\S+ streamableHttp/);
    expect(up.healthcheck!.test[0]).toBe('CMD');
  });
});

describe('config/mcpproxy/mcp_config.json', () => {
  const cfg = JSON.parse(readFileSync(join(root, 'config/mcpproxy/mcp_config.json'), 'utf8')) as {
    listen: string;
    data_dir: string;
    mcpServers: Array<{ name: string; url?: string; command?: string; protocol: string; enabled: boolean }>;
  };

  it('is in MCPProxy format: mcpServers is an array of named servers', () => {
    expect(Array.isArray(cfg.mcpServers)).toBe(true);
    expect(cfg.mcpServers.map((s) => s.name)).toEqual(['everything', 'everything-2']);
    expect(cfg.listen).toBe('0.0.0.0:8080');
    expect(cfg.data_dir).toBe('/data');
  });

  it('points every upstream at a service of the compose file', () => {
    for (const s of cfg.mcpServers) {
      expect(s.enabled).toBe(true);
      expect(s.protocol).toBe('streamable-http');
      const host = new URL(s.url!).hostname;
      expect(Object.keys(compose.services)).toContain(host);
    }
  });
});

describe('docs/workflows examples', () => {
  const dir = join(root, 'docs/workflows');
  const files = readdirSync(dir).filter((f) => f.endsWith('.yml'));
  type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> };
  type Workflow = {
    on: Record<string, unknown>;
    permissions: Record<string, string>;
    jobs: Record<string, { steps: Step[] }>;
  };
  const load = (f: string) => parse(readFileSync(join(dir, f), 'utf8')) as Workflow;
  const actionStep = (w: Workflow) =>
    Object.values(w.jobs)
      .flatMap((j) => j.steps)
      .find((s) => s.uses?.includes('/mcp-eval-action@'))!;

  it('has the PR check and the baseline refresh', () => {
    expect(files.sort()).toEqual(['mcpproxy-baseline-refresh.yml', 'mcpproxy-pr-check.yml']);
  });

  it('passes only inputs the action has', () => {
    const known = new Set(Object.keys(settingsSchema.shape));
    for (const f of files) {
      const step = actionStep(load(f));
      expect(step, f).toBeDefined();
      for (const input of Object.keys(step.with ?? {}))
        expect(known.has(settingKey(input)), `${f}: ${input}`).toBe(true);
    }
  });

  it('PR check: compare mode, built image, compose service, cache store, comment permission', () => {
    const w = load('mcpproxy-pr-check.yml');
    expect(Object.keys(w.on)).toEqual(['pull_request']);
    expect(w.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    const steps = Object.values(w.jobs)[0].steps;
    const build = steps.findIndex((s) => s.run?.includes('docker build -t mcpproxy:pr'));
    const step = actionStep(w);
    expect(build).toBeGreaterThanOrEqual(0);
    expect(build).toBeLessThan(steps.indexOf(step));
    expect(step.env?.MCPPROXY_IMAGE).toBe('mcpproxy:pr');
    expect(step.with).toMatchObject({ mode: 'compare', 'compose-service': 'mcpproxy', 'baseline-store': 'cache' });
    // The compose file is expected beside its config, as the setup note says.
    expect(dirname(String(step.with!['compose-file']))).toBe('.github/mcp-eval');
  });

  it('baseline refresh: manual, record mode, main only', () => {
    const w = load('mcpproxy-baseline-refresh.yml');
    expect(Object.keys(w.on)).toEqual(['workflow_dispatch']);
    expect(w.permissions.contents).toBe('read');
    expect(actionStep(w).with).toMatchObject({
      mode: 'record',
      'baseline-store': 'cache',
      'baseline-key': 'mcp-eval-baselines',
    });
    const job = Object.values(w.jobs)[0] as { if?: string };
    expect(job.if).toBe("github.ref == 'refs/heads/main'");
    // PR and refresh must agree on where baselines live.
    expect(actionStep(w).with!['baseline-key']).toBe(actionStep(load('mcpproxy-pr-check.yml')).with!['baseline-key']);
  });
});
