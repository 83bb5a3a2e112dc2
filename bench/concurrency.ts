// 3. Concurrency: 16 scenarios through run() with the real claude agent (Anthropic SDK)
// against the Messages API emulator, which answers every turn after 300 ms; the scenarios
// use server-everything over streamable HTTP (one shared service, like MCPProxy in CI).
// Wall time at concurrency 1 against concurrency 8.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createBaselineStore } from '../src/baselines/index.js';
import { run } from '../src/pipeline/index.js';
import { parseSettings } from '../src/settings/settings.js';
import { byTurn, endTurn, startAnthropicEmulator, toolUse } from '../test/emulators/anthropic.js';
import { httpConfig, startEverything, tempDir } from '../test/helpers/mcp-servers.js';
import { interleaved, median, ms, timed, type Row } from './stats.js';

const SCENARIOS = 16;
const DELAY_MS = 300;

export async function concurrency(): Promise<Row[]> {
  // Each conversation: list the tools, execute echo, then the final answer: 3 model turns.
  const emulator = await startAnthropicEmulator({
    delay_ms: DELAY_MS,
    responder: byTurn([
      toolUse('mcp_everything', { action: 'list' }),
      toolUse('mcp_everything', { action: 'execute', tool_name: 'echo', tool_inputs: { message: 'hello' } }),
      endTurn('Echoed hello.'),
    ]),
  });
  const server = await startEverything('streamableHttp');
  try {
    const cwd = tempDir();
    mkdirSync(path.join(cwd, 'scenarios'));
    for (let i = 0; i < SCENARIOS; i++) {
      writeFileSync(
        path.join(cwd, 'scenarios', `s${String(i).padStart(2, '0')}.yaml`),
        `name: Echo ${i}\nuser_intent: Echo hello (${i})\n`,
      );
    }
    const deps = {
      servers: [httpConfig('everything', server.url, 'streamable-http')],
      store: createBaselineStore({ kind: 'dir', dir: 'baselines', cacheKey: 'k', branch: 'b', cwd }),
      cwd,
      env: {},
    };
    const at = (concurrency: number) => async () => {
      const settings = parseSettings(
        {
          mode: 'record',
          agent: 'claude',
          anthropicApiKey: 'sk-ant-bench',
          anthropicBaseUrl: emulator.url,
          scenarios: path.join(cwd, 'scenarios/*.yaml'),
          concurrency,
        },
        {},
      );
      return timed(async () => {
        const report = await run(settings, deps);
        const bad = report.scenarios.filter((s) => s.status !== 'RECORDED');
        if (report.scenarios.length !== SCENARIOS || bad.length)
          throw new Error(`concurrency: ${bad[0]?.error ?? 'scenarios missing'}`);
      });
    };
    // One untimed run at 8 first: the SDK and the server's code paths are loaded and warm.
    await at(8)();
    const ab = await interleaved(at(1), at(8), 2, 0);
    // ab.ratio is time at 1 / time at 8: how many times faster concurrency 8 is.
    const speedup = ab.ratio;
    return [
      {
        benchmark: `3. concurrency: ${SCENARIOS} scenarios x 3 turns, model ${DELAY_MS} ms/turn, concurrency 8 vs 1`,
        measured: ms(median(ab.b)),
        baseline: ms(median(ab.a)),
        ratio: `${speedup.toFixed(2)}x faster`,
        target: '>= 6x',
        met: speedup >= 6,
      },
    ];
  } finally {
    await emulator.close();
    await server.stop();
  }
}
