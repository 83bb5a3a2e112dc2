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

/** A provider's list prices, and the day they were read: prices change, so the table says how old it is. */
export interface PriceList {
  as_of: string;
  prices: PriceTable;
}

/** Anthropic's published list prices (standard tier, 5-minute cache writes). */
const ANTHROPIC: PriceList = {
  as_of: '2026-10-01',
  prices: {
    'claude-opus-5-5': { input: 4, output: 20, cache_write: 5, cache_read: 0.2 },
    'claude-opus-5': { input: 5, output: 25, cache_write: 6.25, cache_read: 0.5 },
    'claude-sonnet-5-5': { input: 2, output: 10, cache_write: 2.5, cache_read: 0.2 },
    'claude-sonnet-5': { input: 2, output: 10, cache_write: 2.5, cache_read: 0.2 },
    'claude-sonnet-4-6': { input: 3, output: 15, cache_write: 3.75, cache_read: 0.3 },
    'claude-sonnet-4-5': { input: 3, output: 15, cache_write: 3.75, cache_read: 0.3 },
    'claude-opus-4-5': { input: 5, output: 25, cache_write: 6.25, cache_read: 0.5 },
    'claude-haiku-4-5': { input: 1, output: 5, cache_write: 1.25, cache_read: 0.1 },
  },
};

/** OpenAI's published list prices (standard tier). Caching is automatic and writes cost nothing extra. */
const OPENAI: PriceList = {
  as_of: '2026-06-15',
  prices: {
    'gpt-5': { input: 1.25, output: 10, cache_write: 1.25, cache_read: 0.125 },
    'gpt-5-mini': { input: 0.25, output: 2, cache_write: 0.25, cache_read: 0.025 },
    'gpt-5-nano': { input: 0.05, output: 0.4, cache_write: 0.05, cache_read: 0.005 },
    'gpt-4.1': { input: 2, output: 8, cache_write: 2, cache_read: 0.5 },
    'gpt-4.1-mini': { input: 0.4, output: 1.6, cache_write: 0.4, cache_read: 0.1 },
    'gpt-4o': { input: 2.5, output: 10, cache_write: 2.5, cache_read: 1.25 },
    'gpt-4o-mini': { input: 0.15, output: 0.6, cache_write: 0.15, cache_read: 0.075 },
  },
};

/** Google's published Gemini API prices (paid tier, prompts up to 200k tokens; implicit caching reads). */
const GEMINI: PriceList = {
  as_of: '2026-06-15',
  prices: {
    'gemini-2.5-pro': { input: 1.25, output: 10, cache_write: 1.25, cache_read: 0.125 },
    'gemini-2.5-flash': { input: 0.3, output: 2.5, cache_write: 0.3, cache_read: 0.03 },
    'gemini-2.5-flash-lite': { input: 0.1, output: 0.4, cache_write: 0.1, cache_read: 0.01 },
  },
};

/** The built-in price list of each model provider. */
export const PRICE_LISTS: Record<'claude' | 'openai' | 'gemini', PriceList> = {
  claude: ANTHROPIC,
  openai: OPENAI,
  gemini: GEMINI,
};

/** Every built-in price (model ids do not overlap between providers). */
export const DEFAULT_PRICES: PriceTable = { ...ANTHROPIC.prices, ...OPENAI.prices, ...GEMINI.prices };

/** Token counts of one turn in the trajectory's terms: `input_tokens` leaves out cache reads and writes. */
export interface ApiUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
}

/** A dated snapshot of a model: `-20250929` (Anthropic), `-2025-08-07` (OpenAI), `-001` (Gemini). */
const SNAPSHOT = /^(.+?)-(\d{8}|\d{4}-\d{2}-\d{2}|\d{3})$/;

/**
 * Price of a model: exact id first, then a dated snapshot of a listed alias (`claude-sonnet-4-5-20250929` is priced
 * as `claude-sonnet-4-5`, `gpt-5-mini-2025-08-07` as `gpt-5-mini`). Unknown model: null.
 */
export function priceFor(model: string, prices: PriceTable = DEFAULT_PRICES): ModelPrice | null {
  if (Object.hasOwn(prices, model)) return prices[model];
  const snapshot = SNAPSHOT.exec(model);
  if (snapshot && Object.hasOwn(prices, snapshot[1])) return prices[snapshot[1]];
  return null;
}

/**
 * Usage of one turn with its estimated cost. An unknown model's cost is not known: 0, marked `unpriced`, so the
 * reports say "cost unknown" rather than a free run (createAgent warns once before the run).
 */
export function usageWithCost(api: ApiUsage, model: string, prices: PriceTable = DEFAULT_PRICES): Usage {
  const usage = {
    input_tokens: api.input_tokens,
    output_tokens: api.output_tokens,
    cache_read_input_tokens: api.cache_read_input_tokens ?? 0,
    cache_creation_input_tokens: api.cache_creation_input_tokens ?? 0,
  };
  const p = priceFor(model, prices);
  if (!p) return { ...usage, cost_usd: 0, unpriced: true };
  const cost =
    (usage.input_tokens * p.input +
      usage.output_tokens * p.output +
      usage.cache_creation_input_tokens * p.cache_write +
      usage.cache_read_input_tokens * p.cache_read) /
    1_000_000;
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
  // The file's own fault, not the options': the hint says what it holds.
  const priceFileError = (message: string) =>
    new EvalError('config', `prices file ${file}: ${message}`, { hint: `the prices option names a file of ${shape}` });
  let data: unknown;
  try {
    data = parseYaml(readFileSync(file, 'utf8'));
  } catch (e) {
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    throw priceFileError(missing ? 'not found' : errorMessage(e));
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw priceFileError(`expected ${shape}`);
  const table: PriceTable = {};
  for (const [model, value] of Object.entries(data)) {
    const parsed = priceSchema.safeParse(value, { reportInput: true });
    if (!parsed.success) {
      const problem = summarizeIssues(parsed.error, { max: 1 });
      throw priceFileError(`model "${model}": ${problem} (expected ${shape})`);
    }
    table[model] = parsed.data;
  }
  return table;
}
