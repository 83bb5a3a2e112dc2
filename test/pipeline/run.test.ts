// The record/compare pipeline end to end: real scenario files, real MCP servers (server-everything the run's shared
// one over streamable HTTP, the others over stdio), the scripted and replay agents, the dir baseline store.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../src/agents/agent.js';
import {
  deadUrl,
  httpConfig,
  MEMORY_JS,
  memoryStdio,
  sharedEverything,
  stopAllServers,
  tempDir,
} from '../helpers/mcp-servers.js';
import { ECHO_YAML, go, project, SUM_YAML } from '../helpers/pipeline.js';
import { contractServer } from '../helpers/contract-servers.js';

afterAll(stopAllServers);

describe('pipeline', () => {
  it('records baselines, then compares GOOD against an unchanged server', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML, 'math/sum.yaml': SUM_YAML });
    const recorded = await go(cwd, { mode: 'record' }, [sharedEverything()]);
    expect(recorded.status).toBe('RECORDED');
    expect(recorded.scenarios.map((s) => [s.id, s.status, s.action])).toEqual([
      ['echo', 'RECORDED', 'recorded'],
      ['math/sum', 'RECORDED', 'recorded'],
    ]);
    const saved = JSON.parse(readFileSync(path.join(cwd, 'baselines/math/sum.json'), 'utf8'));
    expect(saved.trajectories[0].messages.filter((m: { type: string }) => m.type === 'tool_call')).toHaveLength(2);
    expect(saved.servers[0].server_info.name).toBe('mcp-servers/everything');

    const compared = await go(cwd, { mode: 'compare' }, [sharedEverything()]);
    expect(compared.schema_version).toBe(1);
    expect(compared.mode).toBe('compare');
    expect(compared.status).toBe('GOOD');
    expect(compared.failed).toBe(false);
    expect(compared.counts.GOOD).toBe(2);
    const sum = compared.scenarios.find((s) => s.id === 'math/sum')!;
    expect(sum.score).toBe(1);
    expect(sum.runs[0].evaluation?.pairs.map((p) => p.kind)).toEqual(['match', 'match']);
    expect(sum.baseline?.stale).toBe(false);
    expect(sum.servers).toEqual([{ name: 'everything', baseline: '2.0.0', current: '2.0.0' }]);
  });

  it('compare without a baseline is ERROR for that scenario only; auto records it and says so', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML });
    await go(cwd, { mode: 'record' }, [sharedEverything()]);
    writeFileSync(path.join(cwd, 'scenarios/sum.yaml'), SUM_YAML);
    const compared = await go(cwd, { mode: 'compare' }, [sharedEverything()]);
    expect(compared.scenarios.map((s) => [s.id, s.status])).toEqual([
      ['echo', 'GOOD'],
      ['sum', 'ERROR'],
    ]);
    expect(compared.scenarios[1].error).toBe(
      'no baseline for scenario "sum" in the dir store: record one first (mcp-eval record, or the action with mode: record; mcp-eval run, or mode: auto, records what has none)',
    );
    expect(compared.failed).toBe(true);

    const auto = await go(cwd, { mode: 'auto' }, [sharedEverything()]);
    expect(auto.scenarios.map((s) => [s.id, s.status, s.action])).toEqual([
      ['echo', 'GOOD', 'compared'],
      ['sum', 'RECORDED', 'recorded'],
    ]);
    const again = await go(cwd, { mode: 'auto' }, [sharedEverything()]);
    expect(again.scenarios.map((s) => s.action)).toEqual(['compared', 'compared']);
  });

  it('reports a corrupt baseline as ERROR naming the file, a stale one as stale, and runs the rest', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML, 'sum.yaml': SUM_YAML });
    await go(cwd, { mode: 'record' }, [sharedEverything()]);
    writeFileSync(path.join(cwd, 'baselines/echo.json'), '{"schema_version": 1, "trajec');
    writeFileSync(path.join(cwd, 'scenarios/sum.yaml'), SUM_YAML.replace('Add 2 and 3', 'Add two and three'));
    const report = await go(cwd, { mode: 'compare' }, [sharedEverything()]);
    const [echo, sum] = report.scenarios;
    expect(echo.status).toBe('ERROR');
    expect(echo.error).toContain('echo.json');
    expect(sum.status).toBe('GOOD');
    expect(sum.baseline?.stale).toBe(true);
  });

  it('a dead server is ERROR with the reason; a malformed scenario is a problem; the others still report', async () => {
    const url = await deadUrl();
    const cwd = project({
      // Without `servers:` a scenario opens every server, so this one names its own.
      'echo.yaml': ECHO_YAML.replace('user_intent', 'servers: [everything]\nuser_intent'),
      'proxy.yaml':
        'name: Proxy\nuser_intent: x\nservers: [proxy]\nexpected_trajectory:\n  - tool: mcp__proxy__retrieve_tools\n    args: {query: db}\n',
      'bad.yaml': 'name: Bad\nuser_intnet: typo\n',
    });
    const servers = [sharedEverything(), httpConfig('proxy', url, 'streamable-http')];
    const report = await go(cwd, { mode: 'record' }, servers);
    expect(report.scenarios.map((s) => [s.id, s.status])).toEqual([
      ['echo', 'RECORDED'],
      ['proxy', 'ERROR'],
    ]);
    expect(report.scenarios[1].error).toMatch(/proxy/);
    expect(report.problems.join('\n')).toMatch(/bad\.yaml:2:1: .*did you mean "user_intent"/);
    expect(report.failed).toBe(true);
    // Only the good scenario got a baseline.
    const compared = await go(cwd, { mode: 'compare', name: ['Echo'] }, servers);
    expect(compared.scenarios.map((s) => [s.id, s.status])).toEqual([['echo', 'GOOD']]);
  });

  it('replay against a server that lost its tools is BROKEN, and says which call now fails', async () => {
    const cwd = project({ 'sum.yaml': SUM_YAML });
    await go(cwd, { mode: 'record' }, [sharedEverything()]);
    // The "proxy change": the server named everything now serves other tools.
    const report = await go(cwd, { mode: 'compare', agent: 'replay' }, [memoryStdio('everything')]);
    const [sum] = report.scenarios;
    expect(sum.status).toBe('BROKEN');
    expect(sum.score).toBe(0);
    expect(sum.runs[0].trajectory.agent).toBe('replay');
    expect(sum.runs[0].evaluation?.current_status).not.toBe('SUCCESS');
    expect(sum.tool_changes[0].removed).toEqual(expect.arrayContaining(['echo', 'get-sum']));
    expect(report.failed).toBe(true);
    expect(report.status).toBe('BROKEN');
  });

  it('runs each scenario `runs` times, resets per run, and aggregates', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML, 'sum.yaml': SUM_YAML });
    await go(cwd, { mode: 'record', runs: 2 }, [sharedEverything()]);
    let resets = 0;
    const events: string[] = [];
    // run() takes the reset hook from its caller (execute() builds it from reset-command).
    const report = await go(
      cwd,
      { mode: 'compare', runs: 3, reset: 'run', resetCommand: 'true' },
      [sharedEverything()],
      {
        reset: async () => void resets++,
        progress: (e) => events.push(e.type),
      },
    );
    expect(resets).toBe(6);
    for (const s of report.scenarios) {
      // Each run against each of the two variations, judged by the closest: equal scores take the first.
      expect(s.runs.map((r) => [r.run_index, r.baseline_run_index, r.variation_scores])).toEqual([
        [0, 0, [1, 1]],
        [1, 0, [1, 1]],
        [2, 0, [1, 1]],
      ]);
      expect(s.aggregate).toMatchObject({ mean: 1, min: 1, max: 1, spread: 0, flaky: false });
      // Three runs passing of three, against a baseline of two variations that both passed: a rate, not yet a verdict.
      expect(s.aggregate?.pass_rate).toMatchObject({ passes: 3, runs: 3, high: 1 });
      expect(s.regression?.verdict).toBe('insufficient');
    }
    expect(events.filter((e) => e === 'scenario-start')).toHaveLength(2);
    expect(events.filter((e) => e === 'scenario-end')).toHaveLength(2);
  });

  it('one scenario crashing the agent does not lose the others', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML, 'sum.yaml': SUM_YAML });
    const agent: Agent = {
      kind: 'scripted',
      model: null,
      async run(r) {
        if (r.scenario.id === 'echo') throw new Error('agent exploded');
        await r.host.callCanonical('mcp__everything__echo', { message: 'x' });
        return { stop_reason: 'completed', error: null };
      },
    };
    const report = await go(cwd, { mode: 'record', concurrency: 2 }, [sharedEverything()], { agent });
    expect(report.scenarios.map((s) => [s.id, s.status])).toEqual([
      ['echo', 'ERROR'],
      ['sum', 'RECORDED'],
    ]);
    expect(report.scenarios[0].error).toBe('agent exploded');
  });
});

