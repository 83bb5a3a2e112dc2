// What a started service is to the entries and the pipeline, and how one is started: shared by index.ts and ab.ts.
import type { Restart, ServiceWatch } from '../pipeline/context.js';
import type { Redactor } from '../sanitize/redact.js';
import type { ComposeService } from './compose-service.js';

/** A started service: what the pipeline is handed, and what the entry does with it at the end. */
export interface RunningService {
  /** For the pipeline: a reset with a configuration (MCP_EVAL_CONFIG_FILE), then the wait for MCP. */
  reset: Restart;
  /** For the pipeline: a stopped container, said once; the files it was started with. */
  watch: ServiceWatch;
  /** Every container's logs into `file` (mode ab's side B: nthLogFile(file, 1)), redacted: the files written. */
  logs: (file: string) => Promise<string[]>;
  /** The logs kept of the containers the resets removed, one file per configuration (service-logs/ in `out`). */
  keptLogs: () => Promise<string[]>;
}

/** The log file of a run's i-th compose project (from 0; mode ab starts two): `service.log`, `service-2.log`. */
export function nthLogFile(file: string, i: number): string {
  return i === 0 ? file : file.replace(/(\.log)?$/, `-${i + 1}.log`);
}

export interface StartOptions {
  redact: Redactor;
  log: (line: string) => void;
  /** Called before `up`, so that a failed start is taken down too (the action saves it for its post step). */
  beforeUp?: (compose: ComposeService) => void;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/** Which instance of the compose file: its servers' config, and for a side of mode ab its project and variables. */
export interface Instance {
  servers: string | undefined;
  project?: string;
  env?: Record<string, string>;
  /** Where its kept logs go, under the report directory's service-logs/; default there. */
  logSubdir?: string;
}
