// Seeded random runs for the scoring tests that check the engine against its documented rules: few tools, few
// words and few answers, so that ties, repeated calls, equal arguments and equal answers are common.
import type { ContentBlock, ServerSnapshot, ToolCallRecord, Trajectory } from '../../src/results/trajectory.js';
import { call, trajectory } from './trajectories.js';

const WORDS = ['env', 'environment', 'variables', 'config', 'search', 'searching', 'log', 'tools', 'Tools!'];
const NAMES = ['a', 'b', 'c', 'd', 'e', 'f'];

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

/** Strings (some spelling numbers, booleans or JSON), numbers near and far, booleans, null, arrays, objects. */
export function randomValue(r: () => number, depth = 0): unknown {
  const k = Math.floor(r() * (depth > 1 ? 7 : 9));
  if (k === 0 || k === 1) return Array.from({ length: Math.floor(r() * 4) }, () => pick(r, WORDS)).join(' ');
  if (k === 2) return Math.floor(r() * 6) - 2;
  if (k === 3) return pick(r, [1e12, 1e12 + 1, 0.1 + 0.2, 0.3, 1 / 3]);
  if (k === 4) return r() > 0.5;
  if (k === 5) return r() > 0.5 ? null : pick(r, ['3', 'true', '-2', '']);
  if (k === 6) return JSON.stringify(randomArgs(r, depth + 2));
  if (k === 7) return Array.from({ length: Math.floor(r() * 3) }, () => randomValue(r, depth + 1));
  return randomArgs(r, depth + 1);
}

export function randomArgs(r: () => number, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['query', 'limit', 'name', 'filter']) if (r() > 0.45) out[key] = randomValue(r, depth);
  return out;
}

/** An answer: plain text, a ranked list of tools, an error in-band or not. */
function randomContent(r: () => number): { content: ContentBlock[]; error: boolean } {
  const k = Math.floor(r() * 6);
  const text = (t: string): ContentBlock[] => [{ type: 'text', text: t }];
  if (k === 0) return { content: text('ok'), error: false };
  if (k === 1) return { content: text('Error: upstream timed out'), error: true };
  if (k === 2) return { content: text(JSON.stringify({ error: 'denied' })), error: false };
  if (k === 3) return { content: text(JSON.stringify({ status: 'QUARANTINED_SERVER_BLOCKED' })), error: false };
  const tools = Array.from({ length: Math.floor(r() * 7) }, () => ({ name: pick(r, NAMES) }));
  return { content: text(JSON.stringify({ tools, total: tools.length })), error: false };
}

export function randomCall(r: () => number, tools: number): ToolCallRecord {
  const { content, error } = randomContent(r);
  return { ...call({ id: `t${Math.floor(r() * tools)}`, args: randomArgs(r), error }), content };
}

/**
 * A baseline of up to `n` calls and a current run drifted from it: calls kept (the same objects, or copies),
 * dropped, inserted, given other arguments or another answer. Tool t0 is read-only; now and then a second turn.
 */
export function randomRuns(r: () => number, n: number, tools: number): [Trajectory, Trajectory] {
  const base = Array.from({ length: Math.floor(r() * (n + 1)) }, () => randomCall(r, tools));
  const cur: ToolCallRecord[] = [];
  for (const c of base) {
    const x = r();
    if (x < 0.1) continue;
    if (x < 0.2) cur.push(randomCall(r, tools));
    if (x < 0.35) cur.push({ ...c, arguments: randomArgs(r) });
    else if (x < 0.45) cur.push({ ...c, ...randomContent(r) });
    else cur.push(x < 0.7 ? c : structuredClone(c));
  }
  const t0 = { name: 't0', schema_hash: 'h', annotations: { readOnlyHint: true } };
  const servers: ServerSnapshot[] = [{ name: 'mcpproxy', server_info: null, tools: [t0] }];
  const run = (calls: ToolCallRecord[]): Trajectory => {
    const half = r() < 0.15 ? Math.floor(calls.length / 2) : -1;
    const steps = calls.flatMap((c, i) => (i === half ? [{ type: 'user' as const, text: 'next' }, c] : [c]));
    return trajectory([{ type: 'user', text: 'go' }, ...steps], { servers });
  };
  return [run(base), run(cur)];
}
