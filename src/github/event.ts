// The event that started the workflow run, as the runner hands it to each step: GITHUB_EVENT_NAME, and the payload in
// the file at GITHUB_EVENT_PATH. Read when asked, never once a process: the tests run the action's main many times in
// one process, each run with its own event. (@actions/github's `context` is built once, when it is imported; its
// Context class is not exported: the package's exports name lib/utils only.)
import { readFileSync } from 'node:fs';
import { isRecord } from '../util/json.js';

/** The subset of @actions/github's `context` that the action reads. */
export interface EventContext {
  eventName: string;
  payload: Record<string, unknown>;
}

/** The run's event now; an empty payload when there is no file or it is not a JSON object. */
export function runEvent(env: NodeJS.ProcessEnv = process.env): EventContext {
  return { eventName: env.GITHUB_EVENT_NAME ?? '', payload: eventPayload(env.GITHUB_EVENT_PATH) };
}

function eventPayload(file: string | undefined): Record<string, unknown> {
  if (!file) return {};
  try {
    const payload: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isRecord(payload) ? payload : {};
  } catch {
    return {};
  }
}
