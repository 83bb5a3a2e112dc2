// Arguments for a tool call made up from its input schema alone: what a person writing a first scenario would
// type. Required properties always; optional ones only when the schema gives an example, or when their default
// would reach outside the machine (an http(s) URL) and the description accepts a local `data:` URI instead.
// Values come from, in order: const, examples, default, enum, format, the property's name, its type's bounds.
// Never a secret: a required property whose name says credential is reported, not filled in.
// A tool that may change data names the things it makes or writes with values of its own (`mcp-eval-write_file`),
// so that what it does never lands on what another scenario reads.
import { isCredentialName } from '../sanitize/redact.js';
import { isRecord } from '../util/json.js';

type Schema = Record<string, unknown>;

export interface SampledArgs {
  args: Record<string, unknown>;
  /** Required properties that hold a credential: the call cannot be made up without one. */
  secrets: string[];
}

/** Nesting followed at most: deeper objects get `{}`, deeper arrays `[]`. */
const MAX_DEPTH = 6;
/** A value every string property can start from: says where it came from. */
const PLAIN_TEXT = 'example';
/** Names whose value is a key of something: the same value across a flow's steps (see flows.ts). */
export const EXAMPLE_NAME = 'mcp-eval-example';
const LOCAL_TEXT = 'Hello from mcp-eval';

const FORMAT_VALUES: Record<string, string> = {
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  iri: 'https://example.com',
  'uri-reference': 'https://example.com',
  'iri-reference': 'https://example.com',
  'uri-template': 'https://example.com/{id}',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uuid: '123e4567-e89b-42d3-a456-426614174000',
  date: '2025-01-01',
  'date-time': '2025-01-01T00:00:00Z',
  time: '12:00:00Z',
  duration: 'PT1M',
  'json-pointer': '/',
  regex: '.*',
};

/** What a value is made for: where credentials are reported, and whose own names a writing tool uses. */
interface Sampling {
  secrets: string[];
  /** The tool's own word for the names and paths it makes up (a tool that may write); else shared examples. */
  own?: string;
}

/** The arguments of a call made up from a tool's input schema; `own` as in Sampling. */
export function sampleArgs(schema: unknown, own?: string): SampledArgs {
  const ctx: Sampling = { secrets: [], own };
  const root = isRecord(schema) ? schema : {};
  const args = sampleObject(root, 0, ctx, '');
  return { args: isRecord(args) ? args : {}, secrets: ctx.secrets };
}

/** The schema says nothing of the arguments: no properties, and extra ones not refused (an empty schema). */
export function namesNoArguments(schema: unknown): boolean {
  return !isRecord(schema) || (!isRecord(schema.properties) && schema.additionalProperties !== false);
}

/** A parameter a description names: `the 'head' parameter`, "argument `path`". */
const NAMED_BEFORE = /[`'"]([A-Za-z_]\w*)[`'"]\s+(?:parameter|argument|param|arg|field|input)s?\b/g;
const NAMED_AFTER = /\b(?:parameter|argument|param|arg|field|input)s?\s*:?\s*[`'"]([A-Za-z_]\w*)[`'"]/g;

/** The parameters a description names, each with a value by its name (never a credential). */
export function describedArgs(description: string | undefined, own?: string): Record<string, unknown> {
  const text = description ?? '';
  const named = [...text.matchAll(NAMED_BEFORE), ...text.matchAll(NAMED_AFTER)].map((m) => m[1]);
  return Object.fromEntries(named.filter((n) => !isCredentialName(n)).map((n) => [n, byName(n, own)]));
}

function sampleObject(schema: Schema, depth: number, ctx: Sampling, at: string): Record<string, unknown> {
  const props = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : []);
  const out: Record<string, unknown> = {};
  let numbers = 0;
  for (const [name, raw] of Object.entries(props)) {
    const prop = isRecord(raw) ? raw : {};
    const path = at ? `${at}.${name}` : name;
    if (isCredentialName(name)) {
      if (required.has(name)) ctx.secrets.push(path);
      continue;
    }
    const local = localAlternative(prop);
    if (!required.has(name) && !hasExample(prop) && local === undefined) continue;
    const value = local ?? sampleValue(prop, name, depth + 1, ctx, path, numbers);
    if (typeof value === 'number') numbers++;
    out[name] = value;
  }
  return out;
}

function hasExample(s: Schema): boolean {
  return (Array.isArray(s.examples) && s.examples.length > 0) || s.example !== undefined;
}

/** A `data:` URI instead of a default that reaches the network, when the description accepts one. */
function localAlternative(s: Schema): string | undefined {
  const remote = typeof s.default === 'string' && /^https?:\/\//i.test(s.default);
  return remote && acceptsDataUri(s) ? dataUri() : undefined;
}

function acceptsDataUri(s: Schema): boolean {
  return typeof s.description === 'string' && /\bdata:? ?uri\b/i.test(s.description);
}

function dataUri(): string {
  return `data:text/plain;base64,${Buffer.from(LOCAL_TEXT).toString('base64')}`;
}

function sampleValue(s: Schema, name: string, depth: number, ctx: Sampling, at: string, index: number): unknown {
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum)) {
    const first = s.enum.find((v) => v !== null);
    if (first !== undefined) return first;
  }
  const branch = firstBranch(s);
  if (branch) return sampleValue({ ...s, anyOf: undefined, oneOf: undefined, ...branch }, name, depth, ctx, at, index);
  switch (mainType(s)) {
    case 'string':
      return sampleString(s, name, ctx.own);
    case 'integer':
    case 'number':
      return sampleNumber(s, index);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return depth > MAX_DEPTH ? [] : sampleArray(s, name, depth, ctx, at);
    case 'object':
      return depth > MAX_DEPTH ? {} : sampleObject(s, depth, ctx, at);
    default:
      return PLAIN_TEXT;
  }
}

