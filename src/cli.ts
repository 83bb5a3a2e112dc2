// CLI entry: `mcp-eval record | compare | run | report | validate | demo`; the CLI itself is src/cli/.
import { keepCompiledCode } from './util/compile-cache.js';
import { VERSION_LINE } from './util/version.js';

// `--version` (whatever follows it, as cli/args.ts reads it) needs none of the CLI: answered before any of it is
// loaded, which is ~70 ms of CPU (issue 43). The same line and exit code as main() gives.
if (process.argv[2] === '--version') process.stdout.write(VERSION_LINE);
else await runCli();

async function runCli(): Promise<void> {
  keepCompiledCode();
  // Imported once the compile cache is on (util/compile-cache.ts).
  const { main } = await import('./cli/run-cli.js');
  // run-cli.js has loaded it already: imported here only because a static import would run before the cache is on.
  const { endGroupsWhenDone } = await import('./util/process.js');

  const code = await main(process.argv.slice(2));
  process.exitCode = code;
  // The work is done: no server or script of ours outlives it, and nothing left open keeps the CLI waiting.
  await endGroupsWhenDone();
  setTimeout(() => process.exit(code), 1000).unref();
}
