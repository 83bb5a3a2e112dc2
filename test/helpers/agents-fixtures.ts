// Shared by the agent tests: scenarios built in code, and real MCP servers behind the real
// tool host (src/servers), so every call an agent makes reaches an actual server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Agent, AgentResult } from '../../src/agents/agent.js';
import type { ToolHost } from '../../src/mcp/host.js';
import type { ExpectedCall, Scenario } from '../../src/scenario/schema.js';
import { createToolHost, openServers, type ServerConfig } from '../../src/mcp/index.js';
import {
  isToolCall,
  Recorder,
  type AgentKind,
  type ServerSnapshot,
  type ToolCallRecord,
  type Trajectory,
} from '../../src/results/trajectory.js';
import { memoryStdio, sharedEverything } from './mcp-servers.js';

export function scenario(fields: Partial<Scenario> & { expected_trajectory?: ExpectedCall[] } = {}): Scenario {
  return {
    name: 'agent test',
    enabled: true,
    user_intent: 'Echo the word hello using the everything server.',
    expected_trajectory: [],
    success_criteria: [],
    elicitation: [],
    sampling: [],
    criteria_regression: 'degraded',
    expect_failure: false,
    tags: [],
    match: 'similarity',
    ignore: { args: [], response_fields: [] },
    id: 'agents/test',
    file: 'scenarios/agents/test.yaml',
    content_hash: '0'.repeat(64),
    ...fields,
  };
}

export function recorder(agent: AgentKind, model: string | null = null): Recorder {
  return new Recorder('agents/test', 0, agent, model);
}

/** A scratch directory removed by the returned cleanup. */
export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-eval-agents-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Real servers opened through src/servers; `host` gives a tool host recording into `rec`. */
export interface OpenServers {
  host(rec: Recorder): ToolHost;
  snapshots(): ServerSnapshot[];
  close(): Promise<void>;
}

async function open(configs: ServerConfig[], cleanup: () => void = () => {}): Promise<OpenServers> {
  const pool = await openServers(configs, { connectTimeoutMs: 30_000 });
  return {
    host: (rec) => createToolHost(pool, rec, { exposure: 'gateway', callTimeoutMs: 15_000 }),
    snapshots: () => pool.snapshots(),
    close: async () => {
      await pool.close();
      cleanup();
    },
  };
}

export type TestServer = 'everything' | 'memory';

/**
 * Real servers, in the order given: `everything` (the run's shared server-everything, streamable HTTP) and
 * `memory` (server-memory over stdio on a fresh graph file).
 */
export function openTestServers(...names: TestServer[]): Promise<OpenServers> {
  const { dir, cleanup } = tempDir();
  const configs = names.map((name) =>
    name === 'everything' ? sharedEverything(name) : memoryStdio(name, path.join(dir, 'memory.jsonl')),
  );
  return open(configs, cleanup);
}

/**
 * openTestServers for the tests of the file or describe block this is called in: opened before them, closed after.
 * Read them through the function it returns, once they are open.
 */
export function testServers(...names: TestServer[]): () => OpenServers {
  let servers: OpenServers | undefined;
  beforeAll(async () => {
    servers = await openTestServers(...names);
  });
  afterAll(async () => {
    await servers?.close();
  });
  return () => {
    if (!servers) throw new Error(`the test servers ${names.join(', ')} are not open (yet)`);
    return servers;
  };
}

export interface AgentRunOptions {
  scenario?: Scenario;
  baseline?: Trajectory | null;
  maxTurns?: number;
  signal?: AbortSignal;
}

/** One run of `agent` through the servers' tool host (the test scenario unless one is given), recorded. */
export async function runAgent(
  agent: Agent,
  servers: OpenServers,
  opts: AgentRunOptions = {},
): Promise<{ result: AgentResult; trajectory: Trajectory; calls: ToolCallRecord[] }> {
  const rec = recorder(agent.kind, agent.model);
  const result = await agent.run({
    scenario: opts.scenario ?? scenario(),
    host: servers.host(rec),
    recorder: rec,
    baseline: opts.baseline ?? null,
    maxTurns: opts.maxTurns ?? 10,
    signal: opts.signal ?? AbortSignal.timeout(30_000),
  });
  const trajectory = rec.finish({
    stop_reason: result.stop_reason,
    error: result.error,
    servers: servers.snapshots(),
    git: { sha: null, ref: null },
  });
  return { result, trajectory, calls: trajectory.messages.filter(isToolCall) };
}
