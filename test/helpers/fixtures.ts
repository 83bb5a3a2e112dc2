// Builders of realistic RunReports for the report tests: every status, several runs, drift,
// tool changes, discovery calls, and hostile tool output. Fixed timestamps: output is compared byte for byte.
// Calls and trajectories come from ./trajectories.ts, shared with the scoring and baseline tests.
// Their discovery calls have empty arguments (`args: {}`): that is what the pinned outputs show.
import type { HistoryEntry } from '../../src/results/history.js';
import type {
  Cause,
  Evaluation,
  HistorySection,
  Pair,
  RunReport,
  RunResult,
  ScenarioResult,
} from '../../src/results/index.js';
import { RESULTS_SCHEMA_VERSION } from '../../src/results/index.js';
import { DEFAULT_THRESHOLDS, STATUSES, type Status } from '../../src/results/status.js';
import { emptyUsage, type Message, type ToolCallRecord } from '../../src/results/trajectory.js';
import { call, servers, T0, trajectory } from './trajectories.js';

/** Tool output an attacker controls: markup, a script, table pipes, newlines, mentions. */
export const HOSTILE_TEXT =
  '<script>window.__pwned = 1; alert(1)</script><img src=x onerror="window.__pwned = 2"></details></pre></td> | col | break\n\n# heading @octocat @github/security [link](javascript:alert(1)) ]]> &amp;';

export function pair(
  kind: Pair['kind'],
  i: number,
  b: string | null,
  c: string | null,
  similarity: number,
  label: string,
): Pair {
  return {
    kind,
    baseline_index: b ? i : null,
    current_index: c ? i : null,
    baseline_id: b,
    current_id: c,
    similarity,
    label,
  };
}

export function evaluation(score: number, pairs: Pair[], extra: Partial<Evaluation> = {}): Evaluation {
  const firstBad = pairs.findIndex((p) => p.kind !== 'match');
  return {
    score,
    trajectory_score: score,
    status: score >= 0.8 ? 'GOOD' : score >= 0.6 ? 'ACCEPTABLE' : score >= 0.3 ? 'DEGRADED' : 'BROKEN',
    match_mode: 'similarity',
    baseline_status: 'SUCCESS',
    current_status: 'SUCCESS',
    baseline_calls: pairs.filter((p) => p.baseline_id).length,
    current_calls: pairs.filter((p) => p.current_id).length,
    pairs,
    first_divergence: firstBad < 0 ? null : { pair_index: firstBad, description: pairs[firstBad].label },
    match: { exact: firstBad < 0, in_order: firstBad < 0, any_order: firstBad < 0 },
    drift: [],
    ...extra,
  };
}

