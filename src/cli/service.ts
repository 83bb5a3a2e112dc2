// The CLI's service under test (--compose-file, --compose-service): as the action does it, brought up and waited
// for before the run, restarted per configuration and reset by the pipeline, watched for a container that stops,
// its logs kept in the report directory (service.log, service-logs/), and taken down when the run ends, also when
// Ctrl-C (or a kill) ends it first.
import path from 'node:path';
import type { ExecuteOptions } from '../pipeline/index.js';
import type { Redactor } from '../reports/redact.js';
import type { Settings } from '../settings.js';
import { onSignalExit } from '../util/process.js';
import { oneLine } from '../util/text.js';

type Hooks = Pick<ExecuteOptions, 'reset' | 'service'>;

/** `run` with the service's hooks, between its start and its teardown; without a compose file, `run` alone. */
export async function withService<T>(
  settings: Settings,
  redact: Redactor,
  run: (hooks: Hooks) => Promise<T>,
): Promise<T> {
  if (!settings.composeFile) return run({});
  const { pipelineHooks, startService } = await import('../service/index.js');
  const say = (line: string) => process.stderr.write(`mcp-eval: ${oneLine(redact(line))}\n`);
  const logPath = path.resolve(settings.out, 'service.log');
  // Set once there is a service to take down; it takes itself away, so it runs once.
  const down: { teardown?: () => Promise<void> } = {};
  const withdraw = onSignalExit(async () => {
    say('stopping: taking the compose service down (press Ctrl-C again to leave it running)');
    await down.teardown?.();
  });
  try {
    const service = await startService(settings, {
      redact,
      log: say,
      // From before `up`: a start that fails or is interrupted is taken down too.
      beforeUp: (compose) => {
        down.teardown = async () => {
          down.teardown = undefined;
          const result = await compose.teardown(logPath);
          for (const p of result.problems) say(p);
          if (result.down) say(`service taken down; its logs are in ${logPath}`);
        };
      },
    });
    return await run(pipelineHooks(service, settings));
  } finally {
    await down.teardown?.();
    withdraw();
  }
}
