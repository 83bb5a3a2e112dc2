// The action's post: step. Runs also when the main step failed: save the service logs, take the service down
// (docker compose down -v), and upload the logs as their own artifact (artifacts are immutable once the main
// step has uploaded the report).
import { errorMessage } from '../util/errors.js';
import type { Redactor } from '../sanitize/redact.js';
import { getState, info, setSecret, warning } from './commands.js';
import { SERVICE_LOGS_SUFFIX, State } from './constants.js';

export async function runPost(): Promise<void> {
  // Most runs save no service: then the step prints nothing and loads nothing more (the inputs' settings and zod,
  // @actions/core and its HTTP client: 0.15 s of CPU a post step). The masks main printed hold for the whole job.
  if (!getState(State.ComposeService)) return;
  // A separate process: the secrets come again from the inputs and the environment, never from the saved state.
  // The logs and every message go through them.
  const { actionRedactor, artifactName, readInputs } = await import('./inputs.js');
  const raw = readInputs();
  const redact = actionRedactor(raw);
  await post(redact, artifactName(raw)).catch((e: unknown) =>
    warning(`mcp-eval post step: ${redact(errorMessage(e))}`),
  );
}

async function post(redact: Redactor, artifact: string): Promise<void> {
  for (const s of redact.secrets) setSecret(s);
  // post-state.js brings compose/ and the MCP SDK (53 modules).
  const { teardownFromState } = await import('./post-state.js');
  const result = await teardownFromState(redact);
  if (!result) return;
  const logs = result.logPath ? `; logs in ${result.logPath}` : '';
  info(`service ${result.down ? 'taken down' : 'NOT taken down'}${logs}`);
  if (!result.logPath) return;
  // @actions/artifact only when there are service logs to upload. node:path is a Node builtin (no cost either way).
  const { uploadReportArtifact } = await import('./artifact.js');
  const path = await import('node:path');
  const name = `${artifact}${SERVICE_LOGS_SUFFIX}`;
  const upload = await uploadReportArtifact(name, [result.logPath], path.dirname(result.logPath));
  if ('error' in upload) warning(`service logs not uploaded: ${redact(upload.error)}`);
  else info(`service logs uploaded as artifact "${name}"`);
}
