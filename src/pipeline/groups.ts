// Scenarios grouped by the service configuration they need (their config_file), so each configuration
// starts once per run: the default configuration first, then the others sorted by path. The service is
// restarted with a group's configuration before the group runs, whatever `reset` says, by the same
// hook that resets it (compose `down -v` + `up -d`, or the reset command), with MCP_EVAL_CONFIG_FILE
// set to the file's absolute path (unset for the default).
import { errorMessage, EvalError } from '../util/errors.js';
import { resolveConfigFile, type ResolvedConfig } from '../scenario/config-file.js';
import type { Scenario } from '../scenario/schema.js';
import type { Settings } from '../settings/settings.js';
import { compareText } from '../util/text.js';

export interface ConfigGroup {
  /** null: the default configuration (the service as it was started). */
  config: ResolvedConfig | null;
  scenarios: Scenario[];
}

export interface ConfigPlan {
  groups: ConfigGroup[];
  /** Scenarios that cannot run: their config file is missing, or nothing can restart the service with it. */
  failed: Array<{ scenario: Scenario; error: string }>;
}

const NO_RESTART =
  'nothing can restart the service with it: set compose-file (the action restarts its compose service) ' +
  'or reset-command (a command that restarts the service with the file MCP_EVAL_CONFIG_FILE names)';

export async function planConfigGroups(scenarios: Scenario[], cwd: string, canRestart: boolean): Promise<ConfigPlan> {
  const byFile = new Map<string, ConfigGroup>();
  const defaults: Scenario[] = [];
  const failed: ConfigPlan['failed'] = [];
  for (const scenario of scenarios) {
    let config: ResolvedConfig | null;
    try {
      config = await resolveConfigFile(scenario, cwd);
    } catch (e) {
      failed.push({ scenario, error: errorMessage(e) });
      continue;
    }
    if (!config) defaults.push(scenario);
    else if (!canRestart) failed.push({ scenario, error: `config_file ${config.path} is set, but ${NO_RESTART}` });
    else {
      const group = byFile.get(config.file) ?? { config, scenarios: [] };
      group.scenarios.push(scenario);
      byFile.set(config.file, group);
    }
  }
  // Two scenarios may give the same relative path for different files: the absolute path breaks the tie.
  const named = [...byFile.values()].sort(
    (a, b) => compareText(a.config!.path, b.config!.path) || compareText(a.config!.file, b.config!.file),
  );
  return { groups: [...(defaults.length ? [{ config: null, scenarios: defaults }] : []), ...named], failed };
}

/**
 * A reset-command with reset none runs only when a scenario's configuration differs from the one the
 * service runs with: without any config_file it would never run, which is the user's to fix.
 */
export function checkResetCommandRuns(
  settings: Pick<Settings, 'reset' | 'resetCommand'>,
  scenarios: readonly Scenario[],
): void {
  if (settings.reset !== 'none' || !settings.resetCommand) return;
  if (scenarios.some((s) => s.config_file !== undefined)) return;
  throw new EvalError(
    'config',
    'reset-command is set but reset is none and no scenario names a config_file, so it would never run: ' +
      'set reset run (before every run) or reset scenario (before every scenario), or remove reset-command',
  );
}
