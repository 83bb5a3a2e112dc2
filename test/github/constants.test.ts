// The action's names are written once (src/github/constants.ts): what action.yml declares is what the action sets.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CountOutputs, Outputs } from '../../src/github/constants.js';
import { settingName, settingsSchema } from '../../src/settings/settings.js';

const action = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
};

describe("action.yml and the action's own names", () => {
  it('declares exactly the outputs the action sets', () => {
    const set = [...Object.values(Outputs), ...Object.keys(CountOutputs)].sort();
    expect(Object.keys(action.outputs).sort()).toEqual(set);
  });

  it('declares exactly the inputs the settings read (their kebab-case names)', () => {
    const read = Object.keys(settingsSchema.shape).map(settingName).sort();
    expect(Object.keys(action.inputs).sort()).toEqual(read);
  });
});
