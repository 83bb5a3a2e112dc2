// Causes reach results.json: the pipeline groups a run's failures at its end, from real servers.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { noRedaction } from '../../src/sanitize/redact.js';
import { readResults, writeReports } from '../../src/reports/write.js';
import { deadUrl, httpConfig, memoryStdio, sharedEverything, stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { ECHO_YAML, go, project, SUM_YAML } from '../helpers/pipeline.js';

afterAll(stopAllServers);

describe('causes in results.json', () => {
  it('groups the scenarios a server change breaks: each removed tool once, most scenarios first', async () => {
    const cwd = project({ 'echo.yaml': ECHO_YAML, 'sum.yaml': SUM_YAML });
    const recorded = await go(cwd, { mode: 'record' });
    expect(recorded.causes).toEqual([]);
    // The "proxy change": the server named everything now serves server-memory's tools.
    const report = await go(cwd, { mode: 'compare', agent: 'replay' }, [memoryStdio('everything')]);
    expect(report.scenarios.map((s) => s.status)).toEqual(['BROKEN', 'BROKEN']);
    expect(report.causes?.map((c) => [c.kind, c.summary, c.scenarios.map((s) => s.id)])).toEqual([
      ['tool_removed', '`echo` was removed from server `everything`', ['echo', 'sum']],
      ['tool_removed', '`get-sum` was removed from server `everything`', ['sum']],
    ]);
    expect(report.causes?.[0].evidence[0]).toMatch(/^the tool list of `everything` \(2\.0\.0 -> .+\) has no `echo`$/);
    expect(report.causes?.[0].scenarios[0].detail).toMatch(
      /^call 1 mcp__everything__echo now fails: unknown tool "echo"/,
    );

    // Written and read back as results.json, as `mcp-eval report` reads it.
    const out = tempDir();
    await writeReports(report, out, { redact: noRedaction });
    expect(readResults(path.join(out, 'results.json')).causes).toEqual(report.causes);
  });

  it('names the server that no longer starts, and only the scenarios that use it', async () => {
    const cwd = project({
      'echo.yaml': ECHO_YAML.replace('user_intent', 'servers: [everything]\nuser_intent'),
      'proxy.yaml':
        'name: Proxy\nuser_intent: x\nservers: [proxy]\nexpected_trajectory:\n  - tool: mcp__proxy__retrieve_tools\n    args: {query: db}\n',
    });
    const servers = [sharedEverything(), httpConfig('proxy', await deadUrl(), 'streamable-http')];
    const report = await go(cwd, { mode: 'record' }, servers);
    expect(report.causes?.map((c) => [c.kind, c.server, c.scenarios.map((s) => [s.id, s.status])])).toEqual([
      ['server_down', 'proxy', [['proxy', 'ERROR']]],
    ]);
    expect(report.causes?.[0].evidence[0]).toMatch(
      /^server "proxy" \(streamable-http http:\/\/127\.0\.0\.1:\d+\): failed to /,
    );
  });
});
