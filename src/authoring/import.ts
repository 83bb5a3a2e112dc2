// mcp-eval import: an MCPProxy activity export (or OTLP traces, otlp.ts) into scenarios and their baselines, one
// scenario per agent session (near-identical sessions merged, import-build.ts). It streams the file twice: the first
// pass counts each session's records (and collects the user ids and emails to hide); the second keeps a session's
// records only until its last one is read, then turns them into calls and lets them go. Memory holds the sessions
// being read, a count per session, and the scenarios' few variations, never the whole export (an OTLP file, one JSON
// document, is read whole: otlp.ts).
import path from 'node:path';
import { baselinePath, serializeBaseline } from '../baselines/format.js';
import type { Redactor } from '../sanitize/redact.js';
import { compareText } from '../util/text.js';
import { readActivity, type ActivityRecord, type ExportFormat, type ReadHandlers } from './activity.js';
import { ScenarioGroups, type BuildOptions, type Built } from './import-build.js';
import { sessionCalls, usable, type Via } from './import-calls.js';
import { outputRedactor, recordRedactor } from './import-redact.js';
import { looksOtlp, readOtlp } from './otlp.js';
import { writeSuiteFiles, type WrittenFile } from './write.js';

/** Records of one session kept; a longer session is cut (counted). */
const MAX_SESSION_RECORDS = 500;
/** Calls of one scenario; a longer session keeps its first ones (counted). */
const MAX_CALLS = 100;
/** Malformed lines listed by number; the rest are counted. */
const MAX_LISTED = 20;

export interface ImportOptions {
  file: string;
  format?: ExportFormat;
  via: Via;
  /** The proxy's name in the mcp.json a replay uses: calls through it are mcp__<proxy>__<tool>. */
  proxy: string;
  /** Record types imported. */
  types: string[];
  /** Only calls of these upstream servers (the proxy's own tools when the proxy's name is listed); all when empty. */
  servers: string[];
  /** Only records at or after this time (ms since the epoch). */
  since?: number;
  dir: string;
  folder: string;
  baselineDir: string;
  force: boolean;
  maxScenarios: number;
  env: NodeJS.ProcessEnv;
}

export interface ImportSummary {
  file: string;
  format: ExportFormat;
  records: number;
  /** Records that became (or were noted on) a call. */
  used: number;
  sessions: number;
  scenarios: number;
  baselines: number;
  /** Records (or sessions) not imported, by reason. */
  unused: { reason: string; count: number }[];
  malformed: { line: number; message: string }[];
  malformed_count: number;
  files: string[];
}

interface Bucket {
  expected: number;
  seen: number;
  records: ActivityRecord[];
  /** What import did to a record, by its id, said on its step. */
  notes: Map<string, string[]>;
}

export async function importActivity(given: ImportOptions): Promise<ImportSummary> {
  // A trace's calls are the client's own, to the servers it called: there is no proxy's view to choose.
  const otlp = given.format === 'otlp' || (!given.format && (await looksOtlp(given.file)));
  const opts: ImportOptions = otlp ? { ...given, format: 'otlp', via: 'upstream' } : given;
  const counts = new Map<string, number>();
  const count = (reason: string, n = 1) => counts.set(reason, (counts.get(reason) ?? 0) + n);
  const malformed: ImportSummary['malformed'] = [];
  let malformedCount = 0;
  let records = 0;
  const expected = new Map<string, number>();
  const identities = new Set<string>();
  let bodies = false;
  const format = await readExport(opts, {
    record: (r) => {
      records++;
      bodies ||= r.bodies;
      for (const v of [r.user_id, r.user_email]) if (v) identities.add(v);
      const why = leftOut(r, opts);
      if (why) count(why);
      else expected.set(r.session_id!, (expected.get(r.session_id!) ?? 0) + 1);
    },
    malformed: (line, message) => {
      malformedCount++;
      if (malformed.length < MAX_LISTED) malformed.push({ line, message });
    },
  });
  const groups = new ScenarioGroups(opts.maxScenarios);
  const used = await secondPass(opts, { format, expected, bodies }, groups, count);
  const built = groups.build(buildOptions(opts, outputRedactor(identities, opts.env)));
  const files = suiteFiles(built, opts);
  await writeSuiteFiles(files, opts.force, 'import');
  return {
    file: opts.file,
    format,
    records,
    used,
    sessions: built.reduce((n, b) => n + b.sessions, 0),
    scenarios: built.length,
    baselines: built.filter((b) => b.baseline).length,
    unused: [...counts]
      .map(([reason, n]) => ({ reason, count: n }))
      .sort((a, b) => b.count - a.count || compareText(a.reason, b.reason)),
    malformed,
    malformed_count: malformedCount,
    files: files.map((f) => f.path),
  };
}

