// Rename detection beyond the examples of docs/scoring/renames.md: name tokens, and the real server-everything
// releases 2025.7.29 and 2026.8.31, where camelCase tools became kebab-case ones.
import { describe, expect, it } from 'vitest';
import { detectRenames, MAX_RENAME_PAIRS, nameTokens, renameConfidence } from '../../src/scoring/index.js';
import type { ToolSnapshot } from '../../src/results/trajectory.js';
import { EVERYTHING, everythingTool } from '../helpers/everything-tools.js';

describe('renames', () => {
  it('splits names at camelCase humps, acronyms, dashes and underscores, into the words similarity compares', () => {
    expect(nameTokens('printEnv')).toEqual(['environ', 'print']);
    expect(nameTokens('get-env')).toEqual(['environ', 'get']);
    expect(nameTokens('get-tiny-image')).toEqual(['get', 'imag', 'tini']);
    expect(nameTokens('getTinyImage')).toEqual(nameTokens('get-tiny-image'));
    expect(nameTokens('sampleLLM')).toEqual(['llm', 'sampl']);
    expect(nameTokens('getHTTPServer')).toEqual(['get', 'http', 'server']);
    expect(nameTokens('retrieve_tools')).toEqual(['retriev', 'tool']);
  });

  it("finds server-everything's eight renames between two releases, and pairs nothing else", () => {
    const before = EVERYTHING['2025.7.29'].tools;
    const after = EVERYTHING['2026.8.31'].tools;
    const removed = before.filter((t) => !after.some((a) => a.name === t.name));
    const added = after.filter((t) => !before.some((b) => b.name === t.name));
    expect([removed.length, added.length]).toEqual([10, 12]);
    const renames = detectRenames(removed, added);
    expect(renames.map((r) => `${r.from} -> ${r.to}`)).toEqual([
      'add -> get-sum',
      'annotatedMessage -> get-annotated-message',
      'getResourceLinks -> get-resource-links',
      'getResourceReference -> get-resource-reference',
      'getTinyImage -> get-tiny-image',
      'longRunningOperation -> trigger-long-running-operation',
      'printEnv -> get-env',
      'structuredContent -> get-structured-content',
    ]);
    // The tools with no successor stay removed: sampling and elicitation need client capabilities.
    const paired = new Set(renames.map((r) => r.from));
    expect(removed.filter((t) => !paired.has(t.name)).map((t) => t.name)).toEqual(['sampleLLM', 'startElicitation']);
  });

  it('reports the evidence: a schema only when a tool takes parameters, a description only when both have one', () => {
    const { confidence, evidence } = renameConfidence(
      everythingTool('2025.7.29', 'getResourceReference'),
      everythingTool('2026.8.31', 'get-resource-reference'),
    );
    // resourceId kept its type, resourceType is new: (1 + 0) / 2.
    expect(evidence).toEqual({ name: 1, schema: 0.5, description: 1 });
    expect(confidence).toBeCloseTo(2.5 / 3, 10);
    const bare = renameConfidence({ name: 'ping', schema_hash: 'a' }, { name: 'ping-server', schema_hash: 'b' });
    expect(bare).toEqual({ confidence: 0.5, evidence: { name: 0.5, schema: null, description: null } });
  });

  it('searches up to MAX_RENAME_PAIRS pairs, and leaves a whole new tool list as removed and added', () => {
    const tools = (prefix: string, n: number): ToolSnapshot[] =>
      Array.from({ length: n }, (_, i) => ({
        name: `${prefix}_tool_${i}`,
        schema_hash: `${prefix}${i}`,
        input_schema: { type: 'object', properties: { [`p${i}`]: { type: 'string' } } },
      }));
    expect(MAX_RENAME_PAIRS).toBe(200 * 200);
    const renames = detectRenames(tools('old', 200), tools('new', 200));
    expect(renames).toHaveLength(200);
    expect(renames.every((r) => r.from.replace('old', 'new') === r.to)).toBe(true);
    expect(detectRenames(tools('old', 201), tools('new', 200))).toEqual([]);
  });
});
