// The token footprint of the tool surface in words (trajectory `tool_tokens`, docs/scoring/token-footprint.md): what
// a scenario's conversation spends on tool definitions and discovery answers, against offering every tool of its
// servers directly. Plain text; each writer escapes it.
import type { RunReport, ScenarioResult } from '../results/index.js';
import { toolTokensSpent as spent, type ToolTokens } from '../results/trajectory.js';
import { thousands } from './format.js';

/** A scenario's footprint: the median of its runs' (the run in the middle by what it spent); null when none has one. */
export function scenarioFootprint(s: ScenarioResult): ToolTokens | null {
  const all = s.runs.flatMap((r) => (r.trajectory.tool_tokens ? [r.trajectory.tool_tokens] : []));
  if (!all.length) return null;
  const sorted = [...all].sort((a, b) => spent(a) - spent(b));
  return sorted[(sorted.length - 1) >> 1];
}

const share = (t: ToolTokens) => (t.direct > 0 ? `${Math.round((spent(t) / t.direct) * 100)}%` : '–');

/** `~1,234 tokens (definitions ~200, discovery ~1,034): 24% of ~5,100 direct`. */
export function footprintText(t: ToolTokens): string {
  const parts = `definitions ~${thousands(t.definitions)}, discovery ~${thousands(t.discovery)}`;
  return `~${thousands(spent(t))} tokens (${parts}): ${share(t)} of ~${thousands(t.direct)} direct`;
}

/** The table cell: `~1,234 (24%)`, or a dash. */
export function footprintCell(s: ScenarioResult): { value: number; text: string } {
  const t = scenarioFootprint(s);
  return t ? { value: spent(t), text: `~${thousands(spent(t))} (${share(t)})` } : { value: -1, text: '–' };
}

/** The run's: every scenario's footprint summed, against every one's direct cost; empty when none has one. */
export function runFootprint(report: RunReport): string {
  const each = report.scenarios.map(scenarioFootprint).filter((t) => t !== null);
  if (!each.length) return '';
  const sum = each.reduce(
    (a, t) => ({
      definitions: a.definitions + t.definitions,
      discovery: a.discovery + t.discovery,
      direct: a.direct + t.direct,
    }),
    { definitions: 0, discovery: 0, direct: 0 },
  );
  return `tool surface ${footprintText(sum)} over ${each.length} scenario(s)`;
}
