// `npm run bench`: every benchmark of BENCHMARKS.md, one after the other (never in
// parallel: they would time each other), then one table. `npm run bench -- 1 3` runs some.
import { stopAllServers } from '../test/helpers/mcp-servers.js';
import { coldStart } from './coldstart.js';
import { cliProcess } from './cli-process.js';
import { importBench } from './import.js';
import { resets } from './resets.js';
import { modelRuns } from './model-runs.js';
import { concurrency } from './concurrency.js';
import { overhead } from './overhead.js';
import { retrieval } from './retrieval.js';
import { scoring } from './scoring.js';
import { screening } from './screening.js';
import { shards } from './shards.js';
import { sharing } from './sharing.js';
import { table, type Row } from './stats.js';
import { tokens } from './tokens.js';
import { variations } from './variations.js';
import { contract } from './contract.js';
import { fuzz } from './fuzz.js';
import { passRates } from './pass-rates.js';
import { conversations } from './conversations.js';
import { traces } from './traces.js';
import { errorMessage } from '../src/util/errors.js';

const BENCHMARKS: Array<[string, () => Promise<Row[]>]> = [
  ['1', overhead],
  ['2', scoring],
  ['3', concurrency],
  ['4', tokens],
  ['5', async () => [...(await coldStart()), ...(await cliProcess())]],
  ['6', sharing],
  ['7', variations],
  ['8', shards],
  ['9', modelRuns],
  ['10', retrieval],
  ['11', importBench],
  ['12', resets],
  ['13', screening],
  ['14', contract],
  ['15', fuzz],
  ['16', passRates],
  ['17', conversations],
  ['18', traces],
];

const only = process.argv.slice(2);
const rows: Row[] = [];
const started = performance.now();
try {
  for (const [id, bench] of BENCHMARKS) {
    if (only.length && !only.includes(id)) continue;
    const t0 = performance.now();
    process.stderr.write(`benchmark ${id}...`);
    try {
      rows.push(...(await bench()));
      process.stderr.write(` ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
    } catch (err) {
      // One broken benchmark still leaves the others' rows, and the run exits non-zero.
      process.stderr.write(` failed\n${err instanceof Error ? err.stack : String(err)}\n`);
      rows.push({
        benchmark: `${id}. FAILED: ${errorMessage(err).split('\n')[0]}`,
        measured: '-',
        baseline: '-',
        ratio: '-',
        target: '-',
        met: false,
      });
    }
  }
} finally {
  await stopAllServers();
}
console.log(
  `\nnode ${process.version}, ${(await import('node:os')).cpus().length} CPUs, ${((performance.now() - started) / 1000).toFixed(0)} s in all\n`,
);
console.log(table(rows));
if (rows.some((r) => r.met === false)) process.exitCode = 1;
