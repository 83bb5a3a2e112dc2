// Every worked example of docs/scoring/screening-examples.md is a `yaml screen` block; this file runs each one (as
// test/scoring/examples.test.ts runs the other pages' `yaml example` blocks), so the page and the screening agree.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { screenText } from '../../src/screening/index.js';

interface Example {
  check: string;
  name: string;
  text: string;
  tool?: string;
  before?: string;
  siblings?: string[];
  others?: Record<string, string[]>;
  expect: { suspicious: boolean; class: string | null; score: number; rules: string[] };
}

const doc = readFileSync(new URL('../../docs/scoring/screening-examples.md', import.meta.url), 'utf8');
const examples = [...doc.matchAll(/^```yaml screen\n([\s\S]*?)^```$/gm)].map((m) => parse(m[1]) as Example);

describe('docs/scoring/screening-examples.md worked examples', () => {
  it('has examples, each a screening check', () => {
    expect(examples.length).toBeGreaterThanOrEqual(10);
    expect(examples.filter((e) => e.check !== 'screen').map((e) => e.name)).toEqual([]);
  });

  for (const e of examples) {
    it(e.name, () => {
      const others = Object.entries(e.others ?? {}).map(([server, tools]) => ({ server, tools }));
      const v = screenText(e.text, { tool: e.tool, before: e.before, siblings: e.siblings, others });
      expect({ suspicious: v.suspicious, class: v.class, rules: v.signals.map((s) => s.rule) }).toEqual({
        suspicious: e.expect.suspicious,
        class: e.expect.class,
        rules: e.expect.rules,
      });
      // Scores are printed with two decimals: a match within half a unit of the last digit.
      expect(Math.abs(v.score - e.expect.score), `score ${v.score}`).toBeLessThanOrEqual(0.005 + 1e-9);
    });
  }
});
