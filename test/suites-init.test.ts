// mcp-eval init through the CLI, as a person runs it, against real servers from npm: server-everything (stdio) and
// server-memory (stateful). What it writes validates, records with every call answered (no error) by the scripted
// agent, and compares GOOD on the same servers; destructive tools are written disabled with a comment; files in the
// way stop the write unless --force.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../src/results/index.js';
import { loadScenarios } from '../src/scenario/loader.js';
import { cli, cliProject } from './helpers/cli-project.js';
import { EVERYTHING_JS, MEMORY_JS, stopAllServers } from './helpers/mcp-servers.js';

afterAll(stopAllServers);

const results = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'reports/results.json'), 'utf8')) as RunReport;

/** A project whose mcp.json names server-everything and server-memory (its graph in the project). */
function servers(): string {
  const dir = cliProject({}, { everything: { command: process.execPath, args: [EVERYTHING_JS, 'stdio'] } });
  const memory = {
    command: process.execPath,
    args: [MEMORY_JS],
    env: { MEMORY_FILE_PATH: path.join(dir, 'memory.jsonl') },
  };
  const config = JSON.parse(readFileSync(path.join(dir, 'mcp.json'), 'utf8')) as {
    mcpServers: Record<string, unknown>;
  };
  config.mcpServers.memory = memory;
  writeFileSync(path.join(dir, 'mcp.json'), JSON.stringify(config));
  return dir;
}

describe('mcp-eval init', () => {
  it('writes a suite that validates, records with every call answered, and compares GOOD on the same servers', async () => {
    const dir = servers();
    const init = await cli(['init', '--servers', 'mcp.json'], dir);
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('everything: 13 tool(s) -> 13 scenario(s), 1 disabled (see their comments)');
    expect(init.stdout).toContain('memory: 9 tool(s) -> 10 scenario(s), 1 flow(s), 3 disabled (see their comments)');

    const loaded = await loadScenarios('scenarios/**/*.yaml', { cwd: dir });
    expect(loaded.problems).toEqual([]);
    const tools = (server: string) => loaded.scenarios.filter((s) => s.id.startsWith(`${server}/`));
    // One scenario per tool at least: every tool of each server is the last call of one.
    for (const [server, count] of [
      ['everything', 13],
      ['memory', 9],
    ] as const) {
      const last = new Set(tools(server).map((s) => s.expected_trajectory.at(-1)!.tool));
      expect(last.size).toBe(count);
    }
    const disabled = loaded.scenarios.filter((s) => !s.enabled).map((s) => s.id);
    expect(disabled).toEqual([
      'everything/simulate-research-query',
      'memory/delete_entities',
      'memory/delete_observations',
      'memory/delete_relations',
    ]);
    const validate = await cli(['validate', '--servers', 'mcp.json'], dir);
    expect([validate.code, validate.stdout]).toEqual([0, '23 scenario(s), 2 server(s), 0 problem(s)\n']);

    // One scenario at a time: server-memory reads and rewrites its whole file on every call, so calls of scenarios
    // running at once lose each other's updates (its limit, not the suite's; docs/first-suite.md says so).
    const record = await cli(
      ['record', '--servers', 'mcp.json', '--agent', 'scripted', '--concurrency', '1'],
      dir,
      {},
      180_000,
    );
    expect(record.code).toBe(0);
    const recorded = results(dir).scenarios;
    expect(recorded.map((s) => s.status)).toEqual(Array(19).fill('RECORDED'));
    const failedCalls = recorded.flatMap((s) =>
      s.runs.flatMap((r) => r.trajectory.messages.filter((m) => m.type === 'tool_call' && m.is_error).map(() => s.id)),
    );
    expect(failedCalls).toEqual([]);
    expect(recorded.filter((s) => s.warnings?.length)).toEqual([]);

    const compare = await cli(
      ['compare', '--servers', 'mcp.json', '--agent', 'scripted', '--concurrency', '1'],
      dir,
      {},
      180_000,
    );
    expect(compare.code).toBe(0);
    expect(results(dir).scenarios.map((s) => [s.id, s.status])).toEqual(recorded.map((s) => [s.id, 'GOOD']));
  }, 400_000);

  it('says why a scenario is disabled, and chains a tool that needs a key after the tool that makes it', async () => {
    const dir = servers();
    expect((await cli(['init', '--servers', 'mcp.json', '--server', 'memory'], dir)).code).toBe(0);
    expect(readdirSync(path.join(dir, 'scenarios'))).toEqual(['memory']);
    const text = (f: string) => readFileSync(path.join(dir, 'scenarios/memory', f), 'utf8');
    expect(text('delete_entities.yaml')).toMatch(
      /^# Disabled: the server marks this tool destructive \(annotations\): a run would change or delete data\.\n/m,
    );
    expect(text('delete_entities.yaml')).toMatch(/^enabled: false$/m);
    expect(text('open_nodes.yaml')).toContain(
      '# It first calls create_entities: open_nodes needs what that one makes or lists.\n',
    );
    expect(text('open_nodes.yaml')).toContain(
      'expected_trajectory:\n  - tool: mcp__memory__create_entities\n    args:\n      entities:\n' +
        '        - name: mcp-eval-example\n',
    );
    expect(text('open_nodes.yaml')).toContain(
      '  - tool: mcp__memory__open_nodes\n    args:\n      names:\n        - mcp-eval-example\n',
    );
    expect(text('flow-create_entities.yaml')).toContain('name: memory flow create_entities > read_graph > ');
  });

  it('writes nothing when a file is in the way, unless --force; --help says what it writes', async () => {
    const dir = servers();
    expect((await cli(['init', '--servers', 'mcp.json', '--server', 'everything'], dir)).code).toBe(0);
    const echo = path.join(dir, 'scenarios/everything/echo.yaml');
    writeFileSync(echo, 'edited by hand\n');
    const again = await cli(['init', '--servers', 'mcp.json'], dir);
    expect(again.code).toBe(2);
    expect(again.stderr).toBe(
      'mcp-eval: 13 file(s) exist already: scenarios/everything/echo.yaml, scenarios/everything/get-annotated-message.yaml, ' +
        'scenarios/everything/get-env.yaml, scenarios/everything/get-resource-links.yaml, ' +
        'scenarios/everything/get-resource-reference.yaml and 8 more\n' +
        'hint: nothing was written; mcp-eval init --force overwrites them, or choose another directory\n',
    );
    expect(readFileSync(echo, 'utf8')).toBe('edited by hand\n');
    expect(readdirSync(path.join(dir, 'scenarios'))).toEqual(['everything']);
    expect((await cli(['init', '--servers', 'mcp.json', '--force'], dir)).code).toBe(0);
    expect(readFileSync(echo, 'utf8')).toContain('name: everything echo\n');

    const help = await cli(['init', '--help'], dir);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: mcp-eval init \[options\]\n/);
    expect(help.stdout).toContain('  --force\n      overwrite scenario files that exist (else nothing is written)\n');
    const bad = await cli(['init', '--serverz', 'x'], dir);
    expect([bad.code, bad.stderr]).toEqual([
      2,
      'mcp-eval: unknown option --serverz (did you mean --server?)\nhint: mcp-eval init --help lists the options\n',
    ]);
    const unknown = await cli(['init', '--servers', 'mcp.json', '--server', 'nope'], dir);
    expect(unknown.stderr).toMatch(/^mcp-eval: unknown server "nope" \(the server config has: everything, memory\)\n/);
  });
});
