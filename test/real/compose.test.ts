// The compose service on a real Docker engine (scripts/ensure-docker.sh: its own dockerd, Compose v2, images built
// here): the shipped docker-compose.yml running the real MCPProxy image (FROM scratch + the pinned binary) and the
// pinned server-everything image, readiness probed with the real MCP SDK client. What only a scripted engine can
// show (a hang, a failing down, 520 MiB of logs, the environment docker is given) stays in test/compose/compose-service.test.ts.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveForPost, teardownFromState } from '../../src/github/post-state.js';
import { ComposeService } from '../../src/compose/index.js';
import { createRedactor } from '../../src/sanitize/redact.js';
import { freePort } from '../helpers/ports.js';
import { copyProxyFiles, dockerEnv, IMAGES, projectContainers } from '../helpers/real-parts.js';

const saved = { ...process.env };
let dir: string;
/** The test's copy of the shipped docker-compose.yml, its configs beside it (helpers/real-parts.ts). */
let composeFile: string;
/** This test's compose project (its name unique to it). */
let project: string;
/** The host port the engine last published the proxy on. */
let port: number;

/**
 * An MCP initialize on the published port: the action's probe. Resolves to the server's name. The engine picks the
 * port as it starts the container (MCPPROXY_PORT 127.0.0.1:0, a new one each time): a port picked free beforehand
 * could be taken by another process before docker bound it, and the up failed.
 */
