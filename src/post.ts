// The action's post: step. Runs also when the main step failed: save the service logs, take
// the service down (docker compose down -v), and upload the logs as their own artifact
// (artifacts are immutable once the main step has uploaded the report).
import * as core from '@actions/core';
import { errorMessage } from './errors.js';

async function post(): Promise<void> {
  const { teardownFromState } = await import('./github/compose.js');
  const result = await teardownFromState();
  if (!result) return;
  core.info(`service ${result.down ? 'taken down' : 'NOT taken down'}${result.logPath ? `; logs in ${result.logPath}` : ''}`);
  if (!result.logPath) return;
  const { uploadReportArtifact } = await import('./github/artifact.js');
  const path = await import('node:path');
  const name = `${core.getInput('artifact-name') || 'mcp-eval-report'}-service-logs`;
  const upload = await uploadReportArtifact(name, [result.logPath], path.dirname(result.logPath));
  if ('error' in upload) core.warning(`service logs not uploaded: ${upload.error}`);
  else core.info(`service logs uploaded as artifact "${name}"`);
}

await post().catch((e: unknown) => core.warning(`mcp-eval post step: ${errorMessage(e)}`));
