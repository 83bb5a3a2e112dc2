// results.json writes a scenario's server snapshots once when its baseline trajectory holds the same as a run
// (src/reports/shared-servers.ts); readResults puts them back, and files written before, with each twice, still read.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { noRedaction, readResults, serializeResults, writeReports } from '../../src/reports/index.js';
import type { RunReport } from '../../src/results/index.js';
import { report, scenario } from '../helpers/fixtures.js';
import { servers } from '../helpers/trajectories.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'shared-servers-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A tool list large enough to tell one copy from two by the file's size. */
const TOOLS = Array.from({ length: 40 }, (_, i) => `tool_number_${i}_of_a_long_list`);

/** Two compared scenarios: `same` whose baseline has the run's servers (equal, not the same objects), `changed`. */
function compared(): RunReport {
  const same = scenario('same', 'GOOD');
  const changed = scenario('changed', 'DEGRADED');
  const withServers = (s: typeof same, baseline: string) => ({
    ...s,
    runs: s.runs.map((r) => ({ ...r, trajectory: { ...r.trajectory, servers: servers('1.0.0', TOOLS) } })),
    baseline_trajectories: s.baseline_trajectories.map((t) => ({ ...t, servers: servers(baseline, TOOLS) })),
  });
  return report([withServers(same, '1.0.0'), withServers(changed, '0.9.0')]);
}

const count = (text: string, s: string) => text.split(s).length - 1;

describe('results.json: a scenario server snapshots once', () => {
  it('writes a baseline trajectory whose servers are its run servers as a reference, and reads it back whole', async () => {
    const r = compared();
    const paths = await writeReports(r, path.join(tmp, 'new'), { redact: noRedaction });
    const text = readFileSync(paths.json, 'utf8');
    // `same`: its snapshot once, the baseline's servers a reference to run 0; `changed`: its baseline's kept.
    expect(count(text, '"servers_of_run": 0')).toBe(1);
    expect(count(text, '"version": "1.0.0"')).toBe(2);
    expect(count(text, '"version": "0.9.0"')).toBe(1);
    const back = readResults(paths.json);
    expect(back).toEqual(JSON.parse(JSON.stringify(r)));
    expect(back.scenarios[0].baseline_trajectories[0].servers).toEqual(servers('1.0.0', TOOLS));
    // Byte for byte again from what was read (`mcp-eval report`), the key where `servers` stood.
    expect(serializeResults(back)).toBe(text);
    expect(Object.keys(JSON.parse(text).scenarios[0].baseline_trajectories[0])).toEqual(
      Object.keys(r.scenarios[0].baseline_trajectories[0]).map((k) => (k === 'servers' ? 'servers_of_run' : k)),
    );
  });

  it('reads a file written before, each snapshot twice, as the same report, and writes it with the snapshot once', () => {
    const r = compared();
    const old = path.join(tmp, 'old.json');
    writeFileSync(old, `${JSON.stringify(r, null, 2)}\n`);
    const back = readResults(old);
    expect(back).toEqual(JSON.parse(JSON.stringify(r)));
    // Written again, as a run writes it now: the shared snapshot once (35 KB here, against 42 KB).
    const now = serializeResults(back);
    expect(now).toBe(serializeResults(r));
    expect(count(now, '"servers_of_run": 0')).toBe(1);
    expect(now.length).toBeLessThan(readFileSync(old, 'utf8').length);
  });

  it('names a reference to a run that is not there', () => {
    const data = JSON.parse(serializeResults(compared())) as { scenarios: { baseline_trajectories: object[] }[] };
    data.scenarios[0].baseline_trajectories[0] = { ...data.scenarios[0].baseline_trajectories[0], servers_of_run: 3 };
    const file = path.join(tmp, 'dangling.json');
    writeFileSync(file, JSON.stringify(data));
    expect(() => readResults(file)).toThrow(
      `${file}: scenarios[0].baseline_trajectories[0].servers_of_run: 3 names no run`,
    );
  });
});
