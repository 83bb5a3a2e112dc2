// A tool's JSON Schema as the Gemini API takes a function's `parameters`: its Schema object, a subset of OpenAPI 3.0
// (type, format, description, nullable, enum, items, properties, required, anyOf, the size and range bounds,
// propertyOrdering, default, example, title). What the subset lacks is rewritten where it can be and dropped where it
// cannot: a local `$ref` is inlined, `oneOf` read as `anyOf`, `allOf` merged, `const` made a one-value enum, a type
// list made `nullable` or `anyOf`; `additionalProperties`, `patternProperties`, `not`, `if`/`then`/`else`,
// `multipleOf`, `uniqueItems`, `exclusiveMinimum`/`exclusiveMaximum`, `$schema`, `$id` and `examples` are dropped, as
// are formats the API does not know and enums that are not strings. The API refuses an OBJECT without properties, so
// an open object (any keys) is asked for as a JSON object in a string, which the gateway's tool_inputs accepts.
import { isRecord } from '../util/json.js';

/** The Gemini Schema object (the @google/genai `Schema` type, with `type` as the API's upper-case name). */
export interface GeminiSchema {
  type?: 'STRING' | 'NUMBER' | 'INTEGER' | 'BOOLEAN' | 'ARRAY' | 'OBJECT';
  format?: string;
  title?: string;
  description?: string;
  nullable?: boolean;
  enum?: string[];
  items?: GeminiSchema;
  properties?: Record<string, GeminiSchema>;
  required?: string[];
  anyOf?: GeminiSchema[];
  default?: unknown;
  example?: unknown;
  minimum?: number;
  maximum?: number;
  minItems?: string;
  maxItems?: string;
  minLength?: string;
  maxLength?: string;
  minProperties?: string;
  maxProperties?: string;
  pattern?: string;
  propertyOrdering?: string[];
}

type Json = Record<string, unknown>;
type GeminiType = NonNullable<GeminiSchema['type']>;

const TYPES: Record<string, GeminiType> = {
  string: 'STRING',
  number: 'NUMBER',
  integer: 'INTEGER',
  boolean: 'BOOLEAN',
  array: 'ARRAY',
  object: 'OBJECT',
};
const FORMATS: Partial<Record<GeminiType, string[]>> = {
  STRING: ['enum', 'date-time'],
  NUMBER: ['float', 'double'],
  INTEGER: ['int32', 'int64'],
};
const COUNTS = ['minItems', 'maxItems', 'minLength', 'maxLength', 'minProperties', 'maxProperties'] as const;
/** Deeper than this (a recursive `$ref`), a schema is cut to its description. */
const MAX_DEPTH = 12;

/**
 * The tool's input schema as function `parameters`; undefined when it takes no parameters (the API refuses an
 * OBJECT with none).
 */
export function geminiParameters(schema: Json): GeminiSchema | undefined {
  const converted = convert(schema, schema, 0);
  return converted.type === 'OBJECT' && converted.properties ? converted : undefined;
}

function convert(node: unknown, root: Json, depth: number): GeminiSchema {
  if (!isRecord(node) || depth > MAX_DEPTH) return {};
  const s = resolve(node, root, depth);
  if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) return union(s, root, depth);
  if (Array.isArray(s.type) && s.type.filter((t) => t !== 'null').length > 1) {
    return union({ description: s.description, anyOf: s.type.map((t: unknown) => ({ ...s, type: t })) }, root, depth);
  }
  const out: GeminiSchema = {};
  const { type, nullable } = typeOf(s);
  if (nullable) out.nullable = true;
  if (typeof s.title === 'string') out.title = s.title;
  if (typeof s.description === 'string') out.description = s.description;
  if (s.default !== undefined) out.default = s.default;
  const example = Array.isArray(s.examples) ? s.examples[0] : s.example;
  if (example !== undefined) out.example = example;
  for (const k of ['minimum', 'maximum'] as const) if (typeof s[k] === 'number') out[k] = s[k];
  for (const k of COUNTS) if (typeof s[k] === 'number') out[k] = String(s[k]);
  if (typeof s.pattern === 'string') out.pattern = s.pattern;
  const values = s.const !== undefined ? [s.const] : s.enum;
  if (Array.isArray(values) && values.every((v) => typeof v === 'string') && (type ?? 'STRING') === 'STRING') {
    return { ...out, type: 'STRING', format: 'enum', enum: values };
  }
  if (type && typeof s.format === 'string' && FORMATS[type]?.includes(s.format)) out.format = s.format;
  if (type === 'ARRAY')
    return { ...out, type, items: convert(Array.isArray(s.items) ? s.items[0] : s.items, root, depth + 1) };
  if (type === 'OBJECT') return object(s, out, root, depth);
  return type ? { ...out, type } : out;
}

