// Reading results.json and writing every report next to it. Writes are atomic (temp file +
// rename), so a reader never sees half a report, and rendering is deterministic, so
// `mcp-eval report results.json` regenerates byte-identical files.
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { RESULTS_SCHEMA_VERSION, runReportSchema, type RunReport } from '../results.js';
import type { FailOn } from '../status.js';
import { truncate } from './escape.js';
import { renderHtml } from './html.js';
import { renderJunit } from './junit.js';
import { renderMarkdown, SUMMARY_MAX_BYTES } from './markdown.js';
import type { Redactor } from './redact.js';

export const REPORT_FILES = { json: 'results.json', html: 'report.html', markdown: 'summary.md', junit: 'junit.xml' } as const;

export type ReportPaths = { [K in keyof typeof REPORT_FILES]: string };

export interface WriteReportsOptions {
  /** Applied to the whole report before anything is rendered or written. */
  redact: Redactor;
  /** Bands that fail in junit.xml besides BROKEN and ERROR; default the report's fail_on. */
  failOn?: FailOn;
  /** Size limit of summary.md in UTF-8 bytes (default: a job summary's 1 MiB). */
  markdownMaxBytes?: number;
}

export class ResultsError extends Error {}

/** Pretty, stable JSON with a final newline: the results.json format. */
export function serializeResults(report: RunReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

export async function writeReports(report: RunReport, outDir: string, opts: WriteReportsOptions): Promise<ReportPaths> {
  const safe = opts.redact(report);
  await fs.mkdir(outDir, { recursive: true });
  const contents: Record<keyof ReportPaths, string> = {
    json: serializeResults(safe),
    html: renderHtml(safe),
    markdown: renderMarkdown(safe, { maxChars: Infinity, maxBytes: opts.markdownMaxBytes ?? SUMMARY_MAX_BYTES }),
    junit: renderJunit(safe, { failOn: opts.failOn }),
  };
  const paths = Object.fromEntries(
    Object.entries(REPORT_FILES).map(([k, name]) => [k, path.resolve(outDir, name)]),
  ) as ReportPaths;
  await Promise.all((Object.keys(contents) as (keyof ReportPaths)[]).map((k) => writeAtomic(paths[k], contents[k])));
  return paths;
}

export async function writeAtomic(file: string, text: string): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await fs.writeFile(tmp, text, 'utf8');
    await fs.rename(tmp, file);
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw e;
  }
}

/** Reads a results.json, with an error that says what is wrong and how to fix it. */
export function readResults(file: string): RunReport {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new ResultsError(code === 'ENOENT' ? `${file}: no such file (expected a results.json written by mcp-eval)` : `${file}: cannot read: ${(e as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new ResultsError(`${file}: not valid JSON (${(e as Error).message}); the file is corrupt or truncated`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new ResultsError(`${file}: expected a JSON object, the results of an mcp-eval run`);
  const obj = data as Record<string, unknown>;
  if (!('schema_version' in obj)) throw new ResultsError(`${file}: no schema_version: not an mcp-eval results.json`);
  if (obj.schema_version !== RESULTS_SCHEMA_VERSION) {
    throw new ResultsError(
      `${file}: schema_version ${JSON.stringify(obj.schema_version)} is not supported (this mcp-eval reads version ${RESULTS_SCHEMA_VERSION}); use the mcp-eval version that wrote it`,
    );
  }
  const parsed = runReportSchema.safeParse(data, { reportInput: true });
  if (!parsed.success) {
    const issues = parsed.error.issues;
    const shown = issues.slice(0, MAX_ISSUES_SHOWN).map((i) => `${formatPath(i.path) || '(top level)'}: ${describeIssue(i)}`);
    const more = issues.length > shown.length ? `; and ${issues.length - shown.length} more` : '';
    throw new ResultsError(`${file}: ${shown.join('; ')}${more}`);
  }
  // The file as read, not zod's copy: same key order and any field a newer writer added, so
  // `mcp-eval report` regenerates identical bytes.
  return data as RunReport;
}

const MAX_ISSUES_SHOWN = 3;

/** `scenarios[0].runs` */
function formatPath(p: readonly PropertyKey[]): string {
  return p.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${String(k)}`)).join('');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const got = issue.input;
  const show = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'string' ? JSON.stringify(truncate(v, 80)) : typeof v === 'object' ? 'an object' : String(v));
  if (issue.code === 'invalid_type') return got === undefined ? 'required' : `expected ${issue.expected}, received ${show(got)}`;
  if (issue.code === 'too_small') return `must be ${issue.inclusive ? 'at least' : 'greater than'} ${issue.minimum}, received ${show(got)}`;
  if (issue.code === 'invalid_value') return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' | ')}, received ${show(got)}`;
  return issue.message;
}
