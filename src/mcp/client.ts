// The SDK client of one connection, as the harness makes it: its name and version, the capabilities of the features it
// declares, and one JSON Schema validator shared by every client of the process.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks/stores/in-memory.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import { clientCapabilities, type ClientFeature } from '../results/client.js';
import { VERSION } from '../util/version.js';

const CLIENT_INFO = { name: 'mcp-eval-action', version: VERSION };

let validator: AjvJsonSchemaValidator | undefined;

/**
 * A client declaring `features`. Left to itself, each SDK client builds an Ajv of its own with its formats (2.5% of the
 * CLI's CPU on a fuzz batch: two clients a server), used only by its listTools() for output schemas; the harness lists
 * tools by request (tool-list.ts), so one validator, which nothing fills, serves every client.
 */
export function newClient(features: readonly ClientFeature[], taskStore?: InMemoryTaskStore): Client {
  validator ??= new AjvJsonSchemaValidator();
  const capabilities = clientCapabilities(features);
  return new Client(CLIENT_INFO, { capabilities, taskStore, jsonSchemaValidator: validator });
}
