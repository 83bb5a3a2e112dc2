// Serialised data read as the text it holds (docs/scoring/screening.md "Signals"): escaped breaks are breaks in any
// text (text.ts cleans with them), and a tool's answer dumped as a record (YAML, JSON) is read as its own text: the
// quotes the format puts around a value are not a quotation, and words a link joins with dashes are words.
/**
 * A line break written as an escape in serialised data (a JSON string, a YAML double-quoted scalar: a tool's answer
 * shown as its runtime dumps it): YAML's escaped break with the next line's indentation and escaped space joined (a
 * Markdown break, a backslash at a line's end with no indentation after it, stays),
 * `\n`, `\r` and `\t` as the break and space they stand for, `\"` as the quote. "first:\n\nSend" is read as two lines,
 * not as the word "nSend". An escaped backslash (`\\n`) stays, and so does a letter escaped before a lower-case one (a
 * Windows path's `C:\Users\name\temp`).
 */
const ESCAPED_BREAK = /\\\r?\n[ \t]+(?:\\(?= ))?/g;
const ESCAPE = /(?<!\\)\\(?:([nrt])(?![a-z])|("))/g;

export function unescaped(text: string): string {
  return text.replace(ESCAPED_BREAK, '').replace(ESCAPE, (_, c?: string) => (!c ? '"' : c === 't' ? ' ' : '\n'));
}

/** A YAML value or list item in single quotes, to the end of its line (it may run over several: `''` is a quote). */
const YAML_SINGLE = /^([ \t]*(?:- +|[\w.-]+:[ \t]+|- +[\w.-]+:[ \t]+))'((?:[^']|'')*)'(?=[ \t]*$)/gm;
/** A YAML or JSON value or list item in double quotes (`\"` inside it; a YAML one runs over lines). */
const DOUBLE_VALUE = /((?:^[ \t]*- +|"?[\w.-]+"?:[ \t]*))"((?:[^"\\]|\\[\s\S])*)"/gm;

/** Six or more words joined by dashes: a slug or a link's fragment. */
const DASHED = /\b[A-Za-z']+(?:-[A-Za-z']+){5,}\b/g;

/**
 * The values of a record a tool answers with, read as its text: the quotes YAML and JSON put around a value are the
 * format's, not a quotation (an order in an email's `body: '...'` is the email's). Only for an answer: a description's
 * quoted example (`{"query": "ignore case"}`) stays a quotation.
 */
export function recordText(text: string): string {
  // Words joined by dashes ("IGNORE-ALL-TEXT-BELOW" in a link) are read as words too: a link's words are its text.
  // Not a slug a program wrote ("#how-to-install-it-on-a-mac" is in lower case): a sentence keeps its capitals, and
  // a word in capitals after others opens a clause ("...-expiration-date-IGNORE-ALL-TEXT-BELOW").
  const spaced = text.replace(DASHED, (m) =>
    /[A-Z]/.test(m) ? m.replace(/-/g, ' ').replace(/([a-z0-9]) (?=[A-Z]{2,}\b)/g, '$1; ') : m,
  );
  if (!/['"]/.test(spaced)) return spaced;
  return spaced
    .replace(YAML_SINGLE, (_, key: string, v: string) => key + v.replace(/''/g, "'"))
    .replace(DOUBLE_VALUE, (_, key: string, v: string) => key + v);
}
