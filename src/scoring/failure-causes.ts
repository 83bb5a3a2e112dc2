// The causes of a scenario that failed without the server changing what it offers (docs/scoring/causes.md): a server
// that crashed (its process exited, or it answered a panic), a recording refused as a baseline because its calls
// failed, and a scenario still failing as it did in its baseline. Each says what the failure itself said.
import type { RunResult, ScenarioResult } from '../results/index.js';
import { NOT_RECORDED, RESTART_FAILED, SERVER_EXITED } from '../results/phrases.js';
import { parseCanonicalId, type ToolCallRecord } from '../results/trajectory.js';
import { truncate } from '../util/text.js';
import { failureReason } from './evaluate.js';
import { failingCalls } from './run-passes.js';
import { finding, MAX_LINE, type Finding } from './finding.js';

/** A server's own words that it crashed: a Go panic, a fatal error, a segfault. */
const CRASHED = /\bpanic: |\bfatal error: |segmentation fault|\bSIGSEGV\b/i;
/** `server "name" ...` in a pipeline message about a server, at its start or after the call it failed. */
const SERVER_NAMED = /\bserver "([^"]+)"/;

/** The scenario's server crash, if a message of it shows one: the first found, with the server's last words. */
export function crashFinding(s: ScenarioResult): Finding | null {
  const calls = s.runs.flatMap((r) => r.trajectory.messages.filter((m): m is ToolCallRecord => m.type === 'tool_call'));
  const said = [
    ...[s.error, ...s.runs.map((r) => r.error)].flatMap((t) => (t ? [{ text: t, id: null }] : [])),
    ...calls.map((c) => ({ text: c.harness_error ?? (c.is_error ? failureText(c) : ''), id: c.id })),
  ];
  for (const { text, id } of said) {
    const line = text.split('\n').find((l) => l.includes(SERVER_EXITED) || CRASHED.test(l));
    if (!line) continue;
    const server = SERVER_NAMED.exec(line)?.[1] ?? (id && parseCanonicalId(id)?.server) ?? null;
    const shown = truncate(line, MAX_LINE);
    const summary = `server \`${server ?? '?'}\` crashed${line.includes(SERVER_EXITED) ? ': its process exited' : ''}`;
    return finding('server_crashed', server, null, summary, shown, { evidence: [shown] });
  }
  return null;
}

/** A service restart that failed: the scenario's error says with which configuration, and why. */
export function restartFinding(s: ScenarioResult): Finding | null {
  if (!s.error?.startsWith(RESTART_FAILED)) return null;
  const shown = truncate(s.error.split('\n')[0], MAX_LINE);
  return finding('server_down', null, null, "the service's restart failed", shown, { evidence: [shown] });
}

/** A recording refused as a baseline: its error says which calls failed and what to do. */
export function refusedFinding(s: ScenarioResult): Finding | null {
  if (!s.error?.startsWith(NOT_RECORDED)) return null;
  const shown = truncate(s.error.split('\n')[0], MAX_LINE);
  return finding('baseline_refused', null, null, 'not recorded as a baseline', shown);
}

/** Each call of a still-failing run that stays failed, as it did in the baseline: not the change's doing. */
export function stillFailingFindings(r: RunResult): Finding[] {
  if (!r.evaluation?.still_failing) return [];
  return failingCalls(r.trajectory).flatMap((c) => {
    const at = parseCanonicalId(c.id);
    if (!at) return [];
    const reason = failureReason(c);
    const summary = `\`${at.tool}\` on server \`${at.server}\` fails as it did in the baseline`;
    const detail = `still failing: ${at.tool}${reason ? `: ${reason}` : ''}`;
    return [finding('still_failing', at.server, at.tool, summary, truncate(detail, MAX_LINE))];
  });
}

function failureText(c: ToolCallRecord): string {
  return c.content.find((b) => b.type === 'text')?.text ?? '';
}
