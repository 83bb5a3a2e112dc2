// The meta-schema validators generated from Ajv (scripts/meta-validators.ts, used by src/mcp/server-tools.ts): the
// committed file is what the script writes, and a schema gets the verdict and words Ajv's own meta-schema check gave
// (a compiler with validateSchema on, as before), for every dialect, on hand-picked and on generated schemas.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type Options } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { metaValidatorsText } from '../../scripts/meta-validators.js';
import { META_OPTIONS } from '../../src/mcp/meta-options.js';
import { ValidatorFactory } from '../../src/mcp/server-tools.js';

const DIALECTS = [
  ['', (o: Options) => new Ajv(o)],
  ['https://json-schema.org/draft/2019-09/schema', (o: Options) => new Ajv2019(o)],
  ['https://json-schema.org/draft/2020-12/schema', (o: Options) => new Ajv2020(o)],
] as const;
const AJV = DIALECTS.map(([, make]) => make({ ...META_OPTIONS }));

/** What Ajv said of the schema with its own meta-schema check (server-tools.ts's compileNow before). */
function ajvVerdict(dialect: number, schema: Record<string, unknown>): string | null {
  try {
    AJV[dialect].compile(schema);
    return null;
  } catch (e) {
    return e instanceof RangeError ? 'a $ref leads back to itself without end' : (e as Error).message;
  } finally {
    if (schema.$id === undefined) AJV[dialect].removeSchema(schema);
  }
}

const KEYWORDS = ['type', 'properties', 'items', 'prefixItems', 'required', 'enum', 'const', 'minimum', 'maxLength'];
KEYWORDS.push('pattern', '$anchor', '$id', '$ref', '$defs', 'anyOf', 'additionalProperties', 'unevaluatedProperties');
KEYWORDS.push('$dynamicRef', '$dynamicAnchor', 'dependentRequired', 'format', 'title', 'uniqueItems', 'not');
const value = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom('object', 'string', 'integer', 'objekt', 'a_1', '#/$defs/x', '#a', 'a#b', 'http://x/y#'),
    fc.integer({ min: -2, max: 3 }),
    fc.boolean(),
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYWORDS, 'x', 'a'), tie('v'), { maxKeys: 3 }),
  ),
}));
const schema = fc.dictionary(fc.constantFrom(...KEYWORDS), value.v, { maxKeys: 4 });

describe('the generated meta-schema validators', () => {
  it('are what scripts/meta-validators.ts writes from the installed Ajv', () => {
    const committed = readFileSync(
      path.join(import.meta.dirname, '../../src/mcp/meta-validators.generated.ts'),
      'utf8',
    );
    expect(committed === metaValidatorsText(), 'run: npx tsx scripts/meta-validators.ts').toBe(true);
  });

  it("give each dialect's schema Ajv's verdict and words", () => {
    const picked: Record<string, unknown>[] = [
      { type: 'objekt' },
      { type: 'object', properties: { a: { type: 'string', minLength: -1 } }, required: 'a' },
      { $anchor: '1a', items: [{ type: 3 }], prefixItems: {} },
      { $id: 'http://x/y#frag', enum: 'no', $defs: { a: { $ref: 5 } } },
      { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
    ];
    const checked = (s: Record<string, unknown>) =>
      DIALECTS.forEach(([$schema], i) => {
        const mine = new ValidatorFactory().compileError($schema ? { $schema, ...s } : s);
        expect(mine, JSON.stringify(s)).toBe(ajvVerdict(i, s));
      });
    picked.forEach(checked);
    fc.assert(
      fc.property(schema, (s) => checked(s)),
      { seed: 43, numRuns: 400 },
    );
  });
});
