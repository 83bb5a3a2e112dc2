// Reading results.json and writing every report next to it. Writes are atomic (temp file +
// rename), so a reader never sees half a report, and rendering is deterministic, so
// `mcp-eval report results.json` regenerates byte-identical files.
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_SCHEMA_VERSION, runReportSchema, type RunReport } from '../results/index.js';
import type { FailOn } from '../results/status.js';
import { errorMessage, EvalError } from '../util/errors.js';
import { writeAtomic } from '../util/files.js';
import { isRecord } from '../util/json.js';
import { summarizeIssues } from '../util/zod.js';
import { renderHtml } from './html.js';
import { renderJunit } from './junit.js';
import { prettyJson } from './pretty-json.js';
import { shareServers, unshareServers } from './shared-servers.js';
import { renderMarkdown, SUMMARY_MAX_BYTES } from './markdown.js';
import type { Redactor } from '../sanitize/redact.js';

export const REPORT_FILES = {
  json: 'results.json',
  html: 'report.html',
  markdown: 'summary.md',
  junit: 'junit.xml',
} as const;

export type ReportPaths = { [K in keyof typeof REPORT_FILES]: string };

export interface WriteReportsOptions {
  /** Applied to the whole report before anything is rendered or written. */
  redact: Redactor;
  /** Bands that fail in junit.xml besides BROKEN and ERROR; default the report's fail_on. */
  failOn?: FailOn;
  /** Size limit of summary.md in UTF-8 bytes (default: a job summary's 1 MiB). */
  markdownMaxBytes?: number;
}

/** Pretty, stable JSON with a final newline: the results.json format (a scenario's servers once, shared-servers.ts). */
export function serializeResults(report: RunReport): string {
  return prettyJson(shareServers(report));
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

/** Reads a results.json, with an error that says what is wrong (naming it `name`) and how to fix it. */
export function readResults(file: string, name = file): RunReport {
  const fail = (what: string) => new EvalError('results', `${name}: ${what}`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    throw fail(
      missing ? 'no such file (expected a results.json written by mcp-eval)' : `cannot read: ${errorMessage(e)}`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw fail(`not valid JSON (${errorMessage(e)}); the file is corrupt or truncated`);
  }
  if (!isRecord(data)) throw fail('expected a JSON object, the results of an mcp-eval run');
  if (!('schema_version' in data)) throw fail('no schema_version: not an mcp-eval results.json');
  if (data.schema_version !== RESULTS_SCHEMA_VERSION) {
    const version = JSON.stringify(data.schema_version);
    throw fail(
      `schema_version ${version} is not supported (this mcp-eval reads version ${RESULTS_SCHEMA_VERSION}); ` +
        'use the mcp-eval version that wrote it',
    );
  }
  data = unshareServers(renamedRetrieval(data), fail);
  const parsed = runReportSchema.safeParse(data, { reportInput: true });
  if (!parsed.success) throw fail(summarizeIssues(parsed.error));
  // The file as read, not zod's copy: same key order and any field a newer writer added, so
  // `mcp-eval report` regenerates identical bytes.
  return data as RunReport;
}

/** Results written before the retrieval suites' key was `retrieval` called it `discovery`: read in its place. */
function renamedRetrieval(data: Record<string, unknown>): Record<string, unknown> {
  if (!('discovery' in data) || 'retrieval' in data) return data;
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k === 'discovery' ? 'retrieval' : k, v]));
}
