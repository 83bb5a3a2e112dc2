// The repository's own workflows (.github/workflows/), as an action repository has them, run by a real workflow
// runner: nektos/act in host mode, in a git repository of this checkout (test/helpers/act-repo.ts says what stands in
// for what act cannot reach here, and why; docs/act.md too). CI failing when dist/ is not what src/ builds; the
// release of a version tag: refused while its CHANGELOG section is unreleased, then CI and the end-to-end run of the
// action (`uses: ./`) on the demo's servers, both called by it (the jobs a push or a pull request starts: act's plan
// for each event says so), the GitHub release (the GitHub REST API emulated) with the package attached, the major tag
// moved on origin, and the npm publish skipped without a token. One run of each job: act runs cost the whole suite.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { BOT_TOKEN } from '../emulators/github-api.js';
import { startReleases, type GithubReleases } from '../emulators/github-releases.js';
import { startResultsService, type ResultsService } from '../emulators/results-service.js';
import { ensureRunner, jobEntries, logText, stepResults, type ActRunOptions } from '../helpers/act.js';
import { ActionRepo, BUILD_DIFFERS, REPOSITORY } from '../helpers/act-repo.js';
import { stopAllServers, tempDir } from '../helpers/mcp-servers.js';
import { VERSION } from '../../src/util/version.js';

const [owner, name] = REPOSITORY.split('/');
const REPO = { full_name: REPOSITORY, name, owner: { login: owner }, default_branch: 'main' };
const push = (ref: string) => ({ ref, after: 'feedc0ffee000000000000000000000000000000', repository: REPO });
const pullRequest = {
  action: 'synchronize',
  number: 3,
  pull_request: { number: 3, head: { ref: 'feature', sha: 'c0ffee' }, base: { ref: 'main', repo: REPO } },
  repository: REPO,
};
const TAG = `v${VERSION}`;
type Workflow = { jobs: Record<string, unknown> };
/** The CI job's steps, every one passed. */
const CI_STEPS = [
  'Main actions/checkout@v4: success',
  "Main MCPProxy's retrieval dataset: success",
  'Main Install: success',
  'Main Typecheck: success',
  'Main Lint: success',
  'Main dist/ matches src/: success',
  'Main Test: success',
  'Main Demo: success',
  'job: success',
];
/** The end-to-end job's steps (the action itself, `uses: ./`, three times), every one passed. */
const E2E_STEPS = [
  'Main actions/checkout@v4: success',
  'Main Install: success',
  'Main Record the baselines: success',
  'Main Compare the same server: success',
  'Main Compare the upgrade (get-sum renamed add): success',
  'Main Check the outputs: success',
  'Post Compare the upgrade (get-sum renamed add): success',
  'Post Compare the same server: success',
  'Post Record the baselines: success',
  'job: success',
];

