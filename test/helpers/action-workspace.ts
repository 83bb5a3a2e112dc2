// The bundled action (dist/index.js, dist/post/index.js) run as the runner runs it, for the action tests: INPUT_*
// variables with action.yml's defaults, a real pull_request payload, GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, GITHUB_STATE,
// the emulated GitHub REST API and Actions results service; docker is the real engine of scripts/ensure-docker.sh.
// inProcess() runs main from the source in the test's process instead (helpers/action-in-process.ts), with the same
// environment and files, for the tests of what a run writes rather than of its process.
// The bundle is dist/, which CI rebuilds from src/ before the tests; MCP_EVAL_DIST points the tests at another build
// (`npx ncc build src/main.ts -o <dir>` and src/post.ts to <dir>/post) to try a change without touching dist/.
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { BOT_TOKEN, start as startGithubApi, type GithubApi } from '../emulators/github-api.js';
import { startResultsService, unzip, type ResultsService } from '../emulators/results-service.js';
import { actionInProcess, type Step } from './action-in-process.js';
import { EVERYTHING_JS, sharedEverythingUrl, tempDir } from './mcp-servers.js';
import { freePort } from './ports.js';
import { copyProxyFiles, dockerEnv, IMAGES } from './real-parts.js';
import { DEFAULTS, readKeyFile } from './runner-files.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const DIST = path.resolve(ROOT, process.env.MCP_EVAL_DIST ?? 'dist');
export const FAKE_ANTHROPIC_KEY = 'sk-ant-api03-FAKEKEYfakekeyFAKEKEY0123456789';
export const SERVER_SECRET = 'server-side-secret-value-42';

/** The main step alone: what a run with no service gives (its post step only takes a compose service down). */
export interface MainRun extends Step {
  outputs: Record<string, string>;
  summary: string;
  state: Record<string, string>;
  runId: string;
}

export interface ActionRun extends MainRun {
  post: Step;
}

interface RunOptions {
  event?: 'pull_request' | 'workflow_dispatch';
  fork?: boolean;
  /** The pull request's number (7 unless given). */
  pr?: number;
  env?: NodeJS.ProcessEnv;
  /** main's stdout as it comes (the job log, to act on a line while the step runs). */
  onStdout?: (text: string) => void;
}

/** GitHub's side of a run, emulated (its REST API, the Actions results service), and a workspace on it. */
export async function startActionEmulators(): Promise<{ api: GithubApi; results: ResultsService; ws: Workspace }> {
  const api = await startGithubApi();
  const results = await startResultsService();
  return { api, results, ws: new Workspace(api, results) };
}

export async function closeEmulators(api: GithubApi, results: ResultsService): Promise<void> {
  await Promise.all([api.close(), results.close()]);
}

/**
 * A checkout the action runs in: scenarios, mcp.json, the runner's temp dir, event payloads and key files. Its mcp.json
 * names the run's shared server-everything over streamable HTTP (helpers/shared-everything.ts); a test whose subject
 * is the stdio server the action spawns (its env, its secret printed by get-env) writes stdioServer() instead.
 */
export class Workspace {
  readonly dir = tempDir();
  readonly temp = path.join(this.dir, '_temp');
  readonly summaryFile = path.join(this.temp, 'summary.md');
  runCount = 0;

  constructor(
    readonly api: GithubApi,
    readonly results: ResultsService,
  ) {
    mkdirSync(path.join(this.dir, 'scenarios'), { recursive: true });
    mkdirSync(this.temp, { recursive: true });
    this.scenario(
      'echo.yaml',
      'name: Echo\nuser_intent: Echo hello\nexpected_trajectory:\n  - tool: mcp__everything__echo\n    args: { message: hello }\n',
    );
    this.scenario(
      'env.yaml',
      'name: Environment\nuser_intent: Show the server environment\nexpected_trajectory:\n  - tool: mcp__everything__get-env\n',
    );
    this.sharedServer();
  }

  /** mcp.json: the shared server-everything, sent a bearer token (SERVER_SECRET) that the action must mask. */
  sharedServer(): void {
    const everything = { url: sharedEverythingUrl(), headers: { Authorization: `Bearer ${SERVER_SECRET}` } };
    writeFileSync(path.join(this.dir, 'mcp.json'), JSON.stringify({ mcpServers: { everything } }));
  }

