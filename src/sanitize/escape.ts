// Escaping for every text that reaches a report. Tool output, scenario names and error
// messages are untrusted: they must show up as text, never as markup, and their hidden characters (zero-width, bidi,
// variation selectors, tag and private-use characters: util/text.ts showHidden) as escapes, never raw.
import { showHidden } from '../util/text.js';

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
