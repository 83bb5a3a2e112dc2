// This repository as act runs its own workflows (.github/workflows/: CI, end-to-end, release): a git repository of
// this checkout's files (tracked and new, not ignored; dist/ the bundle under test, MCP_EVAL_DIST or dist/), on main,
// its origin github.com/acme/mcp-eval-action, whose pushes go to a bare repository of its own (a pushurl): the
// release pushes its major tag there. Where act cannot run a step as GitHub does, the set-up stands in for it, never for
// the workflows' own logic; docs/act.md lists each stand-in and why:
// - `actions/setup-node` and `actions/setup-go` go (act would fetch them from github.com): Node 24 and Go are first
//   on PATH already;
// - the step "MCPProxy's retrieval dataset" clones mcpproxy-go from github.com: the vendored dataset stands in;
// - npm (npmStandIn) stands in for the commands that would run this test suite inside itself or spend the minutes
//   .ci/run spends anyway: `npm ci` links this checkout's node_modules (installed from the same package-lock.json),
//   `npm run typecheck` and `npm run lint` are named, not run, `npm test` runs only its pretest's check of the real
//   parts, `npm run build` leaves dist/ as it is (or, asked to, changes a file, as a build of other sources would),
//   `npm publish` is refused. Everything else (`npm pack`, `npm run demo`, node, git, the action) is real.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { plannedJobs, runAct, type ActRun, type ActRunOptions, type Runner } from './act.js';
import { tempDir } from './mcp-servers.js';
import { RETRIEVAL_DATASET } from './retrieval-proxy.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.resolve(ROOT, process.env.MCP_EVAL_DIST ?? 'dist');
export const REPOSITORY = 'acme/mcp-eval-action';
/** What a build that differs from the committed dist/ adds to it (npmStandIn, MCP_EVAL_TEST_BUILD=differs). */
export const BUILD_DIFFERS = '// built from other sources';

type Step = Record<string, unknown> & { uses?: string; run?: string; name?: string };
interface Workflow {
  jobs: Record<string, { steps?: Step[] }>;
}

/** The stand-ins for steps that reach the internet, by step name. */
const STAND_INS: Record<string, string> = {
  "MCPProxy's retrieval dataset": `echo "MCP_EVAL_RETRIEVAL_DATASET=${RETRIEVAL_DATASET}" >> "$GITHUB_ENV"`,
};

/** One of the repository's workflows as act runs it here (see the top of this file). */
export function standInWorkflow(text: string): string {
  const wf = parseYaml(text) as Workflow;
  for (const job of Object.values(wf.jobs)) {
    if (!job.steps) continue; // a job that calls another workflow
    job.steps = job.steps.filter((s) => !/^actions\/setup-(node|go)@/.test(s.uses ?? ''));
    for (const step of job.steps) {
      if (step.uses?.startsWith('actions/checkout@') && step.with)
        throw new Error('checkout with inputs: act fetches it');
      if (step.name && step.name in STAND_INS) step.run = STAND_INS[step.name];
      else if (/\b(git clone|curl|wget)\b/.test(step.run ?? '')) throw new Error(`step "${step.name}": no stand-in`);
    }
  }
  return stringifyYaml(wf);
}

/** The npm of the workflows under act (see the top of this file); `real` is the npm it hands the rest to. */
function npmStandIn(real: string): string {
  return `#!/bin/sh
said() { echo "npm $*: stood in for by the tests (test/helpers/act-repo.ts)"; }
case "$*" in
  ci|ci\\ *) said "$@"; exec ln -s '${path.join(ROOT, 'node_modules')}' node_modules ;;
  "run typecheck"|"run lint") said "$@" ;;
  test) said "$@"; exec bash scripts/real-parts.sh test --check ;;
  "run build") said "$@"; [ "$MCP_EVAL_TEST_BUILD" != differs ] || echo '${BUILD_DIFFERS}' >> dist/index.js ;;
  publish*) echo "npm $*: refused under the tests (it would publish to the registry)" >&2; exit 1 ;;
  *) exec '${real}' "$@" ;;
esac
`;
}

export class ActionRepo {
  readonly dir = tempDir();
  readonly home = tempDir();
  /** The bare repository behind origin. */
  readonly origin = path.join(tempDir(), 'origin.git');
  private readonly bin = tempDir();

  constructor(private readonly runner: Runner) {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    for (const f of files.split('\0').filter((x) => x && !x.startsWith('dist/') && existsSync(path.join(ROOT, x))))
      cpSync(path.join(ROOT, f), path.join(this.dir, f));
    cpSync(DIST, path.join(this.dir, 'dist'), { recursive: true });
    const workflows = path.join(this.dir, '.github/workflows');
    for (const f of readdirSync(workflows))
      writeFileSync(path.join(workflows, f), standInWorkflow(readFileSync(path.join(workflows, f), 'utf8')));
    const real = execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim();
    writeFileSync(path.join(this.bin, 'npm'), npmStandIn(real));
    chmodSync(path.join(this.bin, 'npm'), 0o755);
    this.git('init', '-q', '-b', 'main');
    // Objects this checkout's repository already holds (dist/'s 35 MB, committed) are found there, not written again:
    // git add -A deflated them all into loose objects (0.5-0.7 s of CPU); only what differs is written here.
    const objects = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-path', 'objects'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    writeFileSync(path.join(this.dir, '.git/objects/info/alternates'), `${objects}\n`);
    this.commit('this checkout');
    // Origin holds main: a bare clone, its objects hard links (a push packed the 40 MB of the checkout: 2.5 s of CPU).
    execFileSync('git', ['clone', '-q', '--bare', this.dir, this.origin]);
    this.git('remote', 'add', 'origin', `https://github.com/${REPOSITORY}.git`);
    // act names the repository after origin's URL; git pushes to its pushurl.
    this.git('config', 'remote.origin.pushurl', this.origin);
  }

  git(...args: string[]): string {
    return execFileSync('git', ['-c', 'user.name=dev', '-c', 'user.email=dev@example.com', ...args], {
      cwd: this.dir,
      encoding: 'utf8',
    }).trim();
  }

  commit(message: string): string {
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  /** What a ref of origin points at, or null. */
  originRef(ref: string): string | null {
    try {
      return execFileSync('git', ['rev-parse', '--verify', '-q', ref], { cwd: this.origin, encoding: 'utf8' }).trim();
    } catch {
      return null;
    }
  }

  /** The jobs act would run from `.github/workflows/<file>` for `event` (it runs none). */
  plannedJobs(file: string, event: ActRunOptions['event'], payload: Record<string, unknown>): string[] {
    return plannedJobs(this.runner, { dir: this.dir, home: this.home }, `.github/workflows/${file}`, event, payload);
  }

  /** act runs `.github/workflows/<file>` for `opts.event`, with the npm stand-in first on PATH. */
  run(file: string, opts: ActRunOptions): Promise<ActRun> {
    const env = { ...opts.env, PATH: `${this.bin}:${this.runner.nodeBin}:${process.env.PATH}`, GIT_PAGER: 'cat' };
    return runAct(this.runner, { dir: this.dir, home: this.home }, `.github/workflows/${file}`, { ...opts, env });
  }
}
