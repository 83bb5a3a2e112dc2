// mcp-eval init through the CLI, as a person runs it, against real servers from npm: server-everything (the run's
// shared one, streamable HTTP), server-memory (stateful) and server-filesystem at two releases. What it writes
// validates, records with every call answered (no error) by the scripted agent, and compares GOOD on the same
// servers; each scenario that only reads was run once, one that answered an error is written disabled with the error
// and what to fill in; a tool that may write is never run by init and names what it makes with values of its own;
// destructive tools are written disabled with a comment; files in the way stop the write unless --force. Each suite's
// first init runs as a person runs it (a CLI process); the rest run the CLI's main in this process (cli-in-process.ts),
// a Node start and the bundle's load (~0.4 s of CPU) less each: they check what is written and how it runs.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { loadScenarios } from '../../src/scenario/loader.js';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cli, cliProject } from '../helpers/cli-project.js';
import { MEMORY_JS, sharedEverythingUrl, stopAllServers } from '../helpers/mcp-servers.js';

// From source: init's rules change with src/, and dist/ is rebuilt only at release.
process.env.MCP_EVAL_CLI = 'src';
afterAll(stopAllServers);

const MODULES = path.resolve('node_modules');
/** server-filesystem 2026.8.31: annotated tools. */
const FS_NEW = path.join(MODULES, 'server-filesystem-new/dist/index.js');
/** 2025.8.21 as npm installs it today: a newer SDK and zod 4 turn each input schema into an empty one. */
const FS_EMPTY = path.join(MODULES, '@modelcontextprotocol/server-filesystem/dist/index.js');
/** 2025.8.21 with the SDK it was published with: whole input schemas, no annotations. */
const FS_OLD = path.join(MODULES, 'server-filesystem-old/dist/index.js');

/** For record and compare, whose tests assert nothing of the contract: its read on the run's own connection stays, the
 * client on an older protocol version (a second start of each server, ~0.35 s of CPU) is not started. */
const NO_OLD = ['--contract-protocol', 'none'];

const results = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'reports/results.json'), 'utf8')) as RunReport;