async function probe(p?: number): Promise<string> {
  p ??= port = publishedPort();
  const client = new Client({ name: 'compose-real-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${p}/mcp`));
  try {
    await client.connect(transport, { timeout: 2_000 });
    return client.getServerVersion()?.name ?? '';
  } finally {
    await client.close().catch(() => undefined);
  }
}
const ready = { probe: async () => void (await probe()), timeoutMs: 60_000, intervalMs: 300 };

/** `docker <args>` on the test engine. */
const docker = (...args: string[]) =>
  execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
/** The host port of the proxy's container: `docker port` answers `127.0.0.1:<port>`. */
const publishedPort = () => Number(docker('port', `${project}-mcpproxy-1`, '8080').split(':').at(-1));
/** The id of the project's container of `service`. */
const containerOf = (project: string, service: string) => docker('compose', '-p', project, 'ps', '-q', service);
/** The host file mounted as the proxy's config in the project's running mcpproxy container. */
const mountedConfig = (project: string) =>
  docker(
    'inspect',
    '-f',
    '{{range .Mounts}}{{if eq .Destination "/config/mcp_config.json"}}{{.Source}}{{end}}{{end}}',
    `${project}-mcpproxy-1`,
  );

beforeAll(() => {
  Object.assign(process.env, dockerEnv(), { MCPPROXY_IMAGE: IMAGES.mcpproxy });
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

afterAll(() => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
});

/** A directory and a project of the test's own, named `<prefix>-<random>`, the proxy's files copied there. */
function setup(prefix: string): void {
  dir = mkdtempSync(join(tmpdir(), 'compose-real-'));
  copyProxyFiles(dir);
  composeFile = join(dir, 'docker-compose.yml');
  project = `${prefix}-${randomBytes(4).toString('hex')}`;
  process.env.MCPPROXY_PORT = '127.0.0.1:0';
  // The runner provides this file; saveState appends to it.
  process.env.GITHUB_STATE = join(dir, 'state');
  writeFileSync(process.env.GITHUB_STATE, '');
}

describe('ComposeService on a real engine, the real MCPProxy as the service', () => {
  it('brings it up, waits for MCP, replaces only the proxy on a reset, says when it stopped, and post takes it down', async () => {
    setup('mcp-eval-real');
    const svc = new ComposeService({ file: composeFile, project, service: 'mcpproxy', logDir: join(dir, 'kept') });
    saveForPost(svc, join(dir, 'post', 'service.log'));
    try {
      await svc.up();
      await svc.waitReady(ready);
      expect(await probe()).toBe('mcpproxy-go');
      expect(mountedConfig(project)).toBe(join(dir, 'config/mcpproxy/mcp_config.json'));

      // A probe that never answers: the deadline, with the container's own log lines.
      const wrong = await freePort();
      const err = await svc
        .waitReady({ probe: async () => void (await probe(wrong)), timeoutMs: 1_000, intervalMs: 300 })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).toMatch(/^service not ready after \d+s \(\d+ attempts\); last probe error: /);
      expect((err as Error).message).toContain('--- docker compose logs (last 200 lines) ---');
      expect((err as Error).message).toContain('Starting mcpproxy');

      // A reset with a config: a new proxy container, the file mounted, a new data volume; the upstream it depends on
      // keeps running; the logs of the container it removed are kept under the configuration it ran. The config is
      // kept for the next reset.
      const ids = () => ({ proxy: containerOf(project, 'mcpproxy'), upstream: containerOf(project, 'everything') });
      const volume = () => docker('volume', 'inspect', '-f', '{{.CreatedAt}}', `${project}_mcpproxy-data`);
      const before = { ...ids(), volume: volume() };
      const quarantined = join(dir, 'config/mcpproxy/quarantined.json');
      await svc.reset(ready, quarantined);
      expect(ids().proxy).not.toBe(before.proxy);
      expect(ids().upstream).toBe(before.upstream);
      expect(volume()).not.toBe(before.volume);
      expect(mountedConfig(project)).toBe(quarantined);
      expect(readFileSync(join(dir, 'kept/service-default.log'), 'utf8')).toMatch(
        /^mcpproxy-1 {2}\| \S+ .*Starting mcpproxy/m,
      );
      expect(svc.recovered()).toEqual([]);

      // Killed while nothing uses it: the next reset finds it stopped, says so once, and starts it again, with the
      // config the last reset was given (none given here: it is kept); that container's logs under its name.
      docker('kill', ids().proxy);
      await svc.reset(ready);
      expect(mountedConfig(project)).toBe(quarantined);
      expect(readFileSync(join(dir, 'kept/service-quarantined.log'), 'utf8')).toContain('Starting mcpproxy');
      const [found, ...more] = svc.recovered();
      expect(more).toEqual([]);
      expect(found).toMatch(
        new RegExp(
          `^service "mcpproxy" stopped: container ${project}-mcpproxy-1 exited with code 137 \\(SIGKILL: killed, ` +
            'by docker kill or for lack of memory\\) \\(found by a reset, which started it again\\)\nits last log lines:\n  ',
        ),
      );
      expect(found).not.toContain('\u001b');
      expect(await svc.stopped()).toBeNull();

      // Killed under a run: the watch says why (the same words each time it is asked), and no reset says it again.
      docker('kill', ids().proxy);
      const stopped = await svc.stopped(2_000);
      expect(stopped).toMatch(
        /^service "mcpproxy" stopped: container \S+ exited with code 137 .*\nits last log lines:\n/,
      );
      expect(await svc.stopped()).toBe(stopped);
      await svc.reset(ready);
      expect(svc.recovered()).toEqual([]);
    } finally {
      // post: the state main saved, as the runner hands it over.
      const text = readFileSync(process.env.GITHUB_STATE!, 'utf8');
      for (const m of text.matchAll(/^(.+?)<<(\S+)\n([\s\S]*?)\n\2$/gm)) process.env[`STATE_${m[1]}`] = m[3];
      const result = await teardownFromState();
      expect(result).toEqual({ logPath: join(dir, 'post', 'service.log'), down: true, problems: [] });
    }
    const log = readFileSync(join(dir, 'post', 'service.log'), 'utf8');
    // Every container's logs: the upstream's too.
    expect(log).toMatch(/^everything-1 +\| .*listening on port 3001/m);
    expect(log).toMatch(/^mcpproxy-1 +\| \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\S+ .*Starting mcpproxy/m);
    await expect(probe(port)).rejects.toThrow();
    expect(docker('ps', '-a', '-q', '--filter', `label=com.docker.compose.project=${project}`)).toBe('');
  }, 120_000);

  // Ctrl-C during a reset: the CLI's teardown runs while the reset's `up` is creating containers. A `down` beside
  // it would miss what that `up` creates after it; a start after the teardown would leave one running.
  it('a teardown while an up is under way waits for it, takes all down, and nothing is started after it', async () => {
    setup('mcp-eval-race');
    const svc = new ComposeService({ file: composeFile, project, service: 'mcpproxy' });
    const starting = svc.up().then(
      () => 'started',
      (e: Error) => e.message,
    );
    const result = await svc.teardown(join(dir, 'service.log'));
    expect(result).toMatchObject({ down: true, problems: [] });
    expect(await starting).toBe('started');
    expect(projectContainers(project)).toEqual([]);
    await expect(svc.reset()).rejects.toThrow('not started: the service is being taken down');
    expect(projectContainers(project)).toEqual([]);
  }, 60_000);
});

describe('ComposeService on a real engine: failures', () => {
  /** A compose file of its own in the test's directory. */
  function composeOf(yaml: string): string {
    const file = join(dir, 'docker-compose.yml');
    writeFileSync(file, yaml);
    return file;
  }

  it('stops waiting as soon as MCPProxy has exited (a config it cannot read), and shows why', async () => {
    setup('mcp-eval-crash');
    writeFileSync(join(dir, 'broken.json'), '{"mcpServers": [');
    const svc = new ComposeService({ file: composeFile, project, service: 'mcpproxy' });
    try {
      await svc.reset(undefined, join(dir, 'broken.json'));
      const started = Date.now();
      const err = (await svc.waitReady(ready).catch((e: unknown) => e)) as Error;
      expect(err.message).toContain(`service container exited before it was ready (${project}-mcpproxy-1)`);
      expect(err.message).toMatch(/Exited \(4\)/);
      expect(err.message).toContain('failed to load configuration');
      // MCPProxy colours its log: the message carries it as plain text.
      expect(err.message).not.toContain('\u001b');
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await svc.down();
    }
  }, 60_000);

  it('redacts what a container prints as it dies: in the saved logs and in the readiness failure', async () => {
    setup('mcp-eval-leak');
    // A real container printing a secret from its environment, then failing.
    const file = composeOf(
      `services:\n  svc:\n    image: ${IMAGES.everything}\n    environment: [UPSTREAM_TOKEN]\n` +
        '    command: ["sh", "-c", "echo upstream auth: token $$UPSTREAM_TOKEN; echo fatal: no upstream; exit 3"]\n',
    );
    process.env.UPSTREAM_TOKEN = 'tok-secret-123456';
    const svc = new ComposeService({
      file,
      project,
      redact: createRedactor({ secrets: ['tok-secret-123456'] }),
    });
    try {
      await svc.up();
      const err = (await svc.waitReady(ready).catch((e: unknown) => e)) as Error;
      const log = readFileSync(await svc.logs(join(dir, 'service.log')), 'utf8');
      for (const text of [err.message, log]) {
        expect(text).toContain('upstream auth: token ***');
        expect(text).toContain('fatal: no upstream');
        expect(text).not.toContain('tok-secret-123456');
      }
      expect(err.message).toMatch(/Exited \(3\)/);
    } finally {
      await svc.down();
    }
  }, 60_000);

  it("names the command and the engine's answer when docker fails (an image that is not there)", async () => {
    setup('mcp-eval-noimage');
    const file = composeOf('services:\n  svc:\n    image: mcp-eval/no-such-image:1\n    pull_policy: never\n');
    const svc = new ComposeService({ file, project, service: 'svc' });
    const err = (await svc.up().catch((e: unknown) => e)) as Error;
    expect(err).toMatchObject({ name: 'EvalError', kind: 'service' });
    expect(err.message).toMatch(
      new RegExp(`^docker compose -f ${file} -p ${project} up -d svc failed \\(exit \\d+\\):\\n`),
    );
    expect(err.message).toContain('No such image: mcp-eval/no-such-image:1');
    await svc.down();
  });
});
