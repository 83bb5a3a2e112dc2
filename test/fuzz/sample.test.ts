// The fuzzer's fixed sample in npm test (issue 48): 200 sessions drawn from one seed, across stdio, streamable HTTP
// and SSE, run through the CLI in batches that share a process (session.ts), every invariant checked on every
// session. A session that breaks one is printed with its seed, index and case; `npx tsx test/fuzz/replay.ts <seed>
// <index>` runs it alone and shrinks it, and the shrunk case joins found.ts as a named regression test.
// The bench runs 10,000 (bench/fuzz.ts): the volume is measured there. Here each drawn session is held to every
// invariant, as before; 200 sessions, not 300 (issue 43: 24-27 s of CPU with every descendant, not 29-35, side by
// side at load 3-18; the sessions dropped are 200-299 of seed 48).
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { drawCases } from './cases.js';
import { deadlinesNow, runBatch, TEST_IDLE, type Problem } from './session.js';
import { slots } from './slots.js';

export const SAMPLE_SEED = 48;
const SESSIONS = 200;
// One batch of 200, not two of 100: a CLI run's fixed cost (its start, its stdio servers', the batch's HTTP server, the
// report's page) paid once, and the memory bound (RSS_BOUND_MB, for a run of up to 200 sessions) held where it is
// stated (its peak RSS 402 MiB). The CLI's CPU 10.2, 9.9 -> 7.4, 8.8, 8.9 s, the file's 25.8, 27.0 -> 22.1, 26.6,
// 26.3 s (alternated, load 7-13); its test 7 s longer (43, 57 -> 50, 64, 49 s). (For 300, two runs of 150 cost 32 s of
// CPU, three of 100 29.)
const BATCH = 200;
// Batches at once: one mostly waits on its faults' deadlines, so one after another the file was the suite's longest
// (303 s of its 1,040 at load 8-22, six batches of 24-88 s); the deadlines (npm test's, TEST_IDLE: shorter than the
// bench's) scale with the load as each batch starts.
const take = slots(3);

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser?.close();
});

describe.concurrent(`${SESSIONS} fuzzed sessions of seed ${SAMPLE_SEED}`, () => {
  for (let from = 0; from < SESSIONS; from += BATCH) {
    it(`sessions ${from} to ${from + BATCH - 1}: every invariant holds`, async ({ expect }) => {
      const cases = drawCases(SAMPLE_SEED, BATCH, from);
      const free = await take();
      const { problems, deadlines } = await runBatch(cases, SAMPLE_SEED, browser, {
        deadlines: deadlinesNow(TEST_IDLE),
      }).finally(free);
      const said = (p: Problem) => {
        const c = cases.find((x) => x.id === p.session);
        const replay = c
          ? ` (npx tsx test/fuzz/replay.ts ${SAMPLE_SEED} ${c.id.slice(2)}; case ${JSON.stringify(c)})`
          : '';
        return `${p.session}: ${p.invariant}: ${p.detail}${replay.slice(0, 600)}`;
      };
      expect(problems.map(said), `deadlines (s) ${JSON.stringify(deadlines)}`).toEqual([]);
      // Past the CLI's bound on the most loaded machine (972 s for 200 sessions, deadlines times 3) and the checks.
    }, 1_500_000);
  }
});