export function scenario(id: string, status: Status, extra: Partial<ScenarioResult> = {}): ScenarioResult {
  const calls = [
    call({ list: true, args: {}, result: [{ name: 'retrieve_tools' }] }),
    call({ id: 'retrieve_tools', args: { query: 'weather' }, result: { tools: [] } }),
  ];
  const traj = trajectory([{ type: 'user', text: `Do ${id}` }, ...calls, { type: 'assistant', text: 'Done.' }], {
    scenario_id: id,
  });
  const score =
    status === 'GOOD'
      ? 0.95
      : status === 'ACCEPTABLE'
        ? 0.7
        : status === 'DEGRADED'
          ? 0.45
          : status === 'BROKEN'
            ? 0.1
            : null;
  const compared = score !== null;
  const ev = compared
    ? evaluation(score, [
        pair(
          score >= 0.8 ? 'match' : 'partial',
          0,
          'mcp__mcpproxy__retrieve_tools',
          'mcp__mcpproxy__retrieve_tools',
          score,
          score >= 0.8 ? 'same call' : 'query differs',
        ),
      ])
    : null;
  const run: RunResult = {
    run_index: 0,
    trajectory: traj,
    baseline_run_index: compared ? 0 : null,
    evaluation: ev,
    error: status === 'ERROR' ? 'server down' : null,
  };
  return {
    id,
    name: id.replace(/[-_]/g, ' '),
    file: `scenarios/${id}.yaml`,
    tags: [],
    status,
    score,
    error: status === 'ERROR' ? 'mcpproxy: connection refused (http://localhost:8081/mcp)' : null,
    action: status === 'RECORDED' ? 'recorded' : compared ? 'compared' : 'none',
    thresholds: DEFAULT_THRESHOLDS,
    baseline: compared
      ? {
          source: `baselines/${id}.json`,
          recorded_at: '2026-02-01T09:00:00.000Z',
          stale: false,
          git: { sha: 'fedcba9876543210fedcba9876543210fedcba98', ref: 'refs/heads/main' },
          agent: 'claude',
          model: 'claude-sonnet-4-5',
        }
      : null,
    baseline_trajectories: compared ? [trajectory(traj.messages, { scenario_id: id, servers: servers('0.11.2') })] : [],
    runs: [run],
    aggregate: score === null ? null : { mean: score, min: score, max: score, spread: 0, flaky: false },
    servers: [
      { name: 'mcpproxy', baseline: compared ? '0.11.2' : null, current: status === 'ERROR' ? null : '0.12.0' },
    ],
    tool_changes: [],
    duration_ms: 3000,
    usage: traj.usage,
    ...extra,
  };
}

export function report(scenarios: ScenarioResult[], extra: Partial<RunReport> = {}): RunReport {
  const counts = Object.fromEntries(
    STATUSES.map((s) => [s, scenarios.filter((x) => x.status === s).length]),
  ) as RunReport['counts'];
  const scored = scenarios.filter((s) => s.score !== null);
  const worstStatus = STATUSES.find((s) => counts[s] > 0) ?? 'RECORDED';
  return {
    schema_version: RESULTS_SCHEMA_VERSION,
    tool: { name: 'mcp-eval', version: '0.1.0' },
    mode: 'compare',
    status: worstStatus,
    score: scored.length ? Number((scored.reduce((a, s) => a + (s.score ?? 0), 0) / scored.length).toFixed(4)) : null,
    counts,
    failed: counts.ERROR + counts.BROKEN > 0,
    fail_on: 'broken',
    thresholds: DEFAULT_THRESHOLDS,
    agent: 'claude',
    model: 'claude-sonnet-4-5',
    started_at: T0,
    ended_at: '2026-03-01T12:04:10.000Z',
    duration_ms: 250_000,
    git: { sha: '0123456789abcdef0123456789abcdef01234567', ref: 'refs/pull/7/merge' },
    usage: scenarios.reduce(
      (u, s) => ({
        ...u,
        input_tokens: u.input_tokens + s.usage.input_tokens,
        output_tokens: u.output_tokens + s.usage.output_tokens,
        cost_usd: u.cost_usd + s.usage.cost_usd,
      }),
      emptyUsage(),
    ),
    problems: [],
    links: {
      run_url: 'https://github.com/acme/proxy/actions/runs/42',
      artifact_url: 'https://github.com/acme/proxy/actions/runs/42/artifacts/7',
    },
    scenarios,
    ...extra,
  };
}

