// The parts init and import are made of, one rule each: arguments from an input schema, the plain request, where
// tools chain, CSV rows, and what import hides.
import { describe, expect, it } from 'vitest';
import { splitCsvRecord } from '../../src/authoring/csv.js';
import { isDestructive, isReader, keyOf, keyValues, withKey } from '../../src/authoring/flows.js';
import { hideFields } from '../../src/authoring/import-redact.js';
import { answeredError } from '../../src/authoring/init-verify.js';
import { joinRequests, plainRequest } from '../../src/authoring/intent.js';
import { describedArgs, EXAMPLE_NAME, namesNoArguments, sampleArgs } from '../../src/authoring/sample-args.js';
import type { McpTool } from '../../src/mcp/index.js';

describe('sampleArgs: a call made up from an input schema', () => {
  it('fills required properties from const, examples, default, enum, format, in that order', () => {
    const { args, secrets } = sampleArgs({
      type: 'object',
      properties: {
        c: { type: 'string', const: 'fixed', examples: ['no'] },
        e: { type: 'string', examples: ['from-example'], default: 'no' },
        d: { type: 'number', default: 7 },
        k: { type: 'string', enum: [null, 'first', 'second'] },
        mail: { type: 'string', format: 'email' },
        when: { type: 'string', format: 'date-time' },
        optional: { type: 'string' },
        withExample: { type: 'string', examples: ['shown'] },
      },
      required: ['c', 'e', 'd', 'k', 'mail', 'when'],
    });
    expect(args).toEqual({
      c: 'fixed',
      e: 'from-example',
      d: 7,
      k: 'first',
      mail: 'user@example.com',
      when: '2025-01-01T00:00:00Z',
      withExample: 'shown',
    });
    expect(secrets).toEqual([]);
  });

  it('never writes a credential: a required one is reported, an optional one left out', () => {
    const { args, secrets } = sampleArgs({
      type: 'object',
      properties: { api_key: { type: 'string', default: 'sk-x' }, githubToken: { type: 'string' }, q: {} },
      required: ['api_key', 'q'],
    });
    expect(args).toEqual({ q: 'example' });
    expect(secrets).toEqual(['api_key']);
  });

  it('keeps numbers within bounds, strings within length and pattern, arrays and objects as deep as required', () => {
    const { args } = sampleArgs({
      type: 'object',
      properties: {
        a: { type: 'number' },
        b: { type: 'integer', minimum: 10, maximum: 20 },
        c: { type: 'number', exclusiveMaximum: 1 },
        code: { type: 'string', pattern: '^[A-Z]{3}-\\d{3}$' },
        short: { type: 'string', maxLength: 3, minLength: 2 },
        list: {
          type: 'array',
          minItems: 2,
          items: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        },
        either: { anyOf: [{ type: 'null' }, { type: 'boolean' }] },
      },
      required: ['a', 'b', 'c', 'code', 'short', 'list', 'either'],
    });
    expect(args).toEqual({
      a: 2,
      b: 10,
      c: 0,
      code: 'ABC-123',
      short: 'exa',
      list: [{ id: EXAMPLE_NAME }, { id: EXAMPLE_NAME }],
      either: false,
    });
  });

  it('gives a data: URI instead of a default that reaches the network, when the description accepts one', () => {
    const schema = {
      type: 'object',
      properties: {
        data: { type: 'string', format: 'uri', default: 'https://raw.example.org/x', description: 'URL or data URI' },
        other: { type: 'string', format: 'uri', default: 'https://example.org/y', description: 'a URL' },
      },
    };
    expect(sampleArgs(schema).args).toEqual({ data: 'data:text/plain;base64,SGVsbG8gZnJvbSBtY3AtZXZhbA==' });
  });
});

describe('the plain request of a call', () => {
  it("makes the description's first sentence an imperative and says the arguments", () => {
    expect(plainRequest('get-sum', 's', 'Returns the sum of two numbers. More.', { a: 2, b: 3 })).toBe(
      'Return the sum of two numbers (a: 2, b: 3).',
    );
    expect(plainRequest('echo', 's', 'Echoes back the input string', { message: 'hi' })).toBe(
      'Echo back the input string (message: "hi").',
    );
    expect(plainRequest('q', 's', 'Searches the index', {})).toBe('Search the index.');
    expect(plainRequest('read_graph', 's', 'Read the entire knowledge graph', {})).toBe(
      'Read the entire knowledge graph.',
    );
    expect(plainRequest('x', 'srv', undefined, { list: Array(30).fill('abc') })).toBe(
      'Use the x tool of srv (list: 30 items).',
    );
    expect(joinRequests(['Create a thing (name: "a").', 'Read it.'])).toBe('Create a thing (name: "a"), then read it.');
  });
});

