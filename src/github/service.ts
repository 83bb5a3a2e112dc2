// The service under test for the action: `docker compose up` of the compose-file input, ready when every
// network server of the config answers MCP initialize; reset between scenarios and its logs for the artifact.
import * as core from '@actions/core';
import type { Redactor } from '../reports/redact.js';
import type { Settings } from '../settings.js';

export interface Service {
  /** down -v, up -d with MCP_EVAL_CONFIG_FILE set to `configFile` (unset for null), then the wait for MCP. */
  reset: (configFile: string | null) => Promise<void>;
  /** Writes the container logs to a file (for the artifact). */
  logs: (file: string) => Promise<string>;
}

/** Up and ready, or undefined when no compose-file is given. Saved first for the post step, so it comes down. */
export async function startService(settings: Settings, redact: Redactor): Promise<Service | undefined> {
  if (!settings.composeFile) return undefined;
  const { ComposeService, defaultLogPath } = await import('./compose.js');
  const { loadServerConfig, waitForReady } = await import('../servers/index.js');
  const service = new ComposeService({ file: settings.composeFile, service: settings.composeService, redact });
  service.saveForPost(defaultLogPath());
  const servers = loadServerConfig(settings.servers);
  const ready = {
    probe: async () => {
      for (const s of servers) if (s.type !== 'stdio') await waitForReady(s, { deadlineMs: 5_000, intervalMs: 500 });
    },
    timeoutMs: settings.connectTimeoutSeconds * 4 * 1000,
  };
  core.info(`starting the service: docker compose -f ${settings.composeFile} up -d ${settings.composeService ?? ''}`);
  await service.up();
  const { ms } = await service.waitReady(ready);
  core.info(`service answered MCP initialize after ${(ms / 1000).toFixed(1)}s`);
  return { reset: (configFile) => service.reset(ready, configFile), logs: (file) => service.logs(file) };
}
