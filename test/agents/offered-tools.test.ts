// What a model conversation is offered as its host's tools change: the same list until a server's list is read again,
// then the re-read list with what was added, removed and changed (its description or schema), by name.
import { describe, expect, it } from 'vitest';
import { OfferedTools, toolsChange } from '../../src/agents/offered-tools.js';
import type { ModelTool } from '../../src/mcp/host.js';

const tool = (name: string, description = name): ModelTool => ({
  name,
  description,
  input_schema: { type: 'object' },
});

describe('toolsChange', () => {
  it('names the added, removed and changed tools; null when only the order differs', () => {
    const from = [tool('a'), tool('b'), tool('c')];
    const to: ModelTool[] = [tool('d'), tool('c'), { ...tool('a'), input_schema: { type: 'object', required: ['x'] } }];
    expect(toolsChange(from, to)).toEqual({ added: ['d'], removed: ['b'], changed: ['a'] });
    expect(toolsChange(from, [...from].reverse())).toBeNull();
  });
});

describe('OfferedTools', () => {
  it('offers the sorted list, and a new one only when the host re-read a list that differs', () => {
    let listed = [tool('z'), tool('a')];
    const offered = new OfferedTools({ modelTools: () => listed });
    expect(offered.tools.map((t) => t.name)).toEqual(['a', 'z']);
    expect(offered.update()).toBeNull();
    listed = [tool('a'), tool('z')];
    expect(offered.update()).toBeNull();
    listed = [tool('a', 'new words'), tool('m')];
    expect(offered.update()).toEqual({ added: ['m'], removed: ['z'], changed: ['a'] });
    expect(offered.tools).toEqual([tool('a', 'new words'), tool('m')]);
  });
});