/** A compare run with every status, multiple runs, drift, tool changes, discovery calls and hostile output. */
export function richReport(): RunReport {
  const id = 'search_tools_simple';
  // Fresh objects for each trajectory: a test may change one run's calls.
  const discovery = () =>
    call({ list: true, args: {}, result: [{ name: 'retrieve_tools', description: 'Search tools' }] });
  const found = (score: number) => ({ tools: [{ name: 'weather:get_forecast', score }] });
  const add = () => ({ operation: 'add', name: 'weather' });
  const b: Message[] = [
    { type: 'user', text: 'Find tools for weather' },
    discovery(),
    call({ id: 'retrieve_tools', args: { query: 'weather forecast', limit: 5 }, result: found(0.91) }),
    call({ id: 'upstream_servers', args: add(), result: { added: true, id: 'srv-1' } }),
    { type: 'assistant', text: 'Found the forecast tool and added the server.' },
  ];
  const c: Message[] = [
    { type: 'user', text: 'Find tools for weather' },
    discovery(),
    call({ id: 'retrieve_tools', args: { query: 'weather', limit: 5 }, result: found(0.88) }),
    call({ id: 'upstream_servers', args: add(), result: { success: true, server_id: 'srv-1' } }),
    call({
      id: 'call_tool',
      args: { name: 'weather:get_forecast', args: { city: 'Paris' } },
      text: HOSTILE_TEXT,
      error: true,
    }),
    { type: 'assistant', text: `The tool said: ${HOSTILE_TEXT}` },
  ];
  const degraded = scenario(id, 'DEGRADED', {
    name: 'Search tools | simple <b>bold</b>',
    tags: ['search', 'smoke'],
    score: 0.52,
    baseline_trajectories: [
      trajectory(b, {
        scenario_id: id,
        servers: servers('0.11.2', ['retrieve_tools', 'upstream_servers', 'quarantine']),
      }),
    ],
    runs: [
      {
        run_index: 0,
        trajectory: trajectory(c, { scenario_id: id }),
        baseline_run_index: 0,
        error: null,
        evaluation: evaluation(
          0.52,
          [
            pair('partial', 0, 'mcp__mcpproxy__retrieve_tools', 'mcp__mcpproxy__retrieve_tools', 0.79, 'query differs'),
            pair('match', 1, 'mcp__mcpproxy__upstream_servers', 'mcp__mcpproxy__upstream_servers', 1, 'same call'),
            pair('extra', 2, null, 'mcp__mcpproxy__call_tool', 0, 'extra call'),
          ],
          {
            trajectory_score: 0.6,
            current_status: 'FAILED',
            drift: [
              {
                baseline_index: 1,
                current_index: 1,
                id: 'mcp__mcpproxy__upstream_servers',
                kind: 'shape',
                detail: 'removed keys added,id; added keys success,server_id',
              },
            ],
          },
        ),
      },
    ],
    aggregate: { mean: 0.52, min: 0.52, max: 0.52, spread: 0, flaky: false },
    tool_changes: [
      {
        server: 'mcpproxy',
        added: ['call_tool'],
        removed: ['quarantine'],
        schema_changed: ['retrieve_tools'],
        renames: [],
        schema_diffs: [{ tool: 'retrieve_tools', diff: 'property limit: type integer -> string; now required' }],
      },
    ],
    performance: {
      regressions: [
        {
          subject: 'mcp__mcpproxy__retrieve_tools',
          metric: 'tool_latency_ms',
          baseline: 42,
          current: 900,
          limit: 84,
          rule: 'factor',
          samples: { baseline: 1, current: 2 },
        },
      ],
      degraded: false,
    },
  });
  const flakyRuns: RunResult[] = [0.9, 0.65, 0.72].map((score, i) => ({
    run_index: i,
    trajectory: trajectory(
      [
        { type: 'user', text: 'List servers' },
        call({ id: 'upstream_servers', args: { operation: 'list' }, result: { servers: [] } }),
      ],
      { scenario_id: 'list_servers', run_index: i },
    ),
    // Judged by the closest of the two variations: the first, but for the second run.
    baseline_run_index: i === 1 ? 1 : 0,
    variation_scores: i === 1 ? [0.6, score] : [score, score - 0.2],
    error: null,
    evaluation: evaluation(score, [
      pair(
        score >= 0.8 ? 'match' : 'partial',
        0,
        'mcp__mcpproxy__upstream_servers',
        'mcp__mcpproxy__upstream_servers',
        score,
        score >= 0.8 ? 'same call' : 'operation differs',
      ),
    ]),
  }));
  const flaky = scenario('list_servers', 'ACCEPTABLE', {
    score: 0.7567,
    runs: flakyRuns,
    baseline_trajectories: [0, 1].map((i) =>
      trajectory(
        [
          { type: 'user', text: 'List servers' },
          call({ id: 'upstream_servers', args: { operation: i ? 'list all' : 'list' } }),
        ],
        { scenario_id: 'list_servers', run_index: i, servers: servers('0.11.2') },
      ),
    ),
    aggregate: { mean: 0.7567, min: 0.65, max: 0.9, spread: 0.25, flaky: true },
  });
  const broken = scenario('quarantine_check', 'BROKEN', {
    score: 0,
    runs: [
      {
        run_index: 0,
        trajectory: trajectory(
          [
            { type: 'user', text: 'Check quarantine' },
            call({
              id: 'quarantine',
              text: 'unknown tool',
              rejected: 'unknown tool "quarantine"; available: retrieve_tools, call_tool',
            }),
          ],
          { scenario_id: 'quarantine_check' },
        ),
        baseline_run_index: 0,
        error: null,
        evaluation: evaluation(
          0,
          [pair('mismatch', 0, 'mcp__mcpproxy__quarantine', 'mcp__mcpproxy__quarantine', 0, 'tool now fails')],
          { current_status: 'BLOCKED' },
        ),
      },
    ],
  });
  const problems = [
    'scenarios/bad.yaml:3: user_intent: Required',
    'scenarios/worse.yaml:1: not a YAML mapping | <b>x</b>',
  ];
  return report(
    [
      scenario('good_one', 'GOOD'),
      degraded,
      scenario('good_two', 'GOOD'),
      broken,
      scenario('server_down', 'ERROR'),
      flaky,
      scenario('new_scenario', 'RECORDED'),
    ],
    { problems, status: 'ERROR', failed: true, history: richHistory(), causes: RICH_CAUSES },
  );
}

