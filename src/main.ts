// Action entry: inputs -> settings -> (service up) -> run -> publish: job summary first,
// then the PR comment, the artifact, annotations, outputs and the check status.
import path from 'node:path';
import * as core from '@actions/core';
import { errorMessage } from './errors.js';
import { kebabToCamel, parseSettings, settingsSchema, type Settings } from './settings.js';
import type { RunReport } from './results.js';

/** Read every setting from its action input (same kebab-case name); empty inputs take the defaults. */
function readInputs(): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(settingsSchema.shape)) {
    const input = key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
    const value = core.getInput(input);
    if (value === '') continue;
    raw[kebabToCamel(input)] = key === 'name' || key === 'tag' ? value.split(/[\n,]/).map((v) => v.trim()).filter(Boolean) : value;
  }
  return raw;
}

function runUrl(env: NodeJS.ProcessEnv): string | null {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = env;
  return GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_RUN_ID ? `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}` : null;
}

interface Service {
  reset: () => Promise<void>;
  /** Writes the container logs to a file (for the artifact). */
  logs: (file: string) => Promise<string>;
}

async function startService(settings: Settings): Promise<Service | undefined> {
  if (!settings.composeFile) return undefined;
  const { ComposeService, defaultLogPath } = await import('./github/compose.js');
  const { loadServerConfig, waitForReady } = await import('./servers/index.js');
  const service = new ComposeService({ file: settings.composeFile, service: settings.composeService });
  service.saveForPost(defaultLogPath());
  const servers = loadServerConfig(settings.servers);
  const ready = {
    probe: async () => {
      for (const s of servers) if (s.type !== 'stdio') await waitForReady(s, { deadlineMs: 5_000, intervalMs: 500 });
    },
    timeoutMs: settings.connectTimeoutSeconds * 4 * 1000,
  };
  core.info(`starting the service: docker compose -f ${settings.composeFile} up -d ${settings.composeService ?? ''}`);
  await service.up();
  const { ms } = await service.waitReady(ready);
  core.info(`service answered MCP initialize after ${(ms / 1000).toFixed(1)}s`);
  return { reset: () => service.reset(ready), logs: (file) => service.logs(file) };
}

async function publish(report: RunReport, paths: Record<string, string>, settings: Settings, service: Service | undefined): Promise<void> {
  const { renderMarkdown, SUMMARY_MAX_BYTES, COMMENT_MAX_CHARS } = await import('./reports/index.js');
  // The summary first: it is what readers see when everything else fails (forks, no artifact).
  await core.summary.addRaw(renderMarkdown(report, { maxBytes: SUMMARY_MAX_BYTES })).write();

  const { artifactUrl, uploadReportArtifact } = await import('./github/artifact.js');
  const files = Object.values(paths);
  if (service) {
    // The logs so far go with the report; post: saves the rest when it takes the service down.
    const log = await service.logs(path.resolve(settings.out, 'service.log')).catch((e: unknown) => core.warning(`service logs: ${errorMessage(e)}`));
    if (log) files.push(log);
  }
  const upload = await uploadReportArtifact(settings.artifactName, files, settings.out);
  if ('error' in upload) core.warning(`report artifact not uploaded: ${upload.error}`);
  else {
    core.info(`report artifact "${settings.artifactName}" uploaded (${upload.size} bytes)`);
    report.links.artifact_url = artifactUrl(upload.id);
  }

  const { context } = await import('@actions/github');
  const { prContext, upsertComment } = await import('./github/comment.js');
  const pr = prContext(context);
  if (pr && settings.comment && settings.githubToken && report.mode !== 'record') {
    const body = renderMarkdown(report, { maxChars: COMMENT_MAX_CHARS, marker: true });
    const res = await upsertComment({ token: settings.githubToken, owner: pr.owner, repo: pr.repo, issueNumber: pr.issueNumber, body }).catch(
      (e: unknown) => ({ action: 'skipped' as const, reason: errorMessage(e) }),
    );
    if (res.action === 'skipped') core.warning(`PR comment not posted (${res.reason}); the job summary has the results`);
    else core.info(`PR comment ${res.action}`);
  }

  for (const s of report.scenarios) {
    if (s.status === 'BROKEN' || s.status === 'ERROR') {
      core.error(`${s.name}: ${s.status}${s.score !== null ? ` (score ${s.score.toFixed(2)})` : ''}${s.error ? `: ${s.error}` : ''}`, {
        title: `mcp-eval ${s.status}`,
        file: s.file,
      });
    }
  }
  for (const p of report.problems) core.error(p, { title: 'mcp-eval scenario problem' });
}

function setOutputs(report: RunReport, paths: Record<string, string>): void {
  core.setOutput('status', report.status);
  core.setOutput('score', report.score === null ? '' : report.score.toFixed(4));
  core.setOutput('good', report.counts.GOOD);
  core.setOutput('acceptable', report.counts.ACCEPTABLE);
  core.setOutput('degraded', report.counts.DEGRADED);
  core.setOutput('broken', report.counts.BROKEN);
  core.setOutput('errors', report.counts.ERROR);
  core.setOutput('results', paths.json);
  core.setOutput('report', paths.html);
}

async function main(): Promise<void> {
  const raw = readInputs();
  // Mask at once, before anything can print them.
  for (const secret of [raw.anthropicApiKey, raw.githubToken, process.env.ANTHROPIC_API_KEY]) if (typeof secret === 'string' && secret) core.setSecret(secret);
  let settings: Settings;
  try {
    settings = parseSettings(raw);
  } catch (e) {
    core.setFailed(errorMessage(e));
    return;
  }
  try {
    const service = await startService(settings);
    const { execute } = await import('./execute.js');
    const { report, paths } = await execute(settings, {
      reset: service?.reset,
      mask: (s) => core.setSecret(s),
      log: (l) => core.info(l),
      progress: (e) => {
        if (e.type === 'scenario-start') core.info(`[${e.index + 1}/${e.total}] ${e.id}: starting`);
        else if (e.type === 'scenario-end') core.info(`[${e.index + 1}/${e.total}] ${e.result.id}: ${e.result.status}${e.result.error ? ` (${e.result.error})` : ''}`);
      },
      links: { run_url: runUrl(process.env), artifact_url: null },
    });
    await publish(report, paths, settings, service);
    setOutputs(report, paths);
    if (report.mode !== 'compare') core.info(`mode ${report.mode}: baselines saved to the ${settings.baselineStore} store`);
    if (report.failed) {
      const bad = report.scenarios.filter((s) => s.status === 'BROKEN' || s.status === 'ERROR' || s.status === 'DEGRADED' || s.status === 'ACCEPTABLE');
      core.setFailed(
        `mcp-eval: ${report.status} (fail-on ${settings.failOn}): ${bad.length ? bad.map((s) => `${s.name} ${s.status}`).slice(0, 5).join(', ') : report.problems[0] ?? ''}`,
      );
    }
  } catch (e) {
    core.setFailed(`mcp-eval: ${errorMessage(e)}`);
  }
}

await main();
