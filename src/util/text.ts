// Text helpers: shortening for display, the nearest known name for a "did you mean", the two
// spellings of an option (camelCase in code, kebab-case in action inputs and CLI flags), and a
// sort order that does not depend on the machine.

/** Shorten to at most `max` characters (by code point), marking the cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/** The first `max` items shown, then how many more: `a, b, +3 more`. */
export function foldList<T>(items: readonly T[], max: number, show: (item: T) => string = String): string {
  const shown = items.slice(0, max).map(show).join(', ');
  return items.length > max ? `${shown}, +${items.length - max} more` : shown;
}

/** The candidate closest to `name` (edit distance, case-insensitive), if close enough to be a likely typo. */
export function nearestName(name: string, candidates: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const cl = c.toLowerCase();
    const d =
      cl.includes(lower) || lower.includes(cl) ? Math.abs(cl.length - lower.length) / 2 : editDistance(lower, cl);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

/** Levenshtein distance: insertions, deletions and substitutions. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

/** `failOn` -> `fail-on` */
export function camelToKebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** `fail-on` -> `failOn` */
export function kebabToCamel(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Plain code-unit order for sorting, not the locale's: output must not depend on the machine. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `text` matched literally inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** ANSI escape sequences: CSI (colours, cursor moves) and OSC (titles, links), as a program's coloured log has them. */
// eslint-disable-next-line no-control-regex -- matching them is the point
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;

/** Text without its ANSI escape sequences (a container's coloured log as plain text). */
export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

/**
 * A program's output as lines a person reads in an annotation or a log: escape sequences stripped, tabs as spaces,
 * blank lines dropped, each line at most `width` characters, the last `max` lines. Control characters stay: a
 * caller putting them on one line of a log still goes through sanitize/escape.ts oneLine().
 */
export function readableLines(text: string, max: number, width = 200): string[] {
  return stripAnsi(text)
    .split(/\r?\n/)
    .map((l) => l.replace(/\t/g, ' ').trimEnd())
    .filter((l) => l.trim() !== '')
    .slice(-max)
    .map((l) => truncate(l, width));
}

/** A message's first line, then the lines under it (a container's last log lines) as readableLines, at most `max`. */
export function withDetail(text: string, max: number): [string, ...string[]] {
  const [first, ...rest] = text.split('\n');
  return [first, ...readableLines(rest.join('\n'), max)];
}

/** The first line of a text of several (a message and the log lines under it), saying how many lines follow. */
export function headline(text: string): string {
  const [first, ...rest] = text.split('\n');
  const more = rest.filter((l) => l.trim() !== '').length;
  return more ? `${first} (+${more} more line${more === 1 ? '' : 's'} in the report)` : first;
}
