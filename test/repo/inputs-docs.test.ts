// The action's inputs are described twice, in action.yml (what GitHub shows) and in docs/inputs.md's table: one
// wording. The docs' is the same text marked up (code spans, links, an escaped `|`), one row per input, in action.yml's
// order, with the same default.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ACTION = parseYaml(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { description: string; default: string }>;
};

/** The rows of docs/inputs.md's "## Inputs" table: input, default cell, description cell. */
function docsRows(): { name: string; default: string; text: string }[] {
  const page = readFileSync(path.join(ROOT, 'docs/inputs.md'), 'utf8');
  const at = page.indexOf('\n## Inputs\n');
  if (at < 0) throw new Error('docs/inputs.md has no "## Inputs" heading');
  const table = page.slice(at).split('\n\n')[1];
  return table
    .split('\n')
    .slice(2)
    .map((row) => {
      // Cells split on `|` that is not escaped (`\|` is a `|` in the text).
      const [name, def, text] = row
        .slice(2, -2)
        .split(/ (?<!\\)\| /)
        .map((c) => c.trim());
      return { name, default: def, text };
    });
}

/** Markdown to the plain text action.yml holds: links to their text, code spans to their content, `\|` to `|`. */
function plain(markdown: string): string {
  const text = markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replaceAll('`', '')
    .replaceAll('\\|', '|');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

describe("action.yml and docs/inputs.md's inputs table", () => {
  const rows = docsRows();

  it('list the same inputs in the same order, with the same defaults', () => {
    expect(rows.map((r) => r.name)).toEqual(Object.keys(ACTION.inputs).map((n) => `\`${n}\``));
    for (const r of rows) {
      const input = ACTION.inputs[r.name.slice(1, -1)];
      expect(r.default, r.name).toBe(input.default === '' ? '*(empty)*' : `\`${input.default}\``);
    }
  });

  it('describe each input in the same words', () => {
    for (const r of rows) expect(plain(r.text), r.name).toBe(ACTION.inputs[r.name.slice(1, -1)].description);
  });

  it("say alike that a scenario's timeout_seconds may ask for less than run-timeout-seconds, never more", () => {
    const said = /a scenario's timeout_seconds may ask for less, never more/;
    expect(ACTION.inputs['run-timeout-seconds'].description).toMatch(said);
    expect(plain(rows.find((r) => r.name === '`run-timeout-seconds`')!.text)).toMatch(said);
  });
});
