// What only a run on GitHub can hand the pipeline: the Actions cache store and whether the run is on the default
// branch. Both entries (the action, and the CLI inside a workflow) pass it to execute() and executeMerge().
import type { ExecuteOptions } from '../pipeline/index.js';
import { CacheBaselineStore } from './cache-store.js';
import { defaultBranchRun } from './default-branch.js';

export function githubOptions(env: NodeJS.ProcessEnv = process.env): Pick<ExecuteOptions, 'cacheStore' | 'branch'> {
  return { cacheStore: (opts) => new CacheBaselineStore(opts), branch: defaultBranchRun(env) };
}
