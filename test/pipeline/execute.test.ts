// execute(): settings to files on disk, with the reset command hook and redaction of the settings' own secrets, against
// real server-everything: over stdio where the server's own env is the subject (get-env), else the run's shared one
// over streamable HTTP (the mcp.json the CLI would read names its URL).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { execute } from '../../src/pipeline/index.js';
import { parseSettings } from '../../src/settings/settings.js';
import { loadScenarios } from '../../src/scenario/loader.js';
import { scoredCalls } from '../../src/results/trajectory.js';
import { deadUrl, EVERYTHING_JS, sharedEverythingUrl, stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { everythingProject, projectSettings } from '../helpers/pipeline.js';

afterAll(stopAllServers);

it('runs the reset command before each scenario, writes every report, and redacts the key it was given', async () => {
  const key = 'sk-ant-api03-executeTestKey0123456789';
  // The scenario sends the key as an argument: it must not survive into any file.
  const yaml = (name: string) =>
    `name: ${name}\nuser_intent: echo\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: "key ${key}" }\n`;
  const cwd = everythingProject({ 'a.yaml': yaml('a'), 'b.yaml': yaml('b') }, sharedEverythingUrl());
  const settings = projectSettings(cwd, {
    mode: 'record',
    agent: 'scripted',
    anthropicApiKey: key,
    reset: 'scenario',
    resetCommand: 'echo reset >> resets.log',
  });
  const { report, paths } = await execute(settings, { cwd, env: {} });
  expect(report.scenarios.map((s) => s.status)).toEqual(['RECORDED', 'RECORDED']);
  expect(readFileSync(path.join(cwd, 'resets.log'), 'utf8')).toBe('reset\nreset\n');
  for (const file of Object.values(paths)) expect(readFileSync(file, 'utf8')).not.toContain(key);
  expect(readFileSync(paths.json, 'utf8')).toContain('key ***');

  // Two runs a scenario: reset scenario resets before each scenario's first run only, reset run before every run.
  for (const [reset, resets] of [
    ['scenario', 2],
    ['run', 4],
  ] as const) {
    rmSync(path.join(cwd, 'resets.log'));
    await execute(parseSettings({ ...settings, reset, runs: 2 }, {}), { cwd, env: {} });
    expect(readFileSync(path.join(cwd, 'resets.log'), 'utf8'), reset).toBe('reset\n'.repeat(resets));
  }

  const failing = parseSettings({ ...settings, agent: 'scripted', resetCommand: 'echo no service >&2; exit 3' }, {});
  const { report: failed } = await execute(failing, { cwd, env: {} });
  expect(failed.scenarios.map((s) => [s.status, s.error])).toEqual([
    ['ERROR', 'reset command failed: echo no service >&2; exit 3: no service'],
    ['ERROR', 'reset command failed: echo no service >&2; exit 3: no service'],
  ]);
});

/** Every file under `dir`, recursively, as text. */
function allFiles(dir: string): Array<[string, string]> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return [file, readFileSync(file, 'utf8')] as [string, string];
    });
}

