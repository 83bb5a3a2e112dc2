// A server as a run saw it: its tools as listed and the rest of what it advertises (results/advertised.ts), kept in
// every trajectory, baseline and stored contract so a later run can say what changed.
import { z } from 'zod';
import { advertisedShape } from './advertised.js';
import { looseObject } from './loose.js';

const toolSnapshotSchema = looseObject({
  name: z.string(),
  /** Stable hash of the tool's input schema (canonical JSON), to spot schema changes. */
  schema_hash: z.string(),
  description: z.string().optional(),
  /**
   * The tool's input schema as the server listed it, so a later run can say what changed in it
   * (scoring/schema-diff.ts), not only that the hash differs. Absent in files written before it was kept.
   */
  input_schema: z.record(z.string(), z.unknown()).optional(),
  /** The tool's annotations as the server listed them (readOnlyHint, destructiveHint, ...); absent when none. */
  annotations: z.record(z.string(), z.unknown()).optional(),
  // The rest of the tool's definition (docs/scoring/contract.md); each absent when the server gave none, and in
  // files recorded before it was kept.
  title: z.string().optional(),
  /** The schema of the tool's structuredContent. */
  output_schema: z.record(z.string(), z.unknown()).optional(),
  icons: z.array(z.unknown()).optional(),
  /** The tool's `_meta`. */
  meta: z.record(z.string(), z.unknown()).optional(),
  /** How the tool runs (2025-11-25 `execution`: task support). */
  execution: z.record(z.string(), z.unknown()).optional(),
  /** What the harness mended in the input schema as listed (mcp/tool-list.ts): `no "type"`, `"type" is "array"`. */
  input_schema_fix: z.string().optional(),
  /** Why its input or output schema does not compile (the contract check's, pipeline/contract/schemas.ts). */
  schema_errors: z.object({ input: z.string().optional(), output: z.string().optional() }).optional(),
});
export type ToolSnapshot = z.infer<typeof toolSnapshotSchema>;

export const serverSnapshotSchema = looseObject({
  name: z.string(),
  /** serverInfo from the MCP initialize handshake; null when the server never answered. */
  server_info: looseObject({ name: z.string(), version: z.string() }).nullable(),
  tools: z.array(toolSnapshotSchema),
  /**
   * The `instructions` the server gave in its initialize answer, which a client shows the model: '' when it gave
   * none; absent in a baseline recorded before this field.
   */
  instructions: z.string().optional(),
  /** Where the server deviated from the MCP schema or hit a limit, in words, once each (servers/tool-list.ts). */
  findings: z.array(z.string()).optional(),
  /** The client features declared when it was read (results/client.ts); absent: read before profiles, none. */
  client: z.array(z.string()).optional(),
  ...advertisedShape,
});
export type ServerSnapshot = z.infer<typeof serverSnapshotSchema>;

/** Whether the server's instructions changed; a baseline recorded before the field has none to compare. */
export const instructionsChanged = (before: ServerSnapshot, after: ServerSnapshot): boolean =>
  before.instructions !== undefined && before.instructions !== (after.instructions ?? '');
