// What a model agent is told before any tool answers, the same for every provider: the system prompt (by how the
// tools are offered) and its hash, which a baseline records so a later run knows whether it was told the same.
import { sha256 } from '../util/json.js';

// The prompts are sent byte for byte on every request (the cached prefix): change them on purpose only.
const INTRO_PROMPT =
  "You are being evaluated on how well you complete the user's request using the tools of the MCP servers " +
  'connected to you.';

const GATEWAY_PROMPT =
  `${INTRO_PROMPT}\n` +
  'Each tool named mcp_<server> is a gateway to one MCP server. ' +
  'First call it with {"action": "list"} to discover that server\'s tools, their descriptions and input schemas. ' +
  'Then call it with {"action": "execute", "tool_name": "<tool>", "tool_inputs": {...}} to run one of them. ' +
  'Never guess tool names or arguments: take them from the list.';

// With gateway-list compact the list has no schemas: the model is told where to get one before executing.
const COMPACT_GATEWAY_PROMPT =
  `${INTRO_PROMPT}\n` +
  'Each tool named mcp_<server> is a gateway to one MCP server. ' +
  'First call it with {"action": "list"} to discover that server\'s tools: each one\'s name and what it does. ' +
  'Before you execute a tool, call {"action": "list", "tool_name": "<tool>"} to get its full description and input ' +
  'schema. Then call {"action": "execute", "tool_name": "<tool>", "tool_inputs": {...}} to run it. ' +
  'Never guess tool names or arguments: take them from the list and the schema.';

const DIRECT_PROMPT = `${INTRO_PROMPT}\nEach tool you are given is a tool of one of those servers.`;

const COMMON_PROMPT =
  'Do the work with the tools rather than answering from memory. ' +
  'If a tool call fails, read the error and correct the call.\n' +
  'When the request is done, or cannot be done with these tools, ' +
  'reply with a short summary of what you did and stop.';

/**
 * The system prompt depends only on how the tools are offered (gateway or direct, and a gateway's list), so it is the
 * same for every scenario; the setting says which (ToolHost), not a guess from the tools' shape.
 */
export function systemPrompt(gateway: boolean, compactList = false): string {
  const tools = !gateway ? DIRECT_PROMPT : compactList ? COMPACT_GATEWAY_PROMPT : GATEWAY_PROMPT;
  return `${tools}\n${COMMON_PROMPT}`;
}

/**
 * What the model is told before any tool answers, hashed: the system prompt (by exposure and gateway list) and the
 * request. A baseline recorded with another is no witness of what today's model would do (pipeline/verify.ts).
 */
export function promptHash(gateway: boolean, userIntent: string, compactList = false): string {
  return sha256(`${systemPrompt(gateway, compactList)}\n\n${userIntent}`);
}
