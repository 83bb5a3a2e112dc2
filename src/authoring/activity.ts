// MCPProxy's activity export, read as a stream: JSON Lines (`mcpproxy activity export`, one record per line, the
// fields of its contracts.ActivityRecord) or CSV (`--format csv`: a header line, then the columns id, type, source,
// server_name, tool_name, status, error_message, duration_ms, timestamp, session_id, request_id,
// response_truncated, parent_id; no arguments, response nor metadata). A line that is not a record is reported by
// its number and the reading goes on.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { EvalError } from '../util/errors.js';
import { isRecord } from '../util/json.js';
import { kind } from '../util/zod.js';
import { splitCsvRecord } from './csv.js';

/** MCPProxy's activity export (JSON Lines or CSV), or an OTLP JSON trace file (otlp.ts). */
export type ExportFormat = 'json' | 'csv' | 'otlp';

export interface ActivityRecord {
  id: string;
  type: string;
  source?: string;
  server_name?: string;
  tool_name?: string;
  arguments?: Record<string, unknown>;
  response?: string;
  response_truncated?: boolean;
  status?: string;
  error_message?: string;
  duration_ms?: number;
  timestamp: string;
  /** The timestamp in ms since the epoch. */
  time: number;
  session_id?: string;
  request_id?: string;
  parent_id?: string;
  metadata?: Record<string, unknown>;
  user_id?: string;
  user_email?: string;
  /** The export carried the call's arguments and answer (JSON with --include-bodies). */
  bodies: boolean;
}

/** Fields that are text when present. */
const TEXT_FIELDS = [
  'source',
  'server_name',
  'tool_name',
  'response',
  'status',
  'error_message',
  'session_id',
  'request_id',
  'parent_id',
  'user_id',
  'user_email',
] as const;

/**
 * What is wrong with a record, in the words of the project's schema errors; null when nothing is. Checked by hand
 * rather than by a zod schema: a schema copies every record it parses, and 50,000 copies are garbage that lifts the
 * peak memory of a streamed import (bench 11).
 */
function problemOf(v: Record<string, unknown>): string | null {
  for (const k of ['id', 'type', 'timestamp']) {
    if (v[k] === undefined) return `${k}: required field is missing`;
    if (typeof v[k] !== 'string' || !v[k]) return `${k}: expected a non-empty string, received ${kind(v[k])}`;
  }
  if (Number.isNaN(Date.parse(v.timestamp as string))) return 'timestamp: not a date and time';
  for (const k of TEXT_FIELDS) {
    if (v[k] != null && typeof v[k] !== 'string') return `${k}: expected string, received ${kind(v[k])}`;
  }
  for (const k of ['arguments', 'metadata']) {
    if (v[k] != null && !isRecord(v[k])) return `${k}: expected an object, received ${kind(v[k])}`;
  }
  if (v.duration_ms != null && typeof v.duration_ms !== 'number')
    return `duration_ms: expected number, received ${kind(v.duration_ms)}`;
  if (v.response_truncated != null && typeof v.response_truncated !== 'boolean')
    return `response_truncated: expected boolean, received ${kind(v.response_truncated)}`;
  return null;
}

/** Columns a CSV export must have to be read as one. */
const CSV_REQUIRED = ['id', 'type', 'timestamp'];

export interface ReadHandlers {
  record(r: ActivityRecord, line: number): void;
  /** A line (the first line of a CSV row) that is no record, and why. */
  malformed(line: number, message: string): void;
}

/**
 * Read every record of an export in order; the format from `format`, else from its first line. Each line is handled
 * as readline emits it, with no queue between them: readline's async iterator queues up to a thousand lines when
 * the handler is the slower side, and lines that wait there outlive young-generation collections, which lifted the
 * peak memory of a 50,000-record import by half (bench 11).
 */
