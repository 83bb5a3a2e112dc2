// Trusted verdicts from model runs, and model runs only where the server changed (docs/scoring/same-outcome.md,
// confirm.md, model-runs.md): the real claude agent (real Anthropic SDK) against the Messages API
// emulator, through run() and real server-everything: the run's shared one over streamable HTTP, a changed one over
// stdio.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import type { ServerConfig } from '../../src/mcp/index.js';
import type { SettingsInput } from '../../src/settings/settings.js';
import {
  endTurn,
  plansInTurn,
  startAnthropicEmulator,
  toolUse,
  type AnthropicEmulator,
  type MessageReply,
} from '../emulators/anthropic.js';
import { everythingStdio, searchStdio, sharedEverything, stopAllServers } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';

const VARIANT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../bench/everything-variant.mjs');
const execute = (server: string, tool: string, input: Record<string, unknown>) =>
  toolUse(`mcp_${server}`, { action: 'execute', tool_name: tool, tool_inputs: input });

let api: AnthropicEmulator;
beforeAll(async () => {
  api = await startAnthropicEmulator();
});
afterEach(() => api.requests.splice(0));
afterAll(async () => {
  await api.close();
  await stopAllServers();
});

/** The k-th conversation of each request takes plans[k % n] (plansInTurn). */
function model(...plans: MessageReply[][]): void {
  api.respondWith(plansInTurn(plans));
}

async function claude(cwd: string, input: SettingsInput, servers?: ServerConfig[]): Promise<RunReport> {
  const settings = { agent: 'claude', anthropicApiKey: 'sk-ant-test', anthropicBaseUrl: api.url, ...input } as const;
  return go(cwd, settings, servers ?? [sharedEverything()]);
}

/** server-everything with one change: a break of get-sum, or a tool described anew. */
function variant(env: Record<string, string>, name = 'everything'): ServerConfig {
  return { ...everythingStdio(name), args: [VARIANT], env };
}

const SUM = 'name: Sum\nuser_intent: Add 2 and 3\n';
const sum = execute('everything', 'get-sum', { a: 2, b: 3 });

describe('same outcome, through the claude agent', () => {
  it('a call with other arguments and the same answer from a read-only tool is GOOD, and says so', async () => {
    const cwd = project({ 'note.yaml': 'name: Note\nuser_intent: Show me a success message\n' });
    const plain = execute('everything', 'get-annotated-message', { messageType: 'success' });
    const explicit = execute('everything', 'get-annotated-message', { messageType: 'success', includeImage: false });
    model([plain, endTurn('done')], [explicit, endTurn('done')]);
    await claude(cwd, { mode: 'record' });
    const report = await claude(cwd, { mode: 'compare', failOn: 'degraded', modelRuns: 'always' });
    const [s] = report.scenarios;
    expect([s.status, s.score]).toEqual(['GOOD', 1]);
    expect(s.runs[0].evaluation!.pairs.map((p) => p.label)).toEqual([
      'same outcome: different includeImage, same answer',
    ]);
  });
});