describe("the repository's own workflows, run by act", () => {
  let repo: ActionRepo;
  let results: ResultsService;
  let releases: GithubReleases;
  let runId = 500;
  const run = (file: string, event: ActRunOptions['event'], payload: object, env: Record<string, string> = {}) =>
    repo.run(file, {
      event,
      payload: payload as Record<string, unknown>,
      runId: ++runId,
      env: { ...results.newRun(), ...env },
      githubApiUrl: releases.url,
      githubToken: BOT_TOKEN,
    });

  beforeAll(async () => {
    repo = new ActionRepo(ensureRunner());
    results = await startResultsService();
    releases = await startReleases([BOT_TOKEN]);
  }, 600_000);
  afterAll(async () => {
    await results?.close();
    await releases?.close();
    await stopAllServers();
  });

  it('CI and the end-to-end run: the same job on a push to main and on a pull request, none on a dispatch', () => {
    // act's plan for each event (the jobs run in the release below, where both are called): no condition in a job or
    // its steps tells the events apart, so the job that ran there is the one a push or a pull request starts.
    for (const [file, job] of [
      ['ci.yml', 'test'],
      ['e2e.yml', 'demo'],
    ]) {
      expect(repo.plannedJobs(file, 'push', push('refs/heads/main')), file).toEqual([job]);
      expect(repo.plannedJobs(file, 'pull_request', pullRequest), file).toEqual([job]);
      expect(repo.plannedJobs(file, 'workflow_dispatch', {}), file).toEqual([]);
      const wf = parseYaml(readFileSync(path.join(repo.dir, '.github/workflows', file), 'utf8')) as Workflow;
      expect(JSON.stringify(wf.jobs[job]), file).not.toMatch(/"if":/);
    }
  });

  it('CI fails when dist/ is not what src/ builds, naming the file, and runs no test after it', async () => {
    const ci = await run('ci.yml', 'push', push('refs/heads/main'), { MCP_EVAL_TEST_BUILD: 'differs' });
    const job = jobEntries(ci, 'test');
    expect(ci.code).not.toBe(0);
    expect(stepResults(job).slice(-2), logText(job)).toEqual(['Main dist/ matches src/: failure', 'job: failure']);
    expect(job.filter((e) => e.command === 'error').map((e) => e.arg)).toEqual([
      'dist/ differs from a fresh build of src/: run npm run build and commit dist/',
    ]);
    expect(logText(job)).toMatch(/^ M dist\/index\.js$/m);
  });

  it('release of a version tag: refused while unreleased; then the release, the package, v0 moved, no npm token', async () => {
    const tagged = () => {
      repo.git('tag', '--force', TAG);
      return run('release.yml', 'push', push(`refs/tags/${TAG}`));
    };
    const early = await tagged();
    expect(early.code).not.toBe(0);
    expect(stepResults(jobEntries(early, 'version')).slice(-2)).toEqual([
      'Main Release notes: failure',
      'job: failure',
    ]);
    expect(logText(jobEntries(early, 'version'))).toContain(
      `release: CHANGELOG.md says "## ${VERSION} (unreleased)": replace "unreleased" with the release date`,
    );
    expect([releases.releases, repo.originRef('refs/tags/v0')]).toEqual([[], null]);

    // The maintainer dates the section and tags the commit again.
    const changelog = path.join(repo.dir, 'CHANGELOG.md');
    writeFileSync(
      changelog,
      readFileSync(changelog, 'utf8').replace(`## ${VERSION} (unreleased)`, `## ${VERSION} - 2026-12-01`),
    );
    const sha = repo.commit(`Release ${VERSION}`);
    const done = await tagged();
    const job = jobEntries(done, 'release');
    expect(done.code, logText(done.entries)).toBe(0);
    expect(stepResults(jobEntries(done, 'version')).at(-1)).toBe('job: success');
    // CI, called: install, typecheck, lint, dist, test (the parts check of npm test's pretest found the dataset the
    // step before named), then the demo, which catches the rename.
    const ci = jobEntries(done, 'test');
    expect(stepResults(ci), logText(ci)).toEqual(CI_STEPS);
    expect(logText(ci)).toMatch(/^ {2}retrieval dataset +\/\S+retrieval-eval-v1$/m);
    expect(logText(ci)).toContain('Caught: `get-sum` was probably renamed to `add` on server `everything`');
    // The end-to-end run, called: the action records, compares GOOD, catches the upgrade; its outputs checked.
    const e2e = jobEntries(done, 'demo');
    expect(stepResults(e2e), logText(e2e)).toEqual(E2E_STEPS);
    expect(logText(e2e)).toMatch(/^cause: `get-sum` was probably renamed to `add` on server `everything`/m);
    const uploaded = results.state.artifacts.filter((a) => a.finalized).map((a) => a.name);
    expect(uploaded).toEqual(expect.arrayContaining(['e2e-record', 'e2e-same', 'e2e-upgrade']));
    expect(stepResults(job), logText(job)).toEqual([
      'Main actions/checkout@v4: success',
      'Main Pack the package: success',
      'Main Release with the package attached: success',
      'Main Move the major tag: success',
      'Main Publish to npm with provenance: success',
      'job: success',
    ]);
    const [release] = releases.releases;
    expect([releases.releases.length, release.tag_name, release.owner, release.repo]).toEqual([1, TAG, owner, name]);
    expect(release.body).toContain('**Baseline format 2**');
    expect(release.assets.map((a) => [a.name, a.content_type])).toEqual([
      [`mcp-eval-action-${VERSION}.tgz`, 'application/gzip'],
    ]);
    // The asset is the package: the bundle, and package.json naming the repository (npm's provenance needs it).
    // Unpacked once (each tar of the 7 MB gzip inflates all of it: 0.13 s of CPU a read).
    const unpacked = tempDir();
    const tgz = path.join(unpacked, 'package.tgz');
    writeFileSync(tgz, release.assets[0].bytes);
    execFileSync('tar', ['-xzf', tgz, '-C', unpacked]);
    const listed = readdirSync(unpacked, { recursive: true, encoding: 'utf8' });
    expect(listed).toEqual(expect.arrayContaining(['package/dist/cli/index.js', 'package/action.yml']));
    const unpackedText = (file: string) => readFileSync(path.join(unpacked, 'package', file), 'utf8');
    const pkg = JSON.parse(unpackedText('package.json'));
    const web = `https://github.com/${REPOSITORY}`;
    expect([pkg.repository, pkg.homepage, pkg.bugs]).toEqual([
      { type: 'git', url: `git+${web}.git` },
      `${web}#readme`,
      { url: `${web}/issues` },
    ]);
    // Its README's links lead to the tagged files (the package ships no docs/): release-package.test.ts has each.
    const readme = unpackedText('README.md');
    expect(readme).toContain(`](${web}/blob/${TAG}/docs/cli.md)`);
    expect(readme).not.toContain('](docs/');
    expect(repo.originRef('refs/tags/v0')).toBe(sha);
    expect(job.filter((e) => e.command === 'notice').map((e) => e.arg)).toEqual([
      `no NPM_TOKEN secret: mcp-eval-action-${VERSION}.tgz is attached to the release, not published to npm`,
    ]);
    expect(logText(job)).not.toContain(BUILD_DIFFERS);
    // Four workflows' jobs (the version, CI with the demo, the end to end, the release): past 60 s at load 28.
  }, 240_000);
});
