// 2. Scoring: evaluate() (alignment, match flags, response drift, failure-aware score) on
// trajectories of 10 to 1,000 calls, and argSimilarity on 10,000 pairs. The arguments look
// like an MCP proxy session's (queries, paths, nested entities, JSON strings); the current
// run differs from the baseline the way a regression does: edited arguments, dropped and
// inserted calls, a tool that now fails.
import { argSimilarity, evaluate, prepare, similarity } from '../src/scoring/index.js';
import type { ToolCallRecord, Trajectory } from '../src/results/trajectory.js';
import { median, ms, type Row } from './stats.js';
import { mulberry32 as rng } from '../test/helpers/seeded.js';

const WORDS =
  'find the open issues about token refresh in the auth service config deploy pipeline logs error retry timeout cache user repository branch release notes database migration'.split(
    ' ',
  );

function args(r: () => number, i: number): { id: string; args: Record<string, unknown> } {
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)];
  const sentence = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  switch (i % 6) {
    case 0:
      return {
        id: 'mcp__proxy__retrieve_tools',
        args: { query: sentence(4 + Math.floor(r() * 5)), limit: 5 + Math.floor(r() * 20) },
      };
    case 1:
      return {
        id: 'mcp__proxy__call_tool',
        args: {
          name: `github:${pick(['create_issue', 'list_issues', 'get_file'])}`,
          args_json: JSON.stringify({ owner: 'acme', repo: 'proxy', title: sentence(5) }),
        },
      };
    case 2:
      return {
        id: 'mcp__fs__read_file',
        args: { path: `/repo/src/${pick(WORDS)}/${pick(WORDS)}.ts`, encoding: 'utf-8', head: Math.floor(r() * 200) },
      };
    case 3:
      return {
        id: 'mcp__memory__create_entities',
        args: {
          entities: [
            {
              name: pick(WORDS),
              entityType: pick(['person', 'service', 'ticket']),
              observations: [sentence(6), sentence(3)],
            },
          ],
        },
      };
    case 4:
      return {
        id: 'mcp__fs__search_files',
        args: {
          path: '/repo',
          pattern: `*${pick(WORDS)}*`,
          excludePatterns: ['node_modules', 'dist'],
          recursive: r() < 0.5,
        },
      };
    default:
      return {
        id: 'mcp__proxy__upstream_servers',
        args: { operation: pick(['list', 'add', 'remove']), name: pick(WORDS), enabled: r() < 0.7 },
      };
  }
}

function call(id: string, a: Record<string, unknown>, n: number, failed = false): ToolCallRecord {
  const [, server, tool] = id.split('__');
  const text = failed
    ? 'Error: upstream timed out'
    : JSON.stringify({ ok: true, items: [{ id: n, name: `item ${n}` }], total: n % 7 });
  return {
    type: 'tool_call',
    id,
    server,
    tool,
    discovery: false,
    arguments: a,
    content: [{ type: 'text', text }],
    is_error: failed,
    started_at: '',
    duration_ms: 1,
  };
}

function trajectory(calls: ToolCallRecord[]): Trajectory {
  return {
    schema_version: 1,
    scenario_id: 'bench',
    run_index: 0,
    agent: 'replay',
    model: null,
    started_at: '',
    ended_at: '',
    duration_ms: 0,
    messages: [{ type: 'user', text: 'bench' }, ...calls],
    usage: {
      input_tokens: 0,
      output_tokens: 0,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      cost_usd: 0,
    },
    turns: [],
    stop_reason: 'completed',
    error: null,
    servers: [],
    git: { sha: null, ref: null },
  };
}

/** A baseline of n calls and a current run that drifted from it. */
function pair(n: number, seed: number): [Trajectory, Trajectory] {
  const r = rng(seed);
  const base = Array.from({ length: n }, (_, i) => {
    const a = args(r, Math.floor(r() * 6) + i);
    return call(a.id, a.args, i);
  });
  const cur: ToolCallRecord[] = [];
  for (const [i, c] of base.entries()) {
    const x = r();
    if (x < 0.03) continue; // dropped
    if (x < 0.06) {
      const extra = args(r, i);
      cur.push(call(extra.id, extra.args, i)); // inserted
    }
    if (x < 0.2)
      cur.push(call(c.id, args(r, i).args, i)); // same tool, other arguments
    else cur.push(call(c.id, c.arguments, i, x > 0.98)); // same call; now and then it fails
  }
  return [trajectory(base), trajectory(cur)];
}

