// What a call reports while it runs (docs/conversations.md#progress-and-tasks): progress notifications, kept as a
// count and the last one (a server may send thousands), and a tool that declares `execution.taskSupport` run as a
// task through the SDK client's task API (tools/call with `task`, tasks/get polled, tasks/result), within the call's
// time limit for the whole of it.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  CallToolResultSchema,
  ErrorCode,
  McpError,
  type CallToolResult,
  type Progress,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { CallProgress, CallTask } from '../results/client.js';

/** Server messages are kept to this many characters. */
const MESSAGE_CHARS = 200;

/** One call's progress and task, recorded with it (call.ts). */
export class CallNotes {
  progress?: CallProgress;
  task?: CallTask;

  /** The SDK's onprogress handler: keeps the count and the last notification. */
  readonly onprogress = (p: Progress): void => {
    this.progress = {
      count: (this.progress?.count ?? 0) + 1,
      progress: p.progress,
      ...(p.total === undefined ? {} : { total: p.total }),
      ...(p.message === undefined ? {} : { message: p.message.slice(0, MESSAGE_CHARS) }),
    };
  };

  /** A task's status as last polled. */
  polled(status: string, message: string | undefined, poll: boolean): void {
    this.task = {
      status,
      polls: (this.task?.polls ?? 0) + (poll ? 1 : 0),
      ...(message === undefined ? {} : { message: message.slice(0, MESSAGE_CHARS) }),
    };
  }

  /** The fields of the call's record: absent when the server reported nothing. */
  record(): { progress?: CallProgress; task?: CallTask } {
    return { ...(this.progress ? { progress: this.progress } : {}), ...(this.task ? { task: this.task } : {}) };
  }
}

/** Is this tool run as a task: it declares task support and the server declares task-augmented tool calls. */
export function runsAsTask(client: Client, tool: Tool | undefined): boolean {
  const support = tool?.execution?.taskSupport;
  const tasks = client.getServerCapabilities()?.tasks as { requests?: { tools?: { call?: unknown } } } | undefined;
  return (support === 'required' || support === 'optional') && tasks?.requests?.tools?.call !== undefined;
}

/**
 * Call `name` as a task: created by tools/call, polled with tasks/get at the server's interval, its result fetched
 * with tasks/result. Past `timeoutMs` (for the whole task) or on the run's `signal` the task is cancelled (without
 * waiting for the answer) and the call fails as a request that timed out.
 */
export async function callAsTask(
  client: Client,
  params: { name: string; arguments: Record<string, unknown> },
  timeoutMs: number,
  notes: CallNotes,
  signal?: AbortSignal,
): Promise<CallToolResult> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;
  const options = { timeout: timeoutMs, signal: stop, onprogress: notes.onprogress, task: { ttl: timeoutMs } };
  let taskId: string | undefined;
  try {
    for await (const m of client.experimental.tasks.callToolStream(params, CallToolResultSchema, options)) {
      if (m.type === 'taskCreated') taskId = m.task.taskId;
      if (m.type === 'taskCreated' || m.type === 'taskStatus')
        notes.polled(m.task.status, m.task.statusMessage, m.type === 'taskStatus');
      if (m.type === 'result') {
        notes.polled('completed', undefined, false);
        return m.result as CallToolResult;
      }
      if (m.type === 'error') throw m.error;
    }
    throw new McpError(ErrorCode.InternalError, `task of "${params.name}" ended with no result`);
  } catch (e) {
    if (!stop.aborted) throw e;
    if (taskId) void client.experimental.tasks.cancelTask(taskId, { timeout: 1000 }).catch(() => undefined);
    if (deadline.aborted)
      throw new McpError(ErrorCode.RequestTimeout, `task of "${params.name}" not done within ${timeoutMs} ms`);
    throw signal?.reason ?? e;
  }
}
