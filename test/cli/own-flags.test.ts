// A CLI that fits each command (issue 29): each command's help lists its own options and refuses the others by name,
// --version, validate on the repository's own scenarios, and the causes of a comparison under its table.
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseOwnFlags, type OwnCommand } from '../../src/cli/own-flags.js';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cliProject } from '../helpers/cli-project.js';
import { sharedEverythingUrl, stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { ECHO_YAML, SUM_YAML } from '../helpers/pipeline.js';
import { everythingNextUrl } from '../helpers/session-servers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RICH = path.join(ROOT, 'test/fixtures/results/rich.json');

afterAll(stopAllServers);

// Help, --version, refusals, validate and report read files only, and run nothing: main in this process
// (helpers/cli-in-process.ts). test/e2e/cli.test.ts spawns each of them as a person runs it.
/** The options a command's --help lists, in its order. */
async function helpFlags(command: string): Promise<string[]> {
  const res = await cliInProcess([command, '--help'], ROOT);
  expect(res.code).toBe(0);
  return [...res.stdout.matchAll(/^ {2}--([a-z-]+)/gm)].map((m) => m[1]);
}

/** The first line of stderr and the exit code. */
const refusal = async (args: string[], cwd = tempDir()) => {
  const res = await cliInProcess(args, cwd);
  return [res.code, res.stderr.split('\n')[0], res.stderr.split('\n')[1]];
};

describe('each command takes its own options', () => {
  it('--version prints the version; the general help says so', async () => {
    const version = await cliInProcess(['--version'], ROOT);
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect([version.code, version.stdout, version.stderr]).toEqual([0, `mcp-eval ${pkg.version}\n`, '']);
    expect((await cliInProcess(['--help'], ROOT)).stdout).toContain('mcp-eval --version prints the version');
  });

  it("--help lists only the command's options; the commands that run the scenarios share theirs", async () => {
    const [record, compare, run, accept] = await Promise.all(['record', 'compare', 'run', 'accept'].map(helpFlags));
    expect(compare).toEqual(record);
    expect(run).toEqual(record);
    expect(accept).toEqual(record);
    expect(record).toEqual(expect.arrayContaining(['runs', 'servers', 'scenarios', 'fail-on', 'config', 'no-color']));
    expect(await helpFlags('report')).toEqual(['fail-on', 'out', 'config', 'json', 'verbose', 'no-color', 'help']);
    expect(await helpFlags('validate')).toEqual([
      'scenarios',
      'retrieval-suites',
      'servers',
      'name',
      'tag',
      'config',
      'json',
      'verbose',
      'help',
    ]);
    expect(await helpFlags('demo')).toEqual(['out', 'json', 'verbose', 'no-color', 'help']);
    expect(await helpFlags('merge')).toEqual([
      'baseline-store',
      'baseline-key',
      'baseline-branch',
      'baseline-dir',
      'history-size',
      'history-write',
      'fail-on',
      'fail-on-suspicious',
      'out',
      'config',
      'json',
      'verbose',
      'no-color',
      'help',
    ]);
  });

  it('a flag the command does not take is refused (exit 2), naming the flag and the commands that take it', async () => {
    const cwd = tempDir();
    expect(await refusal(['report', '--runs', '3', 'x.json'], cwd)).toEqual([
      2,
      'mcp-eval: option --runs does not apply to report (it is an option of record, compare, run, accept, ab)',
      'hint: mcp-eval report --help lists the options',
    ]);
    expect(readdirSync(cwd)).toEqual([]);
    expect((await refusal(['report', '--shard', '1/2', 'x.json']))[1]).toBe(
      'mcp-eval: option --shard does not apply to report (it is an option of record, compare, run, accept, ab)',
    );
    expect((await refusal(['validate', '--fail-on', 'never']))[1]).toBe(
      'mcp-eval: option --fail-on does not apply to validate (it is an option of record, compare, run, accept, ab, ' +
        'contract, report, merge)',
    );
    expect((await refusal(['demo', '--servers', 'mcp.json']))[1]).toMatch(
      /^mcp-eval: option --servers does not apply to demo \(it is an option of record, compare, run, accept, ab, contract, validate\)$/,
    );
    expect(await refusal(['compare', '--comment', 'false'])).toEqual([
      2,
      'mcp-eval: option --comment is an input of the action; the CLI has no such option',
      'hint: mcp-eval compare --help lists the options',
    ]);
    expect((await refusal(['merge', '--runs=2', 'a.json']))[0]).toBe(2);
  });

  it("a config file shared by the commands: each takes its own options from it and leaves the others'", async () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, 'mcp-eval.yaml'), 'servers: mcp.json\nruns: 3\nout: out-dir\n');
    const res = await cliInProcess(['report', RICH, '--config', 'mcp-eval.yaml'], cwd);
    expect(res.stderr).toBe('');
    expect(existsSync(path.join(cwd, 'out-dir/report.html'))).toBe(true);
  });
});

