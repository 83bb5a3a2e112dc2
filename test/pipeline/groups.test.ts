// A scenario's config_file end to end through run(): found as the seed finds it, scenarios grouped by
// configuration with one restart per configuration in a stable order, the configuration recorded with
// each run and baseline, a changed config file making the baseline stale. Real scenario files, real
// server-everything over stdio; the restart hook is a recording function (execute()'s reset command
// and the action's compose restart are tested through the CLI and the action).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { configSearchDirs, resolveConfigFile } from '../../src/scenario/config-file.js';
import type { ProgressEvent } from '../../src/pipeline/index.js';
import { readBaselineFile } from '../../src/baselines/index.js';
import { HOSTILE_JS } from '../helpers/cli-project.js';
import { sharedEverything, stopAllServers } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';

afterAll(stopAllServers);

const echo = (name: string, config?: string) =>
  `name: ${name}\nuser_intent: Echo\n${config ? `config_file: ${config}\n` : ''}` +
  'expected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hello }\n';

function write(dir: string, file: string, text: string): string {
  const abs = path.join(dir, file);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, text);
  return abs;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A restart hook that records what it was asked for; `fail` makes the restart with that file throw. */
function restarts(fail?: string) {
  const calls: Array<string | null> = [];
  const reset = async (file: string | null) => {
    calls.push(file);
    if (file !== null && file === fail) throw new Error('compose up failed: port is already allocated');
  };
  return { calls, reset };
}

describe('config_file resolution', () => {
  it("looks in the scenario's directory, each parent, then the working directory; the first found wins", async () => {
    const cwd = project({});
    const here = write(cwd, 'scenarios/deep/config/c.json', '{"near":true}');
    write(cwd, 'scenarios/config/c.json', '{"far":true}');
    const up = write(cwd, 'scenarios/config/up.json', '{}');
    const top = write(cwd, 'config/top.json', '{}');
    const file = 'scenarios/deep/s.yaml';
    expect(await resolveConfigFile({ file, config_file: 'config/c.json' }, cwd)).toEqual({
      path: 'config/c.json',
      hash: sha('{"near":true}'),
      file: here,
    });
    expect((await resolveConfigFile({ file, config_file: 'config/up.json' }, cwd))?.file).toBe(up);
    expect((await resolveConfigFile({ file, config_file: 'config/top.json' }, cwd))?.file).toBe(top);
    expect((await resolveConfigFile({ file, config_file: top }, cwd))?.file).toBe(top);
    expect(await resolveConfigFile({ file }, cwd)).toBeNull();
    // The working directory comes last, after the root: a file only it holds is still found.
    const elsewhere = project({});
    const own = write(elsewhere, 'only-here.json', '{}');
    const outside = { file: path.join(cwd, 'scenarios/deep/s.yaml'), config_file: 'only-here.json' };
    expect((await resolveConfigFile(outside, elsewhere))?.file).toBe(own);
  });

  it('a missing file is an error naming the path and every directory looked in', async () => {
    const cwd = project({});
    const dirs = configSearchDirs('scenarios/deep/s.yaml', cwd);
    expect(dirs.slice(0, 3)).toEqual([path.join(cwd, 'scenarios/deep'), path.join(cwd, 'scenarios'), cwd]);
    expect(dirs.at(-2)).toBe('/');
    expect(dirs.at(-1)).toBe(cwd);
    await expect(
      resolveConfigFile({ file: 'scenarios/deep/s.yaml', config_file: 'config/nope.json' }, cwd),
    ).rejects.toThrow(
      `config_file not found: config/nope.json (looked for it under the scenario's directory and each parent ` +
        `(${dirs.slice(0, -1).join(', ')}), then under the working directory ${cwd})`,
    );
  });
});

