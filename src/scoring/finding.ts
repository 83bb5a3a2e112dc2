// One cause as one scenario shows it, before the causes of a run are grouped (causes.ts): a kind, where, in words.
import type { Cause, CauseKind } from '../results/index.js';

/** A cause line's longest quote of a message. */
export const MAX_LINE = 200;

export type Finding = Omit<Cause, 'scenarios'> & { detail: string };

export function finding(
  kind: CauseKind,
  server: string | null,
  tool: string | null,
  summary: string,
  detail: string,
  more: Partial<Pick<Cause, 'evidence' | 'suggestions' | 'rename' | 'rule'>> = {},
): Finding {
  return { kind, server, tool, summary, evidence: [], suggestions: [], rename: null, ...more, detail };
}
