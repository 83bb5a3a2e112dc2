import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SERVER,
  directToolNames,
  gatewayToolName,
  loadServerConfig,
  schemaHash,
  secretValues,
  stdioEnvironment,
  type StdioServerConfig,
} from '../../src/mcp/index.js';
import { canonicalJson } from '../../src/util/json.js';
import { nearestName } from '../../src/util/text.js';
import { parseCanonicalId } from '../../src/results/trajectory.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-eval-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function writeConfig(doc: unknown): string {
  const file = path.join(dir, `mcp-${n++}.json`);
  writeFileSync(file, typeof doc === 'string' ? doc : JSON.stringify(doc));
  return file;
}

function configError(doc: unknown, env: NodeJS.ProcessEnv = {}): string {
  const file = writeConfig(doc);
  try {
    loadServerConfig(file, env);
  } catch (e) {
    expect(e).toMatchObject({ name: 'EvalError', kind: 'config' });
    return (e as Error).message;
  }
  throw new Error('expected a config error');
}

describe('loadServerConfig', () => {
  it('defaults to mcpproxy on localhost:8081 without a file', () => {
    expect(loadServerConfig(undefined, {})).toEqual([
      { name: 'mcpproxy', type: 'http', url: 'http://localhost:8081/mcp', transport: 'streamable-http', headers: {} },
    ]);
    expect(loadServerConfig(undefined, {})[0]).not.toBe(DEFAULT_SERVER);
  });

  it('reads stdio and HTTP servers, expands ${VAR} and ${env:VAR}, resolves a relative cwd against the file', () => {
    const file = writeConfig({
      mcpServers: {
        local: {
          command: 'node',
          args: ['server.js', '--token=${TOKEN}'],
          env: { API_KEY: '${env:API_KEY}' },
          cwd: './srv',
        },
        remote: { url: 'https://${HOST}/mcp', headers: { Authorization: 'Bearer ${GITHUB_TOKEN}' } },
        legacy: { type: 'sse', url: 'http://localhost:9000/sse' },
        streamable: { type: 'http', url: 'http://localhost:9001/mcp' },
        off: { command: 'nope', disabled: true },
      },
      otherClientSetting: true,
    });
    const env = {
      TOKEN: 't0k3n-value',
      API_KEY: 'key-123456',
      HOST: 'mcp.example.com',
      GITHUB_TOKEN: 'ghp_abcdef123456',
    };
    expect(loadServerConfig(file, env)).toEqual([
      {
        name: 'local',
        type: 'stdio',
        command: 'node',
        args: ['server.js', '--token=t0k3n-value'],
        env: { API_KEY: 'key-123456' },
        cwd: path.join(dir, 'srv'),
        expanded: ['t0k3n-value', 'key-123456'],
      },
      {
        name: 'remote',
        type: 'http',
        url: 'https://mcp.example.com/mcp',
        transport: 'auto',
        headers: { Authorization: 'Bearer ghp_abcdef123456' },
        expanded: ['mcp.example.com', 'ghp_abcdef123456'],
      },
      { name: 'legacy', type: 'http', url: 'http://localhost:9000/sse', transport: 'sse', headers: {}, expanded: [] },
      {
        name: 'streamable',
        type: 'http',
        url: 'http://localhost:9001/mcp',
        transport: 'streamable-http',
        headers: {},
        expanded: [],
      },
    ]);
    // Every value a variable gave is a secret, in whatever field; a plain word (a host name) is not.
    expect(secretValues(loadServerConfig(file, env)).sort()).toEqual([
      'Bearer ghp_abcdef123456',
      'ghp_abcdef123456',
      'key-123456',
      't0k3n-value',
    ]);
  });

  it("reads VS Code's format: servers, inputs from MCP_EVAL_INPUT_<ID>, ${workspaceFolder}, envFile; ${VAR:-x}", () => {
    const workspace = mkdtempSync(path.join(dir, 'ws-'));
    mkdirSync(path.join(workspace, '.vscode'));
    writeFileSync(path.join(workspace, '.env'), 'FROM_FILE=file-value-123\nSHARED=from-file\n');
    const file = path.join(workspace, '.vscode/mcp.json');
    writeFileSync(
      file,
      JSON.stringify({
        inputs: [{ type: 'promptString', id: 'api-key', description: 'API key', password: true }],
        servers: {
          local: {
            type: 'stdio',
            command: 'node',
            args: ['${workspaceFolder}/server.js', '--level=${LEVEL:-info}'],
            env: { KEY: '${input:api-key}', SHARED: 'from-env' },
            envFile: '${workspaceFolder}/.env',
            dev: { watch: 'src/**/*.ts' },
            sandboxEnabled: false,
          },
          remote: { type: 'http', url: 'https://example.com/mcp', headers: { 'X-Key': '${env:API_TOKEN}' } },
        },
      }),
    );
    const env = { MCP_EVAL_INPUT_API_KEY: 'input-secret-1', API_TOKEN: 'token-secret-2' };
    const [local, remote] = loadServerConfig(file, env);
    expect(local).toMatchObject({
      type: 'stdio',
      args: [path.join(workspace, 'server.js'), '--level=info'],
      env: { FROM_FILE: 'file-value-123', SHARED: 'from-env', KEY: 'input-secret-1' },
    });
    expect(remote).toMatchObject({
      type: 'http',
      transport: 'streamable-http',
      headers: { 'X-Key': 'token-secret-2' },
    });
    // What the environment, an input or the env file gave is a secret; the fallback written in the file is not.
    expect(secretValues([local, remote])).toEqual(
      expect.arrayContaining(['input-secret-1', 'token-secret-2', 'file-value-123']),
    );
    expect(secretValues([local, remote])).not.toContain('info');
    expect(loadServerConfig(file, { ...env, LEVEL: 'debug' })[0]).toMatchObject({
      args: [expect.any(String), '--level=debug'],
    });
  });

  it('names the file, server, field and variable when a variable is unset', () => {
    const msg = configError({
      mcpServers: { gh: { url: 'https://x/mcp', headers: { Authorization: 'Bearer ${GITHUB_TOKEN}' } } },
    });
    expect(msg).toMatch(
      /mcp-\d+\.json: server "gh": headers\.Authorization: environment variable GITHUB_TOKEN is not set/,
    );
  });

  it('rejects server names that cannot live inside mcp__<server>__<tool>', () => {
    for (const bad of ['a__b', '_a', 'a_', 'my.server', 'x'.repeat(61), '']) {
      const msg = configError({ mcpServers: { [bad]: { command: 'node' } } });
      expect(msg).toContain(`server "${bad}": invalid server name`);
    }
    const ok = writeConfig({ mcpServers: { 'my_server-2': { command: 'node' } } });
    const [cfg] = loadServerConfig(ok, {});
    expect(parseCanonicalId(`mcp__${cfg.name}__get_thing`)).toEqual({ server: 'my_server-2', tool: 'get_thing' });
  });

  it('names the server and the field of a malformed entry', () => {
    expect(configError({ mcpServers: { s1: { comand: 'node' } } })).toMatch(/server "s1": needs either "command"/);
    expect(configError({ mcpServers: { s1: { command: 'node', comand: 'x' } } })).toMatch(
      /server "s1": unknown key\(s\) "comand"/,
    );
    expect(configError({ mcpServers: { s2: { command: 'node', args: ['a', 3] } } })).toMatch(
      /server "s2": args\[1\]: expected string, received 3$/,
    );
    expect(configError({ mcpServers: { s3: { command: 'node', url: 'http://x' } } })).toMatch(
      /server "s3": give either/,
    );
    expect(configError({ mcpServers: { s4: { url: 'ftp://x/mcp' } } })).toMatch(
      /server "s4": url: not an http\(s\) URL/,
    );
    expect(configError({ mcpServers: { s5: { url: 'http://x/mcp', transport: 'websocket' } } })).toMatch(
      /server "s5": transport: /,
    );
    expect(
      configError({ mcpServers: { s6: { url: 'http://x/mcp', type: 'sse', transport: 'streamable-http' } } }),
    ).toMatch(/server "s6": "type" sse contradicts/);
    expect(configError({ mcpServers: { s7: 'node server.js' } })).toMatch(/server "s7": expected an object/);
    expect(configError({ mcpServers: { s8: { url: 'http://x/mcp', headers: { 'X-Key': 42 } } } })).toMatch(
      /server "s8": headers\.X-Key: expected string, received 42$/,
    );
  });

  it('names the file for unreadable, non-JSON or empty configs', () => {
    expect(() => loadServerConfig(path.join(dir, 'missing.json'), {})).toThrow(
      /missing\.json: cannot read server config/,
    );
    expect(configError('{ "mcpServers": ')).toMatch(/mcp-\d+\.json: not valid JSON/);
    expect(configError({ servers: {} })).toMatch(/mcp-\d+\.json: no \(enabled\) servers under "servers"/);
    expect(configError({ server: {} })).toMatch(
      /mcp-\d+\.json: expected an object "mcpServers" \(or VS Code's "servers"\)/,
    );
    expect(configError({ mcpServers: {}, servers: {} })).toMatch(/give "mcpServers" or "servers", not both/);
    expect(configError('{\n  // a comment is fine\n  "mcpServers": {\n    "a": { "command": "node" } x\n}')).toMatch(
      /mcp-\d+\.json: not valid JSON: InvalidSymbol at line 4, column 32$/,
    );
    expect(configError({ mcpServers: {} })).toMatch(/mcp-\d+\.json: no \(enabled\) servers/);
  });
});

describe('secretValues', () => {
  it('lists env and header values and bearer tokens, but not short flags', () => {
    const secrets = secretValues([
      {
        name: 'a',
        type: 'stdio',
        command: 'node',
        args: ['--flag=not-secret'],
        env: { API_KEY: 'sk-123456789', DEBUG: '1' },
      },
      {
        name: 'b',
        type: 'http',
        url: 'http://x',
        transport: 'auto',
        headers: { Authorization: 'Bearer ghp_tokenvalue', 'X-Mode': 'on' },
      },
    ]);
    expect(secrets.sort()).toEqual(['Bearer ghp_tokenvalue', 'ghp_tokenvalue', 'sk-123456789']);
  });

  it('never takes a plain word for a secret unless its name says it is one', () => {
    const secrets = secretValues([
      {
        name: 'a',
        type: 'stdio',
        command: 'node',
        args: [],
        env: { ALERT_LEVEL: 'success', NODE_ENV: 'production', DB_PASS: 'letmein', INDEX: 'docs-index-2024' },
        expanded: ['staging', 'localhost', 'https://hooks.example.com/T0/B1/xyz'],
      },
    ]);
    expect(secrets.sort()).toEqual(['docs-index-2024', 'https://hooks.example.com/T0/B1/xyz', 'letmein']);
  });
});

describe('stdioEnvironment', () => {
  it('passes PATH and the server env, never other variables of the parent', () => {
    const cfg: StdioServerConfig = {
      name: 's',
      type: 'stdio',
      command: 'node',
      args: [],
      env: { MEMORY_FILE_PATH: '/tmp/m.json' },
    };
    const env = stdioEnvironment(cfg, { ...process.env, ANTHROPIC_API_KEY: 'sk-ant-secret', LANG: 'C.UTF-8' });
    expect(env.PATH).toBe(process.env.PATH);
    expect(env.MEMORY_FILE_PATH).toBe('/tmp/m.json');
    expect(env.LANG).toBe('C.UTF-8');
    expect(env).not.toHaveProperty('ANTHROPIC_API_KEY');
  });
});

describe('names and hashes', () => {
  it('hashes schemas independently of key order, and sees any change', () => {
    const a = { type: 'object', properties: { q: { type: 'string' }, n: { type: 'number' } }, required: ['q'] };
    const b = { required: ['q'], properties: { n: { type: 'number' }, q: { type: 'string' } }, type: 'object' };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(schemaHash(a)).toBe(schemaHash(b));
    expect(schemaHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(schemaHash({ ...a, required: ['q', 'n'] })).not.toBe(schemaHash(a));
    expect(schemaHash({ ...a, required: ['n', 'q'] })).not.toBe(schemaHash({ ...a, required: ['q', 'n'] })); // arrays keep order
  });

  it('builds gateway names and reversible, unique, valid direct names', () => {
    expect(gatewayToolName('mcpproxy')).toBe('mcp_mcpproxy');
    const long = 'x'.repeat(80);
    const map = directToolNames([
      { server: 'everything', tool: 'get-sum' },
      { server: 'hub', tool: 'everything__get.env' },
      { server: 'hub', tool: 'everything__get:env' },
      { server: 'a', tool: long },
      { server: 'a', tool: long + 'y' },
    ]);
    expect(map.size).toBe(5);
    for (const name of map.keys()) expect(name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    expect(map.get('mcp__everything__get-sum')).toEqual({ server: 'everything', tool: 'get-sum' });
    expect([...map.values()].map((p) => p.tool)).toEqual([
      'get-sum',
      'everything__get.env',
      'everything__get:env',
      long,
      long + 'y',
    ]);
  });

  it('suggests the nearest tool name only when it is close', () => {
    const tools = ['echo', 'get-env', 'get-sum', 'get-tiny-image'];
    expect(nearestName('get_env', tools)).toBe('get-env');
    expect(nearestName('GetSum', tools)).toBe('get-sum');
    expect(nearestName('tiny-image', tools)).toBe('get-tiny-image');
    expect(nearestName('retrieve_tools', tools)).toBeUndefined();
  });
});
