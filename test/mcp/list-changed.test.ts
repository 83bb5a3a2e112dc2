// notifications/tools/list_changed during a run (docs/conversations.md#progress-and-tasks): a server of the real MCP
// SDK whose `unlock` adds a tool `secret` tells the client its list changed; the client reads the list again before
// the next call to that server, so the gateway's `list` shows the new tool, direct exposure offers it to the model,
// and a call to it works, offline with the scripted agent as well.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createToolHost, openServers } from '../../src/mcp/index.js';
import type { StdioServerConfig } from '../../src/mcp/config.js';
import { isToolCall, Recorder } from '../../src/results/trajectory.js';
import { stopAllServers } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';

afterAll(stopAllServers);

const ASKING_JS = path.join(import.meta.dirname, '../helpers/asking-server.mjs');
const signup = (): StdioServerConfig => ({
  name: 'signup',
  type: 'stdio',
  command: process.execPath,
  args: [ASKING_JS, 'quiet'],
  env: {},
});

describe('tools/list_changed', () => {
  it('the gateway lists the tool added mid-run, and a call to it works', async () => {
    const pool = await openServers([signup()], { connectTimeoutMs: 15_000 });
    try {
      const recorder = new Recorder('scenario', 0, 'claude', 'm');
      const gateway = createToolHost(pool, recorder, { exposure: 'gateway', list: 'full', callTimeoutMs: 10_000 });
      const listed = async () => (await gateway.callModelTool('mcp_signup', { action: 'list' })).text;
      const names = () => pool.snapshots()[0].tools.map((t) => t.name);
      // One snapshot while the server is unchanged (mcp/snapshot.ts), a new one once its list is read again.
      const before = pool.snapshots()[0];
      expect(pool.snapshots()[0]).toBe(before);
      expect(await listed()).not.toContain('Tells the secret');
      expect((await gateway.callModelTool('mcp_signup', { action: 'execute', tool_name: 'unlock' })).text).toBe(
        'unlocked',
      );
      expect(await listed()).toContain('Tells the secret');
      expect([names().includes('secret'), before.tools.some((t) => t.name === 'secret')]).toEqual([true, false]);
      const secret = await gateway.callModelTool('mcp_signup', { action: 'execute', tool_name: 'secret' });
      expect([secret.text, secret.is_error]).toEqual(['the secret is 42', false]);
      expect(recorder.messages.filter(isToolCall).map((c) => [c.id, c.is_error])).toEqual([
        ['mcp_signup:list', false],
        ['mcp__signup__unlock', false],
        ['mcp_signup:list', false],
        ['mcp__signup__secret', false],
      ]);
    } finally {
      await pool.close();
    }
  });

  it("direct exposure: the host's model tools include the added tool once the call that added it returns", async () => {
    const pool = await openServers([signup()], { connectTimeoutMs: 15_000 });
    try {
      const direct = createToolHost(pool, new Recorder('s', 0, 'claude', 'm'), {
        exposure: 'direct',
        list: 'full',
        callTimeoutMs: 10_000,
      });
      const offered = () => direct.modelTools().map((t) => t.name);
      expect(offered()).not.toContain('mcp__signup__secret');
      expect((await direct.callModelTool('mcp__signup__unlock', {})).text).toBe('unlocked');
      expect(offered()).toContain('mcp__signup__secret');
      expect((await direct.callModelTool('mcp__signup__secret', {})).text).toBe('the secret is 42');
    } finally {
      await pool.close();
    }
  });

  it('offline: a scenario calls the tool its first call added, recorded and compared GOOD', async () => {
    const cwd = project({
      'unlock.yaml': `name: Unlock
user_intent: Unlock, then tell me the secret
expected_trajectory:
  - tool: mcp__signup__unlock
  - tool: mcp__signup__secret
`,
    });
    const recorded = await go(cwd, { mode: 'record', reset: 'run', resetCommand: 'true' }, [signup()]);
    expect(recorded.scenarios.map((s) => s.status)).toEqual(['RECORDED']);
    const calls = recorded.scenarios[0].runs[0].trajectory.messages.filter(isToolCall);
    expect(calls.map((c) => [c.tool, c.is_error, c.content[0].text])).toEqual([
      ['unlock', false, 'unlocked'],
      ['secret', false, 'the secret is 42'],
    ]);
    const compared = await go(cwd, { mode: 'compare', reset: 'run', resetCommand: 'true' }, [signup()]);
    expect(compared.scenarios.map((s) => s.status)).toEqual(['GOOD']);
  });
});
