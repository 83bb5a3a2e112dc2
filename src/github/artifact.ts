// Uploads the report directory as one workflow artifact through the real @actions/artifact.
// A failed upload must not hide the evaluation's verdict, so errors are returned for the
// caller to warn about, never thrown.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';
import { errorMessage } from '../errors.js';
import { withDeadline } from '../util/deadline.js';

export interface UploadOptions {
  /** 1..90 days; default: the repository's setting. */
  retentionDays?: number;
  /** Deadline for the whole upload; default 5 minutes. */
  timeoutMs?: number;
}

export type UploadResult = { id: number; size: number } | { error: string };

export async function uploadReportArtifact(
  name: string,
  files: string[],
  rootDir: string,
  opts: UploadOptions = {},
): Promise<UploadResult> {
  const root = resolve(rootDir);
  const present = files.map((f) => resolve(root, f)).filter((f) => existsSync(f));
  if (present.length === 0)
    return { error: `artifact ${name}: none of the ${files.length} report files exist under ${root}` };
  if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
    const unset = 'not running in GitHub Actions (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL unset)';
    return { error: `artifact ${name}: ${unset}; the reports stay in ${root}` };
  }
  const timeoutMs = opts.timeoutMs ?? 300_000;
  try {
    const upload = new DefaultArtifactClient().uploadArtifact(name, present, root, {
      retentionDays: opts.retentionDays,
    });
    const res = await withDeadline(upload, timeoutMs, `timed out after ${Math.round(timeoutMs / 1000)}s`);
    if (res.id === undefined) return { error: `artifact ${name}: the upload finished without an artifact id` };
    return { id: res.id, size: res.size ?? 0 };
  } catch (err) {
    return { error: `artifact ${name}: upload failed: ${errorMessage(err)}` };
  }
}

/** The artifact's page, for links in the reports (GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID). */
export function artifactUrl(id: number, env: NodeJS.ProcessEnv = process.env): string | null {
  const { GITHUB_SERVER_URL: server = 'https://github.com', GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: run } = env;
  if (!repo || !run) return null;
  return `${server}/${repo}/actions/runs/${run}/artifacts/${id}`;
}
