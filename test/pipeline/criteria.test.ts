// success_criteria end to end through run(): checked on every run against real server-everything
// results, a recording that misses one warned about, a criterion the baseline met and the current run
// misses capping the scenario (DEGRADED, or BROKEN when the scenario says so) and named in the reports;
// judge criteria through the real Anthropic SDK against the Messages API emulator.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { renderHtml, renderMarkdown } from '../../src/reports/index.js';
import { divergence } from '../../src/reports/format.js';
import type { RunReport } from '../../src/results/index.js';
import { byTurn, endTurn, startAnthropicEmulator, toolUse, type AnthropicEmulator } from '../emulators/anthropic.js';
import { sharedEverything, stopAllServers } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';

afterAll(stopAllServers);

let api: AnthropicEmulator | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** Echo `message` (an ignored argument: the calls stay a perfect match) with these criteria. */
const echo = (message: string, criteria: string, extra = '') =>
  `name: Echo\nuser_intent: Echo a greeting\n${extra}expected_trajectory:\n` +
  `  - tool: mcp__everything__echo\n    args: { message: ${message} }\nignore: { args: [message] }\n` +
  `success_criteria:\n${criteria}`;

const CRITERIA = [
  '  - "echo: HELLO"', // plain text: case-insensitive, in the result text "Echo: hello"
  '  - contains: "Echo: hello"',
  '  - regex: "^Echo: h\\\\w+o$"',
  '  - called: mcp__everything__echo',
  '  - { called: mcp__everything__echo, args: { message: hello } }',
  '  - judge: The agent greeted the user',
].join('\n');

const statuses = (r: RunReport) => r.scenarios[0].runs.map((run) => run.trajectory.criteria?.map((c) => c.status));

describe('success criteria with the offline agents', () => {
  it('are met as specified; judge criteria are not judged; a lost one caps the scenario at DEGRADED', async () => {
    const cwd = project({ 's.yaml': echo('hello', `${CRITERIA}\n`) });
    const recorded = await go(cwd, { mode: 'record' }, [sharedEverything()]);
    expect(recorded.scenarios[0].status).toBe('RECORDED');
    expect(statuses(recorded)).toEqual([['met', 'met', 'met', 'met', 'met', 'not_judged']]);
    expect(recorded.scenarios[0].runs[0].trajectory.criteria?.[5]).toEqual({
      criterion: 'judge: The agent greeted the user',
      status: 'not_judged',
      reason: 'not judged: the scripted agent has no model to judge with',
    });
    expect(recorded.scenarios[0].warnings).toBeUndefined();

    writeFileSync(path.join(cwd, 'scenarios/s.yaml'), echo('goodbye', `${CRITERIA}\n`));
    const compared = await go(cwd, { mode: 'compare' }, [sharedEverything()]);
    const s = compared.scenarios[0];
    expect(statuses(compared)).toEqual([['unmet', 'unmet', 'unmet', 'met', 'unmet', 'not_judged']]);
    const ev = s.runs[0].evaluation!;
    expect(ev.trajectory_score).toBe(1);
    expect(ev.criteria?.map((c) => c.regressed)).toEqual([true, true, true, false, true, false]);
    expect(s.score).toBeCloseTo(0.45, 10);
    expect(s.status).toBe('DEGRADED');
    expect(divergence(s)).toBe(
      'success criterion no longer met: echo: HELLO; contains "Echo: hello"; regex /^Echo: h\\w+o$/; ' +
        'called mcp__everything__echo {"message":"hello"}',
    );
    // The PR comment's first-divergence column (cut to 80 characters), and the scenario's details.
    const comment = renderMarkdown(compared, { marker: true });
    expect(comment).toContain(
      '| 1 -> 1 | success criterion no longer met: echo: HELLO; contains "Echo: hello"; regex /^E… |',
    );
    expect(comment).toContain('**success criterion no longer met: echo: HELLO; contains "Echo: hello"; regex');
    const html = renderHtml(compared);
    expect(html).toContain('<h4>Success criteria</h4>');
    expect(html).toContain('<tr class="pair-mismatch"><td>contains &quot;Echo: hello&quot;</td>');
  });

  it('criteria_regression: broken makes a lost criterion BROKEN; the mean of several runs cannot lift it', async () => {
    const extra = 'criteria_regression: broken\nruns: 2\n';
    const cwd = project({ 's.yaml': echo('hello', '  - "Echo: hello"\n', extra) });
    // The settings cap a scenario's runs (issue 14): allow the two the file asks for.
    await go(cwd, { mode: 'record', runs: 2 }, [sharedEverything()]);
    writeFileSync(path.join(cwd, 'scenarios/s.yaml'), echo('goodbye', '  - "Echo: hello"\n', extra));
    const s = (await go(cwd, { mode: 'compare', runs: 2 }, [sharedEverything()])).scenarios[0];
    expect(s.runs.map((r) => r.evaluation?.score)).toEqual([0.15, 0.15]);
    expect(s.status).toBe('BROKEN');
    expect(s.score).toBeCloseTo(0.15, 10);
  });

  it('a recording whose run misses a criterion is saved, with a warning', async () => {
    const cwd = project({ 's.yaml': echo('hello', '  - weather\n  - called: mcp__everything__get-sum\n') });
    const s = (await go(cwd, { mode: 'record' }, [sharedEverything()])).scenarios[0];
    expect(s.status).toBe('RECORDED');
    expect(s.warnings).toEqual([
      'success criterion not met: weather',
      'success criterion not met: called mcp__everything__get-sum',
    ]);
    expect(divergence(s)).toBe(
      'baseline recorded; success criterion not met: weather; success criterion not met: called mcp__everything__get-sum',
    );
    // Unmet in the baseline and now: no regression.
    expect((await go(cwd, { mode: 'compare' }, [sharedEverything()])).scenarios[0]).toMatchObject({
      status: 'GOOD',
      score: 1,
    });
  });
});

