// The SDK client of one connection, as the harness makes it: its name and version, the capabilities of the features it
// declares, and one JSON Schema validator shared by every client of the process.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks/stores/in-memory.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { clientCapabilities, type ClientFeature } from '../results/client.js';
import { VERSION } from '../util/version.js';

const CLIENT_INFO = { name: 'mcp-eval-action', version: VERSION };

let ajv: AjvJsonSchemaValidator | undefined;

/**
 * Left to itself, each SDK client builds an Ajv of its own with its formats (2.5% of the CLI's CPU on a fuzz batch: two
 * clients a server), used only by its listTools() for output schemas. The harness lists tools by request
 * (tool-list.ts), so nothing asks it: one validator serves every client, and its Ajv (~6 ms of CPU) is built only if
 * the SDK ever asks for a validator.
 */
export const sdkValidator: jsonSchemaValidator = {
  getValidator: (schema) => (ajv ??= new AjvJsonSchemaValidator()).getValidator(schema),
};

/** A client declaring `features`, sharing the validator above. */
export function newClient(features: readonly ClientFeature[], taskStore?: InMemoryTaskStore): Client {
  const capabilities = clientCapabilities(features);
  return new Client(CLIENT_INFO, { capabilities, taskStore, jsonSchemaValidator: sdkValidator });
}