  /** mcp.json: server-everything over stdio, started by each run, SERVER_SECRET in its env (get-env prints it). */
  stdioServer(): void {
    this.servers('mcp.json', EVERYTHING_JS, ['stdio']);
  }

  scenario(name: string, text: string): void {
    writeFileSync(path.join(this.dir, 'scenarios', name), text);
  }

  servers(name: string, script: string, args: string[]): void {
    const env = { API_TOKEN: SERVER_SECRET, MEMORY_FILE_PATH: path.join(this.temp, 'memory.jsonl') };
    writeFileSync(
      path.join(this.dir, name),
      JSON.stringify({ mcpServers: { everything: { command: process.execPath, args: [script, ...args], env } } }),
    );
  }

  /**
   * The proxy repository's layout (docs/workflows), its scenarios left to the test: the shipped docker-compose.yml
   * and its configs, remote.json naming MCPProxy on a free port; the inputs and step environment that run the pinned
   * MCPProxy image as the compose service.
   */
  async mcpproxyService(): Promise<{ inputs: Record<string, string>; env: Record<string, string> }> {
    copyProxyFiles(this.dir);
    for (const f of readdirSync(path.join(this.dir, 'scenarios'))) rmSync(path.join(this.dir, 'scenarios', f));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/mcp`;
    writeFileSync(path.join(this.dir, 'remote.json'), JSON.stringify({ mcpServers: { mcpproxy: { url } } }));
    return {
      inputs: {
        'compose-file': 'docker-compose.yml',
        'compose-service': 'mcpproxy',
        servers: 'remote.json',
        'baseline-store': 'dir',
      },
      env: { MCPPROXY_IMAGE: IMAGES.mcpproxy, MCPPROXY_PORT: String(port) },
    };
  }

  event(kind: 'pull_request' | 'workflow_dispatch', fork = false, number = 7): string {
    const file = path.join(this.temp, `${kind}.json`);
    const repo = { full_name: 'acme/proxy', name: 'proxy', owner: { login: 'acme' }, default_branch: 'main' };
    const payload =
      kind === 'pull_request'
        ? {
            action: 'synchronize',
            number,
            pull_request: {
              number,
              head: { repo: fork ? { ...repo, full_name: 'someone/proxy' } : repo, sha: 'abc123' },
              base: { repo },
            },
            repository: repo,
          }
        : { ref: 'refs/heads/main', repository: repo, inputs: {} };
    writeFileSync(file, JSON.stringify(payload));
    return file;
  }

  private env(
    inputs: Record<string, string>,
    eventName: string,
    eventPath: string,
    extra: NodeJS.ProcessEnv,
  ): NodeJS.ProcessEnv {
    this.runCount++;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      // The real engine of scripts/ensure-docker.sh, for a compose-file.
      ...dockerEnv(),
      HOME: process.env.HOME,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: eventName,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: 'acme/proxy',
      GITHUB_SHA: 'abc123def456',
      GITHUB_REF: 'refs/pull/7/merge',
      GITHUB_RUN_ID: String(1000 + this.runCount),
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_API_URL: this.api.url,
      GITHUB_STEP_SUMMARY: this.summaryFile,
      GITHUB_OUTPUT: path.join(this.temp, `output-${this.runCount}`),
      GITHUB_STATE: path.join(this.temp, `state-${this.runCount}`),
      GITHUB_WORKSPACE: this.dir,
      RUNNER_TEMP: this.temp,
      // Each run is a workflow run of its own: its own artifacts, the repository's caches.
      ...this.results.newRun(),
      ...extra,
    };
    for (const [k, v] of Object.entries({
      ...DEFAULTS,
      'github-token': BOT_TOKEN,
      'anthropic-api-key': FAKE_ANTHROPIC_KEY,
      agent: 'scripted',
      servers: 'mcp.json',
      ...inputs,
    })) {
      env[`INPUT_${k.toUpperCase()}`] = v;
    }
    return env;
  }

  private exec(script: string, env: NodeJS.ProcessEnv, onStdout?: (text: string) => void): Promise<Step> {
    return new Promise((resolve) => {
      const child = execFile(
        process.execPath,
        [path.join(DIST, script)],
        { cwd: this.dir, env, timeout: 90_000 },
        (err, stdout, stderr) =>
          resolve({ code: err ? (typeof err.code === 'number' ? err.code : 99) : 0, stdout, stderr }),
      );
      if (onStdout) child.stdout?.on('data', (d: Buffer | string) => onStdout(d.toString()));
    });
  }

  /** main, then post with the state main saved (the runner passes it back as STATE_* variables). */
  async run(inputs: Record<string, string>, opts: RunOptions = {}): Promise<ActionRun> {
    const { main, env } = await this.mainStep(inputs, opts, (e) => this.exec('index.js', e, opts.onStdout));
    const stateEnv = Object.fromEntries(Object.entries(main.state).map(([k, v]) => [`STATE_${k}`, v]));
    const post = await this.exec('post/index.js', { ...env, ...stateEnv, GITHUB_STATE: `${env.GITHUB_STATE}-post` });
    return { ...main, post };
  }

  /**
   * main alone, for a run with no compose service: its post step, a Node process more, finds no saved service and
   * returns (src/github/post.ts). action.test.ts runs the post of such a run once, to see it do nothing.
   */
  async main(inputs: Record<string, string>, opts: RunOptions = {}): Promise<MainRun> {
    return (await this.mainStep(inputs, opts, (env) => this.exec('index.js', env, opts.onStdout))).main;
  }

  /** main from the source, in the test's process (helpers/action-in-process.ts), with the same environment and files. */
  async inProcess(inputs: Record<string, string>, opts: RunOptions = {}): Promise<MainRun> {
    return (await this.mainStep(inputs, opts, (env) => actionInProcess(env, this.dir, opts.onStdout))).main;
  }

  private async mainStep(
    inputs: Record<string, string>,
    opts: RunOptions,
    run: (env: NodeJS.ProcessEnv) => Promise<Step>,
  ): Promise<{ main: MainRun; env: NodeJS.ProcessEnv }> {
    const eventName = opts.event ?? 'pull_request';
    const env = this.env(inputs, eventName, this.event(eventName, opts.fork, opts.pr), opts.env ?? {});
    // The runner creates these files before a step starts.
    for (const f of [this.summaryFile, env.GITHUB_OUTPUT!, env.GITHUB_STATE!, `${env.GITHUB_STATE}-post`])
      writeFileSync(f, '');
    const step = await run(env);
    const main = {
      ...step,
      outputs: readKeyFile(env.GITHUB_OUTPUT!),
      summary: readFileSync(this.summaryFile, 'utf8'),
      state: readKeyFile(env.GITHUB_STATE!),
      runId: env.GITHUB_RUN_ID!,
    };
    return { main, env };
  }
}

/** The files of the newest upload of an artifact, as text. */
export function artifactFiles(results: ResultsService, name: string): Map<string, string> {
  const zip = results.artifactBytes(name);
  return new Map(zip ? [...unzip(zip)].map(([f, b]) => [f, b.toString('utf8')]) : []);
}

/** Every place a secret could leak (main's and post's logs (when it ran), the state, every file of every
 * artifact uploaded so far, summary, outputs, comments), except the runner's own `::add-mask::` commands. */
export function expectNoSecrets(
  run: MainRun & { post?: Step },
  ws: Workspace,
  opts: { files?: string[]; secrets?: string[] } = {},
): void {
  const logs = [run.stdout, run.stderr, run.post?.stdout ?? '', run.post?.stderr ?? '']
    .join('\n')
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'));
  const uploads = ws.results.state.artifacts.filter((a) => a.finalized);
  const places: Array<[string, string]> = [
    ['log', logs.join('\n')],
    ['summary', run.summary],
    ['outputs', JSON.stringify(run.outputs)],
    ['state', JSON.stringify(run.state)],
    ['comments', JSON.stringify(ws.api.state.comments)],
    ...uploads.flatMap((a) =>
      [...unzip(ws.results.state.blobs.get(a.blob)!.bytes!)].map(([f, b]): [string, string] => [
        `artifact ${a.name} (${a.id}): ${f}`,
        b.toString('utf8'),
      ]),
    ),
    ...(opts.files ?? []).map((text, i): [string, string] => [`file ${i}`, text]),
  ];
  for (const secret of [BOT_TOKEN, FAKE_ANTHROPIC_KEY, SERVER_SECRET, ...(opts.secrets ?? [])]) {
    for (const [where, text] of places) expect(text.includes(secret), `${secret} in ${where}`).toBe(false);
  }
}

/** The `::add-mask::` commands a run printed. */
export const masks = (stdout: string): string[] =>
  stdout
    .split('\n')
    .filter((l) => l.startsWith('::add-mask::'))
    .map((l) => l.slice('::add-mask::'.length));
