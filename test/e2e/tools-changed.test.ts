// A server's tools/list_changed through the model agents with direct exposure: a server of the real MCP SDK
// (test/helpers/asking-server.mjs) whose `unlock` adds `secret`, removes itself and changes sign_up's description.
// The next request of the real claude, openai and gemini SDKs, as their wire emulators received it, offers the list
// as re-read, so the model can call the added tool; the call after which the list changed records what changed.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StdioServerConfig } from '../../src/mcp/config.js';
import { renderHtml } from '../../src/reports/html.js';
import { isToolCall, type Trajectory } from '../../src/results/trajectory.js';
import type { ChatModel, RecordedCall } from '../emulators/chat.js';
import type { RecordedRequest } from '../emulators/anthropic.js';
import { stopAllServers } from '../helpers/mcp-servers.js';
import { MODEL_AGENTS, startModelEmulators, type ModelEmulators } from '../helpers/model-emulators.js';
import { go, project } from '../helpers/pipeline.js';

const UNLOCK_YAML = `name: Unlock
user_intent: Unlock the secret, then tell me it
expected_trajectory:
  - tool: mcp__signup__unlock
  - tool: mcp__signup__secret
`;
const signup = (): StdioServerConfig => ({
  name: 'signup',
  type: 'stdio',
  command: process.execPath,
  args: [path.join(import.meta.dirname, '../helpers/asking-server.mjs'), 'quiet'],
  env: {},
});

/** Unlocks, then calls the secret tool if (and only if) the request offers it. */
const model: ChatModel = (chat) => {
  const results = chat.turns.flatMap((t) => t.results);
  if (!results.length) return { calls: [{ name: 'mcp__signup__unlock', input: {} }] };
  if (results.length > 1) return { text: `Done: ${results.at(-1)?.text}` };
  if (chat.tools.some((t) => t.name === 'mcp__signup__secret'))
    return { calls: [{ name: 'mcp__signup__secret', input: {} }] };
  return { text: 'no secret tool is offered' };
};

type Offered = Array<{ name: string; description: string }>;
type Json = Record<string, unknown>;
const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);
const named = (tools: Json[]): Offered =>
  tools.map((t) => ({ name: String(t.name), description: String(t.description) }));

/** The tools each request to an agent's emulator offered, in each API's own shape. */
const offered = {
  claude: (e: ModelEmulators) => e.claude.requests.map((r: RecordedRequest) => named(list(r.body.tools))),
  openai: (e: ModelEmulators) =>
    e.openai.requests.map((r: RecordedCall) => named(list(r.body.tools).map((t) => t.function as Json))),
  gemini: (e: ModelEmulators) =>
    e.gemini.requests.map((r: RecordedCall) => named(list(r.body.tools).flatMap((t) => list(t.functionDeclarations)))),
};

afterAll(stopAllServers);

describe('a changed tool list reaches the model agents (direct exposure), as their emulators received it', () => {
  let emulators: ModelEmulators;
  beforeAll(async () => {
    emulators = await startModelEmulators(model);
  });
  afterAll(() => emulators?.close());

  it.each(MODEL_AGENTS)('%s: the request after unlock offers secret, no unlock, the new sign_up', async (agent) => {
    const cwd = project({ 'unlock.yaml': UNLOCK_YAML });
    const settings = { mode: 'record', exposure: 'direct', ...emulators.agent(agent) } as const;
    const report = await go(cwd, { ...settings, reset: 'run', resetCommand: 'true' }, [signup()]);
    expect([report.scenarios[0].status, report.scenarios[0].error]).toEqual(['RECORDED', null]);

    const [first, second, third] = offered[agent](emulators);
    const signUp = (o: Offered) => o.find((t) => t.name === 'mcp__signup__sign_up')?.description;
    const names = (o: Offered) => o.map((t) => t.name);
    expect(names(first)).toContain('mcp__signup__unlock');
    expect(names(first)).not.toContain('mcp__signup__secret');
    expect(signUp(first)).toBe('Signs the user up');
    expect(names(second)).toContain('mcp__signup__secret');
    expect(names(second)).not.toContain('mcp__signup__unlock');
    expect(signUp(second)).toBe('Signs the user up, now that the secret is unlocked');
    expect(third).toEqual(second);

    const trajectory: Trajectory = report.scenarios[0].runs[0].trajectory;
    const calls = trajectory.messages.filter(isToolCall);
    expect(calls.map((c) => [c.tool, c.is_error, c.content[0]?.text, c.tools_changed])).toEqual([
      [
        'unlock',
        false,
        'unlocked',
        { added: ['mcp__signup__secret'], removed: ['mcp__signup__unlock'], changed: ['mcp__signup__sign_up'] },
      ],
      ['secret', false, 'the secret is 42', undefined],
    ]);
    expect(trajectory.servers[0].tools.map((t) => t.name).sort()).toEqual(['report', 'secret', 'sign_up']);
    expect(renderHtml(report)).toContain(
      '<li>the model&#39;s tools changed after it: added mcp__signup__secret; removed mcp__signup__unlock; ' +
        'changed mcp__signup__sign_up</li>',
    );
  });
});