it('keeps secrets printed by get-env out of baselines, reports, log lines and progress events, and masks each one', async () => {
  const cwd = tempDir();
  mkdirSync(path.join(cwd, 'scenarios'));
  writeFileSync(
    path.join(cwd, 'scenarios', 'env.yaml'),
    'name: env\nuser_intent: show the environment\nexpected_trajectory:\n  - tool: mcp__everything__get-env\n    args: {}\n',
  );
  const secrets = {
    ANTHROPIC_API_KEY: `sk-ant-api03-${'Qw7'.repeat(12)}-fake`,
    GITHUB_TOKEN: `ghp_${'Z9y8X7w6V5'.repeat(4)}`,
    // Not secret-looking by name or shape: hidden only because the server config sets it.
    PLAIN_SETTING: 'opaque-config-value-4711',
  };
  // The server gets the secrets through its config's env, as a user would wire them.
  writeFileSync(
    path.join(cwd, 'mcp.json'),
    JSON.stringify({
      mcpServers: {
        everything: {
          command: process.execPath,
          args: [EVERYTHING_JS, 'stdio'],
          env: {
            ANTHROPIC_API_KEY: '${ANTHROPIC_API_KEY}',
            GITHUB_TOKEN: '${GITHUB_TOKEN}',
            PLAIN_SETTING: secrets.PLAIN_SETTING,
          },
        },
      },
    }),
  );
  const env = { ANTHROPIC_API_KEY: secrets.ANTHROPIC_API_KEY, GITHUB_TOKEN: secrets.GITHUB_TOKEN };
  const said: string[] = [];
  const masked: string[] = [];
  const opts = {
    cwd,
    env,
    log: (l: string) => said.push(l),
    progress: (e: unknown) => said.push(JSON.stringify(e)),
    mask: (s: string) => masked.push(s),
  };

  const recorded = await execute(projectSettings(cwd, { mode: 'record', agent: 'scripted' }, env), opts);
  expect(recorded.report.scenarios.map((s) => s.status)).toEqual(['RECORDED']);
  // With trace-content, the spans of the last run (its trace file) hold what get-env printed: redacted there too.
  const traced = projectSettings(cwd, { mode: 'compare', agent: 'replay', traceContent: true }, env);
  const compared = await execute(traced, opts);
  // Both runs are redacted alike, so the replay matches its baseline exactly.
  expect(compared.report.scenarios.map((s) => [s.status, s.score])).toEqual([['GOOD', 1]]);
  expect(readFileSync(compared.paths.traces, 'utf8')).toContain('"gen_ai.tool.call.result"');

  const files = allFiles(cwd).filter(([f]) => !f.endsWith('mcp.json') && !f.endsWith('env.yaml'));
  expect(files.map(([f]) => path.relative(cwd, f)).sort()).toEqual(
    [
      'baselines/.contract/servers.json',
      'baselines/env.json',
      'out/junit.xml',
      'out/report.html',
      'out/results.json',
      'out/summary.md',
      'out/traces.json',
    ].map((f) => f.split('/').join(path.sep)),
  );
  const baseline = files.find(([f]) => f.endsWith('env.json'))![1];
  // The real tool did print the variables (redacted): the test would be worthless otherwise.
  expect(baseline).toContain('\\"PLAIN_SETTING\\": \\"***\\"');
  expect(said.some((l) => l.includes('get-env'))).toBe(true);
  for (const [name, value] of Object.entries(secrets)) {
    for (const [file, text] of files) expect(text.includes(value), `${name} in ${file}`).toBe(false);
    expect(
      said.filter((l) => l.includes(value)),
      `${name} in log/progress`,
    ).toEqual([]);
    expect(masked, `${name} masked`).toContain(value);
  }
});

it('runs the reset command with MCP_EVAL_CONFIG_FILE for a config, then waits until the server answers initialize', async () => {
  const cwd = tempDir();
  mkdirSync(path.join(cwd, 'scenarios'));
  writeFileSync(
    path.join(cwd, 'scenarios', 'a.yaml'),
    'name: a\nuser_intent: echo\nconfig_file: proxy.json\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hi }\n',
  );
  writeFileSync(path.join(cwd, 'proxy.json'), '{}');
  const settings = (url: string, connectTimeoutSeconds: string) => {
    writeFileSync(path.join(cwd, 'mcp.json'), JSON.stringify({ mcpServers: { everything: { url } } }));
    return projectSettings(cwd, {
      mode: 'record',
      agent: 'scripted',
      resetCommand: 'echo "$MCP_EVAL_CONFIG_FILE" >> restarts.log',
      connectTimeoutSeconds,
    });
  };
  // The live server given 5 s a connect: at load 40-50 its answer took longer than 0.5 s (the scenario was ERROR).
  const { report } = await execute(settings(sharedEverythingUrl(), '5'), { cwd, env: {} });
  expect(report.scenarios.map((s) => s.status)).toEqual(['RECORDED']);
  expect(readFileSync(path.join(cwd, 'restarts.log'), 'utf8')).toBe(`${path.join(cwd, 'proxy.json')}\n`);
  // A service that does not come back after the command: the wait gives up at 4 x connect-timeout-seconds.
  const { report: down } = await execute(settings(await deadUrl(), '0.5'), { cwd, env: {} });
  expect(down.scenarios[0].status).toBe('ERROR');
  expect(down.scenarios[0].error).toMatch(
    /^restarting the service with config_file proxy\.json failed: reset command ran, but server "everything" not ready after 2000 ms \(\d+ attempts\): /,
  );
});

it('runs the scenarios the caller loaded (the CLI checks them first) without reading the files again', async () => {
  const yaml = (message: string) =>
    `name: a\nuser_intent: echo\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: ${message} }\n`;
  const cwd = everythingProject({ 'a.yaml': yaml('loaded') }, sharedEverythingUrl());
  const settings = projectSettings(cwd, { mode: 'record', agent: 'scripted', contractProtocol: 'none' });
  const scenarios = await loadScenarios(settings.scenarios, { cwd });
  // Changed after the caller's load: a run that read the files again would send this one.
  writeFileSync(path.join(cwd, 'scenarios', 'a.yaml'), yaml('read again'));
  const { report } = await execute(settings, { cwd, env: {}, scenarios });
  expect(scoredCalls(report.scenarios[0].runs[0].trajectory).map((c) => c.arguments)).toEqual([{ message: 'loaded' }]);
  const { report: alone } = await execute(settings, { cwd, env: {} });
  expect(scoredCalls(alone.scenarios[0].runs[0].trajectory).map((c) => c.arguments)).toEqual([
    { message: 'read again' },
  ]);
});