/** richReport()'s causes, as findCauses would group them: a removed tool, a changed schema, the unexplained. */
const RICH_CAUSES: Cause[] = [
  {
    kind: 'tool_removed',
    server: 'mcpproxy',
    tool: 'quarantine',
    summary: '`quarantine` was removed from server `mcpproxy`',
    evidence: ['the tool list of `mcpproxy` (0.11.2 -> 0.12.0) has no `quarantine`'],
    suggestions: [],
    rename: null,
    scenarios: [
      {
        id: 'quarantine_check',
        name: 'quarantine check',
        status: 'BROKEN',
        detail:
          'call 1 mcp__mcpproxy__quarantine now fails: unknown tool "quarantine"; available: retrieve_tools, call_tool',
      },
    ],
  },
  {
    kind: 'schema_changed',
    server: 'mcpproxy',
    tool: 'retrieve_tools',
    summary: '`retrieve_tools` on server `mcpproxy` changed its input schema',
    evidence: ['retrieve_tools: property limit: type integer -> string; now required'],
    suggestions: ['`limit` is now a string: the baseline sent 5'],
    rename: null,
    scenarios: [
      {
        id: 'search_tools_simple',
        name: 'Search tools | simple <b>bold</b>',
        status: 'DEGRADED',
        detail: 'call 1 mcp__mcpproxy__retrieve_tools: query differs (similarity 0.79)',
      },
    ],
  },
  {
    kind: 'unexplained',
    server: null,
    tool: null,
    summary: 'no identified cause',
    evidence: [],
    suggestions: [],
    rename: null,
    scenarios: [
      {
        id: 'server_down',
        name: 'server down',
        status: 'ERROR',
        detail: 'mcpproxy: connection refused (http://localhost:8081/mcp)',
      },
      { id: 'list_servers', name: 'list servers', status: 'ACCEPTABLE', detail: 'score 0.65' },
    ],
  },
];

