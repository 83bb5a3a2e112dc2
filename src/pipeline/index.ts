// The pipeline's public face: a run from settings (execute, executeMerge) or from ready dependencies (run).
export type { ProgressEvent, Restart, RunDeps } from './context.js';
export { execute, type ExecuteOptions } from './execute.js';
export { executeMerge } from './merge.js';
export type { BranchVerdict } from './persist.js';
export { run } from './run.js';
