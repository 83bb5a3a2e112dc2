// The scripted and replay agents against real server-everything and server-memory,
// through the real tool host.
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../src/agents/agent.js';
import { createAgent } from '../../src/agents/index.js';
import type { Scenario } from '../../src/scenario/schema.js';
import { isToolCall, scoredCalls, type ToolCallRecord, type Trajectory } from '../../src/results/trajectory.js';
import { testServers, type OpenServers, runAgent, scenario, type AgentRunOptions } from '../helpers/agents-fixtures.js';

const scripted = createAgent({ kind: 'scripted', model: 'unused', env: {} });
const replay = createAgent({ kind: 'replay', model: 'unused', env: {} });

const run = (agent: Agent, servers: OpenServers, sc: Scenario, opts: AgentRunOptions = {}) =>
  runAgent(agent, servers, { ...opts, scenario: sc });

const text = (c: ToolCallRecord) => c.content.map((b) => b.text ?? '').join('\n');

describe('scripted agent on server-everything', () => {
  const everything = testServers('everything');

  it('issues expected_trajectory in order, including a call whose tool is gone', async () => {
    const sc = scenario({
      expected_trajectory: [
        { tool: 'mcp__everything__echo', args: { message: 'first' } },
        { tool: 'mcp__everything__get-sum', args: { a: 20, b: 22 } },
        { tool: 'mcp__everything__removed_tool', args: { q: 1 } },
        { tool: 'mcp__everything__echo', args: { message: 'last' } },
      ],
    });
    const { result, trajectory, calls } = await run(scripted, everything(), sc);
    expect(result).toEqual({ stop_reason: 'completed', error: null });
    expect(trajectory.messages[0]).toEqual({ type: 'user', text: sc.user_intent });
    expect(calls.map((c) => [c.id, c.arguments])).toEqual(sc.expected_trajectory.map((e) => [e.tool, e.args]));
    expect(text(calls[0])).toContain('Echo: first');
    expect(text(calls[1])).toContain('42');
    expect(calls[2].is_error).toBe(true);
    expect(calls[2].harness_error).toMatch(/removed_tool/);
    expect(calls[3].is_error).toBe(false);
    expect(text(calls[3])).toContain('Echo: last');
    expect(trajectory.turns).toEqual([]);
    expect(trajectory.usage.cost_usd).toBe(0);
  });

  it('reports an empty expected_trajectory as an error naming the file', async () => {
    const { result, calls } = await run(scripted, everything(), scenario({ expected_trajectory: [] }));
    expect(result.stop_reason).toBe('error');
    expect(result.error).toMatch(/^scenarios\/agents\/test\.yaml: expected_trajectory is empty/);
    expect(calls).toEqual([]);
  });

  it('stops with timeout once the run signal has fired', async () => {
    const sc = scenario({ expected_trajectory: [{ tool: 'mcp__everything__echo', args: { message: 'x' } }] });
    const { result, calls } = await run(scripted, everything(), sc, { signal: AbortSignal.abort() });
    expect(result.stop_reason).toBe('timeout');
    expect(calls).toEqual([]);
  });
});

describe('replay agent', () => {
  const everything = testServers('everything');

  it('without a baseline, ends with a clear error and makes no call', async () => {
    const { result, calls } = await run(replay, everything(), scenario());
    expect(result.stop_reason).toBe('error');
    expect(result.error).toMatch(/no baseline for scenario agents\/test .*record one first/);
    expect(calls).toEqual([]);
  });

  it('re-issues only the scored calls of the baseline, and records a tool that no longer exists', async () => {
    // A baseline as an earlier run recorded it: a discovery call, two real calls, and one to
    // a tool the server has since dropped.
    const sc = scenario({
      expected_trajectory: [
        { tool: 'mcp__everything__get-sum', args: { a: 1, b: 2 } },
        { tool: 'mcp__everything__echo', args: { message: 'replayed' } },
      ],
    });
    const { trajectory: recorded } = await run(scripted, everything(), sc);
    const discovery: ToolCallRecord = {
      ...recorded.messages.filter(isToolCall)[0],
      id: 'mcp_everything:list',
      tool: null,
      discovery: true,
      arguments: { action: 'list' },
    };
    const gone: ToolCallRecord = {
      ...recorded.messages.filter(isToolCall)[1],
      id: 'mcp__everything__old-echo',
      tool: 'old-echo',
    };
    const baseline: Trajectory = {
      ...recorded,
      messages: [recorded.messages[0], discovery, ...recorded.messages.slice(1), gone],
    };

    const { result, trajectory, calls } = await run(replay, everything(), sc, { baseline });
    expect(result).toEqual({ stop_reason: 'completed', error: null });
    expect(calls.map((c) => [c.id, c.arguments])).toEqual(scoredCalls(baseline).map((c) => [c.id, c.arguments]));
    expect(calls.some((c) => c.discovery)).toBe(false);
    expect(text(calls[0])).toContain('3');
    expect(text(calls[1])).toContain('Echo: replayed');
    expect(calls[2].is_error).toBe(true);
    expect(calls[2].harness_error).toMatch(/old-echo/);
    expect(trajectory.agent).toBe('replay');
    expect(trajectory.model).toBeNull();
  });
});

describe('offline agents on server-memory (stateful)', () => {
  const memory = testServers('memory');

  const entity = { name: 'mcp-eval', entityType: 'project', observations: ['scores trajectories'] };

  it('scripted writes then reads the graph; replay repeats it against the same server', async () => {
    const sc = scenario({
      user_intent: 'Remember the project mcp-eval, then show the graph.',
      expected_trajectory: [
        { tool: 'mcp__memory__create_entities', args: { entities: [entity] } },
        { tool: 'mcp__memory__search_nodes', args: { query: 'mcp-eval' } },
      ],
    });
    const first = await run(scripted, memory(), sc);
    expect(first.result.stop_reason).toBe('completed');
    expect(first.calls.map((c) => c.is_error)).toEqual([false, false]);
    expect(text(first.calls[1])).toContain('scores trajectories');

    // Same calls again: the entity now exists, so the server's answer to the write changes
    // (that difference is what response drift reports) while the read still finds it.
    const again = await run(replay, memory(), sc, { baseline: first.trajectory });
    expect(again.result.stop_reason).toBe('completed');
    expect(again.calls.map((c) => [c.id, c.arguments])).toEqual(first.calls.map((c) => [c.id, c.arguments]));
    expect(text(again.calls[0])).not.toBe(text(first.calls[0]));
    expect(text(again.calls[1])).toContain('scores trajectories');
  });

  it('records an invalid argument as an error result and goes on', async () => {
    const sc = scenario({
      expected_trajectory: [
        { tool: 'mcp__memory__create_entities', args: { entities: 'not-a-list' } },
        { tool: 'mcp__memory__read_graph', args: {} },
      ],
    });
    const { result, calls } = await run(scripted, memory(), sc);
    expect(result.stop_reason).toBe('completed');
    expect(calls.map((c) => c.is_error)).toEqual([true, false]);
  });
});
