// 16. Pass rates on known noise, through run() and the real claude agent (test/helpers/seeded-model.ts): 40 trials,
// each a scenario of its own with a baseline of 20 runs (a seeded model passing 95% of its runs, a records server
// whose lookup fails at a seeded rate, 90% of runs passing in all). Then compares of every trial: the unchanged server
// and the server dropped to 0.5, each at fixed runs 20 and at runs auto (max-runs 20), and a borderline drop to 0.7
// at runs 2. Measured: false alarms, detection, insufficient at runs 2, and the runs runs auto spends per scenario
// against fixed 20.
import type { RunReport } from '../src/results/index.js';
import { startAnthropicEmulator } from '../test/emulators/anthropic.js';
import { stopAllServers } from '../test/helpers/mcp-servers.js';
import { failRateFor, seededModel, STEADY_MODEL, trialProject, verdictsOf } from '../test/helpers/seeded-model.js';
import type { Row } from './stats.js';

const TRIALS = 40;
const SEED = 4404;
const SAME = failRateFor(STEADY_MODEL, 0.9);
const DROPPED = failRateFor(STEADY_MODEL, 0.5);
const BORDERLINE = failRateFor(STEADY_MODEL, 0.7);

const share = (r: RunReport, verdict: string) => verdictsOf(r).filter((v) => v.verdict === verdict).length;
const meanRuns = (r: RunReport) => verdictsOf(r).reduce((n, v) => n + v.runs, 0) / r.scenarios.length;

export async function passRates(): Promise<Row[]> {
  const emulator = await startAnthropicEmulator({ responder: seededModel([STEADY_MODEL], SEED) });
  try {
    const { go } = trialProject(TRIALS, emulator.url);
    await go({ mode: 'record', runs: 20 }, SAME, SEED + 1);
    const fixed = { mode: 'compare', runs: 20 } as const;
    const auto = { mode: 'compare', runs: 'auto', maxRuns: 20 } as const;
    const same20 = await go(fixed, SAME, SEED + 2);
    const drop20 = await go(fixed, DROPPED, SEED + 3);
    const sameAuto = await go(auto, SAME, SEED + 4);
    const dropAuto = await go(auto, DROPPED, SEED + 5);
    const two = await go({ mode: 'compare', runs: 2 }, BORDERLINE, SEED + 6);
    const of = (n: number) => `${n}/${TRIALS}`;
    const what = `${TRIALS} trials, baselines of 20 runs at 0.9`;
    return [
      row(
        `false alarms (regression) on an unchanged server, runs 20, ${what}`,
        of(share(same20, 'regression')),
        `<= ${of(2)} (5%)`,
        share(same20, 'regression') <= 0.05 * TRIALS,
      ),
      row(
        `false alarms on an unchanged server, runs auto (max 20), ${what}`,
        of(share(sameAuto, 'regression')),
        `<= ${of(2)} (5%)`,
        share(sameAuto, 'regression') <= 0.05 * TRIALS,
      ),
      row(
        `a drop 0.9 -> 0.5 caught (regression), runs 20, ${what}`,
        of(share(drop20, 'regression')),
        `>= ${of(32)} (80%)`,
        share(drop20, 'regression') >= 0.8 * TRIALS,
      ),
      row(
        `a drop 0.9 -> 0.5 caught, runs auto (max 20), ${what}`,
        of(share(dropAuto, 'regression')),
        `>= ${of(30)} (75%)`,
        share(dropAuto, 'regression') >= 0.75 * TRIALS,
      ),
      row(
        `insufficient at runs 2 on a borderline drop 0.9 -> 0.7, ${what}`,
        of(share(two, 'insufficient')),
        `>= ${of(32)} (80%)`,
        share(two, 'insufficient') >= 0.8 * TRIALS,
      ),
      spent('unchanged server', meanRuns(sameAuto), 0.5),
      spent('server dropped to 0.5', meanRuns(dropAuto), 0.8),
    ];
  } finally {
    await emulator.close();
    await stopAllServers();
  }
}

function row(what: string, measured: string, target: string, met: boolean): Row {
  return { benchmark: `16. pass rates: ${what}`, measured, baseline: '-', ratio: '-', target, met };
}

/** Runs runs auto spent per scenario against fixed runs 20. */
function spent(what: string, mean: number, goal: number): Row {
  return {
    benchmark: `16. pass rates: runs per scenario under runs auto (max 20), ${what}, ${TRIALS} trials`,
    measured: mean.toFixed(1),
    baseline: '20 (fixed runs 20)',
    ratio: `${(mean / 20).toFixed(2)}x`,
    target: `<= ${goal}x`,
    met: mean / 20 <= goal,
  };
}
