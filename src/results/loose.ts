// The object schema every record of results.json and the baselines is made of.
import { z } from 'zod';

/**
 * An object schema that keeps unknown keys, so a field a newer writer added survives a rewrite. Typed as a plain
 * object: an index signature would let a misspelt field read as unknown.
 */
export function looseObject<T extends z.ZodRawShape>(shape: T): z.ZodObject<T> {
  return z.looseObject(shape) as unknown as z.ZodObject<T>;
}
