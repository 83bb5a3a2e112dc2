import { describe, expect, it } from 'vitest';
import { prettyJson } from '../../src/reports/pretty-json.js';
import { createRedactor } from '../../src/sanitize/redact.js';
import { richReport } from '../helpers/fixtures.js';

const native = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

/** A JSON-like value from a seed: every kind of member, and `pool` objects put in again at other depths. */
function randomValue(seed: number, depth: number, pool: object[]): unknown {
  const r = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
  const kind = depth > 4 ? r(6) : r(10);
  if (kind === 0) return null;
  if (kind === 1) return r(2) === 0;
  if (kind === 2) return [r(1000) / 7, -0, NaN, Infinity][r(4)];
  if (kind === 3) return ['', 'a "quoted"\nline', 'é\u2028\u0001', '{"x": [1]}'][r(4)];
  if (kind === 4) return [undefined, () => 1][r(2)];
  if (kind === 5 && pool.length) return pool[r(pool.length)];
  if (kind < 8) {
    const arr = Array.from({ length: r(4) }, () => randomValue(r(1e9), depth + 1, pool));
    if (r(3) === 0) pool.push(arr);
    return arr;
  }
  const obj: Record<string, unknown> = {};
  for (let i = r(4); i > 0; i--) obj[['a', 'b c', '10', '2', 'servers'][r(5)]] = randomValue(r(1e9), depth + 1, pool);
  if (r(3) === 0) pool.push(obj);
  return obj;
}

describe('prettyJson', () => {
  it("writes JSON.stringify(value, null, 2)'s bytes for 2,000 random values that share objects at other depths", () => {
    let shared = 0;
    for (let seed = 1; seed <= 2000; seed++) {
      const pool: object[] = [];
      const root = [1, 2, 3, 4].map((i) => randomValue(seed * 4 + i, 0, pool));
      const value = { root, again: pool.slice(0, 3), deep: [[{ x: pool[0] }]] };
      if (pool.length) shared++;
      expect(prettyJson(value), `seed ${seed}`).toBe(native(value));
    }
    expect(shared).toBeGreaterThan(1000);
  });

  it('calls toJSON with its key as JSON.stringify does, and leaves empty objects and arrays on one line', () => {
    const date = new Date(0);
    const keyed = { toJSON: (key: string) => `key ${key}` };
    const value = { date, list: [date, keyed], keyed, empty: {}, none: [], nested: { a: {}, b: [] } };
    const twice = { value, again: value };
    expect(prettyJson(twice)).toBe(native(twice));
  });

  it("a redacted report's shared server snapshots are written as JSON.stringify writes them", () => {
    const report = richReport();
    const servers = report.scenarios.flatMap((s) => s.runs.map((r) => r.trajectory.servers));
    expect(servers.length).toBeGreaterThan(1);
    const safe = createRedactor({})({ ...report, scenarios: [...report.scenarios, ...report.scenarios] });
    const runs = safe.scenarios.flatMap((s) => s.runs);
    expect(runs.at(-1)!.trajectory.servers).toBe(runs[0].trajectory.servers);
    expect(prettyJson(safe)).toBe(native(safe));
  });
});
