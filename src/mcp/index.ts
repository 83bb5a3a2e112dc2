// MCP servers: configuration (mcp.json), connections, and the tool host agents call through.
//   config.ts       mcp.json: parse, expand ${VAR}, the secrets a report must hide
//   connection.ts   one SDK client per server (stdio, streamable HTTP, SSE), deadlines, errors
//   transport.ts    the SDK transport of a configured server, a stdio server's environment and stderr
//   protocol-tap.ts the protocol version of the handshake: the one the server answered, or another asked for
//   stdio.ts        the stdio transport: a server in its own process group, ended with it
//   tool-list.ts    tools/list read leniently and bounded; deviations from the MCP schema as findings
//   advertised.ts   prompts, resources and resource templates, as the capabilities declare them, bounded
//   snapshot.ts     what a connection records of its server: its whole contract
//   pool.ts         the servers of one run, opened and closed together (or lent and given back)
//   shared.ts       the servers shared by a run's scenarios (reset none): opened once, lent, reopened when dead
//   tool-host.ts    createToolHost: an exposure in front of the call executor
//   exposure.ts     gateway `mcp_<S>` (list | execute) or direct tools: model input -> executor call
//   call.ts         CallExecutor and CallAttempt: check, call and record every MCP tool call
//   server-tools.ts a server's tool list compiled: lookup, `list` text, input validators (RE2 patterns)
//   stored-result.ts what a trajectory keeps of a tool result: capped, with the size and sha256 of the whole
//   names.ts        model tool names, schema hash, "did you mean"
export {
  DEFAULT_SERVER,
  SERVER_NAME,
  checkServerConfig,
  loadServerConfig,
  parseServerConfig,
  readServerFile,
  secretValues,
  type HttpServerConfig,
  type HttpTransport,
  type ServerConfig,
  type StdioServerConfig,
} from './config.js';
export { ServerConnection, describeError, stdioEnvironment, type ConnectOptions, type McpTool } from './connection.js';
export {
  freshServers,
  openServers,
  poolFrom,
  waitForReady,
  type OpenOptions,
  type ServerPool,
  type ServerSource,
  type WaitOptions,
} from './pool.js';
export { SharedServers } from './shared.js';
export { createToolHost, type RunToolHost, type ToolHostOptions } from './tool-host.js';
export { directToolNames, gatewayToolName, sanitizeToolName, schemaHash } from './names.js';
export { Answerer, contentProblem, type AskRules, type ElicitationAnswer, type SamplingReply } from './asks.js';
