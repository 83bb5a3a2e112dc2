// Baselines for the store tests, built from the shared trajectory helpers.
import { BASELINE_SCHEMA_VERSION, type Baseline } from '../../src/baselines/index.js';
import type { HistoryEntry } from '../../src/results/history.js';
import { call, servers, trajectory } from './trajectories.js';

export function baseline(id: string, opts: { hash?: string; query?: string; runs?: number } = {}): Baseline {
  const runs = Array.from({ length: opts.runs ?? 1 }, (_, i) =>
    trajectory(
      [
        { type: 'user', text: `find ${opts.query ?? id}` },
        call({ list: true, args: {}, text: '[tools]' }),
        call({ id: 'retrieve_tools', args: { query: opts.query ?? id }, result: { tools: [] } }),
        { type: 'assistant', text: 'done' },
      ],
      { scenario_id: id, run_index: i },
    ),
  );
  return {
    schema_version: BASELINE_SCHEMA_VERSION,
    mcp_eval_version: '0.2.0',
    scenario_id: id,
    scenario_file: `scenarios/${id}.yaml`,
    scenario_hash: opts.hash ?? `sha-${id}`,
    recorded_at: '2026-03-01T12:00:05.000Z',
    agent: 'claude',
    model: 'claude-sonnet-4-5',
    git: { sha: '0123456789abcdef0123456789abcdef01234567', ref: 'refs/heads/main' },
    servers: servers('0.12.0'),
    trajectories: runs,
  };
}

/** The history line of run `n` (one scenario `echo`), scored `score`; null is a recording. */
export function historyEntry(n: number, score: number | null = 1): HistoryEntry {
  return {
    schema_version: 1,
    started_at: `2026-03-${String(n).padStart(2, '0')}T12:00:00.000Z`,
    duration_ms: 1000 + n,
    git: { sha: `${String(n).padStart(2, '0')}`.repeat(20), ref: 'refs/heads/main' },
    agent: 'claude',
    model: 'claude-sonnet-4-5',
    status: score === null ? 'RECORDED' : 'GOOD',
    score,
    usage: {
      input_tokens: 100 * n,
      output_tokens: 10 * n,
      cache_read_input_tokens: 0,
      cache_creation_input_tokens: 0,
      cost_usd: n / 100,
    },
    scenarios: [{ id: 'echo', status: score === null ? 'RECORDED' : 'GOOD', score }],
  };
}
