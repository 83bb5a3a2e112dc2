// Changed descriptions (docs/scoring/descriptions.md): a tool whose description, or a server whose instructions,
// changed while its name and schema did not. A model reads these words as instructions, which is how a "rug pull" or
// tool poisoning reaches an agent: a reworded description is listed; one that the screening finds suspicious for a
// sign the old text did not have is marked so (the scenario's screening holds the finding and makes it a cause).
import { describeSignal, isNews, screenText } from '../screening/index.js';
import { truncate } from '../util/text.js';
import { oneLine } from '../sanitize/escape.js';

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

/**
 * What the new wording adds that looks like poisoning (the screening: docs/scoring/screening.md), one line per signal
 * with its class and words; empty when the new text is not suspicious, or only for signs the old text had already.
 */
export function suspiciousSigns(before: string, after: string, at: Neighbours, tool?: string): string[] {
  const around = {
    siblings: at.siblings,
    others: at.others.filter((o) => o.server !== at.server),
    tool,
    learned: true,
  };
  const was = before ? screenText(before, around) : null;
  const now = screenText(after, { ...around, ...(before ? { before } : {}) });
  return isNews(was, now) ? now.signals.map(describeSignal) : [];
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
