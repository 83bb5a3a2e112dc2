// Escaping for every text that reaches a report. Tool output, scenario names and error
// messages are untrusted: they must show up as text, never as markup, and their hidden characters (zero-width, bidi,
// variation selectors, tag and private-use characters: showHidden below) as escapes, never raw.

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return showHidden(text).replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);
}

// Characters XML 1.0 forbids even as references: C0 controls (but tab, LF, CR), U+FFFE/U+FFFF, lone surrogates.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const LONE_HIGH_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/;
const LONE_LOW_SURROGATE = /(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const XML_INVALID = new RegExp(
  [XML_FORBIDDEN, LONE_HIGH_SURROGATE, LONE_LOW_SURROGATE].map((r) => r.source).join('|'),
  'g',
);

/** Text for XML content and quoted attributes; characters XML cannot carry become U+FFFD. */
export function escapeXml(text: string): string {
  return showHidden(text)
    .replace(XML_INVALID, '\uFFFD')
    .replace(/[&<>"']/g, (c) => (c === "'" ? '&apos;' : HTML_ENTITIES[c]));
}

/**
 * Text for one Markdown table cell or inline span (GitHub flavour): one line, no table pipes,
 * no HTML, no emphasis/link/code syntax, and no `@mention` or notification pings.
 */
export function escapeMarkdown(text: string): string {
  return showHidden(text)
    .replace(/\r\n?|\n/g, ' ')
    .replace(/[\\`*_[\]|~#!(){}]/g, (c) => `\\${c}`)
    .replace(/[&<]/g, (c) => HTML_ENTITIES[c])
    .replace(/@(?=\w)/g, '@\u200B');
}

// Characters that show nothing, or nothing a reader can read, while a model reads them: zero-width ones and fillers,
// the soft hyphen, the bidi controls and marks, the BOM, variation selectors, tag characters (U+E0000-E007F, which
// spell ASCII invisibly) and private-use characters. Shown as escapes wherever a person reads a text.
// The screening's rules read a text without the invisible ones (screening/text.ts) and flag the private-use ones.
export const INVISIBLE_CHARS = [
  String.raw`\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164`,
  String.raw`\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}`,
].join('');
export const PRIVATE_USE_CHARS = String.raw`\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}`;
const HIDDEN = INVISIBLE_CHARS + PRIVATE_USE_CHARS;
// C0 controls (tab aside), DEL, C1 controls, the Unicode line and paragraph separators, and the hidden ones.
// eslint-disable-next-line no-misleading-character-class -- each hidden character alone is what is shown as an escape
const CONTROL = new RegExp(String.raw`[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029${HIDDEN}]`, 'gu');
/** The hidden characters alone (not line breaks): what a report shows as escapes inside a multi-line text. */
// eslint-disable-next-line no-misleading-character-class -- as above
const HIDDEN_ONLY = new RegExp(`[${HIDDEN}]`, 'gu');

/** `\u200b`; `\u{e0041}` beyond the basic plane. */
function escapeOf(c: string): string {
  const cp = c.codePointAt(0)!;
  return cp > 0xffff ? `\\u{${cp.toString(16)}}` : `\\u${cp.toString(16).padStart(4, '0')}`;
}

/**
 * Untrusted text (a server's error, a tool's output, a file name) made safe for one line of a log or a terminal:
 * every control and hidden character shown as an escape (`\n`, `\r`, `\u001b`, `\u200b`, `\u{e0041}`). In a GitHub
 * job log a newline would start a line the runner reads as a workflow command (`::error ...`, `::add-mask::`); on a
 * terminal ESC and OSC sequences move the cursor, clear the screen or set the title; a hidden one hides words.
 */
export function oneLine(text: string): string {
  return text.replace(CONTROL, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    return escapeOf(c);
  });
}

/** A text with its hidden characters (not its line breaks) shown as escapes: for reports that keep lines. */
export function showHidden(text: string): string {
  return text.replace(HIDDEN_ONLY, escapeOf);
}