describe('the contract read', () => {
  const echo =
    'name: Echo\nuser_intent: Echo\nservers: [fast]\nexpected_trajectory:\n  - tool: mcp__fast__echo\n    args: { text: hi }\n';
  /** A server whose resources take 1.5 s to list, and one with an echo tool, both logging requests to `log`. */
  const servers = (log: string) => [
    contractServer('slow', { resources: [{ uri: 'file:///a', name: 'a' }], slow: { 'resources/list': 1500 }, log }),
    contractServer('fast', { log }),
  ];
  const lines = (log: string) => readFileSync(log, 'utf8').trim().split('\n');

  it("goes beside the scenarios on shared connections: a scenario does not wait for another server's lists", async () => {
    const cwd = project({ 'echo.yaml': echo });
    const log = path.join(cwd, 'requests.log');
    const report = await go(cwd, { mode: 'record' }, servers(log));
    expect(report.scenarios.map((s) => s.status)).toEqual(['RECORDED']);
    expect(report.contract?.servers.map((s) => [s.server, s.error])).toEqual([
      ['slow', null],
      ['fast', null],
    ]);
    const seen = lines(log);
    expect(seen.indexOf('> tools/call echo')).toBeGreaterThan(-1);
    expect(seen.indexOf('> tools/call echo')).toBeLessThan(seen.indexOf('< resources/list'));
  });

  it('goes before the scenarios when each has connections of its own (reset scenario)', async () => {
    const cwd = project({ 'echo.yaml': echo });
    const log = path.join(cwd, 'requests.log');
    const report = await go(cwd, { mode: 'record', reset: 'scenario', resetCommand: 'true' }, servers(log));
    expect(report.scenarios.map((s) => s.status)).toEqual(['RECORDED']);
    const seen = lines(log);
    expect(seen.indexOf('< resources/list')).toBeGreaterThan(-1);
    expect(seen.indexOf('> tools/call echo')).toBeGreaterThan(seen.indexOf('< resources/list'));
  });

  /** server-memory over stdio, appending a line to `starts` each time it starts. */
  const counted = (starts: string) => ({
    ...memoryStdio('memory', path.join(tempDir(), 'memory.jsonl')),
    command: 'sh',
    args: ['-c', `echo start >> '${starts}'; exec '${process.execPath}' '${MEMORY_JS}'`],
  });
  const graph = 'name: Graph\nuser_intent: Read it\nexpected_trajectory:\n  - tool: mcp__memory__read_graph\n';

  it("is taken on the first scenario's own server process (reset run): one start for one scenario", async () => {
    const cwd = project({ 'graph.yaml': graph });
    const starts = path.join(cwd, 'starts.log');
    const report = await go(cwd, { mode: 'record', reset: 'run', resetCommand: 'true' }, [counted(starts)]);
    expect(report.scenarios.map((s) => s.status)).toEqual(['RECORDED']);
    expect(report.contract?.servers.map((s) => [s.server, s.error, s.version])).toEqual([['memory', null, '0.6.3']]);
    expect(lines(starts)).toHaveLength(1);
  });

  it('is taken on a process of its own at the end when no scenario opened the server (its reset failed)', async () => {
    const cwd = project({ 'graph.yaml': graph });
    const starts = path.join(cwd, 'starts.log');
    const reset = () => Promise.reject(new Error('no reset today'));
    const report = await go(cwd, { mode: 'record', reset: 'run', resetCommand: 'false' }, [counted(starts)], { reset });
    expect(report.scenarios.map((s) => s.error)).toEqual([expect.stringContaining('no reset today')]);
    expect(report.contract?.servers.map((s) => [s.server, s.error])).toEqual([['memory', null]]);
    expect(lines(starts)).toHaveLength(1);
  });

  it('keeps a process of its own for the older-protocol client', async () => {
    const cwd = project({ 'graph.yaml': graph });
    const starts = path.join(cwd, 'starts.log');
    const input = { mode: 'record', reset: 'run', resetCommand: 'true', contractProtocol: '2025-03-26' } as const;
    const report = await go(cwd, input, [counted(starts)]);
    expect(report.contract?.servers.map((s) => [s.server, s.error])).toEqual([['memory', null]]);
    expect(lines(starts)).toHaveLength(2);
  });
});
