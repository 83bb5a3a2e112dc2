// Unicode smuggling (docs/scoring/screening.md): characters a reviewer does not see and a model reads. Tag characters
// (U+E0000-E007F) spell ASCII invisibly, bidi controls reorder what is shown, zero-width characters hide words or
// split them past a filter, private-use characters carry whatever a font (or a model) makes of them, variation
// selectors outside an emoji or an ideograph carry bytes. What is ordinary passes: a zero-width joiner inside an emoji
// sequence, a non-joiner between letters of a script that needs it, a variation selector after an emoji.
import { PRIVATE_USE_CHARS } from '../sanitize/escape.js';
import { signal, type Signal } from './verdict.js';

interface Kind {
  rule: string;
  what: string;
  weight: number;
  re: RegExp;
}

const KINDS: Kind[] = [
  {
    rule: 'unicode.tags',
    what: 'tag characters, which spell text no one sees',
    weight: 0.9,
    re: /[\u{E0000}-\u{E007F}]/u,
  },
  {
    rule: 'unicode.bidi',
    what: 'bidi controls, which reorder what is shown',
    weight: 0.7,
    re: /[\u202A-\u202E\u2066-\u2069]/,
  },
  {
    rule: 'unicode.private_use',
    what: 'private-use characters',
    weight: 0.6,
    re: new RegExp(`[${PRIVATE_USE_CHARS}]`, 'u'),
  },
  {
    rule: 'unicode.invisible',
    what: 'invisible characters (zero-width, fillers, invisible operators)',
    weight: 0.6,
    re: /[\u200B\u2060-\u2064\u206A-\u206F\u180E\u3164\u115F\u1160\uFFA0\uFFF9-\uFFFB]|(?<!^)\uFEFF/u,
  },
];

const ZWJ_NOT_EMOJI = new RegExp(
  // eslint-disable-next-line no-misleading-character-class -- a skin tone or VS16 may sit between emoji and joiner
  [
    String.raw`(?<!\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?)\u200D|\u200D(?!\p{Extended_Pictographic})`,
  ].join(''),
  'u',
);
const ZWNJ_IN_LATIN = /[A-Za-z]\u200C|\u200C[A-Za-z]/;
const VS_STRAY = /(?<![\p{Extended_Pictographic}\p{Emoji}\u20E3])[\uFE00-\uFE0F]|[\uFE00-\uFE0F]{2,}/u;
const VS_SUPPLEMENT_STRAY = /(?<!\p{Ideographic})[\u{E0100}-\u{E01EF}]|[\u{E0100}-\u{E01EF}]{2,}/u;
const MARKS = /\u200E|\u200F|\u061C/;

/** U+XXXX of each distinct character matched (at most five), as the words of a signal. */
function codePoints(text: string, re: RegExp): string {
  const all = new Set<string>();
  for (const m of text.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))) {
    // A match may hold the letter it follows: only the characters that are not plain letters are named.
    for (const ch of m[0]) {
      if (!/[A-Za-z]/.test(ch)) all.add(`U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
    }
    if (all.size > 5) break;
  }
  const list = [...all];
  return list.length > 5 ? `${list.slice(0, 5).join(' ')} …` : list.join(' ');
}

/** The ASCII that tag characters spell (U+E0020-E007E), or '' when they spell nothing. */
export function tagText(text: string): string {
  // Every tag character is a surrogate pair that starts with U+DB40.
  if (!text.includes('\uDB40')) return '';
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xe0020 && cp <= 0xe007e) out += String.fromCharCode(cp - 0xe0000);
  }
  return out.trim();
}

/** The unicode smuggling signals of a raw text. */
export function unicodeSignals(raw: string): Signal[] {
  // Plain ASCII (most texts): nothing to look for.
  if (!/[^\p{ASCII}]/u.test(raw)) return [];
  const out: Signal[] = [];
  for (const k of KINDS) {
    if (!k.re.test(raw)) continue;
    const spelt = k.rule === 'unicode.tags' ? tagText(raw) : '';
    const words = `${codePoints(raw, k.re)}${spelt ? ` (spelling "${spelt.slice(0, 60)}")` : ''}`;
    out.push(signal('unicode_smuggling', k.rule, k.what, words, k.weight));
  }
  const joiners = [ZWJ_NOT_EMOJI, ZWNJ_IN_LATIN].filter((re) => re.test(raw));
  if (joiners.length) {
    const words = joiners.map((re) => codePoints(raw, re)).join(' ');
    out.push(
      signal('unicode_smuggling', 'unicode.joiner', 'zero-width joiners outside the words that need them', words, 0.55),
    );
  }
  for (const re of [VS_STRAY, VS_SUPPLEMENT_STRAY]) {
    if (!re.test(raw)) continue;
    const what = 'variation selectors that follow no emoji or ideograph (they can carry bytes)';
    out.push(signal('unicode_smuggling', 'unicode.variation', what, codePoints(raw, re), 0.7));
  }
  if (MARKS.test(raw) && out.length) {
    out.push(signal('unicode_smuggling', 'unicode.marks', 'direction marks', codePoints(raw, MARKS), 0.2));
  }
  return out;
}

/** Terminal escape sequences: an ESC code that clears, moves the cursor, conceals or paints text black redraws what a
 * reviewer's terminal shows, and the model reads what was painted over. Any other ESC code (a colour)
 * weighs less, still a sign: no description of the real servers harvested has one. */
const ESC = String.fromCharCode(27);
const ANSI = new RegExp(String.raw`${ESC}(?:\[[0-9;?]*[A-Za-z]|\][^${String.fromCharCode(7)}]{0,200})`, 'g');
const ANSI_HIDING = new RegExp(String.raw`^${ESC}(?:\[(?:[0-9;]*[HJKfABCD]|(?:[0-9]*;)*(?:8|30|40)(?:;[0-9]+)*m)|\])`);

export function ansiSignals(raw: string): Signal[] {
  if (!raw.includes(ESC)) return [];
  const codes: string[] = [];
  for (const m of raw.matchAll(ANSI)) if (codes.push(m[0]) >= 20) break;
  if (!codes.length) return [];
  const hiding = codes.some((c) => ANSI_HIDING.test(c));
  const what = hiding ? 'terminal escape codes that clear, move or hide text' : 'terminal escape codes';
  const words = codes
    .slice(0, 5)
    .map((c) => c.replace(ESC, '\\x1b'))
    .join(' ');
  return [signal('unicode_smuggling', 'unicode.ansi', what, words, hiding ? 0.7 : 0.5)];
}
