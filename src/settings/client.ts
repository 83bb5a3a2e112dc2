// The client a run plays to its servers (docs/conversations.md#servers-that-ask-back): the features it declares
// (setting client, default all) and the roots it lists (setting roots, and a scenario's own `roots:`).
import { z } from 'zod';
import { CLIENT_FEATURES, type ClientFeature } from '../results/client.js';

/** Items, or text split at commas and newlines (an action input, a CLI flag). */
const split = (v: unknown): unknown =>
  typeof v === 'string' || Array.isArray(v)
    ? [v]
        .flat()
        .flatMap((x) => (typeof x === 'string' ? x.split(/[\n,]/) : [x]))
        .map((x) => (typeof x === 'string' ? x.trim() : x))
        .filter((x) => x !== '')
    : v;

export const clientSettings = {
  client: z
    .preprocess(split, z.array(z.enum([...CLIENT_FEATURES, 'none'])))
    .optional()
    .describe(
      'what the client declares to servers: elicitation, url-elicitation, sampling, roots, tasks, or none; default all',
    ),
  roots: z
    .preprocess(split, z.array(z.string().min(1)))
    .default([])
    .describe('roots (file:// URIs) the client lists to servers that ask'),
};

/**
 * The features a run's client declares: the setting's (none: no feature), by default all; roots only when the run or
 * one of its scenarios has roots to list (a client with none to give declares none).
 */
export function runProfile(
  s: { client?: readonly string[]; roots: readonly string[] },
  scenarios: ReadonlyArray<{ roots?: readonly string[] }>,
): ClientFeature[] {
  const asked = s.client ?? CLIENT_FEATURES;
  const hasRoots = s.roots.length > 0 || scenarios.some((x) => x.roots !== undefined);
  return CLIENT_FEATURES.filter((f) => asked.includes(f) && (f !== 'roots' || hasRoots));
}
