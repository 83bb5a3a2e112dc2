// A run that recovers is a run that works (docs/scoring/run-passes.md), end to end through the CLI's main in this
// process (helpers/cli-in-process.ts: what a run keeps and says is the test): the claude agent (Messages API emulator)
// and the openai agent (Chat Completions emulator) run a model that calls a mistyped tool on the real
// server-everything, reads the gateway's "did you mean" and calls the tool it names: `record` keeps the run as the
// baseline and says it recovered, and compare is GOOD. A model that reads the answer and gives up is refused. The
// run's shared server-everything over streamable HTTP (the subject is the run's verdict, not the server's transport).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { startAnthropicEmulator, type AnthropicEmulator } from '../emulators/anthropic.js';
import type { ChatModel } from '../emulators/chat.js';
import { startOpenAIEmulator, type OpenAIEmulator } from '../emulators/openai.js';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cliProject, scenarioYaml } from '../helpers/cli-project.js';
import { sharedEverythingUrl, stopAllServers } from '../helpers/mcp-servers.js';
import { messagesModel } from '../helpers/scenario-model.js';

/** How the model goes: the right tool at once, get_sum then the tool "did you mean" names, or get_sum and stop. */
type Way = 'right' | 'corrects' | 'gives-up';

function mistyping(way: Way): ChatModel {
  const sum = (tool: string) => ({
    calls: [{ name: 'mcp_everything', input: { action: 'execute', tool_name: tool, tool_inputs: { a: 2, b: 3 } } }],
  });
  return (chat) => {
    const answers = chat.turns.flatMap((t) => t.results.map((r) => r.text));
    if (!answers.length) return sum(way === 'right' ? 'get-sum' : 'get_sum');
    const meant = /Did you mean "([^"]+)"/.exec(answers[0])?.[1];
    if (answers.length === 1 && way === 'corrects' && meant) return sum(meant);
    return { text: `Done: ${answers.at(-1)}` };
  };
}

let claudeApi: AnthropicEmulator;
let openaiApi: OpenAIEmulator;
let way: Way = 'corrects';
beforeAll(async () => {
  claudeApi = await startAnthropicEmulator({ responder: (req, i) => messagesModel(mistyping(way))(req, i) });
  openaiApi = await startOpenAIEmulator({ api_key: 'sk-test' });
});
afterAll(async () => {
  await claudeApi?.close();
  await openaiApi?.close();
  await stopAllServers();
});

const agents = {
  claude: () => ({
    flags: ['--agent', 'claude', '--anthropic-base-url', claudeApi.url],
    env: { ANTHROPIC_API_KEY: 'sk-ant-test' },
  }),
  openai: () => {
    openaiApi.respondWith(mistyping(way));
    return { flags: ['--agent', 'openai', '--base-url', openaiApi.url], env: { OPENAI_API_KEY: 'sk-test' } };
  },
};
const everything = () => ({ everything: { url: sharedEverythingUrl() } });
const SUM = scenarioYaml('Sum', 'mcp__everything__get-sum', [{ a: 2, b: 3 }]);

async function run(command: 'record' | 'compare', agent: keyof typeof agents, dir: string, more: string[] = []) {
  const { flags, env } = agents[agent]();
  // No test here asserts the contract: the client on an older protocol version (a second server start) is not started.
  const args = [command, ...flags, ...more, '--servers', 'mcp.json', '--out', command, '--contract-protocol', 'none'];
  const res = await cliInProcess(args, dir, env);
  const report = JSON.parse(readFileSync(path.join(dir, command, 'results.json'), 'utf8')) as RunReport;
  return { res, report, summary: readFileSync(path.join(dir, command, 'summary.md'), 'utf8') };
}

describe('a run that recovers from a mistyped tool name', () => {
  it.each(['claude', 'openai'] as const)(
    '%s: record keeps it, says it recovered; compare is GOOD',
    async (agent) => {
      way = 'corrects';
      const dir = cliProject({ 'sum.yaml': SUM }, everything());
      const rec = await run('record', agent, dir);
      expect(rec.res.code, rec.res.stdout + rec.res.stderr).toBe(0);
      const [s] = rec.report.scenarios;
      expect(s.status).toBe('RECORDED');
      const calls = s.runs[0].trajectory.messages.flatMap((m) => (m.type === 'tool_call' ? [[m.id, m.is_error]] : []));
      expect(calls).toEqual([
        ['mcp__everything__get_sum', true],
        ['mcp__everything__get-sum', false],
      ]);
      const said = 'recovered 1 failed call(s): get_sum -> get-sum (server "everything"): a corrected tool name';
      expect(s.warnings).toEqual([said]);
      expect(rec.summary).toContain('recovered 1 failed call');
      expect(rec.res.stdout).toContain('recovered 1 failed call(s)');
      const cmp = await run('compare', agent, dir);
      expect(cmp.res.code, cmp.res.stdout + cmp.res.stderr).toBe(0);
      expect(cmp.report.scenarios.map((x) => x.status)).toEqual(['GOOD']);
    },
    180_000,
  );

  it('claude: against a baseline that called right at once, a run that recovers is GOOD and says so', async () => {
    way = 'right';
    const dir = cliProject({ 'sum.yaml': SUM }, everything());
    expect((await run('record', 'claude', dir)).res.code).toBe(0);
    way = 'corrects';
    // The server did not change: without --model-runs always, replay would verify it with no model run.
    const cmp = await run('compare', 'claude', dir, ['--model-runs', 'always']);
    expect(cmp.res.code, cmp.res.stdout + cmp.res.stderr).toBe(0);
    const [s] = cmp.report.scenarios;
    expect([s.status, s.score, s.runs[0].evaluation?.current_status]).toEqual(['GOOD', 1, 'SUCCESS']);
    expect(cmp.res.stdout).toContain('recovered: get_sum -> get-sum (server "everything"): a corrected tool name');
    expect(cmp.summary).toContain('recovered: get');
  }, 180_000);

  it.each(['claude', 'openai'] as const)(
    '%s: a failure not recovered is still refused',
    async (agent) => {
      way = 'gives-up';
      const dir = cliProject({ 'sum.yaml': SUM }, everything());
      const rec = await run('record', agent, dir);
      expect(rec.res.code).toBe(1);
      const [s] = rec.report.scenarios;
      expect(s.status).toBe('ERROR');
      expect(s.error).toMatch(
        /^not recorded as a baseline: its calls fail: get_sum \(server "everything"\): unknown tool/,
      );
    },
    180_000,
  );
});