/** The records of the file: an OTLP trace file's (otlp.ts), or an activity export's. */
async function readExport(opts: Pick<ImportOptions, 'file' | 'format'>, on: ReadHandlers): Promise<ExportFormat> {
  if (opts.format !== 'otlp') return readActivity(opts.file, opts.format, on);
  await readOtlp(opts.file, on);
  return 'otlp';
}

/** Why a record is not imported (the filters, then what makes a record no call); null when it is. */
function leftOut(r: ActivityRecord, opts: ImportOptions): string | null {
  const isCall = r.type === 'tool_call' || r.type === 'internal_tool_call';
  if (!opts.types.includes(r.type))
    return isCall ? `${r.type} records left out by --type` : `${r.type} records are not tool calls`;
  const u = usable(r, opts.via);
  if (!u.ok) return u.reason;
  if (opts.since !== undefined && r.time < opts.since) return 'before --since';
  if (opts.servers.length && !opts.servers.includes(r.server_name || opts.proxy)) return 'server left out by --server';
  return null;
}

/** What the first pass learnt of the export. */
interface FirstPass {
  format: ExportFormat;
  /** Records of each session that are imported. */
  expected: Map<string, number>;
  /** Some record carries arguments or an answer: the export was made with --include-bodies. */
  bodies: boolean;
}

/** Each session's records gathered until its last one is read, then made calls and added to its scenario. */
async function secondPass(
  opts: ImportOptions,
  { format, expected, bodies }: FirstPass,
  groups: ScenarioGroups,
  count: (reason: string, n?: number) => void,
): Promise<number> {
  const redact = recordRedactor();
  const open = new Map<string, Bucket>();
  let used = 0;
  const finish = (session: string, b: Bucket) => {
    open.delete(session);
    expected.delete(session);
    used += finishSession(session, b, opts, groups, count);
  };
  const keep = (b: Bucket, raw: ActivityRecord) => {
    const { record, hidden } = redact(raw);
    const notes = hidden.length ? [`redacted (secret-looking): ${hidden.join(', ')}`] : [];
    if (bodies && !record.bodies) {
      // An export with bodies, and none on this record: MCPProxy refused the call before it kept them.
      record.bodies = true;
      notes.push('MCPProxy recorded neither arguments nor answer for this call: it is made with none');
    }
    b.records.push(record);
    if (notes.length) b.notes.set(record.id, notes);
  };
  await readExport(
    { ...opts, format },
    {
      record: (raw) => {
        if (leftOut(raw, opts)) return;
        const session = raw.session_id!;
        const b = open.get(session) ?? { expected: expected.get(session) ?? 0, seen: 0, records: [], notes: new Map() };
        open.set(session, b);
        b.seen++;
        if (b.records.length < MAX_SESSION_RECORDS) keep(b, raw);
        else count(`records past the first ${MAX_SESSION_RECORDS} read of one session`);
        if (b.seen >= b.expected) finish(session, b);
      },
      malformed: () => {},
    },
  );
  for (const [session, b] of open) finish(session, b);
  return used;
}

/** The session's calls into its scenario; the number of records used. */
function finishSession(
  session: string,
  b: Bucket,
  opts: ImportOptions,
  groups: ScenarioGroups,
  count: (reason: string, n?: number) => void,
): number {
  let dropped = 0;
  const calls = sessionCalls(b.records, opts.via, opts.proxy, b.notes, (reason) => {
    dropped++;
    count(reason);
  });
  if (calls.length > MAX_CALLS) {
    count(`calls past the first ${MAX_CALLS} of one session`, calls.length - MAX_CALLS);
    calls.length = MAX_CALLS;
  }
  if (!calls.length) return 0;
  const times = b.records.map((r) => r.time);
  const start = Math.min(...calls.map((c) => Date.parse(c.started_at)));
  if (!groups.add({ session, start, end: Math.max(...times), calls })) {
    count(`sessions past --max-scenarios ${opts.maxScenarios} distinct scenarios`, 1);
    return 0;
  }
  return b.records.length - dropped;
}

function buildOptions(opts: ImportOptions, redact: Redactor): BuildOptions {
  return {
    redact,
    via: opts.via,
    otlp: opts.format === 'otlp',
    proxy: opts.proxy,
    folder: opts.folder,
    fileOf: (id: string) => relativePosix(path.join(opts.dir, `${id}.yaml`)),
  };
}

function suiteFiles(built: Built[], opts: ImportOptions): WrittenFile[] {
  return built.flatMap((b) => [
    { path: path.join(opts.dir, `${b.draft.id}.yaml`), text: b.yaml },
    ...(b.baseline
      ? [{ path: path.join(opts.baselineDir, baselinePath(b.draft.id)), text: serializeBaseline(b.baseline) }]
      : []),
  ]);
}

/** The path as the scenario loader names a file: relative to the working directory, with `/`. */
function relativePosix(p: string): string {
  return path.relative(process.cwd(), path.resolve(p)).split(path.sep).join('/');
}
