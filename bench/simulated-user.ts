// 17 (part). A simulated user's conversation of three turns against the same three user messages given as turns:, both
// through the claude agent on the Messages API emulator and real server-everything: what the user's model costs, in
// wall time and in tokens (its replies and the goal checks, beside the agent's turns).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { USER_TOOL_NAME } from '../src/agents/simulated-user.js';
import { createBaselineStore } from '../src/baselines/index.js';
import { run } from '../src/pipeline/index.js';
import { totalTokens } from '../src/results/trajectory.js';
import { loadScenarios } from '../src/scenario/loader.js';
import { parseSettings } from '../src/settings/settings.js';
import { startAnthropicEmulator } from '../test/emulators/anthropic.js';
import type { Chat, Said } from '../test/emulators/chat.js';
import { everythingStdio, tempDir } from '../test/helpers/mcp-servers.js';
import { messagesModel, scenarioChatModel } from '../test/helpers/scenario-model.js';
import { interleaved, median, ms, timed, type Row } from './stats.js';

const echo = (t: number) =>
  `    expected_trajectory:\n      - tool: mcp__everything__echo\n        args: { message: turn ${t} }`;
const TURNS = `name: Three turns\nturns:\n${[1, 2, 3].map((t) => `  - user: Turn ${t}\n${echo(t)}`).join('\n')}\n`;
const SIMULATED =
  'name: Three turns, simulated\nuser_intent: Turn 1\nuser:\n  goal: Echo three turns\n  max_turns: 5\n' +
  "  done_when: { contains: 'Echo: turn 3' }\n";

/** The user: "Turn n+1" after the agent answered turn n. */
function user(chat: Chat): Said {
  const said = (chat.user.match(/^YOU: /gm) ?? []).length;
  return { calls: [{ name: USER_TOOL_NAME, input: { message: `Turn ${said + 1}`, done: false } }] };
}

/** One project run with the claude agent: its wall time, and the tokens of its run. */
function project(yaml: string, url: string): { time: () => Promise<number>; tokens: () => number } {
  const cwd = tempDir();
  mkdirSync(path.join(cwd, 'scenarios'));
  writeFileSync(path.join(cwd, 'scenarios', 's.yaml'), yaml);
  const settings = parseSettings(
    {
      mode: 'record',
      agent: 'claude',
      anthropicApiKey: 'k',
      anthropicBaseUrl: url,
      contractProtocol: 'none',
      scenarios: path.join(cwd, 'scenarios/*.yaml'),
      baselineDir: path.join(cwd, 'baselines'),
    },
    {},
  );
  const store = createBaselineStore({ kind: 'dir', dir: 'baselines', cacheKey: 'k', branch: 'b', cwd });
  const deps = { servers: [everythingStdio()], store, cwd, env: {} };
  let tokens = 0;
  const time = () =>
    timed(async () => {
      const report = await run(settings, deps);
      const t = report.scenarios[0].runs[0]?.trajectory;
      if (report.scenarios[0].status !== 'RECORDED' || t?.messages.filter((m) => m.type === 'user').length !== 3)
        throw new Error(`simulated user: ${report.scenarios[0].status} ${report.scenarios[0].error ?? ''}`);
      tokens = totalTokens(t.usage);
    });
  return { time, tokens: () => tokens };
}

export async function simulatedUser(): Promise<Row[]> {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'scenarios'));
  writeFileSync(path.join(dir, 'scenarios', 'plan.yaml'), TURNS);
  const agent = scenarioChatModel((await loadScenarios(path.join(dir, 'scenarios/*.yaml'))).scenarios);
  const api = await startAnthropicEmulator({
    responder: messagesModel((chat, i) => (chat.forced === USER_TOOL_NAME ? user(chat) : agent(chat, i))),
  });
  try {
    const simulated = project(SIMULATED, api.url);
    const scripted = project(TURNS, api.url);
    const ab = await interleaved(simulated.time, scripted.time, 5);
    const tokenRatio = simulated.tokens() / scripted.tokens();
    return [
      {
        benchmark:
          '17. conversations: simulated user, 3 turns, vs the same 3 messages as turns: (claude, emulator, wall)',
        measured: ms(median(ab.a)),
        baseline: ms(median(ab.b)),
        ratio: ab.ratio.toFixed(3),
        target: 'reported',
        met: null,
      },
      {
        benchmark: '17. conversations: simulated user, 3 turns, vs the same 3 messages as turns: (tokens)',
        measured: `${simulated.tokens()} tokens`,
        baseline: `${scripted.tokens()} tokens`,
        ratio: tokenRatio.toFixed(3),
        target: 'reported',
        met: null,
      },
    ];
  } finally {
    await api.close();
  }
}
