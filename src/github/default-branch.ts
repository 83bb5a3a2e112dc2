// Whether a run is on the repository's default branch, as GitHub Actions tells it: only such runs add themselves
// to the run history (history-write auto), so a pull request's runs never bend the trend it is judged against.
// The workflow's ref (GITHUB_REF) is compared with the default branch named in the event payload
// (GITHUB_EVENT_PATH: repository.default_branch, in push, workflow_dispatch and pull_request payloads alike).
// A schedule always runs on the default branch; any other case that cannot be told (no payload, no such field)
// counts as not on it: a missing history line is better than a PR's line in main's trend. Outside GitHub Actions
// (a developer's CLI) a run is never on it: `history-write always` is how another CI's main-branch job says so.
import type { BranchVerdict } from '../pipeline/index.js';
import { isRecord } from '../util/json.js';
import { runEvent } from './event.js';

export function defaultBranchRun(env: NodeJS.ProcessEnv): BranchVerdict {
  if (env.GITHUB_ACTIONS !== 'true') return { onDefault: false, why: 'not a GitHub Actions run' };
  const ref = env.GITHUB_REF ?? '';
  const branch = payloadDefaultBranch(runEvent(env).payload);
  if (branch) {
    const onDefault = ref === `refs/heads/${branch}`;
    return { onDefault, why: `${ref || 'no ref'} ${onDefault ? 'is' : 'is not'} the default branch ${branch}` };
  }
  if (env.GITHUB_EVENT_NAME === 'schedule') return { onDefault: true, why: 'a schedule runs on the default branch' };
  return { onDefault: false, why: `the ${env.GITHUB_EVENT_NAME ?? ''} event does not name the default branch` };
}

function payloadDefaultBranch(payload: Record<string, unknown>): string | null {
  const repo = payload.repository;
  const branch = isRecord(repo) ? repo.default_branch : null;
  return typeof branch === 'string' && branch ? branch : null;
}
