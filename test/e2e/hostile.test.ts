// Issue 14: the server under test is untrusted. Each case runs the CLI as a person runs it against a
// server that misbehaves on purpose (test/helpers/hostile-server.mjs, or a real one), and checks what the
// user gets: a report, the reason, no secret, no hang, no leftover process. Deadlines are far above what
// a run takes; the assertions are about outcomes, never durations. The runs whose case is about what the CLI wrote
// and said, not its process (1 to 4, 8's compare, 12 to 14, 16), run its main in the test's process
// (helpers/cli-in-process.ts): a Node start and the bundle's load less each (~0.4 s of CPU). The cases about the
// process (a hang, a signal, its children, a limit: 6 to 11) spawn it.
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import type { ToolCallRecord } from '../../src/results/trajectory.js';
import { startAnthropicEmulator, toolUse } from '../emulators/anthropic.js';
import {
  cli,
  cliProject,
  hostile,
  scenarioYaml,
  startCli,
  HOSTILE_JS,
  type CliResult,
} from '../helpers/cli-project.js';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { EVERYTHING_JS, deadUrl, isAlive, stopAllServers, waitForExit } from '../helpers/mcp-servers.js';

/** Server processes a test saw: any still running when the file ends (a failed test) is killed. */
const serverPids: number[] = [];
afterAll(async () => {
  for (const pid of serverPids) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  await stopAllServers();
});

/** Vitest's own limit for tests that give the CLI a deadline: above it, so the deadline is what fails. */
const LONG = 240_000;

/** For cases whose server misbehaves in its calls or whose check is of the files, not its start or its lists: the
 * contract's read on the run's own connection stays; the client on an older protocol version (a second start of the
 * server) is not started. Cases about a server's start, its lists, its secrets or its processes keep it. */
const NO_OLD = ['--contract-protocol', 'none'];

const ECHO = (args: Record<string, unknown>[] = [{ text: 'hi' }]) => scenarioYaml('Echo', 'mcp__hostile__echo', args);

/** Every report file and baseline of a project, by name, as text. */
function written(cwd: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const dir of ['reports', 'baselines']) {
    const root = path.join(cwd, dir);
    if (!existsSync(root)) continue;
    for (const f of readdirSync(root, { recursive: true }) as string[]) {
      const file = path.join(root, f);
      // What the CLI wrote: a link the test made is not.
      if (/\.(json|html|md|xml)$/.test(f) && !lstatSync(file).isSymbolicLink())
        out.set(`${dir}/${f}`, readFileSync(file, 'utf8'));
    }
  }
  return out;
}

const results = (cwd: string): RunReport =>
  JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')) as RunReport;

const calls = (report: RunReport, scenario = 0, run = 0): ToolCallRecord[] =>
  report.scenarios[scenario].runs[run].trajectory.messages.filter((m): m is ToolCallRecord => m.type === 'tool_call');

/** `text` nowhere in the files, stdout or stderr. */
function expectNowhere(cwd: string, res: { stdout: string; stderr: string }, ...texts: string[]): void {
  const places = [...written(cwd), ['stdout', res.stdout], ['stderr', res.stderr]] as const;
  expect(places.length).toBeGreaterThan(2);
  for (const t of texts) for (const [where, text] of places) expect(text.includes(t), `${t} in ${where}`).toBe(false);
}

/** A scenario named `server` calling the echo tool of that server alone. */
const echoOn = (server: string, args: Record<string, unknown>[]) =>
  scenarioYaml(server, `mcp__${server}__echo`, args, `servers: [${server}]\n`);
const byId = (cwd: string, id: string) => results(cwd).scenarios.find((s) => s.id === id)!;

/**
 * Cases 3 and 13 recorded in one run, a server each and a scenario naming it, each case asserting on its own scenario
 * (two CLI processes less): one prints a token to stderr and exits on its call, one exits on its call, one sends an
 * oversized reply. Case 3 is about a secret: the run keeps the client on an older protocol version.
 */
