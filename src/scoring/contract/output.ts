// A tool's outputSchema between two contracts (docs/scoring/contract.md "Output schemas"). An output schema promises
// what an answer holds, so its compatibility runs the other way from an input schema's: a client that read a property
// breaks when the property goes, changes type or may be missing; a property added, or a promise tightened, breaks no
// one. The words come from the schema diff read forwards; each property's class from the diff read backwards (an
// input change that would refuse a call is, in an output, an answer the old schema would not have promised).
import { canonicalJson, isRecord } from '../../util/json.js';
import type { ContractChange } from '../../results/index.js';
import { change } from './rules.js';
import { typeBreaks } from '../schema-compat.js';
import { ownKeywordsBreak, schemaDiff, type PropertyChange } from '../schema-diff.js';

type Schema = Record<string, unknown>;

/** The changes of one tool's outputSchema; `subject` names the tool (`tool get-sum`). */
export function outputChanges(subject: string, before: unknown, after: unknown): ContractChange[] {
  const [b, a] = [isRecord(before) ? before : undefined, isRecord(after) ? after : undefined];
  if (!b && !a) return [];
  if (!b) return [change('output-schema-added', subject, 'outputSchema added')];
  if (!a) {
    const why = 'outputSchema removed: a client that reads structuredContent has nothing promised any more';
    return [change('output-schema-removed', subject, why)];
  }
  if (canonicalJson(b) === canonicalJson(a)) return [];
  const backwards = new Map(schemaDiff(a, b).properties.map((p) => [p.property, p]));
  const forwards = schemaDiff(b, a);
  const out = forwards.properties.map((p) => propertyChange(subject, p, backwards.get(p.property)));
  const own = forwards.other;
  if (own.length) {
    const rule = ownKeywordsBreak(a as Schema, b as Schema) ? 'output-loosened' : 'output-changed';
    out.push(change(rule, subject, `outputSchema: ${own.join('; ')}`));
  }
  return out;
}

/** One property's change by its rule: `back` is the same property in the diff read backwards. */
function propertyChange(subject: string, p: PropertyChange, back: PropertyChange | undefined): ContractChange {
  const words = `output property ${p.property}: ${p.details.join('; ')}`;
  if (p.change === 'removed') return change('output-property-removed', subject, words);
  if (p.change === 'added') return change('output-property-added', subject, words);
  const retyped = p.before_type !== p.after_type;
  if (back?.breaking !== false) {
    if (retyped && typeBreaks(p.after_type, p.before_type)) return change('output-property-retyped', subject, words);
    if (p.details.includes('no longer required')) return change('output-property-optional', subject, words);
    return change('output-loosened', subject, words);
  }
  if (retyped) return change('output-property-narrowed', subject, words);
  if (p.details.includes('now required')) return change('output-property-required', subject, words);
  return change('output-changed', subject, words);
}
