// A verdict that never says "ship" over a failure and never blames without evidence (docs/scoring/still-failing.md,
// docs/scoring/causes.md): through run(), with the scripted agent, against real server-filesystem releases from npm
// and a server that crashes mid-call as a Go program does.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../src/mcp/index.js';
import { renderMarkdown } from '../../src/reports/index.js';
import { HOSTILE_JS } from '../helpers/cli-project.js';
import { stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';

afterAll(stopAllServers);

const MODULES = path.resolve(import.meta.dirname, '../../node_modules');

/** server-filesystem of a release (`old` 2025.8.21, `new` 2026.8.31) over stdio, allowed one directory. */
function filesystem(release: 'old' | 'new', root: string): ServerConfig {
  const main = path.join(MODULES, `server-filesystem-${release}/dist/index.js`);
  return { name: 'fs', type: 'stdio', command: process.execPath, args: [main, root], env: {} };
}

function read(args: Record<string, unknown>, extra = '', name = 'Read notes'): string {
  return `name: ${name}\nuser_intent: Read the notes\n${extra}expected_trajectory:\n  - tool: mcp__fs__read_text_file\n    args: ${JSON.stringify(args)}\n`;
}

/** A root holding notes.txt and a directory `docs`. */
function root(): string {
  const dir = tempDir();
  writeFileSync(path.join(dir, 'notes.txt'), 'ship it on Friday\n');
  mkdirSync(path.join(dir, 'docs'));
  return dir;
}

describe('a baseline proves something: real server-filesystem', () => {
  it('2025.8.21: a call without its arguments is refused as a baseline, its error said; record fails', async () => {
    const cwd = project({ 'read.yaml': read({}) });
    const report = await go(cwd, { mode: 'record' }, [filesystem('old', root())]);
    const [s] = report.scenarios;
    expect(s.status).toBe('ERROR');
    // The release's schema asks for a path: the harness refuses the call before the server sees it.
    expect(s.error).toMatch(/^not recorded as a baseline: its calls fail: read_text_file: .*required property 'path'/);
    expect(report.failed).toBe(true);
    expect(report.causes?.map((c) => [c.kind, c.summary])).toEqual([
      ['baseline_refused', 'not recorded as a baseline'],
    ]);
    expect(renderMarkdown(report)).toContain('not recorded as a baseline: its calls fail: read\\_text\\_file');
  });

  it('2026.8.31: reading a directory (EISDIR) is refused; reading the file records', async () => {
    const dir = root();
    const cwd = project({
      'dir.yaml': read({ path: path.join(dir, 'docs') }, '', 'Read a directory'),
      'file.yaml': read({ path: path.join(dir, 'notes.txt') }),
    });
    const report = await go(cwd, { mode: 'record' }, [filesystem('new', dir)]);
    const status = Object.fromEntries(report.scenarios.map((s) => [s.id, [s.status, s.error]]));
    expect(status.file).toEqual(['RECORDED', null]);
    expect(status.dir[0]).toBe('ERROR');
    expect(status.dir[1]).toMatch(/its calls fail: read_text_file: .*EISDIR/);
  });

  it('a failure the scenario says it tests records, with a warning naming the failing call', async () => {
    const cwd = project({ 'read.yaml': read({}, 'expect_failure: true\n') });
    const report = await go(cwd, { mode: 'record' }, [filesystem('old', root())]);
    const [s] = report.scenarios;
    expect(s.status).toBe('RECORDED');
    expect(s.warnings).toEqual([
      expect.stringMatching(/^recorded with 1 failing call\(s\), the failure it tests: read_text_file: /),
    ]);
  });

  it('a baseline that failed and a run that fails the same way: still failing, its own cause, no "ship"', async () => {
    const dir = root();
    const cwd = project({ 'read.yaml': read({}, 'expect_failure: true\n') });
    await go(cwd, { mode: 'record' }, [filesystem('old', dir)]);
    // The flag taken away: the baseline now holds a failure the scenario does not test (as baselines from before).
    writeFileSync(path.join(cwd, 'scenarios/read.yaml'), read({}));
    const report = await go(cwd, { mode: 'compare' }, [filesystem('old', dir)]);
    const [s] = report.scenarios;
    expect([s.status, s.score]).toEqual(['BROKEN', 0]);
    expect(s.runs[0].evaluation?.still_failing).toBe(true);
    expect(s.runs[0].evaluation?.first_divergence?.description).toMatch(
      /^still failing, as in the baseline: read_text_file: /,
    );
    expect(report.causes?.map((c) => [c.kind, c.summary])).toEqual([
      ['still_failing', '`read_text_file` on server `fs` fails as it did in the baseline'],
    ]);
    const md = renderMarkdown(report);
    expect(md).not.toMatch(/Ship with confidence/);
    expect(md).toContain('1 BROKEN \\(1 still failing\\)');
    expect(md).toContain('Not a regression, and not shippable as it is');
  });
});

describe('every failure with evidence has its cause', () => {
  const ECHO =
    'name: Echo\nuser_intent: Echo hi\nexpected_trajectory:\n  - tool: mcp__hostile__echo\n    args: { text: hi }\n';
  const hostile = (modes: string): ServerConfig => ({
    name: 'hostile',
    type: 'stdio',
    command: process.execPath,
    args: [HOSTILE_JS],
    env: { HOSTILE: modes },
  });

  it('a server that panics and exits mid-call: the crash is the cause, with its exit code and its last words', async () => {
    const cwd = project({ 'echo.yaml': ECHO });
    await go(cwd, { mode: 'record' }, [hostile('')]);
    const report = await go(cwd, { mode: 'compare' }, [hostile('panic-on-call')]);
    expect(report.failed).toBe(true);
    const [cause] = report.causes ?? [];
    expect([cause?.kind, cause?.server, cause?.summary]).toEqual([
      'server_crashed',
      'hostile',
      'server `hostile` crashed: its process exited',
    ]);
    expect(cause.evidence[0]).toMatch(/the server process exited \(code 2\); stderr: .*panic: boom/);
    expect(report.causes).toHaveLength(1);
  });
});
