// A simulated user on the real @modelcontextprotocol/server-memory: user_intent opens, and a model playing the user
// (a forced reply_as_user request, as the agent's judge is asked) writes each next message from the conversation as
// the user saw it, until done_when holds or max_turns. Through the real claude, openai and gemini SDKs against their
// wire emulators; the emulators' model plays the agent by the three-turn shopping list and the user by what the
// request carries. Offline, a scenario with user: is an ERROR naming its line, and the others still run.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { USER_TOOL_NAME } from '../../src/agents/simulated-user.js';
import { totalTokens } from '../../src/results/trajectory.js';
import { renderHtml } from '../../src/reports/html.js';
import { loadScenarios } from '../../src/scenario/loader.js';
import type { AnthropicEmulator } from '../emulators/anthropic.js';
import type { Chat, ChatModel, Said } from '../emulators/chat.js';
import type { GeminiEmulator } from '../emulators/gemini.js';
import type { OpenAIEmulator } from '../emulators/openai.js';
import { memoryStdio, stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { MODEL_AGENTS, startModelEmulators, type ModelEmulators } from '../helpers/model-emulators.js';
import { go, project } from '../helpers/pipeline.js';
import { scenarioChatModel } from '../helpers/scenario-model.js';

/** What the agent's model does, by the user's messages in order: the three-turn shopping list. */
const AGENT_PLAN = `name: Plan
turns:
  - user: Make a shopping list with eggs on it.
    expected_trajectory:
      - tool: mcp__memory__create_entities
        args: { entities: [{ name: shopping, entityType: list, observations: [eggs] }] }
  - user: Now add milk to that list.
    expected_trajectory:
      - tool: mcp__memory__add_observations
        args: { observations: [{ entityName: shopping, contents: [milk] }] }
  - user: What is on it?
    expected_trajectory:
      - tool: mcp__memory__open_nodes
        args: { names: [shopping] }
`;

const simulated = (extra: string) => `name: Shopping, the user simulated
user_intent: Make a shopping list with eggs on it.
user:
  persona: A busy parent who answers in a few words.
  goal: A list named shopping with eggs and milk on it, read back to check.
${extra}`;
const UNTIL_READ = simulated('  max_turns: 4\n  done_when: { called: mcp__memory__open_nodes }\n');
const ECHO = 'name: Echo\nuser_intent: Echo hi\nexpected_trajectory:\n  - tool: mcp__memory__read_graph\n';
const NEVER_DONE = simulated('  max_turns: 2\n  done_when: { regex: bread }\n');

/**
 * The user: its next message by how many it has said, once the assistant has answered the last one; done after three.
 * It reads only what the request carries (the conversation between the tags).
 */
function userModel(chat: Chat): Said {
  const conversation = /<conversation>\n([\s\S]*)\n<\/conversation>/.exec(chat.user)?.[1] ?? '';
  const lines = conversation.split('\n').filter((l) => /^(YOU|ASSISTANT): /.test(l));
  const said = lines.filter((l) => l.startsWith('YOU: ')).length;
  const answered = lines.at(-1)?.startsWith('ASSISTANT: ') ?? false;
  const next = ['Now add milk to that list.', 'What is on it?'][said - 1];
  const input = !answered || !next ? { message: '', done: true } : { message: next, done: false };
  return { calls: [{ name: USER_TOOL_NAME, input }] };
}

/** The agent plays the three-turn shopping list (by the user's message count); the user model answers its requests. */
async function bothModels(): Promise<ChatModel> {
  const { scenarios } = await loadScenarios(path.join(project({ 's.yaml': AGENT_PLAN }), 'scenarios/*.yaml'));
  const agent = scenarioChatModel(scenarios);
  return (chat, index) => (chat.forced === USER_TOOL_NAME ? userModel(chat) : agent(chat, index));
}

function memory() {
  const file = path.join(tempDir(), 'memory.jsonl');
  return { server: memoryStdio('memory', file), reset: { reset: 'run', resetCommand: `rm -f '${file}'` } as const };
}

const run0 = (r: RunReport) => r.scenarios[0].runs[0].trajectory;
const users = (r: RunReport) =>
  run0(r).messages.flatMap((m) => (m.type === 'user' ? [[m.text, m.simulated ?? false] as const] : []));
const turnCalls = (r: RunReport) =>
  run0(r).messages.flatMap((m) =>
    m.type === 'user' ? ['|'] : m.type === 'tool_call' && !m.discovery ? [m.tool ?? ''] : [],
  );

afterAll(stopAllServers);

describe('a simulated user through the model agents, against their wire emulators', () => {
  let claude: AnthropicEmulator;
  let openai: OpenAIEmulator;
  let gemini: GeminiEmulator;
  let emulators: ModelEmulators;
  beforeAll(async () => {
    const model = await bothModels();
    emulators = await startModelEmulators(model);
    ({ claude, openai, gemini } = emulators);
  });
  afterAll(() => emulators?.close());

  /** The system prompts of the user model's requests each emulator saw. */
  const userRequests = {
    claude: () =>
      claude.requests
        .filter((r) => (r.body.tool_choice as { name?: string } | undefined)?.name === USER_TOOL_NAME)
        .map((r) => String(r.body.system)),
    openai: () =>
      openai.requests
        .filter((r) => JSON.stringify(r.body.tool_choice ?? '').includes(USER_TOOL_NAME))
        .map((r) => JSON.stringify((r.body.messages as unknown[])[0])),
    gemini: () =>
      gemini.requests.filter((r) => r.raw.includes(`"allowedFunctionNames":["${USER_TOOL_NAME}"]`)).map((r) => r.raw),
  };

  it.each(MODEL_AGENTS)(
    '%s: the user model replies turn by turn until done_when holds; its messages and tokens are in the run',
    async (agent) => {
      const cwd = project({ 'shopping.yaml': UNTIL_READ });
      const { server, reset } = memory();
      const before = userRequests[agent]().length;
      const recorded = await go(cwd, { mode: 'record', ...emulators.agent(agent), ...reset }, [server]);
      expect([recorded.scenarios[0].status, recorded.scenarios[0].error]).toEqual(['RECORDED', null]);
      expect(users(recorded)).toEqual([
        ['Make a shopping list with eggs on it.', false],
        ['Now add milk to that list.', true],
        ['What is on it?', true],
      ]);
      expect(turnCalls(recorded)).toEqual(['|', 'create_entities', '|', 'add_observations', '|', 'open_nodes']);
      // Two replies asked for: done_when held after the third answer, so the user was not asked again (max_turns 4).
      const asked = userRequests[agent]().slice(before);
      expect(asked).toHaveLength(2);
      expect(asked[0]).toContain('A busy parent who answers in a few words.');
      expect(asked[0]).toContain('Your goal: A list named shopping with eggs and milk');
      const t = run0(recorded);
      expect(t.criteria?.map((c) => [c.criterion, c.status])).toEqual([['called mcp__memory__open_nodes', 'met']]);
      // The user's tokens: apart, and in the run's usage beside the agent's turns.
      expect(t.user_usage?.input_tokens).toBeGreaterThan(0);
      const turns = t.turns.reduce((n, u) => n + totalTokens(u), 0);
      expect(totalTokens(t.usage)).toBe(turns + totalTokens(t.user_usage!));

      // Compared: the same conversation again, turn by turn.
      const same = await go(cwd, { mode: 'compare', modelRuns: 'always', ...emulators.agent(agent), ...reset }, [
        server,
      ]);
      expect(same.scenarios.map((s) => [s.status, s.score])).toEqual([['GOOD', 1]]);
      expect(same.scenarios[0].runs[0].evaluation?.turns?.map((x) => x.score)).toEqual([1, 1, 1]);
      // Replayed offline: the recorded messages, the simulated ones still marked so, and no model asked.
      const requests = userRequests[agent]().length;
      const replayed = await go(cwd, { mode: 'compare', agent: 'replay', ...reset }, [server]);
      expect(replayed.scenarios.map((s) => [s.status, s.score])).toEqual([['GOOD', 1]]);
      expect(users(replayed)).toEqual(users(recorded));
      expect(userRequests[agent]().length).toBe(requests);
    },
  );

  it('stops at max_turns when done_when never holds, and the goal is an unmet criterion of the run', async () => {
    const cwd = project({ 'shopping.yaml': NEVER_DONE });
    const { server, reset } = memory();
    const report = await go(cwd, { mode: 'record', ...emulators.agent('claude'), ...reset }, [server]);
    expect(report.scenarios[0].status).toBe('RECORDED');
    expect(users(report).map(([text]) => text)).toEqual([
      'Make a shopping list with eggs on it.',
      'Now add milk to that list.',
    ]);
    expect(run0(report).criteria?.map((c) => [c.criterion, c.status])).toEqual([['regex /bread/', 'unmet']]);
  });

  it("a judge done_when is asked of the user's model after each answer; the HTML report shows whose messages", async () => {
    const cwd = project({ 'shopping.yaml': simulated('  done_when: { judge: The list holds eggs }\n') });
    const { server, reset } = memory();
    const report = await go(
      cwd,
      {
        mode: 'record',
        ...emulators.agent('gemini'),
        userModel: 'claude:judge-model',
        anthropicApiKey: 'k',
        anthropicBaseUrl: claude.url,
        ...reset,
      },
      [server],
    );
    // The emulator's judge says met: the goal holds after the first answer, and the user is never asked.
    expect(users(report)).toEqual([['Make a shopping list with eggs on it.', false]]);
    const judged = claude.requests.filter((r) => r.body.model === 'judge-model');
    expect(judged.map((r) => (r.body.tool_choice as { name: string }).name)).toEqual(['record_verdicts']);
    expect(judged[0].body.messages?.[0].content).toContain('1. The list holds eggs');
    expect(run0(report).user_usage?.input_tokens).toBeGreaterThan(0);
    expect(run0(report).criteria?.map((c) => c.status)).toEqual(['met']);
  });

  it('the user model says when it is done when there is no done_when', async () => {
    const cwd = project({ 'shopping.yaml': simulated('  max_turns: 10\n') });
    const { server, reset } = memory();
    const report = await go(cwd, { mode: 'record', ...emulators.agent('openai'), ...reset }, [server]);
    expect(report.scenarios[0].status).toBe('RECORDED');
    expect(users(report)).toHaveLength(3);
    expect(turnCalls(report).at(-1)).toBe('open_nodes');
    const html = renderHtml(report);
    expect(html.match(/<span class="who">user \(simulated\)<\/span>/g)).toHaveLength(2);
    expect(html.match(/<span class="who">user<\/span>/g)).toHaveLength(1);
  });

  it('user-model: another provider plays the user, and its key is the one asked for', async () => {
    const cwd = project({ 'shopping.yaml': UNTIL_READ });
    const { server, reset } = memory();
    const before = { claude: userRequests.claude().length, openai: userRequests.openai().length };
    const settings = {
      ...emulators.agent('claude'),
      openaiApiKey: 'sk-o',
      openaiBaseUrl: openai.url,
      userModel: 'openai:gpt-5-mini',
    };
    const report = await go(cwd, { mode: 'record', ...settings, ...reset }, [server]);
    expect(report.scenarios[0].status).toBe('RECORDED');
    expect([userRequests.claude().length - before.claude, userRequests.openai().length - before.openai]).toEqual([
      0, 2,
    ]);
    expect(openai.requests.at(-1)?.body.model).toBe('gpt-5-mini');
    await expect(
      go(cwd, { mode: 'record', ...emulators.agent('claude'), userModel: 'gemini:gemini-2.5-flash' }),
    ).rejects.toThrow(/agent gemini needs a Gemini API key/);
    // The user's model refusing (a wrong key): that scenario is ERROR saying so, never the key; the others run.
    const two = project({ 'shopping.yaml': UNTIL_READ, 'echo.yaml': ECHO });
    const wrong = { ...settings, openaiApiKey: 'sk-wrong-key' };
    const m = memory();
    const failed = await go(two, { mode: 'record', ...wrong, ...m.reset }, [m.server]);
    const byName = Object.fromEntries(failed.scenarios.map((x) => [x.name, x]));
    expect(byName.Echo.status).toBe('RECORDED');
    expect(byName['Shopping, the user simulated'].status).toBe('ERROR');
    expect(byName['Shopping, the user simulated'].error).toMatch(/simulated user: OpenAI API error 401/);
    expect(JSON.stringify(failed)).not.toContain('sk-wrong-key');
  });
});

describe('a simulated user offline, and bad input', () => {
  /**
   * One scripted run serves both cases (a run and a server-memory start less): a scenario with user:, three files that
   * get user: wrong, and one that is fine. Each case asserts on its own files.
   */
  let report: RunReport;
  beforeAll(async () => {
    const cwd = project({
      'shopping.yaml': UNTIL_READ,
      'both.yaml': `${UNTIL_READ}turns:\n  - user: Hello\n`,
      'no-goal.yaml': 'name: No goal\nuser_intent: Hi\nuser:\n  persona: Someone\n',
      'no-intent.yaml': 'name: No intent\nuser:\n  goal: A list\n',
      'echo.yaml': ECHO,
    });
    const { server, reset } = memory();
    report = await go(cwd, { mode: 'record', ...reset }, [server]);
  });

  it('the scripted agent has no model to play the user: ERROR naming the line and the fix; the others run', () => {
    const byId = Object.fromEntries(report.scenarios.map((s) => [s.id, s]));
    expect(byId.echo.status).toBe('RECORDED');
    expect(byId.shopping.status).toBe('ERROR');
    expect(byId.shopping.error).toMatch(
      /scenarios\/shopping\.yaml:3: user: a simulated user needs a model .*give the user's messages as turns:/,
    );
  });

  it('user: with turns, without goal, without user_intent: each an error of its file and line; the others run', () => {
    // The three are no scenarios of the run: problems, each of its file; the two valid files ran.
    expect(report.scenarios.map((s) => s.id).sort()).toEqual(['echo', 'shopping']);
    expect(report.scenarios.find((s) => s.id === 'echo')?.status).toBe('RECORDED');
    const said = report.problems.join('\n');
    expect(said).toMatch(/both\.yaml:4:3: user: give either user \(a simulated user.*or turns/);
    expect(said).toMatch(/no-goal\.yaml:4:3: user\.goal: required field is missing: say what the simulated/);
    expect(said).toMatch(/no-intent\.yaml:1:1: user_intent: required field is missing: with user/);
  });
});
