// The contract check end to end (issue 36, point 7): `mcp-eval contract` against a server of our own whose advertised
// contract changes between the baseline and the PR, no scenario and no model; each rule named in the terminal, the
// comment (summary.md) and the HTML; breaking changes fail the check unless fail-on-contract says otherwise; in a
// compare run the contract leads the comment, and in mode ab side A's contract is the reference.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { cli } from '../helpers/cli-project.js';
import { contractServer, mcpJson, type ContractSpec } from '../helpers/contract-servers.js';
import { stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';
import { execute } from '../../src/pipeline/index.js';
import { parseSettings } from '../../src/settings/settings.js';

// The CLI from src (tsx): these tests are about this change, whatever dist/ holds.
beforeAll(() => {
  process.env.MCP_EVAL_CLI = 'src';
});
afterAll(stopAllServers);

const OBJ = { type: 'object' };
const WEATHER_OUT = {
  type: 'object',
  properties: {
    temperature: { type: 'number' },
    humidity: { type: 'number' },
    station: { type: 'string' },
    unit: { type: 'string' },
  },
  required: ['temperature', 'humidity', 'station'],
};

/** A release of the server: every part of the contract the check reads. */
export const BEFORE: ContractSpec = {
  serverInfo: { name: 'docs', version: '1.0.0' },
  capabilities: { tools: {}, prompts: {}, resources: {}, logging: {} },
  instructions: 'Tools for the team notes.',
  tools: [
    {
      name: 'search',
      title: 'Search',
      inputSchema: { ...OBJ, properties: { q: { type: 'string' } } },
      annotations: { readOnlyHint: true },
    },
    { name: 'weather', inputSchema: OBJ, outputSchema: WEATHER_OUT },
    { name: 'purge', inputSchema: OBJ, annotations: { readOnlyHint: true } },
    {
      name: 'fetch',
      description: 'Fetch a page',
      inputSchema: OBJ,
      annotations: { readOnlyHint: false, openWorldHint: true },
    },
    { name: 'export', inputSchema: OBJ, outputSchema: OBJ, _meta: { cost: 1 } },
    { name: 'legacy_tool', inputSchema: { ...OBJ, properties: { id: { type: 'string' } } } },
    { name: 'render', inputSchema: { ...OBJ, properties: { page: { type: 'string' } } } },
  ],
  prompts: [{ name: 'summarize' }, { name: 'review', arguments: [{ name: 'file', required: true }] }],
  resources: [
    { uri: 'docs://guide', name: 'guide', mimeType: 'text/markdown' },
    { uri: 'docs://old', name: 'old' },
  ],
  resourceTemplates: [{ uriTemplate: 'notes://{id}', name: 'note' }],
};

/** The next release: one change for each rule below, the tools in another order. */
export const AFTER: ContractSpec = {
  serverInfo: { name: 'docs', version: '2.0.0', title: 'Docs' },
  protocols: ['2025-06-18'],
  capabilities: { tools: {}, prompts: {}, resources: {}, completions: {} },
  instructions: 'Tools for the team notes, and the weather.',
  tools: [
    {
      name: 'render',
      inputSchema: { ...OBJ, properties: { page: { type: 'string' }, zoom: { type: 'number' } } },
      execution: { taskSupport: 'required' },
    },
    {
      name: 'weather',
      inputSchema: OBJ,
      outputSchema: {
        type: 'object',
        properties: {
          temperature: { type: 'string' },
          station: { type: 'string' },
          unit: { type: 'string' },
          wind: { type: 'number' },
        },
        required: ['unit'],
      },
    },
    {
      name: 'search',
      title: 'Search the notes',
      icons: [{ src: 'https://example.com/s.png' }],
      inputSchema: { ...OBJ, properties: { q: { type: 'string' } }, required: ['q'] },
      outputSchema: { type: 'object', properties: { hits: { type: 'array' } } },
      annotations: { readOnlyHint: true },
    },
    { name: 'purge', inputSchema: OBJ, annotations: { destructiveHint: true } },
    {
      name: 'fetch',
      description: 'Fetch one page',
      inputSchema: OBJ,
      annotations: { readOnlyHint: false, openWorldHint: false },
    },
    { name: 'export', inputSchema: OBJ, _meta: { cost: 2 } },
    { name: 'forecast', inputSchema: OBJ, outputSchema: OBJ },
  ],
  prompts: [
    {
      name: 'review',
      arguments: [
        { name: 'file', required: true },
        { name: 'ticket', required: true },
      ],
    },
    { name: 'triage' },
  ],
  resources: [
    { uri: 'docs://guide', name: 'guide', mimeType: 'text/html' },
    { uri: 'docs://new', name: 'new' },
  ],
  resourceTemplates: [{ uriTemplate: 'users://{user}', name: 'user' }],
};

/** Each rule AFTER brings, and its class. */
const RULES: [string, string][] = [
  ['protocol-lower', 'risky'],
  ['capability-lost', 'risky'],
  ['capability-gained', 'compatible'],
  ['server-info-changed', 'compatible'],
  ['instructions-changed', 'compatible'],
  ['tool-removed', 'breaking'],
  ['tool-added', 'compatible'],
  ['input-breaking', 'breaking'],
  ['input-compatible', 'compatible'],
  ['output-schema-removed', 'breaking'],
  ['output-property-removed', 'breaking'],
  ['output-property-retyped', 'breaking'],
  ['output-property-optional', 'breaking'],
  ['output-property-required', 'compatible'],
  ['output-property-added', 'compatible'],
  ['output-schema-added', 'compatible'],
  ['annotations-widened', 'risky'],
  ['annotations-narrowed', 'compatible'],
  ['description-changed', 'compatible'],
  ['title-changed', 'compatible'],
  ['icons-changed', 'compatible'],
  ['meta-changed', 'compatible'],
  ['execution-changed', 'risky'],
  ['prompt-removed', 'breaking'],
  ['prompt-added', 'compatible'],
  ['prompt-argument-required', 'breaking'],
  ['resource-removed', 'breaking'],
  ['resource-added', 'compatible'],
  ['resource-mime-changed', 'risky'],
  ['template-removed', 'breaking'],
  ['template-added', 'compatible'],
  // It speaks only 2025-06-18 now: a client on 2025-03-26 is answered another version.
  ['legacy-refused', 'breaking'],
];

/** `mcp-eval contract` in `dir` against `spec` as server `docs`; its exit, output and files. */
async function contract(dir: string, spec: ContractSpec, flags: string[] = []) {
  const servers = mcpJson([contractServer('docs', spec, dir)], dir);
  const run = await cli(['contract', '--servers', servers, '--out', 'out', ...flags], dir, {}, 60_000);
  const out = path.join(dir, 'out');
  const read = (f: string) => (existsSync(path.join(out, f)) ? readFileSync(path.join(out, f), 'utf8') : '');
  const results = read('results.json') ? (JSON.parse(read('results.json')) as RunReport) : null;
  return { ...run, results, summary: read('summary.md'), html: read('report.html') };
}

/** Mode contract in-process (execute, as the action runs it): quicker than the CLI for the policy tests. */
async function contractMode(dir: string, spec: ContractSpec, input: Record<string, unknown> = {}) {
  const servers = mcpJson([contractServer('docs', spec, dir)], dir);
  const settings = parseSettings({ mode: 'contract', servers, out: path.join(dir, 'out'), ...input }, {});
  const { report } = await execute(settings, { cwd: dir, env: {} });
  return report;
}

describe('mcp-eval contract', () => {
  const dir = tempDir();
  let first: Awaited<ReturnType<typeof contract>>;
  let second: Awaited<ReturnType<typeof contract>>;

  beforeAll(async () => {
    first = await contract(dir, BEFORE);
    // --verbose: the terminal lists the compatible changes too (it counts them without).
    second = await contract(dir, AFTER, ['--verbose']);
  }, 120_000);

  it('with no reference, records the contract in the store and passes: no scenario, no model', () => {
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.results?.mode).toBe('contract');
    expect(first.results?.status).toBe('RECORDED');
    expect(first.results?.contract?.action).toBe('recorded');
    expect(first.results?.scenarios).toEqual([]);
    const stored = JSON.parse(readFileSync(path.join(dir, 'baselines/.contract/servers.json'), 'utf8')) as {
      servers: { name: string; prompts: unknown[] }[];
    };
    expect(stored.servers.map((s) => [s.name, s.prompts.length])).toEqual([['docs', 2]]);
    // The verdict first, then the contract's own line.
    expect(first.stdout).toMatch(
      /^RECORDED: the contract \(recorded as the reference\)\nthe check passes \(fail-on broken\)\n/,
    );
    expect(first.stdout).toMatch(/^Contract: 0 breaking, 0 risky, 0 compatible: recorded as the reference/m);
  });

  it('against it, classes every change by its rule and fails the check on the breaking ones (exit 1)', () => {
    expect(second.code).toBe(1);
    expect(second.results?.status).toBe('BROKEN');
    expect(second.results?.failed).toBe(true);
    const changes = second.results!.contract!.servers[0].changes;
    const byRule = new Map(changes.map((c) => [c.rule, c.class]));
    for (const [rule, cls] of RULES) expect([rule, byRule.get(rule)]).toEqual([rule, cls]);
    // The baseline's order of the tools was not kept: no rule for it.
    expect(changes.filter((c) => c.subject === 'tool render').map((c) => c.rule)).toEqual([
      'execution-changed',
      'input-compatible',
    ]);
  });

  it('names each rule in the terminal, the comment and the HTML', () => {
    for (const [rule, cls] of RULES) {
      expect(second.stdout, rule).toMatch(new RegExp(`^ {2}${cls} +docs {2}.*\\[${rule}\\]$`, 'm'));
      // Breaking and risky ones in the table; compatible ones folded, a line per rule.
      const row = new RegExp(`\\| \\S+ ${cls} \\| docs \\| .* \\| \`${rule}\` \\|`);
      expect(second.summary, rule).toMatch(cls === 'compatible' ? new RegExp(`^- .*\\(\`${rule}\`\\): `, 'm') : row);
      expect(second.html, rule).toContain(`<code>${rule}</code>`);
    }
    expect(second.summary).toContain('**📜 Contract**: 🔴 11 breaking');
    expect(second.html).toContain('<section class="contract" id="contract"><h2>Contract: 11 breaking');
    // A change's class is a word in a box CSS colours: no emoji, so nothing is an empty box without an emoji font.
    for (const cls of ['breaking', 'risky', 'compatible'])
      expect(second.html).toContain(`<td><span class="cls cls-${cls}">${cls}</span></td>`);
    expect(second.html.match(/\p{Extended_Pictographic}/gu)).toBeNull();
  });

  it('fail-on-contract never lists the changes and passes; risky fails on a risky change alone', async () => {
    const lenient = await contractMode(dir, AFTER, { failOnContract: 'never' });
    expect([lenient.status, lenient.failed]).toEqual(['GOOD', false]);
    expect(lenient.contract?.counts.breaking).toBe(11);
    const purgeOnly = {
      ...BEFORE,
      tools: BEFORE.tools!.map((t) => (t.name === 'purge' ? { ...t, annotations: {} } : t)),
    };
    const strict = await contractMode(dir, purgeOnly, { failOnContract: 'risky' });
    expect(strict.contract?.counts).toEqual({ breaking: 0, risky: 1, compatible: 0 });
    expect([strict.status, strict.failed]).toEqual(['BROKEN', true]);
    const lax = await contractMode(dir, purgeOnly);
    expect([lax.status, lax.failed]).toEqual(['GOOD', false]);
  }, 60_000);

  it('a title change and a reordered list pass; a removed prompt and a removed resource are breaking', async () => {
    const retitled = {
      ...BEFORE,
      tools: [...BEFORE.tools!].reverse().map((t) => (t.name === 'search' ? { ...t, title: 'Find' } : t)),
    };
    const pass = await contractMode(dir, retitled);
    expect(pass.failed).toBe(false);
    expect(pass.contract?.servers[0].changes.map((c) => `${c.class} ${c.rule}`)).toEqual(['compatible title-changed']);
    const fewer = { ...BEFORE, prompts: [BEFORE.prompts![0]], resources: [BEFORE.resources![0]] };
    const fail = await contractMode(dir, fewer);
    expect(fail.failed).toBe(true);
    expect(fail.contract?.servers[0].changes.map((c) => `${c.class} ${c.rule} ${c.subject}`)).toEqual([
      'breaking prompt-removed prompt review',
      'breaking resource-removed resource docs://old',
    ]);
  }, 60_000);
});

