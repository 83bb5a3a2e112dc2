// One fuzz session again, alone, then shrunk: `npx tsx test/fuzz/replay.ts <seed> <index>` draws the case that seed
// drew at that index (fast-check's path), runs it through the CLI, and while an invariant breaks, tries smaller cases
// (fewer faults, smaller parameters). Prints the smallest failing case, as found.ts holds it.
// A whole batch again: `npx tsx test/fuzz/replay.ts <seed> <from> <count>` runs sessions from..from+count-1 of that
// seed in one CLI run, as the bench ran them (a finding of a batch, such as results.json, may need its neighbours),
// and prints what broke; with MCP_EVAL_FUZZ_KEEP=1 its project stays to look into.
import fc from 'fast-check';
import { chromium } from 'playwright-core';
import { caseArb, drawCases } from './cases.js';
import { runBatch } from './session.js';

const [seed, index, count] = process.argv.slice(2).map(Number);
if (!Number.isInteger(seed) || !Number.isInteger(index) || !(count === undefined || Number.isInteger(count))) {
  console.error('usage: npx tsx test/fuzz/replay.ts <seed> <index>, or <seed> <from> <count> for a batch');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
if (count !== undefined) {
  const { problems, deadlines } = await runBatch(drawCases(seed, count, index), seed, browser);
  await browser.close();
  for (const p of problems) console.log(`${p.session}: ${p.invariant}: ${p.detail}`);
  console.log(
    `seed ${seed} #${index}-${index + count - 1}: ${problems.length} problems (deadlines ${JSON.stringify(deadlines)})`,
  );
  process.exit(problems.length ? 1 : 0);
}
const id = `fz${index}`;
const details = await fc.check(
  fc.asyncProperty(caseArb, async (c) => {
    const { problems } = await runBatch([{ id, ...c }], seed, browser);
    for (const p of problems) console.error(`  ${p.session}: ${p.invariant}: ${p.detail}`);
    return problems.length === 0;
  }),
  { seed, path: String(index), endOnFailure: false },
);
await browser.close();
if (!details.failed) console.log(`seed ${seed} #${index}: every invariant holds`);
else console.log(JSON.stringify({ seed, index, case: { id, ...details.counterexample![0] } }, null, 2));
