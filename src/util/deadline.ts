// A deadline for a promise that has no timeout of its own.
import { EvalError } from './errors.js';

/**
 * Settle as `p` does, or reject with a `timeout` EvalError carrying `message` when `ms` pass
 * first. The loser is left to settle on its own: callers that own a process or a request end it.
 */
export function withDeadline<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EvalError('timeout', message)), ms);
  });
  return Promise.race([p, deadline]).finally(() => clearTimeout(timer));
}