const OPTS = {
  thresholds: { good: 0.8, acceptable: 0.6, degraded: 0.3 },
  match: 'similarity',
  ignoreArgs: [],
  ignoreResponseFields: [],
} as const;

/** Median wall time of `rounds` runs; `cpu`, this process's median CPU time, tells a loaded machine from slow code. */
function timeCpu(fn: () => void, rounds: number): { wall: number; cpu: number } {
  fn(); // warm-up: JIT and caches
  const t: number[] = [];
  const c: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const [t0, c0] = [performance.now(), process.cpuUsage()];
    fn();
    t.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    c.push((used.user + used.system) / 1000);
  }
  return { wall: median(t), cpu: median(c) };
}

const timeSync = (fn: () => void, rounds: number): number => timeCpu(fn, rounds).wall;

export async function scoring(): Promise<Row[]> {
  const rows: Row[] = [];
  const sizes = [10, 30, 100, 300, 1000];
  const times = new Map<number, number>();
  let cpu1000 = 0;
  for (const n of sizes) {
    const [b, c] = pair(n, n);
    // Small sizes repeat inside one timing so the clock's resolution does not matter.
    const reps = Math.max(1, Math.floor(2000 / n));
    const t = timeCpu(
      () => {
        for (let i = 0; i < reps; i++) evaluate(b, c, OPTS);
      },
      n >= 1000 ? 7 : 9,
    );
    times.set(n, t.wall / reps);
    cpu1000 = t.cpu / reps;
  }
  const t10 = times.get(10)!;
  for (const n of sizes) {
    const t = times.get(n)!;
    const last = n === 1000;
    rows.push({
      benchmark: `2. scoring: evaluate ${n} x ${n} calls${n === 10 ? '' : ' (baseline: 10 x 10)'}`,
      measured: last ? `${ms(t)} (${ms(cpu1000)} CPU)` : ms(t),
      baseline: n === 10 ? '-' : ms(t10),
      ratio: n === 10 ? '1' : `${(t / t10).toFixed(0)}x (n^2: ${((n / 10) ** 2).toFixed(0)}x)`,
      target: last ? '< 100 ms' : 'info',
      met: last ? t < 100 : null,
    });
  }

  // argSimilarity against JSON.stringify of the same two objects: the ratio says how many
  // serialisations one similarity costs, whatever the machine.
  const r = rng(7);
  const pairs = Array.from({ length: 10_000 }, () => {
    const kind = Math.floor(r() * 6);
    const a = args(r, kind).args;
    // A baseline is read from JSON and a run builds its own objects: equal, never the same object.
    return [a, r() < 0.3 ? structuredClone(a) : args(r, kind).args] as const;
  });
  const prepared = pairs.map(([a, b]) => [prepare(a), prepare(b)] as const);
  let sink = 0;
  const sim = timeSync(() => {
    for (const [a, b] of pairs) sink += argSimilarity(a, b);
  }, 15);
  const inner = timeSync(() => {
    for (const [a, b] of prepared) sink += similarity(a, b);
  }, 15);
  const json = timeSync(() => {
    for (const [a, b] of pairs) sink += JSON.stringify(a).length + JSON.stringify(b).length;
  }, 15);
  if (Number.isNaN(sink)) throw new Error('unreachable: keeps the loops from being optimised away');
  rows.push({
    // What alignment does n x m times: each call's arguments are prepared once, then compared.
    benchmark: '2. scoring: 10,000 argument pairs, prepared (alignment inner loop) vs JSON.stringify both',
    measured: ms(inner),
    baseline: ms(json),
    ratio: (inner / json).toFixed(2),
    target: '<= 10 ms',
    met: inner <= 10,
  });
  rows.push({
    benchmark: '2. scoring: argSimilarity, 10,000 pairs from raw objects (prepare included)',
    measured: ms(sim),
    baseline: ms(json),
    ratio: (sim / json).toFixed(2),
    target: 'info',
    met: null,
  });
  return rows;
}
