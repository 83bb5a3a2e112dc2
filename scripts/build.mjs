// Bundles each entry point with ncc into dist/ (committed; CI checks it matches src/).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const entries = [
  ['src/main.ts', 'dist'],
  ['src/post.ts', 'dist/post'],
  ['src/cli.ts', 'dist/cli'],
];
rmSync('dist', { recursive: true, force: true });
for (const [entry, out] of entries) {
  execFileSync('npx', ['ncc', 'build', entry, '-o', out, '--target', 'es2022', '--quiet'], { stdio: 'inherit' });
}
