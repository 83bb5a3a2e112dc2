// CLI entry: `mcp-eval record | compare | run | report | validate | demo`; the CLI itself is src/cli/.
import { main } from './cli/main.js';

process.exitCode = await main(process.argv.slice(2));
