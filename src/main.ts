// Action entry: inputs -> settings -> (service up) -> run -> outputs -> publish: job summary
// first, then the artifact (its link appended to the summary), the PR comment, annotations and
// the check status. Whatever fails on the way, the job summary and the outputs say what.
import path from 'node:path';
import * as core from '@actions/core';
import { errorMessage } from './errors.js';
import { actionRedactor, readInputs } from './github/inputs.js';
import type { Redactor } from './reports/redact.js';
import type { RunReport } from './results.js';
import { parseSettings, type Settings } from './settings.js';
import { fails, STATUS_EMOJI } from './status.js';

function runUrl(env: NodeJS.ProcessEnv): string | null {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = env;
  return GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_RUN_ID
    ? `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`
    : null;
}

interface Service {
  reset: () => Promise<void>;
  /** Writes the container logs to a file (for the artifact). */
  logs: (file: string) => Promise<string>;
}

async function startService(settings: Settings, redact: Redactor): Promise<Service | undefined> {
  if (!settings.composeFile) return undefined;
  const { ComposeService, defaultLogPath } = await import('./github/compose.js');
  const { loadServerConfig, waitForReady } = await import('./servers/index.js');
  const service = new ComposeService({ file: settings.composeFile, service: settings.composeService, redact });
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

async function publish(
  report: RunReport,
  paths: Record<string, string>,
  settings: Settings,
  service: Service | undefined,
): Promise<void> {
  const { renderMarkdown, SUMMARY_MAX_BYTES, COMMENT_MAX_CHARS } = await import('./reports/index.js');
  // The summary first: it is what readers see when everything else fails (forks, no artifact).
  await core.summary.addRaw(renderMarkdown(report, { maxBytes: SUMMARY_MAX_BYTES })).write();

  const { artifactUrl, uploadReportArtifact } = await import('./github/artifact.js');
  const files = Object.values(paths);
  if (service) {
    // The logs so far go with the report; post: saves the rest when it takes the service down.
    const log = await service
      .logs(path.resolve(settings.out, 'service.log'))
      .catch((e: unknown) => core.warning(`service logs: ${errorMessage(e)}`));
    if (log) files.push(log);
  }
  const upload = await uploadReportArtifact(settings.artifactName, files, settings.out);
  if ('error' in upload) core.warning(`report artifact not uploaded: ${upload.error}`);
  else {
    core.info(`report artifact "${settings.artifactName}" uploaded (${upload.size} bytes)`);
    report.links.artifact_url = artifactUrl(upload.id);
    // The summary went out before the artifact existed: its link goes at the end.
    if (report.links.artifact_url)
      await core.summary.addRaw(`\n📦 [HTML report and trajectories](${report.links.artifact_url})\n`).write();
  }

  const { context } = await import('@actions/github');
  const { prContext, upsertComment } = await import('./github/comment.js');
  const pr = prContext(context);
  if (pr && settings.comment && settings.githubToken && report.mode !== 'record') {
    const body = renderMarkdown(report, { maxChars: COMMENT_MAX_CHARS, marker: true });
    const res = await upsertComment({
      token: settings.githubToken,
      owner: pr.owner,
      repo: pr.repo,
      issueNumber: pr.issueNumber,
      body,
    }).catch((e: unknown) => ({ action: 'skipped' as const, reason: errorMessage(e) }));
    if (res.action === 'skipped')
      core.warning(`PR comment not posted (${res.reason}); the job summary has the results`);
    else core.info(`PR comment ${res.action}`);
  }

  for (const s of report.scenarios) {
    if (s.status === 'BROKEN' || s.status === 'ERROR') {
      core.error(
        `${s.name}: ${s.status}${s.score !== null ? ` (score ${s.score.toFixed(2)})` : ''}${s.error ? `: ${s.error}` : ''}`,
        {
          title: `mcp-eval ${s.status}`,
          file: s.file,
        },
      );
    }
  }
  for (const p of report.problems) core.error(p, { title: 'mcp-eval scenario problem' });
  // Worth a look, never a failed check.
  for (const s of report.scenarios) {
    if (s.baseline?.stale) {
      core.warning(
        `${s.name}: the scenario file changed since its baseline was recorded (${s.baseline.recorded_at}); refresh the baselines if the change is meant`,
        {
          title: 'mcp-eval stale baseline',
          file: s.file,
        },
      );
    }
  }
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

/** When no report exists: status ERROR, zero counts, no files. */
function setFailureOutputs(): void {
  core.setOutput('status', 'ERROR');
  core.setOutput('score', '');
  for (const name of ['good', 'acceptable', 'degraded', 'broken', 'errors']) core.setOutput(name, 0);
  core.setOutput('results', '');
  core.setOutput('report', '');
}

/** The job summary of a run that failed before it had a report: what failed, escaped, in full. */
async function writeFailureSummary(stage: string, message: string, links: RunReport['links']): Promise<void> {
  const { escapeMarkdown } = await import('./reports/index.js');
  const { truncate } = await import('./util/text.js');
  const [first, ...rest] = message.split('\n');
  const lines = [
    `## ${STATUS_EMOJI.ERROR} mcp-eval: ERROR`,
    '',
    `**No scenario was evaluated: ${stage} failed.**`,
    '',
    escapeMarkdown(truncate(first, 2_000)),
    '',
  ];
  const detail = truncate(rest.join('\n').trim(), 60_000);
  if (detail) {
    // A code block shows container output as text; its fence is longer than any backtick run inside.
    const fence = '`'.repeat(Math.max(3, ...Array.from(detail.matchAll(/`+/g), (m) => m[0].length + 1)));
    lines.push('<details><summary>Details</summary>', '', fence, detail, fence, '', '</details>', '');
  }
  if (links.run_url) lines.push(`[workflow run](${links.run_url})`, '');
  await core.summary.addRaw(lines.join('\n')).write();
}

async function main(): Promise<void> {
  // Node's own warnings (e.g. a model with no price) become annotations instead of `(node:PID)` text.
  process.removeAllListeners('warning');
  process.on('warning', (w) => core.warning(w.message));
  const raw = readInputs();
  // Mask at once, before anything can print them; the same redactor cleans every message below.
  const redact = actionRedactor(raw);
  for (const s of redact.secrets) core.setSecret(s);
  const links: RunReport['links'] = { run_url: runUrl(process.env), artifact_url: null };
  let stage = 'reading the settings';
  let report: RunReport | undefined;
  try {
    const settings = parseSettings(raw);
    stage = 'starting the service';
    const service = await startService(settings, redact);
    stage = 'running the scenarios';
    const { execute } = await import('./execute.js');
    const result = await execute(settings, {
      redact,
      // The user's own reset command replaces the compose restart (execute() runs it).
      reset: settings.resetCommand ? undefined : service?.reset,
      log: (l) => core.info(l),
      progress: (e) => {
        if (e.type === 'scenario-start') core.info(`[${e.index + 1}/${e.total}] ${e.id}: starting`);
        else if (e.type === 'scenario-end')
          core.info(
            `[${e.index + 1}/${e.total}] ${e.result.id}: ${e.result.status}${e.result.error ? ` (${e.result.error})` : ''}`,
          );
      },
      links,
    });
    report = result.report;
    setOutputs(report, result.paths);
    stage = 'publishing the results';
    await publish(report, result.paths, settings, service);
    if (report.mode !== 'compare')
      core.info(`mode ${report.mode}: baselines saved to the ${settings.baselineStore} store`);
    if (report.failed) {
      const bad = report.scenarios.filter((s) => fails(s.status, settings.failOn));
      core.setFailed(
        `mcp-eval: ${report.status} (fail-on ${settings.failOn}): ${
          bad.length
            ? bad
                .map((s) => `${s.name} ${s.status}`)
                .slice(0, 5)
                .join(', ')
            : (report.problems[0] ?? '')
        }`,
      );
    }
  } catch (e) {
    const message = redact(errorMessage(e));
    // The check's message is one line; the log keeps the rest (e.g. the container's last lines).
    if (message.includes('\n')) core.info(message);
    if (!report) {
      setFailureOutputs();
      await writeFailureSummary(stage, message, links).catch((w: unknown) =>
        core.warning(`job summary not written: ${redact(errorMessage(w))}`),
      );
    }
    core.setFailed(`mcp-eval: ${stage} failed: ${message.split('\n')[0]}`);
  }
}

await main();
