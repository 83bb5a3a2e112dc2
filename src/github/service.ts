// The service under test for the action: src/compose/ started from the inputs, saved first for the post step (so it
// comes down whatever happens), its progress in the job log.
import { info } from './commands.js';
import type { Redactor } from '../sanitize/redact.js';
import type { RunningService } from '../compose/index.js';
import type { Settings } from '../settings/settings.js';

export type Service = RunningService;

/** Up and ready, or undefined when no compose-file is given. */
export async function startActionService(settings: Settings, redact: Redactor): Promise<Service | undefined> {
  if (!settings.composeFile) return undefined;
  // Docker compose support and what saves it for the post step, only for a run given a compose-file.
  const { startService } = await import('../compose/index.js');
  const { defaultLogPath, saveForPost } = await import('./post-state.js');
  return startService(settings, {
    redact,
    log: (l) => info(l),
    beforeUp: (compose) => saveForPost(compose, defaultLogPath()),
  });
}
