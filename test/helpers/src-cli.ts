// For vitest's globalSetup (global-setup.ts): src/cli.ts bundled once per test run (esbuild), for the
// tests that run the CLI from source (MCP_EVAL_CLI=src: dist/ is rebuilt only at release). Through tsx each spawn
// transformed and loaded some 240 modules one by one, twice the CPU of the bundle's start, on every spawn. Split as
// dist/cli/ is (a chunk per lazy import): one file loaded every module and package of the CLI at each start, its lazy
// imports made eager and the entry too early for Node's compile cache (util/compile-cache.ts): a recording of one
// scenario took 0.80 s of CPU against dist's 0.45 s. The packages are bundled in too, as ncc does for dist/: left to
// node_modules, Node resolved and read some 900 of their files at each start (zod, ajv, yaml, the MCP SDK,
// OpenTelemetry), 0.2-0.3 s of CPU a run; @actions/* stay there (their Azure client reads a .wasm beside its own file),
// loaded only by a run that uses the actions cache or an artifact. The test workers find the entry in
// MCP_EVAL_SRC_CLI_BUNDLE (cli-project.ts); outside vitest (the bench) tsx runs the sources. The action's entry
// (src/main.ts) is bundled with it, sharing its chunks (~0.1 s of esbuild's CPU more), in MCP_EVAL_SRC_ACTION_BUNDLE:
// util/compile-cache.test.ts starts it twice, each through tsx with an empty cache 1.6 s of CPU, as a bundle 0.2.
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REQUIRE =
  "import { createRequire as bannerRequire } from 'node:module';\nconst require = bannerRequire(import.meta.url);";

export async function bundleSrcCli(): Promise<void> {
  // Two folders below the root, as dist/cli/index.js is: src/cli/demo.ts finds the repository two levels up (from
  // its chunk, in the same folder).
  const outdir = path.join(ROOT, 'build/test-cli');
  await build({
    entryPoints: { index: path.join(ROOT, 'src/cli.ts'), main: path.join(ROOT, 'src/main.ts') },
    outdir,
    bundle: true,
    splitting: true,
    external: ['@actions/*'],
    // The CommonJS packages' require() of Node's own modules, in an ES module (esbuild's shim calls it).
    banner: { js: REQUIRE },
    // jsonc-parser's CommonJS build requires its own files by computed paths: its ES module build.
    mainFields: ['module', 'main'],
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'error',
  });
  process.env.MCP_EVAL_SRC_CLI_BUNDLE = path.join(outdir, 'index.js');
  process.env.MCP_EVAL_SRC_ACTION_BUNDLE = path.join(outdir, 'main.js');
}