export async function readActivity(
  file: string,
  format: ExportFormat | undefined,
  on: ReadHandlers,
): Promise<ExportFormat> {
  const input = createReadStream(file, { encoding: 'utf8' });
  const lines = createInterface({ input, crlfDelay: Infinity });
  let kind: ExportFormat | undefined = format;
  const state: { csv: CsvReader | null } = { csv: null };
  let n = 0;
  const line = (text: string) => {
    const { csv } = state;
    n++;
    if (!text.trim() && !csv?.pending()) return;
    kind ??= sniff(text, file, n);
    if (kind === 'json') readJsonLine(text, n, on);
    else if (csv) csv.line(text, n);
    else state.csv = new CsvReader(csvHeader(text, file, n), on);
  };
  await new Promise<void>((resolve, reject) => {
    const fail = (e: unknown) => {
      lines.close();
      input.destroy();
      reject(
        e instanceof EvalError ? e : new EvalError('usage', `${file}: cannot read the export: ${(e as Error).message}`),
      );
    };
    lines.on('line', (text) => {
      try {
        line(text);
      } catch (e) {
        fail(e);
      }
    });
    lines.on('close', resolve);
    input.on('error', fail);
  });
  state.csv?.end();
  if (!kind) throw new EvalError('usage', `${file}: the export is empty (no record)`);
  return kind;
}

function sniff(line: string, file: string, n: number): ExportFormat {
  const start = line.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{')) return 'json';
  if (/^id,type,/.test(start)) return 'csv';
  throw new EvalError('usage', `${file}:${n}: neither JSON Lines nor CSV of mcpproxy activity export`, {
    hint: 'give the file `mcpproxy activity export --include-bodies --output activity.jsonl` wrote, or use --format',
  });
}

function readJsonLine(line: string, n: number, on: ReadHandlers): void {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (e) {
    on.malformed(n, `not JSON: ${(e as Error).message}`);
    return;
  }
  if (!isRecord(value)) return on.malformed(n, 'not a JSON object');
  const problem = problemOf(value);
  if (problem) return on.malformed(n, problem);
  on.record(toRecord(value, value.arguments != null || value.response != null), n);
}

/** The fields import reads, and only those (checked by problemOf): a record's other fields are not kept. */
function toRecord(v: Record<string, unknown>, bodies: boolean): ActivityRecord {
  const text = (k: (typeof TEXT_FIELDS)[number]) => (v[k] ?? undefined) as string | undefined;
  return {
    id: v.id as string,
    type: v.type as string,
    source: text('source'),
    server_name: text('server_name'),
    tool_name: text('tool_name'),
    arguments: (v.arguments ?? undefined) as Record<string, unknown> | undefined,
    response: text('response'),
    response_truncated: (v.response_truncated ?? undefined) as boolean | undefined,
    status: text('status'),
    error_message: text('error_message'),
    duration_ms: (v.duration_ms ?? undefined) as number | undefined,
    timestamp: v.timestamp as string,
    time: Date.parse(v.timestamp as string),
    session_id: text('session_id'),
    request_id: text('request_id'),
    parent_id: text('parent_id'),
    metadata: (v.metadata ?? undefined) as Record<string, unknown> | undefined,
    user_id: text('user_id'),
    user_email: text('user_email'),
    bodies,
  };
}

function csvHeader(line: string, file: string, n: number): string[] {
  const columns = splitCsvRecord(line.replace(/^\uFEFF/, '')) ?? [];
  const missing = CSV_REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length)
    throw new EvalError('usage', `${file}:${n}: CSV header lacks the column(s) ${missing.join(', ')}`);
  return columns;
}

/** CSV rows, one or several lines each (a quoted field may hold line breaks), into records. */
class CsvReader {
  private buffer: string[] = [];
  private first = 0;

  constructor(
    private readonly columns: string[],
    private readonly on: ReadHandlers,
  ) {}

  pending(): boolean {
    return this.buffer.length > 0;
  }

  line(line: string, n: number): void {
    if (!this.buffer.length) this.first = n;
    this.buffer.push(line);
    const fields = splitCsvRecord(this.buffer.join('\n'));
    if (fields === null) return; // inside a quoted field: the row goes on
    this.buffer = [];
    this.row(fields, this.first);
  }

  end(): void {
    if (this.buffer.length) this.on.malformed(this.first, 'a quoted field is not closed before the end of the file');
  }

  private row(fields: string[], n: number): void {
    if (fields.length !== this.columns.length) {
      this.on.malformed(n, `${fields.length} field(s) where the header has ${this.columns.length}`);
      return;
    }
    const raw: Record<string, unknown> = {};
    this.columns.forEach((c, i) => {
      if (fields[i] !== '') raw[c] = fields[i];
    });
    if (raw.duration_ms !== undefined) raw.duration_ms = Number(raw.duration_ms);
    if (raw.response_truncated !== undefined) raw.response_truncated = raw.response_truncated === 'true';
    const problem = problemOf(raw);
    if (problem) return this.on.malformed(n, problem);
    this.on.record(toRecord(raw, false), n);
  }
}
