// Progress and tasks of a call (src/mcp/task-call.ts): progress kept as a count and the last notification however many
// come; a tool that requires task execution run as a task and polled until done, on a server of the real MCP SDK
// (test/helpers/asking-server.mjs, one process for the file over streamable HTTP); a task that never ends fails the call at its time limit, not the run's end.
import { afterAll, describe, expect, it } from 'vitest';
import { createToolHost, openServers } from '../../src/mcp/index.js';
import { CallNotes } from '../../src/mcp/task-call.js';
import { isToolCall, Recorder } from '../../src/results/trajectory.js';
import { httpConfig, stopAllServers } from '../helpers/mcp-servers.js';
import { sessionUrl } from '../helpers/session-servers.js';

afterAll(stopAllServers);

const signup = async (release: string) => httpConfig('signup', await sessionUrl('asking-server.mjs', { release }));

describe('progress and tasks of a call', () => {
  it('keeps thousands of progress notifications as one record: the count and the last', () => {
    const notes = new CallNotes();
    expect(notes.record()).toEqual({});
    for (let i = 1; i <= 5000; i++) notes.onprogress({ progress: i, total: 5000, message: `step ${i}` });
    expect(notes.record()).toEqual({ progress: { count: 5000, progress: 5000, total: 5000, message: 'step 5000' } });
    notes.onprogress({ progress: 1, message: 'x'.repeat(1000) });
    expect(notes.progress?.message).toHaveLength(200);
  });

  it('runs a tool that requires tasks as a task, polled until done; one that never ends fails at the call limit', async () => {
    for (const [release, limitMs] of [
      ['asks', 10_000],
      ['stuck', 1500],
    ] as const) {
      const pool = await openServers([await signup(release)], { connectTimeoutMs: 15_000 });
      try {
        const recorder = new Recorder('s', 0, 'scripted', 'm');
        const host = createToolHost(pool, recorder, { exposure: 'direct', list: 'full', callTimeoutMs: limitMs });
        const started = Date.now();
        const out = await host.callModelTool('mcp__signup__report', {});
        const [call] = recorder.messages.filter(isToolCall);
        if (release === 'asks') {
          expect([out.text, out.is_error]).toEqual(['report done', false]);
          expect(call.task?.status).toBe('completed');
          expect(call.task?.polls).toBeGreaterThanOrEqual(1);
        } else {
          expect(out.text).toBe('server "signup" did not answer call tool "report" within 1500 ms');
          expect([call.interrupted, call.task?.status]).toEqual([true, 'working']);
          expect(Date.now() - started).toBeLessThan(5000);
        }
      } finally {
        await pool.close();
      }
    }
  });
});
