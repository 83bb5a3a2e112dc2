// mcp-eval import of MCPProxy activity exports written as v0.60.0 writes them (test/helpers/activity-export.ts):
// one scenario per session in time order, near-identical sessions merged with their answers as baseline
// variations, what is not imported counted by reason, secrets and identities hidden before anything is written, a
// malformed line named by its number while the rest imports, CSV, the filters, code_execution's sub-calls, --via.
// A CLI process where the process is what counts (the secret in its environment, the first write of an import); the
// rest run the CLI's main in this process (helpers/cli-in-process.ts), a Node start and the bundle's load less each.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBaseline } from '../../src/baselines/format.js';
import { loadScenarios } from '../../src/scenario/loader.js';
import { importActivity, type ImportOptions } from '../../src/authoring/import.js';
import {
  activity,
  csvLines,
  internalCall,
  jsonLines,
  proxiedCall,
  type ExportRecord,
} from '../helpers/activity-export.js';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cli } from '../helpers/cli-project.js';
import { stopAllServers, tempDir } from '../helpers/mcp-servers.js';

afterAll(stopAllServers);

const RETRIEVED = JSON.stringify({ query: 'echo', tools: [{ name: 'everything:echo', score: 0.2 }], total: 1 });
const IMAGE = "Here's the image you requested:\n[image:image/png len=5380]\nThe image above is the MCP logo.";

/** Two near-identical sessions (retrieve, echo, image: other words), one other, and records that are no calls. */
function traffic(): ExportRecord[] {
  const echo = (ms: number, s: string, words: string) => [
    internalCall(ms, s, 'retrieve_tools', { query: 'echo', limit: 15 }, RETRIEVED),
    proxiedCall(ms + 10, s, 'everything', 'echo', { message: words }, `Echo: ${words}`, { intent: 'Say it back' }),
    internalCall(ms + 10, s, 'call_tool_read', { message: words }, '{"content":[]}', { server_name: 'everything' }),
    proxiedCall(ms + 20, s, 'everything', 'get-tiny-image', {}, IMAGE),
  ];
  return [
    activity(0, { type: 'system_start', source: 'api', metadata: { version: 'v0.60.0' } }),
    ...echo(100, 'mcp-session-b', 'hello'),
    ...echo(105, 'mcp-session-a', 'good morning'),
    proxiedCall(300, 'mcp-session-c', 'everything', 'get-sum', { a: 2, b: 3 }, 'The sum of 2 and 3 is 5.'),
    activity(400, { server_name: 'everything', tool_name: 'echo', source: 'cli', arguments: {}, response: 'x' }),
  ];
}

function exportFile(text: string, name = 'activity.jsonl'): { dir: string; file: string } {
  const dir = tempDir();
  writeFileSync(path.join(dir, name), text);
  return { dir, file: name };
}

const read = (dir: string, f: string) => readFileSync(path.join(dir, f), 'utf8');

