// Does a run pass (docs/scoring/run-passes.md): the one per-run rule that record, compare's still-failing and every
// pass rate read. A failed call the same run corrects is recovered, not failed. Pure.
import { parseCanonicalId, scoredCalls, type ToolCallRecord, type Trajectory } from '../results/trajectory.js';
import { nearestName } from '../util/text.js';
import { callFailed } from './drift.js';
import { execStatus } from './failure.js';

/** A failed call and the later call of the same run that did what it meant to. */
export interface Recovery {
  failed: ToolCallRecord;
  by: ToolCallRecord;
  /** `arguments`: the same tool again; `name`: the tool the mistyped name was near (the gateway's "did you mean"). */
  how: 'arguments' | 'name';
}

/**
 * How `call`, which failed, was corrected later in the run (`ok`: the calls after it that succeeded), if it was: the
 * first of them that is the same tool (corrected arguments), or, when the failed call named a tool its server does
 * not list, the listed tool nearest that name on the same server (a corrected name).
 */
function correction(
  call: ToolCallRecord,
  ok: readonly ToolCallRecord[],
  listed: ReadonlyMap<string, readonly string[]>,
): Recovery | null {
  const same = ok.find((l) => l.id === call.id);
  if (same) return { failed: call, by: same, how: 'arguments' };
  const at = parseCanonicalId(call.id);
  const names = at && listed.get(at.server);
  if (!at || !names || names.includes(at.tool)) return null;
  const meant = nearestName(at.tool, names);
  const by = meant === undefined ? undefined : ok.find((l) => l.server === at.server && l.tool === meant);
  return by ? { failed: call, by, how: 'name' } : null;
}

/** Each server's listed tool names in this run. */
function listedTools(t: Trajectory): Map<string, string[]> {
  return new Map(t.servers.map((s) => [s.name, s.tools.map((x) => x.name)]));
}

/** The scored calls of a run that failed and were corrected later in it (`correction`), in call order. */
export function recoveries(t: Trajectory, ignoreResponseFields: readonly string[] = []): Recovery[] {
  const ignore = new Set(ignoreResponseFields);
  const listed = listedTools(t);
  const calls = scoredCalls(t);
  const failed = calls.map((c) => callFailed(c, ignore));
  return calls.flatMap((c, i) => {
    if (!failed[i]) return [];
    const r = correction(
      c,
      calls.filter((_, j) => j > i && !failed[j]),
      listed,
    );
    return r ? [r] : [];
  });
}

/** The run without the failed calls it recovered: what compare scores (a run that recovers is a run that works). */
export function withoutRecovered(t: Trajectory, ignoreResponseFields: readonly string[] = []): Trajectory {
  const recovered = new Set<unknown>(recoveries(t, ignoreResponseFields).map((r) => r.failed));
  return recovered.size ? { ...t, messages: t.messages.filter((m) => !recovered.has(m)) } : t;
}

/**
 * The scored calls of a run that failed (is_error, or a failure answered in-band) and stayed failed: no later call
 * recovered them. What a baseline must not hold unless the scenario tests a failure (docs/scoring/still-failing.md).
 */
export function failingCalls(t: Trajectory, ignoreResponseFields: readonly string[] = []): ToolCallRecord[] {
  const ignore = new Set(ignoreResponseFields);
  const recovered = new Set(recoveries(t, ignoreResponseFields).map((r) => r.failed));
  return scoredCalls(t).filter((c) => callFailed(c, ignore) && !recovered.has(c));
}

/** A run that did not do its work: it ended blocked (error, timeout, refusal), or calls of it stayed failed. */
export function runFailed(t: Trajectory, ignoreResponseFields: readonly string[] = []): boolean {
  return execStatus(t) === 'BLOCKED' || failingCalls(t, ignoreResponseFields).length > 0;
}

/**
 * Does this run pass? Its calls succeed or are recovered, it did not end blocked, and none of its success criteria
 * is unmet. The one per-run rule: what record keeps, and what every pass rate counts.
 */
export function runPasses(t: Trajectory, ignoreResponseFields: readonly string[] = []): boolean {
  return !runFailed(t, ignoreResponseFields) && !(t.criteria ?? []).some((c) => c.status === 'unmet');
}

/** A recovery in words: `get_sum -> get-sum (server "everything"): a corrected tool name`. */
export function describeRecovery(r: Recovery): string {
  const where = `(server "${r.by.server}")`;
  if (r.how === 'arguments') return `${r.by.tool} ${where}: corrected arguments`;
  const from = parseCanonicalId(r.failed.id)?.tool ?? r.failed.id;
  return `${from} -> ${r.by.tool} ${where}: a corrected tool name`;
}

/** What these runs recovered, once each: `recovered: get_sum -> get-sum (server "everything"): ...`; empty if none. */
export function recoveredText(runs: readonly Trajectory[]): string {
  const said = new Set(runs.flatMap((t) => recoveries(t).map(describeRecovery)));
  return said.size ? `recovered: ${[...said].join('; ')}` : '';
}
