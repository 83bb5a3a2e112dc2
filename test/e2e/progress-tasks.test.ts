// Progress and tasks on the real @modelcontextprotocol/server-everything 2026.8.31, through the CLI's main in this
// process (helpers/cli-in-process.ts) with the scripted agent: its long-running tool reports progress (kept on the call
// as a count and the last notification), its simulate-research-query requires task execution (called as a task, polled
// until done; asked to clarify through the task, answered by the scenario), and its -async tools ask the client for an
// elicitation and a sampling as tasks of the client's own (registered only for a client that declares tasks). Recorded,
// then compared GOOD.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import type { ToolCallRecord } from '../../src/results/trajectory.js';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cliProject } from '../helpers/cli-project.js';
import { sharedEverythingUrl, stopAllServers } from '../helpers/mcp-servers.js';

afterAll(stopAllServers);

const LONG = `name: Long
user_intent: Run the long operation
expected_trajectory:
  - tool: mcp__everything__trigger-long-running-operation
    args: { duration: 1, steps: 4 }
`;
const RESEARCH = `name: Research
user_intent: Research python
expected_trajectory:
  - tool: mcp__everything__simulate-research-query
    args: { topic: python, ambiguous: true }
elicitation:
  - { message: multiple interpretations, content: { interpretation: programming } }
`;
const ASYNC = `name: Async
user_intent: Sign me up and summarise, as tasks
expected_trajectory:
  - tool: mcp__everything__trigger-elicitation-request-async
  - tool: mcp__everything__trigger-sampling-request-async
    args: { prompt: Summarise the news, maxTokens: 50 }
elicitation:
  - { message: async task demo, content: { name: Ada, favoriteColor: Blue } }
sampling:
  - { message: news, reply: Nothing happened today. }
`;

const everything = { everything: { url: sharedEverythingUrl() } };
const read = (cwd: string) => JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')) as RunReport;
const calls = (r: RunReport, name: string) =>
  r.scenarios
    .find((s) => s.name === name)!
    .runs[0].trajectory.messages.filter((m): m is ToolCallRecord => m.type === 'tool_call');
const text = (c: ToolCallRecord) => c.content.map((b) => b.text ?? '').join('\n');

describe('progress and tasks: real server-everything through the CLI', () => {
  it('records progress compactly, runs task tools as tasks, answers asks made as tasks; compared GOOD', async () => {
    const cwd = cliProject({ 'long.yaml': LONG, 'research.yaml': RESEARCH, 'async.yaml': ASYNC }, everything);
    // Nothing of the contract is asserted: its client on an older protocol version (a second server start) is not run.
    const rec = await cliInProcess(['record', '--servers', 'mcp.json', '--contract-protocol', 'none'], cwd);
    expect(rec.stdout).toMatch(/^RECORDED: 3 scenarios\n/);
    expect(rec.code).toBe(0);
    const recorded = read(cwd);

    // Progress: one notification a step, every one counted (the last comes just before the answer), the last kept.
    const [long] = calls(recorded, 'Long');
    expect(text(long)).toContain('Long running operation completed');
    expect(long.progress).toEqual({ count: 4, progress: 4, total: 4 });

    // A task: created, polled until done, its result recorded as any call's; the clarification it asked for
    // through the task is answered and recorded with the call.
    const [research] = calls(recorded, 'Research');
    expect(research.is_error).toBe(false);
    expect(text(research)).toContain('# Research Report: python (programming)');
    expect(research.task?.status).toBe('completed');
    expect(research.task?.polls).toBeGreaterThanOrEqual(1);
    expect(research.asks?.map((a) => [a.kind, a.action])).toEqual([['elicitation', 'accept']]);

    // The server asks the client for an elicitation and a sampling as tasks: answered, polled by the server, done.
    const [elicit, sample] = calls(recorded, 'Async');
    expect(text(elicit)).toContain('[COMPLETED] User provided the requested information!');
    expect(text(sample)).toContain('[COMPLETED] Async sampling completed!');
    expect(text(sample)).toContain('Nothing happened today.');
    expect([elicit, sample].map((c) => c.asks?.map((a) => [a.kind, a.action]))).toEqual([
      [['elicitation', 'accept']],
      [['sampling', 'reply']],
    ]);
    const seen = recorded.scenarios[0].runs[0].trajectory.servers[0];
    expect(seen.client).toEqual(['elicitation', 'url-elicitation', 'sampling', 'tasks']);

    // The report shows them with their call.
    const html = readFileSync(path.join(cwd, 'reports/report.html'), 'utf8');
    expect(html).toContain('<li>progress: 4 notification(s), the last 4 of 4</li>');
    expect(html).toMatch(/<li>ran as a task: completed after \d+ poll\(s\)<\/li>/);
    expect(html).toContain('<li>asked (sampling) &quot;Resource trigger-sampling-request-async context: ');

    const cmp = await cliInProcess(['compare', '--servers', 'mcp.json', '--contract-protocol', 'none'], cwd);
    expect(cmp.stdout).toMatch(/^GOOD: 3 scenarios\n/);
    expect(cmp.code).toBe(0);
  }, 120_000);
});
