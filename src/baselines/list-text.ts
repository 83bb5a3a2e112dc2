// The server lists of a baseline's text, cut out of it (format.ts reads the rest alone). A baseline holds its servers'
// whole contract twice (its own `servers` and each run's), 90% of the file and the same text in every baseline of a
// suite: 200 baselines of one server are 12 MB of JSON text, of which some 100 KB differ.

/** What is left of a baseline's text once its lists are cut out, and the lists' texts in the order they stood. */
export interface CutLists {
  /** The text with the i-th list replaced by the number i. */
  rest: string;
  lists: string[];
}

const LIST_START = /\n( +)"servers": \[\n/g;

/**
 * Each `"servers": [` list of the text as serializeBaseline lays it out (JSON.stringify with 2 spaces: a list's lines
 * are indented deeper than its brackets, so the first `]` at the bracket's own indentation closes it). Null where no
 * list is found or one does not close. A cut in the wrong place cannot go unnoticed: a JSON value delimits itself, so
 * a list text that is not a whole value does not parse, nor does the rest; the caller parses both, and checks that
 * the numbers stand where the lists belong.
 */
export function cutLists(text: string): CutLists | null {
  const parts: string[] = [];
  const lists: string[] = [];
  let from = 0;
  LIST_START.lastIndex = 0;
  for (let m = LIST_START.exec(text); m; m = LIST_START.exec(text)) {
    const open = m.index + m[0].length - 2;
    const close = text.indexOf(`\n${m[1]}]`, open);
    if (close < 0) return null;
    const end = close + m[1].length + 2;
    parts.push(text.slice(from, open), String(lists.length));
    lists.push(text.slice(open, end));
    from = end;
    LIST_START.lastIndex = end;
  }
  if (!lists.length) return null;
  parts.push(text.slice(from));
  return { rest: parts.join(''), lists };
}