const TOKEN = 'tok_' + 'Zq8Xw3Lm9Pv2Rt7Ys4Nb6Kd1Hf5Gj0Ac8Ue3Wi7Oy2'.slice(0, 39);
let crashes: { cwd: string; res: CliResult };
beforeAll(async () => {
  const cwd = cliProject(
    {
      'token.yaml': echoOn('token', [{ text: 'hi' }]),
      'crash.yaml': echoOn('crash', [{ text: 'a' }, { text: 'b' }]),
      'oversize.yaml': echoOn('oversize', [{ text: 'hi' }]),
    },
    {
      token: hostile('stderr-token,exit-on-call', { SERVICE_TOKEN: TOKEN }),
      crash: hostile('exit-on-call'),
      oversize: hostile('oversize'),
    },
  );
  crashes = { cwd, res: await cliInProcess(['record', '--servers', 'mcp.json'], cwd) };
}, LONG);

describe('secrets', () => {
  it(
    '1: a value from ${...} is a secret wherever it lands; a URL is shown as scheme://host:port',
    async () => {
      const dead = new URL(await deadUrl());
      const hookUrl = `${dead.origin}/hooks/T0KEN_abc_SECRET_path123/x`;
      const bin = '/opt/secret_install_9f8e7d/bin/server';
      const cwd = cliProject(
        {
          'hook.yaml': scenarioYaml('Hook', 'mcp__hook__send', [{}], 'servers: [hook]\n'),
          'tool.yaml': scenarioYaml('Tool', 'mcp__tool__run', [{}], 'servers: [tool]\n'),
        },
        { hook: { url: '${HOOK_URL}' }, tool: { command: '${TOOL_BIN}' } },
      );
      const res = await cliInProcess(['run', '--servers', 'mcp.json'], cwd, { HOOK_URL: hookUrl, TOOL_BIN: bin });
      expect(res.code, res.stderr).toBe(1);
      const report = results(cwd);
      expect(report.scenarios.map((s) => s.status)).toEqual(['ERROR', 'ERROR']);
      const hook = report.scenarios.find((s) => s.id === 'hook')!;
      expect(hook.error).toContain(`(streamable-http ${dead.origin})`);
      // The path's token, plain and as Markdown escapes it (which the runner's masking would miss).
      expectNowhere(
        cwd,
        res,
        'T0KEN_abc_SECRET_path123',
        'T0KEN\\_abc\\_SECRET',
        'secret_install_9f8e7d',
        'install\\_9f8e7d',
      );
    },
    LONG,
  );

  it(
    '2: redaction never changes what replay sends: common words are no secrets, scenario arguments stay as sent',
    async () => {
      const server = {
        command: process.execPath,
        args: [EVERYTHING_JS, 'stdio'],
        env: { ALERT_LEVEL: 'success', NODE_ENV: 'production', SEARCH_INDEX: 'docs-index-2024-b' },
      };
      const scenario =
        'name: Messages\nuser_intent: show messages\nexpected_trajectory:\n' +
        '  - tool: mcp__everything__get-annotated-message\n    args: { messageType: success }\n' +
        '  - tool: mcp__everything__echo\n    args: { message: production }\n' +
        '  - tool: mcp__everything__echo\n    args: { message: docs-index-2024-b }\n';
      const cwd = cliProject({ 'messages.yaml': scenario }, { everything: server });
      const rec = await cliInProcess(['record', '--servers', 'mcp.json'], cwd);
      expect(rec.code, rec.stderr).toBe(0);
      const baseline = readFileSync(path.join(cwd, 'baselines/messages.json'), 'utf8');
      for (const arg of ['"messageType": "success"', '"message": "production"', '"message": "docs-index-2024-b"'])
        expect(baseline).toContain(arg);
      const replay = await cliInProcess(['compare', '--servers', 'mcp.json', '--agent', 'replay'], cwd);
      expect(replay.code, replay.stdout).toBe(0);
      expect(results(cwd).scenarios[0]).toMatchObject({ status: 'GOOD', score: 1 });
      // Published, the configured value is still hidden.
      expect(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')).not.toContain('docs-index-2024-b');
    },
    LONG,
  );

  it('3: a secret cut by the stderr excerpt is redacted before the cut: no tail of it survives', () => {
    const { cwd, res } = crashes;
    expect(res.code).toBe(1);
    const error = byId(cwd, 'token').error ?? '';
    expect(error).toContain('the server process exited');
    expect(error).toContain('stderr:');
    for (let i = 0; i + 8 <= TOKEN.length; i += 4) expectNowhere(cwd, res, TOKEN.slice(i, i + 8));
  });

  it(
    '4: encoded copies of a secret are redacted, and DB_PASS / *_CREDENTIALS are secret names',
    async () => {
      const secret = 'p@ss/w&rd<"K9>x+y z-Q7';
      const plain = 'cred-7Hq2Lx9Vb4Nm';
      const cwd = cliProject({ 'echo.yaml': ECHO() }, {});
      writeFileSync(path.join(cwd, 'secret.txt'), `${secret}\n${plain}`);
      writeFileSync(
        path.join(cwd, 'mcp.json'),
        JSON.stringify({ mcpServers: { hostile: hostile('encoded', { SECRET_FILE: path.join(cwd, 'secret.txt') }) } }),
      );
      // The server learned them elsewhere; the CLI knows them only by the names of its own variables.
      const res = await cliInProcess(['record', '--servers', 'mcp.json'], cwd, {
        DB_PASS: secret,
        APP_CREDENTIALS: plain,
      });
      expect(res.code, res.stderr).toBe(0);
      const text = calls(results(cwd))[0].content[0].text ?? '';
      expect(text).toContain('url=***');
      expect(text).toContain('plain=***');
      const b64 = (s: string) => Buffer.from(s).toString('base64');
      const encoded = [
        encodeURIComponent(secret),
        b64(secret).slice(0, -4),
        b64(`x${secret}`).slice(4, -4),
        b64(`xy${secret}`).slice(4, -4),
        'p&amp;ss',
        'w&amp;rd&lt;&quot;K9&gt;x',
        secret.slice(9),
        plain,
      ];
      expectNowhere(cwd, res, ...encoded);
    },
    LONG,
  );
});

describe('hangs and runaway resources', () => {
  /**
   * Cases 6, 7 and 8 recorded in one run, a server each and a scenario naming it, each case asserting on its own
   * scenario (a CLI process and a run's start less for two of them). Case 7 is about a server's lists: the run keeps
   * the client on an older protocol version, whose second start of each server lists its tools too.
   */
  let runaway: { cwd: string; res: CliResult };
  beforeAll(async () => {
    const cwd = cliProject(
      {
        'redos.yaml': echoOn('redos', [{ text: `${'a'.repeat(40)}!` }, { text: 'aaaa' }]),
        'pages.yaml': echoOn('pages', [{ text: 'one' }, { text: 'two' }]),
        'big.yaml': echoOn('big', [{ text: 'a' }, { text: 'b' }, { text: 'c' }]),
      },
      { redos: hostile('redos'), pages: hostile('endless-pages'), big: hostile('big-output', { BIG_MB: '9.5' }) },
    );
    runaway = { cwd, res: await cli(['record', '--servers', 'mcp.json'], cwd) };
  }, LONG);
  const scenario = (id: string) => results(runaway.cwd).scenarios.findIndex((s) => s.id === id);

  it('6: a ReDoS pattern in a tool schema cannot freeze the run: the input is judged in linear time', () => {
    expect(runaway.res.code, runaway.res.stderr).toBe(0);
    const [bad, good] = calls(results(runaway.cwd), scenario('redos'));
    expect(bad.harness_error).toMatch(/invalid tool_inputs for "echo".*\/text must match pattern "\^\(a\+\)\+\$"/);
    expect(good).toMatchObject({ is_error: false, content: [{ type: 'text', text: 'aaaa' }] });
  });

  it('7: endless tools/list paging after list_changed is cut off, said once, and the run goes on', () => {
    expect(runaway.res.code, runaway.res.stderr).toBe(0);
    const report = results(runaway.cwd);
    expect(calls(report, scenario('pages')).map((c) => c.content[0].text)).toEqual(['one', 'two']);
    const findings = report.scenarios[scenario('pages')].runs[0].trajectory.servers[0].findings ?? [];
    expect(findings).toEqual([expect.stringMatching(/^tools\/list: more than \d+ pages/)]);
    expect(readFileSync(path.join(runaway.cwd, 'reports/summary.md'), 'utf8')).toContain('tools/list: more than');
  });

  it(
    '8: tool output is capped per result (prefix, size, sha256) and the comparison still scores it',
    async () => {
      const { cwd, res } = runaway;
      expect(res.code, res.stderr).toBe(0);
      const baselineBytes = readFileSync(path.join(cwd, 'baselines/big.json')).length;
      expect(baselineBytes).toBeLessThan(1 << 20);
      const [first] = calls(results(cwd), scenario('big'));
      expect(first.result_truncated).toMatchObject({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(first.result_truncated!.bytes).toBeGreaterThan(9.5 * (1 << 20));
      expect(first.content[0].text!.length).toBeLessThan(100_000);
      const cmp = await cliInProcess(['compare', '--servers', 'mcp.json', '--name', 'big', ...NO_OLD], cwd);
      expect(cmp.code, cmp.stderr).toBe(0);
      expect(results(cwd).scenarios).toMatchObject([{ id: 'big', status: 'GOOD', score: 1 }]);
    },
    LONG,
  );

  // 9 to 11 at once (vitest runs consecutive concurrent tests together): each its own project and CLI process, which
  // mostly waits, on a run limit, a signal or a server's end; 6 to 8 read and rewrite runaway's files, so go first.
  it.concurrent(
    '9: a server behind sh -c that ignores EOF is ended with its process group; the CLI exits',
    async ({ expect }) => {
      const cwd = cliProject({ 'echo.yaml': ECHO() }, {});
      const pidFile = path.join(cwd, 'server.pid');
      const command = `HOSTILE=ignore-eof PID_FILE=${pidFile} "${process.execPath}" "${HOSTILE_JS}"; true`;
      writeFileSync(
        path.join(cwd, 'mcp.json'),
        JSON.stringify({ mcpServers: { hostile: { command: 'sh', args: ['-c', command] } } }),
      );
      const res = await cli(['record', '--servers', 'mcp.json'], cwd, {}, 60_000);
      expect(res.stderr).not.toContain('[test]');
      expect(res.code, res.stderr).toBe(0);
      const pid = Number(readFileSync(pidFile, 'utf8'));
      expect(await waitForExit(pid, 20_000), `server ${pid} still running`).toBe(true);
    },
    LONG,
  );

  // SIGKILL: the CLI cannot end them; the helper that started them does, once the CLI is gone (util/spawner.ts).
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGKILL'] as const) {
    it.concurrent(
      `9: ${signal} to the CLI ends the servers it started, then the CLI`,
      async ({ expect }) => {
        const cwd = cliProject({ 'echo.yaml': ECHO() }, {});
        const [pidFile, callFile] = [path.join(cwd, 'server.pid'), path.join(cwd, 'called')];
        const server = hostile('hang,ignore-eof', { PID_FILE: pidFile, CALL_FILE: callFile });
        writeFileSync(path.join(cwd, 'mcp.json'), JSON.stringify({ mcpServers: { hostile: server } }));
        const { child, done } = startCli(['record', '--servers', 'mcp.json', '--call-timeout-seconds', '600'], cwd);
        // Mid-call: the server is up and waits for nothing but the CLI.
        while (!existsSync(callFile) && child.exitCode === null) await new Promise((r) => setTimeout(r, 50));
        const pid = Number(readFileSync(pidFile, 'utf8'));
        child.kill(signal);
        const res = await done;
        expect(res.stderr).not.toContain('[test]');
        expect(res.code ?? res.signal).not.toBe(0);
        expect(await waitForExit(pid, 20_000), `server ${pid} still running`).toBe(true);
      },
      LONG,
    );
  }

  it.concurrent(
    '10: a reset command may print any amount; a timed-out one is ended with its children',
    async ({ expect }) => {
      const cwd = cliProject({ 'echo.yaml': ECHO() }, { hostile: hostile('') });
      const loud = `"${process.execPath}" -e "process.stdout.write('x'.repeat(3 << 20))"; touch reset-done`;
      const res = await cli(
        ['record', '--servers', 'mcp.json', '--reset', 'run', '--reset-command', loud, ...NO_OLD],
        cwd,
      );
      expect(res.code, res.stdout).toBe(0);
      expect(existsSync(path.join(cwd, 'reset-done'))).toBe(true);

      const slow = 'sleep 600 & echo $! > sleep.pid; wait';
      const args = [
        'record',
        '--servers',
        'mcp.json',
        '--reset',
        'run',
        '--reset-command',
        slow,
        '--run-timeout-seconds',
        '2',
        ...NO_OLD,
      ];
      const timedOut = await cli(args, cwd, {}, 90_000);
      expect(timedOut.stderr).not.toContain('[test]');
      expect(results(cwd).scenarios[0].error).toMatch(/^reset command timed out after 2s: sleep 600/);
      const sleeper = Number(readFileSync(path.join(cwd, 'sleep.pid'), 'utf8'));
      serverPids.push(sleeper);
      expect(await waitForExit(sleeper, 20_000), `sleep ${sleeper} still running`).toBe(true);
    },
    LONG,
  );

  it.concurrent(
    "11: the settings cap a scenario's timeout_seconds and runs: a huge timeout neither overflows nor wins",
    async ({ expect }) => {
      const cwd = cliProject(
        {
          'hang.yaml': scenarioYaml(
            'Hang',
            'mcp__hostile__echo',
            [{ text: 'x' }],
            'timeout_seconds: 2500000\nruns: 5\n',
          ),
        },
        { hostile: hostile('hang') },
      );
      const args = ['record', '--servers', 'mcp.json', '--run-timeout-seconds', '2', '--call-timeout-seconds', '600'];
      args.push(...NO_OLD);
      const res = await cli([...args, '--runs', '2', '--verbose'], cwd, {}, 90_000);
      expect(res.stderr).not.toContain('[test]');
      const s = results(cwd).scenarios[0];
      expect(s.runs).toHaveLength(2);
      expect(s.runs[0].trajectory.error).toMatch(/\(limit 2s\)$/);
      expect(res.stderr).toContain('timeout_seconds 2500000 is above the limit of run-timeout-seconds (2): capped');
      expect(res.stderr).toContain('runs 5 is above the limit of runs (2): capped');
    },
    LONG,
  );
  it.concurrent(
    "11: the max-turns setting caps a scenario's max_turns: a model that never stops costs what the workflow allows",
    async ({ expect }) => {
      const api = await startAnthropicEmulator({
        api_key: 'sk-ant-test',
        responder: () =>
          toolUse('mcp_hostile', { action: 'execute', tool_name: 'echo', tool_inputs: { text: 'again' } }),
      });
      try {
        const cwd = cliProject(
          { 'loop.yaml': 'name: Loop\nuser_intent: echo for ever\nmax_turns: 50\n' },
          { hostile: hostile('') },
        );
        const args = [
          'record',
          '--servers',
          'mcp.json',
          '--agent',
          'claude',
          '--anthropic-base-url',
          api.url,
          ...NO_OLD,
        ];
        const res = await cli([...args, '--model', 'claude-sonnet-4-5', '--max-turns', '3'], cwd, {
          ANTHROPIC_API_KEY: 'sk-ant-test',
        });
        expect(res.code, res.stderr).toBe(0);
        const t = results(cwd).scenarios[0].runs[0].trajectory;
        expect(t.stop_reason).toBe('max_turns');
        expect(t.turns).toHaveLength(3);
      } finally {
        await api.close();
      }
    },
    LONG,
  );
});

describe('integrity', () => {
  /**
   * Cases 12 and 16 in one run (a CLI process less), a server each and a scenario naming it: one fails its
   * initialize, a file's name writes a workflow command, server-filesystem lists schemas without "type", and one
   * answers with no MCP result. Both are about a server's start and lists: the run keeps the client on an older
   * protocol version.
   */
  let served: { cwd: string; res: CliResult };
  beforeAll(async () => {
    const fsServer = path.resolve('node_modules/@modelcontextprotocol/server-filesystem/dist/index.js');
    const cwd = cliProject(
      {
        'init.yaml': scenarioYaml('Init', 'mcp__bad__echo', [{}], 'servers: [bad]\n'),
        'dirs.yaml': scenarioYaml('Dirs', 'mcp__files__list_allowed_directories', [{}], 'servers: [files]\n'),
        'result.yaml': echoOn('result', [{}]),
      },
      { bad: hostile('init-error'), result: hostile('bad-result') },
    );
    writeFileSync(path.join(cwd, 'scenarios', 'x\n::error title=file::owned.yaml'), echoOn('bad', [{ text: 'hi' }]));
    const json = JSON.parse(readFileSync(path.join(cwd, 'mcp.json'), 'utf8')) as {
      mcpServers: Record<string, unknown>;
    };
    json.mcpServers.files = { command: process.execPath, args: [fsServer, cwd] };
    writeFileSync(path.join(cwd, 'mcp.json'), JSON.stringify(json));
    served = { cwd, res: await cliInProcess(['run', '--servers', 'mcp.json', '--verbose'], cwd) };
  }, LONG);

  it('12: control characters in server text and file names never reach the terminal', () => {
    const { res } = served;
    expect(res.code).toBe(1);
    expect(res.stdout).toContain('cannot start');
    for (const out of [res.stdout, res.stderr]) {
      // eslint-disable-next-line no-control-regex -- control characters are what must not come out
      expect(out).not.toMatch(/[\r\x1b\x07]/);
      expect(out).not.toMatch(/^\s*::error/m);
    }
  });

  it('13: a run whose server crashed is ERROR in record mode and saves nothing; an oversized reply says so', () => {
    const { cwd, res } = crashes;
    expect(res.code).toBe(1);
    const s = byId(cwd, 'crash');
    expect(s.status).toBe('ERROR');
    expect(s.error).toMatch(/^not recorded as a baseline: call 1 \(mcp__crash__echo\): .*the server process exited/);
    expect(existsSync(path.join(cwd, 'baselines/crash.json'))).toBe(false);
    const big = byId(cwd, 'oversize');
    expect(big.status).toBe('ERROR');
    expect(big.error).toMatch(/sent a message over the 10 MiB limit/);
    expect(big.error).not.toMatch(/the server process exited/);
  });

  it(
    '14: the dir store follows no link out of itself, shows nothing of a link target, and clears stale temp files',
    async () => {
      const pkg = scenarioYaml('Package', 'mcp__hostile__echo', [{}]);
      const cwd = cliProject({ 'sub/package.yaml': pkg, 'echo.yaml': ECHO() }, { hostile: hostile('') });
      mkdirSync(path.join(cwd, 'outside'));
      writeFileSync(path.join(cwd, 'outside/package.json'), '{"name": "victim"}\n');
      mkdirSync(path.join(cwd, 'baselines'));
      symlinkSync(path.join(cwd, 'outside'), path.join(cwd, 'baselines/sub'));
      writeFileSync(path.join(cwd, 'baselines/echo.json.99999999.abc123.tmp'), 'half a baseline');
      const res = await cliInProcess(['record', '--servers', 'mcp.json', ...NO_OLD], cwd);
      expect(res.code).toBe(1);
      expect(readFileSync(path.join(cwd, 'outside/package.json'), 'utf8')).toBe('{"name": "victim"}\n');
      // A save is all or nothing: no scenario's baseline is written when one would leave the store.
      for (const s of results(cwd).scenarios) expect(s.error).toMatch(/baselines\/sub is a symbolic link/);
      expect(readdirSync(path.join(cwd, 'baselines')).sort()).toEqual(['sub']);

      writeFileSync(path.join(cwd, 'private.txt'), 'SECRET-CONTENT-OF-A-PRIVATE-FILE');
      symlinkSync(path.join(cwd, 'private.txt'), path.join(cwd, 'baselines/linked.json'));
      writeFileSync(path.join(cwd, 'scenarios/linked.yaml'), scenarioYaml('Linked', 'mcp__hostile__echo', [{}]));
      const cmp = await cliInProcess(['compare', '--servers', 'mcp.json', '--name', 'Linked', ...NO_OLD], cwd);
      expect(cmp.code).toBe(1);
      expect(results(cwd).scenarios[0].error).toMatch(/baselines\/linked\.json is a symbolic link/);
      expectNowhere(cwd, cmp, 'SECRET-CONTENT');
    },
    LONG,
  );

  it('16: a real server whose schemas lack "type" is evaluated, each deviation a finding; no zod dump reaches a user', () => {
    const { cwd, res } = served;
    const dirs = byId(cwd, 'dirs');
    expect(dirs.status, dirs.error ?? '').toBe('RECORDED');
    const findings = dirs.runs[0].trajectory.servers[0].findings ?? [];
    expect(findings[0]).toMatch(/^tools\[0\]\.inputSchema: no "type" \(and \d+ more tools\)$/);
    expect(readFileSync(path.join(cwd, 'reports/summary.md'), 'utf8')).toContain('files: tools\\[0\\].inputSchema: no');
    expect(readFileSync(path.join(cwd, 'reports/report.html'), 'utf8')).toContain(
      'files: tools[0].inputSchema: no &quot;type&quot;',
    );
    const report = results(cwd);
    const bad = calls(
      report,
      report.scenarios.findIndex((s) => s.id === 'result'),
    )[0];
    expect(bad.content[0].text).toBe(
      'the result is not an MCP tool result: content: expected an array, received string',
    );
    for (const out of [res.stdout, res.stderr, ...written(cwd).values()])
      expect(out).not.toMatch(/"code": "invalid_type"/);
  });
});
