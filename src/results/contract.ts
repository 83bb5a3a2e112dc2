// results.json `contract`: what each server advertises, compared with the contract the baseline holds (or side A's in
// mode ab), every change classed compatible, risky or breaking by one rule (docs/scoring/contract.md), and what
// clients would refuse that was already there. Worked out by scoring/contract*.ts; the check reads `counts`.
import { z } from 'zod';
import type { Status } from './status.js';

export const CONTRACT_CLASSES = ['breaking', 'risky', 'compatible'] as const;
export type ContractClass = (typeof CONTRACT_CLASSES)[number];

/** How much of the contract fails the check (setting fail-on-contract): breaking changes (default), risky too, none. */
export const FAIL_ON_CONTRACT = ['breaking', 'risky', 'never'] as const;
export type FailOnContract = (typeof FAIL_ON_CONTRACT)[number];

export const contractChangeSchema = z.object({
  class: z.enum(CONTRACT_CLASSES),
  /** The rule's id, a row of docs/scoring/contract.md (`output-property-removed`). */
  rule: z.string(),
  /** What it is about: `tool get-sum`, `prompt greet`, `resource demo://a`, `capability prompts`, `server`. */
  subject: z.string(),
  /** What changed, in words: `property temperature: type number -> string`. */
  detail: z.string(),
});
export type ContractChange = z.infer<typeof contractChangeSchema>;

/** Something clients would refuse that the baseline already had: listed, never failing (docs/scoring/contract.md). */
export const contractFindingSchema = contractChangeSchema.omit({ class: true });
export type ContractFinding = z.infer<typeof contractFindingSchema>;

export const contractServerSchema = z.object({
  server: z.string(),
  /** `1.0.0 -> 2.0.0`, or the one version; `?` when not known. */
  version: z.string(),
  /** The protocol version it answered today; null when not known. */
  protocol_version: z.string().nullable(),
  /** Why its contract could not be read today (it did not connect); null when it was. */
  error: z.string().nullable(),
  /** False when the reference has no contract of this server (a new server, a first recording). */
  compared: z.boolean(),
  changes: z.array(contractChangeSchema),
  findings: z.array(contractFindingSchema),
});
export type ContractServer = z.infer<typeof contractServerSchema>;

export const contractCountsSchema = z.object({
  breaking: z.number().int(),
  risky: z.number().int(),
  compatible: z.number().int(),
});
export type ContractCounts = z.infer<typeof contractCountsSchema>;

export const contractSectionSchema = z.object({
  /**
   * compared: with a reference; recorded: today's was stored (by record: over the reference, if any, the changes since
   * listed); none: read, neither compared nor kept.
   */
  action: z.enum(['compared', 'recorded', 'none']),
  /** Where the reference came from: the store's file, `side A`; null when there was none. */
  reference: z.string().nullable(),
  /** When the reference was recorded; null when not known. */
  recorded_at: z.string().nullable(),
  servers: z.array(contractServerSchema),
  counts: contractCountsSchema,
  fail_on_contract: z.enum(FAIL_ON_CONTRACT),
});
export type ContractSection = z.infer<typeof contractSectionSchema>;

/** How many changes of each class, over every server. */
export function contractCounts(servers: readonly Pick<ContractServer, 'changes'>[]): ContractCounts {
  const counts: ContractCounts = { breaking: 0, risky: 0, compatible: 0 };
  for (const s of servers) for (const c of s.changes) counts[c.class]++;
  return counts;
}

/**
 * The contract's part in a run's status: ERROR when a server's contract could not be read, BROKEN when it fails the
 * check, GOOD when it was compared, else RECORDED (nothing compared: it never makes a recording GOOD).
 */
export function contractStatus(c: Pick<ContractSection, 'servers' | 'counts' | 'action' | 'fail_on_contract'>): Status {
  if (c.servers.some((s) => s.error)) return 'ERROR';
  if (contractFails(c, c.fail_on_contract)) return 'BROKEN';
  return c.action === 'compared' ? 'GOOD' : 'RECORDED';
}

/**
 * Does the contract fail the check under fail-on-contract? Breaking changes by default; risky ones too on `risky`.
 * Never what a recording replaced: record approves today's contract.
 */
export function contractFails(c: Pick<ContractSection, 'counts' | 'action'>, failOn: FailOnContract): boolean {
  if (failOn === 'never' || c.action === 'recorded') return false;
  return c.counts.breaking > 0 || (failOn === 'risky' && c.counts.risky > 0);
}