/** The suite score and each scenario's of five runs on main, oldest first: a recording, then four compares. */
const RICH_HISTORY: [suite: number | null, scenarios: Record<string, number | null>][] = [
  [null, { good_one: null, search_tools_simple: null, good_two: null, quarantine_check: null, list_servers: null }],
  [0.97, { good_one: 1, search_tools_simple: 0.95, good_two: 1, quarantine_check: 1, list_servers: 0.9 }],
  [0.93, { good_one: 1, search_tools_simple: 0.88, good_two: 0.97, list_servers: 0.85 }],
  [0.95, { good_one: 1, search_tools_simple: 0.91, good_two: 1, quarantine_check: 1, list_servers: 0.84 }],
  [0.9, { good_one: 1, search_tools_simple: 0.82, good_two: 1, quarantine_check: 0.95, list_servers: 0.72 }],
];

/** richReport()'s run history: what the trend charts draw (quarantine_check did not run in the third). */
export function richHistory(): HistorySection {
  const runs = RICH_HISTORY.map(([suite, scores], i): HistoryEntry => {
    const status = (v: number | null): Status => (v === null ? 'RECORDED' : v >= 0.8 ? 'GOOD' : 'ACCEPTABLE');
    return {
      schema_version: 1,
      started_at: `2026-02-2${i + 1}T12:00:00.000Z`,
      duration_ms: 200_000 + i * 10_000,
      git: { sha: `${i + 1}`.repeat(40), ref: 'refs/heads/main' },
      agent: 'claude',
      model: 'claude-sonnet-4-5',
      status: status(suite),
      score: suite,
      usage: {
        ...emptyUsage(),
        input_tokens: 8_000 + i * 400,
        output_tokens: 900 + i * 50,
        cost_usd: 0.036 + i / 500,
      },
      scenarios: Object.entries(scores).map(([id, score]) => ({ id, status: status(score), score })),
    };
  });
  return {
    source: 'mcp-eval-baselines@1111111:history.jsonl',
    runs,
    added: false,
    why: 'refs/pull/7/merge is not the default branch main',
  };
}

/** n scenarios, mostly GOOD with a few of each other status spread through. */
export function manyScenarios(n: number): RunReport {
  const others: Status[] = ['BROKEN', 'ERROR', 'DEGRADED', 'ACCEPTABLE'];
  const list = Array.from({ length: n }, (_, i) =>
    scenario(`scenario_${String(i).padStart(5, '0')}`, i % 97 === 5 ? others[i % others.length] : 'GOOD'),
  );
  return report(list);
}

/** Markup, an attribute break-out, a table pipe, a newline, a mention and a javascript: link; `n` tells the fields apart. */
export function hostileValue(n: number): string {
  return `<x-inj id=m${n}m>"' onfocus="alert(${n})" | @octocat\n</details></td>[x](javascript:alert(1)) ]]>`;
}

/**
 * richReport() with every string value replaced by hostileValue(n), enums and ids included
 * (message and content `type` stay: they pick how a value is shown, and are never shown),
 * plus a hostile argument key. `fields` maps each field path to its n.
 */
export function hostileReport(): { report: RunReport; fields: Map<string, number> } {
  const fields = new Map<string, number>();
  const walk = (v: unknown, at: string): unknown => {
    if (typeof v === 'string') {
      fields.set(at, fields.size);
      return hostileValue(fields.size - 1);
    }
    if (Array.isArray(v)) return v.map((x, i) => walk(x, `${at}[${i}]`));
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, k === 'type' ? x : walk(x, at ? `${at}.${k}` : k)]),
      );
    }
    return v;
  };
  const report = walk(richReport(), '') as RunReport;
  const args = (report.scenarios[1].runs[0].trajectory.messages[2] as ToolCallRecord).arguments;
  args[hostileValue(fields.size)] = 1;
  fields.set('scenarios[1].runs[0].trajectory.messages[2].arguments (key)', fields.size);
  return { report, fields };
}
