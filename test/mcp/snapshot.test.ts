// A connection's snapshot (src/mcp/snapshot.ts) is made again only when a part of it changed: each scenario's record
// takes one, and the memos keyed by the object (util/memo.ts) then skip turning an unchanged list to text again.
import { describe, expect, it } from 'vitest';
import { serverSnapshot, type ContractParts } from '../../src/mcp/snapshot.js';
import { serverSnapshotSchema } from '../../src/results/server-snapshot.js';

const tools = [{ name: 'echo', inputSchema: { type: 'object' as const, properties: {} } }];
// A connection hands the same objects while nothing changed (the SDK client's server info and capabilities).
const serverInfo = { name: 'everything', version: '1' };
const capabilities = { tools: {} };
const duplicates: string[] = [];
const parts = (findings: string[], more: Partial<ContractParts> = {}): ContractParts => ({
  name: 'everything',
  serverInfo,
  protocolVersion: '2025-06-18',
  capabilities,
  instructions: undefined,
  tools,
  fixes: new Map(),
  duplicates,
  advertised: {},
  findings,
  ...more,
});

describe('serverSnapshot', () => {
  it('gives the same object for the same parts, findings made anew included', () => {
    const advertised = {};
    const fixes = new Map<string, string>();
    const first = serverSnapshot(parts(['a finding'], { advertised, fixes }));
    expect(serverSnapshot(parts(['a finding'], { advertised, fixes }))).toBe(first);
    expect(first).toMatchObject({ name: 'everything', findings: ['a finding'], tools: [{ name: 'echo' }] });
  });

  it('makes a new one when a finding is added or a part is another object', () => {
    const advertised = {};
    const fixes = new Map<string, string>();
    const first = serverSnapshot(parts([], { advertised, fixes }));
    const found = serverSnapshot(parts(['another finding'], { advertised, fixes }));
    expect([found === first, found.findings, first.findings]).toEqual([false, ['another finding'], undefined]);
    const listed = serverSnapshot(parts(['another finding'], { advertised: { prompts: [] }, fixes }));
    expect([listed === found, listed.prompts]).toEqual([false, []]);
    const other = [{ ...tools[0], name: 'echo2' }];
    expect(serverSnapshot(parts(['another finding'], { tools: other, fixes })).tools[0].name).toBe('echo2');
  });

  it("is the same text as its copy read back from a baseline: server info's name and version first", () => {
    // A server's own order (server-everything: name, title, version); a baseline's copy reads back in the schema's.
    const info = { name: 'mcp-servers/everything', title: 'Everything', version: '2.0.0' };
    const snapshot = serverSnapshot(parts([], { serverInfo: info, advertised: {}, fixes: new Map() }));
    const readBack = serverSnapshotSchema.parse(JSON.parse(JSON.stringify(snapshot)));
    expect(JSON.stringify(snapshot)).toBe(JSON.stringify(readBack));
    expect(snapshot.server_info).toEqual(info);
  });
});
