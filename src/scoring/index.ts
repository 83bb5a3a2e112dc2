// The scoring engine: pure functions from trajectories to scores (see SCORING.md).
export { align, MAX_ALIGNMENT_CELLS, type Alignment } from './alignment.js';
export { responseDrift } from './drift.js';
export {
  checkCriteria,
  compareCriteria,
  criterionLabel,
  judgeStatements,
  recordedVerdicts,
  transcriptPieces,
  transcriptText,
  type Verdict,
} from './criteria.js';
export { aggregate, criteriaCap, driftCap, evaluate, firstDivergence, type EvaluateOptions } from './evaluate.js';
export { COUNT_PENALTY, COUNT_SLACK, execStatus, failureAwareScore } from './failure.js';
export { matchFlags, modeScore, type MatchFlags } from './match.js';
export { serverVersions, toolChanges } from './servers.js';
export {
  argSimilarity,
  callSimilarity,
  COERCED_FACTOR,
  KEY_WEIGHT,
  prepare,
  prepareCall,
  preparedCallSimilarity,
  similarity,
  valueSimilarity,
  words,
  type Prepared,
  type PreparedCall,
} from './similarity.js';
