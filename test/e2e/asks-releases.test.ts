// A release that changes what its tool asks the client, through the CLI's main in this process (what a run says is
// the test: helpers/cli-in-process.ts) with the scripted agent, on a sign-up server of the real MCP SDK
// (test/helpers/asking-server.mjs, one process for the file over streamable HTTP, the release by the session's URL)
// in two releases: one that starts asking, stops asking, asks for a new required field, or asks for a field of
// another type is a named cause of the scenario, on the terminal, in summary.md, report.html and results.json; the
// same release compared three times over stays GOOD.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { cliInProcess } from '../helpers/cli-in-process.js';
import { cliProject } from '../helpers/cli-project.js';
import { stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { sessionUrl } from '../helpers/session-servers.js';

afterAll(stopAllServers);

const SIGN_UP = `name: Sign up
user_intent: Sign me up
expected_trajectory:
  - tool: mcp__signup__sign_up
elicitation:
  - { message: sign-up details, action: accept, content: { name: Ada, age: '36' } }
`;

const release = async (cwd: string, name: string) => {
  const url = await sessionUrl('asking-server.mjs', { release: name });
  writeFileSync(path.join(cwd, 'mcp.json'), JSON.stringify({ mcpServers: { signup: { url } } }));
};
/** The servers, and no client on an older protocol version reading the contract (one more start of the server a run):
 * no test here asserts the contract. */
const SERVERS = ['--servers', 'mcp.json', '--contract-protocol', 'none'];
const out = (cwd: string, file: string) => readFileSync(path.join(cwd, 'reports', file), 'utf8');

/** A project recorded on `release`, once per release: each case compares in a copy of it (a compare writes reports). */
const recordings = new Map<string, Promise<string>>();
function recordedOn(name: string): Promise<string> {
  const made =
    recordings.get(name) ??
    (async () => {
      const cwd = cliProject({ 'signup.yaml': SIGN_UP }, {});
      await release(cwd, name);
      const rec = await cliInProcess(['record', ...SERVERS], cwd);
      expect(rec.stdout).toMatch(/^RECORDED: 1 scenario\n/);
      rmSync(path.join(cwd, 'reports'), { recursive: true });
      return cwd;
    })();
  recordings.set(name, made);
  return made;
}

/** Recorded on `before`, compared on `after`: the terminal's output and results.json. */
async function upgrade(before: string, after: string): Promise<{ cwd: string; stdout: string; report: RunReport }> {
  const cwd = path.join(tempDir(), 'project');
  cpSync(await recordedOn(before), cwd, { recursive: true });
  await release(cwd, after);
  const { stdout } = await cliInProcess(['compare', ...SERVERS], cwd);
  return { cwd, stdout, report: JSON.parse(out(cwd, 'results.json')) as RunReport };
}

describe('what a tool asks, across releases (CLI, SDK server)', () => {
  it.each([
    ['asks', 'quiet', 'DEGRADED', 'stopped asking the client', 'stopped asking: elicitation "Your sign-up details"'],
    ['quiet', 'asks', 'DEGRADED', 'started asking the client', 'now asks: elicitation "Your sign-up details"'],
    [
      'asks',
      'email',
      'ERROR',
      'asks the client for a new required field',
      'elicitation "Your sign-up details": new required field(s) email',
    ],
    [
      'asks',
      'typed',
      'ERROR',
      'asks the client for a field of another type',
      'elicitation "Your sign-up details": field age: string -> integer',
    ],
  ])(
    '%s -> %s: %s, the cause says the tool %s',
    async (before, after, status, words, detail) => {
      const { cwd, stdout, report } = await upgrade(before, after);
      expect(report.scenarios.map((s) => s.status)).toEqual([status]);
      const summary = `\`sign_up\` on server \`signup\` ${words}`;
      expect(report.causes?.map((c) => [c.kind, c.summary, c.scenarios.map((s) => s.name)])).toEqual([
        ['response_changed', summary, ['Sign up']],
      ]);
      expect(report.causes?.[0].evidence).toEqual([`sign_up: asks: ${detail}`]);
      expect(stdout).toContain(`Caught: ${summary}: breaks Sign up (${status})`);
      expect(out(cwd, 'summary.md')).toContain(`**<code>sign\\_up</code> on server <code>signup</code> ${words}**`);
      expect(out(cwd, 'summary.md')).toContain("update the scenarios' answers and record the baselines again");
      expect(out(cwd, 'report.html')).toContain(`on server <code>signup</code> ${words}`);
    },
    60_000,
  );

  it('the same release compared with runs 3 stays GOOD', async () => {
    const { stdout } = await upgrade('asks', 'asks');
    expect(stdout).toMatch(/^GOOD: 1 scenario\n/);
    const cwd = cliProject({ 'signup.yaml': SIGN_UP }, {});
    await release(cwd, 'asks');
    expect((await cliInProcess(['record', ...SERVERS, '--runs', '3'], cwd)).code).toBe(0);
    const again = await cliInProcess(['compare', ...SERVERS, '--runs', '3'], cwd);
    expect(again.code).toBe(0);
    const report = JSON.parse(out(cwd, 'results.json')) as RunReport;
    expect(report.scenarios[0].runs).toHaveLength(3);
    expect(report.scenarios.map((s) => s.status)).toEqual(['GOOD']);
    expect(report.causes ?? []).toEqual([]);
    for (const r of report.scenarios[0].runs) expect(r.evaluation?.drift ?? []).toEqual([]);
  }, 90_000);
});
