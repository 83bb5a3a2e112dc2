// Baselines: the file format and the stores (directory, git branch; the Actions cache store is handed in by the
// caller that runs on GitHub, github/cache-store.ts, so nothing below src/github/ imports it).
import path from 'node:path';
import { EvalError } from '../util/errors.js';
import { BranchBaselineStore } from './branch-store.js';
import { DirBaselineStore } from './dir-store.js';
import type { BaselineStore, BaselineStoreKind, CacheStoreFactory } from './store.js';

export * from './format.js';
export * from './contract-file.js';
export type {
  BaselineStore,
  BaselineStoreKind,
  CacheStoreFactory,
  CacheStoreOptions,
  LoadedBaseline,
  StoredFile,
} from './store.js';
export { DirBaselineStore } from './dir-store.js';
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
  /** cache store: how to build it (github/cache-store.ts), handed in by an entry that runs on GitHub. */
  cacheStore?: CacheStoreFactory;
}

export function createBaselineStore(opts: BaselineStoreOptions): BaselineStore {
  switch (opts.kind) {
    case 'dir':
      return new DirBaselineStore(path.resolve(opts.cwd, opts.dir));
    case 'cache':
      if (!opts.cacheStore) {
        throw new EvalError('config', 'baseline-store cache needs the GitHub Actions cache, which this caller lacks', {
          hint: 'use baseline-store dir or branch outside GitHub Actions',
        });
      }
      return opts.cacheStore({ prefix: opts.cacheKey, workDir: opts.workDir, env: opts.env });
    case 'branch':
      return new BranchBaselineStore({
        branch: opts.branch,
        cwd: opts.cwd,
        remote: opts.remote,
        sourceSha: (opts.env ?? process.env).GITHUB_SHA ?? null,
      });
  }
}
