// The CLI spawned as a process, as a person runs it: each command, each exit code.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stopAllServers, tempDir, EVERYTHING_JS } from './helpers/mcp-servers.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'bin/mcp-eval.js');

afterAll(stopAllServers);

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Result> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : 99) : 0, stdout, stderr }),
    );
  });
}

function project(scenarios: Record<string, string>): string {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'scenarios'), { recursive: true });
  for (const [name, text] of Object.entries(scenarios)) writeFileSync(path.join(dir, 'scenarios', name), text);
  writeFileSync(
    path.join(dir, 'mcp.json'),
    JSON.stringify({ mcpServers: { everything: { command: process.execPath, args: [EVERYTHING_JS, 'stdio'] } } }),
  );
  return dir;
}

const ECHO = 'name: Echo\nuser_intent: Echo hello\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hello }\n';
const SUM = 'name: Sum\nuser_intent: Add\nexpected_trajectory:\n  - tool: mcp__everything__get-sum\n    args: { a: 2, b: 3 }\n';

describe('mcp-eval CLI', () => {
  it('prints help and exits 0; an unknown command or flag is a usage error (2) with a hint', async () => {
    const help = await cli(['--help'], ROOT);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Commands:\n {2}record/);
    const sub = await cli(['compare', '--help'], ROOT);
    expect(sub.code).toBe(0);
    expect(sub.stdout).toContain('--fail-on (default broken)');
    expect(sub.stdout).toContain('--baseline-store (default dir)');
    const bad = await cli(['frobnicate'], ROOT);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('mcp-eval: unknown command "frobnicate" (commands: record, compare, run, report, validate, demo)\nhint: mcp-eval --help lists the options\n');
    const flag = await cli(['compare', '--fail-onn', 'x'], ROOT);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toMatch(/^mcp-eval: unknown option '--fail-onn'/);
    const value = await cli(['compare', '--fail-on', 'sometimes'], ROOT);
    expect(value.code).toBe(2);
    expect(value.stderr).toMatch(/^mcp-eval: invalid setting fail-on: /);
    const claude = await cli(['compare', '--agent', 'claude'], ROOT);
    expect(claude.code).toBe(2);
    expect(claude.stderr).toMatch(/agent claude needs an Anthropic API key/);
  });

  it('record, compare (exit 0), then compare against a changed server fails the policy (exit 1)', async () => {
    const cwd = project({ 'echo.yaml': ECHO, 'sum.yaml': SUM });
    const rec = await cli(['record', '--servers', 'mcp.json'], cwd);
    expect(rec.stderr).toBe('');
    expect(rec.code).toBe(0);
    expect(rec.stdout).toMatch(/RECORDED/);
    expect(readdirSync(path.join(cwd, 'baselines')).sort()).toEqual(['echo.json', 'sum.json']);

    const cmp = await cli(['compare', '--servers', 'mcp.json'], cwd);
    expect(cmp.code).toBe(0);
    expect(cmp.stdout).toMatch(/GOOD: 2 GOOD/);
    expect(cmp.stdout).toContain(`Report: ${path.join(cwd, 'reports/report.html')}`);
    expect(readdirSync(path.join(cwd, 'reports')).sort()).toEqual(['junit.xml', 'report.html', 'results.json', 'summary.md']);

    // The server now lacks get-sum: replaying the baseline's calls breaks that scenario.
    writeFileSync(
      path.join(cwd, 'changed.json'),
      JSON.stringify({ mcpServers: { everything: { command: process.execPath, args: [path.join(ROOT, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js')], env: { MEMORY_FILE_PATH: path.join(cwd, 'mem.jsonl') } } } }),
    );
    const broken = await cli(['compare', '--servers', 'changed.json', '--agent', 'replay', '--json'], cwd);
    expect(broken.code).toBe(1);
    const out = JSON.parse(broken.stdout);
    expect(out.status).toBe('BROKEN');
    expect(out.scenarios.map((s: { id: string; status: string }) => s.status)).toEqual(['BROKEN', 'BROKEN']);
    // fail-on never: the same result passes.
    const lenient = await cli(['compare', '--servers', 'changed.json', '--agent', 'replay', '--fail-on', 'never'], cwd);
    expect(lenient.code).toBe(0);
  });

  it('shows progress and a coloured table on a terminal, and stays quiet when not on one', async () => {
    const cwd = project({ 'echo.yaml': ECHO });
    // script(1) gives the CLI a pseudo-terminal, as a person's shell would.
    const command = `${process.execPath} ${BIN} run --servers mcp.json`;
    const tty = await new Promise<string>((resolve) =>
      execFile('script', ['-qfec', command, '/dev/null'], { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME } }, (_e, out) => resolve(out)),
    );
    expect(tty).toMatch(/\[1\/1\] echo: connecting to servers \(\d+\.\ds\)/);
    expect(tty).toMatch(/\[1\/1\] echo: scripted agent running/);
    expect(tty).toContain('\x1b[34m📼 RECORDED');
    const piped = await cli(['run', '--servers', 'mcp.json'], cwd);
    expect(piped.stderr).toBe('');
    expect(piped.stdout).not.toContain('\x1b[');
  });

  it('validate lists problems with file:line:col and exits 1; clean files exit 0', async () => {
    const cwd = project({ 'echo.yaml': ECHO, 'bad.yaml': 'name: Bad\nuser_intent: x\nruns: -1\n' });
    const res = await cli(['validate', '--servers', 'mcp.json'], cwd);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('scenarios/bad.yaml:3:7: runs:');
    expect(res.stdout).toBe('1 scenario(s), 1 server(s), 1 problem(s)\n');
    const good = project({ 'echo.yaml': ECHO });
    const ok = await cli(['validate', '--servers', 'mcp.json'], good);
    expect(ok.code).toBe(0);
    // The MCPProxy examples validate against the default server (mcpproxy on :8081).
    const proxy = await cli(['validate', '--scenarios', path.join(ROOT, 'examples/mcpproxy/scenarios/*.yaml')], good);
    expect(proxy.stdout).toBe('3 scenario(s), 1 server(s), 0 problem(s)\n');
    expect(proxy.code).toBe(0);
    const missing = await cli(['validate', '--servers', 'nope.json'], good);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('nope.json');
  });

  it('report regenerates identical reports from results.json', async () => {
    const cwd = project({ 'echo.yaml': ECHO });
    expect((await cli(['run', '--servers', 'mcp.json'], cwd)).code).toBe(0);
    expect((await cli(['run', '--servers', 'mcp.json'], cwd)).code).toBe(0);
    const files = ['report.html', 'summary.md', 'junit.xml'];
    const before = files.map((f) => readFileSync(path.join(cwd, 'reports', f), 'utf8'));
    const again = await cli(['report', 'reports/results.json', '--out', 'regenerated'], cwd);
    expect(again.code).toBe(0);
    expect(files.map((f) => readFileSync(path.join(cwd, 'regenerated', f), 'utf8'))).toEqual(before);
    const corrupt = path.join(cwd, 'corrupt.json');
    writeFileSync(corrupt, '{"schema_version": 1');
    const bad = await cli(['report', 'corrupt.json'], cwd);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('corrupt.json');
  });

  it('reads options from a config file; a secret in it is refused', async () => {
    const cwd = project({ 'echo.yaml': ECHO });
    writeFileSync(path.join(cwd, 'mcp-eval.yaml'), 'servers: mcp.json\nout: out-dir\nfail-on: degraded\n');
    const res = await cli(['run', '--config', 'mcp-eval.yaml', '--json'], cwd);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout).files.html).toBe(path.join(cwd, 'out-dir/report.html'));
    writeFileSync(path.join(cwd, 'leaky.yaml'), 'anthropic-api-key: sk-ant-123456789\n');
    const leaky = await cli(['run', '--config', 'leaky.yaml'], cwd);
    expect(leaky.code).toBe(2);
    expect(leaky.stderr).toContain('"anthropic-api-key" does not belong in a file');
  });

  it('the demo records, compares and writes every report, with no key and no network', async () => {
    const cwd = tempDir();
    const res = await cli(['demo'], cwd);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Recording baselines with the scripted agent...');
    expect(res.stdout).toMatch(/GOOD: \d+ GOOD/);
    expect(res.stdout).toContain(`Report: ${path.join(cwd, 'reports/report.html')}`);
    const results = JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8'));
    expect(results.mode).toBe('compare');
    expect(results.scenarios.length).toBeGreaterThanOrEqual(3);
    expect(results.scenarios.every((s: { status: string }) => s.status === 'GOOD')).toBe(true);
  });
});
