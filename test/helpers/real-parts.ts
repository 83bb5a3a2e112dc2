// Where the tests find the real parts that npm test's pretest installs: MCPProxy (scripts/ensure-mcpproxy.sh) and
// the Docker engine with its images (scripts/ensure-docker.sh). Versions come from scripts/pins.env, named once.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(ROOT, 'node_modules/.cache');

/** KEY=VALUE lines of a file (comments and blank lines skipped). */
function readEnvFile(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m) out[m[1]] = m[2];
  }
  return out;
}

/** The pinned versions: MCPPROXY_VERSION, COMPOSE_VERSION, EVERYTHING_VERSION. */
export const PINS = readEnvFile(path.join(ROOT, 'scripts/pins.env'));

/** The real MCPProxy binary (Go, server edition) at the pinned version. */
export const MCPPROXY_BIN = path.join(CACHE, 'mcpproxy-go', PINS.MCPPROXY_VERSION, 'mcpproxy');

/** The images scripts/ensure-docker.sh builds: the proxy FROM scratch, and node with server-everything. */
export const IMAGES = {
  mcpproxy: `mcp-eval/mcpproxy:${PINS.MCPPROXY_VERSION}`,
  everything: `mcp-eval/server-everything:${PINS.EVERYTHING_VERSION}`,
};

/**
 * How docker reaches the engine scripts/ensure-docker.sh made sure of: `{ DOCKER_HOST }` (empty: the default socket).
 * Throws, saying what to run, when the script has not run.
 */
export function dockerEnv(): { DOCKER_HOST?: string } {
  const file = path.join(CACHE, 'mcp-eval-docker/env');
  if (!existsSync(file)) throw new Error(`${file} is missing: run bash scripts/ensure-docker.sh (npm test's pretest)`);
  const host = readEnvFile(file).DOCKER_HOST;
  return host ? { DOCKER_HOST: host } : {};
}

/** `docker <args>` against that engine: its output, trimmed. */
export function docker(...args: string[]): string {
  return execFileSync('docker', args, { encoding: 'utf8', env: { ...process.env, ...dockerEnv() } }).trim();
}

/** The ids of every container (running or not) of a compose project. */
export function projectContainers(project: string): string[] {
  return docker('ps', '-a', '-q', '--filter', `label=com.docker.compose.project=${project}`)
    .split('\n')
    .filter(Boolean);
}

/**
 * The proxy repository's files into `dir`, as shipped: docker-compose.yml and config/mcpproxy/, each config with
 * MCPProxy's tokenizer download off. This engine's containers have no route out: the lookup of its host is never
 * answered, which held each proxy start ~1 s and each kill in its first ~4 s up to 3 s (dockerd's own forward of the
 * lookup). No test here is about it; on a runner with network there is no such wait.
 */
export function copyProxyFiles(dir: string): void {
  copyFileSync(path.join(ROOT, 'docker-compose.yml'), path.join(dir, 'docker-compose.yml'));
  const from = path.join(ROOT, 'config/mcpproxy');
  mkdirSync(path.join(dir, 'config/mcpproxy'), { recursive: true });
  for (const f of readdirSync(from)) {
    const text = readFileSync(path.join(from, f), 'utf8').replace(/^\{/, '{\n  "tokenizer": { "enabled": false },');
    writeFileSync(path.join(dir, 'config/mcpproxy', f), text);
  }
}
