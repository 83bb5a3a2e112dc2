// nektos/act, a real workflow runner, running the documented workflows on this machine: host mode
// (`-P ubuntu-latest=-self-hosted`: the steps run here, no Docker), Node 24 first on PATH (the action's runtime), and
// `<owner>/mcp-eval-action@v0` replaced by this checkout's action.yml and dist/ (act's --local-repository), against the
// GitHub REST API and the Actions results service emulated in test/emulators. The repository the workflows run in is
// the demo's: its scenarios, examples/mcp*.json and server-everything over stdio. Where act serves a job otherwise
// than GitHub does, the set-up here makes up for it, never the action; docs/act.md lists each difference.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { tempDir } from './mcp-servers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The action's bundle: dist/, or another build to try a change (MCP_EVAL_DIST, as in the action tests). */
const DIST = path.resolve(ROOT, process.env.MCP_EVAL_DIST ?? 'dist');
const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
/** How the documented workflows and the README name the action: by the major tag the release moves (v0 for 0.x). */
export const ACTION_USES = `<owner>/mcp-eval-action@v${version.split('.')[0]}`;

export interface Runner {
  act: string;
  /** The directory of Node 24's `node`. */
  nodeBin: string;
}

/** act and Node 24, built or installed when missing (minutes the first time; then cached in node_modules/.cache). */
export function ensureRunner(): Runner {
  const script = (name: string): string =>
    execFileSync('bash', [path.join(ROOT, 'scripts', name)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
      .trim()
      .split('\n')
      .at(-1)!;
  return { nodeBin: script('ensure-node24.sh'), act: script('ensure-act.sh') };
}

type Step = Record<string, unknown> & { uses?: string; run?: string; with?: Record<string, unknown> };
interface Workflow {
  jobs: Record<string, { steps: Step[]; strategy?: Record<string, unknown> }>;
}

/**
 * A documented workflow as it runs against the demo set-up; everything else (triggers, permissions, matrix, needs,
 * conditions, expressions, the other inputs) is left as written:
 * - each job first sets RUNNER_TEMP through $GITHUB_ENV to `runnerTemp` (act gives every job a new one; GitHub's is
 *   the same on every run, and the cache store's entries are only found again under the same path);
 * - a matrix runs one job at a time (`max-parallel: 1`): act runs its jobs side by side on this one host, where they
 *   would share that RUNNER_TEMP (on GitHub each has a machine of its own);
 * - `docker build` steps go: the proxy's image is the proxy repository's to build, and there is no Docker here;
 * - given `servers`, the action's step gets the demo's servers (stdio, so no compose service: `compose-file`,
 *   `compose-service` and `reset` go) and `scenarios`, and an `agent: claude`, which needs a key, becomes `scripted`;
 * - and `contract-protocol: none`: no case here asserts what a client on an older protocol version sees (its read
 *   is a second start of each stdio server a run, ~0.35 s of CPU; test/pipeline/contract.test.ts asserts it). The
 *   contract read on the run's own connection stays: the refresh saves it with the baselines, the checks compare it.
 */
export function demoWorkflow(text: string, opts: { servers?: string; serversB?: string; runnerTemp: string }): string {
  const wf = parseYaml(text) as Workflow;
  let actionSteps = 0;
  for (const job of Object.values(wf.jobs)) {
    // No engine to build with; and act runs a bare actions/checkout as a copy of the working tree, but fetches the
    // action from github.com for one with inputs (the A/B workflow's checkout of the base): no network here.
    const checkoutWithInputs = (s: Step) => s.uses?.startsWith('actions/checkout@') === true && s.with !== undefined;
    const steps = job.steps.filter((s) => !/^\s*docker build\b/.test(s.run ?? '') && !checkoutWithInputs(s));
    for (const step of steps.filter((s) => s.uses === ACTION_USES)) {
      actionSteps++;
      if (opts.servers) step.with = demoInputs(step.with ?? {}, opts.servers, opts.serversB);
    }
    const pin = { name: 'Pin RUNNER_TEMP (act)', run: `echo "RUNNER_TEMP=${opts.runnerTemp}" >> "$GITHUB_ENV"` };
    job.steps = [pin, ...steps];
    if (job.strategy?.matrix) job.strategy['max-parallel'] = 1;
  }
  if (actionSteps === 0) throw new Error(`demoWorkflow: no step uses ${ACTION_USES}`);
  return stringifyYaml(wf);
}

function demoInputs(given: Record<string, unknown>, servers: string, serversB?: string): Record<string, unknown> {
  const inputs = { ...given };
  // No engine under act: the demo's stdio servers instead of the compose service (and in mode ab, its two sides).
  for (const k of ['compose-file', 'compose-service', 'reset', 'ab-variable', 'ab-port-variable']) delete inputs[k];
  if (inputs.mode === 'ab') inputs['servers-b'] = serversB ?? servers;
  if (inputs.agent === 'claude') inputs.agent = 'scripted';
  inputs['contract-protocol'] = 'none';
  // A merge job runs no scenario: it gets no servers.
  if (inputs.mode !== 'merge') Object.assign(inputs, { servers, scenarios: 'scenarios/**/*.yaml' });
  return inputs;
}

/** The README's ```yaml blocks that use the action: whole workflows, as a team copies them. */
export function readmeWorkflows(): string[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  return (
    [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)]
      .map((m) => m[1])
      // Whole workflows (a step shown alone, with one input, is no workflow to run).
      .filter((block) => block.includes(`uses: ${ACTION_USES}`) && /^jobs:/m.test(block))
  );
}

/** A team's own mcp.json at the top of the demo repository: server-everything over stdio, as a workflow runs it. */
const TEAM_MCP_JSON = {
  mcpServers: {
    everything: {
      command: 'node',
      args: ['node_modules/@modelcontextprotocol/server-everything/dist/index.js', 'stdio'],
    },
  },
};

/** One line of act's --json log. */
export interface ActEntry {
  msg: string;
  level: string;
  /** `<workflow name>/<job name>`, the job's id and, in a matrix, its values. */
  job?: string;
  jobID?: string;
  matrix?: Record<string, unknown>;
  stage?: 'Pre' | 'Main' | 'Post';
  step?: string;
  /** Set on a step's last line, and on the job's. */
  stepResult?: string;
  jobResult?: string;
  /** A line the step printed itself. */
  raw_output?: boolean;
  /** A workflow command act carried out (`error`, `warning`, `summary`, `set-output`, ...) and its argument. */
  command?: string;
  arg?: string;
  /** The job summary a step wrote (command `summary`). */
  content?: string;
}

export interface ActRun {
  /** act's exit code: 0 when every job succeeded. */
  code: number;
  entries: ActEntry[];
  /** What act printed besides its JSON lines. */
  stderr: string;
}

/** The entries of job `jobID`; of a matrix job, of the instance whose values include `matrix`. */
export function jobEntries(run: ActRun, jobID: string, matrix: Record<string, unknown> = {}): ActEntry[] {
  return run.entries.filter((e) => e.jobID === jobID && Object.entries(matrix).every(([k, v]) => e.matrix?.[k] === v));
}

/** The job's log as act prints it: one message a line (a step's own output, the commands, the results). */
export const logText = (entries: ActEntry[]): string => entries.map((e) => e.msg.replace(/\n$/, '')).join('\n');

/** The job summaries the steps wrote. */
export const summaries = (entries: ActEntry[]): string[] =>
  entries.filter((e) => e.command === 'summary').map((e) => e.content ?? '');

/** `<stage> <step>: <result>` of every step that ran, in order, then `job: <result>`. */
export const stepResults = (entries: ActEntry[]): string[] =>
  entries.flatMap((e) =>
    e.stepResult && e.stage ? [`${e.stage} ${e.step}: ${e.stepResult}`] : e.jobResult ? [`job: ${e.jobResult}`] : [],
  );

export interface ActRunOptions {
  event: 'push' | 'pull_request' | 'workflow_dispatch';
  payload: Record<string, unknown>;
  /** GITHUB_RUN_ID (act's is always 1: the cache store's keys and the artifacts are per run). */
  runId: number;
  /** Environment of the step processes: the results service's (ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN, ...). */
  env: Record<string, string>;
  githubApiUrl: string;
  githubToken: string;
}

/**
 * A git repository of the demo (scenarios/, examples/, node_modules linked, and an mcp.json at the top as a team
 * using the README's workflow keeps one) that act runs workflows in.
 */
export class DemoRepo {
  readonly dir = tempDir();
  /** act's HOME and caches: nothing of the machine's ~/.actrc, ~/.cache/act. */
  readonly home = tempDir();
  /** What RUNNER_TEMP is pinned to in every job (see demoWorkflow). */
  readonly runnerTemp = tempDir();
  private readonly action = tempDir();
  /** The demo's scenario files (those tagged demo, as `npm run demo` runs them), relative to the repository. */
  readonly scenarios = readdirSync(path.join(ROOT, 'scenarios'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => `scenarios/${f}`)
    .filter((f) => (parseYaml(readFileSync(path.join(ROOT, f), 'utf8')) as { tags?: string[] }).tags?.includes('demo'))
    .sort();

  constructor(private readonly runner: Runner) {
    const copy = (file: string) => cpSync(path.join(ROOT, file), path.join(this.dir, file), { recursive: true });
    for (const f of this.scenarios) copy(f);
    for (const f of ['mcp.json', 'mcp-next.json', 'everything.mjs', 'everything-next.mjs']) copy(`examples/${f}`);
    writeFileSync(path.join(this.dir, 'mcp.json'), JSON.stringify(TEAM_MCP_JSON, null, 2));
    symlinkSync(realpathSync(path.join(ROOT, 'node_modules')), path.join(this.dir, 'node_modules'));
    mkdirSync(path.join(this.dir, '.github/workflows'), { recursive: true });
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=demo', '-c', 'user.email=demo@example.com', ...args], { cwd: this.dir });
    git('init', '-q', '-b', 'main');
    git('remote', 'add', 'origin', 'https://github.com/acme/proxy.git');
    git('add', '-A');
    git('commit', '-q', '-m', 'the demo');
    // The action as a release would hold it: action.yml and the action's bundles (not the CLI's).
    cpSync(path.join(ROOT, 'action.yml'), path.join(this.action, 'action.yml'));
    cpSync(DIST, path.join(this.action, 'dist'), { recursive: true, filter: (f) => f !== path.join(DIST, 'cli') });
  }

  /** Write `.github/workflows/<name>`; returns its path relative to the repository. */
  workflow(name: string, text: string): string {
    writeFileSync(path.join(this.dir, '.github/workflows', name), text);
    return `.github/workflows/${name}`;
  }

  /** act runs one workflow file of the repository for `opts.event`, as GitHub would for that event. */
  run(workflow: string, opts: ActRunOptions): Promise<ActRun> {
    return runAct(this.runner, { dir: this.dir, home: this.home }, workflow, opts, [
      ...['--local-repository', `${ACTION_USES}=${this.action}`],
    ]);
  }
}

/**
 * The ids of the jobs act would run for `event` with `payload` from one workflow file of `where.dir` (`act -l`: it reads
 * the triggers and the event, and runs nothing).
 */
export function plannedJobs(
  runner: Runner,
  where: { dir: string; home: string },
  workflow: string,
  event: ActRunOptions['event'],
  payload: Record<string, unknown>,
): string[] {
  const eventFile = path.join(where.home, `event-plan-${event}.json`);
  writeFileSync(eventFile, JSON.stringify(payload));
  const table = execFileSync(runner.act, [event, '-l', '-W', workflow, '-e', eventFile], {
    cwd: where.dir,
    env: { PATH: process.env.PATH, HOME: where.home },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A header (Stage, Job ID, Job name, ...), then a row a job: its stage, then its id.
  return table
    .split('\n')
    .slice(1)
    .flatMap((row) => /^\d+\s+(\S+)/.exec(row)?.[1] ?? []);
}

/**
 * act runs one workflow file of the repository in `where.dir` for `opts.event`, as GitHub would for that event, with
 * `where.home` as its HOME and caches and a clean environment (`opts.env` added); `extra` are more act arguments.
 */
export function runAct(
  runner: Runner,
  where: { dir: string; home: string },
  workflow: string,
  opts: ActRunOptions,
  extra: string[] = [],
): Promise<ActRun> {
  const eventFile = path.join(where.home, `event-${opts.runId}.json`);
  writeFileSync(eventFile, JSON.stringify(opts.payload));
  // act hands its own environment to the host-mode steps: a clean one, not the test runner's.
  const env: NodeJS.ProcessEnv = {
    PATH: `${runner.nodeBin}:${process.env.PATH}`,
    HOME: where.home,
    XDG_CONFIG_HOME: path.join(where.home, '.config'),
    XDG_CACHE_HOME: path.join(where.home, '.cache'),
    LANG: 'C.UTF-8',
    ...opts.env,
  };
  const args = [
    opts.event,
    '--json',
    ...['-W', workflow, '-e', eventFile, '-P', 'ubuntu-latest=-self-hosted'],
    ...extra,
    // The results service emulator serves the cache (v2) and artifacts; act's own servers would not do (docs/act.md).
    '--no-cache-server',
    // All jobs run on this one host and share the pinned RUNNER_TEMP, where the cache store restores: one at a time.
    ...['--concurrent-jobs', '1'],
    ...['--env', `GITHUB_API_URL=${opts.githubApiUrl}`, '--env', `GITHUB_RUN_ID=${opts.runId}`],
    ...['-s', `GITHUB_TOKEN=${opts.githubToken}`, '--defaultbranch', 'main'],
  ];
  return new Promise((resolve) => {
    execFile(
      runner.act,
      args,
      { cwd: where.dir, env, timeout: 300_000, maxBuffer: 64 << 20 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 99) : 0;
        const lines = stdout.split('\n').filter((l) => l.startsWith('{'));
        resolve({ code, entries: lines.map((l) => JSON.parse(l) as ActEntry), stderr });
      },
    );
  });
}
