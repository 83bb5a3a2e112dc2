// A rule is a pattern of one class with a weight (docs/scoring/screening.md "Signals"); running the rules over a
// text's sentences gives its signals. A rule may hold only when its words are an order to the model (the sentence
// starts with the verb, or "then", "you must", "before using this tool," lead to it) and weigh less otherwise; a rule
// about what a tool does holds no more when it is denied ("never uploads"). In a sentence that names attacks as what
// a tool detects, or gives them as examples, and in quotes, a signal is a mention: it weighs less and counts once.
import { heldLists, listNumber } from './keys.js';
import { isFramed, isNegated, isOrder, isQuoted, type Sentence } from './text.js';
import { MENTION_FACTOR, QUOTE_FACTOR, signal, type Signal, type ThreatClass } from './verdict.js';

export interface Rule {
  rule: string;
  class: ThreatClass;
  what: string;
  /** Its weight when it holds (as an order, when `order` says it must be one). */
  weight: number;
  /** Matched within one sentence; the match starts at the word that decides whether it is an order. */
  re: RegExp;
  /** The weight when the words are not an order ("reads ~/.ssh" said of a tool); absent: the rule holds anyway. */
  notOrder?: number;
  /** A denial ("does not", "never") before it undoes it. */
  deniable?: boolean;
  /** Words one of which the pattern cannot do without (lower case): a sentence with none is not matched. */
  gate?: readonly string[];
}

/** Matches of one rule kept per sentence, at most. */
const MAX_MATCHES = 3;

/** Each rule's pattern made global once: matching a sentence then compiles nothing. */
const GLOBAL = new WeakMap<Rule, RegExp>();

function globalOf(r: Rule): RegExp {
  let re = GLOBAL.get(r);
  if (!re) GLOBAL.set(r, (re = new RegExp(r.re.source, r.re.flags.includes('g') ? r.re.flags : `${r.re.flags}g`)));
  re.lastIndex = 0;
  return re;
}

/** A rule's signals in one sentence, added to `out`. */
function ruleSignals(r: Rule, s: Sentence, out: Signal[]): void {
  const re = globalOf(r);
  let found = 0;
  for (let m = re.exec(s.text); m; m = re.exec(s.text)) {
    if (m[0] === '') re.lastIndex++;
    if (found >= MAX_MATCHES) break;
    if (r.deniable && isNegated(s, m.index)) continue;
    let weight = r.notOrder === undefined || isOrder(s, m.index) ? r.weight : r.notOrder;
    const framed = isFramed(s, m.index);
    const quoted = isQuoted(s, m.index);
    if (framed) weight *= MENTION_FACTOR;
    if (quoted) weight *= QUOTE_FACTOR;
    if (weight <= 0) continue;
    out.push(signal(r.class, r.rule, r.what, m[0], weight, framed || quoted));
    found++;
  }
}

/** The number of each rule's gate (-1 for none), per list of rules. */
const GATES = new WeakMap<readonly Rule[], Int32Array>();

/** Every rule over every sentence; each sentence is read once for all the rules' gate words. */
export function runRules(rules: readonly Rule[], sentences: readonly Sentence[]): Signal[] {
  let gates = GATES.get(rules);
  if (!gates) GATES.set(rules, (gates = Int32Array.from(rules, (r) => (r.gate ? listNumber(r.gate) : -1))));
  const out: Signal[] = [];
  for (const s of sentences) {
    const held = heldLists(s.lower);
    for (let i = 0; i < rules.length; i++) if (gates[i] < 0 || held.includes(gates[i])) ruleSignals(rules[i], s, out);
  }
  return out;
}

/** A pattern from parts, so that a long alternation reads as a list; case-insensitive unless `flags` says. */
export function words(parts: readonly string[], flags = 'i'): RegExp {
  return new RegExp(parts.join(''), flags);
}
