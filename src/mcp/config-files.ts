// Where a project keeps its servers when no file is named (the CLI's --servers): mcp-eval's own mcp.json, Claude
// Code's project file .mcp.json (`mcpServers`), or VS Code's .vscode/mcp.json (`servers`): the first that exists.
// VS Code's file is JSONC; Claude Code's is strict JSON, so what it would refuse is warned of.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';

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

/** Files already warned about: a run reads its server file more than once. */
const warned = new Set<string>();

/** Claude Code's .mcp.json with a trailing comma or a comment: read here, refused there. Warned once per file. */
export function warnClaudeCodeRefuses(file: string, text: string): void {
  if (path.basename(file) !== '.mcp.json' || warned.has(path.resolve(file))) return;
  const errors: ParseError[] = [];
  parseJsonc(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (!errors.length) return;
  warned.add(path.resolve(file));
  const comment = printParseErrorCode(errors[0].error) === 'InvalidCommentToken';
  // A trailing comma's error is at the bracket after it: point at the comma.
  const at = comment ? errors[0].offset : text.lastIndexOf(',', errors[0].offset);
  const what = comment ? 'a comment' : 'a trailing comma';
  process.emitWarning(
    `${file}: ${what} at ${lineColumn(text, at)}: mcp-eval reads it, but Claude Code refuses the file (its .mcp.json ` +
      'is strict JSON)',
    { code: 'MCP_EVAL_STRICT_JSON' },
  );
}

/** `line 3, column 7` of an offset in a text. */
export function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}
