// The fields of one tool between two contracts (docs/scoring/contract.md "Tools"): annotations, title, icons, `_meta`,
// execution and the outputSchema (output.ts). Annotations are read with the spec's defaults, so a hint that
// goes away is the default's value: readOnlyHint true -> (none) is a tool that may now write.
import { canonicalJson, isRecord } from '../../util/json.js';
import { truncate } from '../../util/text.js';
import type { ContractChange } from '../../results/index.js';
import type { ToolSnapshot } from '../../results/trajectory.js';
import { change } from './rules.js';
import { outputChanges } from './output.js';

/** The four behaviour hints, each with the value that lets a tool do more (the default, except readOnlyHint's). */
const HINTS = [
  ['readOnlyHint', false],
  ['destructiveHint', true],
  ['idempotentHint', false],
  ['openWorldHint', true],
] as const;
type Hint = (typeof HINTS)[number][0];

type Annotations = Record<string, unknown> | undefined;

/**
 * A hint as a client must read it, and where its value came from: a read-only tool destroys nothing and is
 * idempotent; else the value given, else the spec's default.
 */
function effective(annotations: Annotations, hint: Hint): { value: boolean; from: 'read-only' | 'given' | 'default' } {
  const given = annotations?.[hint];
  const readOnly = annotations?.readOnlyHint === true;
  if (hint === 'destructiveHint' && readOnly) return { value: false, from: 'read-only' };
  if (hint === 'idempotentHint' && readOnly) return { value: true, from: 'read-only' };
  if (typeof given === 'boolean') return { value: given, from: 'given' };
  return { value: hint === 'destructiveHint' || hint === 'openWorldHint', from: 'default' };
}

/** `true`, `false (default)`, `true (read-only)`. */
function hintWords(e: ReturnType<typeof effective>): string {
  return e.from === 'given' ? String(e.value) : `${e.value} (${e.from})`;
}

/** `true`, `(none)`: a field's value as a change shows it. */
export function shown(v: unknown): string {
  return v === undefined ? '(none)' : truncate(canonicalJson(v), 60);
}

/** The hints that widen and those that narrow what the tool may do; then any other annotation that changed. */
export function annotationChanges(subject: string, b: ToolSnapshot, a: ToolSnapshot): ContractChange[] {
  const [x, y] = [b.annotations, a.annotations];
  const wider: string[] = [];
  const narrower: string[] = [];
  for (const [hint, more] of HINTS) {
    const [was, now] = [effective(x, hint), effective(y, hint)];
    if (was.value === now.value) continue;
    (now.value === more ? wider : narrower).push(`${hint} ${hintWords(was)} -> ${hintWords(now)}`);
  }
  const hints = new Set<string>(HINTS.map(([h]) => h));
  const others = [...new Set([...Object.keys(x ?? {}), ...Object.keys(y ?? {})])]
    .filter((k) => !hints.has(k) && canonicalJson(x?.[k]) !== canonicalJson(y?.[k]))
    .sort()
    .map((k) => `${k} ${shown(x?.[k])} -> ${shown(y?.[k])}`);
  return [
    ...(wider.length ? [change('annotations-widened', subject, `may do more: ${wider.join(', ')}`)] : []),
    ...(narrower.length ? [change('annotations-narrowed', subject, `may do less: ${narrower.join(', ')}`)] : []),
    ...(others.length ? [change('annotations-changed', subject, `annotations: ${others.join(', ')}`)] : []),
  ];
}

/** A field compared as JSON; a change in words when it differs. */
function field(
  rule: 'title-changed' | 'icons-changed' | 'meta-changed' | 'execution-changed',
  name: string,
  subject: string,
  x: unknown,
  y: unknown,
): ContractChange[] {
  return canonicalJson(x) === canonicalJson(y) ? [] : [change(rule, subject, `${name} ${shown(x)} -> ${shown(y)}`)];
}

/** `execution` as the spec reads it: no `taskSupport` is "forbidden", so stating that default changes nothing. */
function taskDefault(execution: unknown): unknown {
  if (!isRecord(execution)) return execution;
  const { taskSupport, ...rest } = execution;
  const normal = taskSupport === undefined || taskSupport === 'forbidden' ? rest : { ...rest, taskSupport };
  return Object.keys(normal).length ? normal : undefined;
}

/**
 * What changed in a tool both contracts list. `full`: both sides recorded the whole contract; a baseline recorded
 * before it knew only the annotations of these fields, so only they are compared with it.
 */
export function toolFieldChanges(b: ToolSnapshot, a: ToolSnapshot, full: boolean): ContractChange[] {
  const subject = `tool ${a.name}`;
  const annotations = annotationChanges(subject, b, a);
  if (!full) return annotations;
  return [
    ...annotations,
    ...field('title-changed', 'title', subject, b.title, a.title),
    ...field('icons-changed', 'icons', subject, b.icons, a.icons),
    ...field('meta-changed', '_meta', subject, b.meta, a.meta),
    ...field('execution-changed', 'execution', subject, taskDefault(b.execution), taskDefault(a.execution)),
    ...outputChanges(subject, b.output_schema, a.output_schema),
  ];
}
