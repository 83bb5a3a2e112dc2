// MCP servers: configuration (mcp.json), connections, and the gateway tool host.
export {
  DEFAULT_SERVER,
  SERVER_NAME,
  expandVars,
  loadServerConfig,
  parseServerConfig,
  secretValues,
  type HttpServerConfig,
  type HttpTransport,
  type ServerConfig,
  type StdioServerConfig,
} from './config.js';
export { ServerConnection, describeError, stdioEnvironment, type ConnectOptions, type McpTool } from './connection.js';
export { openServers, waitForReady, type OpenOptions, type WaitOptions, type ServerPool } from './pool.js';
export { createToolHost, type ToolHostOptions } from './tool-host.js';
export { directToolNames, gatewayToolName, sanitizeToolName, schemaHash } from './names.js';
