// The compose service across the action's two steps: main saves where it is (saveForPost, before `up`, so a failed
// start is cleaned too) and the post: step, a process of its own, takes it down from that state, also when the main
// step failed or timed out. The service itself is src/compose/.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import { errorMessage } from '../util/errors.js';
import { noRedaction, type Redactor } from '../sanitize/redact.js';
import { State } from './constants.js';
import { ComposeService, nthLogFile, type TeardownResult } from '../compose/index.js';

interface SavedState {
  file: string;
  project?: string;
  service?: string;
  cwd: string;
  logPath: string;
  docker?: string;
}

/**
 * The services saved so far in a step (mode ab starts two), by the step's state file (GITHUB_STATE): the post step
 * takes each down. A step is a process on a runner; the tests run many steps in one process, each with its own file.
 */
const savedBy = new Map<string, SavedState[]>();

/** Remember this service for the post: step (call before up(), so a failed up is cleaned too). */
export function saveForPost(compose: ComposeService, logPath: string = defaultLogPath()): void {
  const state: SavedState = {
    file: compose.file,
    project: compose.project,
    service: compose.service,
    cwd: compose.cwd,
    logPath,
    docker: compose.docker === 'docker' ? undefined : compose.docker,
  };
  const stateFile = process.env.GITHUB_STATE ?? '';
  const saved = savedBy.get(stateFile) ?? [];
  savedBy.set(stateFile, saved);
  state.logPath = nthLogFile(logPath, saved.length);
  saved.push(state);
  core.saveState(State.ComposeService, JSON.stringify(saved));
}

/**
 * For the post step: save the service logs and take it down, when main started one. Never throws: problems become
 * warnings. The state holds no secret, so post passes the redactor it rebuilt from the inputs.
 */
export async function teardownFromState(redact: Redactor = noRedaction): Promise<TeardownResult | null> {
  try {
    const raw = core.getState(State.ComposeService);
    if (!raw) return null;
    const results: TeardownResult[] = [];
    for (const s of JSON.parse(raw) as SavedState[]) {
      const { file, project, service, cwd, docker } = s;
      const result = await new ComposeService({ file, project, service, cwd, docker, redact }).teardown(s.logPath);
      for (const p of result.problems) core.warning(p);
      results.push(result);
    }
    const [first] = results;
    return { ...first, down: results.every((r) => r.down), problems: results.flatMap((r) => r.problems) };
  } catch (err) {
    const problem = redact(`service teardown failed: ${errorMessage(err)}`);
    core.warning(problem);
    return { logPath: null, down: false, problems: [problem] };
  }
}

export function defaultLogPath(): string {
  return join(process.env.RUNNER_TEMP || tmpdir(), 'mcp-eval-service.log');
}
