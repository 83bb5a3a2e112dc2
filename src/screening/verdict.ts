// What the screening says of one text (docs/scoring/screening.md "Combination"): the signals the rules found, each
// with its class, weight and the words that decided it, combined into one score; at the threshold or above, the
// text is suspicious, of the class that weighs most.
import { truncate } from '../util/text.js';

/** The kinds of attack a text is screened for, in the order the docs explain them. */
export const THREAT_CLASSES = [
  'tool_poisoning',
  'prompt_injection',
  'phrase_injection',
  'shadowing',
  'rug_pull',
  'unicode_smuggling',
  'encoded_payload',
  'capability_mismatch',
  'exfiltration',
] as const;
export type ThreatClass = (typeof THREAT_CLASSES)[number];

/** A score at or above this is suspicious. */
export const THRESHOLD = 0.5;
/** A signal in a sentence that only mentions an attack (a detector, an example) or in quotes weighs this much less. */
export const MENTION_FACTOR = 0.3;
export const QUOTE_FACTOR = 0.6;
/** Words of a signal kept, at most. */
const MAX_WORDS = 100;

/** One thing a rule found. */
export interface Signal {
  class: ThreatClass;
  /** The rule, stable: `phrase.override`, `unicode.tags`. */
  rule: string;
  /** What it means, for people: "tells the model to ignore its instructions". */
  what: string;
  /** The words (or characters, as escapes) that decided it. */
  words: string;
  /** 0..1, after the mention and quote factors. */
  weight: number;
  /** Found where the text names an attack rather than makes one (framed or quoted): such signals count once. */
  mention?: boolean;
}

export interface Verdict {
  suspicious: boolean;
  /** 0..1: the signals combined. */
  score: number;
  /** The class that weighs most; null when nothing was found. */
  class: ThreatClass | null;
  /** Heaviest first. */
  signals: Signal[];
}

/** A signal, its words shortened to one line. */
export function signal(
  cls: ThreatClass,
  rule: string,
  what: string,
  words: string,
  weight: number,
  mention = false,
): Signal {
  const shown = truncate(words.replace(/\s+/g, ' ').trim(), MAX_WORDS);
  return { class: cls, rule, what, words: shown, weight, ...(mention ? { mention } : {}) };
}

/** 1 - the product of (1 - w): each signal is an independent chance that the text is an attack. */
function anyOf(weights: number[]): number {
  return 1 - weights.reduce((p, w) => p * (1 - Math.min(1, Math.max(0, w))), 1);
}

/**
 * The signals combined: the same rule counts once (its heaviest match), and the mentions (framed or quoted) count
 * once together, as their heaviest: a scanner that lists ten attacks it detects is one mention, not ten attacks.
 */
export function combine(found: readonly Signal[]): Verdict {
  if (!found.length) return { suspicious: false, score: 0, class: null, signals: [] };
  const byRule = new Map<string, Signal>();
  for (const s of found) {
    const had = byRule.get(s.rule);
    if (!had || s.weight > had.weight || (s.weight === had.weight && had.mention && !s.mention)) byRule.set(s.rule, s);
  }
  const signals = [...byRule.values()].filter((s) => s.weight > 0).sort((a, b) => b.weight - a.weight);
  const orders = signals.filter((s) => !s.mention).map((s) => s.weight);
  const mentions = signals.filter((s) => s.mention).map((s) => s.weight);
  const score = anyOf([...orders, mentions.length ? Math.max(...mentions) : 0]);
  const byClass = new Map<ThreatClass, number[]>();
  for (const s of signals) byClass.set(s.class, [...(byClass.get(s.class) ?? []), s.weight]);
  let top: ThreatClass | null = null;
  let best = 0;
  for (const c of THREAT_CLASSES) {
    const w = anyOf(byClass.get(c) ?? []);
    if (w > best) [top, best] = [c, w];
  }
  const rounded = Math.round(score * 1000) / 1000;
  return { suspicious: rounded >= THRESHOLD, score: rounded, class: top, signals };
}

/** A signal in one line: `tool poisoning: "read ~/.ssh/id_rsa" (sends the model for secrets or files it ...)`. */
export function describeSignal(s: Pick<Signal, 'class' | 'words' | 'what'>): string {
  return `${s.class.replace(/_/g, ' ')}: "${s.words}" (${s.what})`;
}
