// The schema compilers every factory shares (src/mcp/server-tools.ts): one per dialect in the process, so what one
// server's schema does to them must not reach another's.
import { Ajv } from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { ValidatorFactory } from '../../src/mcp/server-tools.js';

const DRAFT7 = 'http://json-schema.org/draft-07/schema#';
const text = { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] };

describe('ValidatorFactory', () => {
  it("a schema whose $id is the meta-schema's leaves the shared compiler whole for the next server", () => {
    const hostile = new ValidatorFactory();
    expect(hostile.compile({ $id: DRAFT7, type: 'object' })).not.toBeNull();
    const next = new ValidatorFactory();
    const validate = next.compile(text);
    expect(validate?.({ text: 'hi' })).toBe(true);
    expect(validate?.({ text: 1 })).toBe(false);
    // The meta-schema still checks schemas: a type no draft knows is refused, with Ajv's words.
    expect(next.compileError({ type: 'objekt' })).toMatch(/schema is invalid/);
  });

  it("a $ref cycle that overflows the compiler's stack is said, and the next server's schema still compiles", () => {
    const cycles = [
      { type: 'object', properties: { a: { $ref: '#/properties/b' }, b: { $ref: '#/properties/a' } } },
      { type: 'object', properties: { self: { $ref: '#/properties/self' } } },
    ];
    for (const schema of cycles)
      expect(new ValidatorFactory().compileError(schema)).toBe('a $ref leads back to itself without end');
    const validate = new ValidatorFactory().compile(text);
    expect([validate?.({ text: 'hi' }), validate?.({})]).toEqual([true, false]);
  });

  it('two servers may use one $id for different schemas: each is compiled as its own', () => {
    const a = new ValidatorFactory().compile({ $id: 'https://example.com/tool.json', type: 'string' });
    const b = new ValidatorFactory().compile({ $id: 'https://example.com/tool.json', type: 'number' });
    expect([a?.('x'), a?.(1), b?.('x'), b?.(1)]).toEqual([true, false, false, true]);
  });

  it('each dialect its own compiler: prefixItems only in 2020-12', () => {
    const schema = { type: 'array', prefixItems: [{ type: 'string' }] };
    const v2020 = new ValidatorFactory().compile({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      ...schema,
    });
    const v7 = new ValidatorFactory().compile(schema);
    expect([v2020?.([1]), v7?.([1])]).toEqual([false, true]);
  });

  it('a schema listed again (another server, connection or scenario) is compiled once; a big one each time', () => {
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    try {
      const schema = () => ({ type: 'object', properties: { n: { type: 'integer', minimum: 3 } }, required: ['n'] });
      const [a, b] = [new ValidatorFactory().compile(schema()), new ValidatorFactory().compile(schema())];
      expect(compile).toHaveBeenCalledTimes(1);
      expect(b).toBe(a);
      // Each call's errors are its own, read as it returns.
      expect([a?.({ n: 5 }), a?.errors, b?.({ n: 1 }), b?.errors?.[0]?.message]).toEqual([
        true,
        null,
        false,
        'must be >= 3',
      ]);
      const wide = () => ({
        type: 'object',
        properties: Object.fromEntries([...Array(2000).keys()].map((i) => [`p${i}`, {}])),
      });
      new ValidatorFactory().compile(wide());
      new ValidatorFactory().compile(wide());
      expect(compile).toHaveBeenCalledTimes(3);
    } finally {
      compile.mockRestore();
    }
  });
});
