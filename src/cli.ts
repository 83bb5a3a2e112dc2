// CLI entry: `mcp-eval record | compare | run | report | validate | demo`; the CLI itself is src/cli/.
import nodeModule from 'node:module';

// Node keeps the code it compiled of the bundle for the next run (Node >= 22.1; in the OS temp folder, or
// NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off): a later run skips compiling most of it. The CLI
// is imported after, not statically, so that its modules are compiled with the cache on (docs/cli.md, BENCHMARKS.md
// "The CLI process").
const { enableCompileCache } = nodeModule as { enableCompileCache?: () => unknown };
enableCompileCache?.();
const { main } = await import('./cli/run-cli.js');
// run-cli.js has loaded it already: imported here only because a static import would run before the cache is on.
const { endGroupsWhenDone } = await import('./util/process.js');

const code = await main(process.argv.slice(2));
process.exitCode = code;
// The work is done: no server or script of ours outlives it, and nothing left open keeps the CLI waiting.
await endGroupsWhenDone();
setTimeout(() => process.exit(code), 1000).unref();