/** A project whose mcp.json names server-everything and server-memory (its graph in the project). */
function servers(): string {
  const dir = cliProject({}, { everything: { url: sharedEverythingUrl() } });
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
    expect([init.code, init.stderr]).toEqual([0, '']);
    expect(init.stdout).toBe(
      'everything: 13 tool(s) -> 13 scenario(s): 9 verified, 0 need your arguments, 3 not run (they may change ' +
        'data), 1 disabled (see their comments)\n' +
        'memory: 9 tool(s) -> 10 scenario(s), 1 flow(s): 2 verified, 0 need your arguments, 5 not run (they may ' +
        'change data), 3 disabled (see their comments)\n' +
        'Wrote 23 scenario file(s) under scenarios/: 11 verified, 0 need your arguments.\n' +
        'Next: mcp-eval validate, then mcp-eval record --agent scripted.\n',
    );

    // Its first enum value answers "Error: Operation failed" (is_error false): init tried the next, which works.
    const annotated = readFileSync(path.join(dir, 'scenarios/everything/get-annotated-message.yaml'), 'utf8');
    expect(annotated).toContain(
      '# With messageType "error" it answered an error (Error: Operation failed): init tried another.\n',
    );
    expect(annotated).toContain('      messageType: success\n');

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
    const validate = await cliInProcess(['validate', '--servers', 'mcp.json'], dir);
    expect([validate.code, validate.stdout]).toEqual([0, '23 scenario(s), 2 server(s), 0 problem(s)\n']);
    // record and compare run the long-running operation 0.2 s, not its default 10 s as init did (issue 43: a wait).
    const longRun = path.join(dir, 'scenarios/everything/trigger-long-running-operation.yaml');
    const asWritten = readFileSync(longRun, 'utf8');
    expect(asWritten).toContain('    args: {}\n');
    writeFileSync(longRun, asWritten.replace('    args: {}\n', '    args: { duration: 0.2, steps: 2 }\n'));

    // At the default concurrency: server-memory reads and rewrites its whole file on every call, so its scenarios
    // that write run one at a time (pipeline/server-locks.ts), each on names of its own.
    const flags = ['--servers', 'mcp.json', '--agent', 'scripted', ...NO_OLD];
    expect((await cliInProcess(['record', ...flags], dir)).code).toBe(0);
    const recorded = results(dir).scenarios;
    expect(recorded.map((s) => s.status)).toEqual(Array(19).fill('RECORDED'));
    const failedCalls = recorded.flatMap((s) =>
      s.runs.flatMap((r) => r.trajectory.messages.filter((m) => m.type === 'tool_call' && m.is_error).map(() => s.id)),
    );
    expect(failedCalls).toEqual([]);
    expect(recorded.filter((s) => s.warnings?.length)).toEqual([]);

    expect((await cliInProcess(['compare', ...flags], dir)).code).toBe(0);
    expect(results(dir).scenarios.map((s) => [s.id, s.status])).toEqual(recorded.map((s) => [s.id, 'GOOD']));
  }, 400_000);

  // server-memory: its tools answer at once (init runs each reading one; everything's long-running one takes 10 s).
  const memory = ['init', '--servers', 'mcp.json', '--server', 'memory'];
  /** One project that `init --server memory` wrote into, for the two tests below (the second puts the files back). */
  let initialised: Promise<{ dir: string; code: number | null }> | undefined;
  const memoryInit = () =>
    (initialised ??= (async () => {
      const dir = servers();
      return { dir, code: (await cliInProcess(memory, dir)).code };
    })());

  it('says why a scenario is disabled, and chains a tool that needs a key after the tool that makes it', async () => {
    const { dir, code } = await memoryInit();
    expect(code).toBe(0);
    expect(readdirSync(path.join(dir, 'scenarios'))).toEqual(['memory']);
    const text = (f: string) => readFileSync(path.join(dir, 'scenarios/memory', f), 'utf8');
    expect(text('delete_entities.yaml')).toMatch(
      /^# Disabled: the server marks this tool destructive \(annotations\): a run would change or delete data\.\n/m,
    );
    expect(text('delete_entities.yaml')).toMatch(/^enabled: false$/m);
    expect(text('open_nodes.yaml')).toContain(
      '# It first calls create_entities: open_nodes needs what that one makes or lists.\n',
    );
    // What a scenario makes is named after the scenario (create_entities writes), and open_nodes reads that one: no
    // other scenario touches it, not the one of create_entities, nor delete_entities once enabled.
    expect(text('create_entities.yaml')).toContain('        - name: mcp-eval-create_entities\n');
    expect(text('open_nodes.yaml')).toContain(
      'expected_trajectory:\n  - tool: mcp__memory__create_entities\n    args:\n      entities:\n' +
        '        - name: mcp-eval-open_nodes\n',
    );
    expect(text('open_nodes.yaml')).toContain(
      '  - tool: mcp__memory__open_nodes\n    args:\n      names:\n        - mcp-eval-open_nodes\n',
    );
    expect(text('open_nodes.yaml')).toContain('(names: ["mcp-eval-open_nodes"])');
    expect(text('delete_entities.yaml')).toContain('        - mcp-eval-delete_entities\n');
    // Each name init made up is in one scenario only, a flow's included.
    const files = readdirSync(path.join(dir, 'scenarios/memory'));
    const made = files.flatMap((f) => [...new Set(text(f).match(/mcp-eval-[\w-]+/g))]);
    expect(made.length).toBeGreaterThan(5);
    expect(new Set(made).size).toBe(made.length);
    expect(text('open_nodes.yaml')).toContain(
      '# Not run by init: create_entities may change data (its annotations say it is not read-only).\n',
    );
    expect(text('read_graph.yaml')).toContain(
      '# Verified: init ran it once against the server, and it answered without an error.\n',
    );
    expect(text('flow-create_entities.yaml')).toContain('name: memory flow create_entities > read_graph > ');
  });

  it('writes nothing when a file is in the way, unless --force; --help says what it writes', async () => {
    const { dir, code } = await memoryInit();
    expect(code).toBe(0);
    const graph = path.join(dir, 'scenarios/memory/read_graph.yaml');
    writeFileSync(graph, 'edited by hand\n');
    const again = await cliInProcess(memory, dir);
    expect(again.code).toBe(2);
    expect(again.stderr).toBe(
      'mcp-eval: 10 file(s) exist already: scenarios/memory/create_entities.yaml, ' +
        'scenarios/memory/create_relations.yaml, scenarios/memory/add_observations.yaml, ' +
        'scenarios/memory/delete_entities.yaml, scenarios/memory/delete_observations.yaml and 5 more\n' +
        'hint: nothing was written; mcp-eval init --force overwrites them, or choose another directory\n',
    );
    expect(readFileSync(graph, 'utf8')).toBe('edited by hand\n');
    expect(readdirSync(path.join(dir, 'scenarios'))).toEqual(['memory']);
    expect((await cliInProcess([...memory, '--force'], dir)).code).toBe(0);
    expect(readFileSync(graph, 'utf8')).toContain('name: memory read_graph\n');

    // Read and refused by main in this process: nothing is run.
    const help = await cliInProcess(['init', '--help'], dir);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: mcp-eval init \[options\]\n/);
    expect(help.stdout).toContain('  --force\n      overwrite scenario files that exist (else nothing is written)\n');
    const bad = await cliInProcess(['init', '--serverz', 'x'], dir);
    expect([bad.code, bad.stderr]).toEqual([
      2,
      'mcp-eval: unknown option --serverz (did you mean --server?)\nhint: mcp-eval init --help lists the options\n',
    ]);
    const unknown = await cliInProcess(['init', '--servers', 'mcp.json', '--server', 'nope'], dir);
    expect(unknown.stderr).toMatch(/^mcp-eval: unknown server "nope" \(the server config has: everything, memory\)\n/);
  });
});

