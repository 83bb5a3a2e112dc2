// Success criteria (docs/scoring/criteria.md): each one checked against a run's transcript, the
// baseline's and the current run's alike; a criterion the baseline met and the current run does not
// caps the run's score. A judge criterion's verdict comes from a model, asked outside scoring/: here
// it is only looked up.
import type { CriterionComparison } from '../results/index.js';
import type { Criterion } from '../scenario/schema.js';
import { isToolCall, scoredCalls, type CriterionResult, type Trajectory } from '../results/trajectory.js';
import { canonicalJson } from '../util/json.js';

/** A judge's answer about one statement: met or not, and why; `met: null` is not judged (the reason says why). */
export interface Verdict {
  met: boolean | null;
  reason: string;
}

/** The criterion in words, as reports show it and as a recorded verdict is found again by. */
export function criterionLabel(c: Criterion): string {
  if (typeof c === 'string') return c;
  if ('contains' in c) return `contains ${JSON.stringify(c.contains)}`;
  if ('regex' in c) return `regex /${c.regex}/`;
  if ('called' in c) return `called ${c.called}${c.args ? ` ${canonicalJson(c.args)}` : ''}`;
  return `judge: ${c.judge}`;
}

/** The statements a judge is asked about, in the scenario's order. */
export function judgeStatements(criteria: readonly Criterion[]): string[] {
  return criteria.flatMap((c) => (typeof c !== 'string' && 'judge' in c ? [c.judge] : []));
}

/**
 * What a criterion is searched in: the agent's text, then each scored call's canonical id, its
 * arguments as JSON and its result's text. The user's intent is left out (a word of it would always
 * match), and so are gateway `list` calls (their result names every tool).
 */
export function transcriptPieces(t: Trajectory): string[] {
  const scored = new Set(scoredCalls(t));
  return t.messages.flatMap((m) => {
    if (m.type === 'assistant') return [m.text];
    if (!isToolCall(m) || !scored.has(m)) return [];
    return [m.id, JSON.stringify(m.arguments), ...m.content.flatMap((b) => (b.text === undefined ? [] : [b.text]))];
  });
}

/** Longest result text a judge is shown per call: a transcript is evidence, not a data dump. */
const JUDGE_RESULT_CHARS = 4_000;

/** The run as the judge reads it: `USER:`, `AGENT:`, `TOOL_CALL:`, `TOOL_RESULT:` / `TOOL_ERROR:` lines. */
export function transcriptText(t: Trajectory): string {
  const scored = new Set(scoredCalls(t));
  return t.messages
    .flatMap((m) => {
      if (m.type === 'user') return [`USER: ${m.text}`];
      if (m.type === 'assistant') return [`AGENT: ${m.text}`];
      if (!scored.has(m)) return [];
      const text = m.content.map((b) => b.text ?? `[${b.type}]`).join('\n');
      const shown = text.length > JUDGE_RESULT_CHARS ? `${text.slice(0, JUDGE_RESULT_CHARS)} [cut]` : text;
      return [
        `TOOL_CALL: ${m.id} ${JSON.stringify(m.arguments)}`,
        `${m.is_error ? 'TOOL_ERROR' : 'TOOL_RESULT'}: ${shown}`,
      ];
    })
    .join('\n');
}

function status(met: boolean): CriterionResult['status'] {
  return met ? 'met' : 'unmet';
}

/** Every key of `want` is in `args` with an equal value (as canonical JSON: `10` and `"10"` differ). */
function hasArgs(args: Record<string, unknown>, want: Record<string, unknown>): boolean {
  return Object.entries(want).every(([k, v]) => k in args && canonicalJson(args[k]) === canonicalJson(v));
}

function checkOne(c: Criterion, t: Trajectory, pieces: string[], judged: (s: string) => Verdict): CriterionResult {
  const criterion = criterionLabel(c);
  if (typeof c === 'string') {
    const needle = c.toLowerCase();
    return { criterion, status: status(pieces.some((p) => p.toLowerCase().includes(needle))) };
  }
  if ('contains' in c) return { criterion, status: status(pieces.some((p) => p.includes(c.contains))) };
  if ('regex' in c) {
    const re = new RegExp(c.regex, 'm');
    return { criterion, status: status(pieces.some((p) => re.test(p))) };
  }
  if ('called' in c) {
    // A call the harness refused (unknown tool, invalid input) never reached the tool: not a call of it.
    const made = scoredCalls(t).filter((m) => m.id === c.called && m.harness_error === undefined);
    return { criterion, status: status(made.some((m) => !c.args || hasArgs(m.arguments, c.args))) };
  }
  const v = judged(c.judge);
  return { criterion, status: v.met === null ? 'not_judged' : status(v.met), reason: v.reason };
}

/** Each criterion of a run, in the scenario's order; `judged` gives the verdict of a judge statement. */
export function checkCriteria(
  criteria: readonly Criterion[],
  t: Trajectory,
  judged: (statement: string) => Verdict,
): CriterionResult[] {
  const pieces = transcriptPieces(t);
  return criteria.map((c) => checkOne(c, t, pieces, judged));
}

/** The verdicts a trajectory recorded for its judge criteria, to check a baseline again without a model. */
export function recordedVerdicts(t: Trajectory): (statement: string) => Verdict {
  const byLabel = new Map((t.criteria ?? []).map((r) => [r.criterion, r]));
  return (statement) => {
    const r = byLabel.get(criterionLabel({ judge: statement }));
    if (!r || r.status === 'not_judged') return { met: null, reason: r?.reason ?? 'not judged when it was recorded' };
    return { met: r.status === 'met', reason: r.reason ?? '' };
  };
}

/** Baseline and current results side by side (same criteria, same order); met before and unmet now regressed. */
export function compareCriteria(
  baseline: readonly CriterionResult[],
  current: readonly CriterionResult[],
): CriterionComparison[] {
  return current.map((c, i) => {
    const b = baseline[i]?.status ?? 'not_judged';
    return { criterion: c.criterion, baseline: b, current: c.status, regressed: b === 'met' && c.status === 'unmet' };
  });
}