describe('the contract in a compare run and in mode ab', () => {
  const ECHO =
    'name: Search\nuser_intent: Search hi\nexpected_trajectory:\n  - tool: mcp__docs__search\n    args: { q: hi }\n';

  it('leads the comment of a compare whose scenarios pass, and its breaking change fails the run', async () => {
    const cwd = project({ 'search.yaml': ECHO });
    const base = { ...BEFORE, tools: BEFORE.tools!.filter((t) => t.name === 'search') };
    await go(cwd, { mode: 'record' }, [contractServer('docs', base)]);
    const next = { ...base, prompts: [BEFORE.prompts![0]] };
    const report = await go(cwd, { mode: 'compare' }, [contractServer('docs', next)]);
    expect(report.scenarios.map((s) => s.status)).toEqual(['GOOD']);
    expect(report.contract?.servers[0].changes.map((c) => c.rule)).toEqual(['prompt-removed']);
    expect([report.status, report.failed]).toEqual(['BROKEN', true]);
    const { renderMarkdown } = await import('../../src/reports/markdown.js');
    const md = renderMarkdown(report);
    // The verdict names the contract; its breaking change is the first cause, before the (passed) scenarios.
    expect(md.split('\n')[0]).toBe('## 🔴 mcp-eval: BROKEN: the contract \\(1 breaking change\\); scenarios 1 GOOD');
    expect(md.indexOf('- 🔴 **1 prompt: removed**')).toBeGreaterThan(0);
    expect(md.indexOf('- 🔴 **1 prompt: removed**')).toBeLessThan(md.indexOf('| Status | Scenario |'));
  }, 60_000);

  it('mode ab compares side B with side A, no stored contract needed', async () => {
    const cwd = project({ 'search.yaml': ECHO });
    const base = { ...BEFORE, tools: BEFORE.tools!.filter((t) => t.name === 'search') };
    const head = { ...base, resources: [] };
    const dir = tempDir();
    const report = await go(
      cwd,
      { mode: 'ab', serversB: mcpJson([contractServer('docs', head, dir)], dir) },
      [contractServer('docs', base)],
      { serversB: [contractServer('docs', head, dir)] },
    );
    expect(report.contract?.reference).toBe('side A');
    expect(report.contract?.servers[0].changes.map((c) => `${c.class} ${c.rule}`)).toEqual([
      'breaking resource-removed',
      'breaking resource-removed',
    ]);
    expect(existsSync(path.join(cwd, 'baselines/.contract/servers.json'))).toBe(false);
  }, 60_000);
});

