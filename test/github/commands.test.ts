// The workflow commands printed before the run's first scenario (src/github/commands.ts) are byte for byte what
// @actions/core prints for the same call, on text that could break a command (%, CR, LF, `::`).
import * as core from '@actions/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as commands from '../../src/github/commands.js';

/** What a call printed on stdout. */
function printed(call: () => void): string {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((c: string | Uint8Array) => {
    chunks.push(String(c));
    return true;
  });
  try {
    call();
  } finally {
    spy.mockRestore();
  }
  return chunks.join('');
}

const TEXTS = ['plain', '100% done\r\nnext line', '::error::not a command', 'a%0Ab', '', 'tab\there ✓'];

describe('workflow commands before @actions/core is loaded', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('print what @actions/core prints: info, debug, warning, add-mask', () => {
    for (const t of TEXTS) {
      expect(printed(() => commands.info(t))).toBe(printed(() => core.info(t)));
      expect(printed(() => commands.debug(t))).toBe(printed(() => core.debug(t)));
      expect(printed(() => commands.warning(t))).toBe(printed(() => core.warning(t)));
      expect(printed(() => commands.setSecret(t))).toBe(printed(() => core.setSecret(t)));
    }
    expect(printed(() => commands.warning('50%\nof it'))).toBe('::warning::50%25%0Aof it\n');
  });

  it('read an input as @actions/core does: INPUT_ and the name upper-cased, spaces as _, trimmed', () => {
    vi.stubEnv('INPUT_BASELINE-DIR', '  dir/x \n');
    vi.stubEnv('INPUT_MY_NAME', 'v');
    for (const name of ['baseline-dir', 'my name', 'missing-input'])
      expect(commands.getInput(name)).toBe(core.getInput(name));
    expect(commands.getInput('baseline-dir')).toBe('dir/x');
    expect(commands.getInput('missing-input')).toBe('');
  });
});