/** The first non-null branch of anyOf / oneOf (allOf's branches merged): the plainest way to satisfy it. */
function firstBranch(s: Schema): Schema | undefined {
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = s[key];
    if (Array.isArray(list)) return list.filter(isRecord).find((b) => mainType(b) !== 'null');
  }
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.filter(isRecord);
    const properties = Object.assign({}, ...parts.map((p) => (isRecord(p.properties) ? p.properties : {})));
    const required = parts.flatMap((p) => (Array.isArray(p.required) ? p.required : []));
    return { ...Object.assign({}, ...parts), properties, required, allOf: undefined };
  }
  return undefined;
}

function mainType(s: Schema): string | undefined {
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (typeof t === 'string') return t;
  if (isRecord(s.properties)) return 'object';
  if (s.items !== undefined) return 'array';
  return undefined;
}

function sampleString(s: Schema, name: string, own: string | undefined): string {
  const format = typeof s.format === 'string' ? s.format : '';
  let value = FORMAT_VALUES[format] ?? byName(name, own);
  if ((format === 'uri' || format === 'url') && acceptsDataUri(s)) value = dataUri();
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  if (value.length < min) value = value.padEnd(min, 'x');
  if (value.length > max) value = value.slice(0, max);
  if (typeof s.pattern === 'string') return matchPattern(s.pattern, value);
  return value;
}

/**
 * A value that reads like what the property holds: the same key value everywhere (flows chain on it), except the
 * names and paths of a tool that may write, which are its own.
 */
function byName(name: string, own?: string): string {
  const words = splitWords(name);
  const last = words[words.length - 1] ?? '';
  const mine = own === undefined ? undefined : ownValue(own);
  if (['name', 'names', 'id', 'ids', 'key', 'keys', 'slug', 'title'].includes(last)) return mine ?? EXAMPLE_NAME;
  if (['message', 'text', 'content', 'contents', 'body', 'prompt', 'comment'].includes(last)) return LOCAL_TEXT;
  if (['query', 'q', 'search', 'topic', 'keyword', 'keywords', 'term'].includes(last)) return 'example';
  if (['path', 'paths', 'file', 'files', 'filename', 'dir', 'directory'].includes(last)) return mine ?? 'example.txt';
  return `example ${words.join(' ')}`.trim();
}

/** The name or path a writing tool makes up, from its own word: `mcp-eval-write_file`. */
export const ownValue = (own: string): string => `mcp-eval-${own}`;

/** `entityName` -> [entity, name]; `resource_id` -> [resource, id]. */
export function splitWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** The value if it matches; else a few plain candidates; else the value (the server judges it). */
function matchPattern(pattern: string, value: string): string {
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'u');
  } catch {
    return value;
  }
  const candidates = [value, EXAMPLE_NAME, 'example', 'abc', 'a', 'A', '1', '123', 'example-1', 'ABC-123', 'a1'];
  return candidates.find((c) => re.test(c)) ?? value;
}

/** Small numbers in order (2, 3, 4, ...: a call that reads as a request), kept within the schema's bounds. */
function sampleNumber(s: Schema, index: number): number {
  let value = 2 + index;
  const min = bound(s.minimum, s.exclusiveMinimum, 1);
  const max = bound(s.maximum, s.exclusiveMaximum, -1);
  if (min !== undefined && value < min) value = min;
  if (max !== undefined && value > max) value = max;
  if (s.type === 'integer') value = Math.ceil(value);
  if (typeof s.multipleOf === 'number' && s.multipleOf > 0) value = Math.ceil(value / s.multipleOf) * s.multipleOf;
  return value;
}

/** The inclusive bound: `minimum`, or one step inside an exclusive bound (draft 6+ number, or draft 4 boolean). */
function bound(inclusive: unknown, exclusive: unknown, step: number): number | undefined {
  if (typeof exclusive === 'number') return exclusive + step;
  if (typeof inclusive !== 'number') return undefined;
  return exclusive === true ? inclusive + step : inclusive;
}

function sampleArray(s: Schema, name: string, depth: number, ctx: Sampling, at: string): unknown[] {
  const items = isRecord(s.items) ? s.items : {};
  const min = typeof s.minItems === 'number' ? Math.max(1, s.minItems) : 1;
  const out: unknown[] = [];
  for (let i = 0; i < Math.min(min, 10); i++) out.push(sampleValue(items, name, depth + 1, ctx, `${at}[]`, i));
  return out;
}
