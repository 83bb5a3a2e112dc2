// Sessions into scenarios. Sessions that make the same calls in the same order with the same argument names (the
// values may differ: another query, another message) are near-identical: one scenario, whose expected_trajectory
// is the latest session's calls (the proxy's traffic as it is now) and whose baseline keeps the recorded answers of
// the latest few as variations (a compared run is judged against the closest). Memory stays bounded: a group keeps
// MAX_VARIATIONS sessions.
import { MAX_VARIATIONS, type Baseline, BASELINE_SCHEMA_VERSION } from '../baselines/format.js';
import { storedResult } from '../mcp/stored-result.js';
import {
  emptyUsage,
  TRAJECTORY_SCHEMA_VERSION,
  type Message,
  type ServerSnapshot,
  type Trajectory,
} from '../results/trajectory.js';
import { sha256 } from '../util/json.js';
import { VERSION } from '../util/version.js';
import { compareText, truncate } from '../util/text.js';
import { runFailed } from '../scoring/index.js';
import { draftYaml, fileSlug, uniqueName, type ScenarioDraft } from './draft.js';
import type { ImportedCall, Via } from './import-calls.js';

export interface SessionCalls {
  session: string;
  start: number;
  end: number;
  calls: ImportedCall[];
}

interface Group {
  sessions: number;
  first: number;
  last: number;
  /** The latest sessions, at most MAX_VARIATIONS, latest first. */
  kept: SessionCalls[];
}

export interface BuildOptions {
  via: Via;
  /** Read from OTLP traces (otlp.ts), not an activity export: said in each scenario's comment. */
  otlp?: boolean;
  proxy: string;
  /** The folder under the scenarios directory: the scenarios' ids start with it. */
  folder: string;
  /** The path a scenario file is written to (as the loader will name it), from its id. */
  fileOf(id: string): string;
  /** Hides what must not be written (import-redact.ts outputRedactor): applied to each scenario and baseline. */
  redact: <T>(value: T) => T;
}

export interface Built {
  draft: ScenarioDraft;
  yaml: string;
  baseline: Baseline | null;
  sessions: number;
}

const MAX_NAME = 80;

/** The near-identical groups of a run of import, and what they become. */
export class ScenarioGroups {
  private readonly groups = new Map<string, Group>();

  constructor(private readonly maxScenarios: number) {}

  /** Adds a session to its group; false when it would start a group past maxScenarios (then it is not kept). */
  add(s: SessionCalls): boolean {
    const key = signature(s.calls);
    let g = this.groups.get(key);
    if (!g) {
      if (this.groups.size >= this.maxScenarios) return false;
      g = { sessions: 0, first: s.start, last: s.end, kept: [] };
      this.groups.set(key, g);
    }
    g.sessions++;
    g.first = Math.min(g.first, s.start);
    g.last = Math.max(g.last, s.end);
    // The export streams newest first: a full group is seldom changed by what comes next.
    const oldest = g.kept[g.kept.length - 1];
    if (g.kept.length < MAX_VARIATIONS || s.start > oldest.start) {
      // A copy is kept, not the session itself: when the first sessions of an import are all kept, the objects of
      // the code that makes every session would look long-lived to V8, which then allocates them straight in the old
      // generation for the rest of the run (allocation-site pretenuring), where they pile up as garbage (bench 11).
      g.kept.push(structuredClone(s));
      g.kept.sort((a, b) => b.start - a.start || compareText(a.session, b.session));
      if (g.kept.length > MAX_VARIATIONS) g.kept.pop();
    }
    return true;
  }

  /** Each group as a scenario draft, its YAML and its baseline (none when the export had no bodies). */
  build(opts: BuildOptions): Built[] {
    const taken = new Set<string>();
    const groups = [...this.groups.values()].sort((a, b) => a.first - b.first);
    return groups.map((g) => {
      const draft = opts.redact(toDraft(g, opts, taken));
      // A session whose calls stayed failed replays that failure: what its scenario tests (a baseline must say so).
      if (draft.enabled && runFailed(trajectory(g.kept[0], 0, draft))) {
        draft.expect_failure = true;
        draft.comments.push('Its session ended with failing calls: expect_failure, the failure is what it tests.');
      }
      const yaml = draftYaml(draft);
      // A draft is enabled when every call it holds has its bodies: then it has a baseline too.
      const baseline = draft.enabled ? opts.redact(sessionBaseline(g, draft, yaml, opts)) : null;
      return { draft, yaml, baseline, sessions: g.sessions };
    });
  }
}

/** Same calls, same order, same argument names; for a call_tool_* also the same upstream tool. */
function signature(calls: ImportedCall[]): string {
  return calls
    .map((c) => {
      const inner = c.tool.startsWith('call_tool_') ? c.args.args : c.args;
      const keys = inner && typeof inner === 'object' ? Object.keys(inner).sort() : [];
      return `${c.id} ${String(c.tool.startsWith('call_tool_') ? c.args.name : '')} ${keys.join(',')}`;
    })
    .join('\n');
}

/** What a call reaches, for people: `server:tool` through the proxy, else the tool's own name. */
function target(c: ImportedCall): string {
  return c.tool.startsWith('call_tool_') && typeof c.args.name === 'string' ? c.args.name : c.tool;
}