describe("blame the server only for the server: the model's own arguments", () => {
  const FIND = 'name: Find\nuser_intent: Find the release notes\n';
  const withLimit = execute('notes', 'search', { query: 'release', limit: 3 });
  const without = execute('notes', 'search', { query: 'release' });

  it('the model leaves out an optional argument the answer echoes: GOOD, the difference shown, not scored', async () => {
    const cwd = project({ 'find.yaml': FIND });
    model([withLimit, endTurn('found')], [without, endTurn('found')]);
    await claude(cwd, { mode: 'record' }, [searchStdio()]);
    const report = await claude(cwd, { mode: 'compare', failOn: 'degraded', modelRuns: 'always' }, [searchStdio()]);
    const [s] = report.scenarios;
    const e = s.runs[0].evaluation!;
    expect([s.status, s.score, report.failed]).toEqual(['GOOD', 1, false]);
    expect(e.pairs.map((p) => p.label)).toEqual(['same outcome: different limit, same 1 result']);
    expect(e.drift.map((d) => [d.kind, d.detail])).toEqual([['arguments', 'for other arguments: removed keys limit']]);
    expect(report.causes).toEqual([]);
  });

  it('the same arguments answered in another shape are still the server: caught, the response change its cause', async () => {
    const cwd = project({ 'find.yaml': FIND });
    model([withLimit, endTurn('found')]);
    await claude(cwd, { mode: 'record' }, [searchStdio()]);
    const report = await claude(cwd, { mode: 'compare', failOn: 'degraded', modelRuns: 'always' }, [
      searchStdio({ BREAK: 'shape' }),
    ]);
    const [s] = report.scenarios;
    expect(s.status).toBe('DEGRADED');
    expect(report.failed).toBe(true);
    expect(s.runs[0].evaluation!.drift.map((d) => d.kind)).toEqual(['shape']);
    expect(report.causes?.map((c) => [c.kind, c.tool])).toEqual([['response_changed', 'search']]);
  });

  it("a changed shape the replay of the baseline's own call shows is caught though the model then chose otherwise", async () => {
    const cwd = project({ 'find.yaml': FIND });
    // Conversation 1 records with the limit; 2 (after the replay saw the answer change) leaves it out.
    model([withLimit, endTurn('found')], [without, endTurn('found')]);
    await claude(cwd, { mode: 'record' }, [searchStdio()]);
    const report = await claude(cwd, { mode: 'compare', failOn: 'degraded' }, [searchStdio({ BREAK: 'shape' })]);
    const [s] = report.scenarios;
    expect(s.replay?.unchanged).toBe(false);
    expect(s.replay?.drift?.map((d) => [d.kind, d.detail])).toEqual([
      ['shape', 'removed keys results; added keys items'],
    ]);
    expect(s.runs[0].evaluation!.drift.map((d) => d.kind)).toEqual(['arguments']);
    expect([s.status, report.failed]).toEqual(['DEGRADED', true]);
    expect(report.causes?.map((c) => [c.kind, c.tool])).toEqual([['response_changed', 'search']]);
  });
});

describe('confirm before alarm', () => {
  it('a drop that does not confirm is no alarm: GOOD, flaky, every run shown; fail-on flaky fails it', async () => {
    const cwd = project({ 'sum.yaml': SUM });
    const wrong = execute('everything', 'echo', { message: '2 + 3 = 5' });
    // Conversation 1 records the sum; 2 (the compare) echoes instead; 3 (its confirmation) sums again.
    model([sum, endTurn('5')], [wrong, endTurn('5')], [sum, endTurn('5')]);
    await claude(cwd, { mode: 'record' });
    const report = await claude(cwd, { mode: 'compare', failOn: 'degraded', modelRuns: 'always' });
    const [s] = report.scenarios;
    expect(s.runs.map((r) => [r.confirmation ?? false, r.evaluation!.status])).toEqual([
      [false, 'BROKEN'],
      [true, 'GOOD'],
    ]);
    expect([s.status, s.aggregate?.flaky, report.failed]).toEqual(['GOOD', true, false]);
    // The same runs under fail-on flaky: the intermittent break fails the check.
    model([wrong, endTurn('5')], [sum, endTurn('5')]);
    const strict = await claude(cwd, { mode: 'compare', failOn: 'flaky', modelRuns: 'always' });
    expect([strict.scenarios[0].aggregate?.flaky, strict.failed]).toEqual([true, true]);
  });

  it('a real rename is BROKEN after every confirmation failed too, its cause named', async () => {
    const cwd = project({ 'sum.yaml': SUM });
    model([sum, endTurn('5')]);
    await claude(cwd, { mode: 'record' });
    // The model tries get-sum, reads the error, lists the tools and calls the one that sums: as a model would.
    api.requests.splice(0);
    const report = await claude(cwd, { mode: 'compare', failOn: 'degraded' }, [variant({ BREAK: 'renamed' })]);
    const [s] = report.scenarios;
    expect(s.runs.map((r) => r.confirmation ?? false)).toEqual([false, true, true]);
    expect(s.runs.every((r) => r.evaluation!.status === 'BROKEN')).toBe(true);
    expect([s.status, s.aggregate?.flaky, report.failed]).toEqual(['BROKEN', false, true]);
    expect(report.causes?.[0]).toMatchObject({ kind: 'tool_renamed', tool: 'get-sum', rename: { to: 'add' } });
    const calls = s.runs[0].trajectory.messages.flatMap((m) => (m.type === 'tool_call' ? [m.id] : []));
    expect(calls).toEqual(['mcp__everything__get-sum', 'mcp_everything:list', 'mcp__everything__add']);
    // Three conversations of four turns: the run and two confirmations (the replay found get-sum gone first).
    expect(api.requests).toHaveLength(12);
    expect(s.replay?.changes).toContain('everything: tool get-sum removed');
  });

  it('a confirmation the model API refuses is said; the judgement of the run that ran stands, with its cause', async () => {
    const cwd = project({ 'sum.yaml': SUM });
    model([sum, endTurn('5')]);
    await claude(cwd, { mode: 'record' });
    // The compare's run: get-sum fails, the model lists the tools, calls add, answers (four requests); then no more.
    const first = plansInTurn([[sum, endTurn('5')]]);
    let n = 0;
    api.respondWith((req, i) =>
      n++ < 4 ? first(req, i) : { kind: 'error', status: 400, type: 'invalid_request_error', message: 'no more' },
    );
    const report = await claude(cwd, { mode: 'compare', failOn: 'degraded' }, [variant({ BREAK: 'renamed' })]);
    const [s] = report.scenarios;
    expect(s.runs.map((r) => [r.confirmation ?? false, r.error === null])).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(s.warnings?.[0]).toMatch(/^confirmation 1 did not run: .*no more/);
    expect([s.status, report.failed]).toEqual(['BROKEN', true]);
    expect(s.tool_changes.map((t) => t.renames?.map((r) => [r.from, r.to]))).toEqual([[['get-sum', 'add']]]);
    expect(report.causes?.[0]).toMatchObject({ kind: 'tool_renamed', tool: 'get-sum', rename: { to: 'add' } });
  });
});

