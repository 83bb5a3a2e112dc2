// Schema diffs beyond the examples of docs/scoring/schema-diffs.md: the structured fields causes read, the real
// server-everything schemas of two releases, and schemas a hostile server could send.
import { describe, expect, it } from 'vitest';
import { describeSchemaDiff, schemaDiff } from '../../src/scoring/index.js';
import { everythingTool, type EverythingRelease } from '../helpers/everything-tools.js';

function schemaOf(release: EverythingRelease, tool: string): Record<string, unknown> | undefined {
  return everythingTool(release, tool).input_schema;
}

describe('schema diff', () => {
  it('gives each changed property its path, kind and both types, for the suggestions', () => {
    const diff = schemaDiff(
      { type: 'object', properties: { q: { type: 'string' }, limit: { type: 'integer' } }, required: ['q'] },
      { type: 'object', properties: { q: { type: 'string' }, limit: { type: 'string' }, sort: {} }, required: ['q'] },
    );
    expect(diff).toEqual({
      known: true,
      properties: [
        {
          property: 'limit',
          change: 'changed',
          details: ['type integer -> string'],
          before_type: 'integer',
          after_type: 'string',
          breaking: true,
        },
        { property: 'sort', change: 'added', details: ['added'], before_type: null, after_type: null, breaking: false },
      ],
      other: [],
      breaking: true,
    });
  });

  it("says what changed in server-everything's schemas between two releases", () => {
    expect(describeSchemaDiff(schemaDiff(schemaOf('2025.7.29', 'echo'), schemaOf('2026.8.31', 'echo')))).toBe(
      'additionalProperties false -> (none)',
    );
    const resource = schemaDiff(
      schemaOf('2025.7.29', 'getResourceReference'),
      schemaOf('2026.8.31', 'get-resource-reference'),
    );
    expect(describeSchemaDiff(resource)).toBe(
      'property resourceId: no longer required; description changed; default (none) -> 1; ' +
        'maximum 100 -> (none); minimum 1 -> (none); property resourceType: added; ' +
        'additionalProperties false -> (none)',
    );
  });

  it('follows array items and enum changes, and cuts long values', () => {
    const items = (id: string) => ({
      type: 'object',
      properties: { tags: { type: 'array', items: { type: 'object', properties: { id: { type: id } } } } },
    });
    expect(describeSchemaDiff(schemaDiff(items('integer'), items('string')))).toBe(
      'property tags[].id: type integer -> string',
    );
    const kind = (values?: string[]) => ({ type: 'object', properties: { kind: { type: 'string', enum: values } } });
    expect(describeSchemaDiff(schemaDiff(kind(['a', 'b']), kind(['b', 'c'])))).toBe(
      'property kind: values added: "c"; values removed: "a"',
    );
    expect(describeSchemaDiff(schemaDiff(kind(['a']), kind()))).toBe(
      'property kind: no longer limited to a list of values',
    );
    const many = Array.from({ length: 8 }, (_, i) => `v${i}`);
    expect(describeSchemaDiff(schemaDiff(kind(), kind(many)))).toBe(
      'property kind: now one of "v0", "v1", "v2", "v3", "v4", +3 more',
    );
    const pattern = (p: string) => ({ type: 'object', properties: { id: { type: 'string', pattern: p } } });
    expect(describeSchemaDiff(schemaDiff(pattern('^a$'), pattern(`^${'x'.repeat(60)}$`)))).toBe(
      `property id: pattern "^a$" -> "^${'x'.repeat(37)}…`,
    );
  });

  it('says no change for equal schemas and "schema changed" without a definition', () => {
    const s = { type: 'object', properties: { a: { type: 'number' } } };
    expect(schemaDiff(s, structuredClone(s))).toEqual({ known: true, properties: [], other: [], breaking: false });
    expect(describeSchemaDiff(schemaDiff(s, s))).toBe('no change');
    expect(describeSchemaDiff(schemaDiff(s, undefined))).toBe('schema changed');
    expect(schemaDiff(undefined, s).known).toBe(false);
  });

  it('survives what a hostile server may send: junk keywords, deep nesting', () => {
    const junk = { type: 'object', properties: [1, 2], required: [3, 'a'] };
    expect(describeSchemaDiff(schemaDiff(junk, { type: 'object', properties: { a: true }, required: ['a', 7] }))).toBe(
      'property a: added, required',
    );
    const deep = (leaf: string): Record<string, unknown> => {
      let s: Record<string, unknown> = { type: leaf };
      for (let i = 0; i < 50; i++) s = { type: 'object', properties: { n: s } };
      return s;
    };
    const text = describeSchemaDiff(schemaDiff(deep('string'), deep('number')));
    expect(text).toBe('property n.n.n.n.n.n: definition changed');
  });
});