describe('mcp-eval import', () => {
  it('writes one scenario per session, merges near-identical ones, and counts what it did not import', async () => {
    const { dir, file } = exportFile(jsonLines(traffic()));
    const r = await cliInProcess(['import', file], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      '11 record(s) read (json); 7 used in 3 session(s).\nWrote 2 scenario(s) and 2 baseline(s).\n' +
        '  not imported: 2 x call_tool_* record that repeats the tool_call record MCPProxy writes for the same call\n' +
        '  not imported: 1 x no session_id (a call of the CLI or the REST API, not of an MCP session)\n' +
        '  not imported: 1 x system_start records are not tool calls\n',
    );
    const loaded = await loadScenarios('scenarios/**/*.yaml', { cwd: dir });
    expect(loaded.problems).toEqual([]);
    // By id: the loader's order.
    expect(loaded.scenarios.map((s) => [s.id, s.name, s.user_intent])).toEqual([
      ['imported/everything-get-sum', 'imported: use everything:get-sum', 'Use everything:get-sum.'],
      ['imported/say-it-back', 'imported: Say it back', 'Say it back'],
    ]);
    const echo = loaded.scenarios[1];
    // The latest session's calls, in time order, as the agent made them to the proxy.
    expect(echo.expected_trajectory).toEqual([
      { tool: 'mcp__mcpproxy__retrieve_tools', args: { query: 'echo', limit: 15 } },
      {
        tool: 'mcp__mcpproxy__call_tool_read',
        args: { name: 'everything:echo', args: { message: 'good morning' }, intent_reason: 'Say it back' },
      },
      { tool: 'mcp__mcpproxy__call_tool_read', args: { name: 'everything:get-tiny-image', args: {} } },
    ]);
    expect(echo.servers).toEqual(['mcpproxy']);
    const baseline = parseBaseline(read(dir, 'baselines/imported/say-it-back.json'), 'b', echo.id);
    expect(baseline.scenario_hash).toBe(echo.content_hash);
    expect(baseline.trajectories.map((t) => t.started_at)).toEqual([
      '2026-01-01T00:00:00.103Z',
      '2026-01-01T00:00:00.098Z',
    ]);
    const image = baseline.trajectories[0].messages[3];
    expect(image.type === 'tool_call' && image.content.map((b) => b.type)).toEqual(['text', 'image', 'text']);
    expect(read(dir, 'scenarios/imported/say-it-back.yaml')).toMatch(
      /^# Imported by mcp-eval import from an MCPProxy activity export: 2 session\(s\) with these calls, /,
    );
  });

  it('hides user ids, emails, secret-looking values and tokens before anything is written', async () => {
    const email = 'alice.doe@example.com';
    const userId = 'user-7c3f9a1e';
    const key = 'sk-live-4f9a8b7c6d5e';
    const ghp = `ghp_${'A1b2C3d4'.repeat(5)}`;
    const mine = 'from-my-own-env-0123456789';
    const who = { user_id: userId, user_email: email };
    const records = [
      proxiedCall(0, 's1', 'search', 'query', { q: 'docs', api_key: key, _auth_user_email: email }, `owner ${email}`, {
        ...who,
        intent: `Find docs for ${email}`,
      }),
      proxiedCall(
        10,
        's1',
        'everything',
        'get-env',
        {},
        JSON.stringify({ PATH: '/bin', GITHUB_TOKEN: ghp, MY_TOKEN: mine }),
        who,
      ),
      proxiedCall(
        20,
        's1',
        'http',
        'fetch',
        { headers: { Authorization: 'Bearer abcdefghijklmnop' } },
        `id ${userId}`,
        who,
      ),
    ];
    const { dir, file } = exportFile(jsonLines(records));
    const r = await cli(['import', file], dir, { IMPORTER_SECRET_TOKEN: mine });
    expect(r.code).toBe(0);
    const files = ['scenarios', 'baselines'].flatMap((d) =>
      readdirSync(path.join(dir, d), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8')),
    );
    expect(files).toHaveLength(2);
    // Not in a file's name either: the intent names the scenario.
    const names = ['scenarios', 'baselines'].flatMap((d) =>
      readdirSync(path.join(dir, d), { recursive: true, encoding: 'utf8' }),
    );
    expect(names.filter((n) => n.includes('alice'))).toEqual([]);
    for (const secret of [email, userId, key, ghp, mine, 'abcdefghijklmnop', '_auth_']) {
      expect(files.filter((f) => f.includes(secret))).toEqual([]);
    }
    const yaml = files.find((f) => f.startsWith('#'))!;
    expect(yaml).toContain('notes: "redacted (secret-looking): api_key"');
    expect(yaml).toContain('user_intent: Find docs for ***');
    expect(yaml).toContain('q: docs');
  });

  it('names a malformed line by its number, imports the rest, and exits 1', async () => {
    const lines = jsonLines(traffic()).split('\n');
    lines.splice(2, 0, '{"id": "x", "type": "tool_call", "timestamp": "2026-01-01T', '[1, 2]');
    lines.splice(6, 0, JSON.stringify({ id: 'y', type: 'tool_call' }));
    const { dir, file } = exportFile(lines.join('\n'));
    const r = await cliInProcess(['import', file], dir);
    expect(r.code).toBe(1);
    // JSON.parse's own words (they vary with the Node version), then the schema's.
    expect(r.stderr).toMatch(
      new RegExp(
        '^mcp-eval: activity\\.jsonl:3: not JSON: Unterminated string in JSON at position \\d+[^\\n]*\\n' +
          'mcp-eval: activity\\.jsonl:4: not a JSON object\\n' +
          'mcp-eval: activity\\.jsonl:7: timestamp: required field is missing\\n$',
      ),
    );
    expect(r.stdout).toContain('Wrote 2 scenario(s) and 2 baseline(s).\n  not imported:');
    expect(r.stdout).toContain('  malformed: 3 line(s), listed on stderr\n');
    expect(readdirSync(path.join(dir, 'scenarios/imported')).sort()).toEqual([
      'everything-get-sum.yaml',
      'say-it-back.yaml',
    ]);
  });

  it('reads the CSV export: the same sessions, written disabled and without baselines (it has no arguments)', async () => {
    const records = traffic();
    records.push(
      activity(500, {
        server_name: 'everything',
        tool_name: 'echo',
        session_id: 'mcp-session-d',
        status: 'error',
        error_message: 'bad input,\n"message" is required',
      }),
    );
    const text = csvLines(records).replace(/\n(?=[^\n]*$)/, '\nnot,a,row\n');
    const { dir, file } = exportFile(text, 'activity.csv');
    const r = await cliInProcess(['import', file], dir);
    expect(r.stderr).toMatch(/^mcp-eval: activity\.csv:15: 3 field\(s\) where the header has 13\n$/);
    expect(r.stdout).toMatch(
      /^12 record\(s\) read \(csv\); 8 used in 4 session\(s\)\.\nWrote 3 scenario\(s\) and 0 baseline/,
    );
    const loaded = await loadScenarios('scenarios/**/*.yaml', { cwd: dir });
    expect(loaded.problems).toEqual([]);
    expect(loaded.scenarios.map((s) => s.enabled)).toEqual([false, false, false]);
    const yaml = read(dir, 'scenarios/imported/everything-echo.yaml');
    expect(yaml).toContain(
      '# Disabled: the export carries no arguments or answers (CSV, or JSON without --include-bodies).\n',
    );
    expect(yaml).toContain('call_tool_read assumed');
  });

  it('refuses to overwrite an earlier import unless --force, and says the flags it takes', async () => {
    const { dir, file } = exportFile(jsonLines(traffic()));
    expect((await cli(['import', file], dir)).code).toBe(0);
    // The refusals and the help: read by main in this process (helpers/cli-in-process.ts), nothing written.
    const again = await cliInProcess(['import', file], dir);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/^mcp-eval: 4 file\(s\) exist already: scenarios\/imported\/say-it-back\.yaml, /);
    expect((await cliInProcess(['import', file, '--force'], dir)).code).toBe(0);
    const help = await cliInProcess(['import', '--help'], dir);
    expect(help.stdout).toMatch(/^Usage: mcp-eval import <export> \[options\]\n/);
    expect(help.stdout).toContain('  --via proxy|upstream\n');
    const none = await cliInProcess(['import'], dir);
    expect([none.code, none.stderr]).toEqual([
      2,
      'mcp-eval: import needs the export file: mcp-eval import activity.jsonl\nhint: mcp-eval import --help lists the options\n',
    ]);
  });
});

