// The client a run plays (docs/conversations.md#servers-that-ask-back): which of the client features a server may ask
// for it declares, and what the servers asked during a call. A server shows some tools only to a client that declares
// the feature they ask for, so what a run saw depends on its profile, and a snapshot records the profile it was read
// with. A server's requests for the roots are answered, not recorded: it may ask at any time.
import { z } from 'zod';

/**
 * What a client may declare: form elicitation, URL elicitation, sampling, roots, and tasks (that a server may ask for
 * an elicitation or a sampling as a task, polled with tasks/get).
 */
export const CLIENT_FEATURES = ['elicitation', 'url-elicitation', 'sampling', 'roots', 'tasks'] as const;
export type ClientFeature = (typeof CLIENT_FEATURES)[number];

/** One request a server made of the client during a call, and how the run answered it. */
export const askRecordSchema = z.looseObject({
  kind: z.enum(['elicitation', 'sampling']),
  /** The server's message (elicitation), the last message it sent (sampling). */
  message: z.string(),
  /** An elicitation's requestedSchema. */
  schema: z.record(z.string(), z.unknown()).optional(),
  /** A URL elicitation's URL. */
  url: z.string().optional(),
  /** accept, decline, cancel (elicitation) or reply; absent when the run had no answer. */
  action: z.string().optional(),
});
export type AskRecord = z.infer<typeof askRecordSchema>;

/** The capabilities a client of this profile declares at initialize. */
export function clientCapabilities(features: readonly ClientFeature[]): Record<string, unknown> {
  const has = (f: ClientFeature) => features.includes(f);
  const elicitation = {
    ...(has('elicitation') ? { form: {} } : {}),
    ...(has('url-elicitation') ? { url: {} } : {}),
  };
  return {
    ...(Object.keys(elicitation).length ? { elicitation } : {}),
    ...(has('sampling') ? { sampling: {} } : {}),
    ...(has('roots') ? { roots: { listChanged: false } } : {}),
    ...(has('tasks') ? { tasks: { list: {}, cancel: {}, requests: taskRequests(features) } } : {}),
  };
}

/** The requests a client of this profile lets a server make as tasks: those it answers at all. */
function taskRequests(features: readonly ClientFeature[]): Record<string, unknown> {
  const elicits = features.includes('elicitation') || features.includes('url-elicitation');
  return {
    ...(elicits ? { elicitation: { create: {} } } : {}),
    ...(features.includes('sampling') ? { sampling: { createMessage: {} } } : {}),
  };
}

/** The progress a server reported during a call, kept compact: how many notifications, and the last one. */
export const callProgressSchema = z.looseObject({
  count: z.number(),
  progress: z.number(),
  total: z.number().optional(),
  message: z.string().optional(),
});
export type CallProgress = z.infer<typeof callProgressSchema>;

/** A call run as a task (a tool with `execution.taskSupport`): its last status, how often it was polled. */
export const callTaskSchema = z.looseObject({
  status: z.string(),
  polls: z.number(),
  message: z.string().optional(),
});
export type CallTask = z.infer<typeof callTaskSchema>;
