// The contract reference a store keeps next to the scenarios' baselines: `.contract/servers.json`, every server's
// snapshot (its whole advertised contract) as a recording or the contract check found it when there was none. Read
// as a baseline is: a corrupt, foreign or newer file is an error naming the file, never "no reference".
import { z } from 'zod';
import { errorMessage, EvalError } from '../util/errors.js';
import { isRecord } from '../util/json.js';
import { summarizeIssues } from '../util/zod.js';
import { gitInfoSchema, looseObject, serverSnapshotSchema, type ServerSnapshot } from '../results/trajectory.js';
import type { GitInfo } from '../util/git.js';
import { storedFilePath } from './format.js';

export const CONTRACT_SCHEMA_VERSION = 1;

/** Where the store keeps it: a dot directory, which no scenario id reaches (the loader's globs skip them). */
export const CONTRACT_FILE = storedFilePath('.contract/servers.json');

const contractFileSchema = looseObject({
  schema_version: z.literal(CONTRACT_SCHEMA_VERSION),
  recorded_at: z.string(),
  git: gitInfoSchema,
  servers: z.array(serverSnapshotSchema),
});
export type ContractFile = z.infer<typeof contractFileSchema>;

/** The file's text for these snapshots: pretty and stable, so a diff in git reads. */
export function serializeContract(servers: ServerSnapshot[], git: GitInfo, recordedAt: Date): string {
  const file: ContractFile = {
    schema_version: CONTRACT_SCHEMA_VERSION,
    recorded_at: recordedAt.toISOString(),
    git,
    servers,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Validate the file's text; `where` names it in every message. */
export function parseContract(text: string, where: string): ContractFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new EvalError('baseline', `corrupt contract ${where}: not valid JSON (${errorMessage(e)})`);
  }
  if (isRecord(json) && json.schema_version !== CONTRACT_SCHEMA_VERSION) {
    throw new EvalError(
      'baseline',
      `incompatible contract ${where}: schema_version ${JSON.stringify(json.schema_version)}; this mcp-eval reads ` +
        `version ${CONTRACT_SCHEMA_VERSION}: record it again (mcp-eval contract with no reference, or mcp-eval record)`,
    );
  }
  const parsed = contractFileSchema.safeParse(json, { reportInput: true });
  if (!parsed.success) throw new EvalError('baseline', `corrupt contract ${where}: ${summarizeIssues(parsed.error)}`);
  return parsed.data;
}
