// MCPProxy's activity export, read as a stream: JSON Lines (`mcpproxy activity export`, one record per line, the
// fields of its contracts.ActivityRecord) or CSV (`--format csv`: a header line, then the columns id, type, source,
// server_name, tool_name, status, error_message, duration_ms, timestamp, session_id, request_id,
// response_truncated, parent_id; no arguments, response nor metadata). A line that is not a record is reported by
// its number and the reading goes on.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { EvalError } from '../errors.js';
import { isRecord } from '../util/json.js';
import { summarizeIssues } from '../util/zod.js';
import { splitCsvRecord } from './csv.js';

export type ExportFormat = 'json' | 'csv';

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

const optionalText = z.string().optional();
const recordSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  timestamp: z.string().refine((t) => !Number.isNaN(Date.parse(t)), 'not a date and time'),
  source: optionalText,
  server_name: optionalText,
  tool_name: optionalText,
  arguments: z.record(z.string(), z.unknown()).nullable().optional(),
  response: optionalText,
  response_truncated: z.boolean().optional(),
  status: optionalText,
  error_message: optionalText,
  duration_ms: z.number().optional(),
  session_id: optionalText,
  request_id: optionalText,
  parent_id: optionalText,
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  user_id: optionalText,
  user_email: optionalText,
});

/** Columns a CSV export must have to be read as one. */
const CSV_REQUIRED = ['id', 'type', 'timestamp'];

export interface ReadHandlers {
  record(r: ActivityRecord, line: number): void;
  /** A line (the first line of a CSV row) that is no record, and why. */
  malformed(line: number, message: string): void;
}

/** Read every record of an export in order; the format from `format`, else from its first line. */
export async function readActivity(
  file: string,
  format: ExportFormat | undefined,
  on: ReadHandlers,
): Promise<ExportFormat> {
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let kind = format;
  let csv: CsvReader | null = null;
  let n = 0;
  try {
    for await (const line of lines) {
      n++;
      if (!line.trim() && !csv?.pending()) continue;
      kind ??= sniff(line, file, n);
      if (kind === 'json') readJsonLine(line, n, on);
      else if (csv) csv.line(line, n);
      else csv = new CsvReader(csvHeader(line, file, n), on);
    }
  } catch (e) {
    if (e instanceof EvalError) throw e;
    throw new EvalError('usage', `${file}: cannot read the export: ${(e as Error).message}`);
  }
  csv?.end();
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
  const parsed = recordSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) {
    on.malformed(n, isRecord(value) ? summarizeIssues(parsed.error, { max: 2 }) : 'not a JSON object');
    return;
  }
  const r = parsed.data;
  on.record(toRecord(r, 'arguments' in r || 'response' in r), n);
}

/** The fields import reads, and only those: a record's other fields are not kept in memory. */
function toRecord(r: z.infer<typeof recordSchema>, bodies: boolean): ActivityRecord {
  return {
    id: r.id,
    type: r.type,
    source: r.source,
    server_name: r.server_name,
    tool_name: r.tool_name,
    arguments: r.arguments ?? undefined,
    response: r.response,
    response_truncated: r.response_truncated,
    status: r.status,
    error_message: r.error_message,
    duration_ms: r.duration_ms,
    timestamp: r.timestamp,
    time: Date.parse(r.timestamp),
    session_id: r.session_id,
    request_id: r.request_id,
    parent_id: r.parent_id,
    metadata: r.metadata ?? undefined,
    user_id: r.user_id,
    user_email: r.user_email,
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
    const parsed = recordSchema.safeParse(raw, { reportInput: true });
    if (!parsed.success) return this.on.malformed(n, summarizeIssues(parsed.error, { max: 2 }));
    this.on.record(toRecord(parsed.data, false), n);
  }
}
