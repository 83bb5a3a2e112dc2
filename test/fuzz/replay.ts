// One fuzz session again, alone, then shrunk: `npx tsx test/fuzz/replay.ts <seed> <index>` draws the case that seed
// drew at that index (fast-check's path), runs it through the CLI, and while an invariant breaks, tries smaller cases
// (fewer faults, smaller parameters). Prints the smallest failing case, as found.ts holds it.
import fc from 'fast-check';
import { chromium } from 'playwright-core';
import { caseArb } from './cases.js';
import { runBatch } from './session.js';

const [seed, index] = process.argv.slice(2).map(Number);
if (!Number.isInteger(seed) || !Number.isInteger(index)) {
  console.error('usage: npx tsx test/fuzz/replay.ts <seed> <index>');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
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
