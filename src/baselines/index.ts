// Baselines: the file format and the stores (directory, Actions cache, git branch).
import path from 'node:path';
import { BranchBaselineStore } from './branch-store.js';
import { CacheBaselineStore } from '../github/cache-store.js';
import { DirBaselineStore } from './dir-store.js';
import type { BaselineStore, BaselineStoreKind } from './store.js';

export * from './format.js';
export type { BaselineStore, BaselineStoreKind, LoadedBaseline } from './store.js';
export { DirBaselineStore } from './dir-store.js';
export { CacheBaselineStore, type CacheStoreOptions } from '../github/cache-store.js';
export {
  BranchBaselineStore,
  BOT_IDENTITY,
  commitBaselines,
  type BranchStoreOptions,
  type Identity,
} from './branch-store.js';

export interface BaselineStoreOptions {
  kind: BaselineStoreKind;
  /** dir store: the directory, relative to cwd. */
  dir: string;
  /** cache store: the key prefix. */
  cacheKey: string;
  /** branch store: the branch name. */
  branch: string;
  /** The project directory (inside the git repository, for the branch store). */
  cwd: string;
  /** cache store: local directory to restore into and save from. */
  workDir?: string;
  /** branch store: remote name or URL (default origin). */
  remote?: string;
  env?: NodeJS.ProcessEnv;
}

export function createBaselineStore(opts: BaselineStoreOptions): BaselineStore {
  switch (opts.kind) {
    case 'dir':
      return new DirBaselineStore(path.resolve(opts.cwd, opts.dir));
    case 'cache':
      return new CacheBaselineStore({ prefix: opts.cacheKey, workDir: opts.workDir, env: opts.env });
    case 'branch':
      return new BranchBaselineStore({
        branch: opts.branch,
        cwd: opts.cwd,
        remote: opts.remote,
        sourceSha: (opts.env ?? process.env).GITHUB_SHA ?? null,
      });
  }
}
