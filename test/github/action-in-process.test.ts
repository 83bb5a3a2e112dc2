// The action's main run many times in one process (helpers/action-in-process.ts), as the action tests do: each run
// reads its own step's environment (the event, the pull request, the summary file), never the first run's. A runner
// starts a process a step; @actions/github's `context` and @actions/core's `summary` are read once a process, which
// was right only there.
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GithubApi } from '../emulators/github-api.js';
import type { ResultsService } from '../emulators/results-service.js';
import { stopAllServers } from '../helpers/mcp-servers.js';
import { closeEmulators, startActionEmulators, Workspace } from '../helpers/action-workspace.js';

afterAll(stopAllServers);

/** No second start of server-everything for the contract's older protocol version: not what is tested here. */
const DIR = { 'contract-protocol': 'none', 'baseline-store': 'dir' };

describe('the action run in-process, run after run', () => {
  let api: GithubApi;
  let results: ResultsService;
  let ws: Workspace;

  beforeEach(async () => ({ api, results, ws } = await startActionEmulators()));
  afterEach(() => closeEmulators(api, results));

  it("each run publishes to its own event's pull request and its own job summary", async () => {
    const rec = await ws.inProcess({ ...DIR, mode: 'record' }, { event: 'workflow_dispatch' });
    expect(rec.outputs.status, rec.stdout).toBe('RECORDED');
    expect(api.state.comments).toEqual([]);

    const seven = await ws.inProcess({ ...DIR, mode: 'compare' }, { pr: 7 });
    expect([seven.code, seven.outputs.status], seven.stdout).toEqual([0, 'GOOD']);
    expect(api.state.comments.map((c) => c.issue_number)).toEqual([7]);

    // Another checkout, another pull request: a comment of its own, its summary in its own file.
    const other = new Workspace(api, results);
    cpSync(path.join(ws.dir, 'baselines'), path.join(other.dir, 'baselines'), { recursive: true });
    const eight = await other.inProcess({ ...DIR, mode: 'compare' }, { pr: 8 });
    expect([eight.code, eight.outputs.status], eight.stdout).toEqual([0, 'GOOD']);
    expect(eight.stdout).toContain('PR comment created');
    expect(api.state.comments.map((c) => c.issue_number)).toEqual([7, 8]);
    expect(eight.summary).toContain('## ✅ mcp-eval: GOOD');
    expect(readFileSync(ws.summaryFile, 'utf8')).toBe(seven.summary);
  });
});