describe('what clients would refuse', () => {
  it('names a tool past 64 characters with the prefix, a slash, a top-level oneOf, a schema that does not compile and a duplicate; what the baseline had is a finding', async () => {
    const dir = tempDir();
    const base: ContractSpec = {
      tools: [
        { name: 'search', inputSchema: OBJ },
        { name: 'old.style', inputSchema: OBJ },
      ],
    };
    await contractMode(dir, base);
    const long = 'summarize_every_open_pull_request_in_the_repository_by_label';
    const next: ContractSpec = {
      tools: [
        ...base.tools!,
        { name: long, inputSchema: OBJ },
        { name: 'notes/read', inputSchema: OBJ },
        { name: 'pick', inputSchema: { type: 'object', oneOf: [{ required: ['a'] }, { required: ['b'] }] } },
        { name: 'count', inputSchema: OBJ, outputSchema: { type: 'object', properties: { n: { type: 'numbr' } } } },
        { name: 'pick', inputSchema: OBJ },
      ],
    };
    const report = await contractMode(dir, next);
    const server = report.contract!.servers[0];
    const breaking = server.changes.filter((c) => c.class === 'breaking').map((c) => `${c.rule} ${c.subject}`);
    expect(breaking).toEqual([
      'schema-does-not-compile tool count',
      'name-outside-mcp-guidance tool notes/read',
      'name-refused-by-model-apis tool notes/read',
      'input-schema-top-level-combinator tool pick',
      'name-duplicate tool pick',
      `name-refused-by-model-apis tool ${long}`,
    ]);
    expect(server.changes.find((c) => c.subject === `tool ${long}` && c.class === 'breaking')?.detail).toContain(
      'is 71 characters with the prefix mcp__docs__',
    );
    expect(server.findings.map((f) => `${f.rule} ${f.subject}`)).toEqual(['name-refused-by-model-apis tool old.style']);
    expect(report.failed).toBe(true);
    const summary = readFileSync(path.join(dir, 'out/summary.md'), 'utf8');
    expect(summary).toContain('| tool notes/read | mcp\\_\\_docs\\_\\_notes/read has "/": refused by the model APIs');
    expect(summary).toContain(
      '🔎 **Already in the baseline** (clients would refuse; not failing): docs tool old.style',
    );
    const html = readFileSync(path.join(dir, 'out/report.html'), 'utf8');
    expect(html).toContain('<h3>Already in the baseline: clients would refuse (not failing) (1)</h3>');
    // The stored reference keeps what compiled and what did not, so the next run compiles only what changed.
    const stored = JSON.parse(readFileSync(path.join(dir, 'baselines/.contract/servers.json'), 'utf8')) as {
      servers: { schemas_compiled?: boolean }[];
    };
    expect(stored.servers[0].schemas_compiled).toBe(true);
  }, 60_000);
});

