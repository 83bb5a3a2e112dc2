// The tool definitions a model conversation is offered, kept current with its host's: a server's
// notifications/tools/list_changed makes the run read that server's list again (mcp/call.ts), and the next model
// request carries the list as re-read (docs/conversations.md#progress-and-tasks), with what changed recorded.
import type { ModelTool, ToolHost } from '../mcp/host.js';
import type { ToolsChange } from '../results/trajectory.js';

/** Tools in a deterministic order, so every request of a run sends the same bytes (prompt caches key on them). */
export function sortedTools(tools: readonly ModelTool[]): ModelTool[] {
  return [...tools].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The tools added, removed and changed (description or input schema) from `from` to `to`, by name; null if none. */
export function toolsChange(from: readonly ModelTool[], to: readonly ModelTool[]): ToolsChange | null {
  const before = new Map(from.map((t) => [t.name, t]));
  const after = new Map(to.map((t) => [t.name, t]));
  const added = to.filter((t) => !before.has(t.name)).map((t) => t.name);
  const removed = from.filter((t) => !after.has(t.name)).map((t) => t.name);
  const changed = to
    .filter((t) => before.has(t.name) && JSON.stringify(before.get(t.name)) !== JSON.stringify(t))
    .map((t) => t.name);
  return added.length || removed.length || changed.length ? { added, removed, changed } : null;
}

/** What one conversation was last offered. The host hands out the same list until a server's list is read again. */
export class OfferedTools {
  private listed: readonly ModelTool[];
  tools: ModelTool[];

  constructor(private readonly host: Pick<ToolHost, 'modelTools'>) {
    this.listed = host.modelTools();
    this.tools = sortedTools(this.listed);
  }

  /** The change since the last offer, now the offer (the caller sends `tools` from the next request on); else null. */
  update(): ToolsChange | null {
    const listed = this.host.modelTools();
    if (listed === this.listed) return null;
    this.listed = listed;
    const tools = sortedTools(listed);
    const change = toolsChange(this.tools, tools);
    if (change) this.tools = tools;
    return change;
  }
}
