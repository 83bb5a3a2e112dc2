// Escaping for every text that reaches a report. Tool output, scenario names and error
// messages are untrusted: they must show up as text, never as markup.

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);
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
  return text.replace(XML_INVALID, '\uFFFD').replace(/[&<>"']/g, (c) => (c === "'" ? '&apos;' : HTML_ENTITIES[c]));
}

/**
 * Text for one Markdown table cell or inline span (GitHub flavour): one line, no table pipes,
 * no HTML, no emphasis/link/code syntax, and no `@mention` or notification pings.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r\n?|\n/g, ' ')
    .replace(/[\\`*_[\]|~#!(){}]/g, (c) => `\\${c}`)
    .replace(/[&<]/g, (c) => HTML_ENTITIES[c])
    .replace(/@(?=\w)/g, '@\u200B');
}

// C0 controls (tab aside), DEL, C1 controls, the Unicode line and paragraph separators, and the characters that
// show nothing or reorder what is shown: zero-width ones, the bidi controls, the BOM (a text can hide words with them).
const HIDDEN = String.raw`\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF`;
const CONTROL = new RegExp(String.raw`[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029${HIDDEN}]`, 'g');
/** The invisible ones alone: zero-width characters, bidi controls, the BOM. */
export const HIDDEN_CHARACTERS = new RegExp(`[${HIDDEN}]`, 'g');

/**
 * Untrusted text (a server's error, a tool's output, a file name) made safe for one line of a log or a terminal:
 * every control and invisible character shown as an escape (`\n`, `\r`, `\u001b`, `\u200b`). In a GitHub job log a
 * newline would start a line the runner reads as a workflow command (`::error ...`, `::add-mask::`); on a terminal
 * ESC and OSC sequences move the cursor, clear the screen or set the title; an invisible one hides a word.
 */
export function oneLine(text: string): string {
  return text.replace(CONTROL, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