/** An object's properties, each converted; with none, a JSON object in a string (see the top of the file). */
function object(s: Json, out: GeminiSchema, root: Json, depth: number): GeminiSchema {
  const props = isRecord(s.properties) ? s.properties : {};
  const names = Object.keys(props);
  if (!names.length) {
    const what = 'a JSON object, written as a string';
    return { ...out, type: 'STRING', description: out.description ? `${out.description} (${what})` : what };
  }
  const properties = Object.fromEntries(names.map((n) => [n, convert(props[n], root, depth + 1)]));
  const required = Array.isArray(s.required) ? s.required.filter((r) => typeof r === 'string' && r in props) : [];
  return { ...out, type: 'OBJECT', properties, ...(required.length ? { required } : {}) };
}

/** `oneOf` / `anyOf` as anyOf; one branch besides `null` is that branch, nullable. */
function union(s: Json, root: Json, depth: number): GeminiSchema {
  const branches = ((s.anyOf ?? s.oneOf) as unknown[]).filter(isRecord);
  const isNull = (b: Json) => b.type === 'null';
  const nonNullBranches = branches.filter((b) => !isNull(b)).map((b) => convert(b, root, depth + 1));
  const nullable = branches.some(isNull) ? { nullable: true } : {};
  const description = typeof s.description === 'string' ? { description: s.description } : {};
  if (nonNullBranches.length === 1) return { ...nonNullBranches[0], ...description, ...nullable };
  return { ...description, ...nullable, anyOf: nonNullBranches };
}

/** The node with a local `$ref` inlined and `allOf` merged (properties and required joined). */
function resolve(node: Json, root: Json, depth: number): Json {
  let s = node;
  if (typeof s.$ref === 'string') {
    const target = pointer(root, s.$ref);
    const { $ref: _, ...rest } = s;
    s = depth < MAX_DEPTH && target ? { ...resolve(target, root, depth + 1), ...rest } : rest;
  }
  if (!Array.isArray(s.allOf)) return s;
  const { allOf, ...rest } = s;
  const parts = (allOf as unknown[]).filter(isRecord).map((p) => resolve(p, root, depth + 1));
  return parts.reduce<Json>(
    (acc, p) => ({
      ...p,
      ...acc,
      properties: {
        ...(isRecord(p.properties) ? p.properties : {}),
        ...(isRecord(acc.properties) ? acc.properties : {}),
      },
      required: [
        ...(Array.isArray(acc.required) ? acc.required : []),
        ...(Array.isArray(p.required) ? p.required : []),
      ],
    }),
    rest,
  );
}

/** `#/$defs/x`, `#/definitions/x`: a JSON pointer into the same schema; anything else: not followed. */
function pointer(root: Json, ref: string): Json | null {
  if (!ref.startsWith('#/')) return null;
  let at: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    at = isRecord(at) ? at[key] : undefined;
  }
  return isRecord(at) ? at : null;
}

/** The Gemini type of a node: its `type` (a list: the one that is not null), else object when it has properties. */
function typeOf(s: Json): { type?: GeminiType; nullable: boolean } {
  const list = Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type];
  const named = list.filter((t): t is string => typeof t === 'string' && t !== 'null');
  const nullable = list.includes('null') || s.nullable === true;
  const type = named.length === 1 ? TYPES[named[0]] : undefined;
  if (type || named.length > 1) return { type, nullable };
  return { type: isRecord(s.properties) ? 'OBJECT' : undefined, nullable };
}
