// The fuzzer's fixed sample in npm test (issue 48): 120 sessions drawn from one seed, across stdio, streamable HTTP
// and SSE, run through the CLI in one batch that shares a process (session.ts), every invariant checked on every
// session. A session that breaks one is printed with its seed, index and case; `npx tsx test/fuzz/replay.ts <seed>
// <index>` runs it alone and shrinks it, and the shrunk case joins found.ts as a named regression test.
// The bench runs 10,000 (bench/fuzz.ts, 400 a CLI run): the volume, and the memory bound at a run's size, are
// measured there. Here each drawn session is held to every invariant; 120 sessions, not 200 (issue 43): seed 48's
// first 120 draw every fault kind (22) on every transport its 200 did (58 pairs of transport and kind), every
// transport with and without streaming, and 10 controls; 94 of the 200's 113 pairs of method and kind. The sessions
// dropped are 120-199 of seed 48.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { drawCases } from './cases.js';
import { deadlinesNow, runBatch, TEST_IDLE, type Problem } from './session.js';
import { slots } from './slots.js';

export const SAMPLE_SEED = 48;
const SESSIONS = 120;
// One batch, not two: a CLI run's fixed cost (its start, its stdio servers', the batch's HTTP server, the report's
// page) paid once (for 200: one run of 200 cost the file 22-27 s of CPU, two of 100 26-27). RSS_BOUND_MB holds for
// a run of up to 200 sessions (a run of 200 peaked at 402 MiB).
const BATCH = SESSIONS;
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
