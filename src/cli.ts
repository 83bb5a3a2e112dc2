// CLI entry: `mcp-eval record | compare | run | report | validate | demo`; the CLI itself is src/cli/.
import { main } from './cli/run-cli.js';
import { endGroupsWhenDone } from './util/process.js';

const code = await main(process.argv.slice(2));
process.exitCode = code;
// The work is done: no server or script of ours outlives it, and nothing left open keeps the CLI waiting.
await endGroupsWhenDone();
setTimeout(() => process.exit(code), 1000).unref();
