// The report writers: results.json, report.html, summary.md, junit.xml, and redaction.
export { escapeHtml, escapeMarkdown, escapeXml } from '../sanitize/escape.js';
export { readResults, REPORT_FILES, serializeResults, writeReports } from './write.js';
export type { ReportPaths, WriteReportsOptions } from './write.js';
export { countsLine, RECOMMENDED_ACTION, sortScenarios } from './format.js';
export { renderHtml } from './html.js';
export { renderJunit } from './junit.js';
export type { JunitOptions } from './junit.js';
export { COMMENT_MAX_CHARS, MARKDOWN_MARKER, renderMarkdown, SUMMARY_MAX_BYTES } from './markdown.js';
export type { MarkdownOptions } from './markdown.js';
export { createRedactor, isSecretEnvName, MIN_SECRET_LENGTH, noRedaction, REDACTED } from '../sanitize/redact.js';
export type { Redactor, RedactorOptions } from '../sanitize/redact.js';