describe('judge criteria with the claude agent', () => {
  const SCENARIO =
    'name: Echo\nuser_intent: Echo hello and tell me what came back\nsuccess_criteria:\n' +
    '  - judge: The reply repeats hello\n  - judge: The reply is polite\n  - Echo\n';
  const agentTurns = byTurn([
    toolUse('mcp_everything', { action: 'execute', tool_name: 'echo', tool_inputs: { message: 'hello' } }),
    endTurn('The server said: Echo: hello'),
  ]);
  /** The agent's turns, and the judge's verdicts for its one request (known by its forced tool). */
  async function emulator(verdicts: Array<{ statement: number; met: boolean; reason: string }>) {
    api = await startAnthropicEmulator({
      responder: (req, i) => (req.body.tool_choice ? toolUse('record_verdicts', { verdicts }) : agentTurns(req, i)),
    });
    return api;
  }
  const claude = (url: string) => ({
    agent: 'claude' as const,
    anthropicApiKey: 'sk-ant-test-key',
    anthropicBaseUrl: url,
    model: 'claude-sonnet-4-5',
    // The judge's verdicts on the model's own runs are what is tested: no replay in their place.
    modelRuns: 'always' as const,
  });

  it('one extra request judges them all; tokens and cost counted; a verdict the judge reverses regresses', async () => {
    const cwd = project({ 's.yaml': SCENARIO });
    const first = await emulator([
      { statement: 1, met: true, reason: 'The reply quotes "Echo: hello".' },
      { statement: 2, met: true, reason: 'It is neutral and polite.' },
    ]);
    const recorded = await go(cwd, { mode: 'record', ...claude(first.url) }, [sharedEverything()]);
    const run = recorded.scenarios[0].runs[0].trajectory;
    expect(first.requests).toHaveLength(3);
    const judge = first.requests[2].body;
    expect(judge.tool_choice).toEqual({ type: 'tool', name: 'record_verdicts' });
    const asked = JSON.stringify(judge.messages);
    expect(asked).toContain('USER: Echo hello and tell me what came back');
    expect(asked).toContain('TOOL_CALL: mcp__everything__echo {\\"message\\":\\"hello\\"}');
    expect(asked).toContain('1. The reply repeats hello\\n2. The reply is polite');
    expect(run.criteria).toEqual([
      { criterion: 'judge: The reply repeats hello', status: 'met', reason: 'The reply quotes "Echo: hello".' },
      { criterion: 'judge: The reply is polite', status: 'met', reason: 'It is neutral and polite.' },
      { criterion: 'Echo', status: 'met' },
    ]);
    expect(run.judge_usage!.output_tokens).toBeGreaterThan(0);
    expect(run.judge_usage!.cost_usd).toBeGreaterThan(0);
    const turns = run.turns.reduce((n, t) => n + t.cost_usd, 0);
    expect(run.usage.cost_usd).toBeCloseTo(turns + run.judge_usage!.cost_usd, 12);
    expect(recorded.usage.cost_usd).toBeCloseTo(run.usage.cost_usd, 12);
    await first.close();

    // The same calls, but the judge now finds the reply impolite (and gives no verdict on the first).
    const second = await emulator([{ statement: 2, met: false, reason: 'It is curt.' }]);
    const compared = await go(cwd, { mode: 'compare', ...claude(second.url) }, [sharedEverything()]);
    const s = compared.scenarios[0];
    expect(second.requests).toHaveLength(3);
    expect(s.runs[0].evaluation?.criteria).toEqual([
      { criterion: 'judge: The reply repeats hello', baseline: 'met', current: 'not_judged', regressed: false },
      { criterion: 'judge: The reply is polite', baseline: 'met', current: 'unmet', regressed: true },
      { criterion: 'Echo', baseline: 'met', current: 'met', regressed: false },
    ]);
    expect(s.runs[0].trajectory.criteria?.[0].reason).toBe(
      'not judged: the judge gave no verdict on "judge: The reply repeats hello"',
    );
    expect(s.status).toBe('DEGRADED');
    expect(renderMarkdown(compared)).toContain('success criterion no longer met: judge: The reply is polite');
  });

  it('a run cut by its time limit asks no judge', async () => {
    const cwd = project({ 's.yaml': `${SCENARIO}timeout_seconds: 1\n` });
    api = await startAnthropicEmulator({ responder: () => ({ kind: 'hang' }) });
    const s = (await go(cwd, { mode: 'record', ...claude(api.url) }, [sharedEverything()])).scenarios[0];
    expect(s.runs[0].trajectory.stop_reason).toBe('timeout');
    expect(s.runs[0].trajectory.criteria?.[0]).toEqual({
      criterion: 'judge: The reply repeats hello',
      status: 'not_judged',
      reason: 'not judged: the run ended early (timeout)',
    });
    expect(api.requests.filter((r) => r.body.tool_choice)).toEqual([]);
  });

  it('a judge request that fails leaves its criteria not judged, with the reason', async () => {
    const cwd = project({ 's.yaml': SCENARIO });
    api = await startAnthropicEmulator({
      responder: (req, i) =>
        req.body.tool_choice
          ? { kind: 'error', status: 400, type: 'invalid_request_error', message: 'tool_choice refused' }
          : agentTurns(req, i),
    });
    const run = (await go(cwd, { mode: 'record', ...claude(api.url) }, [sharedEverything()])).scenarios[0].runs[0]
      .trajectory;
    const reason = 'judge request failed: Anthropic API error 400 invalid_request_error: tool_choice refused';
    expect(run.criteria?.map((c) => [c.status, c.reason])).toEqual([
      ['not_judged', reason],
      ['not_judged', reason],
      ['met', undefined],
    ]);
  });
});
