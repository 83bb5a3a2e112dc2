// A fix for a call that fails after its tool's input schema changed (docs/scoring/causes.md): when
// the error names an argument the schema diff mentions, say what changed and what was sent
// ("`limit` is now a string: the baseline sent 10").
import type { ToolCallRecord } from '../results/trajectory.js';
import { canonicalJson } from '../util/json.js';
import { escapeRegExp, truncate } from '../util/text.js';
import type { PropertyChange, SchemaDiff } from './schema-diff.js';

/** The harness's own rejection ends with the whole schema, which names every parameter: not the error's words. */
const SCHEMA_DUMP = /\s*Expected input schema:[\s\S]*$/;
const MAX_VALUE = 40;

/** Suggestions for a failing call; `baseline` is its baseline call of the same tool, when paired. */
export function argumentSuggestions(call: ToolCallRecord, baseline: ToolCallRecord | null, diff: SchemaDiff): string[] {
  const error = (call.harness_error ?? call.content.map((b) => b.text ?? '').join('\n')).replace(SCHEMA_DUMP, '');
  const sent = baseline ?? call;
  const who = baseline ? 'the baseline' : 'the call';
  return diff.properties.filter((p) => namesArgument(error, p.property)).map((p) => suggestion(p, sent.arguments, who));
}

/**
 * Does the error name this argument? Quoted ('limit', "limit", `limit`), as a JSON pointer
 * (/limit, /filter/since), or, for names of three letters or more, as a word.
 */
export function namesArgument(error: string, property: string): boolean {
  const path = property.split(/\.|\[\]/).filter(Boolean);
  const leaf = path[path.length - 1] ?? property;
  const quoted = new RegExp(`['"\`]${escapeRegExp(leaf)}['"\`]|/${path.map(escapeRegExp).join('/(?:\\d+/)?')}\\b`);
  if (quoted.test(error)) return true;
  return leaf.length >= 3 && new RegExp(`(?<![\\w-])${escapeRegExp(leaf)}(?![\\w-])`).test(error);
}

/** The value at a dotted path of the arguments (array items: the first one's). */
function valueAt(args: Record<string, unknown>, property: string): unknown {
  let v: unknown = args;
  for (const key of property.split('.')) {
    const [name, items] = key.endsWith('[]') ? [key.slice(0, -2), true] : [key, false];
    v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[name] : undefined;
    if (items) v = Array.isArray(v) ? v[0] : undefined;
  }
  return v;
}

function suggestion(p: PropertyChange, args: Record<string, unknown>, who: string): string {
  const value = valueAt(args, p.property);
  const sent =
    value === undefined ? `${who} did not send it` : `${who} sent ${truncate(canonicalJson(value), MAX_VALUE)}`;
  const name = `\`${p.property}\``;
  if (p.change === 'removed') return `${name} was removed: ${sent}`;
  if (p.change === 'added')
    return `${name} is new${p.details[0]?.includes('required') ? ' and required' : ''}: ${sent}`;
  if (p.before_type !== p.after_type && p.after_type !== null)
    return `${name} is now ${typeWords(p.after_type)}: ${sent}`;
  if (p.details.includes('now required')) return `${name} is now required: ${sent}`;
  return `${name} changed (${p.details.join(', ')}): ${sent}`;
}

/** `string` -> "a string", `integer` -> "an integer", `string|null` -> "of type string|null". */
function typeWords(type: string): string {
  if (type.includes('|')) return `of type ${type}`;
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}
