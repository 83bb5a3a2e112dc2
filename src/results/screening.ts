// results.json, what the screening found in the texts a scenario's servers showed a model (docs/scoring/screening.md):
// each suspicious text that is news against the scenario's reference (its baseline, or the one a recording replaces),
// where it is shown, its verdict and the words that decided it, and the model's second opinion when one was asked.
import { z } from 'zod';
import { THREAT_CLASSES } from '../screening/index.js';

export const screeningSignalSchema = z.object({
  class: z.enum(THREAT_CLASSES),
  rule: z.string(),
  what: z.string(),
  words: z.string(),
  weight: z.number(),
});

/** A model's verdict on a text the detector judged (setting screening-opinion); never needed to pass. */
export const opinionSchema = z.object({
  model: z.string(),
  verdict: z.enum(['malicious', 'benign', 'unsure']),
  reason: z.string(),
});
export type Opinion = z.infer<typeof opinionSchema>;

export const screeningFindingSchema = z.object({
  /** A text the server advertises (tools, parameters, instructions), or an answer a tool gave. */
  kind: z.enum(['surface', 'answer']),
  server: z.string(),
  /** The tool it belongs to; null for the server's instructions. */
  tool: z.string().nullable(),
  /** Where it is shown, for people: "the description of parameter `path` of `read_file`". */
  where: z.string(),
  class: z.enum(THREAT_CLASSES),
  score: z.number(),
  /** The signals that decided it, heaviest first. */
  signals: z.array(screeningSignalSchema),
  /** The start of the text, as the server gave it (shown escaped). */
  excerpt: z.string(),
  /** The sha256 of the whole text: what a second opinion is cached by. */
  text_hash: z.string(),
  opinion: opinionSchema.optional(),
});
export type ScreeningFinding = z.infer<typeof screeningFindingSchema>;
