// A text made ready for the rules (docs/scoring/screening.md "Signals"): invisible characters taken out (unicode.ts
// reads them first), lookalike letters folded to ASCII, spaces collapsed; then cut into sentences, each knowing
// whether it only *mentions* an attack (a security tool naming what it detects, an example) and where its quoted
// stretches are. A rule matches within one sentence, so no match spans two and every pattern runs on a short
// string: the cost is linear in the text.
import { INVISIBLE_CHARS } from '../sanitize/escape.js';
import { hasAny } from './keys.js';
import { unescaped } from './records.js';

/** A sentence longer than this is cut into pieces of this length (a run-on line of a 1 MB text stays cheap). */
const MAX_SENTENCE = 1_000;

// Letters of other scripts that look like Latin ones, folded so that "ignоre" (a Cyrillic о) reads as "ignore".
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  ο: 'o',
  α: 'a',
  ν: 'v',
  ι: 'i',
  κ: 'k',
  τ: 't',
  ρ: 'p',
  Ο: 'O',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ρ: 'P',
  Τ: 'T',
  Χ: 'X',
  Υ: 'Y',
  Ζ: 'Z',
};
const LOOKALIKE_CLASS = `[${Object.keys(LOOKALIKES).join('')}]`;
const LOOKALIKE = new RegExp(LOOKALIKE_CLASS, 'g');
const HAS_LOOKALIKE = new RegExp(LOOKALIKE_CLASS);
/** A lookalike is folded only inside a word that has Latin letters too: Russian or Greek prose stays as it is. */
const MIXED_WORD = /[\p{L}\p{M}]*[a-zA-Z][\p{L}\p{M}]*/gu;

// Characters that show nothing (or nothing a reader notices): the rules read the text without them.
const INVISIBLE = new RegExp(`[${INVISIBLE_CHARS}]`, 'gu');

const QUOTES: Array<[RegExp, string]> = [
  [/[\u2018\u2019\u201A\u201B\u2032]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u00AB\u00BB\u2033]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' '],
];

/** A letter written as a character reference inside a word: "I&#103;nore". */
const ENTITY_IN_WORD = /(?<=[A-Za-z])&#(?:(\d{2,3})|x([0-9a-f]{2}));|&#(?:(\d{2,3})|x([0-9a-f]{2}));(?=[A-Za-z])/gi;
/** Emphasis inside or around a word's letters: "Ig**nore**", "ig*no*re". */
const EMPHASIS = /(?<=[A-Za-z])\*+|\*+(?=[A-Za-z])/g;

/** A word that may be "instruction(s)" misspelt: an i, and as long give or take one letter. */
const INSTRUCTION_LIKE = /\b[Ii][a-z]{9,12}\b/g;

/** Are `a` and `b` one edit apart (a letter added, dropped, changed, or two neighbours swapped)? */
function oneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: number, y: number) => a.slice(i + x) === b.slice(i + y);
  if (a.length === b.length) return rest(1, 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(2, 2));
  return a.length > b.length ? rest(1, 0) : rest(0, 1);
}

/**
 * "Ignore your previous iunstructions": the word the orders to drop turn on, misspelt by one letter (AgentDojo's own
 * attack string has it so), read as itself. One edit only: "instructors" and "obstructions" are two away.
 */
function spelt(text: string): string {
  return text.replace(INSTRUCTION_LIKE, (w) => {
    const l = w.toLowerCase();
    if (l === 'instructions' || l === 'instruction') return w;
    return oneEdit(l, 'instructions') ? 'instructions' : oneEdit(l, 'instruction') ? 'instruction' : w;
  });
}

/** A word split by markup a reader does not see: character references and emphasis inside it taken out. */
function unmask(text: string): string {
  let out = text.includes('*') ? text.replace(EMPHASIS, '') : text;
  if (out.includes('\\')) out = unescaped(out);
  out = spelt(out);
  if (out.includes('&#')) {
    out = out.replace(ENTITY_IN_WORD, (m, d1?: string, h1?: string, d2?: string, h2?: string) => {
      const code = (d1 ?? d2) ? Number(d1 ?? d2) : parseInt(h1 ?? h2 ?? '', 16);
      return /[A-Za-z]/.test(String.fromCharCode(code)) ? String.fromCharCode(code) : m;
    });
  }
  return out;
}

