// Missing things said as missing, through the CLI as a person meets them (issue 42, point 5): a named baseline
// directory that does not exist (compare exits 2 naming it, record creates it and says so), a server command not on
// PATH (validate's words in every command, never `spawn X ENOENT`), a hint that fits its error, Claude Code's strict
// .mcp.json (a trailing comma read with a warning; VS Code's JSONC without one), a crash that names its server, and a
// re-recording that says it replaced the stored contract and what changed.
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cli, cliProject, hostile, scenarioYaml } from '../helpers/cli-project.js';
import { contractServer } from '../helpers/contract-servers.js';
import { MEMORY_JS, sharedEverythingUrl, stopAllServers } from '../helpers/mcp-servers.js';
import { ECHO_YAML, project } from '../helpers/pipeline.js';

afterAll(stopAllServers);

const LONG = 120_000;
/** For the runs whose test asserts nothing of the contract: its read on the run's own connection stays, the client on
 * an older protocol version (a second start of each server, ~0.35 s of CPU a run) is not started. */
const NO_OLD = ['--contract-protocol', 'none'];
/** The run's shared server-everything over streamable HTTP, as an mcp.json entry: the subject is what the CLI says. */
const everythingEntry = async () => ({ url: sharedEverythingUrl() });
const SERVERS_FROM = "mcp-eval: servers from .mcp.json (Claude Code's project file)\n";
const SERVERS_FROM_MCP = 'mcp-eval: servers from mcp.json (the mcp.json of the current directory)\n';

