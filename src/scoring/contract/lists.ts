// Prompts, resources and resource templates between two contracts (docs/scoring/contract.md "Prompts, resources,
// templates"): one gone is breaking (a client that asks for it gets an error), one added compatible; a prompt that
// demands a new argument breaks its callers; a resource's MIME type changed is risky (a client may not read it).
// A list one side does not know (an older baseline, a list that failed) is not compared.
import { canonicalJson } from '../../util/json.js';
import type { ContractChange, PromptSnapshot, ResourceSnapshot, TemplateSnapshot } from '../../results/index.js';
import type { ServerSnapshot } from '../../results/trajectory.js';
import { change, type ContractRule } from './rules.js';
import { shown } from './tools.js';

/** The fields named whose values differ, as `title "a" -> "b"`. */
function differing<T extends object>(x: T, y: T, keys: readonly (keyof T & string)[]): string[] {
  return keys
    .filter((k) => canonicalJson(x[k]) !== canonicalJson(y[k]))
    .map((k) => `${k} ${shown(x[k])} -> ${shown(y[k])}`);
}

/** Items of both lists by key: those gone, those new, and the pairs on both sides, in key order. */
function match<T>(before: readonly T[], after: readonly T[], key: (t: T) => string) {
  const b = new Map(before.map((t) => [key(t), t]));
  const a = new Map(after.map((t) => [key(t), t]));
  const sorted = (m: Map<string, T>, other: Map<string, T>) => [...m.keys()].filter((k) => !other.has(k)).sort();
  const pairedKeys = [...b.keys()].filter((k) => a.has(k)).sort();
  return { gone: sorted(b, a), added: sorted(a, b), paired: pairedKeys.map((k) => [k, b.get(k)!, a.get(k)!] as const) };
}

type Argument = NonNullable<PromptSnapshot['arguments']>[number];

function argumentChanges(subject: string, x: readonly Argument[], y: readonly Argument[]): ContractChange[] {
  const { gone, added, paired } = match(x, y, (a) => a.name);
  return [
    ...gone.map((n) => change('prompt-argument-removed', subject, `argument ${n} removed`)),
    ...added.map((n) => {
      const required = y.find((a) => a.name === n)?.required === true;
      const rule: ContractRule = required ? 'prompt-argument-required' : 'prompt-argument-added';
      return change(rule, subject, `argument ${n} added${required ? ', required' : ''}`);
    }),
    ...paired.flatMap(([n, p, q]) => {
      if ((p.required === true) === (q.required === true)) return [];
      const now = q.required === true;
      const rule: ContractRule = now ? 'prompt-argument-required' : 'prompt-argument-optional';
      return [change(rule, subject, `argument ${n} ${now ? 'now required' : 'no longer required'}`)];
    }),
  ];
}

function promptChanges(before: readonly PromptSnapshot[], after: readonly PromptSnapshot[]): ContractChange[] {
  const { gone, added, paired } = match(before, after, (p) => p.name);
  return [
    ...gone.map((n) => change('prompt-removed', `prompt ${n}`, 'prompt removed')),
    ...added.map((n) => change('prompt-added', `prompt ${n}`, 'prompt added')),
    ...paired.flatMap(([n, p, q]) => {
      const subject = `prompt ${n}`;
      const words = differing(p, q, ['title', 'description', 'icons', 'meta']);
      const args = argumentChanges(subject, p.arguments ?? [], q.arguments ?? []);
      const described = (a: Argument) => [a.name, a.description ?? ''];
      const reworded =
        canonicalJson((p.arguments ?? []).map(described)) !== canonicalJson((q.arguments ?? []).map(described));
      if (reworded && !args.length) words.push('argument descriptions changed');
      return [...args, ...(words.length ? [change('prompt-changed', subject, words.join(', '))] : [])];
    }),
  ];
}

/** Resources (by URI) or templates (by URI template): removed, added, MIME type changed, other fields changed. */
function resourceChanges<T extends ResourceSnapshot | TemplateSnapshot>(
  kind: 'resource' | 'template',
  before: readonly T[],
  after: readonly T[],
  key: (t: T) => string,
): ContractChange[] {
  const { gone, added, paired } = match(before, after, key);
  const keys = ['name', 'title', 'description', 'size', 'icons', 'meta'] as (keyof T & string)[];
  return [
    ...gone.map((k) => change(`${kind}-removed`, `${kind} ${k}`, `${kind} removed`)),
    ...added.map((k) => change(`${kind}-added`, `${kind} ${k}`, `${kind} added`)),
    ...paired.flatMap(([k, x, y]) => {
      const subject = `${kind} ${k}`;
      const mime = x.mime_type === y.mime_type ? [] : [`mimeType ${shown(x.mime_type)} -> ${shown(y.mime_type)}`];
      const words = differing(x, y, keys);
      return [
        ...(mime.length ? [change(`${kind}-mime-changed`, subject, mime[0])] : []),
        ...(words.length ? [change(`${kind}-changed`, subject, words.join(', '))] : []),
      ];
    }),
  ];
}

/** The changes of the prompts, resources and templates both contracts know. */
export function listChanges(b: ServerSnapshot, a: ServerSnapshot): ContractChange[] {
  return [
    ...(b.prompts && a.prompts ? promptChanges(b.prompts, a.prompts) : []),
    ...(b.resources && a.resources ? resourceChanges('resource', b.resources, a.resources, (r) => r.uri) : []),
    ...(b.resource_templates && a.resource_templates
      ? resourceChanges('template', b.resource_templates, a.resource_templates, (t) => t.uri_template)
      : []),
  ];
}
