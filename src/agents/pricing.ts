// Estimated cost of a model turn from its token usage. Prices change and gateways bill
// differently, so the table is only a default: a prices file is merged over it.
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { errorMessage, EvalError } from '../util/errors.js';
import { summarizeIssues } from '../util/zod.js';
import type { Usage } from '../results/trajectory.js';

/** US dollars per million tokens. `cache_write` is the 5-minute ephemeral cache write. */
export interface ModelPrice {
  input: number;
  output: number;
  cache_write: number;
  cache_read: number;
}

export type PriceTable = Record<string, ModelPrice>;

/** Anthropic's published list prices (standard tier, 5-minute cache writes). */
export const DEFAULT_PRICES: PriceTable = {
  'claude-opus-5-5': { input: 4, output: 20, cache_write: 5, cache_read: 0.2 },
  'claude-opus-5': { input: 5, output: 25, cache_write: 6.25, cache_read: 0.5 },
  'claude-sonnet-5-5': { input: 2, output: 10, cache_write: 2.5, cache_read: 0.2 },
  'claude-sonnet-5': { input: 2, output: 10, cache_write: 2.5, cache_read: 0.2 },
  'claude-sonnet-4-6': { input: 3, output: 15, cache_write: 3.75, cache_read: 0.3 },
  'claude-sonnet-4-5': { input: 3, output: 15, cache_write: 3.75, cache_read: 0.3 },
  'claude-opus-4-5': { input: 5, output: 25, cache_write: 6.25, cache_read: 0.5 },
  'claude-haiku-4-5': { input: 1, output: 5, cache_write: 1.25, cache_read: 0.1 },
};

/** Token counts as the Messages API reports them (cache fields may be null or absent). */
export interface ApiUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
}

/**
 * Price of a model: exact id first, then a dated snapshot of a listed alias
 * (`claude-sonnet-4-5-20250929` is priced as `claude-sonnet-4-5`). Unknown model: null.
 */
export function priceFor(model: string, prices: PriceTable = DEFAULT_PRICES): ModelPrice | null {
  if (Object.hasOwn(prices, model)) return prices[model];
  const snapshot = /^(.+)-\d{8}$/.exec(model);
  if (snapshot && Object.hasOwn(prices, snapshot[1])) return prices[snapshot[1]];
  return null;
}

/** Usage of one turn with its estimated cost; an unknown model costs 0 (createAgent warns about it). */
export function usageWithCost(api: ApiUsage, model: string, prices: PriceTable = DEFAULT_PRICES): Usage {
  const usage = {
    input_tokens: api.input_tokens,
    output_tokens: api.output_tokens,
    cache_read_input_tokens: api.cache_read_input_tokens ?? 0,
    cache_creation_input_tokens: api.cache_creation_input_tokens ?? 0,
  };
  const p = priceFor(model, prices);
  const cost = p
    ? (usage.input_tokens * p.input +
        usage.output_tokens * p.output +
        usage.cache_creation_input_tokens * p.cache_write +
        usage.cache_read_input_tokens * p.cache_read) /
      1_000_000
    : 0;
  return { ...usage, cost_usd: cost };
}

const priceSchema = z.strictObject({
  input: z.number().nonnegative(),
  output: z.number().nonnegative(),
  cache_write: z.number().nonnegative(),
  cache_read: z.number().nonnegative(),
});

/** A prices file (JSON or YAML): model id -> USD per million tokens. Errors name the file and the model. */
export function readPriceFile(file: string): PriceTable {
  const shape = 'a mapping of model id to {input, output, cache_write, cache_read} in USD per million tokens';
  let data: unknown;
  try {
    data = parseYaml(readFileSync(file, 'utf8'));
  } catch (e) {
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    throw new EvalError('config', `prices file ${file}: ${missing ? 'not found' : errorMessage(e)}`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new EvalError('config', `prices file ${file}: expected ${shape}`);
  const table: PriceTable = {};
  for (const [model, value] of Object.entries(data)) {
    const parsed = priceSchema.safeParse(value, { reportInput: true });
    if (!parsed.success) {
      const problem = summarizeIssues(parsed.error, { max: 1 });
      throw new EvalError('config', `prices file ${file}: model "${model}": ${problem} (expected ${shape})`);
    }
    table[model] = parsed.data;
  }
  return table;
}