describe('own flags of init and import', () => {
  it('a repeatable flag is a list whether given or not: its default split like a value', () => {
    const cmd: OwnCommand = {
      name: 'x',
      args: '',
      summary: '',
      notes: [],
      flags: { type: { type: 'string', multiple: true, value: '<t>', help: 'types', default: 'a,b' } },
    };
    expect(parseOwnFlags(cmd, [])?.values.type).toEqual(['a', 'b']);
    expect(parseOwnFlags(cmd, ['--type', 'x', '--type', 'y,z'])?.values.type).toEqual(['x', 'y', 'z']);
  });
});

describe("validate on the repository's own scenarios", () => {
  const files = readdirSync(path.join(ROOT, 'scenarios'), { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.yaml'),
  );
  /** The files that name server-everything (the examples of examples/mcp.json), as validate lists them. */
  const everything = files
    .filter((f) => /^servers: \[everything\]$/m.test(readFileSync(path.join(ROOT, 'scenarios', f), 'utf8')))
    .map((f) => `scenarios/${f}`);

  it('passes as cloned: a server named by a scenario and not configured is a note, not a problem', async () => {
    expect(everything.length).toBeGreaterThan(0);
    const res = await cliInProcess(['validate'], ROOT);
    expect(res.stdout).toBe(
      `${files.length} scenario(s), 1 server(s), 0 problem(s); ${everything.length} of them name a server the ` +
        'default configuration lacks (notes)\n',
    );
    expect(res.stderr).toMatch(/^note: server "everything" is not in the default server configuration \(mcpproxy\)/);
    for (const f of everything) expect(res.stderr).toContain(f);
    expect(res.code).toBe(0);
  });

  it('honours --tag and --name, and checks the servers against the configuration given', async () => {
    const demo = await cliInProcess(['validate', '--tag', 'demo', '--servers', 'examples/mcp.json'], ROOT);
    expect([demo.code, demo.stderr]).toEqual([0, '']);
    expect(demo.stdout).toBe(`${everything.length} of ${files.length} scenario(s), 1 server(s), 0 problem(s)\n`);
    const named = await cliInProcess(['validate', '--name', 'quarantined', '--json'], ROOT);
    expect(JSON.parse(named.stdout)).toEqual({
      scenarios: ['mcpproxy/quarantine/inspect-quarantined', 'mcpproxy/quarantine/list-quarantined'],
      retrieval_suites: [],
      problems: [],
      notes: [],
    });
    // Asked to check the MCPProxy suite against server-everything's configuration: each is a problem.
    const wrong = await cliInProcess(['validate', '--tag', 'mcpproxy', '--servers', 'examples/mcp.json'], ROOT);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(
      'scenarios/mcpproxy/upstream/call-tool-read.yaml: servers: unknown server "mcpproxy" ' +
        '(examples/mcp.json has everything)\n',
    );
  });

  it('checks retrieval suites as a run loads them: the files they name, their fields, their server', async () => {
    const cwd = cliProject({ 'echo.yaml': ECHO_YAML }, { everything: { command: 'true' } });
    cpSync(path.join(ROOT, 'test/fixtures/retrieval'), path.join(cwd, 'retrieval'), { recursive: true });
    const suites = ['--retrieval-suites', 'retrieval/*.yaml', '--servers', 'mcp.json'];
    // The fixture's suite searches server "notes", which this configuration lacks.
    const unknown = await cliInProcess(['validate', ...suites], cwd);
    expect(unknown.stderr).toBe('retrieval/suite.yaml: servers: unknown server "notes" (mcp.json has everything)\n');
    expect(unknown.stdout).toBe('1 scenario(s), 1 retrieval suite(s), 1 server(s), 1 problem(s)\n');
    expect(unknown.code).toBe(1);
    writeFileSync(
      path.join(cwd, 'mcp.json'),
      JSON.stringify({ mcpServers: { everything: { command: 'true' }, notes: { command: 'true' } } }),
    );
    const ok = await cliInProcess(['validate', ...suites, '--json'], cwd);
    expect(JSON.parse(ok.stdout)).toEqual({
      scenarios: ['echo'],
      retrieval_suites: ['retrieval/suite.yaml'],
      problems: [],
      notes: [],
    });
    expect(ok.code).toBe(0);
    // A wrong field is named with its place; the other suite is still checked. Then a golden set that is not there.
    const bad = path.join(cwd, 'retrieval/bad.yaml');
    writeFileSync(bad, 'name: bad\nserver: notes\ncorpus: corpus.tools.json\nqueries: missing.json\nk: [0]\n');
    const field = await cliInProcess(['validate', ...suites], cwd);
    expect([field.code, field.stderr]).toEqual([1, 'retrieval/bad.yaml:5:5: k[0]: must be at least 1, received 0\n']);
    expect(field.stdout).toBe('1 scenario(s), 1 retrieval suite(s), 2 server(s), 1 problem(s)\n');
    writeFileSync(bad, 'name: bad\nserver: notes\ncorpus: corpus.tools.json\nqueries: missing.json\n');
    const file = await cliInProcess(['validate', ...suites], cwd);
    expect(file.code).toBe(1);
    expect(file.stderr).toMatch(/^retrieval\/missing\.json: cannot read: ENOENT/);
    const none = await cliInProcess(['validate', '--retrieval-suites', 'nowhere/*.yaml', '--servers', 'mcp.json'], cwd);
    expect([none.code, none.stderr]).toEqual([1, 'nowhere/*.yaml: no retrieval suite files match this pattern\n']);
  });

  it('finds the config files the MCPProxy scenarios name from any working directory', async () => {
    const glob = path.join(ROOT, 'scenarios/mcpproxy/**/*.yaml');
    const res = await cliInProcess(['validate', '--scenarios', glob], tempDir());
    expect([res.code, res.stderr]).toEqual([0, '']);
    expect(res.stdout).toMatch(/^\d+ scenario\(s\), 1 server\(s\), 0 problem\(s\)\n$/);
  });
});

describe('compare and run say why under the table', () => {
  // What they say is the test: main in this process (helpers/cli-in-process.ts), recorded on server-everything over
  // streamable HTTP; the upgrade is the example's server, over streamable HTTP too (everything-next-server.mjs).
  it('the rename the upgrade made, and its fix, between the table and the report path', async () => {
    const cwd = cliProject(
      { 'sum.yaml': SUM_YAML, 'echo.yaml': ECHO_YAML },
      { everything: { url: sharedEverythingUrl() } },
    );
    writeFileSync(
      path.join(cwd, 'next.json'),
      JSON.stringify({ mcpServers: { everything: { url: await everythingNextUrl() } } }),
    );
    expect((await cliInProcess(['record', '--servers', 'mcp.json'], cwd)).code).toBe(0);
    for (const command of ['compare', 'run']) {
      const res = await cliInProcess([command, '--servers', 'next.json'], cwd);
      expect(res.code, res.stderr).toBe(1);
      // The verdict first, then the scenario's cause with its fix (the contract's own follow it).
      expect(res.stdout).toMatch(
        /^BROKEN: [^\n]*scenarios 1 BROKEN, 1 GOOD\nthe check fails: fail-on broken \(1 scenario\)/,
      );
      expect(res.stdout).toMatch(
        new RegExp(
          '\\n\\nCaught: `get-sum` was probably renamed to `add` on server `everything` \\(confidence [\\d.]+\\): ' +
            'breaks Sum \\(BROKEN\\)\\n' +
            '    call 2 mcp__everything__get-sum now fails: unknown tool "get-sum"[^\\n]*\\n' +
            '    fix: call `add` instead of `get-sum`\\n',
        ),
      );
    }
    // Nothing broke, nothing to say.
    const good = await cliInProcess(['compare', '--servers', 'mcp.json'], cwd);
    expect(good.stdout).not.toContain('Caught:');
  });
});
