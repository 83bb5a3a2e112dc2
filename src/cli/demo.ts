// `mcp-eval demo`: the product catching something, offline and without a key. The example scenarios are recorded
// against server-everything as examples/mcp.json runs it, compared once more as a run on the default branch would
// (all GOOD, a line in the run history), then compared against examples/mcp-next.json: the same real server with
// one tool renamed, as an upgrade could bring, which a pull request bumping the server would meet. The last table
// shows the scenario that broke and, under it as under every comparison's, why (the run's causes: the probable
// rename, and the fix it suggests); the demo adds how to get all GOOD again. Its fail-on is never, so it
// exits 0 on what it catches; it exits 1 only when a step did not go as the demo expects (a broken setup).
// Its run history is its own (<out>/demo-baselines/history.jsonl) and starts afresh with each demo, so a second demo
// tells the same story as the first (two runs on the default branch, not four). Its scenarios are copied afresh to
// <out>/demo-scenarios/ and run from there: the way back it prints edits a file of the person's own, never the
// package's (in node_modules once installed, where `npx mcp-eval` runs it) nor a clone's examples.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunReport } from '../results/index.js';
import { HISTORY_FILE } from '../results/history.js';
import { EXIT_FAILED, printOutcome, runOnce } from './commands.js';
import type { Parsed } from './args.js';
import { statusTable } from './table.js';

/**
 * The package's root, where the demo's scenarios and servers are (scenarios/, examples/): two folders up from this
 * code (dist/cli/index.js once bundled, src/cli/demo.ts under tsx), in a clone and in an installed package alike,
 * wherever the demo is run from.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function demoCommand(p: Parsed): Promise<number> {
  const out = (p.raw.out as string | undefined) ?? 'reports';
  const baselineDir = path.join(out, 'demo-baselines');
  await rm(path.join(baselineDir, HISTORY_FILE), { force: true });
  const scenarioDir = await copyScenarios(out);
  const common = {
    scenarios: path.join(scenarioDir, '**/*.yaml'),
    // The examples for server-everything; scenarios/mcpproxy/ needs a running MCPProxy.
    tag: ['demo'],
    agent: 'scripted',
    baselineStore: 'dir',
    baselineDir,
    failOn: 'never',
    out,
  };
  const asIs = path.join(ROOT, 'examples/mcp.json');
  const next = path.join(ROOT, 'examples/mcp-next.json');
  // The narration is for people: with --json, stdout holds only the last comparison's JSON.
  const say = (text: string) => {
    if (!p.json) process.stdout.write(text);
  };
  say(
    `mcp-eval demo: the scenarios in ${rel(scenarioDir)}/ (the package's examples, copied) against\n` +
      '@modelcontextprotocol/server-everything over stdio, with the scripted agent (no API key, no network).\n' +
      'Its fail-on is never: it exits 0 whatever it catches.\n\n',
  );
  const steps: [string, Record<string, unknown>, (r: RunReport) => boolean][] = [
    [
      `1/3 Record baselines against the server as it is (${rel(asIs)})`,
      { mode: 'record', servers: asIs, historyWrite: 'always' },
      (r) => r.scenarios.every((s) => s.status === 'RECORDED'),
    ],
    [
      '2/3 Compare the same server again, as a run on the default branch (it adds a line to the run history)',
      { mode: 'compare', servers: asIs, historyWrite: 'always' },
      (r) => r.scenarios.every((s) => s.status === 'GOOD'),
    ],
  ];
  for (const [title, settings, expected] of steps) {
    say(`${title}...\n`);
    const { report, paths } = await runOnce(p, { ...common, ...settings });
    if (!expected(report)) return unexpected(p, report, paths.html);
    say(`    ${report.scenarios.length} ${report.status}\n`);
  }
  say(`3/3 Compare an upgraded server (${rel(next)}: the same server, get-sum renamed add), as a pull request...\n\n`);
  const upgraded = await runOnce(p, { ...common, mode: 'compare', servers: next, historyWrite: 'never' });
  const caught = upgraded.report.scenarios.filter((s) => s.status !== 'GOOD');
  if (!caught.length) return unexpected(p, upgraded.report, upgraded.paths.html);
  printOutcome(p, upgraded);
  say(howToFix({ baselineDir, scenarioDir, asIs, next }, caught[0].file));
  return upgraded.report.failed ? EXIT_FAILED : 0;
}

/** A path as the person typed it from where they are. */
function rel(file: string): string {
  return path.relative(process.cwd(), file) || '.';
}

/**
 * The demo's scenarios (the package's, less scenarios/mcpproxy/, which needs a running MCPProxy), copied afresh to
 * <out>/demo-scenarios/; its path.
 */
async function copyScenarios(out: string): Promise<string> {
  const dir = path.join(out, 'demo-scenarios');
  const from = path.join(ROOT, 'scenarios');
  await rm(dir, { recursive: true, force: true });
  await cp(from, dir, { recursive: true, filter: (f) => path.relative(from, f).split(path.sep)[0] !== 'mcpproxy' });
  return dir;
}

/**
 * The command that runs this CLI as the person would type it where they are: `npx mcp-eval` in a project that has the
 * package installed (its bin is in node_modules/.bin), `npx mcp-eval-action` from elsewhere (npx's own cache, a global
 * install), else this checkout's bin/mcp-eval.js.
 */
export function cliCommand(root: string = ROOT, cwd: string = process.cwd()): string {
  const parts = root.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at === -1) return `node ${path.relative(cwd, path.join(root, 'bin/mcp-eval.js'))}`;
  const project = path.relative(parts.slice(0, at).join(path.sep) || path.sep, cwd);
  return project.startsWith('..') || path.isAbsolute(project) ? 'npx mcp-eval-action' : 'npx mcp-eval';
}

interface DemoPaths {
  baselineDir: string;
  scenarioDir: string;
  asIs: string;
  next: string;
}

function howToFix({ baselineDir, scenarioDir, asIs, next }: DemoPaths, scenarioFile: string): string {
  const cli = cliCommand();
  const scenarios = `--scenarios '${rel(scenarioDir)}/**/*.yaml' --tag demo`;
  return (
    '\nTo get all GOOD again, either\n' +
    `  - keep the tool's old name in the server: against the server as it is, every scenario is GOOD:\n` +
    `      ${cli} compare --servers ${rel(asIs)} ${scenarios} --baseline-dir ${baselineDir}\n` +
    `  - or accept the rename: call mcp__everything__add in the scenario (${scenarioFile}),\n` +
    '    then record the baselines again against the upgraded server:\n' +
    `      ${cli} record --servers ${rel(next)} ${scenarios} --baseline-dir ${baselineDir}\n`
  );
}

/** A step that did not go as the demo expects means the demo's own setup is broken: say so, and fail. */
function unexpected(p: Parsed, report: RunReport, html: string): number {
  process.stderr.write(
    `${statusTable(report, p.color)}\n\nmcp-eval demo: this step did not come out as expected ` +
      `(the demo server could not run?). Report: ${html}\n`,
  );
  return EXIT_FAILED;
}
