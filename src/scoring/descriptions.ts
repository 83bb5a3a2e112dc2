// Changed descriptions (docs/scoring/descriptions.md): a tool whose description, or a server whose instructions,
// changed while its name and schema did not. A model reads these words as instructions, which is how a "rug pull" or
// tool poisoning reaches an agent: a reworded description is listed; one that gains what poisoning looks like is
// suspicious. Only what the new text adds counts: a sign the old text had already is not news.
import { escapeRegExp, truncate } from '../util/text.js';
import { HIDDEN_CHARACTERS, oneLine } from '../sanitize/escape.js';

/** Words of context kept around each changed stretch of a text diff, and the diff's length at most. */
const CONTEXT_WORDS = 4;
const MAX_DIFF = 400;
/** Texts longer than this (in words) are diffed as a whole: before and after. */
const MAX_DIFF_WORDS = 600;

/** The other servers of the run and their tools: naming them from a description is shadowing. */
export interface Neighbours {
  server: string;
  /** This server's own tools: pointing to a sibling is ordinary. */
  siblings: readonly string[];
  others: ReadonlyArray<{ server: string; tools: readonly string[] }>;
}

/** Instructions aimed at the model rather than a description of the tool, with the rest of their sentence. */
const DIRECTIVES: Array<[RegExp, string]> = [
  [
    /\bignore (?:all |any )?(?:the )?(?:previous|prior|above|earlier|other)\b(?:[^.\n]|\.(?=\S)){0,80}/i,
    'tells the model to ignore',
  ],
  [
    /\bbefore (?:using|calling|you use|you call|running) (?:this|the|any)\b(?:[^.\n]|\.(?=\S)){0,80}/i,
    'tells the model what to do first',
  ],
  [
    /\b(?:do not|don't|never) (?:tell|inform|mention|reveal|show|alert)\b(?:[^.\n]|\.(?=\S)){0,80}/i,
    'keeps something from the user',
  ],
  [/\bwithout (?:telling|informing|asking|notifying)\b(?:[^.\n]|\.(?=\S)){0,80}/i, 'keeps something from the user'],
  [/<\s*\/?\s*(?:important|system|instructions?)\s*>/i, 'addresses the model with a tag'],
  [/\b(?:system prompt|you are now|new instructions|you must always)\b/i, 'addresses the model'],
];
/** Files and secrets a description should never ask to read or pass along. */
const SECRETS = new RegExp(
  [
    String.raw`~\/\.ssh\b[^\s,;)]*`,
    String.raw`\bid_(?:rsa|ed25519|ecdsa)\b`,
    String.raw`(?:^|[\s/])\.env\b`,
    String.raw`\/etc\/(?:passwd|shadow)\b`,
    String.raw`\.aws\/credentials`,
    String.raw`\b(?:private key|api[_ -]?keys?|access[_ -]?tokens?|passwords?|secrets?|credentials?)\b`,
  ].join('|'),
  'gi',
);
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/;
const BASE64 = /[A-Za-z0-9+/]{40,}={0,2}/;

/** What the new text adds that poisoning looks like, one phrase each; empty for an ordinary rewording. */
export function suspiciousSigns(before: string, after: string, at: Neighbours): string[] {
  const out: string[] = [];
  for (const [re, what] of DIRECTIVES) {
    const m = re.exec(after);
    if (m && !re.test(before)) out.push(`${what}: "${shown(m[0].trim(), 80)}"`);
  }
  const matched = [...new Set([...after.matchAll(SECRETS)].map((m) => m[0].trim()))].filter((x) => !before.includes(x));
  // `id_rsa` inside `~/.ssh/id_rsa` is one finding, not two.
  const secrets = matched.filter((x) => !matched.some((y) => y !== x && y.includes(x)));
  if (secrets.length) out.push(`names secrets or files to read: ${secrets.slice(0, 3).join(', ')}`);
  const hidden = [...new Set(after.match(HIDDEN_CHARACTERS) ?? [])].filter((c) => !before.includes(c));
  if (hidden.length) out.push(`hidden characters: ${hidden.map(codePoint).join(', ')}`);
  if (HTML_COMMENT.test(after) && !HTML_COMMENT.test(before)) out.push('an HTML comment, which a reader does not see');
  const blob = BASE64.exec(after)?.[0];
  if (blob && !before.includes(blob)) out.push(`a long encoded string: ${shown(blob, 24)}`);
  out.push(...shadowing(before, after, at));
  return out;
}

/** Another server, or another server's tool, named by the new text (a sibling tool of the same server is ordinary). */
function shadowing(before: string, after: string, at: Neighbours): string[] {
  const named = (text: string, word: string) =>
    new RegExp(`(?:^|[^\\w-])${escapeRegExp(word)}(?![\\w-])`, 'i').test(text);
  const found: string[] = [];
  for (const { server, tools } of at.others) {
    if (server === at.server) continue;
    const gateway = `mcp_${server}`;
    for (const tool of tools) {
      if (at.siblings.includes(tool) || tool.length < 4) continue;
      if (named(after, tool) && !named(before, tool)) found.push(`\`${tool}\` of \`${server}\``);
    }
    if (named(after, gateway) && !named(before, gateway)) found.push(`the gateway \`${gateway}\``);
  }
  return found.length ? [`speaks of another server's tools: ${found.slice(0, 3).join(', ')}`] : [];
}

function codePoint(c: string): string {
  return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Untrusted text shown on one line, invisible characters as escapes (never rendered), cut to `max`. */
function shown(text: string, max: number): string {
  return truncate(oneLine(text), max);
}

/**
 * The change in words, on one line: unchanged stretches shortened to a few words of context, removed words as
 * `[-...-]`, added ones as `{+...+}`; invisible characters shown as escapes.
 */
export function describeTextChange(before: string, after: string): string {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  if (a.length + b.length > 2 * MAX_DIFF_WORDS) return shown(`[-${before}-] {+${after}+}`, MAX_DIFF);
  const parts: string[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if ((removed.trim() || added.trim()) && parts.length && !/\s$/.test(parts[parts.length - 1])) parts.push(' ');
    if (removed.trim()) parts.push(`[-${removed.trim()}-]`);
    if (added.trim()) parts.push(`${removed.trim() ? ' ' : ''}{+${added.trim()}+}`);
    removed = added = '';
  };
  const ops = wordOps(a, b);
  for (let i = 0; i < ops.length;) {
    // An unchanged stretch of words, or whitespace between two changes (which belongs to the change).
    let j = i;
    while (j < ops.length && ops[j].kind === '=') j++;
    const same = ops
      .slice(i, j)
      .map((o) => o.word)
      .join('');
    if (j > i && (same.trim() || i === 0 || j === ops.length)) {
      flush();
      parts.push(context(same, i === 0, j === ops.length));
    } else {
      removed += same;
      added += same;
    }
    for (; j < ops.length && ops[j].kind !== '='; j++) {
      if (ops[j].kind === '-') removed += ops[j].word;
      else added += ops[j].word;
    }
    i = j;
  }
  flush();
  return shown(parts.join(''), MAX_DIFF);
}

/** An unchanged stretch: its first and last words only (its end only at the start, its start only at the end). */
function context(text: string, first: boolean, last: boolean): string {
  const words = text.split(/(\s+)/);
  const keep = 2 * CONTEXT_WORDS;
  if (words.length <= 2 * keep) return text;
  const head = first ? '' : words.slice(0, keep).join('');
  const tail = last ? '' : words.slice(-keep).join('');
  return `${head}…${tail}`;
}

/** The word-level edit between two texts (longest common subsequence), in order. */
function wordOps(a: string[], b: string[]): Array<{ kind: '=' | '-' | '+'; word: string }> {
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const ops: Array<{ kind: '=' | '-' | '+'; word: string }> = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      ops.push({ kind: '=', word: a[i++] });
      j++;
    } else if (j < m && (i === n || lcs[i][j + 1] >= lcs[i + 1][j])) ops.push({ kind: '+', word: b[j++] });
    else ops.push({ kind: '-', word: a[i++] });
  }
  return ops;
}
