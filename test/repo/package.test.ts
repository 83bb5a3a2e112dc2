// The package as people install it: `npm pack` of this checkout (only what `files` lets in), the tarball installed
// into an empty directory with its dependencies from the registry, as `npm install` does anywhere, then the CLI run
// from there: `npx mcp-eval-action --version` and `npx mcp-eval --version` as the README shows it; init against
// server-everything, record, compare and the demo by the bin npx runs for both (node_modules/.bin/mcp-eval, without
// npx's own Node start, ~0.45 s of CPU a command); the demo finds its servers inside the installed package and runs a
// copy of its scenarios in reports/demo-scenarios/, printing `npx mcp-eval` commands that work as printed (run by npx,
// as printed). One pack and one install serve every case, in order.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { VERSION } from '../../src/util/version.js';
import { tempDir } from '../helpers/mcp-servers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What runs outside the bundle: the demo's servers (examples/*.mjs import them). The rest is bundled in dist/. */
const RUNTIME_DEPENDENCIES = ['@modelcontextprotocol/sdk', '@modelcontextprotocol/server-everything'];

interface Packed {
  filename: string;
  files: { path: string }[];
}

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

describe('the packed package, installed into an empty directory', () => {
  const app = tempDir();
  let packed: Packed;
  /**
   * npm and the CLI without what `npm test` hands its scripts (npm_config_*, npm_package_*: this checkout's), with the
   * rest of the environment (how this machine reaches the registry: its CA certificates, proxies).
   */
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
  const sh = (cmd: string, args: string[], cwd = app) =>
    new Promise<Ran>((resolve) =>
      execFile(cmd, args, { cwd, env, timeout: 180_000, maxBuffer: 16 << 20 }, (err, stdout, stderr) =>
        resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
      ),
    );
  /** `npx mcp-eval-action <args>`, never fetched from the registry: the installed tarball's or nothing. */
  const npxEval = (...args: string[]) => sh('npx', ['--no', '--', 'mcp-eval-action', ...args]);
  /** The package's one bin, which npx runs by either name (its link in node_modules/.bin), run directly. */
  const bin = path.join(app, 'node_modules/.bin/mcp-eval');
  const mcpEval = (...args: string[]) => sh(bin, args);
  const results = () => JSON.parse(readFileSync(path.join(app, 'reports/results.json'), 'utf8')) as RunReport;

  beforeAll(async () => {
    const out = tempDir();
    const pack = await sh('npm', ['pack', '--json', '--pack-destination', out], ROOT);
    expect(pack.code, pack.stderr).toBe(0);
    packed = (JSON.parse(pack.stdout) as Packed[])[0];
    const install = await sh('npm', ['install', '--no-audit', '--no-fund', path.join(out, packed.filename)]);
    expect(install.code, install.stderr).toBe(0);
  }, 400_000);

  it('holds what runs and nothing else, and needs only the demo servers beside its bundle', () => {
    const files = packed.files.map((f) => f.path);
    for (const f of ['bin/mcp-eval.js', 'dist/cli/index.js', 'dist/index.js', 'dist/post/index.js', 'action.yml'])
      expect(files).toContain(f);
    for (const f of ['scenario.schema.json', 'examples/mcp.json', 'scenarios/echo.yaml', 'README.md', 'LICENSE'])
      expect(files).toContain(f);
    expect(files).toContain('CHANGELOG.md');
    const outside = files.filter((f) => /^(src|test|bench|scripts|docs|config|\.ci|scenarios\/mcpproxy)\//.test(f));
    expect(outside).toEqual([]);
    const pkg = JSON.parse(readFileSync(path.join(app, 'node_modules/mcp-eval-action/package.json'), 'utf8')) as {
      private?: boolean;
      bin: Record<string, string>;
      engines: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect([pkg.private, pkg.bin, pkg.engines.node]).toEqual([
      undefined,
      { 'mcp-eval': 'bin/mcp-eval.js' },
      '>=22.12.0',
    ]);
    expect(Object.keys(pkg.dependencies).sort()).toEqual(RUNTIME_DEPENDENCIES);
  });

  it('--version, by the package name and by the bin name', async () => {
    expect(await npxEval('--version')).toEqual({ code: 0, stdout: `mcp-eval ${VERSION}\n`, stderr: '' });
    expect((await sh('npx', ['--no', '--', 'mcp-eval', '--version'])).stdout).toBe(`mcp-eval ${VERSION}\n`);
  });

  it('init writes a suite from server-everything, record stores its baselines, compare finds them all GOOD', async () => {
    // A project's own mcp.json: server-everything, installed with the package (its demo server).
    const server = { command: 'node', args: ['node_modules/@modelcontextprotocol/server-everything/dist/index.js'] };
    writeFileSync(path.join(app, 'mcp.json'), JSON.stringify({ mcpServers: { everything: server } }));
    const init = await mcpEval('init', '--servers', 'mcp.json');
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toMatch(
      /^Wrote \d+ scenario file\(s\) under scenarios\/: \d+ verified, 0 need your arguments\./m,
    );
    expect(readFileSync(path.join(app, 'scenarios/everything/get-sum.yaml'), 'utf8')).toContain(
      'tool: mcp__everything__get-sum',
    );
    // Three of them (the suite has a tool that takes 10 s on purpose); no client on an older protocol version (a
    // second server start a run: what it sees is test/pipeline/contract.test.ts's, the demo below reads it too).
    const some = [
      ...['--contract-protocol', 'none'],
      ...['echo', 'get-sum', 'get-structured-content'].flatMap((tool) => ['--name', `everything ${tool}`]),
    ];
    const record = await mcpEval('record', '--servers', 'mcp.json', '--agent', 'scripted', ...some);
    expect(record.code, record.stderr).toBe(0);
    expect(results().counts).toMatchObject({ RECORDED: 3 });
    expect(readFileSync(path.join(app, 'baselines/everything/get-sum.json'), 'utf8')).toContain('"scenario_id"');
    const compare = await mcpEval('compare', '--servers', 'mcp.json', '--agent', 'scripted', ...some);
    expect(compare.code, compare.stderr).toBe(0);
    expect(results().counts).toMatchObject({ GOOD: 3 });
  });

  it("the demo runs the installed package's scenarios from a copy of its own, and both ways back work as printed", async () => {
    const demo = await mcpEval('demo');
    expect(demo.code, demo.stderr).toBe(0);
    expect(demo.stdout).toContain("the scenarios in reports/demo-scenarios/ (the package's examples, copied) against");
    expect(demo.stdout).toMatch(
      /🔴 BROKEN +0\.00 +Echo, then add two numbers +reports\/demo-scenarios\/echo-then-sum\.yaml /,
    );
    expect(demo.stdout).toContain('Caught: `get-sum` was probably renamed to `add` on server `everything`');
    // What the way back writes (a scenario, the baselines) is the person's, never inside node_modules.
    expect(demo.stdout).toContain(
      'call mcp__everything__add in the scenario (reports/demo-scenarios/echo-then-sum.yaml)',
    );
    const [keep, record] = [...demo.stdout.matchAll(/^ {6}(npx mcp-eval .*)$/gm)].map((m) => m[1]);
    for (const command of [keep, record]) {
      expect(command, demo.stdout).toMatch(
        /^npx mcp-eval (compare|record) --servers node_modules\/mcp-eval-action\/examples\//,
      );
      expect(command).toContain(
        "--scenarios 'reports/demo-scenarios/**/*.yaml' --tag demo --baseline-dir reports/demo-baselines",
      );
    }
    const back = await sh('sh', ['-c', keep]);
    expect(back.code, back.stderr).toBe(0);
    expect(results().counts).toMatchObject({ GOOD: 4 });
    // The other way: the scenario edited as said, recorded against the upgrade, which it then passes.
    const scenario = path.join(app, 'reports/demo-scenarios/echo-then-sum.yaml');
    writeFileSync(
      scenario,
      readFileSync(scenario, 'utf8').replaceAll('mcp__everything__get-sum', 'mcp__everything__add'),
    );
    const recorded = await sh('sh', ['-c', record]);
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(results().counts).toMatchObject({ RECORDED: 4 });
    // The compare after it is no printed command: the bin runs it (npx ran the two printed ones).
    const upgraded = await sh('sh', ['-c', record.replace('npx mcp-eval record ', '"$0" compare '), bin]);
    expect(upgraded.code, upgraded.stderr).toBe(0);
    expect(results().counts).toMatchObject({ GOOD: 4 });
  });
});
