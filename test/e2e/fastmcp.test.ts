// The gate is never the cause (issue 48): a real release of a third-party proxy, FastMCP 2.2.0 from PyPI (pinned with
// the dependencies of its week: scripts/ensure-fastmcp.sh), serving two mounted proxies of server-everything over
// stdio. Asked for prompts, resources and templates at once, that release fails the lists, times out and exits, and
// every scenario of the run was ERROR; the harness now asks one list after the other, as a plain client starts up.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/results/index.js';
import { cli, cliProject, scenarioYaml } from '../helpers/cli-project.js';
import { EVERYTHING_JS } from '../helpers/mcp-servers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GATEWAY = path.join(ROOT, 'test/fixtures/fastmcp/gateway.py');

describe('FastMCP 2.2.0 serving mounted proxies (stdio)', () => {
  it('records every scenario: the contract read asks its lists one at a time, and what they hold is read', async () => {
    const python = execFileSync('bash', [path.join(ROOT, 'scripts/ensure-fastmcp.sh')], { encoding: 'utf8' }).trim();
    const cwd = cliProject(
      {
        'echo.yaml': scenarioYaml('Echo', 'mcp__gateway__left_echo', [{ message: 'hi' }]),
        'sum.yaml': scenarioYaml('Sum', 'mcp__gateway__right_get-sum', [{ a: 2, b: 3 }]),
      },
      { gateway: { command: python, args: [GATEWAY, process.execPath, EVERYTHING_JS] } },
    );
    // The contract read on the run's own connection is the one asserted below; the client on an older protocol version
    // (contract-protocol) would start a second gateway, whose proxies start server-everything for each request: 8 more
    // Node servers and a Python process (~3 s of CPU) for a read nothing here looks at.
    const res = await cli(['record', '--servers', 'mcp.json', '--contract-protocol', 'none'], cwd, {}, 180_000);
    const report = JSON.parse(readFileSync(path.join(cwd, 'reports/results.json'), 'utf8')) as RunReport;
    expect(
      report.scenarios.map((s) => [s.id, s.status, s.error]),
      res.stdout,
    ).toEqual([
      ['echo', 'RECORDED', null],
      ['sum', 'RECORDED', null],
    ]);
    const gateway = report.contract!.servers[0];
    expect(gateway.error).toBeNull();
    const snapshot = report.scenarios[0].runs[0].trajectory.servers[0];
    expect(snapshot.findings ?? []).toEqual([]);
    expect(snapshot.prompts?.length).toBeGreaterThan(0);
    expect(snapshot.resources?.length).toBeGreaterThan(0);
  }, 240_000);
});
