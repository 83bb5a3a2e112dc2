// What a model would see, today against the baseline's (docs/scoring/model-runs.md): the tool list of
// the scenario's servers (names, descriptions, input schemas), their instructions, and the answers to the baseline's
// own calls replayed. When none of it changed, a model has nothing new to react to: the run is verified by replay.
import { instructionsChanged, type ServerSnapshot, type ToolCallRecord } from '../results/trajectory.js';
import { canonicalJson } from '../util/json.js';
import { outcomeOf } from './outcome.js';
import type { IgnoreSet } from './similarity.js';

/**
 * Fields of an answer that change from call to call on an unchanged server (a clock, a request id): left out when
 * replayed answers are compared, with the scenario's own ignore.response_fields.
 */
export const VOLATILE_FIELDS = [
  'timestamp',
  'time',
  'date',
  'created_at',
  'updated_at',
  'request_id',
  'session_id',
  'duration_ms',
  'elapsed_ms',
] as const;

/** What differs in the servers' surface, one line each; empty when a model would see the same tools. */
export function surfaceChanges(
  before: readonly ServerSnapshot[],
  after: readonly ServerSnapshot[],
  servers: readonly string[],
): string[] {
  return servers.flatMap((name) => {
    const b = before.find((s) => s.name === name);
    const a = after.find((s) => s.name === name);
    if (!b || !a) return [`server ${name}: ${b ? 'not listed today' : 'not in the baseline'}`];
    if (!a.server_info) return [`server ${name}: did not answer`];
    const out = instructionsChanged(b, a) ? [`server ${name}: instructions changed`] : [];
    const tools = new Map(a.tools.map((t) => [t.name, t]));
    for (const t of b.tools) {
      const now = tools.get(t.name);
      if (!now) out.push(`${name}: tool ${t.name} removed`);
      else if (now.schema_hash !== t.schema_hash) out.push(`${name}: input schema of ${t.name} changed`);
      else if ((now.description ?? '') !== (t.description ?? '')) out.push(`${name}: description of ${t.name} changed`);
      tools.delete(t.name);
    }
    for (const t of tools.keys()) out.push(`${name}: tool ${t} added`);
    return out;
  });
}

/**
 * What differs in the replayed answers, one line each: a call that now fails or succeeds, or whose answer changed
 * (compared as canonical JSON, volatile and ignored fields left out); a replay that made another number of calls.
 */
export function answerChanges(
  baseline: readonly ToolCallRecord[],
  replay: readonly ToolCallRecord[],
  ignoreResponseFields: readonly string[],
): string[] {
  if (baseline.length !== replay.length)
    return [`replay made ${replay.length} call(s), the baseline ${baseline.length}`];
  const ignore = new Set<string>([...VOLATILE_FIELDS, ...ignoreResponseFields]);
  return baseline.flatMap((b, i) => {
    const c = replay[i];
    const at = `call ${i + 1} ${b.id}`;
    if (b.is_error !== c.is_error) return [`${at}: ${c.is_error ? 'now fails' : 'no longer fails'}`];
    return answerKey(b, ignore) === answerKey(c, ignore) ? [] : [`${at}: answer changed`];
  });
}

/** An answer as compared: its outcome's canonical JSON; an error's text as it is. */
function answerKey(call: ToolCallRecord, ignore: IgnoreSet): string {
  return call.is_error ? canonicalJson(call.content) : (outcomeOf(call, ignore, true)?.key ?? '');
}
