// The real MCPProxy Go binary as the service of scenarios/mcpproxy/, on this machine instead of the compose file:
// server-everything over streamable HTTP in the compose network's place, and a reset command
// (mcpproxy-go-reset.mjs) that restarts the proxy with a scenario's config_file, as the compose service is restarted.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startEverything, tempDir } from './mcp-servers.js';
import { freePort } from './ports.js';
import { mcpproxyGoBinary } from './retrieval-proxy.js';

const RESET_JS = path.join(import.meta.dirname, 'mcpproxy-go-reset.mjs');

export interface GoProxyService {
  /** The proxy's routed MCP endpoint. */
  url: string;
  /** The reset-command setting that restarts it with MCP_EVAL_CONFIG_FILE. */
  resetCommand: string;
  stop(): Promise<void>;
}

/** Start server-everything and the proxy with its default config; the reset command's variables go into process.env. */
export async function startGoProxyService(): Promise<GoProxyService> {
  const everything = await startEverything('streamableHttp');
  const port = await freePort();
  const state = tempDir();
  Object.assign(process.env, {
    MCPPROXY_GO_BIN: mcpproxyGoBinary(),
    MCPB_PORT: String(port),
    MCPB_STATE: state,
    MCPB_EVERYTHING_URL: everything.url,
  });
  const resetCommand = `${JSON.stringify(process.execPath)} ${JSON.stringify(RESET_JS)}`;
  execFileSync(process.execPath, [RESET_JS], { stdio: 'inherit', timeout: 90_000 });
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    resetCommand,
    stop: async () => {
      const pidFile = path.join(state, 'pid');
      if (existsSync(pidFile)) {
        try {
          process.kill(-Number(readFileSync(pidFile, 'utf8')), 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      await everything.stop();
    },
  };
}
