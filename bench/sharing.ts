// 6. Shared servers: a suite of 200 scripted scenarios of two calls each against server-everything
// over stdio, compared through run() (scenario load, baseline load, gateway, recording, scoring),
// against a bare MCP SDK client that starts the same server and makes the same 400 calls on one
// connection. Then the harness's memory at 50 and at 200 scenarios, to show it is flat in their number:
// each size compared in a process of its own (this file, started with `memory`), so neither inherits
// the other's heap or resident pages, nor those of the benchmarks before it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBaselineStore } from '../src/baselines/index.js';
import { run, type RunDeps } from '../src/pipeline/index.js';
import { parseSettings } from '../src/settings/settings.js';
import { everythingStdio, stopAllServers, tempDir } from '../test/helpers/mcp-servers.js';
import { bareCalls, type Call } from './bare-client.js';
import { bytes, interleaved, median, ms, timed, type Row } from './stats.js';

const SCENARIOS = 200;
const SMALL = 50;

/** Scenario i: echo, then get-sum; ids s000..s199, so `s0[0-4]?` is the first 50. */
function writeSuite(cwd: string): void {
  mkdirSync(path.join(cwd, 'scenarios'));
  for (let i = 0; i < SCENARIOS; i++) {
    const yaml =
      `name: Scenario ${i}\nuser_intent: Echo and add (${i})\nexpected_trajectory:\n` +
      `  - tool: mcp__everything__echo\n    args: { message: "scenario ${i}" }\n` +
      `  - tool: mcp__everything__get-sum\n    args: { a: ${i}, b: 2 }\n`;
    writeFileSync(path.join(cwd, 'scenarios', `s${String(i).padStart(3, '0')}.yaml`), yaml);
  }
}

/** The suite's 400 calls, in its order. */
const CALLS: Call[] = Array.from({ length: SCENARIOS }, (_, i) => [
  { tool: 'echo', args: { message: `scenario ${i}` } },
  { tool: 'get-sum', args: { a: i, b: 2 } },
]).flat();

interface Peak {
  heap: number;
  rss: number;
}

/** The scripted suite of `cwd` (recorded already when comparing); throws unless every scenario of `glob` passes. */
async function suite(cwd: string, mode: 'record' | 'compare', glob = 's*.yaml', expected = SCENARIOS): Promise<void> {
  const deps: RunDeps = {
    servers: [everythingStdio()],
    store: createBaselineStore({ kind: 'dir', dir: 'baselines', cacheKey: 'k', branch: 'b', cwd }),
    cwd,
    env: {},
  };
  const settings = parseSettings(
    { mode, agent: 'scripted', scenarios: path.join(cwd, 'scenarios', glob), baselineDir: 'baselines' },
    {},
  );
  const report = await run(settings, deps);
  const good = report.scenarios.filter((s) => s.status === (mode === 'record' ? 'RECORDED' : 'GOOD'));
  if (good.length !== expected) throw new Error(`sharing: ${report.scenarios.find((s) => s.error)?.error}`);
}

/** The highest heap in use and resident set while comparing `glob`'s scenarios, sampled every 5 ms. */
async function peakDuring(cwd: string, glob: string, expected: number): Promise<Peak> {
  const peak: Peak = { heap: 0, rss: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.heap = Math.max(peak.heap, m.heapUsed);
    peak.rss = Math.max(peak.rss, m.rss);
  };
  const timer = setInterval(sample, 5);
  try {
    await suite(cwd, 'compare', glob, expected);
  } finally {
    clearInterval(timer);
    sample();
  }
  return peak;
}

const SELF = fileURLToPath(import.meta.url);

/** peakDuring in a process of its own (tsx, as `npm run bench` runs). */
function peakInChild(cwd: string, glob: string, expected: number): Peak {
  const out = execFileSync(process.execPath, ['--import', 'tsx', SELF, 'memory', cwd, glob, String(expected)], {
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as Peak;
}

export async function sharing(): Promise<Row[]> {
  const cwd = tempDir();
  writeSuite(cwd);
  // Recording first also warms up the code paths and the server's: no untimed round needed.
  const recording = await timed(() => suite(cwd, 'record'));
  const ab = await interleaved(
    () => timed(() => suite(cwd, 'compare')),
    () => timed(() => bareCalls(CALLS)),
    3,
    0,
  );
  const small = peakInChild(cwd, 's0[0-4]?.yaml', SMALL);
  const large = peakInChild(cwd, 's*.yaml', SCENARIOS);
  const heapRatio = large.heap / small.heap;
  const rssRatio = large.rss / small.rss;
  // Flat: 150 more scenarios cost little beside what the harness holds anyway (the results themselves grow).
  const perScenario = (a: number, b: number) => {
    const each = Math.round((a - b) / (SCENARIOS - SMALL));
    return each > 0 ? `(+${bytes(each)}/scenario)` : '(none more)';
  };
  return [
    {
      benchmark: `6. sharing: ${SCENARIOS} scripted scenarios x 2 calls, compare vs bare SDK client (stdio, 1 connection)`,
      measured: ms(median(ab.a)),
      baseline: ms(median(ab.b)),
      ratio: ab.ratio.toFixed(2),
      target: '<= 5',
      met: ab.ratio <= 5,
    },
    {
      benchmark: `6. sharing: the same suite recorded (one run, the first: cold), vs bare SDK client`,
      measured: ms(recording),
      baseline: ms(median(ab.b)),
      ratio: (recording / median(ab.b)).toFixed(2),
      target: 'info',
      met: null,
    },
    {
      benchmark: `6. sharing: peak heap in use comparing ${SCENARIOS} vs ${SMALL} scenarios (a process each)`,
      measured: bytes(large.heap),
      baseline: bytes(small.heap),
      ratio: `${heapRatio.toFixed(2)} ${perScenario(large.heap, small.heap)}`,
      target: '<= 1.25',
      met: heapRatio <= 1.25,
    },
    {
      benchmark: `6. sharing: peak RSS comparing ${SCENARIOS} vs ${SMALL} scenarios (a process each)`,
      measured: bytes(large.rss),
      baseline: bytes(small.rss),
      ratio: `${rssRatio.toFixed(2)} ${perScenario(large.rss, small.rss)}`,
      target: '<= 1.25',
      met: rssRatio <= 1.25,
    },
  ];
}

// `memory <cwd> <glob> <expected>`: one measurement, printed as JSON for peakInChild.
if (process.argv[1] === SELF && process.argv[2] === 'memory') {
  const [cwd, glob, expected] = process.argv.slice(3);
  const peak = await peakDuring(cwd, glob, Number(expected));
  console.log(JSON.stringify(peak));
  await stopAllServers();
}
