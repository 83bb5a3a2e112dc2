// Vitest's globalSetup: src/cli.ts bundled once per test run (esbuild, the packages left to node_modules), for the
// tests that run the CLI from source (MCP_EVAL_CLI=src: dist/ is rebuilt only at release). Through tsx each spawn
// transformed and loaded some 240 modules one by one, twice the CPU of the bundle's start, on every spawn. Split as
// dist/cli/ is (a chunk per lazy import): one file loaded every module and package of the CLI at each start, its lazy
// imports made eager and the entry too early for Node's compile cache (util/compile-cache.ts): a recording of one
// scenario took 0.80 s of CPU against dist's 0.45 s. The test workers find the entry in MCP_EVAL_SRC_CLI_BUNDLE
// (cli-project.ts); outside vitest (the bench) tsx runs the sources.
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');

export default async function bundleSrcCli(): Promise<void> {
  // Two folders below the root, as dist/cli/index.js is: src/cli/demo.ts finds the repository two levels up (from
  // its chunk, in the same folder).
  const outdir = path.join(ROOT, 'build/test-cli');
  await build({
    entryPoints: { index: path.join(ROOT, 'src/cli.ts') },
    outdir,
    bundle: true,
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'error',
  });
  process.env.MCP_EVAL_SRC_CLI_BUNDLE = path.join(outdir, 'index.js');
}
