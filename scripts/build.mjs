// Bundles each entry point with ncc into dist/ (committed; CI checks it matches src/). The three bundles are built at
// once, and each file is only transpiled (--transpile-only; src/tsconfig.json says why it emits ESM): the type check
// is `npm run typecheck`'s, and ncc's own took about half of the build's CPU for the same bytes (BENCHMARKS.md). A
// failed bundle is named with ncc's message, and the build exits 1.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';

const entries = [
  ['src/main.ts', 'dist'],
  ['src/post.ts', 'dist/post'],
  ['src/cli.ts', 'dist/cli'],
];
rmSync('dist', { recursive: true, force: true });
const ncc = promisify(execFile);
const options = ['--target', 'es2022', '--quiet', '--transpile-only'];
const built = await Promise.allSettled(
  entries.map(([entry, out]) => ncc('npx', ['ncc', 'build', entry, '-o', out, ...options])),
);
const failed = built.flatMap((b, i) =>
  b.status === 'rejected' ? [`${entries[i][0]}: ${b.reason.stderr || b.reason.message}`] : [],
);
if (failed.length) {
  console.error(`build failed:\n${failed.join('\n')}`);
  process.exit(1);
}