describe('where tools chain', () => {
  it('reads the kind of key a property holds from its last word', () => {
    expect(['entityName', 'names', 'resource_id', 'ids', 'cacheKey', 'message', 'entityType'].map(keyOf)).toEqual([
      'name',
      'name',
      'id',
      'id',
      'key',
      null,
      null,
    ]);
    const args = { observations: [{ entityName: 'a', contents: ['x'] }] };
    expect([...keyValues(args)]).toEqual([['name', 'a']]);
    expect(withKey(args, 'name', 'b')).toEqual({ observations: [{ entityName: 'b', contents: ['x'] }] });
  });

  it('reads destructive as the MCP spec does: said, or implied by not read-only without destructiveHint', () => {
    const tool = (annotations?: Record<string, boolean>) =>
      ({ name: 't', inputSchema: { type: 'object' }, annotations }) as McpTool;
    expect(isDestructive(tool({ destructiveHint: true }))).toBe(true);
    expect(isDestructive(tool({ readOnlyHint: false }))).toBe(true);
    expect(isDestructive(tool({ readOnlyHint: false, destructiveHint: false }))).toBe(false);
    expect(isDestructive(tool({ readOnlyHint: true }))).toBe(false);
    expect(isDestructive(tool())).toBe(false);
  });
});

describe('what init may run, and the arguments it has to go on', () => {
  const tool = (name: string, description?: string, annotations?: Record<string, boolean>) =>
    ({ name, description, inputSchema: { type: 'object' }, annotations }) as McpTool;

  it('runs only a reader: annotations first, else a reading verb in the name with no writing one, else the description', () => {
    expect(isReader(tool('delete_all', undefined, { readOnlyHint: true }))).toBe(true);
    expect(isReader(tool('list_things', undefined, { readOnlyHint: false }))).toBe(false);
    expect(
      ['list_directory', 'get_file_info', 'search_files', 'get_or_create', 'write_file', 'send'].map((n) =>
        isReader(tool(n)),
      ),
    ).toEqual([true, true, true, false, false, false]);
    expect(isReader(tool('directory_tree', 'Get a recursive tree view'))).toBe(true);
    expect(isReader(tool('directory_tree', 'Returns the tree'))).toBe(true);
    expect(isReader(tool('directory_tree', 'Builds a tree'))).toBe(false);
    expect(isReader(tool('weather'))).toBe(false);
  });

  it('names what a writing tool makes with values of its own; reads arguments from a description when the schema has none', () => {
    const schema = {
      type: 'object',
      properties: { path: { type: 'string' }, name: { type: 'string' } },
      required: ['path', 'name'],
    };
    expect(sampleArgs(schema).args).toEqual({ path: 'example.txt', name: EXAMPLE_NAME });
    expect(sampleArgs(schema, 'write_file').args).toEqual({ path: 'mcp-eval-write_file', name: 'mcp-eval-write_file' });
    expect(
      [{ type: 'object' }, {}, { type: 'object', properties: {} }, { type: 'object', additionalProperties: false }].map(
        namesNoArguments,
      ),
    ).toEqual([true, true, false, false]);
    expect(describedArgs('Use the \'head\' parameter, or the `query` argument; parameter "api_key" too.')).toEqual({
      head: 'example head',
      query: 'example',
    });
  });
});

describe('CSV rows as MCPProxy writes them', () => {
  it('splits quoted fields with commas, doubled quotes and line breaks; an open quote asks for the next line', () => {
    expect(splitCsvRecord('a,"b,c","say ""hi""",,d')).toEqual(['a', 'b,c', 'say "hi"', '', 'd']);
    expect(splitCsvRecord('a,"line one')).toBeNull();
    expect(splitCsvRecord('a,"line one\nline two",b')).toEqual(['a', 'line one\nline two', 'b']);
  });
});

describe('what import hides in text', () => {
  it('hides the value of each secret-looking name, JSON or not, and leaves the rest', () => {
    const text =
      '{"PATH":"/usr/bin","OPENAI_API_KEY":"sk-abc123456","max_tokens":5} password=hunter22 token: t0k3nvalue';
    expect(hideFields(text)).toBe('{"PATH":"/usr/bin","OPENAI_API_KEY":"***","max_tokens":5} password=*** token: ***');
  });
});

describe('what init takes for an error, whatever is_error says', () => {
  it('a block that starts with Error, or names ENOENT, "not found", "access denied", in any block', () => {
    const errors = [
      ['Error: Operation failed'],
      ['ok', 'example.txt: Error - ENOENT: no such file or directory'],
      ['Entity with name x not found'],
      ['Access denied - path outside allowed directories'],
      ['  error reading the file'],
    ];
    for (const texts of errors) expect(answeredError(texts), texts.join(' | ')).not.toBeNull();
    const answers = [['No matches found'], ['{"errors": 0, "entities": []}'], ['The sum of 2 and 3 is 5.'], []];
    for (const texts of answers) expect(answeredError(texts), texts.join(' | ')).toBeNull();
  });
});
