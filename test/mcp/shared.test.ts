// Servers shared across a run's scenarios (issue 17): with reset none a stdio server starts once and an
// HTTP server gets one MCP session, shared by concurrent scenarios whose calls each land in their own
// trajectory; a server that dies, or leaves a call unanswered, is started anew for the next scenario; a
// config-group restart drops what was shared; reset scenario starts each scenario's own. Real servers
// (server-everything over stdio and streamable HTTP, the hostile fixture where a server must misbehave),
// the scripted agent; every stdio server is started through `sh`, which logs its process id first. Then
// SharedServers on its own: lending, giving back once, closing what is lent no more.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScenarioResult } from '../../src/results/index.js';
import { poolFrom, SharedServers, type StdioServerConfig } from '../../src/mcp/index.js';
import type { ToolCallRecord } from '../../src/results/trajectory.js';
import { HOSTILE_JS } from '../helpers/cli-project.js';
import {
  everythingStdio,
  httpConfig,
  sharedEverythingUrl,
  stopAllServers,
  tempDir,
  waitForExit,
} from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';

/** The run's shared server-everything over streamable HTTP: each connection is a session of its own there. */
const remote = () => httpConfig('remote', sharedEverythingUrl(), 'streamable-http');
afterAll(stopAllServers);

/** `server` started through `sh`, which first appends its process id (kept by `exec`) to the file `log`. */
function counted(server: StdioServerConfig, log: string): StdioServerConfig {
  const command = [server.command, ...server.args].map((a) => JSON.stringify(a)).join(' ');
  return {
    ...server,
    command: 'sh',
    args: ['-c', `echo $$ >> "$STARTS"; exec ${command}`],
    env: { ...server.env, STARTS: log },
  };
}

/** The process ids the log holds: one per start. */
function starts(log: string): number[] {
  return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').map(Number) : [];
}

function hostileStdio(modes: string): StdioServerConfig {
  return { name: 'hostile', type: 'stdio', command: process.execPath, args: [HOSTILE_JS], env: { HOSTILE: modes } };
}

/** A scenario of these calls (canonical id and arguments), in order. */
function scenario(name: string, calls: Array<[string, Record<string, unknown>]>, extra = ''): string {
  const steps = calls.map(([tool, args]) => `  - tool: ${tool}\n    args: ${JSON.stringify(args)}\n`).join('');
  return `name: ${name}\nuser_intent: ${name}\n${extra}expected_trajectory:\n${steps}`;
}

function calls(s: ScenarioResult): ToolCallRecord[] {
  return s.runs[0].trajectory.messages.filter((m): m is ToolCallRecord => m.type === 'tool_call');
}

const text = (c: ToolCallRecord) => c.content.map((b) => b.text ?? '').join('');

/** The MCP session each of the scenario's toggle-simulated-logging calls ran in, as the server says. */
const sessions = (s: ScenarioResult) =>
  calls(s)
    .filter((c) => c.tool === 'toggle-simulated-logging')
    .map((c) => /for session (\S+)/.exec(text(c))?.[1]);

/**
 * These tests count the processes of a stdio server: the contract check reads it on the run's connections, and its
 * client on an older protocol version (contract-protocol) is one more process, not asked here.
 */
const ONE_CLIENT = { contractProtocol: 'none' };

const ECHO = 'mcp__everything__echo';
const TOGGLE: [string, Record<string, unknown>] = ['mcp__remote__toggle-simulated-logging', {}];

