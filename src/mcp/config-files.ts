// Where a project keeps its servers when no file is named (the CLI's --servers): mcp-eval's own mcp.json, Claude
// Code's project file .mcp.json (`mcpServers`), or VS Code's .vscode/mcp.json (`servers`): the first that exists.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The files looked for, in order, each with what it is. */
export const PROJECT_SERVER_FILES: readonly { file: string; what: string }[] = [
  { file: 'mcp.json', what: 'the mcp.json of the current directory' },
  { file: '.mcp.json', what: "Claude Code's project file" },
  { file: path.join('.vscode', 'mcp.json'), what: "VS Code's workspace file" },
];

/** The project's server file under `dir` (its path as given relative to `dir`), or null when it has none. */
export function projectServerFile(dir: string = process.cwd()): { file: string; what: string } | null {
  return PROJECT_SERVER_FILES.find((f) => existsSync(path.join(dir, f.file))) ?? null;
}
