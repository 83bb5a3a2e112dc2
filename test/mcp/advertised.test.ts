// The contract, recorded (issue 36, point 1): everything a server advertises is in its snapshot, from the real
// server-everything (annotations, an outputSchema, prompts, resources, templates) and from a server of our own; a
// server without prompts or resources is no error, and a baseline written before these fields still reads.
import { afterAll, describe, expect, it } from 'vitest';
import { ServerConnection } from '../../src/mcp/index.js';
import { listAdvertised } from '../../src/mcp/advertised.js';
import { serverSnapshotSchema } from '../../src/results/trajectory.js';
import { contractServer, mcpJson } from '../helpers/contract-servers.js';
import { sharedEverything, stopAllServers } from '../helpers/mcp-servers.js';

const OPEN = { connectTimeoutMs: 15_000 };

afterAll(stopAllServers);

async function snapshotOf(config: Parameters<typeof ServerConnection.open>[0]) {
  const conn = await ServerConnection.open(config, OPEN);
  try {
    return conn.snapshot();
  } finally {
    await conn.close();
  }
}

describe('the contract of the real server-everything', () => {
  it('records serverInfo, the negotiated protocol version, capabilities, instructions and every tool field', async () => {
    const snap = await snapshotOf(sharedEverything());
    expect(snap.server_info).toMatchObject({ name: 'mcp-servers/everything', title: 'Everything Reference Server' });
    expect(snap.protocol_version).toBe('2025-11-25');
    expect(snap.capabilities).toMatchObject({ prompts: { listChanged: true }, resources: { subscribe: true } });
    expect(snap.instructions?.length).toBeGreaterThan(100);
    const structured = snap.tools.find((t) => t.name === 'get-structured-content');
    expect(structured?.output_schema).toMatchObject({
      type: 'object',
      properties: { temperature: { type: 'number' } },
    });
    expect(structured?.title).toEqual(expect.any(String));
    const echo = snap.tools.find((t) => t.name === 'echo');
    expect(echo?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(echo?.execution).toEqual(expect.any(Object));
    expect(echo?.output_schema).toBeUndefined();
    // Written back and read again, nothing is lost: the schema keeps every field.
    expect(serverSnapshotSchema.parse(JSON.parse(JSON.stringify(snap)))).toEqual(snap);
  });

  it('records its prompts with their arguments, its resources and its resource templates', async () => {
    const snap = await snapshotOf(sharedEverything());
    const args = snap.prompts?.find((p) => p.name === 'args-prompt');
    expect(args?.arguments).toEqual([
      { name: 'city', description: 'Name of the city', required: true },
      { name: 'state', required: false },
    ]);
    expect(snap.resources?.length).toBeGreaterThan(0);
    expect(snap.resources?.[0]).toMatchObject({ uri: expect.stringMatching(/^demo:\/\//), mime_type: 'text/markdown' });
    expect(snap.resource_templates?.map((t) => t.uri_template)).toContain('demo://resource/dynamic/text/{resourceId}');
    expect(snap.findings ?? []).toEqual([]);
  });
});

describe("the older client's read (contract-read.ts readLegacy)", () => {
  it('asks for prompts and resources, one after the other, and not for templates, which its view does not keep', async () => {
    const asked: string[] = [];
    const caps = { prompts: {}, resources: {} };
    const got = await listAdvertised(
      caps,
      async (method) => (asked.push(method), { [method.split('/')[0]]: [] }),
      false,
    );
    expect(asked).toEqual(['prompts/list', 'resources/list']);
    expect(got).toEqual({ prompts: [], resources: [], findings: [] });
    const conn = await ServerConnection.open(sharedEverything(), { ...OPEN, advertised: 'no templates' });
    const snap = conn.snapshot();
    await conn.close();
    expect([snap.prompts?.length, snap.resources?.length]).toEqual([expect.any(Number), expect.any(Number)]);
    expect(snap.resource_templates).toBeUndefined();
  });
});

describe('a server of our own', () => {
  it('has every field it lists recorded, icons and _meta included; what it does not list stays absent', async () => {
    const snap = await snapshotOf(
      contractServer('own', {
        tools: [
          {
            name: 'pick',
            title: 'Pick one',
            icons: [{ src: 'https://example.com/pick.png' }],
            _meta: { 'example.com/cost': 2 },
            inputSchema: { type: 'object', properties: { n: { type: 'number' } } },
          },
          { name: 'bare', inputSchema: { properties: { q: { type: 'string' } } } },
          { name: 'bare', inputSchema: { type: 'object' } },
        ],
        prompts: [{ name: 'greet', icons: [{ src: 'https://example.com/g.png' }], _meta: { a: 1 } }],
      }),
    );
    const pick = snap.tools.find((t) => t.name === 'pick');
    expect(pick).toMatchObject({ title: 'Pick one', icons: [{ src: 'https://example.com/pick.png' }] });
    expect(pick?.meta).toEqual({ 'example.com/cost': 2 });
    expect(pick?.annotations).toBeUndefined();
    // What the harness mended, and a name listed twice, are kept for the clients check.
    expect(snap.tools.find((t) => t.name === 'bare')?.input_schema_fix).toBe('no "type"');
    expect(snap.duplicate_tools).toEqual(['bare']);
    expect(snap.prompts).toEqual([{ name: 'greet', icons: [{ src: 'https://example.com/g.png' }], meta: { a: 1 } }]);
    // No resources capability: none, and no request for them.
    expect(snap.resources).toEqual([]);
    expect(snap.resource_templates).toEqual([]);
  });

  it('a server without prompts or resources is no error: empty lists, no finding', async () => {
    const snap = await snapshotOf(contractServer('tools-only', {}));
    expect(snap.tools.map((t) => t.name)).toEqual(['echo']);
    expect(snap.prompts).toEqual([]);
    expect(snap.resources).toEqual([]);
    expect(snap.findings ?? []).toEqual([]);
  });

  it('a list the server declares but fails is not known (absent) and a finding, never a failed connection', async () => {
    const snap = await snapshotOf(
      contractServer('failing', { resources: [{ uri: 'a://b', name: 'b' }], failing: ['resources/list'] }),
    );
    expect(snap.resources).toBeUndefined();
    expect(snap.resource_templates).toEqual([]);
    expect(snap.findings).toEqual([expect.stringMatching(/^resources\/list failed: .*internal error/)]);
  });
});

describe('older baselines', () => {
  it('a snapshot recorded before the contract fields reads, every new field absent (not known, not empty)', () => {
    const old = {
      name: 'everything',
      server_info: { name: 'everything', version: '1.0.0' },
      tools: [{ name: 'echo', schema_hash: 'h', input_schema: { type: 'object' } }],
    };
    const read = serverSnapshotSchema.parse(old);
    expect(read.prompts).toBeUndefined();
    expect(read.protocol_version).toBeUndefined();
    expect(read.tools[0].output_schema).toBeUndefined();
  });
});

describe('in every baseline', () => {
  it('a recording keeps each server contract, redacted: a secret a prompt or a resource shows is hidden', async () => {
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const { project } = await import('../helpers/pipeline.js');
    const { execute } = await import('../../src/pipeline/index.js');
    const { parseSettings } = await import('../../src/settings/settings.js');
    const secret = 'sk-live-7f3a9c2e5b1d8f4a';
    const server = contractServer('own', {
      tools: [{ name: 'echo', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } }],
      prompts: [{ name: 'leak', description: `uses the key ${secret}` }],
      resources: [{ uri: `file:///keys/${secret}`, name: 'key' }],
    });
    server.env = { API_TOKEN: secret };
    const cwd = project({
      'echo.yaml':
        'name: Echo\nuser_intent: Echo hi\nexpected_trajectory:\n  - tool: mcp__own__echo\n    args: { text: hi }\n',
    });
    const settings = parseSettings({ mode: 'record', agent: 'scripted', servers: mcpJson([server]) }, {});
    const { report } = await execute(settings, { cwd, env: {} });
    expect(report.scenarios[0].status).toBe('RECORDED');
    const text = readFileSync(path.join(cwd, 'baselines/echo.json'), 'utf8');
    expect(text).not.toContain(secret);
    const saved = JSON.parse(text) as { servers: { prompts: { description: string }[]; resources: unknown[] }[] };
    expect(saved.servers[0].prompts[0].description).toBe('uses the key ***');
    expect(saved.servers[0].resources).toEqual([{ uri: 'file:///keys/***', name: 'key' }]);
  });
});