describe('answers held to their contract', () => {
  const WEATHER =
    'name: Weather\nuser_intent: Weather in Paris\nexpected_trajectory:\n  - tool: mcp__docs__weather\n    args: { city: Paris }\n';
  const OUT = {
    type: 'object',
    properties: { temperature: { type: 'number' }, unit: { type: 'string' } },
    required: ['unit'],
  };
  const serverWith = (answer: unknown): ContractSpec => ({
    tools: [
      {
        name: 'weather',
        inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
        outputSchema: OUT,
        answer,
      },
    ],
  });

  it('an answer that stops matching its outputSchema is breaking, named with its JSON path; the check fails', async () => {
    const cwd = project({ 'weather.yaml': WEATHER });
    await go(cwd, { mode: 'record' }, [contractServer('docs', serverWith({ temperature: 21, unit: 'C' }))]);
    const report = await go(cwd, { mode: 'compare' }, [contractServer('docs', serverWith({ temperature: 'hot' }))]);
    const answers = report.contract!.servers[0].changes.filter((c) => c.rule === 'answer-nonconforming');
    expect(answers.map((c) => `${c.class} ${c.subject}: ${c.detail}`)).toEqual([
      'breaking tool weather: answer does not match its outputSchema: $.unit: missing (required); $.temperature: must be number (scenario weather)',
    ]);
    expect(report.failed).toBe(true);
    const { renderMarkdown } = await import('../../src/reports/markdown.js');
    expect(renderMarkdown(report)).toContain('$.temperature: must be number');
  }, 60_000);

  it('answers that match, and a recording, add nothing that fails', async () => {
    const cwd = project({ 'weather.yaml': WEATHER });
    const good = serverWith({ temperature: 21, unit: 'C' });
    const recorded = await go(cwd, { mode: 'record' }, [contractServer('docs', serverWith({ temperature: 'hot' }))]);
    expect(recorded.contract!.servers[0].changes).toEqual([]);
    expect(recorded.contract!.servers[0].findings.map((f) => f.rule)).toEqual(['answer-nonconforming']);
    expect(recorded.failed).toBe(false);
    await go(cwd, { mode: 'record' }, [contractServer('docs', good)]);
    const same = await go(cwd, { mode: 'compare' }, [contractServer('docs', good)]);
    expect([same.contract!.counts, same.failed]).toEqual([{ breaking: 0, risky: 0, compatible: 0 }, false]);
  }, 60_000);

  it("server-everything's get-structured-content answers match the outputSchema it advertises", async () => {
    const { sharedEverything } = await import('../helpers/mcp-servers.js');
    const yaml =
      'name: Structured\nuser_intent: Weather in Chicago\nexpected_trajectory:\n  - tool: mcp__everything__get-structured-content\n    args: { location: Chicago }\n';
    const cwd = project({ 'structured.yaml': yaml });
    await go(cwd, { mode: 'record' }, [sharedEverything()]);
    const report = await go(cwd, { mode: 'compare' }, [sharedEverything()]);
    const call = report.scenarios[0].runs[0].trajectory.messages.find((m) => m.type === 'tool_call');
    expect(call && 'structured_content' in call ? call.structured_content : undefined).toMatchObject({
      temperature: expect.any(Number),
    });
    expect(report.contract!.servers[0].changes).toEqual([]);
    expect(report.contract!.servers[0].findings).toEqual([]);
  }, 60_000);
});