/** A project serving files/ with one server-filesystem release, started in that folder (a relative path lands there). */
function filesystem(js: string): string {
  const dir = cliProject({}, { fs: { command: process.execPath, args: [js, '.'], cwd: 'files' } });
  mkdirSync(path.join(dir, 'files'));
  writeFileSync(path.join(dir, 'files/hello.txt'), 'hello\n');
  return dir;
}

/** Every string in a scenario's calls' arguments. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
}

const NEXT = 'Next: mcp-eval validate, then mcp-eval record --agent scripted.\n';
const FILL = '(written disabled: each says the error and what to fill in).\n';

describe('mcp-eval init on server-filesystem: what works, and what needs your arguments', () => {
  it('2026.8.31: paths from its own list_allowed_directories; each verified scenario records and compares GOOD', async () => {
    const dir = filesystem(FS_NEW);
    const init = await cli(['init', '--servers', 'mcp.json'], dir);
    expect(init.stderr).toBe('');
    expect(init.stdout).toBe(
      'fs: 14 tool(s) -> 14 scenario(s): 10 verified, 0 need your arguments, 1 not run (it may change data), ' +
        '3 disabled (see their comments)\n' +
        `Wrote 14 scenario file(s) under scenarios/: 10 verified, 0 need your arguments.\n${NEXT}`,
    );
    // create_directory was not run: nothing was made where the readers look.
    expect(readdirSync(path.join(dir, 'files'))).toEqual(['hello.txt']);
    const text = (f: string) => readFileSync(path.join(dir, 'scenarios/fs', f), 'utf8');
    // The file and the directory the server listed, never a made-up example.txt.
    const files = path.join(dir, 'files');
    expect(text('read_text_file.yaml')).toContain(`      path: ${path.join(files, 'hello.txt')}\n`);
    expect(text('read_text_file.yaml')).toMatch(/^# Its paths come from the server's own list_allowed_directories/m);
    expect(text('list_directory.yaml')).toContain(`      path: ${files}\n`);
    expect(text('create_directory.yaml')).toContain('      path: mcp-eval-create_directory\n');

    const loaded = await loadScenarios('scenarios/**/*.yaml', { cwd: dir });
    const verified = loaded.scenarios.filter((s) => /^# Verified:/m.test(text(`${s.id.slice(3)}.yaml`)));
    expect(verified.map((s) => s.id)).toEqual([
      'fs/directory_tree',
      'fs/get_file_info',
      'fs/list_allowed_directories',
      'fs/list_directory',
      'fs/list_directory_with_sizes',
      'fs/read_file',
      'fs/read_media_file',
      'fs/read_multiple_files',
      'fs/read_text_file',
      'fs/search_files',
    ]);
    // No value a writer makes up is one a reader uses.
    const enabled = loaded.scenarios.filter((s) => s.enabled);
    const made = new Set(strings(enabled.find((s) => s.id === 'fs/create_directory')!.expected_trajectory));
    const read = loaded.scenarios
      .filter((s) => s.id !== 'fs/create_directory')
      .flatMap((s) => strings(s.expected_trajectory));
    expect(read.filter((v) => made.has(v))).toEqual([]);

    const flags = ['--servers', 'mcp.json', '--agent', 'scripted', '--concurrency', '1', ...NO_OLD];
    const record = await cliInProcess(['record', ...flags], dir);
    expect(record.code).toBe(0);
    const recorded = results(dir).scenarios;
    const failedCalls = recorded.flatMap((s) =>
      s.runs.flatMap((r) => r.trajectory.messages.filter((m) => m.type === 'tool_call' && m.is_error).map(() => s.id)),
    );
    expect(failedCalls).toEqual([]);
    // No answer's text is an error either (is_error false does not say it worked).
    const errorTexts = recorded.flatMap((s) =>
      s.runs.flatMap((r) => r.trajectory.messages.flatMap((m) => (m.type === 'tool_call' ? m.content : []))),
    );
    expect(errorTexts.map((b) => b.text ?? '').filter((t) => /ENOENT|EISDIR|^Error/.test(t))).toEqual([]);
    const compare = await cliInProcess(['compare', ...flags], dir);
    expect(compare.code).toBe(0);
    const compared = results(dir).scenarios.map((s) => [s.id, s.status]);
    expect(compared).toEqual(enabled.map((s) => [s.id, 'GOOD']));
    for (const s of verified) expect(compared).toContainEqual([s.id, 'GOOD']);
  }, 240_000);

  it('an answer whose text is an error is no verified one, whatever is_error says (a folder with no file)', async () => {
    const dir = filesystem(FS_NEW);
    rmSync(path.join(dir, 'files/hello.txt'));
    const init = await cliInProcess(['init', '--servers', 'mcp.json'], dir);
    expect(init.stdout).toMatch(/^fs: 14 tool\(s\) -> 14 scenario\(s\): 6 verified, 4 need your arguments, /);
    const text = (f: string) => readFileSync(path.join(dir, 'scenarios/fs', f), 'utf8');
    // server-filesystem answers each file of read_multiple_files in its text, is_error false.
    expect(text('read_multiple_files.yaml')).toContain(
      '# Needs your arguments: init ran it once against the server, and it answered an error:\n' +
        `#   ${path.join(dir, 'files')}: Error - EISDIR: illegal operation on a directory, read\n`,
    );
    expect(text('read_multiple_files.yaml')).toMatch(/^enabled: false$/m);
    expect(text('list_directory.yaml')).toContain('# Verified: init ran it once');
  });

  it('2025.8.21 with empty input schemas: says which tools need arguments, with the error naming them', async () => {
    const dir = filesystem(FS_EMPTY);
    const init = await cliInProcess(['init', '--servers', 'mcp.json'], dir);
    expect(init.stdout).toBe(
      'fs: 14 tool(s) -> 14 scenario(s): 1 verified, 13 need your arguments\n' +
        `Wrote 14 scenario file(s) under scenarios/: 1 verified, 13 need your arguments ${FILL}${NEXT}`,
    );
    const text = (f: string) => readFileSync(path.join(dir, 'scenarios/fs', f), 'utf8');
    expect(text('search_files.yaml')).toContain(
      "# Needs your arguments: the server's input schema names none for this tool, nor does its description.\n" +
        '# init ran it once with none, and it answered an error:\n' +
        '#   Error: Invalid arguments for search_files: ',
    );
    expect(text('search_files.yaml')).toContain(
      '# Fill in path, pattern with what your server has, then delete the line "enabled: false".\n',
    );
    // Its description names two parameters: they are tried, and the error says what else it needs.
    expect(text('read_text_file.yaml')).toContain(
      '# Its arguments (head, tail) come from its description: the input schema names none.\n',
    );
    expect(text('read_text_file.yaml')).toMatch(/^# Fill in path, .*tail \(now "example tail"\)/m);
    expect(text('write_file.yaml')).toContain(
      '# init does not run a tool that may change data to find out what it takes.',
    );
    expect(text('list_allowed_directories.yaml')).toContain('# Verified: init ran it once');
    expect(text('list_allowed_directories.yaml')).not.toContain('enabled: false');
  });

  it('2025.8.21 without annotations: reads and writes told by name; writers not run, their paths their own', async () => {
    const dir = filesystem(FS_OLD);
    const init = await cliInProcess(['init', '--servers', 'mcp.json'], dir);
    expect(init.stdout).toBe(
      'fs: 14 tool(s) -> 14 scenario(s): 9 verified, 1 needs your arguments, 4 not run (they may change data)\n' +
        `Wrote 14 scenario file(s) under scenarios/: 9 verified, 1 needs your arguments ${FILL}${NEXT}`,
    );
    expect(readdirSync(path.join(dir, 'files'))).toEqual(['hello.txt']);
    const text = (f: string) => readFileSync(path.join(dir, 'scenarios/fs', f), 'utf8');
    for (const writer of ['create_directory', 'edit_file', 'move_file', 'write_file'])
      expect(text(`${writer}.yaml`)).toContain(
        `# Not run by init: ${writer} may change data (neither annotations nor its name say it only reads).\n`,
      );
    expect(text('write_file.yaml')).toContain('      path: mcp-eval-write_file\n');
    // No verb in its name, "Get ..." in its description: a reader, so it was run, on the directory the server listed.
    expect(text('directory_tree.yaml')).toContain('# Verified: init ran it once');
    expect(text('directory_tree.yaml')).toContain(`      path: ${path.join(dir, 'files')}\n`);

    // Each scenario init verified records and compares GOOD (the writers it did not run are the user's to check).
    const verified = readdirSync(path.join(dir, 'scenarios/fs'))
      .filter((f) => /^# Verified:/m.test(text(f)))
      .map((f) => `fs/${f.replace(/\.yaml$/, '')}`);
    expect(verified.length).toBe(9);
    const flags = ['--servers', 'mcp.json', '--agent', 'scripted', '--concurrency', '1', ...NO_OLD];
    await cliInProcess(['record', ...flags], dir);
    const recorded = new Map(results(dir).scenarios.map((s) => [s.id, s.status]));
    expect(verified.map((id) => [id, recorded.get(id)])).toEqual(verified.map((id) => [id, 'RECORDED']));
    await cliInProcess(['compare', ...flags], dir);
    const compared = new Map(results(dir).scenarios.map((s) => [s.id, s.status]));
    expect(verified.map((id) => [id, compared.get(id)])).toEqual(verified.map((id) => [id, 'GOOD']));
  }, 240_000);
});