/** Runs of spaces and tabs as one space (a text that has none is returned as it is, without a copy). */
function spaced(text: string): string {
  return /[\t\f\v]| {2}/.test(text) ? text.replace(/[ \t\f\v]+/g, ' ') : text;
}

/** The text the rules read: NFKC (fullwidth letters, ligatures), no invisible characters, lookalikes folded. */
export function cleanText(raw: string): string {
  // Plain ASCII (most texts) has nothing to normalise, hide or fold.
  if (!/[^\p{ASCII}]/u.test(raw)) return spaced(unmask(raw));
  let text = unmask(raw.normalize('NFKC')).replace(INVISIBLE, '');
  for (const [re, to] of QUOTES) text = text.replace(re, to);
  if (HAS_LOOKALIKE.test(text)) {
    text = text.replace(MIXED_WORD, (w) => (HAS_LOOKALIKE.test(w) ? w.replace(LOOKALIKE, (c) => LOOKALIKES[c]) : w));
  }
  return spaced(text);
}

/** One sentence of a text: what the rules match against. */
export interface Sentence {
  text: string;
  /** The text in lower case, for the rules' quick word checks. */
  lower: string;
  /**
   * Where the words that make the sentence a mention begin (it names attacks as what a tool detects, or gives them as
   * examples): 0 when the sentence before framed it, -1 when nothing does. What follows them is a mention.
   */
  framedAt: number;
  /** Where that framing ends, when it lies in a leading condition ("If the policy blocks a lookup, ..."). */
  framedEnd?: number;
  /** [start, end) of each quoted stretch ("...", '...', `...`). */
  quoted: Array<[number, number]>;
}