describe('clients on an older protocol version', () => {
  it('the real server-everything answers a client on 2025-03-26 alike: no change, no finding', async () => {
    const { everythingStdio } = await import('../helpers/mcp-servers.js');
    const dir = tempDir();
    const servers = path.join(dir, 'mcp.json');
    const e = everythingStdio();
    writeFileSync(servers, JSON.stringify({ mcpServers: { everything: { command: e.command, args: e.args } } }));
    const { report } = await execute(parseSettings({ mode: 'contract', servers, out: path.join(dir, 'out') }, {}), {
      cwd: dir,
      env: {},
    });
    const stored = JSON.parse(readFileSync(path.join(dir, 'baselines/.contract/servers.json'), 'utf8')) as {
      servers: { legacy: { negotiated: string; tools: string[] } }[];
    };
    expect(stored.servers[0].legacy.negotiated).toBe('2025-03-26');
    expect(stored.servers[0].legacy.tools.length).toBeGreaterThan(10);
    expect(report.contract?.servers[0].findings).toEqual([]);
  }, 60_000);

  it('clients on 2025-03-26 that see 3 tools fewer are named (risky); a server that refuses them is breaking', async () => {
    const dir = tempDir();
    const tool = (name: string, since?: string) => ({ name, inputSchema: OBJ, ...(since ? { since } : {}) });
    await contractMode(dir, { tools: [tool('search')] });
    const newer = {
      tools: [tool('search'), tool('render', '2025-06-18'), tool('export', '2025-06-18'), tool('chart', '2025-06-18')],
    };
    const fewer = await contractMode(dir, newer);
    const legacy = fewer.contract!.servers[0].changes.filter((c) => c.rule.startsWith('legacy'));
    expect(legacy.map((c) => `${c.class} ${c.rule}: ${c.detail}`)).toEqual([
      'risky legacy-differs: clients on 2025-03-26 see 3 tools fewer (chart, export, render)',
    ]);
    const refusing = await contractMode(dir, {
      protocols: ['2025-11-25', '2025-06-18'],
      refuseOthers: true,
      tools: [tool('search')],
    });
    const refused = refusing.contract!.servers[0].changes.filter((c) => c.rule.startsWith('legacy'));
    expect(refused.map((c) => `${c.class} ${c.rule}`)).toEqual(['breaking legacy-refused']);
    expect(refused[0].detail).toMatch(
      /^a client asking for 2025-03-26 is refused: .*unsupported protocol version 2025-03-26/,
    );
    expect(refusing.failed).toBe(true);
    // contract-protocol none asks no older client.
    const unasked = await contractMode(
      dir,
      { protocols: ['2025-11-25'], refuseOthers: true, tools: [tool('search')] },
      { contractProtocol: 'none' },
    );
    expect(unasked.contract!.servers[0].changes.filter((c) => c.rule.startsWith('legacy'))).toEqual([]);
  }, 60_000);

  it('an older client that met the server down (restarted under it) is asked again at the end, not called refused', async () => {
    const dir = tempDir();
    const tools = [{ name: 'search', inputSchema: OBJ }];
    await contractMode(dir, { tools });
    const downOnce = { protocol: '2025-03-26', file: path.join(dir, 'down-once') };
    const report = await contractMode(dir, { tools, downOnce });
    expect(existsSync(downOnce.file)).toBe(true);
    expect(report.contract!.servers[0].changes).toEqual([]);
    expect(report.failed).toBe(false);
  }, 60_000);
});