describe('import: filters, sub-calls and --via', () => {
  const options = (file: string, dir: string, more: Partial<ImportOptions> = {}): ImportOptions => ({
    file,
    via: 'proxy',
    proxy: 'mcpproxy',
    types: ['tool_call', 'internal_tool_call'],
    servers: [],
    dir: path.join(dir, 'scenarios'),
    folder: 'imported',
    baselineDir: path.join(dir, 'baselines'),
    force: true,
    maxScenarios: 200,
    env: {},
    ...more,
  });
  const written = async (dir: string) => (await loadScenarios(path.join(dir, 'scenarios/**/*.yaml'))).scenarios;

  it('--type, --server and --since leave records out, each counted', async () => {
    const { dir, file } = exportFile(jsonLines(traffic()));
    const abs = path.join(dir, file);
    const typed = await importActivity(options(abs, dir, { types: ['tool_call'] }));
    expect(typed.unused).toContainEqual({ reason: 'internal_tool_call records left out by --type', count: 4 });
    expect((await written(dir)).map((s) => s.expected_trajectory.map((c) => c.tool).join(' '))).toEqual([
      'mcp__mcpproxy__call_tool_read',
      'mcp__mcpproxy__call_tool_read mcp__mcpproxy__call_tool_read',
    ]);
    const server = await importActivity(options(abs, tempDir(), { servers: ['mcpproxy'] }));
    expect(server.unused).toContainEqual({ reason: 'server left out by --server', count: 5 });
    expect(server.scenarios).toBe(1);
    const since = await importActivity(options(abs, tempDir(), { since: Date.parse('2026-01-01T00:00:00.200Z') }));
    expect([since.scenarios, since.unused.find((u) => u.reason === 'before --since')?.count]).toEqual([1, 6]);
  });

  it("notes a code_execution's sub-calls on its step; --via upstream makes them the calls", async () => {
    const records = [
      internalCall(0, 's', 'code_execution', { code: 'call("everything:echo")' }, '{"ok":true}', {
        request_id: 'run-1',
      }),
      proxiedCall(5, 's', 'everything', 'echo', { message: 'a' }, 'Echo: a', {
        source: 'internal',
        parent_id: 'run-1',
        metadata: {},
      }),
      proxiedCall(6, 's', 'everything', 'get-sum', { a: 1, b: 2 }, '3', {
        source: 'internal',
        parent_id: 'run-1',
        metadata: {},
      }),
      proxiedCall(7, 't', 'everything', 'echo', { message: 'b' }, 'Echo: b', {
        source: 'internal',
        parent_id: 'gone',
        metadata: {},
      }),
    ];
    const { dir, file } = exportFile(jsonLines(records));
    const proxy = await importActivity(options(path.join(dir, file), dir));
    expect(proxy.unused).toEqual([{ reason: 'sub-call whose code_execution call is not in the export', count: 1 }]);
    expect((await written(dir)).map((s) => s.expected_trajectory)).toEqual([
      [
        {
          tool: 'mcp__mcpproxy__code_execution',
          args: { code: 'call("everything:echo")' },
          notes: 'its script called everything:echo, everything:get-sum',
        },
      ],
    ]);
    const up = tempDir();
    const upstream = await importActivity(options(path.join(dir, file), up, { via: 'upstream' }));
    expect(upstream.scenarios).toBe(2);
    expect((await written(up)).map((s) => s.expected_trajectory.map((c) => c.tool))).toEqual([
      ['mcp__everything__echo'],
      ['mcp__everything__echo', 'mcp__everything__get-sum'],
    ]);
  });
});
