// Kept in step with package.json by test/util/version.test.ts (a JSON import would drag package.json into the bundle).
export const VERSION = '0.2.0';

/** What `mcp-eval --version` prints (src/cli.ts answers it before the CLI loads; cli/run-cli.ts when it is loaded). */
export const VERSION_LINE = `mcp-eval ${VERSION}\n`;
