// The scoring engine: pure functions from trajectories to scores (see docs/scoring/).
export { align, MAX_ALIGNMENT_CELLS, type Alignment } from './alignment.js';
export { findCauses, OPINION_LINE } from './causes.js';
export { compareContract } from './contract/compare.js';
export { CONTRACT_RULES, byClass } from './contract/rules.js';
export { answerConformance, type AnswerCheck } from './contract/answers.js';
export { responseDrift } from './drift.js';
export { renamesByRule } from './rename-rules.js';
export {
  checkCriteria,
  criterionLabel,
  judgeStatements,
  recordedVerdicts,
  transcriptText,
  type Verdict,
} from './criteria.js';
export {
  aggregate,
  capsScore,
  closestVariation,
  confirmedScores,
  criteriaCap,
  driftCap,
  evaluate,
  failingNow,
  firstDivergence,
  type EvaluateOptions,
} from './evaluate.js';
export { COUNT_PENALTY, COUNT_SLACK, execStatus, failureAwareScore } from './failure.js';
export {
  describeRecovery,
  failingCalls,
  recoveredText,
  recoveries,
  runFailed,
  runPasses,
  type Recovery,
} from './run-passes.js';
export { matchFlags, modeScore, type MatchFlags } from './match.js';
export {
  describeGrowth,
  growthWhere,
  LATENCY_METRICS,
  latencyCap,
  partsGrowth,
  partsOfTool,
  performanceRegressions,
  perfVerdict,
} from './performance.js';
export { detectRenames, MAX_RENAME_PAIRS, nameTokens, renameConfidence, type Rename } from './renames.js';
export { compatibility, describeSchemaDiff, schemaDiff, type SchemaDiff } from './schema-diff.js';
export { explainToolChanges, serverVersions, toolChanges, ToolDeltas } from './servers.js';
export { Screener } from './screened.js';
export { normalizeWord } from './stems.js';
export { answerChanges, surfaceChanges, VOLATILE_FIELDS } from './surface.js';
export { namesArgument } from './suggestions.js';
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
export {
  choose,
  describeRate,
  describeRateVerdict,
  passAtK,
  passHatK,
  passRate,
  PASS_K,
  rateCell,
  wilson,
  Z95,
} from './pass-rate.js';
export {
  decided,
  DEFAULT_DESIGN,
  difference,
  levels,
  looksOf,
  normalQuantile,
  runsNeeded,
  testDifference,
  wilsonCC,
  type Levels,
  type RateDesign,
  type Tally,
} from './rate-test.js';
export { alignConversation, pairPlace, turnPrefix } from './turns.js';
