// What changed in a tool's input schema, in words (docs/scoring/schema-diffs.md). The hash in a
// server snapshot says only that a schema changed; a maintainer needs to know which parameter was
// added, removed, retyped or made required, and a failing call needs that to get a suggestion.
import { canonicalJson, isRecord } from '../util/json.js';
import { foldList, truncate } from '../util/text.js';
import type { PropertyChange, SchemaDiff } from '../results/index.js';
import { enumBreaks, keywordBreaks, typeBreaks } from './schema-compat.js';

// The types are results.json's (results.ts), so a field added here is read back by `mcp-eval report` too.
export type { PropertyChange, SchemaDiff };

/** Keywords with their own wording; every other keyword is compared as JSON. */
const WORDED = new Set(['type', 'description', 'enum', 'default', 'properties', 'required', 'items']);
/** Nesting followed at most this deep; below it a difference is "definition changed". */
const MAX_DEPTH = 6;
const MAX_SHOWN = 40;
const MAX_VALUES = 5;

type Schema = Record<string, unknown>;

/** The diff of two input schemas; `undefined` on a side means no definition was recorded. */
export function schemaDiff(before: unknown, after: unknown): SchemaDiff {
  if (!isRecord(before) || !isRecord(after)) return { known: false, properties: [], other: [], breaking: true };
  const properties: PropertyChange[] = [];
  diffProperties(before, after, '', properties, 0);
  const other = keywordChanges(before, after, WORDED);
  const breaking = properties.some((p) => p.breaking) || keywordsBreak(before, after, WORDED);
  return { known: true, properties, other, breaking };
}

/** `compatible` or `breaking`, the word a report puts beside a schema change. */
export function compatibility(diff: Pick<SchemaDiff, 'breaking'>): 'compatible' | 'breaking' {
  return diff.breaking === false ? 'compatible' : 'breaking';
}

/** `property limit: type integer -> string; now required; property q: added`, or `schema changed`. */
export function describeSchemaDiff(diff: SchemaDiff): string {
  if (!diff.known) return 'schema changed';
  const parts = [...diff.properties.map((p) => `property ${p.property}: ${p.details.join('; ')}`), ...diff.other];
  return parts.length ? parts.join('; ') : 'no change';
}

function propertiesOf(s: Schema): Map<string, unknown> {
  return new Map(isRecord(s.properties) ? Object.entries(s.properties) : []);
}

function requiredOf(s: Schema): Set<string> {
  return new Set(Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : []);
}

function diffProperties(before: Schema, after: Schema, prefix: string, out: PropertyChange[], depth: number): void {
  const a = propertiesOf(before);
  const b = propertiesOf(after);
  const reqA = requiredOf(before);
  const reqB = requiredOf(after);
  const names = [...new Set([...a.keys(), ...b.keys()])].sort();
  for (const name of names) {
    const path = prefix + name;
    const x = a.get(name);
    const y = b.get(name);
    if (y === undefined) out.push(change(path, 'removed', ['removed'], x, undefined, true));
    else if (x === undefined)
      out.push(change(path, 'added', [reqB.has(name) ? 'added, required' : 'added'], x, y, reqB.has(name)));
    else diffProperty(path, asSchema(x), asSchema(y), { was: reqA.has(name), is: reqB.has(name) }, out, depth);
  }
}

function diffProperty(
  path: string,
  x: Schema,
  y: Schema,
  required: { was: boolean; is: boolean },
  out: PropertyChange[],
  depth: number,
): void {
  const details: string[] = [];
  const tx = typeOf(x);
  const ty = typeOf(y);
  if (tx !== ty) details.push(`type ${tx ?? 'any'} -> ${ty ?? 'any'}`);
  if (required.was !== required.is) details.push(required.is ? 'now required' : 'no longer required');
  if (x.description !== y.description) details.push(`description ${presence(x.description, y.description)}`);
  details.push(...enumChanges(x.enum, y.enum));
  if (!same(x.default, y.default)) details.push(`default ${show(x.default)} -> ${show(y.default)}`);
  details.push(...keywordChanges(x, y, WORDED));
  const nested = depth + 1 < MAX_DEPTH;
  // Below the depth followed, a changed definition is not read: it may refuse an input, so it breaks.
  const unread = !nested && (!same(x.properties, y.properties) || !same(x.items, y.items));
  if (unread) details.push('definition changed');
  // The parent's line comes first, then its nested properties and items.
  const at = out.length;
  if (nested) diffProperties(x, y, `${path}.`, out, depth + 1);
  if (nested && !same(x.items, y.items)) {
    diffProperty(`${path}[]`, asSchema(x.items), asSchema(y.items), { was: false, is: false }, out, depth + 1);
  }
  const breaking =
    typeBreaks(tx, ty) ||
    (!required.was && required.is) ||
    enumBreaks(x.enum, y.enum) ||
    keywordsBreak(x, y, WORDED) ||
    unread;
  if (details.length) out.splice(at, 0, change(path, 'changed', details, x, y, breaking));
}

