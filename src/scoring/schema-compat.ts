// Compatible or breaking (docs/scoring/schema-diffs.md): whether a change to a tool's input schema can make a call that
// worked before invalid. An optional property added, a value added to an enum, a constraint relaxed, a type widened,
// a description or default reworded: compatible. A property removed or made required, a type changed, an enum
// narrowed, a constraint tightened: breaking. A keyword this does not know is breaking when it changes: it may
// constrain what a call may send.
import { canonicalJson } from '../util/json.js';

/**
 * Keywords whose change never makes an input invalid. `$schema` names the dialect the schema is written in
 * (server-memory 2026.8.31 added draft-07's to every tool): the keywords that constrain a call are compared alone.
 */
const HARMLESS = new Set([
  'description',
  'title',
  'default',
  'examples',
  '$comment',
  '$schema',
  'deprecated',
  'readOnly',
]);
/** A bound that a larger value loosens, and one that a smaller value loosens. */
const UPPER = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']);
const LOWER = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']);

/** A type change that accepts everything the old type did (`integer -> number`, `string -> string|null`). */
export function typeBreaks(before: string | null, after: string | null): boolean {
  if (before === after || after === null) return false; // untyped now: anything goes
  if (before === null) return true; // untyped before, typed now
  const was = before.split('|');
  const now = new Set(after.split('|'));
  return !was.every((t) => now.has(t) || (t === 'integer' && now.has('number')));
}

/** An enum narrowed or newly imposed breaks; widened or dropped does not. */
export function enumBreaks(before: unknown, after: unknown): boolean {
  if (!Array.isArray(after)) return false;
  if (!Array.isArray(before)) return true;
  const now = new Set(after.map((x) => canonicalJson(x)));
  return before.some((x) => !now.has(canonicalJson(x)));
}

/** Whether a keyword's change (`minimum 1 -> 5`, `additionalProperties (none) -> false`) can reject a valid input. */
export function keywordBreaks(keyword: string, before: unknown, after: unknown): boolean {
  if (HARMLESS.has(keyword)) return false;
  if (UPPER.has(keyword) || LOWER.has(keyword)) {
    if (after === undefined) return false; // the bound is gone
    if (typeof before !== 'number' || typeof after !== 'number') return true;
    return UPPER.has(keyword) ? after < before : after > before;
  }
  if (keyword === 'additionalProperties') return after === false;
  if (keyword === 'pattern' || keyword === 'format' || keyword === 'const') return after !== undefined;
  return true;
}
