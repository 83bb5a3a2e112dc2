// Uploads the report directory as one workflow artifact through the real @actions/artifact.
// A failed upload must not hide the evaluation's verdict, so errors are returned for the
// caller to warn about, never thrown. The merge job of a sharded suite downloads the shards'
// artifacts of its workflow run with the same client.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DefaultArtifactClient, type Artifact } from '@actions/artifact';
import { errorMessage, EvalError } from '../util/errors.js';
import type { MergeSources } from '../pipeline/merge-shards.js';
import { parseShardArtifactName, shardArtifactName } from '../settings/shard.js';
import { withDeadline } from '../util/deadline.js';

export interface UploadOptions {
  /** 1..90 days; default: the repository's setting. */
  retentionDays?: number;
  /** Deadline for the whole upload; default 5 minutes. */
  timeoutMs?: number;
}

export type UploadResult = { id: number; size: number } | { error: string };

const NOT_IN_ACTIONS = 'not running in GitHub Actions (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL unset)';
const inActions = (): boolean => !!process.env.ACTIONS_RUNTIME_TOKEN && !!process.env.ACTIONS_RESULTS_URL;

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
  if (!inActions()) return { error: `artifact ${name}: ${NOT_IN_ACTIONS}; the reports stay in ${root}` };
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

/**
 * Every shard's artifact of this workflow run (`<base>-shard-<k>-of-<n>`), each downloaded into its own folder of
 * `dir`. A shard that uploaded nothing, or whose artifact cannot be had, is left for the merge to report missing.
 */
export async function downloadShardResults(base: string, dir: string, timeoutMs = 300_000): Promise<MergeSources> {
  if (!inActions()) {
    throw new EvalError('github', `mode merge downloads the shards' artifacts: ${NOT_IN_ACTIONS}`, {
      hint: 'outside GitHub Actions, merge the files: mcp-eval merge <results.json>...',
    });
  }
  const client = new DefaultArtifactClient();
  const within = <T>(p: Promise<T>, what: string) =>
    withDeadline(p, timeoutMs, `${what} timed out after ${Math.round(timeoutMs / 1000)}s`);
  const { artifacts } = await within(client.listArtifacts({ latest: true }), 'listing the artifacts');
  const shards = artifacts.flatMap((a) => {
    const spec = parseShardArtifactName(base, a.name);
    return spec ? [{ ...spec, artifact: a }] : [];
  });
  if (!shards.length) {
    throw new EvalError(
      'github',
      `no shard's results in this workflow run: no artifact named ${base}-shard-<k>-of-<n>`,
      {
        hint: 'run the merge job after the matrix (needs: <the matrix job>, if: always()) with the same artifact-name',
      },
    );
  }
  const sources: MergeSources = {
    files: [],
    failed: [],
    absent: (index, total) =>
      `no artifact ${shardArtifactName(base, { index, total })} in this workflow run ` +
      '(the shard job failed before its upload, or was cancelled)',
  };
  for (const shard of shards) {
    const target = join(dir, shard.artifact.name);
    const got = await within(fetchShard(client, shard.artifact, target), `downloading ${shard.artifact.name}`).catch(
      (e: unknown) => `could not be downloaded: ${errorMessage(e)}`,
    );
    if (got === null)
      sources.files.push({
        file: join(target, 'results.json'),
        source: `artifact ${shard.artifact.name}`,
        shard: { index: shard.index, total: shard.total },
      });
    else
      sources.failed.push({ index: shard.index, total: shard.total, reason: `artifact ${shard.artifact.name} ${got}` });
  }
  return sources;
}

/** Downloads one shard's artifact into an emptied `target`; null when its results.json is there, else what is wrong. */
async function fetchShard(client: DefaultArtifactClient, artifact: Artifact, target: string): Promise<string | null> {
  await rm(target, { recursive: true, force: true });
  const res = await client.downloadArtifact(artifact.id, { path: target, expectedHash: artifact.digest });
  if (res.digestMismatch) return 'does not match its digest (corrupted in transit?)';
  return existsSync(join(target, 'results.json')) ? null : 'holds no results.json';
}
