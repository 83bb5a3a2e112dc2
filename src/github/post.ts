// The action's post: step. Runs also when the main step failed: save the service logs, take the service down
// (docker compose down -v), and upload the logs as their own artifact (artifacts are immutable once the main
// step has uploaded the report).
import * as core from '@actions/core';
import { errorMessage } from '../util/errors.js';
import type { Redactor } from '../sanitize/redact.js';
import { SERVICE_LOGS_SUFFIX, State } from './constants.js';
import { actionRedactor, artifactName, readInputs } from './inputs.js';

export async function runPost(): Promise<void> {
  // A separate process: the secrets come again from the inputs and the environment, never from the saved state.
  // The logs and every message go through them.
  const redact = actionRedactor(readInputs());
  await post(redact).catch((e: unknown) => core.warning(`mcp-eval post step: ${redact(errorMessage(e))}`));
}

async function post(redact: Redactor): Promise<void> {
  for (const s of redact.secrets) core.setSecret(s);
  // post-state.js brings compose/ and the MCP SDK (53 modules): loaded only when main saved a service to take down,
  // which most runs do not (0.2 s of CPU a post step otherwise).
  if (!core.getState(State.ComposeService)) return;
  const { teardownFromState } = await import('./post-state.js');
  const result = await teardownFromState(redact);
  if (!result) return;
  const logs = result.logPath ? `; logs in ${result.logPath}` : '';
  core.info(`service ${result.down ? 'taken down' : 'NOT taken down'}${logs}`);
  if (!result.logPath) return;
  // @actions/artifact only when there are service logs to upload. node:path is a Node builtin (no cost either way).
  const { uploadReportArtifact } = await import('./artifact.js');
  const path = await import('node:path');
  const name = `${artifactName(readInputs())}${SERVICE_LOGS_SUFFIX}`;
  const upload = await uploadReportArtifact(name, [result.logPath], path.dirname(result.logPath));
  if ('error' in upload) core.warning(`service logs not uploaded: ${redact(upload.error)}`);
  else core.info(`service logs uploaded as artifact "${name}"`);
}
