// Where a run's results go on GitHub: the job summary first (what readers see when everything else fails: forks,
// no artifact), then the report artifact (its link appended to the summary), the sticky PR comment, and the
// annotations on the scenario files. Failures to publish are warnings: they never hide the verdict. A shard
// (shard k/n) publishes its summary and its artifact `<artifact-name>-shard-<k>-of-<n>`, which the merge job needs:
// its upload failing fails the shard; the comment and the annotations are the merge job's.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { errorMessage, EvalError } from '../util/errors.js';
import type { RunReport } from '../results/index.js';
import type { Settings } from '../settings/settings.js';
import { SHARD_BASELINES, shardArtifactName } from '../settings/shard.js';
import { STATUS_EMOJI } from '../results/status.js';
import { stripAnsi, withDetail } from '../util/text.js';
import { oneLine } from '../sanitize/escape.js';
import { appendSummary } from './commands.js';
import { runEvent } from './event.js';
import type { Service } from './service.js';

/** Lines of an annotation after its first. */
const ANNOTATION_LINES = 12;

export async function publish(
  report: RunReport,
  paths: Record<string, string>,
  settings: Settings,
  service: Service | undefined,
): Promise<void> {
  // This file is itself loaded only at the end of a run (action.ts), when the pipeline has loaded reports/ already:
  // this import, and those of reports/ below, cost nothing and save nothing.
  const { renderMarkdown, SUMMARY_MAX_BYTES } = await import('../reports/index.js');
  await appendSummary(renderMarkdown(report, { maxBytes: SUMMARY_MAX_BYTES }));
  await publishArtifact(report, Object.values(paths), settings, service);
  // The merge job comments and annotates, once for the whole suite.
  if (report.shard) return;
  await publishComment(report, settings);
  annotate(report);
}

async function publishArtifact(
  report: RunReport,
  files: string[],
  settings: Settings,
  service: Service | undefined,
): Promise<void> {
  // @actions/artifact, loaded only when publishing.
  const { artifactUrl, uploadReportArtifact } = await import('./artifact.js');
  if (service) {
    // The logs so far go with the report (every container's, and those kept of the containers the resets removed);
    // post: saves the rest when it takes the service down.
    const logs = await service.logs(path.resolve(settings.out, 'service.log')).catch((e: unknown) => {
      core.warning(`service logs: ${errorMessage(e)}`);
      return [];
    });
    files.push(...logs, ...(await service.keptLogs()));
  }
  // The report says which part of the suite this job ran (its shard section), as the settings asked.
  const shard = report.shard ?? null;
  const name = shard ? shardArtifactName(settings.artifactName, shard) : settings.artifactName;
  if (shard) files.push(...(await shardBaselineFiles(settings.out)));
  const upload = await uploadReportArtifact(name, files, settings.out);
  if ('error' in upload) {
    // Without its artifact the merge job lacks this shard's results: that is this job's failure.
    if (shard) throw new EvalError('github', `the merge job needs this shard's results: ${upload.error}`);
    core.warning(`report artifact not uploaded: ${upload.error}`);
    return;
  }
  core.info(`report artifact "${name}" uploaded (${upload.size} bytes)`);
  report.links.artifact_url = artifactUrl(upload.id);
  // The summary went out before the artifact existed: its link goes at the end.
  if (report.links.artifact_url)
    await appendSummary(`\n📦 [HTML report and trajectories](${report.links.artifact_url})\n`);
}

/** The recordings a shard leaves for the merge job to save (cache store: pipeline/persist.ts), if any. */
async function shardBaselineFiles(out: string): Promise<string[]> {
  const dir = path.resolve(out, SHARD_BASELINES);
  const files = await readdir(dir, { recursive: true }).catch(() => []);
  return files.filter((f) => f.endsWith('.json')).map((f) => path.join(dir, f));
}

/** The sticky comment on a pull request, when asked for and given a token; never for a recording. */
async function publishComment(report: RunReport, settings: Settings): Promise<void> {
  // comment.js brings @actions/github (Octokit): loaded at each publish of a whole suite, comment asked for or not; a
  // failed run's summary (writeFailureSummary) goes without it. The event is this run's, read now (event.ts).
  const { prContext, upsertComment } = await import('./comment.js');
  const pr = prContext(runEvent());
  if (!pr || !settings.comment || !settings.githubToken || report.mode === 'record') return;
  // Loaded already by the pipeline (see publish).
  const { renderMarkdown, COMMENT_MAX_CHARS } = await import('../reports/index.js');
  const body = renderMarkdown(report, { maxChars: COMMENT_MAX_CHARS, marker: true });
  const { owner, repo, issueNumber } = pr;
  const res = await upsertComment({ token: settings.githubToken, owner, repo, issueNumber, body }).catch(
    (e: unknown) => ({ action: 'skipped' as const, reason: errorMessage(e) }),
  );
  if (res.action === 'skipped') core.warning(`PR comment not posted (${res.reason}); the job summary has the results`);
  else core.info(`PR comment ${res.action}`);
}

/**
 * An error on each BROKEN or ERROR scenario's file and for each problem; a stale baseline is only a warning.
 * Their text quotes servers and files: one line, control characters escaped (core escapes only CR and LF).
 */
function annotate(report: RunReport): void {
  for (const s of report.scenarios) {
    if (s.status !== 'BROKEN' && s.status !== 'ERROR') continue;
    const score = s.score !== null ? ` (score ${s.score.toFixed(2)})` : '';
    core.error(readable(`${s.name}: ${s.status}${score}${s.error ? `: ${s.error}` : ''}`), {
      title: `mcp-eval ${s.status}`,
      file: s.file,
    });
  }
  for (const p of report.problems) core.error(readable(p), { title: 'mcp-eval scenario problem' });
  // Worth a look, never a failed check.
  for (const s of report.scenarios) {
    for (const w of s.warnings ?? [])
      core.warning(`${oneLine(s.name)}: ${oneLine(w)}`, { title: 'mcp-eval warning', file: s.file });
    if (!s.baseline?.stale) continue;
    const what = s.baseline.stale_reason ?? 'the scenario file changed';
    const message =
      `${oneLine(s.name)}: ${oneLine(what)} since its baseline was recorded (${s.baseline.recorded_at}); ` +
      'refresh the baselines if the change is meant';
    core.warning(message, { title: 'mcp-eval stale baseline', file: s.file });
  }
}

/**
 * An annotation's text: its first line, then at most ANNOTATION_LINES more (a container's last log lines) as lines a
 * person reads, escapes stripped; each line with its control characters escaped (the runner turns the line breaks
 * into the annotation's own).
 */
function readable(text: string): string {
  return withDetail(text, ANNOTATION_LINES)
    .map((l) => oneLine(stripAnsi(l)))
    .join('\n');
}

/** The job summary of a run that failed before it had a report: what failed, escaped, in full. */
export async function writeFailureSummary(stage: string, message: string, links: RunReport['links']): Promise<void> {
  // reports/ may not be loaded yet (the run can fail before the pipeline is); util/text.js is imported statically
  // at the top of this file too, so its lazy import here saves nothing.
  const { escapeMarkdown } = await import('../reports/index.js');
  const { truncate } = await import('../util/text.js');
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
  await appendSummary(lines.join('\n'));
}
