// What a server advertises besides its tools (the rest of its contract, docs/scoring/contract.md): its prompts, its
// resources and resource templates, and how a client speaking an older protocol version sees it. Recorded in each
// server snapshot of every trajectory and baseline; every field is optional there, since absent means "not known"
// (a baseline recorded before the field), never "none". Field names are snake_case, as in the rest of the record.
import { z } from 'zod';
import { looseObject as loose } from './loose.js';

/** What prompts, resources and templates each show: a name, the words a client shows a model, icons and `_meta`. */
const SHOWN = {
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  icons: z.array(z.unknown()).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
};

/** A prompt's argument: whether a client must send it. */
export const promptArgumentSchema = loose({
  name: z.string(),
  description: z.string().optional(),
  required: z.boolean().optional(),
});

/** A prompt as `prompts/list` gave it: the texts a client shows a model (screened by issue 37's check). */
export const promptSnapshotSchema = loose({
  ...SHOWN,
  arguments: z.array(promptArgumentSchema).optional(),
});
export type PromptSnapshot = z.infer<typeof promptSnapshotSchema>;

/** A resource as `resources/list` gave it, by its URI. */
export const resourceSnapshotSchema = loose({
  uri: z.string(),
  ...SHOWN,
  mime_type: z.string().optional(),
  size: z.number().optional(),
});
export type ResourceSnapshot = z.infer<typeof resourceSnapshotSchema>;

/** A resource template as `resources/templates/list` gave it, by its URI template. */
export const templateSnapshotSchema = loose({
  uri_template: z.string(),
  ...SHOWN,
  mime_type: z.string().optional(),
});
export type TemplateSnapshot = z.infer<typeof templateSnapshotSchema>;

/**
 * The server as a client speaking an older protocol version sees it (setting contract-protocol): the version asked
 * for, the one the server answered (null when it refused), why it refused, and the names it then lists.
 */
export const legacyViewSchema = loose({
  requested: z.string(),
  negotiated: z.string().nullable(),
  error: z.string().nullable(),
  tools: z.array(z.string()),
  prompts: z.array(z.string()).optional(),
  resources: z.array(z.string()).optional(),
});
export type LegacyView = z.infer<typeof legacyViewSchema>;

/** The fields of a server snapshot that hold the rest of its contract (results/trajectory.ts adds them). */
export const advertisedShape = {
  /** The protocol version the server answered `initialize` with; absent in files recorded before it was kept. */
  protocol_version: z.string().optional(),
  /** The server's capabilities as it declared them in `initialize`. */
  capabilities: z.record(z.string(), z.unknown()).optional(),
  /** Its prompts; [] when it declares no prompts capability; absent when not known (an older file, a failed list). */
  prompts: z.array(promptSnapshotSchema).optional(),
  /** Its resources, by URI; [] without the resources capability; absent when not known. */
  resources: z.array(resourceSnapshotSchema).optional(),
  /** Its resource templates; [] without the resources capability; absent when not known. */
  resource_templates: z.array(templateSnapshotSchema).optional(),
  /** Tool names it listed more than once (the second is left out of `tools`). */
  duplicate_tools: z.array(z.string()).optional(),
  /** The contract check compiled its tools' schemas: each tool's schema_errors says which did not compile. */
  schemas_compiled: z.boolean().optional(),
  /** How a client on the oldest protocol version the settings name sees it; absent when not asked. */
  legacy: legacyViewSchema.optional(),
};
