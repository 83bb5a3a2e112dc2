// Issue 46, point 4: `mcp-eval import` of OTLP JSON. A real run's trace file (execute() with trace-content against
// real server-everything) imports as the run's scenarios, one per trace (a scenario run), with baselines of the
// recorded answers; the imported suite replays GOOD against the same server. A file that is not OTLP JSON is an
// error naming the file and what is wrong, never a stack, and nothing is written. Another exporter's file: a traced
// SDK server's own spans, as the official OTLP/HTTP exporter sends them, import as that server's calls.
// The first import runs as a person runs it (a CLI process); the compare after it and the other imports run the CLI's
// main in this process (helpers/cli-in-process.ts): they check what is written and said, not the process.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, expect, it } from 'vitest';
import { execute } from '../../src/pipeline/index.js';
import { loadScenarios } from '../../src/scenario/loader.js';
import { parseSettings } from '../../src/settings/settings.js';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cli } from '../helpers/cli-project.js';
import { sharedEverythingUrl, stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { SUM_YAML } from '../helpers/pipeline.js';
import { listenLocal } from '../emulators/listen.js';

afterAll(stopAllServers);

const TRACED_JS = path.join(import.meta.dirname, '../helpers/traced-server.mjs');

const ECHO = `name: Echo
user_intent: Echo hello
expected_trajectory:
  - tool: mcp__everything__echo
    args: { message: hello }
  - tool: mcp__everything__get-sum
    args: { a: 2 }
`;

/** A recorded run with trace-content; its trace file. */
async function tracedRun(cwd: string): Promise<string> {
  mkdirSync(path.join(cwd, 'run'));
  writeFileSync(path.join(cwd, 'run', 'sum.yaml'), SUM_YAML);
  writeFileSync(path.join(cwd, 'run', 'echo.yaml'), ECHO);
  const mcp = { mcpServers: { everything: { url: sharedEverythingUrl() } } };
  writeFileSync(path.join(cwd, 'mcp.json'), JSON.stringify(mcp));
  const settings = parseSettings(
    {
      mode: 'record',
      agent: 'scripted',
      contractProtocol: 'none',
      traceContent: true,
      servers: path.join(cwd, 'mcp.json'),
      scenarios: path.join(cwd, 'run/*.yaml'),
      baselineDir: path.join(cwd, 'run-baselines'),
      out: path.join(cwd, 'out'),
    },
    {},
  );
  const { paths } = await execute(settings, { cwd, env: {} });
  return paths.traces;
}

it('imports a run of its own traces as its scenarios with baselines, and the suite replays GOOD', async () => {
  const cwd = tempDir();
  await tracedRun(cwd);
  const r = await cli(['import', 'out/traces.json'], cwd);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  // Echo's get-sum lacks b: the harness refused it, so it never reached the server and is no span.
  expect(r.stdout).toBe('3 record(s) read (otlp); 3 used in 2 session(s).\nWrote 2 scenario(s) and 2 baseline(s).\n');
  const loaded = await loadScenarios('scenarios/**/*.yaml', { cwd });
  expect(loaded.problems).toEqual([]);
  const trajectories = loaded.scenarios.map((s) => s.expected_trajectory).sort((a, b) => a.length - b.length);
  expect(trajectories).toEqual([
    [{ tool: 'mcp__everything__echo', args: { message: 'hello' } }],
    [
      { tool: 'mcp__everything__echo', args: { message: 'adding' } },
      { tool: 'mcp__everything__get-sum', args: { a: 2, b: 3 } },
    ],
  ]);
  expect(loaded.scenarios.every((s) => s.servers?.join() === 'everything')).toBe(true);
  const compare = await cliInProcess(
    ['compare', '--agent', 'scripted', '--servers', 'mcp.json', '--contract-protocol', 'none', '--json'],
    cwd,
  );
  expect(compare.code, compare.stderr).toBe(0);
  const report = JSON.parse(compare.stdout) as { scenarios: { status: string; score: number }[] };
  expect(report.scenarios.map((s) => [s.status, s.score])).toEqual([
    ['GOOD', 1],
    ['GOOD', 1],
  ]);
});

it('a trace file that is not OTLP JSON is an error naming the file and what is wrong, and writes nothing', async () => {
  const cwd = tempDir();
  const cases: [string, string, RegExp][] = [
    ['cut.json', '{"resourceSpans": [{"scopeSpans": [', /^mcp-eval: cut\.json: not OTLP JSON: .+\n/],
    [
      'nameless.json',
      JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: [{ traceId: 'a', spanId: 'b' }] }] }] }),
      /^mcp-eval: nameless\.json: not OTLP JSON: resourceSpans\[0\]\.scopeSpans\[0\]\.spans\[0\]: name: expected a non-empty string\n/,
    ],
    [
      'scalar.json',
      '{"resourceSpans": 5}',
      /^mcp-eval: scalar\.json: not OTLP JSON: resourceSpans: expected an array\n/,
    ],
  ];
  for (const [file, text, said] of cases) {
    writeFileSync(path.join(cwd, file), text);
    // Refusals: read by main in this process (helpers/cli-in-process.ts); the import above is spawned.
    const r = await cliInProcess(['import', file], cwd);
    expect(r.code, file).toBe(2);
    expect(r.stderr, file).toMatch(said);
    expect(r.stderr, file).not.toMatch(/\n\s+at /);
  }
  // Said as OTLP even where the start does not say so.
  writeFileSync(path.join(cwd, 'lines.jsonl'), '{"id": "x"}\n');
  const forced = await cliInProcess(['import', 'lines.jsonl', '--format', 'otlp'], cwd);
  expect(forced.stderr).toMatch(/^mcp-eval: lines\.jsonl: not OTLP JSON: resourceSpans: expected an array\n/);
  expect(existsSync(path.join(cwd, 'scenarios'))).toBe(false);
});

it("a server's own spans, as the official OTLP/HTTP exporter sends them, import as that server's calls", async () => {
  // A receiver keeping each export request's body: the traced server's exporter sends OTLP JSON.
  const bodies: { resourceSpans: unknown[] }[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resourceSpans: unknown[] });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const { url, close } = await listenLocal(receiver);
  const client = new Client({ name: 'plain-client', version: '1.0.0' });
  const env = { PATH: process.env.PATH ?? '', OTLP_URL: `${url}/v1/traces` };
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [TRACED_JS], env }));
  // No trace context on the calls: each server span starts a trace (a session) of its own.
  for (let i = 0; i < 2; i++) await client.callTool({ name: 'slow', arguments: {} });
  await client.close();
  await close();
  const cwd = tempDir();
  writeFileSync(
    path.join(cwd, 'spans.json'),
    JSON.stringify({ resourceSpans: bodies.flatMap((b) => b.resourceSpans) }),
  );
  const r = await cliInProcess(['import', 'spans.json'], cwd);
  expect(r.stderr).toBe('');
  expect(r.stdout).toMatch(/^2 record\(s\) read \(otlp\); 2 used in 2 session\(s\)\.\nWrote 1 scenario\(s\)/);
  const loaded = await loadScenarios('scenarios/**/*.yaml', { cwd });
  expect(loaded.problems).toEqual([]);
  // Named by the exporter's service.name, the server's calls as it served them.
  expect(loaded.scenarios.map((s) => s.expected_trajectory.map((c) => c.tool))).toEqual([['mcp__traced-server__slow']]);
});
