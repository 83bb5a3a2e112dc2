// The action's main step (runAction, src/github/action.ts: what src/main.ts runs, from the source) in the test's own
// process (helpers/in-process.ts), for the action tests where the process is not the point: outputs, summary, comment,
// cache and artifact contents. A run of dist/index.js costs a Node start and the bundle's load (~0.75 s of CPU) for
// each. The step gets what the runner gives a step's process: `env` IS its whole environment, the working directory,
// stdout and stderr as pipes; the runner's files (GITHUB_OUTPUT, GITHUB_STATE, GITHUB_STEP_SUMMARY) are written as by a
// spawned step. Its exit code is the one the process would exit with (process.exitCode, which core.setFailed sets).
// The bundle, the process's exit, its signals and the post step stay spawned (action-workspace.ts: main(), run()).
import { inProcess } from './in-process.js';

export interface Step {
  code: number;
  stdout: string;
  stderr: string;
}

/** runAction() with `env` as the whole environment, in `cwd`; `onStdout` sees stdout as it comes. */
export async function actionInProcess(
  env: NodeJS.ProcessEnv,
  cwd: string,
  onStdout?: (text: string) => void,
): Promise<Step> {
  // Loaded at the first run: the files that import action-workspace.ts for its spawned runs do not load it.
  const { runAction } = await import('../../src/github/action.js');
  const body = async () => {
    try {
      await runAction();
      return Number(process.exitCode ?? 0);
    } catch (e) {
      // As Node ends a process whose top-level await rejects.
      process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
      return 1;
    }
  };
  const { value: code, stdout, stderr } = await inProcess(body, { cwd, env, replaceEnv: true, onStdout });
  return { code, stdout, stderr };
}
