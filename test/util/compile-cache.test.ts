// Both entries (src/cli.ts, src/main.ts: the action) turn on Node's compile cache before they load the rest
// (src/util/compile-cache.ts, docs/cli.md "The compile cache"): a run leaves the compiled code in node-compile-cache
// under the temp folder (TMPDIR here: NODE_COMPILE_CACHE would turn the cache on by itself), and
// NODE_DISABLE_COMPILE_CACHE=1 leaves nothing. The entries are spawned from the sources, so the test holds for the
// code as it is, before dist/ is rebuilt: their bundle made as the test run starts (helpers/src-cli.ts, split into a
// chunk per lazy import as dist/ is; through tsx, a start with the fresh TMPDIR's empty tsx cache was 1.6 s of CPU).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../../src/util/version.js';
import { tempDir } from '../helpers/mcp-servers.js';

const run = promisify(execFile);

/** An entry's bundle, made by the test run's global set-up (helpers/src-cli.ts). */
function bundle(name: 'MCP_EVAL_SRC_CLI_BUNDLE' | 'MCP_EVAL_SRC_ACTION_BUNDLE'): string {
  const file = process.env[name];
  if (!file) throw new Error(`${name} is not set: helpers/global-setup.ts bundles the entries`);
  return file;
}

/** The CLI's help: its modules loaded (`--version` is answered before any is, src/cli.ts). */
async function help(env: Record<string, string>): Promise<string> {
  const args = [bundle('MCP_EVAL_SRC_CLI_BUNDLE'), '--help'];
  const { stdout } = await run(process.execPath, args, { env: { PATH: process.env.PATH, ...env } });
  return stdout;
}

/** The action's entry with a mode it has not: it stops at reading the settings (exit 1), its code loaded. */
async function action(env: Record<string, string>): Promise<string> {
  const args = [bundle('MCP_EVAL_SRC_ACTION_BUNDLE')];
  const opts = { cwd: tempDir(), env: { PATH: process.env.PATH, INPUT_MODE: 'nonsense', ...env } };
  const failed = await run(process.execPath, args, opts).then(
    () => ({ stdout: 'exit 0' }),
    (e: { stdout: string }) => e,
  );
  return failed.stdout;
}

/** The entries of the one folder the cache makes for this Node version. */
function cached(tmp: string): string[] {
  const [folder, ...more] = readdirSync(path.join(tmp, 'node-compile-cache'));
  expect([folder.startsWith(`${process.version}-`), more]).toEqual([true, []]);
  return readdirSync(path.join(tmp, 'node-compile-cache', folder));
}

describe('the compile cache', () => {
  it('is written under the temp folder, and not at all with NODE_DISABLE_COMPILE_CACHE=1', async () => {
    const tmp = tempDir();
    expect(await help({ TMPDIR: tmp })).toMatch(/^Usage: mcp-eval /);
    // One folder per Node version, holding an entry per module compiled.
    expect(cached(tmp).length).toBeGreaterThan(10);

    const off = tempDir();
    expect(await help({ TMPDIR: off, NODE_DISABLE_COMPILE_CACHE: '1' })).toMatch(/^Usage: mcp-eval /);
    expect(existsSync(path.join(off, 'node-compile-cache'))).toBe(false);
  }, 60_000);

  it('is not needed by --version: answered before the CLI is loaded, the line main() prints', async () => {
    const tmp = tempDir();
    for (const args of [['--version'], ['--version', 'extra']]) {
      const env = { PATH: process.env.PATH, TMPDIR: tmp };
      const { stdout, stderr } = await run(process.execPath, [bundle('MCP_EVAL_SRC_CLI_BUNDLE'), ...args], { env });
      expect({ stdout, stderr }).toEqual({ stdout: `mcp-eval ${VERSION}\n`, stderr: '' });
    }
    expect(existsSync(path.join(tmp, 'node-compile-cache'))).toBe(false);
  }, 60_000);

  it("is written by the action's entry too, and not at all with NODE_DISABLE_COMPILE_CACHE=1", async () => {
    const tmp = tempDir();
    expect(await action({ TMPDIR: tmp })).toContain('reading the settings failed');
    expect(cached(tmp).length).toBeGreaterThan(10);

    const off = tempDir();
    expect(await action({ TMPDIR: off, NODE_DISABLE_COMPILE_CACHE: '1' })).toContain('reading the settings failed');
    expect(existsSync(path.join(off, 'node-compile-cache'))).toBe(false);
  }, 60_000);
});