/** Whether a change of the schema's own keywords (not its properties) can refuse an input that fitted before. */
export function ownKeywordsBreak(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  return keywordsBreak(before, after, WORDED);
}

/** Whether any keyword outside `skip` changed in a way that can refuse an input (schema-compat.ts). */
function keywordsBreak(a: Schema, b: Schema, skip: ReadonlySet<string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].some(
    (k) => !skip.has(k) && !spellsType(k, a, b) && !same(a[k], b[k]) && keywordBreaks(k, a[k], b[k]),
  );
}

function change(
  property: string,
  kind: PropertyChange['change'],
  details: string[],
  x: unknown,
  y: unknown,
  breaking: boolean,
): PropertyChange {
  const before_type = x === undefined ? null : typeOf(asSchema(x));
  const after_type = y === undefined ? null : typeOf(asSchema(y));
  return { property, change: kind, details, before_type, after_type, breaking };
}

/** A property's schema; `true` / `false` / junk read as an empty schema (it has no keywords to compare). */
function asSchema(v: unknown): Schema {
  return isRecord(v) ? v : {};
}

/** `integer`, `string|null` (a type list, or the types of an anyOf / oneOf), or null when untyped. */
export function typeOf(s: Schema): string | null {
  if (typeof s.type === 'string') return s.type;
  if (Array.isArray(s.type)) return s.type.map(String).join('|');
  const branches = Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : null;
  if (!branches) return null;
  const types = branches.map((b) => typeOf(asSchema(b)));
  return types.every((t) => t !== null) ? [...new Set(types)].join('|') : null;
}

function presence(a: unknown, b: unknown): string {
  return a === undefined ? 'added' : b === undefined ? 'removed' : 'changed';
}

function enumChanges(a: unknown, b: unknown): string[] {
  if (same(a, b)) return [];
  if (!Array.isArray(b)) return ['no longer limited to a list of values'];
  if (!Array.isArray(a)) return [`now one of ${list(b)}`];
  const keys = (v: unknown[]) => new Set(v.map((x) => canonicalJson(x)));
  const [ka, kb] = [keys(a), keys(b)];
  const added = b.filter((x) => !ka.has(canonicalJson(x)));
  const removed = a.filter((x) => !kb.has(canonicalJson(x)));
  return [
    ...(added.length ? [`values added: ${list(added)}`] : []),
    ...(removed.length ? [`values removed: ${list(removed)}`] : []),
  ];
}

/** Keywords outside `skip` whose values differ: `minimum 1 -> (none)`, in keyword order. */
function keywordChanges(a: Schema, b: Schema, skip: ReadonlySet<string>): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !skip.has(k)).sort();
  return keys
    .filter((k) => !same(a[k], b[k]) && !spellsType(k, a, b))
    .map((k) => `${k} ${show(a[k])} -> ${show(b[k])}`);
}

/**
 * An anyOf / oneOf that only spells a type (`string|null`): the type line says it. Beside an explicit `type` it
 * constrains more than the type, and is compared as any keyword is.
 */
function spellsType(k: string, a: Schema, b: Schema): boolean {
  const alone = (s: Schema) => s[k] === undefined || s.type === undefined;
  return (k === 'anyOf' || k === 'oneOf') && typeOf(a) !== null && typeOf(b) !== null && alone(a) && alone(b);
}

function same(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** A value in a line: `10`, `"Text"`, `(none)`; long JSON cut short. */
function show(v: unknown): string {
  if (v === undefined) return '(none)';
  return truncate(canonicalJson(v), MAX_SHOWN);
}

function list(values: unknown[]): string {
  return foldList(values, MAX_VALUES, show);
}
