// How a message names a mode so that it holds wherever it is read: the action takes the mode as an input
// (`mode: record`), the CLI as its command (`mcp-eval record`, and it refuses --mode). A message made below the
// entries (a scenario's error, a hint) says both.
import type { Mode } from '../results/index.js';

/** The CLI's command for each mode. */
export const MODE_COMMANDS: Readonly<Record<Mode, string>> = {
  record: 'record',
  compare: 'compare',
  auto: 'run',
  accept: 'accept',
  ab: 'ab',
  contract: 'contract',
};

/** `mode record (CLI: mcp-eval record)`; several: `mode record or auto (CLI: mcp-eval record or run)`. */
export function modeWords(...modes: Mode[]): string {
  return `mode ${modes.join(' or ')} (CLI: mcp-eval ${modes.map((m) => MODE_COMMANDS[m]).join(' or ')})`;
}