function write(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

describe('a baseline directory that does not exist', () => {
  it(
    'compare exits 2 naming a directory given by flag or config file; record creates one and says so',
    async () => {
      const everything = await everythingEntry();
      const dir = cliProject({ 'echo.yaml': ECHO_YAML }, { everything });
      // The default directory is made by a first recording without a word.
      const recorded = await cliInProcess(['record', ...NO_OLD], dir);
      expect([recorded.code, recorded.stderr]).toEqual([0, SERVERS_FROM_MCP]);
      // Runs and refusals, read by main in this process (helpers/cli-in-process.ts): what they say is the test.
      const typo = await cliInProcess(['compare', '--baseline-dir', 'baseline'], dir);
      expect([typo.code, typo.stdout]).toEqual([2, '']);
      expect(typo.stderr).toContain(
        'mcp-eval: baseline directory baseline does not exist (did you mean baselines?)\n' +
          'hint: mcp-eval record --baseline-dir baseline records baselines into it first\n',
      );
      expect(existsSync(path.join(dir, 'baseline'))).toBe(false);
      write(dir, 'eval.yaml', 'baseline-dir: stored/baselines\n');
      const config = await cliInProcess(['compare', '--config', 'eval.yaml'], dir);
      expect([config.code, config.stderr]).toEqual([2, expect.stringContaining('stored/baselines does not exist')]);
      expect((await cliInProcess(['accept', 'echo', '--baseline-dir', 'baseline'], dir)).code).toBe(2);

      // record, run and contract store what they read: the directory is made, and said.
      for (const command of ['record', 'run', 'contract']) {
        // The contract command reads the contract as it always does; the others need no second start of the server.
        const old = command === 'contract' ? [] : NO_OLD;
        const res = await cliInProcess([command, '--baseline-dir', `new-${command}`, ...old], dir);
        expect([command, res.code, res.stderr]).toEqual([
          command,
          0,
          expect.stringContaining(`mcp-eval: created the baseline directory new-${command}\n`),
        ]);
      }
      const good = await cliInProcess(['compare', '--baseline-dir', 'new-record', ...NO_OLD], dir);
      expect([good.code, good.stderr]).toEqual([0, SERVERS_FROM_MCP]);
    },
    LONG,
  );

  it(
    'the default directory may be missing before a first run (the action on a cache miss): not an error',
    async () => {
      const everything = await everythingEntry();
      const dir = cliProject({ 'echo.yaml': ECHO_YAML }, { everything });
      const res = await cli(['compare', ...NO_OLD], dir);
      expect(res.code).toBe(1);
      expect(res.stdout).toContain('no baseline for scenario "echo" in the dir store: record one first');
      expect(res.stderr).not.toContain('does not exist');
    },
    LONG,
  );
});

describe('a server command not on PATH', () => {
  it(
    "gets validate's words, with the nearest command there, in record, compare and contract",
    async () => {
      const everything = await everythingEntry();
      const dir = project({ 'echo.yaml': ECHO_YAML });
      const bin = path.join(dir, 'bin');
      mkdirSync(bin);
      symlinkSync(MEMORY_JS, path.join(bin, 'mcp-server-memory'));
      write(dir, '.mcp.json', JSON.stringify({ mcpServers: { everything, memory: { command: 'mcp-server-memroy' } } }));
      const env = { PATH: `${bin}${path.delimiter}${process.env.PATH}` };
      const said = 'command "mcp-server-memroy" is not on PATH (did you mean mcp-server-memory?)';
      const validate = await cliInProcess(['validate'], dir, env);
      expect(validate.stderr).toContain(`.mcp.json: server "memory": ${said}\n`);
      for (const command of ['record', 'compare', 'contract']) {
        const res = await cliInProcess([command], dir, env);
        expect([command, res.stdout]).toEqual([command, expect.stringContaining(said)]);
        expect(res.stdout + res.stderr).not.toMatch(/ENOENT/);
        const report = readFileSync(path.join(dir, 'reports/report.html'), 'utf8');
        expect(report).toContain(said.replaceAll('"', '&quot;'));
      }
    },
    LONG,
  );
});

describe("a project's server file", () => {
  it('invalid JSON gets a hint about the file, not the options', async () => {
    const everything = await everythingEntry();
    const dir = project({ 'echo.yaml': ECHO_YAML });
    write(dir, '.mcp.json', '{"mcpServers": {"everything": {"command": "node"}}');
    // Refusals, read by main in this process (helpers/cli-in-process.ts); the prices one is spawned for its key.
    const res = await cliInProcess(['record'], dir);
    expect([res.code, res.stderr]).toEqual([
      2,
      SERVERS_FROM +
        'mcp-eval: .mcp.json: not valid JSON: CloseBraceExpected at line 1, column 51\n' +
        'hint: fix the JSON of .mcp.json there; then mcp-eval validate checks its servers\n',
    ]);
    write(dir, '.mcp.json', JSON.stringify({ mcpServers: { everything: { command: '' } } }));
    const entry = await cliInProcess(['compare'], dir);
    expect([entry.code, entry.stderr]).toEqual([
      2,
      SERVERS_FROM +
        'mcp-eval: .mcp.json: server "everything": command: must not be empty\n' +
        'hint: mcp-eval validate --servers .mcp.json lists every problem\n',
    ]);
    // A prices file's error says what the file holds.
    write(dir, 'mcp.json', JSON.stringify({ mcpServers: { everything } }));
    const prices = await cli(['record', '--servers', 'mcp.json', '--agent', 'claude', '--prices', 'nope.yaml'], dir, {
      ANTHROPIC_API_KEY: 'sk-ant-test',
    });
    expect([prices.code, prices.stderr]).toEqual([
      2,
      'mcp-eval: prices file nope.yaml: not found\n' +
        'hint: the prices option names a file of a mapping of model id to {input, output, cache_write, cache_read} ' +
        'in USD per million tokens\n',
    ]);
    const missing = await cliInProcess(['compare', '--servers', 'servers.json'], dir);
    expect(missing.stderr).toMatch(
      /^mcp-eval: servers\.json: cannot read server config: ENOENT.*\nhint: --servers names/,
    );
  });

  it(
    "a trailing comma in Claude Code's .mcp.json is read with a warning; VS Code's JSONC without one",
    async () => {
      const dir = project({ 'echo.yaml': ECHO_YAML });
      const entry = JSON.stringify(await everythingEntry());
      write(dir, '.mcp.json', `{\n  "mcpServers": {\n    "everything": ${entry},\n  }\n}\n`);
      const warning =
        'mcp-eval: warning: .mcp.json: a trailing comma at line 3, column ' +
        `${19 + entry.length}: mcp-eval reads it, but Claude Code refuses the file (its .mcp.json is strict JSON)\n`;
      const res = await cliInProcess(['record', ...NO_OLD], dir);
      expect([res.code, res.stderr]).toEqual([0, `${SERVERS_FROM}${warning}`]);
      // Spawned: a process warns once per file (src/mcp/config-files.ts), and record warned in this one.
      expect((await cli(['validate'], dir)).stderr).toBe(`${SERVERS_FROM}${warning}`);
      const vscode = path.join(dir, '.vscode/mcp.json');
      write(dir, '.vscode/mcp.json', `{\n  // VS Code's own\n  "servers": {\n    "everything": ${entry},\n  },\n}\n`);
      const res2 = await cliInProcess(['compare', '--servers', vscode, ...NO_OLD], dir);
      expect([res2.code, res2.stderr]).toEqual([0, '']);
    },
    LONG,
  );
});

describe('what a run says of its servers and their contract', () => {
  it(
    'a crash in a call names its server',
    async () => {
      const echo = scenarioYaml('Echo', 'mcp__hostile__echo', [{ text: 'a' }]);
      const dir = cliProject({ 'echo.yaml': echo }, { hostile: hostile('') });
      expect((await cliInProcess(['record', ...NO_OLD], dir)).code).toBe(0);
      write(dir, 'mcp.json', JSON.stringify({ mcpServers: { hostile: hostile('panic-on-call') } }));
      const res = await cliInProcess(['compare', ...NO_OLD], dir);
      expect(res.code).toBe(1);
      expect(res.stdout).toContain('Caught: server `hostile` crashed: its process exited: breaks Echo (BROKEN)');
      expect(res.stdout).not.toContain('`?`');
    },
    LONG,
  );

  it(
    're-recording says it replaced the stored contract and what changed, and never fails on it',
    async () => {
      const everything = await everythingEntry();
      const dir = cliProject({ 'echo.yaml': ECHO_YAML }, { everything });
      const tools = [
        { name: 'lookup', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
        { name: 'purge', inputSchema: { type: 'object' } },
      ];
      const servers = (spec: Record<string, unknown>) => {
        const { command, args } = contractServer('catalog', spec, dir);
        write(dir, 'mcp.json', JSON.stringify({ mcpServers: { everything, catalog: { command, args } } }));
      };
      servers({ tools });
      const first = await cliInProcess(['record'], dir);
      expect([first.code, first.stdout]).toEqual([
        0,
        expect.stringContaining('recorded as the reference: nothing to compare with yet'),
      ]);
      const stored = JSON.parse(readFileSync(path.join(dir, 'baselines/.contract/servers.json'), 'utf8')) as {
        recorded_at: string;
      };
      servers({ tools: [tools[0]] });
      const again = await cliInProcess(['record'], dir);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain(
        `Contract: 1 breaking, 0 risky, 0 compatible: recorded: it replaced the stored contract of ${stored.recorded_at}, ` +
          'with the changes below\n',
      );
      expect(again.stdout).toMatch(/breaking +catalog +tool purge: tool removed \[tool-removed\]/);
      const results = JSON.parse(readFileSync(path.join(dir, 'reports/results.json'), 'utf8')) as {
        contract: { action: string };
        failed: boolean;
      };
      expect([results.contract.action, results.failed]).toEqual(['recorded', false]);
      expect(readFileSync(path.join(dir, 'reports/junit.xml'), 'utf8')).not.toContain('<failure type="contract"');
      // The new contract is the reference now: the next compare sees no change.
      const compared = await cliInProcess(['compare'], dir);
      expect([compared.code, compared.stdout]).toEqual([0, expect.stringContaining('0 compatible: no change')]);
      const unchanged = await cliInProcess(['record'], dir);
      expect(unchanged.stdout).toMatch(/recorded: it replaced the stored contract of \S+, unchanged\n/);
    },
    LONG,
  );
});
