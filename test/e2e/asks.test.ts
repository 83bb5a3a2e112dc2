// Servers that ask back, on the real @modelcontextprotocol/server-everything 2026.8.31: the client declares form and URL
// elicitation, sampling and roots, so the tools it registers only for such clients are there; each scenario answers
// what the server asks (its content checked against the requestedSchema first), every ask is recorded with its call;
// an ask with no answer, or an answer with a field the schema lacks, ends that scenario as ERROR at once, naming
// it, and the others still run. The run's shared server-everything over streamable HTTP (sharedEverything): each
// connection is a session of its own, with the roots and client profile it was told.
import { afterAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import type { ToolCallRecord } from '../../src/results/trajectory.js';
import { sharedEverything, stopAllServers } from '../helpers/mcp-servers.js';
import { go, project } from '../helpers/pipeline.js';

afterAll(stopAllServers);

const ELICIT = `name: Elicit
user_intent: Sign me up
expected_trajectory:
  - tool: mcp__everything__trigger-elicitation-request
elicitation:
  - message: provide inputs
    action: accept
    content: { name: Ada, check: true, email: ada@example.com, integer: 7, untitledSingleSelectEnum: Joey }
`;
const UNANSWERED = `name: Unanswered
user_intent: Sign me up, no answers given
timeout_seconds: 30
expected_trajectory:
  - tool: mcp__everything__trigger-elicitation-request
  - tool: mcp__everything__echo
    args: { message: never reached }
`;
const WRONG_FIELD = `name: Wrong field
user_intent: Sign me up with a nickname
expected_trajectory:
  - tool: mcp__everything__trigger-elicitation-request
elicitation:
  - { message: provide inputs, content: { name: Ada, nickname: Addie } }
`;
const SAMPLE = `name: Sample
user_intent: Summarise
expected_trajectory:
  - tool: mcp__everything__trigger-sampling-request
    args: { prompt: Summarise the news, maxTokens: 50 }
sampling:
  - { message: news, reply: Nothing happened today. }
`;
const ROOTS = `name: Roots
user_intent: Which folders may you see?
roots: [file:///work/project]
expected_trajectory:
  - tool: mcp__everything__get-roots-list
`;
const URL_ASK = `name: Url
user_intent: Authorise me
expected_trajectory:
  - tool: mcp__everything__trigger-url-elicitation
    args: { url: 'https://example.com/authorise', elicitationId: fixed-id }
elicitation:
  - { message: open the link, action: accept }
`;

const byName = (r: RunReport) => Object.fromEntries(r.scenarios.map((s) => [s.name, s]));
const firstCall = (r: RunReport, name: string) =>
  byName(r)[name].runs[0].trajectory.messages.find((m): m is ToolCallRecord => m.type === 'tool_call')!;
const text = (c: ToolCallRecord) => c.content.map((b) => b.text ?? '').join('\n');

describe('servers that ask back: real server-everything, offline', () => {
  it('answers elicitation, URL elicitation, sampling and roots as the scenarios say; an unanswered ask is ERROR', async () => {
    const cwd = project({
      'elicit.yaml': ELICIT,
      'unanswered.yaml': UNANSWERED,
      'wrong-field.yaml': WRONG_FIELD,
      'sample.yaml': SAMPLE,
      'roots.yaml': ROOTS,
      'url.yaml': URL_ASK,
    });
    const started = Date.now();
    // A session of its own per run: a session keeps the roots it was told first.
    const report = await go(cwd, { mode: 'record', reset: 'run', resetCommand: 'true' }, [sharedEverything()]);
    const s = byName(report);
    expect(Object.fromEntries(report.scenarios.map((x) => [x.name, x.status]))).toEqual({
      Elicit: 'RECORDED',
      Unanswered: 'ERROR',
      'Wrong field': 'ERROR',
      Sample: 'RECORDED',
      Roots: 'RECORDED',
      Url: 'RECORDED',
    });

    const elicited = firstCall(report, 'Elicit');
    expect(elicited.is_error).toBe(false);
    expect(text(elicited)).toContain('Ada');
    expect(elicited.asks?.map((a) => [a.kind, a.message, a.action])).toEqual([
      ['elicitation', 'Please provide inputs for the following fields:', 'accept'],
    ]);
    expect(Object.keys(elicited.asks?.[0].schema?.properties as object)).toContain('email');

    // No answer: ERROR naming the message and the schema's fields, at once (not the run's 30 s limit), and the
    // scenario's later call never made.
    expect(s.Unanswered.error).toMatch(
      /^the server asked \(elicitation\) "Please provide inputs for the following fields:" for the fields name \(string.*email \(string/,
    );
    expect(s.Unanswered.error).toContain('add one: elicitation: [{message: <regex>');
    expect(s.Unanswered.runs[0].trajectory.messages.filter((m) => m.type === 'tool_call')).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(30_000);

    expect(s['Wrong field'].error).toBe(
      'elicitation answer to "Please provide inputs for the following fields:": the content gives "nickname", a ' +
        "field the server's schema does not have (it has name, check, firstLine, email, homepage, birthdate, " +
        'integer, number, untitledSingleSelectEnum, untitledMultipleSelectEnum, titledSingleSelectEnum, ' +
        'titledMultipleSelectEnum, legacyTitledEnum)',
    );

    expect(text(firstCall(report, 'Sample'))).toContain('Nothing happened today.');
    expect(firstCall(report, 'Sample').asks?.map((a) => a.kind)).toEqual(['sampling']);
    expect(text(firstCall(report, 'Roots'))).toContain('file:///work/project');
    const url = firstCall(report, 'Url');
    expect(text(url)).toContain('User completed the URL elicitation flow');
    expect(url.asks?.map((a) => [a.kind, a.url, a.action])).toEqual([
      ['elicitation', 'https://example.com/authorise', 'accept'],
    ]);

    // Compared on the same server: the answered scenarios stay GOOD.
    const again = await go(cwd, { mode: 'compare', reset: 'run', resetCommand: 'true' }, [sharedEverything()]);
    const statuses = Object.fromEntries(again.scenarios.map((x) => [x.name, x.status]));
    expect([statuses.Elicit, statuses.Sample, statuses.Roots, statuses.Url]).toEqual(['GOOD', 'GOOD', 'GOOD', 'GOOD']);
  });

  it("a narrower client profile is the client's change, never a server break; a baseline of no profile compares clean", async () => {
    const ECHO = `name: Echo\nuser_intent: Echo hi\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hi }\n`;
    const cwd = project({ 'echo.yaml': ECHO });
    // A baseline as one recorded before profiles: no feature declared, so the conditional tools unseen.
    const recorded = await go(cwd, { mode: 'record', client: ['none'] }, [sharedEverything()]);
    const seen = (r: RunReport) => r.scenarios[0].runs[0].trajectory.servers[0];
    expect(seen(recorded).client).toEqual([]);
    expect(seen(recorded).tools.map((t) => t.name)).not.toContain('trigger-elicitation-request');

    // Today's default profile shows more tools: the client's change, GOOD, nothing added by the server.
    const wider = await go(cwd, { mode: 'compare' }, [sharedEverything()]);
    expect(seen(wider).client).toEqual(['elicitation', 'url-elicitation', 'sampling', 'tasks']);
    expect(wider.scenarios.map((x) => x.status)).toEqual(['GOOD']);
    const [change] = wider.scenarios[0].tool_changes ?? [];
    expect([change.added, change.removed, change.client?.before, change.client?.after]).toEqual([
      [],
      [],
      [],
      ['elicitation', 'sampling', 'tasks', 'url-elicitation'],
    ]);
    expect(change.client?.tools).toEqual(
      expect.arrayContaining(['trigger-elicitation-request', 'trigger-sampling-request', 'trigger-url-elicitation']),
    );

    // Recorded with them all, compared as a client with no sampling: the tool it loses is no removal, no cause.
    await go(cwd, { mode: 'record' }, [sharedEverything()]);
    const narrower = await go(cwd, { mode: 'compare', client: 'elicitation,url-elicitation,tasks' }, [
      sharedEverything(),
    ]);
    expect(narrower.scenarios.map((x) => x.status)).toEqual(['GOOD']);
    const [lost] = narrower.scenarios[0].tool_changes ?? [];
    expect([lost.removed, lost.client?.tools]).toEqual([
      [],
      ['trigger-sampling-request', 'trigger-sampling-request-async'],
    ]);
    expect(narrower.causes ?? []).toEqual([]);
  });
});