describe('the contract in the reports', () => {
  it('escapes what a server wrote in every writer, and JUnit has a failing case per server with breaking changes', async () => {
    const { report: build, HOSTILE_TEXT } = await import('../helpers/fixtures.js');
    const { renderMarkdown } = await import('../../src/reports/markdown.js');
    const { renderHtml } = await import('../../src/reports/html.js');
    const { renderJunit } = await import('../../src/reports/junit.js');
    const { contractText } = await import('../../src/reports/contract-section.js');
    const change = {
      class: 'breaking' as const,
      rule: 'tool-removed',
      subject: `tool ${HOSTILE_TEXT}`,
      detail: HOSTILE_TEXT,
    };
    const server = {
      server: 'docs',
      version: '1.0.0 -> 2.0.0',
      protocol_version: '2025-11-25',
      error: null,
      compared: true,
      changes: [change],
      findings: [{ rule: 'name-refused-by-model-apis', subject: `tool ${HOSTILE_TEXT}`, detail: HOSTILE_TEXT }],
    };
    const r = build([], {
      mode: 'contract',
      contract: {
        action: 'compared',
        reference: 'baselines/.contract/servers.json',
        recorded_at: null,
        servers: [server, { ...server, server: 'quiet', changes: [], findings: [] }],
        counts: { breaking: 1, risky: 0, compatible: 0 },
        fail_on_contract: 'breaking',
      },
    });
    const md = renderMarkdown(r);
    expect(md).not.toContain('<script>');
    expect(md).toContain('&lt;script>window');
    const html = renderHtml(r);
    expect(html).not.toMatch(/<script>window/);
    expect(html).toContain('&lt;script&gt;window.__pwned');
    expect(contractText(r)).not.toMatch(/[\n\r]# heading/);
    const junit = renderJunit(r);
    expect(junit).toContain('<testcase name="contract: docs" classname="contract" time="0.000">');
    expect(junit).toMatch(
      /<testcase name="contract: docs"[^]*?<failure type="contract" message="breaking tool-removed tool &lt;script&gt;/,
    );
    expect(junit).toMatch(/<testcase name="contract: quiet" classname="contract" time="0.000">\n {6}<system-out>/);
    expect(junit).toMatch(/tests="2" failures="1" errors="0"/);
  });
});
