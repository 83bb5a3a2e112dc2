// The client profile in the stored contract and the baselines, on the real @modelcontextprotocol/server-everything
// 2026.8.31 through the CLI's main in this process (helpers/cli-in-process.ts: what a run stores and reports is the
// test): recorded with one profile and compared with a narrower one (no sampling), and the reverse, the tools the
// profiles explain are the client's change (one compatible contract line, no removal, no cause); a contract and
// baselines recorded before profiles (none stored) compare without a false alarm; the contract command reads as the
// client the settings say (--client), its older client too. The run's shared server-everything over streamable HTTP:
// the profile is declared per connection (a session of its own), not per process.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cliProject } from '../helpers/cli-project.js';
import { sharedEverythingUrl, stopAllServers } from '../helpers/mcp-servers.js';

afterAll(stopAllServers);

const ECHO = `name: Echo\nuser_intent: Echo hi\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hi }\n`;
const NO_SAMPLING = 'elicitation,url-elicitation,tasks';
const SAMPLING_TOOLS = 'trigger-sampling-request, trigger-sampling-request-async';

const read = (cwd: string) => JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')) as RunReport;
const changes = (r: RunReport) =>
  r.contract!.servers.flatMap((s) => s.changes.map((c) => `${c.class} ${c.rule}: ${c.detail}`));

/** A CLI run in this process (helpers/cli-in-process.ts): what is tested is what it stores and reports. */
async function run(cwd: string, ...args: string[]): Promise<RunReport> {
  const res = await cliInProcess([...args, '--servers', 'mcp.json'], cwd);
  expect(res.stderr).toBe('');
  expect(res.code).toBe(0);
  return read(cwd);
}

/** Every stored snapshot as one recorded before profiles: no `client` kept. */
function forgetProfiles(cwd: string): void {
  const files = [
    path.join(cwd, 'baselines/.contract/servers.json'),
    ...readdirSync(path.join(cwd, 'baselines'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(cwd, 'baselines', f)),
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const stripped = text.replace(/,?\s*"client": \[[^\]]*\]/g, '');
    expect(stripped).not.toBe(text);
    writeFileSync(file, stripped);
  }
}

describe('the client profile in the stored contract and baselines (CLI, real server-everything)', () => {
  const everything = () => ({ everything: { url: sharedEverythingUrl() } });

  it('a narrower profile, and the reverse: the client change, one compatible line, never a break or a cause', async () => {
    const cwd = cliProject({ 'echo.yaml': ECHO }, everything());
    await run(cwd, 'record');
    const stored = readFileSync(path.join(cwd, 'baselines/.contract/servers.json'), 'utf8');
    const all = ['elicitation', 'url-elicitation', 'sampling', 'tasks'];
    expect(JSON.parse(stored).servers[0].client).toEqual(all);
    const baseline = JSON.parse(readFileSync(path.join(cwd, 'baselines/echo.json'), 'utf8')) as {
      trajectories: { servers: { client?: string[] }[] }[];
    };
    expect(baseline.trajectories[0].servers[0].client).toEqual(all);

    const narrower = await run(cwd, 'compare', '--client', NO_SAMPLING);
    expect(narrower.scenarios.map((s) => s.status)).toEqual(['GOOD']);
    expect(narrower.causes ?? []).toEqual([]);
    expect(changes(narrower)).toEqual([
      'compatible client-profile-changed: the client declared elicitation, sampling, tasks, url-elicitation -> ' +
        `elicitation, tasks, url-elicitation: the tools it is shown differ by ${SAMPLING_TOOLS}, not the server's change`,
    ]);
    expect(narrower.contract!.counts).toEqual({ breaking: 0, risky: 0, compatible: 1 });

    // The reverse: recorded as a client with no sampling, compared with the default one.
    await run(cwd, 'record', '--client', NO_SAMPLING);
    const wider = await run(cwd, 'compare');
    expect(wider.scenarios.map((s) => s.status)).toEqual(['GOOD']);
    expect(wider.causes ?? []).toEqual([]);
    expect(changes(wider)).toEqual([
      'compatible client-profile-changed: the client declared elicitation, tasks, url-elicitation -> ' +
        `elicitation, sampling, tasks, url-elicitation: the tools it is shown differ by ${SAMPLING_TOOLS}, not the ` +
        "server's change",
    ]);
    const [toolChange] = wider.scenarios[0].tool_changes ?? [];
    expect([toolChange.added, toolChange.removed, toolChange.client?.tools]).toEqual([
      [],
      [],
      ['trigger-sampling-request', 'trigger-sampling-request-async'],
    ]);
  }, 180_000);

  it('recorded before profiles (none stored): compares clean; the contract command reads as --client says', async () => {
    const cwd = cliProject({ 'echo.yaml': ECHO }, everything());
    // As every run before profiles: a client that declares nothing, its snapshots with no profile kept.
    await run(cwd, 'record', '--client', 'none');
    forgetProfiles(cwd);
    const today = await run(cwd, 'compare');
    expect(today.scenarios.map((s) => s.status)).toEqual(['GOOD']);
    expect(today.causes ?? []).toEqual([]);
    expect(today.contract!.counts.breaking + today.contract!.counts.risky).toBe(0);
    expect(changes(today)).toEqual([
      expect.stringMatching(
        /^compatible client-profile-changed: the client declared none -> elicitation, sampling, tasks, url-elicitation: the tools it is shown differ by .*trigger-elicitation-request/,
      ),
    ]);

    // The contract command as a client that declares nothing: the same tools as the stored reference, no change (its
    // own connections declare the run's profile, the older protocol version's client too: no legacy-differs).
    const contract = await run(cwd, 'contract', '--client', 'none', '--contract-protocol', '2025-06-18');
    expect(changes(contract)).toEqual([]);
    expect(contract.contract!.servers[0].version).not.toBe('?');
  }, 180_000);
});
