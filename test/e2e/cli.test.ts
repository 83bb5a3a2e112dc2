// The CLI spawned as a process, as a person runs it: each command, each exit code.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { settingsSchema } from '../../src/settings/settings.js';
import type { RunReport } from '../../src/results/index.js';
import {
  byTurn,
  endTurn,
  plansInTurn,
  startAnthropicEmulator,
  toolUse,
  type MessageReply,
} from '../emulators/anthropic.js';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cli, cliProject, type CliResult } from '../helpers/cli-project.js';
import { sharedEverythingUrl, stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { ECHO_YAML } from '../helpers/pipeline.js';
import { everythingNextUrl } from '../helpers/session-servers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'bin/mcp-eval.js');

afterAll(stopAllServers);

/**
 * A temp project of these scenarios, with the run's shared server-everything over streamable HTTP as `everything` in
 * mcp.json: the CLI is the subject, not the server's process nor its transport.
 */
const project = (scenarios: Record<string, string>): string =>
  cliProject(scenarios, { everything: { url: sharedEverythingUrl() } });

/** For the runs whose test asserts nothing of the contract: its read on the run's own connection stays, the client on
 * an older protocol version (a second start of each server, ~0.35 s of CPU a run) is not started. */
const NO_OLD = ['--contract-protocol', 'none'];

const SUM =
  'name: Sum\nuser_intent: Add\nexpected_trajectory:\n  - tool: mcp__everything__get-sum\n    args: { a: 2, b: 3 }\n';

describe('mcp-eval CLI', () => {
  it('prints help and exits 0; an unknown command or flag is a usage error (2) with a hint', async () => {
    // A command line read and refused: main in this process (helpers/cli-in-process.ts). The process's own exit codes
    // are the spawned runs': 0 (`--help` in test/cli/help.test.ts, and record below), 2 (the missing key at the end).
    const help = await cliInProcess(['--help'], ROOT);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Commands:\n {2}record/);
    const sub = await cliInProcess(['compare', '--help'], ROOT);
    expect(sub.code).toBe(0);
    // Allowed values, then the schema's description and default.
    expect(sub.stdout).toContain(
      '  --fail-on broken|degraded|acceptable|flaky|never\n      fail at this band or worse (flaky: as broken, and on a flaky ' +
        'scenario); ERROR fails unless never (default broken)\n',
    );
    expect(sub.stdout).toContain('  --baseline-store dir|cache|branch\n');
    expect(sub.stdout).toContain('  --max-turns <n 1..100>\n');
    expect(sub.stdout).toContain('  --no-color\n      no colours in the table (also off when NO_COLOR is set');
    const bad = await cliInProcess(['frobnicate'], ROOT);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      'mcp-eval: unknown command "frobnicate" (commands: record, compare, run, accept, ab, contract, report, merge, validate, demo, init, import)\nhint: mcp-eval --help lists the options\n',
    );
    // A name every object has is no command either.
    const inherited = await cliInProcess(['toString'], ROOT);
    expect(inherited.code).toBe(2);
    expect(inherited.stderr).toMatch(/^mcp-eval: unknown command "toString" \(commands: /);
    const flag = await cliInProcess(['compare', '--fail-onn', 'x'], ROOT);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toBe(
      'mcp-eval: unknown option --fail-onn (did you mean --fail-on?)\nhint: mcp-eval compare --help lists the options\n',
    );
    const far = await cliInProcess(['compare', '--frobnicate'], ROOT);
    expect(far.stderr).toBe('mcp-eval: unknown option --frobnicate\nhint: mcp-eval compare --help lists the options\n');
    const missingValue = await cliInProcess(['compare', '--fail-on'], ROOT);
    expect(missingValue.code).toBe(2);
    expect(missingValue.stderr).toMatch(/^mcp-eval: option --fail-on needs a value\n/);
    const value = await cliInProcess(['compare', '--fail-on', 'sometimes'], ROOT);
    expect(value.code).toBe(2);
    expect(value.stderr).toMatch(/^mcp-eval: invalid setting fail-on: /);
    // Spawned: with no key in its environment (this process's may hold one).
    const claude = await cli(['compare', '--agent', 'claude'], ROOT);
    expect(claude.code).toBe(2);
    expect(claude.stderr).toMatch(/agent claude needs an Anthropic API key/);
  });

  it('--help renders every option from the settings schema: its description, and no --mode', async () => {
    const help = (await cliInProcess(['run', '--help'], ROOT)).stdout;
    // accept's scenarios are its arguments: `mcp-eval accept <name or id>...`; side B is mcp-eval ab's.
    const hidden = ['mode', 'accept', 'comment', 'githubToken', 'artifactName'];
    hidden.push('serversB', 'abBase', 'abHead', 'abVariable', 'abPortVariable');
    for (const [key, field] of Object.entries(settingsSchema.shape)) {
      if (hidden.includes(key)) continue;
      const flag = key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
      expect(field.description, key).toBeTruthy();
      expect(help, flag).toMatch(
        new RegExp(`\\n  --${flag} [^\\n]+\\n      ${field.description!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
    }
    expect(help).not.toMatch(/--mode\b/);
  });

  it('refuses --mode (the command sets it), stray arguments, and mode in a config file', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML });
    for (const command of ['record', 'compare', 'run']) {
      const res = await cliInProcess([command, '--mode', 'record', '--servers', 'mcp.json'], cwd);
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(
        /^mcp-eval: --mode is set by the command: use mcp-eval record, compare, run \(mode auto\) or accept instead\n/,
      );
    }
    expect(existsSync(path.join(cwd, 'baselines'))).toBe(false);
    const stray = await cliInProcess(['compare', 'scenarios/echo.yaml'], cwd);
    expect(stray.code).toBe(2);
    expect(stray.stderr).toMatch(/^mcp-eval: unexpected argument "scenarios\/echo.yaml"\n/);
    writeFileSync(path.join(cwd, 'moded.yaml'), 'mode: record\n');
    const config = await cliInProcess(['compare', '--config', 'moded.yaml'], cwd);
    expect(config.code).toBe(2);
    expect(config.stderr).toMatch(/^mcp-eval: config file moded.yaml: mode is set by the command/);
    // accept takes the scenarios to accept as arguments, and only there.
    const none = await cliInProcess(['accept', '--servers', 'mcp.json'], cwd);
    expect([none.code, none.stderr.split('\n')[0]]).toEqual([
      2,
      'mcp-eval: accept needs the scenarios to accept: mcp-eval accept <name or id>...',
    ]);
    writeFileSync(path.join(cwd, 'accepting.yaml'), 'accept: [echo]\n');
    const accepting = await cliInProcess(['accept', 'echo', '--config', 'accepting.yaml'], cwd);
    expect(accepting.stderr).toMatch(/^mcp-eval: config file accepting.yaml: accept takes its scenarios as arguments/);
  });

  it('a --scenarios glob that matches nothing is a usage error (2) with a hint, and writes nothing', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML });
    for (const command of ['compare', 'run', 'validate']) {
      const res = await cliInProcess([command, '--scenarios', 'scenario/*.yaml', '--servers', 'mcp.json'], cwd);
      expect(res.code).toBe(2);
      expect(res.stderr).toBe(
        'mcp-eval: no scenario files match scenario/*.yaml\nhint: --scenarios takes a glob of YAML files relative to the current directory (default scenarios/**/*.yaml); mcp-eval demo runs the examples\n',
      );
    }
    expect(existsSync(path.join(cwd, 'reports'))).toBe(false);
    // Files that match but are all broken are not a usage error: they run, and report.
    writeFileSync(path.join(cwd, 'scenarios', 'bad.yaml'), 'name: Bad\n');
    const bad = await cliInProcess(
      ['compare', '--scenarios', 'scenarios/bad.yaml', '--servers', 'mcp.json', ...NO_OLD],
      cwd,
    );
    expect(bad.code).toBe(1);
  });

  it('--verbose logs the steps and adds the stack to an error; without it an error is two lines; report regenerates identical reports', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML });
    const quiet = await cliInProcess(['run', '--servers', 'missing.json'], cwd);
    const loud = await cliInProcess(['run', '--servers', 'missing.json', '--verbose'], cwd);
    expect(quiet.code).toBe(loud.code);
    expect(quiet.stderr.trimEnd().split('\n')).toHaveLength(2);
    expect(quiet.stderr).toMatch(/^mcp-eval: .*missing\.json/);
    expect(quiet.stderr).not.toMatch(/\n\s+at /);
    expect(loud.stderr.startsWith(quiet.stderr)).toBe(true);
    expect(loud.stderr).toMatch(/\n\s+at .*\(/);
    const run = await cliInProcess(['run', '--servers', 'mcp.json', '--verbose', ...NO_OLD], cwd);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^1 scenario\(s\) from scenarios\/\*\*\/\*\.yaml/m);
    const compared = await cliInProcess(['run', '--servers', 'mcp.json', ...NO_OLD], cwd);
    expect(compared.stderr).toBe('');
    expect(compared.code).toBe(0);

    // report regenerates identical reports from that compare's results.json (spawned: the command as a person runs it).
    const files = ['report.html', 'summary.md', 'junit.xml'];
    const before = files.map((f) => readFileSync(path.join(cwd, 'reports', f), 'utf8'));
    const again = await cli(['report', 'reports/results.json', '--out', 'regenerated'], cwd);
    expect(again.code).toBe(0);
    expect(files.map((f) => readFileSync(path.join(cwd, 'regenerated', f), 'utf8'))).toEqual(before);
  });

  it('record, compare (exit 0), then compare against a changed server fails the policy (exit 1)', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML, 'sum.yaml': SUM });
    const rec = await cli(['record', '--servers', 'mcp.json', ...NO_OLD], cwd);
    expect(rec.stderr).toBe('');
    expect(rec.code).toBe(0);
    expect(rec.stdout).toMatch(/RECORDED/);
    expect(readdirSync(path.join(cwd, 'baselines')).sort()).toEqual(['.contract', 'echo.json', 'sum.json']);

    const cmp = await cli(['compare', '--servers', 'mcp.json', ...NO_OLD], cwd);
    expect(cmp.code).toBe(0);
    // Not on a terminal (a pipe): no progress (stderr above), no colour.
    expect(cmp.stdout).not.toContain('\x1b[');
    expect(cmp.stdout).toMatch(/^GOOD: 2 scenarios\nthe check passes \(fail-on broken\)\n/);
    expect(cmp.stdout).toContain('Passed: 2 GOOD (--verbose lists them)');
    expect(cmp.stdout).toContain(`Report: ${path.join(cwd, 'reports/report.html')}`);
    expect(readdirSync(path.join(cwd, 'reports')).sort()).toEqual([
      'junit.xml',
      'report.html',
      'results.json',
      'summary.md',
      'traces.json',
    ]);

    // The server now lacks get-sum: replaying the baseline's calls breaks that scenario.
    writeFileSync(
      path.join(cwd, 'changed.json'),
      JSON.stringify({
        mcpServers: {
          everything: {
            command: process.execPath,
            args: [path.join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js')],
            env: { MEMORY_FILE_PATH: path.join(cwd, 'mem.jsonl') },
          },
        },
      }),
    );
    const replay = ['--agent', 'replay', ...NO_OLD];
    const broken = await cliInProcess(['compare', '--servers', 'changed.json', ...replay, '--json'], cwd);
    expect(broken.code).toBe(1);
    const out = JSON.parse(broken.stdout);
    expect(out.status).toBe('BROKEN');
    expect(out.scenarios.map((s: { id: string; status: string }) => s.status)).toEqual(['BROKEN', 'BROKEN']);
    // fail-on never: the same result passes.
    const lenient = await cliInProcess(['compare', '--servers', 'changed.json', ...replay, '--fail-on', 'never'], cwd);
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).toMatch(/^BROKEN: [^\n]*\nthe check passes \(fail-on never\)\n/);
    expect(lenient.stdout).not.toMatch(/check fails/);
  });

  it('the terminal says what the comment says: header, names and files, missed criteria, findings, causes, hints', async () => {
    // server-filesystem 2025.8.21 as npm installs it today lists input schemas without "type": a server finding.
    const fsServer = path.join(ROOT, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js');
    const greet =
      'name: Echo a greeting\nuser_intent: Echo hello\nexpected_trajectory:\n  - tool: mcp__everything__echo\n' +
      '    args: { message: hello }\nsuccess_criteria:\n  - contains: "hello"\n  - contains: "goodbye"\n';
    const dirs =
      'name: Allowed directories\nuser_intent: Which directories?\nservers: [fs]\nexpected_trajectory:\n' +
      '  - tool: mcp__fs__list_allowed_directories\n    args: {}\n';
    const cwd = cliProject(
      { 'greet/echo.yaml': greet, 'sum.yaml': SUM, 'dirs.yaml': dirs },
      {
        everything: { url: sharedEverythingUrl() },
        fs: { command: process.execPath, args: [fsServer, '.'] },
      },
    );
    const next = JSON.parse(readFileSync(path.join(cwd, 'mcp.json'), 'utf8'));
    next.mcpServers.everything = { url: await everythingNextUrl() };
    writeFileSync(path.join(cwd, 'next.json'), JSON.stringify(next));

    // The contract below is read on the runs' own connections; nothing here is of an older client's view (NO_OLD: a
    // second start of server-filesystem a run less).
    // A scenario with no baseline: the error's hint names what the CLI takes, and it works as said.
    const none = await cliInProcess(['compare', '--servers', 'mcp.json', '--name', 'Sum', ...NO_OLD], cwd);
    expect(none.code).toBe(1);
    expect(none.stdout).toContain('record one first (mcp-eval record, or the action with mode: record; mcp-eval run');
    expect((await cliInProcess(['run', '--servers', 'mcp.json', ...NO_OLD], cwd)).code).toBe(0);

    const res = await cliInProcess(['compare', '--servers', 'next.json', '--verbose', ...NO_OLD], cwd);
    expect(res.code).toBe(1);
    // The verdict leads, naming what failed and which setting decided; then the causes, then (--verbose: every)
    // scenario, then the contract (docs/reports.md).
    expect(res.stdout).toMatch(
      /^BROKEN: the contract \(\d+ breaking changes?\); scenarios 1 BROKEN, 2 GOOD\nthe check fails: fail-on broken \(1 scenario\); fail-on-contract breaking \(\d+ breaking changes?\)\n\nCaught: /,
    );
    const all = res.stdout.split('\n');
    const lines = all.slice(all.findIndex((l) => l.startsWith('Status ')));
    expect(lines.slice(0, 4)).toEqual([
      'Status        Score  Scenario             File                       Calls     First divergence',
      '✅ GOOD        1.00  Allowed directories  scenarios/dirs.yaml        1 -> 1',
      '✅ GOOD        1.00  Echo a greeting      scenarios/greet/echo.yaml  1 -> 1    ' +
        'success criterion not met: contains "goodbye"',
      expect.stringMatching(
        /^🔴 BROKEN {6}0\.00 {2}Sum {18}scenarios\/sum\.yaml {9}1 -> 1 {4}call 1 mcp__everything__get-sum /,
      ),
    ]);
    expect(res.stdout).toContain('\n  server finding: fs: tools[0].inputSchema: no "type" (and 12 more tools)\n');
    expect(all.indexOf('Contract: ')).toBe(-1);
    expect(all.findIndex((l) => l.startsWith('Contract: '))).toBeGreaterThan(
      all.findIndex((l) => l.startsWith('Status ')),
    );
    expect(res.stdout).toMatch(
      /\nCaught: `get-sum` was probably renamed to `add` on server `everything` \(confidence [\d.]+\): breaks Sum \(BROKEN\)\n/,
    );
    // summary.md says the same: the missed criterion in its row, the finding.
    const summary = readFileSync(path.join(cwd, 'reports/summary.md'), 'utf8');
    expect(summary).toContain(
      '| ✅ GOOD | Echo a greeting | 1.00 | 1 -> 1 | success criterion not met: contains "goodbye" |',
    );
    expect(summary).toContain(
      '🔎 **1 server finding(s):** fs: tools\\[0\\].inputSchema: no "type" \\(and 12 more tools\\)',
    );
  });

  it('--shard k/n runs a part and exits 0 on its scenarios; merge judges the suite; a missing shard is named', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML, 'sum.yaml': SUM, 'again.yaml': ECHO_YAML.replace('Echo', 'Again') });
    const bad = ['5/4', '0/4', 'two/4', '1/0'];
    const refused = await Promise.all(
      bad.map((b) => cliInProcess(['compare', '--servers', 'mcp.json', '--shard', b], cwd)),
    );
    for (const [i, res] of refused.entries()) {
      expect(res.code, bad[i]).toBe(2);
      expect(res.stderr).toMatch(
        new RegExp(`^mcp-eval: invalid setting shard: "${bad[i]}": [^\\n]+\\nhint: in a matrix`),
      );
    }
    expect((await cliInProcess(['record', '--servers', 'mcp.json'], cwd)).code).toBe(0);
    // get-sum renamed: the Sum scenario breaks, in whichever shard it falls.
    writeFileSync(
      path.join(cwd, 'next.json'),
      JSON.stringify({ mcpServers: { everything: { url: await everythingNextUrl() } } }),
    );
    // As a matrix runs them, each its part (in this process, one after the other; compare is spawned above).
    const shards = await Promise.all(
      [1, 2].map((k) =>
        cliInProcess(['compare', '--servers', 'next.json', '--shard', `${k}/2`, '--out', `s${k}`], cwd),
      ),
    );
    const ids: string[] = [];
    for (const [i, shard] of shards.entries()) {
      expect(shard.code, shard.stdout).toBe(0);
      expect(shard.stdout).toMatch(new RegExp(`Shard ${i + 1}/2: \\d of 3 scenario\\(s\\); mcp-eval merge`));
      const written = JSON.parse(readFileSync(path.join(cwd, `s${i + 1}/results.json`), 'utf8')) as RunReport;
      ids.push(...written.scenarios.map((s) => s.id));
      const html = readFileSync(path.join(cwd, `s${i + 1}/report.html`), 'utf8');
      expect(html).toMatch(new RegExp(`Shard ${i + 1}/2: \\d of 3 scenarios\\.`));
      expect(html).toContain('the merge job gives the check');
    }
    expect(ids.sort()).toEqual(['again', 'echo', 'sum']);
    // Split by the baselines' durations, the three go to shards 1 to 3: shard 4 has nothing to run, and passes.
    const empty = await cliInProcess(['compare', '--servers', 'next.json', '--shard', '4/4', '--out', 's4'], cwd);
    expect(empty.code, empty.stdout).toBe(0);
    expect(empty.stdout).toMatch(/^GOOD\nthe merge job gives the check\n/);
    expect(empty.stdout).toContain("Shard 4/4: 0 of 3 scenario(s); mcp-eval merge of every shard's results.json");

    const merged = await cli(['merge', 's2/results.json', 's1/results.json', '--out', 'merged', '--json'], cwd);
    expect(merged.code, merged.stderr).toBe(1);
    const out = JSON.parse(merged.stdout);
    expect(out).toMatchObject({ status: 'BROKEN', failed: true, problems: [] });
    expect(out.scenarios.map((s: { id: string; status: string }) => [s.id, s.status])).toEqual([
      ['again', 'GOOD'],
      ['echo', 'GOOD'],
      ['sum', 'BROKEN'],
    ]);
    expect(readFileSync(path.join(cwd, 'merged/summary.md'), 'utf8')).toContain('🧩 Merged from 2 shards.');
    expect(readFileSync(path.join(cwd, 'merged/report.html'), 'utf8')).toContain('Merged from 2 shards.');
    // The JUnit file is the suite's too: every scenario once, the broken one failing.
    const junit = readFileSync(path.join(cwd, 'merged/junit.xml'), 'utf8');
    // Every scenario once, and the servers' contract (shard 1 checked it).
    expect(junit.match(/<testcase /g)).toHaveLength(4);
    expect(junit).toContain('<testcase name="contract: everything" classname="contract"');
    expect(junit).toMatch(/<testcase [^>]*name="Sum[^"]*"[^>]*>\s*<failure/);
    const json = JSON.parse(readFileSync(path.join(cwd, 'merged/results.json'), 'utf8')) as RunReport;
    expect(json.causes?.map((c) => [c.kind, c.tool, c.rename?.to, c.scenarios.map((x) => x.id)])).toEqual([
      ['tool_renamed', 'get-sum', 'add', ['sum']],
    ]);

    const partial = await cliInProcess(['merge', 's1/results.json', '--out', 'partial'], cwd);
    expect(partial.code).toBe(1);
    expect(partial.stdout).toContain('! shard 2/2 is missing: no results.json of shard 2/2 among the files given');
    expect(readFileSync(path.join(cwd, 'partial/report.html'), 'utf8')).toContain(
      'Merged from 2 shards; missing: 2/2.',
    );
    // A corrupt file loses nothing else: it is named, and the shard it would have been is missing.
    writeFileSync(path.join(cwd, 'cut.json'), '{"schema_version": 1, "scen');
    const corrupt = await cliInProcess(['merge', 's1/results.json', 'cut.json', '--out', 'corrupt', '--json'], cwd);
    expect(corrupt.code, corrupt.stderr).toBe(1);
    expect(JSON.parse(corrupt.stdout).problems).toEqual([
      expect.stringMatching(/^not merged: cut\.json: not valid JSON \(.+\); the file is corrupt or truncated$/),
      'shard 2/2 is missing: no results.json of shard 2/2 among the files given',
    ]);
    const whole = await cliInProcess(['merge', 's1/results.json', 'reports/results.json'], cwd);
    expect(whole.stderr).toMatch(/^mcp-eval: reports\/results\.json is not a shard's results/);
    expect(whole.code).toBe(2);
    expect((await cliInProcess(['merge'], cwd)).code).toBe(2);
    // A shard's problem may quote a server: the merge's log keeps it on one line, where no workflow command starts.
    const hostile = JSON.parse(readFileSync(path.join(cwd, 's2/results.json'), 'utf8')) as RunReport;
    hostile.problems = ['server said:\n::error::injected'];
    writeFileSync(path.join(cwd, 's2/hostile.json'), JSON.stringify(hostile));
    const logged = await cliInProcess(['merge', 's1/results.json', 's2/hostile.json', '--out', 'h', '--verbose'], cwd);
    expect(logged.stderr).toContain('server said:\\n::error::injected');
    expect(logged.stderr).not.toMatch(/^::error::injected/m);
  });

  it('ab --shard k/n: each shard runs its part on both sides; merge judges the suite as A/B, saving no baseline', async () => {
    const cwd = project({
      'echo.yaml': ECHO_YAML,
      'sum.yaml': SUM,
      'again.yaml': ECHO_YAML.replace('Echo', 'Again'),
    });
    writeFileSync(
      path.join(cwd, 'next.json'),
      JSON.stringify({ mcpServers: { everything: { url: await everythingNextUrl() } } }),
    );
    const sides = ['--servers', 'mcp.json', '--servers-b', 'next.json', '--ab-base', 'base1', '--ab-head', 'head2'];
    const shards = await Promise.all(
      [1, 2].map((k) => cliInProcess(['ab', ...sides, '--shard', `${k}/2`, '--out', `s${k}`], cwd)),
    );
    const ids: string[] = [];
    for (const [i, shard] of shards.entries()) {
      expect(shard.code, shard.stdout + shard.stderr).toBe(0);
      const out = JSON.parse(readFileSync(path.join(cwd, `s${i + 1}/results.json`), 'utf8')) as RunReport;
      expect(out).toMatchObject({ mode: 'ab', ab: { base: 'base1', head: 'head2' }, shard: { by: 'hash' } });
      ids.push(...out.scenarios.map((s) => s.id));
    }
    // No baseline here, so the split is by the hash of the ids: every scenario in exactly one shard.
    expect(ids.sort()).toEqual(['again', 'echo', 'sum']);
    const merged = await cliInProcess(['merge', 's1/results.json', 's2/results.json', '--out', 'merged'], cwd);
    expect(merged.code, merged.stdout + merged.stderr).toBe(1);
    const out = JSON.parse(readFileSync(path.join(cwd, 'merged/results.json'), 'utf8')) as RunReport;
    expect(out).toMatchObject({ mode: 'ab', ab: { base: 'base1', head: 'head2' }, status: 'BROKEN', problems: [] });
    expect(out.scenarios.map((s) => [s.id, s.status, s.baseline?.source])).toEqual([
      ['again', 'GOOD', 'A: base base1'],
      ['echo', 'GOOD', 'A: base base1'],
      ['sum', 'BROKEN', 'A: base base1'],
    ]);
    expect(out.causes?.map((c) => [c.kind, c.tool, c.rename?.to])).toEqual([['tool_renamed', 'get-sum', 'add']]);
    expect(readFileSync(path.join(cwd, 'merged/summary.md'), 'utf8')).toContain('🆚 A/B: base base1 vs head head2');
    // Side A's runs are never a baseline unless asked.
    expect(existsSync(path.join(cwd, 'baselines'))).toBe(false);
  });

  it('shows progress and a coloured table on a terminal (quiet when not on one: see record, compare above)', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML });
    // script(1) gives the CLI a pseudo-terminal, as a person's shell would.
    const command = `${process.execPath} ${BIN} run --servers mcp.json ${NO_OLD.join(' ')}`;
    const terminal = (cmd: string, env: NodeJS.ProcessEnv = {}) =>
      new Promise<string>((resolve) =>
        execFile(
          'script',
          ['-qfec', cmd, '/dev/null'],
          { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } },
          (_e, out) => resolve(out),
        ),
      );
    const tty = await terminal(command);
    expect(tty).toMatch(/\[1\/1\] echo: connecting to servers \(\d+\.\ds\)/);
    expect(tty).toMatch(/\[1\/1\] echo: scripted agent running/);
    // The verdict sentence, coloured by the run's status (the rows that passed fold into a count).
    expect(tty).toContain('\x1b[34mRECORDED: 1 scenario');
    // --no-color and NO_COLOR: the same table without colour codes (progress still shown).
    for (const plain of [await terminal(`${command} --no-color`), await terminal(command, { NO_COLOR: '1' })]) {
      expect(plain).toMatch(/\[1\/1\] echo: /);
      expect(plain).toMatch(/GOOD: 1 scenario\r?\n/);
      // eslint-disable-next-line no-control-regex -- the escape of an ANSI colour is what must be absent
      expect(plain).not.toMatch(/\x1b\[3\dm/);
    }
    // Piped, it stays quiet: the spawned record and compare of the test above (empty stderr, no colour).
  });

  it('validate lists problems with file:line:col and exits 1; clean files exit 0', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML, 'bad.yaml': 'name: Bad\nuser_intent: x\nruns: -1\n' });
    const res = await cli(['validate', '--servers', 'mcp.json'], cwd);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('scenarios/bad.yaml:3:7: runs:');
    expect(res.stdout).toBe('1 scenario(s), 1 server(s), 1 problem(s)\n');
    const good = project({ 'echo.yaml': ECHO_YAML });
    const ok = await cliInProcess(['validate', '--servers', 'mcp.json'], good);
    expect(ok.code).toBe(0);
    // The MCPProxy suite validates against the default server (mcpproxy on :8081), its configs found from the repository.
    const proxy = await cliInProcess(['validate', '--scenarios', 'scenarios/mcpproxy'], ROOT);
    expect(proxy.stderr).toBe('');
    expect(proxy.stdout).toBe('11 scenario(s), 1 server(s), 0 problem(s)\n');
    expect(proxy.code).toBe(0);
    const missing = await cliInProcess(['validate', '--servers', 'nope.json'], good);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('nope.json');
  });

  it('report: a missing or malformed results.json is a usage error (2): one line naming the file, and a hint', async () => {
    const cwd = tempDir();
    const hint =
      'hint: give the path of a results.json that mcp-eval record, compare or run wrote (by default reports/results.json)\n';
    const missing = await cliInProcess(['report', 'missing.json'], cwd);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^mcp-eval: missing\.json: [^\n]+\n/);
    expect(missing.stderr.endsWith(hint)).toBe(true);
    expect(missing.stderr.split('\n')).toHaveLength(3);
    writeFileSync(path.join(cwd, 'corrupt.json'), '{"schema_version": 1');
    const corrupt = await cliInProcess(['report', 'corrupt.json'], cwd);
    expect(corrupt.code).toBe(2);
    expect(corrupt.stderr).toMatch(/^mcp-eval: corrupt\.json: [^\n]+\n/);
    expect(corrupt.stderr.endsWith(hint)).toBe(true);
    writeFileSync(path.join(cwd, 'other.json'), '{"hello": "world"}');
    const other = await cliInProcess(['report', 'other.json'], cwd);
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/^mcp-eval: other\.json: [^\n]+\n/);
    expect((await cliInProcess(['report'], cwd)).code).toBe(2);
    expect(readdirSync(cwd).sort()).toEqual(['corrupt.json', 'other.json']);
  });

  it('reads options from a config file; a secret in it is refused', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML });
    writeFileSync(path.join(cwd, 'mcp-eval.yaml'), 'servers: mcp.json\nout: out-dir\nfail-on: degraded\n');
    const res = await cliInProcess(['run', '--config', 'mcp-eval.yaml', '--json', ...NO_OLD], cwd);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout).files.html).toBe(path.join(cwd, 'out-dir/report.html'));
    writeFileSync(path.join(cwd, 'leaky.yaml'), 'anthropic-api-key: sk-ant-123456789\n');
    const leaky = await cliInProcess(['run', '--config', 'leaky.yaml'], cwd);
    expect(leaky.code).toBe(2);
    expect(leaky.stderr).toContain('"anthropic-api-key" does not belong in a file');
  });

  it('prices a claude run from the --prices file, and warns once about a model with no price', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML });
    const api = await startAnthropicEmulator({
      api_key: 'sk-ant-test',
      responder: byTurn([
        toolUse('mcp_everything', { action: 'execute', tool_name: 'echo', tool_inputs: { message: 'hello' } }),
        endTurn('done'),
      ]),
    });
    try {
      const price = { input: 7, output: 21, cache_write: 8.75, cache_read: 0.7 };
      writeFileSync(
        path.join(cwd, 'prices.yaml'),
        `my-gateway-model:\n  input: 7\n  output: 21\n  cache_write: 8.75\n  cache_read: 0.7\n`,
      );
      const args = ['record', '--servers', 'mcp.json', '--agent', 'claude', '--anthropic-base-url', api.url, ...NO_OLD];
      const env = { ANTHROPIC_API_KEY: 'sk-ant-test' };
      const priced = await cliInProcess([...args, '--model', 'my-gateway-model', '--prices', 'prices.yaml'], cwd, env);
      expect(priced.stderr).toBe('');
      expect(priced.code).toBe(0);
      const report = JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')) as RunReport;
      const turns = report.scenarios[0].runs[0].trajectory.turns;
      expect(turns).toHaveLength(2);
      for (const t of turns) {
        const expected =
          (t.input_tokens * price.input +
            t.output_tokens * price.output +
            t.cache_creation_input_tokens * price.cache_write +
            t.cache_read_input_tokens * price.cache_read) /
          1e6;
        expect(t.cost_usd).toBeGreaterThan(0);
        expect(t.cost_usd).toBeCloseTo(expected, 12);
      }
      expect(report.usage.cost_usd).toBeCloseTo(turns[0].cost_usd + turns[1].cost_usd, 12);

      const unpriced = await cliInProcess([...args, '--model', 'other-model', '--out', 'out2'], cwd, env);
      expect(unpriced.code).toBe(0);
      expect(unpriced.stderr).toBe(
        'mcp-eval: warning: no price for model "other-model": its cost is reported as unknown; give its price in a prices file (the prices option, CLI --prices)\n',
      );
      const bad = await cliInProcess([...args, '--model', 'my-gateway-model', '--prices', 'mcp.json'], cwd, env);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/^mcp-eval: prices file mcp\.json: model "mcpServers": /);
    } finally {
      await api.close();
    }
  });

  it('accept adds a new valid path of a scenario to its baseline, which keeps the old one', async () => {
    const cwd = project({ 'sum.yaml': 'name: Sum\nuser_intent: Add 2 and 3\n' });
    const run = (tool: string, input: Record<string, unknown>) =>
      toolUse('mcp_everything', { action: 'execute', tool_name: tool, tool_inputs: input });
    const sumOnly = [run('get-sum', { a: 2, b: 3 }), endTurn('5')];
    const sumThenEcho = [run('get-sum', { a: 3, b: 2 }), run('echo', { message: 'the sum is 5' }), endTurn('5')];
    const api = await startAnthropicEmulator();
    const mcpEval = (command: string[], paths: MessageReply[][], run = cliInProcess) => {
      api.respondWith(plansInTurn(paths));
      // The model's own paths are what is tested: no replay in their place.
      const flags = [
        '--servers',
        'mcp.json',
        '--agent',
        'claude',
        '--anthropic-base-url',
        api.url,
        '--model-runs',
        'always',
        ...NO_OLD,
      ];
      return run([...command, ...flags, '--fail-on', 'degraded'], cwd, { ANTHROPIC_API_KEY: 'sk-ant-test' });
    };
    try {
      expect((await mcpEval(['record'], [sumOnly])).code).toBe(0);
      // The model found another way: it fails the check.
      const other = await mcpEval(['compare'], [sumThenEcho]);
      expect(other.code).toBe(1);
      expect(other.stdout).toMatch(/🟡 DEGRADED +0\.51 +Sum +scenarios\/sum\.yaml /);

      // Spawned: the command as a person runs it.
      const accepted = await mcpEval(['accept', 'Sum'], [sumThenEcho], cli);
      expect(accepted.code, accepted.stderr).toBe(0);
      expect(accepted.stdout).toMatch(
        /📼 RECORDED +- +Sum +scenarios\/sum\.yaml +1 -> 2 +accepted as a baseline variation; run 1 accepted as variation 2 of 2 \(against variation 1 it scored 0\.51 DEGRADED\)\n/,
      );
      const baseline = JSON.parse(readFileSync(path.join(cwd, 'baselines/sum.json'), 'utf8'));
      expect(baseline.trajectories.map((t: { run_index: number }) => t.run_index)).toEqual([0, 1]);

      // Both ways are GOOD now, each judged by its own variation.
      const both = await mcpEval(['compare', '--runs', '2'], [sumThenEcho, sumOnly]);
      expect(both.code, both.stdout).toBe(0);
      const results = JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')) as RunReport;
      expect(results.scenarios[0].status).toBe('GOOD');
      expect(
        results.scenarios[0].runs.map((r) => [r.baseline_run_index, r.variation_scores?.[r.run_index ? 0 : 1]]),
      ).toEqual([
        [1, 1],
        [0, 1],
      ]);
      expect(readFileSync(path.join(cwd, 'reports/report.html'), 'utf8')).toContain(
        'current SUCCESS · closest baseline variation 2 of 2</summary>',
      );
    } finally {
      await api.close();
    }
  });

  it('npm run demo, in the committed tree alone, catches what the upgrade broke, says why and how to get all GOOD, exits 0', async () => {
    // The committed tree (scenarios, examples, package.json), with this checkout's installed packages and built
    // dist/ (CI checks that the committed dist/ is that build; a copy: the demo finds its package from dist/'s real
    // path). The commit's files alone (git archive), not a clone with its history: 44 MB and 900 files to write and
    // remove, not 108 MB and 3,100.
    const tmp = tempDir();
    const clone = path.join(tmp, 'clone');
    mkdirSync(clone);
    execFileSync('git', ['-C', ROOT, 'archive', '-o', path.join(tmp, 'tree.tar'), 'HEAD', ':(exclude)dist']);
    execFileSync('tar', ['-x', '-f', path.join(tmp, 'tree.tar'), '-C', clone]);
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(clone, 'node_modules'));
    cpSync(path.join(ROOT, 'dist'), path.join(clone, 'dist'), { recursive: true });
    const sh = (command: string) =>
      new Promise<Pick<CliResult, 'code' | 'stdout' | 'stderr'>>((resolve) =>
        execFile('sh', ['-c', command], { cwd: clone, timeout: 120_000 }, (err, stdout, stderr) =>
          resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
        ),
      );
    const res = await sh('npm run --silent demo');
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('Its fail-on is never: it exits 0 whatever it catches.');
    expect(res.stdout).toMatch(
      /1\/3 Record baselines against the server as it is \(examples\/mcp\.json\)\.\.\.\n {4}4 RECORDED\n2\/3 .*\n {4}4 GOOD\n3\/3 /,
    );
    expect(res.stdout).toMatch(
      /🔴 BROKEN +0\.00 +Echo, then add two numbers +reports\/demo-scenarios\/echo-then-sum\.yaml /,
    );
    expect(res.stdout).toContain('Passed: 3 GOOD (--verbose lists them)');
    // Why, from the run's causes: the probable rename, the call it broke, and the fix.
    expect(res.stdout).toContain(
      'Caught: `get-sum` was probably renamed to `add` on server `everything` (confidence 0.67): ' +
        'breaks Echo, then add two numbers (BROKEN)\n    call 2 mcp__everything__get-sum now fails: unknown tool "get-sum"',
    );
    expect(res.stdout).toContain('    fix: call `add` instead of `get-sum`\n');
    expect(res.stdout).toContain(`Report: ${path.join(clone, 'reports/report.html')}`);
    const results = JSON.parse(readFileSync(path.join(clone, 'reports/results.json'), 'utf8')) as RunReport;
    expect([results.mode, results.fail_on, results.failed]).toEqual(['compare', 'never', false]);
    // The two runs "on the default branch" are the history the report's trend draws; the PR-like run only reads it.
    expect(results.history?.runs.map((r) => [r.status, r.score])).toEqual([
      ['RECORDED', null],
      ['GOOD', 1],
    ]);
    expect(results.history?.added).toBe(false);
    expect(readFileSync(path.join(clone, 'reports/report.html'), 'utf8')).toContain('<figure class="chart suite">');

    // The way back to all GOOD works as printed.
    const keep = /^ {6}(node bin\/mcp-eval\.js compare .*)$/m.exec(res.stdout)?.[1];
    expect(keep).toBeDefined();
    const back = await sh(`${keep} --json`);
    expect(back.code, back.stderr).toBe(0);
    expect(JSON.parse(back.stdout).counts.GOOD).toBe(4);
    // Every example criterion is met, or a judge the scripted agent cannot ask: none is prose that never matches.
    const good = JSON.parse(readFileSync(path.join(clone, 'reports/results.json'), 'utf8')) as RunReport;
    const criteria = good.scenarios.flatMap((s) => s.runs[0].trajectory.criteria ?? []);
    expect(criteria.length).toBeGreaterThanOrEqual(8);
    expect(criteria.filter((c) => c.status === 'unmet')).toEqual([]);
  });
});

describe('a seed suite through the CLI: config_file restarts, success criteria, the judge', () => {
  const SEED = path.join(ROOT, 'test/fixtures/seed-suite');
  /** The reset command logs the configuration it is asked to start (the default: MCP_EVAL_CONFIG_FILE unset). */
  const RESTART = 'echo "${MCP_EVAL_CONFIG_FILE:-default}" >> restarts.log';
  const mcpproxyJson = (dir: string) =>
    writeFileSync(
      path.join(dir, 'mcp.json'),
      JSON.stringify({ mcpServers: { mcpproxy: { url: sharedEverythingUrl() } } }),
    );

  it("validates the seed's files with no problem and runs them: one restart per config, in order", async () => {
    const cwd = tempDir();
    mcpproxyJson(cwd);
    const clean = await cliInProcess(
      ['validate', '--scenarios', path.join(SEED, 'scenarios'), '--servers', 'mcp.json'],
      cwd,
    );
    expect(clean.stderr).toBe('');
    expect(clean.stdout).toBe('5 scenario(s), 1 server(s), 0 problem(s)\n');
    expect(clean.code).toBe(0);

    // The same suite, plus a scenario whose config file does not exist.
    cpSync(SEED, path.join(cwd, 'suite'), { recursive: true });
    writeFileSync(
      path.join(cwd, 'suite/scenarios/basic/missing_config.yaml'),
      readFileSync(path.join(SEED, 'scenarios/basic/echo_simple.yaml'), 'utf8')
        .replace('Echo Simple', 'Missing Config')
        .replace('configs/minimal.json', 'configs/nope.json'),
    );
    const args = [
      '--scenarios',
      'suite/scenarios',
      '--servers',
      'mcp.json',
      '--reset-command',
      RESTART,
      '--json',
      ...NO_OLD,
    ];
    const invalid = await cliInProcess(['validate', ...args.slice(0, 4)], cwd);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(
      /^suite\/scenarios\/basic\/missing_config\.yaml: config_file: config_file not found: configs\/nope\.json \(looked for it under the scenario's directory and each parent \(/,
    );

    const record = await cliInProcess(['record', ...args], cwd);
    expect(record.stderr).toBe('');
    const recorded = JSON.parse(record.stdout) as { scenarios: Array<{ id: string; status: string; error: string }> };
    expect(recorded.scenarios.map((s) => [s.id, s.status])).toEqual([
      ['management/no_config', 'RECORDED'],
      ['basic/echo_simple', 'RECORDED'],
      ['basic/sum_numbers', 'RECORDED'],
      ['management/args_json_echo', 'RECORDED'],
      ['basic/missing_config', 'ERROR'],
    ]);
    expect(recorded.scenarios[4].error).toMatch(/^config_file not found: configs\/nope\.json \(/);
    // ERROR fails the check; only that scenario.
    expect(record.code).toBe(1);
    const configs = [path.join(cwd, 'suite/configs/minimal.json'), path.join(cwd, 'suite/configs/two-servers.json')];
    expect(readFileSync(path.join(cwd, 'restarts.log'), 'utf8')).toBe(`${configs.join('\n')}\n`);
    const results = JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')) as RunReport;
    // Every plain-string criterion of the seed's files is met: no warning.
    expect(results.scenarios.flatMap((s) => s.warnings ?? [])).toEqual([]);
    expect(results.scenarios[1].config).toMatchObject({ path: 'configs/minimal.json' });
    expect(results.scenarios[1].runs[0].trajectory.criteria?.map((c) => c.status)).toEqual(['met', 'met']);

    const compare = await cliInProcess(['compare', ...args], cwd);
    const compared = JSON.parse(compare.stdout) as { scenarios: Array<{ status: string }> };
    expect(compared.scenarios.map((s) => s.status)).toEqual(['GOOD', 'GOOD', 'GOOD', 'GOOD', 'ERROR']);
    expect(readFileSync(path.join(cwd, 'restarts.log'), 'utf8')).toBe(`${[...configs, ...configs].join('\n')}\n`);
  });

  it('a judge criterion through the Messages API emulator; the judge reversing it caps the scenario at DEGRADED', async () => {
    const cwd = project({
      'greet.yaml':
        'name: Greet\nuser_intent: Echo hello\nconfig_file: ../proxy.json\nsuccess_criteria:\n' +
        '  - judge: The reply repeats hello\n  - hello\n',
    });
    writeFileSync(path.join(cwd, 'proxy.json'), '{"mcpServers": []}');
    let met = true;
    const turns = byTurn([
      toolUse('mcp_everything', { action: 'execute', tool_name: 'echo', tool_inputs: { message: 'hello' } }),
      endTurn('It said hello.'),
    ]);
    const api = await startAnthropicEmulator({
      api_key: 'sk-ant-test',
      responder: (req, i) =>
        req.body.tool_choice
          ? toolUse('record_verdicts', { verdicts: [{ statement: 1, met, reason: met ? 'It does.' : 'It does not.' }] })
          : turns(req, i),
    });
    try {
      const args = ['--servers', 'mcp.json', '--agent', 'claude', '--anthropic-base-url', api.url];
      const env = { ANTHROPIC_API_KEY: 'sk-ant-test' };
      const flags = [
        ...args,
        '--model',
        'claude-sonnet-4-5',
        '--reset-command',
        RESTART,
        '--model-runs',
        'always',
        ...NO_OLD,
      ];
      expect((await cliInProcess(['record', ...flags], cwd, env)).code).toBe(0);
      expect(api.requests).toHaveLength(3);
      met = false;
      const compare = await cliInProcess(['compare', ...flags, '--json'], cwd, env);
      expect(compare.code, compare.stderr).toBe(0);
      const scenario = JSON.parse(compare.stdout).scenarios[0] as { status: string; score: number };
      expect(scenario.status).toBe('DEGRADED');
      expect(scenario.score).toBeCloseTo(0.45, 10);
      expect(api.requests).toHaveLength(6);
      const summary = readFileSync(path.join(cwd, 'reports/summary.md'), 'utf8');
      expect(summary).toContain('success criterion no longer met: judge: The reply repeats hello');
      const results = JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')) as RunReport;
      expect(results.scenarios[0].runs[0].trajectory.criteria).toEqual([
        { criterion: 'judge: The reply repeats hello', status: 'unmet', reason: 'It does not.' },
        { criterion: 'hello', status: 'met' },
      ]);
      expect(results.scenarios[0].runs[0].trajectory.judge_usage?.cost_usd).toBeGreaterThan(0);
      expect(readFileSync(path.join(cwd, 'restarts.log'), 'utf8')).toBe(`${path.join(cwd, 'proxy.json')}\n`.repeat(2));
    } finally {
      await api.close();
    }
  });
});
