// The shipped docker-compose.yml, its MCPProxy config and the example workflows: checked for
// the things that break silently (a config MCPProxy cannot read, a mount that points nowhere,
// an input the action does not have, a missing permission).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { resolveConfigFile } from '../../src/scenario/config-file.js';
import { loadScenarios } from '../../src/scenario/loader.js';
import { settingKey, settingsSchema } from '../../src/settings/settings.js';
import { IMAGES, PINS } from '../helpers/real-parts.js';

const root = resolve(import.meta.dirname, '../..');

interface ComposeService {
  image?: string;
  entrypoint?: string[];
  command?: string[];
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  build?: { dockerfile_inline?: string };
  init?: boolean;
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

  it('waits for a healthy upstream that runs server-everything from an image pinned as scripts/pins.env says', () => {
    expect(proxy.depends_on).toEqual({ everything: { condition: 'service_healthy' } });
    const up = compose.services.everything;
    expect(up.image).toBe(`\${EVERYTHING_IMAGE:-${IMAGES.everything}}`);
    // Installed once (where the image is missing, by the inline build), never fetched per start.
    expect(up.build?.dockerfile_inline).toContain(
      `@modelcontextprotocol/server-everything@${PINS.EVERYTHING_VERSION}\n`,
    );
    expect(up.command).toEqual(['mcp-server-everything', 'streamableHttp']);
    expect(up.init).toBe(true);
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

describe('config/mcpproxy configs', () => {
  type Config = { mcpServers: Array<{ name: string; url?: string; protocol?: string; quarantined?: boolean }> };
  const dir = join(root, 'config/mcpproxy');
  const configs = Object.fromEntries(
    readdirSync(dir).map((f) => [
      f,
      JSON.parse(readFileSync(join(dir, f), 'utf8')) as Config & Record<string, unknown>,
    ]),
  );

  it('are MCPProxy configs whose upstreams are services of the compose file', () => {
    expect(Object.keys(configs).sort()).toEqual([
      'mcp_config.json',
      'minimal.json',
      'quarantined.json',
      'small-responses.json',
    ]);
    for (const [file, cfg] of Object.entries(configs)) {
      expect(cfg.listen, file).toBe('0.0.0.0:8080');
      for (const s of cfg.mcpServers) expect(Object.keys(compose.services), file).toContain(new URL(s.url!).hostname);
    }
  });

  it('minimal has one upstream; quarantined quarantines everything-2; small-responses cuts long results', () => {
    expect(configs['minimal.json'].mcpServers.map((s) => s.name)).toEqual(['everything']);
    expect(configs['quarantined.json'].mcpServers.map((s) => [s.name, s.quarantined])).toEqual([
      ['everything', false],
      ['everything-2', true],
    ]);
    expect(configs['small-responses.json'].tool_response_limit).toBe(300);
  });
});

/** The tools MCPProxy v0.60.0 registers (internal/server/mcp.go at that tag), management tools included. */
const MCPPROXY_TOOLS = [
  'retrieve_tools',
  'describe_tool',
  'set_profile',
  'call_tool_read',
  'call_tool_write',
  'call_tool_destructive',
  'read_cache',
  'upstream_servers',
  'quarantine_security',
  'search_servers',
  'list_registries',
];

describe('scenarios/mcpproxy, the suite for MCPProxy', () => {
  it('loads with no problem; every file targets v0.60.0, names a config under config/mcpproxy and its tools', async () => {
    const { scenarios, problems } = await loadScenarios('scenarios/mcpproxy/**/*.yaml', { cwd: root });
    expect(problems).toEqual([]);
    expect(scenarios.length).toBeGreaterThanOrEqual(10);
    for (const s of scenarios) {
      expect(readFileSync(join(root, s.file), 'utf8').split('\n')[1], s.file).toMatch(
        /^# Targets MCPProxy v0\.60\.0: /,
      );
      expect(s.servers, s.file).toEqual(['mcpproxy']);
      expect(s.tags, s.file).toContain('mcpproxy');
      const config = await resolveConfigFile(s, root);
      expect(config?.file, s.file).toBe(join(root, 'config/mcpproxy', basename(config!.path)));
      for (const call of s.expected_trajectory)
        expect(MCPPROXY_TOOLS, s.file).toContain(call.tool.replace('mcp__mcpproxy__', ''));
      expect(s.success_criteria.length, s.file).toBeGreaterThan(0);
    }
    const calls: Record<string, unknown>[] = scenarios.flatMap((s) =>
      s.expected_trajectory.map((c) => ({ ...c.args, tool: c.tool.replace('mcp__mcpproxy__', '') })),
    );
    const has = (want: Record<string, unknown>) =>
      calls.some((c) => Object.entries(want).every(([k, v]) => c[k] === v));
    // What an MCPProxy release must not break: discovery with a query and a limit, an upstream call,
    // server management, quarantine, registries, and a cached large result.
    expect(has({ tool: 'retrieve_tools', limit: 5 })).toBe(true);
    expect(has({ tool: 'call_tool_read', name: 'everything:get-sum' })).toBe(true);
    for (const operation of ['list', 'add', 'remove', 'tail_log'])
      expect(has({ tool: 'upstream_servers', operation }), operation).toBe(true);
    for (const operation of ['list_quarantined', 'inspect_quarantined'])
      expect(has({ tool: 'quarantine_security', operation }), operation).toBe(true);
    expect(has({ tool: 'list_registries' }) && has({ tool: 'search_servers', registry: 'reference' })).toBe(true);
    expect(has({ tool: 'read_cache' })).toBe(true);
    const configs = new Set(scenarios.map((s) => s.config_file));
    expect(configs).toContain('config/mcpproxy/minimal.json');
    expect(configs).toContain('config/mcpproxy/quarantined.json');
  });
});

describe('docs/workflows examples', () => {
  const dir = join(root, 'docs/workflows');
  const files = readdirSync(dir).filter((f) => f.endsWith('.yml'));
  type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> };
  type Job = {
    steps: Step[];
    needs?: string;
    if?: string;
    strategy?: { 'fail-fast'?: boolean; matrix: Record<string, unknown[]> };
  };
  type Workflow = {
    on: Record<string, unknown>;
    permissions: Record<string, string>;
    jobs: Record<string, Job>;
  };
  const load = (f: string) => parse(readFileSync(join(dir, f), 'utf8')) as Workflow;
  const actionStep = (w: Workflow) =>
    Object.values(w.jobs)
      .flatMap((j) => j.steps)
      .find((s) => s.uses?.includes('/mcp-eval-action@'))!;

  it('has the PR check, its sharded form, its A/B form and the baseline refresh', () => {
    expect(files.sort()).toEqual([
      'mcpproxy-baseline-refresh.yml',
      'mcpproxy-pr-ab.yml',
      'mcpproxy-pr-check-sharded.yml',
      'mcpproxy-pr-check.yml',
    ]);
  });

  it('A/B PR check: both images built before the step, mode ab with a side per mcp.json and the image variable', () => {
    const w = load('mcpproxy-pr-ab.yml');
    expect(Object.keys(w.on)).toEqual(['pull_request']);
    const steps = Object.values(w.jobs)[0].steps;
    const base = steps.find((s) => (s.with as Record<string, string> | undefined)?.ref?.includes('base.sha'));
    const build = steps.findIndex((s) =>
      /docker build -t mcpproxy:base .*docker build -t mcpproxy:head/.test(s.run ?? ''),
    );
    const step = actionStep(w);
    expect(base).toBeDefined();
    expect(build).toBeGreaterThan(steps.indexOf(base!));
    expect(build).toBeLessThan(steps.indexOf(step));
    expect(step.with).toMatchObject({
      mode: 'ab',
      'ab-variable': 'MCPPROXY_IMAGE',
      'ab-base': 'mcpproxy:base',
      'ab-head': 'mcpproxy:head',
      'compose-service': 'mcpproxy',
    });
    expect(step.with!.servers).not.toBe(step.with!['servers-b']);
  });

  it('passes only inputs the action has', () => {
    const known = new Set(Object.keys(settingsSchema.shape));
    for (const f of files) {
      const steps = Object.values(load(f).jobs)
        .flatMap((j) => j.steps)
        .filter((s) => s.uses?.includes('/mcp-eval-action@'));
      expect(steps.length, f).toBeGreaterThan(0);
      for (const input of steps.flatMap((s) => Object.keys(s.with ?? {})))
        expect(known.has(settingKey(input)), `${f}: ${input}`).toBe(true);
    }
  });

  it('sharded PR check: a matrix of shards k/n that agrees with its length, then a merge job that always runs', () => {
    const w = load('mcpproxy-pr-check-sharded.yml');
    const { 'mcp-eval': shards, merge } = w.jobs;
    const matrix = shards.strategy!.matrix.shard;
    expect(matrix).toEqual([1, 2, 3, 4]);
    expect(shards.strategy!['fail-fast']).toBe(false);
    const step = actionStep({ ...w, jobs: { shards } });
    expect(step.with!.shard).toBe(`\${{ matrix.shard }}/${matrix.length}`);
    // The shards do what the single job does; the merge job finds their artifacts by the same name.
    const single = actionStep(load('mcpproxy-pr-check.yml')).with!;
    for (const input of ['mode', 'scenarios', 'compose-file', 'baseline-store', 'artifact-name'])
      expect(step.with![input], input).toEqual(single[input]);
    expect(merge).toMatchObject({ needs: 'mcp-eval', if: 'always()' });
    const merging = actionStep({ ...w, jobs: { merge } }).with!;
    expect(merging).toMatchObject({ mode: 'merge', 'artifact-name': step.with!['artifact-name'] });
    expect(merging['baseline-store']).toBe(step.with!['baseline-store']);
    expect(merging.shard).toBeUndefined();
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

  it('both run the MCPProxy suite, which validates with its configs in the layout the setup note gives', async () => {
    for (const f of files) {
      const pattern = String(actionStep(load(f)).with!.scenarios);
      expect(pattern, f).toBe('.github/mcp-eval/scenarios/mcpproxy/**/*.yaml');
      // .github/mcp-eval/ holds what this repository holds at its root.
      const { scenarios, problems } = await loadScenarios(pattern.replace('.github/mcp-eval/', ''), { cwd: root });
      expect(problems, f).toEqual([]);
      expect(scenarios.length, f).toBeGreaterThanOrEqual(10);
      for (const s of scenarios) expect(await resolveConfigFile(s, root), s.file).not.toBeNull();
    }
  });

  it('baseline refresh: manual, record mode or accept for the scenarios it is given, main only', () => {
    const w = load('mcpproxy-baseline-refresh.yml');
    expect(Object.keys(w.on)).toEqual(['workflow_dispatch']);
    expect(w.permissions.contents).toBe('read');
    expect(actionStep(w).with).toMatchObject({
      mode: "${{ inputs.accept != '' && 'accept' || 'record' }}",
      accept: '${{ inputs.accept }}',
      'baseline-store': 'cache',
      'baseline-key': 'mcp-eval-baselines',
    });
    const inputs = (w.on.workflow_dispatch as { inputs: Record<string, { default?: string }> }).inputs;
    expect(inputs.accept.default).toBe('');
    const job = Object.values(w.jobs)[0] as { if?: string };
    expect(job.if).toBe("github.ref == 'refs/heads/main'");
    // PR and refresh must agree on where baselines live.
    expect(actionStep(w).with!['baseline-key']).toBe(actionStep(load('mcpproxy-pr-check.yml')).with!['baseline-key']);
  });
});
