// The action's names, each written once. Inputs are the settings' own kebab-case names (settings/settings.ts
// settingName), read by inputs.ts; the outputs below are action.yml's `outputs:` (a test holds the two equal); the
// state is what the main step saves for the post step.
import type { Status } from '../results/status.js';

export const Outputs = {
  Status: 'status',
  Score: 'score',
  Results: 'results',
  Report: 'report',
} as const;

/** The outputs that count the scenarios of a status. */
export const CountOutputs = {
  good: 'GOOD',
  acceptable: 'ACCEPTABLE',
  degraded: 'DEGRADED',
  broken: 'BROKEN',
  errors: 'ERROR',
} as const satisfies Record<string, Status>;

export const State = {
  /** Where the compose service is (file, project, logs), for the post step to take it down. */
  ComposeService: 'mcp-eval-compose',
} as const;

/** The post step's artifact of the service logs: the report artifact's name and this suffix. */
export const SERVICE_LOGS_SUFFIX = '-service-logs';
