// Faults of the service under test on a real engine (scripts/ensure-docker.sh), through the action: the real MCPProxy
// (the pinned image) of the shipped docker-compose.yml, killed with `docker kill` while a scenario's call is in
// flight. What is kept: the exit code and the last log lines on the scenario that was running and on the rest of
// its group, one cause that names the service, the report, readable annotations, and nothing that hangs.
// (A container that stops between two scenarios, found by the next reset: test/real/compose.test.ts.)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GithubApi } from '../emulators/github-api.js';
import type { ResultsService } from '../emulators/results-service.js';
import {
  artifactFiles,
  closeEmulators,
  expectNoSecrets,
  startActionEmulators,
  Workspace,
} from '../helpers/action-workspace.js';
import { stopAllServers } from '../helpers/mcp-servers.js';
import { docker } from '../helpers/real-parts.js';
import type { RunReport } from '../../src/results/index.js';

/** The name of the running container of a compose project's service. */
const containerOf = (project: string, service: string) =>
  docker(
    'ps',
    '--format',
    '{{.Names}}',
    '--filter',
    `label=com.docker.compose.project=${project}`,
    '--filter',
    `label=com.docker.compose.service=${service}`,
  );

const call = (tool: string, args: Record<string, unknown>) =>
  `  - tool: mcp__mcpproxy__${tool}\n    args: ${JSON.stringify(args)}\n`;
const scenario = (name: string, steps: string) =>
  `name: ${name}\nuser_intent: ${name}\nservers: [mcpproxy]\nexpected_trajectory:\n${steps}`;

describe('the real MCPProxy killed mid-run (reset none)', () => {
  let api: GithubApi;
  let results: ResultsService;
  let ws: Workspace;

  beforeAll(async () => ({ api, results, ws } = await startActionEmulators()));
  afterAll(async () => {
    await closeEmulators(api, results);
    await stopAllServers();
  });

  it('the rest of its group is ERROR with exit code 137 and its last log lines, one cause, the report written', async () => {
    const service = await ws.mcpproxyService();
    // Recorded with a short operation; the compare run's lasts 10 s, and is killed (its baseline only has to exist).
    const slow = (duration: number) => ({ name: 'everything:trigger-long-running-operation', args: { duration } });
    ws.scenario('a-list.yaml', scenario('a list', call('upstream_servers', { operation: 'list' })));
    ws.scenario('b-slow.yaml', scenario('b slow', call('call_tool_read', slow(1))));
    ws.scenario('c-find.yaml', scenario('c find', call('retrieve_tools', { query: 'add two numbers' })));
    ws.scenario('d-find.yaml', scenario('d find', call('retrieve_tools', { query: 'echo a message' })));
    const inputs = { ...service.inputs, concurrency: '1' };
    const env = service.env;
    const rec = await ws.run({ ...inputs, mode: 'record' }, { event: 'workflow_dispatch', env });
    expect(rec.outputs.status, rec.stdout).toBe('RECORDED');
    ws.scenario('b-slow.yaml', scenario('b slow', call('call_tool_read', slow(10))));

    // Killed once the job log says the slow scenario started (its call is then in flight for 10 s).
    const project = path.basename(ws.dir).toLowerCase();
    let killed: Promise<string> | null = null;
    const onStdout = (text: string) => {
      if (killed || !text.includes('b-slow: starting')) return;
      killed = new Promise((r) => setTimeout(r, 1500)).then(() => {
        const name = containerOf(project, 'mcpproxy');
        docker('kill', name);
        return name;
      });
    };
    const started = Date.now();
    const run = await ws.run({ ...inputs, mode: 'compare' }, { env, onStdout });
    const container = await killed!;
    // Nothing waits out a timeout: the run ends soon after the kill.
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ status: 'ERROR', good: '1', errors: '3' });

    const report = JSON.parse(readFileSync(path.join(ws.dir, 'reports/results.json'), 'utf8')) as RunReport;
    expect(existsSync(path.join(ws.dir, 'reports/report.html'))).toBe(true);
    const byId = Object.fromEntries(report.scenarios.map((s) => [s.id, s]));
    const head = `service "mcpproxy" stopped: container ${container} exited with code 137 (SIGKILL: killed, by docker kill or for lack of memory)`;
    for (const id of ['b-slow', 'c-find', 'd-find']) {
      const [first, second, ...lines] = byId[id].error!.split('\n');
      expect([byId[id].status, first, second]).toEqual(['ERROR', head, 'its last log lines:']);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain('\u001b');
    }
    // The one in flight had connected: its tool list is the proxy's, nothing is said removed. The others never ran.
    expect(byId['b-slow'].runs).toHaveLength(1);
    expect(byId['b-slow'].tool_changes).toEqual([]);
    expect(byId['c-find'].runs).toEqual([]);
    // One cause: the service, for the three scenarios.
    expect(report.causes?.map((c) => [c.kind, c.server, c.summary, c.scenarios.map((s) => s.id)])).toEqual([
      ['server_down', 'mcpproxy', 'service `mcpproxy` stopped (exit code 137)', ['b-slow', 'c-find', 'd-find']],
    ]);

    // The annotation: the message, then the log lines as lines of their own; the progress line: the first line.
    const annotation = run.stdout
      .split('\n')
      .find((l) => l.startsWith('::error title=mcp-eval ERROR,file=scenarios/b'));
    expect(annotation).toContain(`b slow: ERROR: ${head}%0Aits last log lines:%0A  `);
    expect(run.stdout).toMatch(
      /^\[2\/4\] b-slow: ERROR \(service "mcpproxy" stopped: .* \(\+\d+ more lines in the report\)\)$/m,
    );
    for (const text of [run.stdout, run.summary]) {
      expect(text).not.toContain('\u001b');
      expect(text).not.toContain('\\u001b');
    }
    // The logs of every container (the upstream's too) reach the artifact, the killed proxy's last line among them.
    const log = artifactFiles(results, 'mcp-eval-report').get('service.log')!;
    expect(log).toMatch(/^everything-1 {2}\| /m);
    expect(log.replace(/\t/g, ' ')).toContain(byId['b-slow'].error!.split('\n').at(-1)!.trim().slice(0, 60));
    expect(run.post.stdout).toContain('service taken down');
    expectNoSecrets(run, ws);
  }, 180_000);
});
