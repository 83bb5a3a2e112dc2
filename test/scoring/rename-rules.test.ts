// Renames that follow one rule, and a split (issue 36, point 5), end to end: a server of our own whose 20 tools change
// their prefix separator between the baseline and the PR is one cause naming the rule and the count, however many
// scenarios it breaks; a server that splits one tool into three (as MCPProxy v0.12.0 split call_tool) is one split
// cause. Both lead the contract too.
import { afterAll, describe, expect, it } from 'vitest';
import { contractServer, type ContractSpec } from '../helpers/contract-servers.js';
import { stopAllServers } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';

afterAll(stopAllServers);

const OBJ = { type: 'object', properties: { text: { type: 'string' } } };
const NAMES = Array.from({ length: 20 }, (_, i) => `tool${String(i + 1).padStart(2, '0')}`);
const joined = (sep: string): ContractSpec => ({
  tools: NAMES.map((n) => ({ name: `everything${sep}${n}`, description: `Does ${n}`, inputSchema: OBJ })),
});

const scenario = (tool: string) =>
  `name: ${tool}\nuser_intent: Use ${tool}\nexpected_trajectory:\n  - tool: mcp__hub__${tool}\n    args: { text: hi }\n`;

describe('renames that follow one rule', () => {
  it('20 tools whose prefix separator changed: one cause naming the rule and the count, for all 5 scenarios', async () => {
    const files = Object.fromEntries(NAMES.slice(0, 5).map((n) => [`${n}.yaml`, scenario(`everything/${n}`)]));
    const cwd = project(files);
    await go(cwd, { mode: 'record' }, [contractServer('hub', joined('/'))]);
    const report = await go(cwd, { mode: 'compare' }, [contractServer('hub', joined('_'))]);
    expect(report.scenarios.map((s) => s.status)).toEqual(Array(5).fill('BROKEN'));
    expect(report.causes?.map((c) => [c.kind, c.server, c.rule, c.scenarios.length])).toEqual([
      ['tools_renamed', 'hub', 'separator "/" -> "_"', 5],
    ]);
    const cause = report.causes![0];
    expect(cause.summary).toBe('20 tools of server `hub` were renamed by one rule: separator "/" -> "_"');
    expect(cause.evidence[0]).toMatch(
      /^renamed \(1\.0\.0\): everything\/tool01 -> everything_tool01, everything\/tool02 -> /,
    );
    expect(cause.evidence[0].split(', ')).toHaveLength(20);
    const rules = report.contract!.servers[0].changes.filter((c) => c.rule === 'tools-renamed-by-rule');
    expect(rules.map((c) => c.detail.split(':')[0])).toEqual(['20 tools renamed by one rule, separator "/" -> "_"']);
  }, 60_000);
});

describe('a tool split into several', () => {
  it('call_tool split into call_tool_read, call_tool_write and call_tool_destructive is one split cause', async () => {
    const tool = (name: string) => ({
      name,
      inputSchema: { type: 'object', properties: { name: { type: 'string' } } },
    });
    const before = { tools: [tool('retrieve_tools'), tool('call_tool')] };
    const after = {
      tools: [tool('retrieve_tools'), tool('call_tool_read'), tool('call_tool_write'), tool('call_tool_destructive')],
    };
    const call =
      'name: Call\nuser_intent: Call a tool\nexpected_trajectory:\n  - tool: mcp__proxy__call_tool\n    args: { name: "notes:read" }\n';
    const read =
      'name: Read\nuser_intent: Read it\nexpected_trajectory:\n  - tool: mcp__proxy__call_tool\n    args: { name: "notes:list" }\n';
    const cwd = project({ 'call.yaml': call, 'read.yaml': read });
    await go(cwd, { mode: 'record' }, [contractServer('proxy', before)]);
    const report = await go(cwd, { mode: 'compare' }, [contractServer('proxy', after)]);
    expect(report.causes?.map((c) => [c.kind, c.tool, c.scenarios.length])).toEqual([['tool_split', 'call_tool', 2]]);
    expect(report.causes![0].summary).toBe(
      '`call_tool` on server `proxy` was split into `call_tool_destructive`, `call_tool_read`, `call_tool_write`',
    );
    expect(report.contract!.servers[0].changes.map((c) => `${c.class} ${c.rule} ${c.subject}`)).toEqual([
      'breaking tool-split tool call_tool',
    ]);
  }, 60_000);
});
