// A conversation scored turn by turn (docs/scoring/conversations.md): each turn of the current run is aligned with the
// baseline's turn of the same place, by the one alignment of a run's calls; a turn only one side has scores 0, and the
// conversation's trajectory score is the mean of its turns'. A run of one turn on both sides is aligned as always.
import type { Pair, TurnScore } from '../results/index.js';
import { recordedTurns, type Trajectory } from '../results/trajectory.js';
import { align, type Alignment } from './alignment.js';

export interface ConversationAlignment extends Alignment {
  /** Each turn's score; absent when both runs are of one turn. */
  turns?: TurnScore[];
}

export function alignConversation(
  baseline: Trajectory,
  current: Trajectory,
  ignoreArgs: readonly string[],
  ignoreResponseFields: readonly string[],
  readOnly: ReadonlySet<string>,
): ConversationAlignment {
  const bTurns = recordedTurns(baseline);
  const cTurns = recordedTurns(current);
  if (bTurns.length === 1 && cTurns.length === 1) {
    return align(bTurns[0].calls, cTurns[0].calls, ignoreArgs, ignoreResponseFields, readOnly);
  }
  const of = Math.max(bTurns.length, cTurns.length);
  const pairs: Pair[] = [];
  const otherArgs = new Set<number>();
  const turns: TurnScore[] = [];
  let nowFails = false;
  let [bAt, cAt] = [0, 0];
  for (let i = 0; i < of; i++) {
    const [b, c] = [bTurns[i]?.calls ?? [], cTurns[i]?.calls ?? []];
    const a = align(b, c, ignoreArgs, ignoreResponseFields, readOnly);
    for (const k of a.otherArgs) otherArgs.add(pairs.length + k);
    const turn = { n: i + 1, of };
    pairs.push(...a.pairs.map((p) => placed(p, bAt, cAt, turn)));
    nowFails ||= a.nowFails;
    const side = !bTurns[i] ? 'extra' : !cTurns[i] ? 'missing' : 'both';
    turns.push({
      turn: i + 1,
      score: side === 'both' ? a.score : 0,
      side,
      baseline_calls: b.length,
      current_calls: c.length,
    });
    [bAt, cAt] = [bAt + b.length, cAt + c.length];
  }
  const score = turns.reduce((sum, t) => sum + t.score, 0) / of;
  return { pairs, score, nowFails, otherArgs, turns };
}

/** A turn's pair with its indices into the whole run's scored calls, and its turn. */
function placed(p: Pair, bAt: number, cAt: number, turn: { n: number; of: number }): Pair {
  return {
    ...p,
    baseline_index: p.baseline_index === null ? null : p.baseline_index + bAt,
    current_index: p.current_index === null ? null : p.current_index + cAt,
    turn,
  };
}

/** How a pair's place is told: `turn 2 of 3: ` before a conversation's, nothing before a one-turn run's. */
export const turnPrefix = (p: Pick<Pair, 'turn'>): string => (p.turn ? `turn ${p.turn.n} of ${p.turn.of}: ` : '');

/** The row number of a pair in the tables: `4`, or in a conversation `4 (turn 2)`. */
export const pairPlace = (p: Pick<Pair, 'turn'>, i: number): string =>
  p.turn ? `${i + 1} (turn ${p.turn.n})` : String(i + 1);