describe('scenarios grouped by config_file', () => {
  it('restarts once per config, default first then by path; records the config; a missing config is that scenario ERROR', async () => {
    const cwd = project({
      'a-default.yaml': echo('A default'),
      'b-zeta.yaml': echo('B zeta', 'config/zeta.json'),
      'c-alpha.yaml': echo('C alpha', 'config/alpha.json'),
      'nested/d-alpha.yaml': echo('D alpha', 'config/alpha.json'),
      'e-missing.yaml': echo('E missing', 'config/missing.json'),
      'f-default.yaml': echo('F default'),
    });
    const alpha = write(cwd, 'config/alpha.json', '{"mcpServers":[]}');
    const zeta = write(cwd, 'config/zeta.json', '{"mcpServers":[{"name":"z"}]}');
    const { calls, reset } = restarts();
    const order: string[] = [];
    const progress = (e: ProgressEvent) => {
      if (e.type === 'scenario-start') order.push(`${e.index + 1}/${e.total} ${e.id}`);
    };
    const report = await go(cwd, { mode: 'record' }, [sharedEverything()], { reset, progress });
    // reset none: the restarts are the configuration changes only; the default runs as the service started.
    expect(calls).toEqual([alpha, zeta]);
    expect(order).toEqual([
      '1/6 a-default',
      '2/6 f-default',
      '3/6 c-alpha',
      '4/6 nested/d-alpha',
      '5/6 b-zeta',
      '6/6 e-missing',
    ]);
    const byId = new Map(report.scenarios.map((s) => [s.id, s]));
    const missing = byId.get('e-missing')!;
    expect(missing.status).toBe('ERROR');
    expect(missing.error).toMatch(/^config_file not found: config\/missing\.json \(looked for it under the scenario's/);
    expect([...byId.values()].filter((s) => s.status === 'RECORDED')).toHaveLength(5);
    const alphaRef = { path: 'config/alpha.json', hash: sha('{"mcpServers":[]}') };
    expect(byId.get('c-alpha')!.config).toEqual(alphaRef);
    expect(byId.get('nested/d-alpha')!.runs[0].trajectory.config).toEqual(alphaRef);
    expect(byId.get('a-default')!.config).toBeUndefined();
    expect(byId.get('a-default')!.runs[0].trajectory.config).toBeUndefined();
    const baseline = await readBaselineFile(path.join(cwd, 'baselines/b-zeta.json'));
    expect(baseline?.config).toEqual({ path: 'config/zeta.json', hash: sha('{"mcpServers":[{"name":"z"}]}') });
  });

  it('resets within a group keep its config; the restart counts as the first reset; a failed restart is its group ERROR', async () => {
    const cwd = project({
      'a.yaml': echo('A'),
      'b.yaml': echo('B', 'config/one.json'),
      'c.yaml': echo('C', 'config/one.json'),
      'd.yaml': echo('D', 'config/two.json'),
    });
    const one = write(cwd, 'config/one.json', '{}');
    const two = write(cwd, 'config/two.json', '{"two":1}');
    const { calls, reset } = restarts();
    const report = await go(cwd, { mode: 'record', reset: 'scenario', resetCommand: 'unused' }, [sharedEverything()], {
      reset,
    });
    expect(report.scenarios.map((s) => s.status)).toEqual(['RECORDED', 'RECORDED', 'RECORDED', 'RECORDED']);
    // a: reset with the default; b: the restart with one.json; c: a reset, still with one.json; d: two.json.
    expect(calls).toEqual([null, one, one, two]);

    const failing = restarts(one);
    const broken = await go(cwd, { mode: 'record' }, [sharedEverything()], { reset: failing.reset });
    expect(failing.calls).toEqual([one, two]);
    expect(broken.scenarios.map((s) => [s.id, s.status])).toEqual([
      ['a', 'RECORDED'],
      ['b', 'ERROR'],
      ['c', 'ERROR'],
      ['d', 'RECORDED'],
    ]);
    expect(broken.scenarios[1].error).toBe(
      'restarting the service with config_file config/one.json failed: compose up failed: port is already allocated',
    );
  });

  it('a service just started with the first group config is neither restarted nor reset for it', async () => {
    const cwd = project({
      'b.yaml': echo('B', 'config/one.json'),
      'c.yaml': echo('C', 'config/one.json'),
      'd.yaml': echo('D', 'config/two.json'),
    });
    const one = write(cwd, 'config/one.json', '{}');
    const two = write(cwd, 'config/two.json', '{"two":1}');
    const watch = (startFiles?: string[]) => ({ startFiles, stopped: async () => null, recovered: () => [] });
    const settings = { mode: 'record', reset: 'scenario', resetCommand: 'unused' } as const;
    // The service mounts one.json as it starts (compose's default config is that file): b finds it fresh.
    const fresh = restarts();
    await go(cwd, settings, [sharedEverything()], { reset: fresh.reset, service: watch([one]) });
    expect(fresh.calls).toEqual([one, two]);
    // Started with another file, or not known to be fresh: b's group restarts.
    for (const startFiles of [[two], undefined]) {
      const other = restarts();
      await go(cwd, settings, [sharedEverything()], { reset: other.reset, service: watch(startFiles) });
      expect(other.calls).toEqual([one, one, two]);
    }
    // The default configuration: the service as started, fresh too.
    const plain = project({ 'a.yaml': echo('A'), 'e.yaml': echo('E') });
    const defaults = restarts();
    await go(plain, settings, [sharedEverything()], { reset: defaults.reset, service: watch([]) });
    expect(defaults.calls).toEqual([null]);
  });

  it('a stopped service makes the rest of its group ERROR with its words (reset none); a recovered one is a problem', async () => {
    const cwd = project({ 'a.yaml': echo('A'), 'b.yaml': echo('B'), 'c.yaml': echo('C', 'config/one.json') });
    write(cwd, 'config/one.json', '{}');
    const stopped =
      'service "mcpproxy" stopped: container p-mcpproxy-1 exited with code 137\nits last log lines:\n  bye';
    const asked: boolean[] = [];
    const found = 'service "mcpproxy" stopped: container p-mcpproxy-1 exited with code 1 (found by a reset, which ...)';
    const service = {
      startFiles: [],
      stopped: async (cut: boolean) => (asked.push(cut), stopped),
      recovered: () => [found],
    };
    // Nobody listens there: the first scenario's connection fails, as to a proxy that was killed.
    const gone = [
      {
        name: 'everything',
        type: 'http' as const,
        url: 'http://127.0.0.1:9/mcp',
        transport: 'auto' as const,
        headers: {},
      },
    ];
    const { reset } = restarts();
    const report = await go(cwd, { mode: 'record', concurrency: '1' }, gone, { reset, service });
    expect(report.scenarios.map((s) => [s.id, s.status, s.error, s.runs.length])).toEqual([
      ['a', 'ERROR', stopped, 1],
      ['b', 'ERROR', stopped, 0],
      // Another group: the service was restarted for it (here, still gone).
      ['c', 'ERROR', stopped, 1],
    ]);
    // Asked after the lost connections (cut: give the engine a moment), and for b, which could not run.
    expect(asked).toEqual([true, false, true]);
    // The contract check, before the scenarios, could not read the server either.
    expect(report.problems).toEqual([
      found,
      expect.stringMatching(/^contract: server "everything" .*failed to connect/),
    ]);
    expect(report.failed).toBe(true);

    // Recorded as the service died under its call: ERROR, and nothing of it kept as a baseline.
    const dying = project({
      'd.yaml':
        'name: D\nuser_intent: D\nexpected_trajectory:\n  - tool: mcp__hostile__echo\n    args: { text: die }\n',
    });
    const env = { HOSTILE: 'exit-on-die' };
    const hostile = { name: 'hostile', type: 'stdio' as const, command: process.execPath, args: [HOSTILE_JS], env };
    const rec = await go(dying, { mode: 'record' }, [hostile], { service });
    expect(rec.scenarios[0]).toMatchObject({ status: 'ERROR', error: stopped });
    expect(asked.at(-1)).toBe(true);
    expect(existsSync(path.join(dying, 'baselines/d.json'))).toBe(false);
  });

  it('without compose-file or reset-command a scenario with config_file is ERROR naming them; the others run', async () => {
    const cwd = project({ 'a.yaml': echo('A'), 'b.yaml': echo('B', 'cfg.json') });
    write(cwd, 'cfg.json', '{}');
    const report = await go(cwd, { mode: 'record' }, [sharedEverything()]);
    expect(report.scenarios.map((s) => [s.id, s.status])).toEqual([
      ['a', 'RECORDED'],
      ['b', 'ERROR'],
    ]);
    expect(report.scenarios[1].error).toBe(
      'config_file cfg.json is set, but nothing can restart the service with it: set compose-file (the action ' +
        'restarts its compose service) or reset-command (a command that restarts the service with the file ' +
        'MCP_EVAL_CONFIG_FILE names)',
    );
  });

  it('reset-command with reset none is a configuration error only when no scenario names a config_file', async () => {
    const plain = project({ 'a.yaml': echo('A') });
    await expect(go(plain, { mode: 'record', resetCommand: './reset.sh' }, [sharedEverything()])).rejects.toThrow(
      expect.objectContaining({
        kind: 'config',
        message:
          'reset-command is set but reset is none and no scenario names a config_file, so it would never run: ' +
          'set reset run (before every run) or reset scenario (before every scenario), or remove reset-command',
      }),
    );
    const withConfig = project({ 'a.yaml': echo('A', 'cfg.json') });
    write(withConfig, 'scenarios/cfg.json', '{}');
    const { calls, reset } = restarts();
    const report = await go(withConfig, { mode: 'record', resetCommand: './reset.sh' }, [sharedEverything()], {
      reset,
    });
    expect(report.scenarios[0].status).toBe('RECORDED');
    expect(calls).toEqual([path.join(withConfig, 'scenarios/cfg.json')]);
  });

  it('a baseline recorded with another config file is stale, and says so', async () => {
    const cwd = project({ 'a.yaml': echo('A', 'cfg.json') });
    write(cwd, 'cfg.json', '{"tools_limit":15}');
    const { reset } = restarts();
    await go(cwd, { mode: 'record' }, [sharedEverything()], { reset });
    const same = await go(cwd, { mode: 'compare' }, [sharedEverything()], { reset });
    expect(same.scenarios[0].baseline).toMatchObject({ stale: false });
    write(cwd, 'cfg.json', '{"tools_limit":5}');
    const changed = await go(cwd, { mode: 'compare' }, [sharedEverything()], { reset });
    expect(changed.scenarios[0].status).toBe('GOOD');
    expect(changed.scenarios[0].baseline).toMatchObject({ stale: true, stale_reason: 'its config file changed' });
  });
});
