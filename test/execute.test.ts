// execute(): settings to files on disk, with the reset command hook and redaction of the
// settings' own secrets, against a real server over stdio.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { execute } from '../src/execute.js';
import { parseSettings } from '../src/settings.js';
import { EVERYTHING_JS, stopAllServers, tempDir } from './helpers/mcp-servers.js';

afterAll(stopAllServers);

it('runs the reset command before each scenario, writes every report, and redacts the key it was given', async () => {
  const cwd = tempDir();
  mkdirSync(path.join(cwd, 'scenarios'));
  const key = 'sk-ant-api03-executeTestKey0123456789';
  // The scenario sends the key as an argument: it must not survive into any file.
  for (const name of ['a', 'b']) {
    writeFileSync(
      path.join(cwd, 'scenarios', `${name}.yaml`),
      `name: ${name}\nuser_intent: echo\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: "key ${key}" }\n`,
    );
  }
  writeFileSync(path.join(cwd, 'mcp.json'), JSON.stringify({ mcpServers: { everything: { command: process.execPath, args: [EVERYTHING_JS, 'stdio'] } } }));
  const settings = parseSettings(
    {
      mode: 'record',
      agent: 'scripted',
      anthropicApiKey: key,
      servers: path.join(cwd, 'mcp.json'),
      scenarios: path.join(cwd, 'scenarios/*.yaml'),
      baselineDir: path.join(cwd, 'baselines'),
      out: path.join(cwd, 'out'),
      reset: 'scenario',
      resetCommand: 'echo reset >> resets.log',
    },
    {},
  );
  const { report, paths } = await execute(settings, { cwd, env: {} });
  expect(report.scenarios.map((s) => s.status)).toEqual(['RECORDED', 'RECORDED']);
  expect(readFileSync(path.join(cwd, 'resets.log'), 'utf8')).toBe('reset\nreset\n');
  for (const file of Object.values(paths)) expect(readFileSync(file, 'utf8')).not.toContain(key);
  expect(readFileSync(paths.json, 'utf8')).toContain('key ***');

  const failing = parseSettings({ ...settings, agent: 'scripted', resetCommand: 'echo no service >&2; exit 3' }, {});
  const { report: failed } = await execute(failing, { cwd, env: {} });
  expect(failed.scenarios.map((s) => [s.status, s.error])).toEqual([
    ['ERROR', 'reset command failed: echo no service >&2; exit 3: no service'],
    ['ERROR', 'reset command failed: echo no service >&2; exit 3: no service'],
  ]);
});