describe('model runs follow the change', () => {
  it('an unchanged server costs no model call: verified by replay, the savings counted', async () => {
    const cwd = project({ 'sum.yaml': SUM });
    model([sum, endTurn('5')]);
    const recorded = await claude(cwd, { mode: 'record' });
    api.requests.splice(0);
    const report = await claude(cwd, { mode: 'compare', failOn: 'degraded' });
    expect(api.requests).toHaveLength(0);
    const [s] = report.scenarios;
    expect([s.status, s.replay?.unchanged, s.runs.map((r) => r.trajectory.agent)]).toEqual(['GOOD', true, ['replay']]);
    expect(s.replay?.saved?.input_tokens).toBe(recorded.scenarios[0].usage.input_tokens);
    expect(s.usage.input_tokens).toBe(0);
  });

  it('the same tools answering otherwise run the model: the replay names the call whose answer changed', async () => {
    const cwd = project({ 'sum.yaml': SUM });
    model([sum, endTurn('5')]);
    await claude(cwd, { mode: 'record' });
    api.requests.splice(0);
    const report = await claude(cwd, { mode: 'compare' }, [variant({ BREAK: 'answer' })]);
    const [s] = report.scenarios;
    expect(s.replay).toEqual({ unchanged: false, changes: ['call 1 mcp__everything__get-sum: answer changed'] });
    expect(api.requests.length).toBeGreaterThan(0);
    expect(s.runs.map((r) => r.trajectory.agent)).toEqual(['claude']);
  });

  it('a changed description on one server runs the model only for the scenarios that use it', async () => {
    const cwd = project({
      'sum.yaml': `${SUM}servers: [everything]\n`,
      'echo.yaml': 'name: Echo\nuser_intent: Echo hi\nservers: [other]\n',
    });
    const echo = execute('other', 'echo', { message: 'hi' });
    api.respondWith((req, i) => {
      const text = JSON.stringify(req.body.messages?.[0]?.content ?? '');
      return plansInTurn(text.includes('Echo') ? [[echo, endTurn('hi')]] : [[sum, endTurn('5')]])(req, i);
    });
    await claude(cwd, { mode: 'record' }, [sharedEverything(), sharedEverything('other')]);
    api.requests.splice(0);
    const reworded = variant({ DESCRIBE: 'echo', DESCRIPTION: 'Echoes back the input, word for word' }, 'other');
    const report = await claude(cwd, { mode: 'compare' }, [sharedEverything(), reworded]);
    const byId = new Map(report.scenarios.map((s) => [s.id, s]));
    expect(byId.get('sum')?.replay).toMatchObject({ unchanged: true });
    expect(byId.get('echo')?.replay).toEqual({ unchanged: false, changes: ['other: description of echo changed'] });
    const asked = api.requests.map((r) => JSON.stringify(r.body.messages?.[0]?.content));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((text) => text.includes('Echo hi'))).toBe(true);
    expect(report.scenarios.map((s) => s.status)).toEqual(['GOOD', 'GOOD']);
  });
});