describe('servers shared across scenarios (reset none)', () => {
  it('one stdio server process serves every scenario, concurrent ones on one connection, each recording its own calls', async () => {
    const log = path.join(tempDir(), 'starts');
    const files: Record<string, string> = {};
    for (let i = 1; i <= 12; i++) {
      const id = `s${String(i).padStart(2, '0')}`;
      files[`${id}.yaml`] = scenario(id, [
        [ECHO, { message: `${id} first` }],
        // Long enough that the scenarios' calls are under way at the same time.
        ['mcp__everything__trigger-long-running-operation', { duration: 0.3, steps: 1 }],
        [ECHO, { message: `${id} second` }],
      ]);
    }
    const cwd = project(files);
    const report = await go(cwd, { mode: 'record', concurrency: 6, ...ONE_CLIENT }, [counted(everythingStdio(), log)]);

    expect(report.scenarios.map((s) => s.status)).toEqual(Array(12).fill('RECORDED'));
    const pids = starts(log);
    expect(pids).toHaveLength(1);
    for (const s of report.scenarios) {
      const echoes = calls(s).filter((c) => c.tool === 'echo');
      expect(echoes.map(text)).toEqual([`Echo: ${s.id} first`, `Echo: ${s.id} second`]);
      // The snapshot of the server, as every trajectory records it.
      const [snapshot] = s.runs[0].trajectory.servers;
      expect(snapshot.server_info?.name).toBe('mcp-servers/everything');
      expect(snapshot.tools.map((t) => t.name)).toContain('echo');
    }
    // Calls of different scenarios were in flight at once, on the one connection.
    const spans = report.scenarios.map((s) => {
      const slow = calls(s).find((c) => c.tool === 'trigger-long-running-operation')!;
      const start = Date.parse(slow.started_at);
      return [start, start + slow.duration_ms];
    });
    const overlapping = spans.filter(([a0, a1], i) => spans.some(([b0, b1], j) => i !== j && a0 < b1 && b0 < a1));
    expect(overlapping.length).toBeGreaterThan(1);
    // Closed with the run.
    expect(await waitForExit(pids[0])).toBe(true);
  });

  it('an HTTP server gets one MCP session, shared by every scenario', async () => {
    const files: Record<string, string> = {};
    for (const id of ['a', 'b', 'c', 'd']) files[`${id}.yaml`] = scenario(id, [TOGGLE, TOGGLE]);
    const cwd = project(files);
    const report = await go(cwd, { mode: 'record' }, [remote()]);

    expect(report.scenarios.map((s) => s.status)).toEqual(['RECORDED', 'RECORDED', 'RECORDED', 'RECORDED']);
    const all = report.scenarios.flatMap(sessions);
    expect(all).toHaveLength(8);
    expect(all[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(all).size).toBe(1);
  });

  it('a config-group restart drops the shared servers: each configuration gets its own', async () => {
    const log = path.join(tempDir(), 'starts');
    const both = (name: string, config?: string) =>
      scenario(name, [[ECHO, { message: name }], TOGGLE, TOGGLE], config ? `config_file: ${config}\n` : '');
    const cwd = project({ 'a.yaml': both('a'), 'b.yaml': both('b'), 'c.yaml': both('c', 'one.json') });
    writeFileSync(path.join(cwd, 'one.json'), '{}');
    const restarts: Array<string | null> = [];
    const servers = [counted(everythingStdio(), log), remote()];
    const report = await go(cwd, { mode: 'record', ...ONE_CLIENT }, servers, {
      reset: async (file) => void restarts.push(file),
    });

    expect(report.scenarios.map((s) => [s.id, s.status])).toEqual([
      ['a', 'RECORDED'],
      ['b', 'RECORDED'],
      ['c', 'RECORDED'],
    ]);
    expect(restarts).toEqual([path.join(cwd, 'one.json')]);
    const [a, b, c] = report.scenarios.map((s) => new Set(sessions(s)));
    expect([a.size, b.size, c.size]).toEqual([1, 1, 1]);
    expect([...b]).toEqual([...a]);
    expect([...c]).not.toEqual([...a]);
    expect(starts(log)).toHaveLength(2);
  });
});

describe('a shared server that fails', () => {
  it('dies: the scenario that saw it die is ERROR, the next one gets a new process and runs', async () => {
    const log = path.join(tempDir(), 'starts');
    const echo = (t: string): [string, Record<string, unknown>] => ['mcp__hostile__echo', { text: t }];
    const cwd = project({
      'a.yaml': scenario('a', [echo('one')]),
      'b.yaml': scenario('b', [echo('die')]),
      'c.yaml': scenario('c', [echo('three')]),
    });
    const report = await go(cwd, { mode: 'record', concurrency: 1, ...ONE_CLIENT }, [
      counted(hostileStdio('exit-on-die'), log),
    ]);

    const [a, b, c] = report.scenarios;
    expect([a.status, b.status, c.status]).toEqual(['RECORDED', 'ERROR', 'RECORDED']);
    expect(b.error).toMatch(/^not recorded as a baseline: call 1 \(mcp__hostile__echo\): .*the server process exited/);
    expect(calls(c).map(text)).toEqual(['three']);
    const pids = starts(log);
    expect(pids).toHaveLength(2);
    for (const pid of pids) expect(await waitForExit(pid)).toBe(true);
  });

  it('dies while a process that left its group holds its pipes: still seen dead, and the next scenario runs', async () => {
    const log = path.join(tempDir(), 'starts');
    const echo = (t: string): [string, Record<string, unknown>] => ['mcp__hostile__echo', { text: t }];
    const cwd = project({ 'b.yaml': scenario('b', [echo('die')]), 'c.yaml': scenario('c', [echo('three')]) });
    const settings = { mode: 'record', concurrency: 1, callTimeoutSeconds: 10, ...ONE_CLIENT } as const;
    const report = await go(cwd, settings, [counted(hostileStdio('exit-on-die,orphan'), log)]);

    const [b, c] = report.scenarios;
    expect([b.status, c.status]).toEqual(['ERROR', 'RECORDED']);
    expect(b.error).toMatch(/the server process exited/);
    expect(calls(c).map(text)).toEqual(['three']);
    expect(starts(log)).toHaveLength(2);
  });

  it('leaves a call unanswered: the next scenario gets a new process, and the old one is ended', async () => {
    const log = path.join(tempDir(), 'starts');
    const cwd = project({
      'a.yaml': scenario('a', [['mcp__hostile__echo', { text: 'a' }]]),
      'b.yaml': scenario('b', [['mcp__hostile__echo', { text: 'b' }]]),
    });
    const settings = { mode: 'record', concurrency: 1, callTimeoutSeconds: 0.5, ...ONE_CLIENT } as const;
    const report = await go(cwd, settings, [counted(hostileStdio('hang'), log)]);

    expect(report.scenarios.map((s) => s.status)).toEqual(['ERROR', 'ERROR']);
    expect(report.scenarios[0].error).toMatch(/server "hostile" did not answer call tool "echo" within 500 ms/);
    const pids = starts(log);
    expect(pids).toHaveLength(2);
    for (const pid of pids) expect(await waitForExit(pid)).toBe(true);
  });
});

describe('reset scenario', () => {
  it('starts every scenario its own stdio server, also when scenarios run concurrently', async () => {
    const log = path.join(tempDir(), 'starts');
    const files: Record<string, string> = {};
    for (const id of ['a', 'b', 'c', 'd']) files[`${id}.yaml`] = scenario(id, [[ECHO, { message: id }]]);
    const cwd = project(files);
    let resets = 0;
    const report = await go(
      cwd,
      { mode: 'record', reset: 'scenario', resetCommand: 'true', concurrency: 2, ...ONE_CLIENT },
      [counted(everythingStdio(), log)],
      { reset: async () => void resets++ },
    );

    expect(report.scenarios.map((s) => s.status)).toEqual(['RECORDED', 'RECORDED', 'RECORDED', 'RECORDED']);
    expect(resets).toBe(4);
    const pids = starts(log);
    // One each (no connection is shared under a reset): the contract is read on the first's (contract/first-opens.ts).
    expect(new Set(pids).size).toBe(4);
    for (const pid of pids) expect(await waitForExit(pid)).toBe(true);
  });
});

describe('SharedServers', () => {
  it('lends one connection to many pools; one lent no more is closed when its last pool closes', async () => {
    const shared = new SharedServers({ connectTimeoutMs: 30_000 });
    const [first, second] = [await poolFrom([everythingStdio()], shared), await poolFrom([everythingStdio()], shared)];
    const conn = first.get('everything')!;
    expect(second.get('everything')).toBe(conn);
    // Closing a pool twice gives its connection back once: the second pool still holds it.
    await first.close();
    await first.close();
    conn.doubt = 'did not answer call tool "echo" within 500 ms';
    const third = await poolFrom([everythingStdio()], shared);
    expect(third.get('everything')).not.toBe(conn);
    expect(conn.closedReason).toBeNull();
    await second.close();
    expect(conn.closedReason).toBe('closed');
    expect(await waitForExit(conn.pid!)).toBe(true);
    await third.close();
    const pid = third.get('everything')!.pid!;
    await shared.drop();
    expect(await waitForExit(pid)).toBe(true);
  });
});
