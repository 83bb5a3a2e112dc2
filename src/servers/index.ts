// MCP servers: configuration (mcp.json), connections, and the gateway tool host.
export {
  DEFAULT_SERVER,
  SERVER_NAME,
  ServerConfigError,
  expandVars,
  loadServerConfig,
  parseServerConfig,
  secretValues,
  type HttpServerConfig,
  type HttpTransport,
  type ServerConfig,
  type StdioServerConfig,
} from './config.js';
export {
  ServerCallError,
  ServerConnectError,
  ServerConnection,
  describeError,
  stdioEnvironment,
  type ConnectOptions,
  type McpTool,
} from './connection.js';
export { openServers, waitForReady, type OpenOptions, type ReadyOptions, type ServerPool } from './pool.js';
export { createToolHost, type ToolHostOptions } from './tool-host.js';
export { canonicalJson, directToolNames, gatewayToolName, nearestName, sanitizeToolName, schemaHash } from './names.js';
