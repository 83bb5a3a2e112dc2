// The CLI's service under test (--compose-file, --compose-service): as the action does it, brought up and waited
// for before the run, restarted per configuration and reset by the pipeline, watched for a container that stops,
// its logs kept in the report directory (service.log, service-logs/), and taken down when the run ends, also when
// Ctrl-C (or a kill) ends it first.
import path from 'node:path';
import type { ExecuteOptions } from '../pipeline/index.js';
import type { Redactor } from '../sanitize/redact.js';
import type { ComposeService } from '../compose/index.js';
import { nthLogFile } from '../compose/running.js';
import type { Settings } from '../settings/settings.js';
import { onSignalExit } from '../util/process.js';
import { oneLine } from '../sanitize/escape.js';

type Hooks = Pick<ExecuteOptions, 'reset' | 'service'>;

/** `run` with the service's hooks, between its start and its teardown; without a compose file, `run` alone. */
export async function withService<T>(
  settings: Settings,
  redact: Redactor,
  run: (hooks: Hooks) => Promise<T>,
): Promise<T> {
  if (!settings.composeFile) return run({});
  // Docker compose support, only for a run given a compose-file.
  const { pipelineHooks, startService } = await import('../compose/index.js');
  const say = (line: string) => process.stderr.write(`mcp-eval: ${oneLine(redact(line))}\n`);
  const logPath = path.resolve(settings.out, 'service.log');
  // Each compose project that is to come down (mode ab starts two), in start order: taken out as it comes down, so
  // a Ctrl-C during the teardown and the teardown itself never take one down twice.
  const projects: { compose: ComposeService; file: string }[] = [];
  let started = 0;
  const teardown = async () => {
    for (const { compose, file } of projects.splice(0)) {
      const result = await compose.teardown(file);
      for (const p of result.problems) say(p);
      if (result.down) say(`service taken down; its logs are in ${file}`);
    }
  };
  const withdraw = onSignalExit(async () => {
    say('stopping: taking the compose service down (press Ctrl-C again to leave it running)');
    await teardown();
  });
  try {
    const service = await startService(settings, {
      redact,
      log: say,
      // From before `up`: a start that fails or is interrupted is taken down too.
      beforeUp: (compose) => {
        projects.push({ compose, file: nthLogFile(logPath, started++) });
      },
    });
    return await run(pipelineHooks(service, settings));
  } finally {
    await teardown();
    withdraw();
  }
}
