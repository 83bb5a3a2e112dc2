// Renames that follow one rule, and tools split into several (docs/scoring/contract.md "The tool list"). A release
// of an aggregating proxy that changes how it joins server and tool (`everything/echo` -> `everything_echo`) renames
// every tool of a server by one rule (so does a release that moves its names from camelCase to kebab-case, as
// server-everything's 2026 releases did): that is one story, said once with the count and the folded list, not one
// probable rename per tool. A tool replaced by several whose names extend its own (MCPProxy v0.12.0: `call_tool` ->
// `call_tool_read`, `call_tool_write`, `call_tool_destructive`) is one split, not a rename to the first of them.
import type { ToolChanges } from '../results/index.js';
import { compareText } from '../util/text.js';
import { MAX_RENAME_PAIRS } from './renames.js';

export interface RuleRenames {
  /** The rule in words: `separator "/" -> "_"`, `case camelCase -> kebab-case`, `prefix "srv_" added`. */
  rule: string;
  renames: { from: string; to: string }[];
}

export interface Split {
  from: string;
  into: string[];
}

/** A rule must rename at least this many tools of a server to be one. */
const MIN_RULE_TOOLS = 2;
/** A prefix rule needs the name's rest to be at least this long: a shared letter or two is no namespace. */
const MIN_CORE = 3;

const SEPARATORS = /[^A-Za-z0-9]+/g;

/** `separator "/" -> "_"` when the two names are the same words joined otherwise; else null. */
function separatorRule(from: string, to: string): string | null {
  const words = (n: string) => n.split(SEPARATORS).join('\u0000');
  if (words(from) !== words(to) || from === to) return null;
  const [a, b] = [from.match(SEPARATORS) ?? [], to.match(SEPARATORS) ?? []];
  if (a.length !== b.length) return null;
  const moved = [...new Set(a.flatMap((s, i) => (s === b[i] ? [] : [`"${s}" -> "${b[i]}"`])))].sort();
  return moved.length ? `separator ${moved.join(', ')}` : null;
}

/** The naming styles a case rule names; a name of one word has none (`echo` is every style). */
const STYLES: [string, RegExp][] = [
  ['camelCase', /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/],
  ['PascalCase', /^(?:[A-Z][a-z0-9]*){2,}$/],
  ['snake_case', /^[a-z0-9]+(?:_[a-z0-9]+)+$/],
  ['kebab-case', /^[a-z0-9]+(?:-[a-z0-9]+)+$/],
  ['SCREAMING_SNAKE_CASE', /^[A-Z0-9]+(?:_[A-Z0-9]+)+$/],
];

/** `case camelCase -> kebab-case` when the two names are the same words in two naming styles; else null. */
function caseRule(from: string, to: string): string | null {
  const style = (n: string) => STYLES.find(([, re]) => re.test(n))?.[0];
  const [a, b] = [style(from), style(to)];
  if (!a || !b || a === b || orderedWords(from).join(' ') !== orderedWords(to).join(' ')) return null;
  return `case ${a} -> ${b}`;
}

/** Where a name may be cut into a namespace and the rest: its start, and after each run of separators. */
function boundaries(name: string): number[] {
  return [0, ...[...name.matchAll(SEPARATORS)].map((m) => m.index + m[0].length)].filter((i) => i < name.length);
}

/** `prefix "a_" added | removed | "a_" -> "b_"` when the names share the same rest after a namespace; else null. */
function prefixRule(from: string, to: string): string | null {
  const cuts = new Set(boundaries(to).map((i) => to.slice(i)));
  const core = boundaries(from)
    .map((i) => from.slice(i))
    .find((rest) => rest.length >= MIN_CORE && cuts.has(rest));
  if (core === undefined) return null;
  const [p, q] = [from.slice(0, from.length - core.length), to.slice(0, to.length - core.length)];
  if (p === q) return null;
  if (!p) return `prefix "${q}" added`;
  if (!q) return `prefix "${p}" removed`;
  return `prefix "${p}" -> "${q}"`;
}

/**
 * The renames that follow a rule, one entry per rule, the rule that renames most first (a separator before a prefix
 * when they rename as many: it says more). Each tool is in one rule at most; a rule of one tool is no rule.
 */
export function ruleRenames(removed: readonly string[], added: readonly string[]): RuleRenames[] {
  if (removed.length * added.length > MAX_RENAME_PAIRS) return [];
  const byRule = new Map<string, { from: string; to: string }[]>();
  for (const from of removed) {
    for (const to of added) {
      for (const rule of [separatorRule(from, to), caseRule(from, to), prefixRule(from, to)]) {
        if (rule) byRule.set(rule, [...(byRule.get(rule) ?? []), { from, to }]);
      }
    }
  }
  const rank = (r: string) => (r.startsWith('separator') ? 0 : r.startsWith('case') ? 1 : 2);
  const rules = [...byRule].sort(([r, a], [s, b]) => b.length - a.length || rank(r) - rank(s) || compareText(r, s));
  const used = new Set<string>();
  const out: RuleRenames[] = [];
  for (const [rule, pairs] of rules) {
    const free = pairs.filter((p) => !used.has(`-${p.from}`) && !used.has(`+${p.to}`));
    const kept = free.filter((p, i) => free.findIndex((x) => x.from === p.from || x.to === p.to) === i);
    if (kept.length < MIN_RULE_TOOLS) continue;
    for (const p of kept) used.add(`-${p.from}`).add(`+${p.to}`);
    out.push({ rule, renames: kept.sort((a, b) => compareText(a.from, b.from)) });
  }
  return out;
}

/** A name's words in order, lower-cased: `callTool_read` -> call, tool, read. */
function orderedWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Tools replaced by several: a removed tool and at least two added ones whose names are its words and more
 * (`call_tool` -> `call_tool_read`, `call_tool_write`). Each added tool goes to one split at most.
 */
export function detectSplits(removed: readonly string[], added: readonly string[]): Split[] {
  const tokens = new Map(added.map((n) => [n, orderedWords(n)]));
  const used = new Set<string>();
  const out: Split[] = [];
  // The longest names first: `call_tool_read` extends `call_tool`, and also `call`.
  const longestFirst = [...removed].sort(
    (a, b) => orderedWords(b).length - orderedWords(a).length || compareText(a, b),
  );
  for (const from of longestFirst) {
    const words = orderedWords(from);
    const extends_ = (n: string) => {
      const t = tokens.get(n)!;
      return t.length > words.length && words.every((w, i) => t[i] === w);
    };
    const into = added.filter((n) => !used.has(n) && extends_(n)).sort(compareText);
    if (words.length === 0 || into.length < 2) continue;
    for (const n of into) used.add(n);
    out.push({ from, into });
  }
  return out.sort((a, b) => compareText(a.from, b.from));
}

/** Renames a folded list shows before "+N more" (a cause's evidence, a contract change). */
export const MAX_FOLDED = 20;

/** The renames that follow a rule, by rule: each as `from -> to`, in the order recorded. */
export function renamesByRule(c: Pick<ToolChanges, 'renames'>): [rule: string, pairs: string[]][] {
  const rules = new Map<string, string[]>();
  for (const r of c.renames ?? [])
    if (r.rule) rules.set(r.rule, [...(rules.get(r.rule) ?? []), `${r.from} -> ${r.to}`]);
  return [...rules];
}