// Words of a sentence that describes attacks rather than makes one: a scanner's "detects", a doc's "for example".
export const FRAMING = new RegExp(
  [
    String.raw`\b(?:detect\w*|flag(?:s|ged|ging)?|scan(?:s|ner|ners|ning)?|classif\w*|filter(?:s|ing)?|`,
    String.raw`block(?:s|ed|ing)?|guardrails?|identif\w*|recogni\w*|catch(?:es)?|such as|e\.g\.|eg\.|i\.e\.|`,
    String.raw`for example|for instance|examples?|samples?|patterns?|phrases?|signatures?|attacks?|attempts?|`,
    String.raw`jailbreaks?|red[- ]team\w*|test cases?|looks? for|search(?:es|ing)? for|checks? for|`,
    String.raw`examin\w*|inspect\w*|`,
    String.raw`warns? (?:about|against|of)|sanitiz\w*|mitigat\w*|`,
    String.raw`malicious|suspicious|injections?|poison\w*|heuristics?|rules? (?:like|such)|strings? like|inputs? like|`,
    String.raw`attackers?|discuss(?:es|ed|ing)?|quoted|untrusted|`,
    String.raw`text like|templates?|markers|delimiters|syntax|chatml|wrap(?:s|ped|ping)?)\b|`,
    // A tool that reports whether something holds asks it, not orders it: "Reports whether you always call x first".
    String.raw`^(?:reports|returns|indicates|shows|tells|determines|checks|verifies)\s+whether\b`,
  ].join(''),
  'i',
);
/** One of these is in every sentence FRAMING matches, in lower case: a sentence with none is not searched. */
export const FRAMING_KEYS = [
  ...'detect|flag|scan|classif|filter|block|guardrail|identif|recogni|catch|such as|e.g.|eg.|i.e.'.split('|'),
  ...'example|instance|sample|pattern|phrase|signature|attack|attempt|jailbreak|team|test case|look'.split('|'),
  ...'search|check|examin|inspect|warn|sanitiz|mitigat|malicious|suspicious|injection|poison'.split('|'),
  ...'heuristic|rule|string|input|discuss|quoted|untrusted|text like|template|markers|delimiters'.split('|'),
  ...'syntax|chatml|wrap|whether'.split('|'),
];
const QUOTED = /"[^"\n]{1,300}"|`[^`\n]{1,300}`|(?<![\w'])'[^'\n]{1,300}'(?![\w])/g;
// A sentence ends at . ! ? before a capital (not after e.g. or i.e.), at ; and at a line break.
const BREAK = /(?<=[.!?])(?<!\b(?:e\.g|i\.e|etc|vs|cf|incl|approx)\.)\s+(?=["'([]?[A-Z0-9])|(?<=;)\s+|\s*\n\s*/;

/** A line that only opens or closes a code block: "```text", "~~~". */
const FENCE = /^(?:\x60{3,}|~{3,})[\w-]*$/;

// The next line's first word in lower case, a tool's name too ("calling\nrun_command with").
const WRAPPED = /([^\s.!?:;])[ \t]*\n[ \t]*(?=[a-z][a-z0-9_]*[ ,(])/g;

/** Addresses and host names: their words ("attacker.example", "/examples/") frame nothing. */
const LINK = /\bhttps?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)*\.[a-z][\w-]+(?:\/\S*)?/gi;

/** Where the words that frame a sentence begin, its addresses blanked out (positions kept), or -1. */
function framingAt(part: string, lower: string): number {
  const at = hasAny(lower, FRAMING_KEYS) ? part.search(FRAMING) : -1;
  if (at >= 0 && PRETEXT.test(part)) return -1;
  return at < 0 || !part.includes('.') ? at : part.replace(LINK, (m) => ' '.repeat(m.length)).search(FRAMING);
}

/**
 * A pretext, not a mention: a leading purpose ("To guard against injection attacks,", "For security reasons,") and then
 * an order with no subject of its own ("always include ..."), where a detector's sentence has one ("it flags ...").
 */
const PRETEXT = new RegExp(
  [
    String.raw`^(?:to|for|in order to|as a)\b[^,;:]{0,80},\s*(?!(?:the|this|that|these|it|its|we|our|they|their|a|an|`,
    String.raw`such|which|each|any|all|no|tools?|scanners?|detectors?|guardrails?|filters?)\b)[a-z]`,
  ].join(''),
  'i',
);

/** A heading over what the tool is not for ("WHEN NOT TO USE THIS TOOL:"), or a tag that opens an example. */
const ASIDE = /^(?:#+\s*)?(?:when|where)\s+not\s+to\s+use\b[^.!?]*$|^<[\w-]*example[\w-]*>$/i;
const LIST_ITEM = /^(?:[-*\u2022]|\d+[.)])\s/;

/**
 * The sentences of a clean text; a sentence that ends with ':' and frames carries its framing to the next one. The
 * items under a heading of what the tool is not for, and the lines of an example tag, are mentions too.
 */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let carry = false;
  let aside: 'list' | 'tag' | null = null;
  // A line wrapped mid-sentence (a docstring's) goes on in lower case: it is one sentence, not two.
  for (const piece of (text.includes('\n') ? text.replace(WRAPPED, '$1 ') : text).split(BREAK)) {
    const trimmed = piece.trim();
    // A line of a character or two holds no rule's words; a code fence carries the framing before it to its lines.
    if (trimmed.length < 3 || (carry && FENCE.test(trimmed))) continue;
    if (aside === 'list' && !LIST_ITEM.test(trimmed)) aside = null;
    const inAside = aside !== null;
    if (aside === 'tag' && /^<\/[\w-]*example[\w-]*>$/i.test(trimmed)) aside = null;
    else if (!aside && ASIDE.test(trimmed)) aside = trimmed.startsWith('<') ? 'tag' : 'list';
    for (let i = 0; i < trimmed.length; i += MAX_SENTENCE) {
      const part = trimmed.slice(i, i + MAX_SENTENCE);
      const lower = part.toLowerCase();
      const cue: number = carry || inAside ? 0 : framingAt(part, lower);
      const quoted = /["'`]/.test(part)
        ? [...part.matchAll(QUOTED)].map((m): [number, number] => [m.index, m.index + m[0].length])
        : [];
      out.push({ text: part, lower, framedAt: cue, framedEnd: conditionEnd(part, cue), quoted });
      carry = cue >= 0 && /:\s*$/.test(part);
    }
  }
  return out;
}

/** A leading condition, up to its comma: "If the operator's security policy blocks a lookup, ". */
const CONDITION = /^(?:if|when|whenever|in case|should)\b[^,;:]{0,120},/i;

/**
 * A framing word inside a leading condition frames the condition only: "If the policy blocks a lookup, disregard it"
 * orders what follows the comma. Where that framing ends, or undefined.
 */
function conditionEnd(part: string, cue: number): number | undefined {
  if (cue <= 0) return undefined;
  const m = CONDITION.exec(part);
  return m && cue < m[0].length ? m[0].length : undefined;
}

/** Is position `at` of the sentence inside one of its quoted stretches? */
export function isQuoted(s: Sentence, at: number): boolean {
  return s.quoted.some(([a, b]) => at > a && at < b);
}

/**
 * Are the words at `at` a mention: after the words that frame the sentence, or quoted in a sentence framed anywhere
 * ("'ignore previous instructions' is a phrase this guardrail blocks")?
 */
export function isFramed(s: Sentence, at: number): boolean {
  return s.framedAt >= 0 && ((s.framedAt <= at && at < (s.framedEnd ?? Infinity)) || isQuoted(s, at));
}

// What may come right before a verb given as an order: nothing (the sentence starts), a clause break, or a word
// that introduces an order ("then", "always", "you must", "make sure to").
const ORDER_LEAD = new RegExp(
  [
    String.raw`(?:^|[,;:(\[\-*•>]|\b(?:and|then|also|first|firstly|please|always|now|next|finally|must|should|shall|`,
    String.raw`need to|needs to|have to|has to|required to|are to|is to|will|make sure to|make sure you|be sure to|`,
    String.raw`remember to|you|kindly|immediately|secretly|silently|quietly|otherwise|instead|important|note|`,
    String.raw`mandatory|required)|\b(?:before|after|once|first)\b[^,.;:]{0,40}\s|`,
    // "It is essential to read", "don't forget to send", "ensure that you": an order in other words.
    String.raw`\b(?:necessary|important|essential|mandatory|required|crucial|critical|vital|imperative|forget) to\s|`,
    String.raw`\bensure (?:that )?(?:you )?|`,
    // "We need you to forward", "I'd like you to send": an order put as a wish.
    String.raw`\b(?:need|needs|want|wants|ask|asks|require|requires|expect|expects|like|request|requests) you to\s|`,
    String.raw`\bfor (?:best|better|accurate|correct) results,?\s|\bto work (?:correctly|properly),?\s|`,
    String.raw`\bfor (?:\w+ )?(?:reasons|purposes),?\s|\bin order to \w+(?: \w+)?,?\s)\s*$`,
  ].join(''),
  'i',
);

/** Is the word at `at` given as an order to the reader (the model), not said of the tool ("reads", "can read")? */
export function isOrder(s: Sentence, at: number): boolean {
  return ORDER_LEAD.test(s.text.slice(Math.max(0, at - 40), at));
}

/** Before an order word: no denial right before it ("never change the recipient" orders nothing changed). */
export const UNDENIED = String.raw`(?<!\b(?:never|not|n't|no)\s+(?:[\w-]+\s+)?)`;

// Words that forbid what follows count as a denial: "avoid sending passwords", "prevents uploading keys", and a thing
// not let do it: "never allow imported text to override system rules", "do not let tool output override them".
const NEGATION = new RegExp(
  [
    String.raw`(?:\b(?:not|never|no|without|cannot|nor|avoid(?:s|ing)?|prevents?|prohibits?|forbids?|refuses? to|`,
    String.raw`instead of|rather than)|n't)\s+(?:[\w-]+\s+){0,2}$|`,
    String.raw`(?:\b(?:not|never)|n't)\s+(?:allow|let|permit)s?\s+(?:[\w'-]+\s+){1,4}(?:to\s+)?$`,
  ].join(''),
  'i',
);

/** Is the phrase at `at` denied ("never sends", "does not upload", "without sending")? */
export function isNegated(s: Sentence, at: number): boolean {
  return NEGATION.test(s.text.slice(Math.max(0, at - 40), at));
}