const disabledWhy = (opts: BuildOptions): string =>
  opts.otlp
    ? 'Disabled: the traces carry no arguments or answers (spans without gen_ai.tool.call.arguments).'
    : 'Disabled: the export carries no arguments or answers (CSV, or JSON without --include-bodies).';
const fillIn = (opts: BuildOptions): string =>
  opts.otlp
    ? 'Fill in the args, or import traces written with trace-content (docs/traces.md) instead.'
    : 'Fill in the args, or import `mcpproxy activity export --include-bodies` instead.';

function toDraft(g: Group, opts: BuildOptions, taken: Set<string>): ScenarioDraft {
  const first = g.kept[0];
  // Redacted before they name anything: the scenario's id is a file name, which the draft's redaction cannot reach.
  const tools = opts.redact([...new Set(first.calls.map(target))]);
  const intent = opts.redact(g.kept.flatMap((s) => s.calls.map((c) => c.intent)).find((i) => i !== undefined));
  const complete = g.kept.every((s) => s.calls.every((c) => c.bodies));
  const span = `${new Date(g.first).toISOString()} to ${new Date(g.last).toISOString()}`;
  const which = g.kept.length === g.sessions ? 'each' : `the latest ${g.kept.length}`;
  const from = opts.otlp ? 'OTLP traces' : 'an MCPProxy activity export';
  const comments = [
    `Imported by mcp-eval import from ${from}: ${g.sessions} session(s) with these calls, ${span}.`,
    complete ? `Its baseline holds the recorded answers of ${which} as variations.` : disabledWhy(opts),
    ...(complete ? [] : [fillIn(opts)]),
  ];
  const title = intent
    ? truncate(intent.replace(/\s+/g, ' ').trim(), MAX_NAME)
    : `use ${truncate(tools.join(', '), MAX_NAME)}`;
  const slug = fileSlug(intent ? intent.split(/\s+/).slice(0, 8).join('-') : tools.join('-'));
  return {
    id: uniqueName(`${opts.folder}/${slug.toLowerCase()}`, taken),
    comments,
    name: uniqueName(`imported: ${title}`, taken, ' #'),
    description: `${g.sessions} agent session(s) seen by MCPProxy, ${span}`,
    enabled: complete,
    user_intent: intent ?? `Use ${tools.join(', then ')}.`,
    servers: opts.via === 'proxy' ? [opts.proxy] : [...new Set(first.calls.map((c) => c.server))],
    tags: ['imported'],
    expected_trajectory: first.calls.map((c) => ({
      tool: c.id,
      args: c.args,
      ...(c.notes.length ? { notes: c.notes.join('; ') } : {}),
    })),
  };
}

/**
 * The servers as a baseline knows them: by name only. An export does not hold their tool lists, and a snapshot
 * whose server never answered (server_info null) is one the comparison of tool lists leaves out.
 */
function unknownServers(draft: ScenarioDraft): ServerSnapshot[] {
  return (draft.servers ?? []).map((name) => ({ name, server_info: null, tools: [] }));
}

function sessionBaseline(g: Group, draft: ScenarioDraft, yaml: string, opts: BuildOptions): Baseline {
  const git = { sha: null, ref: null };
  return {
    schema_version: BASELINE_SCHEMA_VERSION,
    mcp_eval_version: VERSION,
    scenario_id: draft.id,
    scenario_file: opts.fileOf(draft.id),
    scenario_hash: sha256(yaml),
    recorded_at: new Date(g.first).toISOString(),
    agent: 'scripted',
    model: null,
    git,
    servers: unknownServers(draft),
    trajectories: g.kept.map((s, i) => trajectory(s, i, draft)),
    config: null,
  };
}

function trajectory(s: SessionCalls, index: number, draft: ScenarioDraft): Trajectory {
  const messages: Message[] = [{ type: 'user', text: draft.user_intent }, ...s.calls.map(toolCall)];
  return {
    schema_version: TRAJECTORY_SCHEMA_VERSION,
    scenario_id: draft.id,
    run_index: index,
    agent: 'scripted',
    model: null,
    started_at: new Date(s.start).toISOString(),
    ended_at: new Date(s.end).toISOString(),
    duration_ms: s.end - s.start,
    messages,
    usage: emptyUsage(),
    turns: [],
    stop_reason: 'completed',
    error: null,
    servers: unknownServers(draft),
    git: { sha: null, ref: null },
    imported_from: { session_id: s.session },
  } as Trajectory;
}

function toolCall(c: ImportedCall): Message {
  const stored = storedResult(c.content, c.structured);
  return {
    type: 'tool_call',
    id: c.id,
    server: c.server,
    tool: c.tool,
    discovery: false,
    arguments: c.args,
    content: stored.content,
    ...(stored.structured !== undefined ? { structured_content: stored.structured } : {}),
    is_error: c.is_error,
    ...(stored.truncated ? { result_truncated: stored.truncated } : {}),
    ...(c.truncated ? { response_truncated: true } : {}),
    started_at: c.started_at,
    duration_ms: c.duration_ms,
  };
}
