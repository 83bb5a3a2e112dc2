// The scoring engine: pure functions from trajectories to scores (see SCORING.md).
export { align, MAX_ALIGNMENT_CELLS, type Alignment } from './alignment.js';
export { findCauses } from './causes.js';
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
export {
  aggregate,
  closestVariation,
  criteriaCap,
  describePair,
  driftCap,
  evaluate,
  failureReason,
  firstDivergence,
  type EvaluateOptions,
} from './evaluate.js';
export { COUNT_PENALTY, COUNT_SLACK, execStatus, failureAwareScore } from './failure.js';
export { matchFlags, modeScore, type MatchFlags } from './match.js';
export {
  FACTOR,
  LATENCY_METRICS,
  latencyCap,
  PERF_FLOORS,
  PERF_METRICS,
  performanceRegressions,
  perfVerdict,
  SEVERAL,
  type PerfFinding,
  type PerfMetric,
  type PerfVerdict,
} from './performance.js';
export {
  detectRenames,
  MAX_RENAME_PAIRS,
  nameTokens,
  RENAME_THRESHOLD,
  renameConfidence,
  type Rename,
  type RenameEvidence,
} from './renames.js';
export { describeSchemaDiff, schemaDiff, type PropertyChange, type SchemaDiff } from './schema-diff.js';
export { explainToolChanges, serverVersions, toolChanges } from './servers.js';
export { ABBREVIATIONS, normalizeWord } from './stems.js';
export { argumentSuggestions, namesArgument } from './suggestions.js';
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
