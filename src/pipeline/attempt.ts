// Stage attempt: one run of a scenario. Its servers from the pool, the agent through the tool host, the run's time
// limit, its success criteria checked as it ends, and redaction, so nothing later sees a secret. A run that fails
// is a RunResult with its error, never a throw: the scenario decides what a failed run means.
import type { Agent, AgentResult } from '../agents/agent.js';
import { errorMessage } from '../util/errors.js';
import type { Redactor } from '../sanitize/redact.js';
import type { RunResult } from '../results/index.js';
import type { Scenario } from '../scenario/schema.js';
import { checkCriteria, criterionLabel, judgeStatements, transcriptText, type Verdict } from '../scoring/index.js';
import {
  Answerer,
  createToolHost,
  poolFrom,
  type RunToolHost,
  type ServerConfig,
  type ServerPool,
  type ServerSource,
} from '../mcp/index.js';
import type { SamplingRequest } from '../mcp/host.js';
import { addUsage, isModelAgent, Recorder, type ToolCallRecord, type Trajectory } from '../results/trajectory.js';
import { configRef, type Staged } from './context.js';
import { addExtra, simulatedUser, withExtras, type Extras } from './simulated-user.js';
import { SpanStatusCode } from '@opentelemetry/api';
import { inSpan } from '../tracing/spans.js';

/**
 * Run `runIndex` of the scenario, with the baseline's run the replay agent re-issues (if any): a trace of its own,
 * its root span the agent's run, under which the model requests and MCP requests of the run nest. Takes attemptRun's
 * parameters.
 */
export function attempt(...args: Parameters<typeof attemptRun>): Promise<RunResult> {
  const [scenario, runIndex, , , ctx] = args;
  const attributes = {
    'gen_ai.operation.name': 'invoke_agent',
    'gen_ai.agent.name': ctx.agent.kind,
    'gen_ai.request.model': ctx.agent.model ?? undefined,
    'mcp_eval.scenario.id': scenario.id,
    'mcp_eval.run_index': runIndex,
  };
  return inSpan({ name: `invoke_agent ${scenario.id}`, attributes, root: true }, async (span) => {
    const result = await attemptRun(...args);
    if (result.error) span?.setStatus({ code: SpanStatusCode.ERROR, message: ctx.deps.redact?.(result.error) });
    span?.setAttribute('mcp_eval.stop_reason', result.trajectory.stop_reason);
    return result;
  });
}

async function attemptRun(
  scenario: Scenario,
  runIndex: number,
  servers: ServerConfig[],
  baseline: Trajectory | null,
  ctx: Staged,
): Promise<RunResult> {
  const { settings, agent, git } = ctx;
  const redact = (t: Trajectory) => redactTrajectory(t, ctx.deps.redact, agent.kind);
  const recorder = new Recorder(scenario.id, runIndex, agent.kind, agent.model);
  const { timeoutMs, maxTurns } = ctx.limits;
  const abort = new AbortController();
  // What was under way when the limit fired, said as it fires: the servers still opening, or those of the calls.
  const opening = new Set(servers.map((s) => s.name));
  let host: RunToolHost | null = null;
  let cutWhile: string | null = null;
  const timer = setTimeout(() => {
    cutWhile = underWay(opening, host?.callsUnderWay() ?? []);
    abort.abort(new Error(`run timed out after ${timeoutMs / 1000}s`));
  }, timeoutMs);
  let pool: ServerPool | null = null;
  try {
    ctx.step('connecting to servers');
    pool = await poolFrom(servers, noting(ctx.source, opening));
    const { answerer, nextUser, extras } = conversing(scenario, ctx, abort, recorder, redact);
    host = createToolHost(pool, recorder, {
      exposure: settings.exposure,
      list: settings.gatewayList,
      callTimeoutMs: settings.callTimeoutSeconds * 1000,
      signal: abort.signal,
      answerer,
    });
    ctx.step(`${agent.kind} agent running`);
    const agentRan = await agent.run({ scenario, host, recorder, baseline, maxTurns, signal: abort.signal, nextUser });
    const ran = answerer.problem ? { stop_reason: 'error' as const, error: answerer.problem } : agentRan;
    // A run the limit cut ends there, whatever the agent made of it, and says what the limit cut.
    const outcome =
      abort.signal.aborted && !answerer.problem
        ? { ...ran, stop_reason: 'timeout' as const, error: timedOut(cutWhile, ran, recorder) }
        : ran;
    const stopError = limitSaid(outcome, timeoutMs);
    const snapshots = pool.snapshots();
    const ended = recorder.finish({ stop_reason: outcome.stop_reason, error: stopError, servers: snapshots, git });
    const finished = { ...withExtras(ended, extras), tool_tokens: host.toolTokens() };
    const config = configRef(ctx.group);
    // Judged on the redacted run, and redacted again: the judge's reasons quote the transcript. A run without criteria
    // comes back as it went (the same object): redacted already, and a second pass finds nothing more (execute.ts).
    const recorded = redact(config ? { ...finished, config } : finished);
    const criteria = await withCriteria(scenario, recorded, agent, abort.signal);
    const trajectory = criteria === recorded ? recorded : redact(criteria);
    const error = modelError(outcome) ?? answerer.problem;
    return { run_index: runIndex, trajectory, baseline_run_index: null, evaluation: null, error };
  } catch (e) {
    const error = errorMessage(e);
    // Servers it could not open are there, unanswered: nothing is said of their tools (not "all removed").
    const reached = pool?.snapshots() ?? servers.map((s) => ({ name: s.name, server_info: null, tools: [] }));
    const trajectory = redact(recorder.finish({ stop_reason: 'error', error, servers: reached, git }));
    return { run_index: runIndex, trajectory, baseline_run_index: null, evaluation: null, error };
  } finally {
    clearTimeout(timer);
    await pool?.close().catch(() => {});
  }
}

/**
 * Who answers the run besides the agent: the servers' asks (one the scenario has no answer for ends the run at once,
 * as ERROR naming it; sampling, a model agent's model answers) and the simulated user, whose requests' usage goes into
 * `extras`; the user reads the run so far, redacted.
 */
function conversing(
  scenario: Scenario,
  ctx: Staged,
  abort: AbortController,
  recorder: Recorder,
  redact: (t: Trajectory) => Trajectory,
) {
  const { agent, git } = ctx;
  const snapshot = () => redact(recorder.finish({ stop_reason: 'end_turn', servers: [], git }));
  const { elicitation = [], sampling = [], roots = ctx.settings.roots } = scenario;
  const extras: Extras = {};
  const sample = agent.sample?.bind(agent);
  const sampler =
    sample &&
    (async (request: SamplingRequest) => {
      const answer = await sample(request, abort.signal);
      if (!('error' in answer)) addExtra(extras, 'sampling_usage', answer.usage);
      return answer;
    });
  const answerer = new Answerer({ elicitation, sampling, roots, sampler }, (why) => abort.abort(new Error(why)));
  const nextUser = simulatedUser(scenario, ctx.userAgent ?? agent, snapshot, extras);
  return { answerer, nextUser, extras };
}

/** A model that could not be reached, or would not answer, is no verdict on the server: ERROR, saying why. */
/** A run's error, saying which limit cut it: the agents only know that the signal fired. */
function limitSaid(outcome: Pick<AgentResult, 'stop_reason' | 'error'>, timeoutMs: number): AgentResult['error'] {
  if (outcome.stop_reason !== 'timeout') return outcome.error;
  return `${outcome.error ?? 'run timed out'} (limit ${timeoutMs / 1000}s)`;
}

function modelError(outcome: AgentResult): string | null {
  if (outcome.stop_reason === 'api_error') return `model API error: ${outcome.error ?? 'unknown'}`;
  return outcome.stop_reason === 'refusal' ? `model refusal: ${outcome.error ?? 'the model refused'}` : null;
}

/** The servers (of the scenario) still opening, kept in `opening`: what a limit that fires while connecting cuts. */
function noting(source: ServerSource, opening: Set<string>): ServerSource {
  return {
    open: (config) => source.open(config).finally(() => opening.delete(config.name)),
    release: (conn) => source.release(conn),
    drop: () => source.drop(),
  };
}

const named = (servers: Iterable<string>) => [...new Set(servers)].map((s) => `"${s}"`).join(', ');

/** What the limit cut as it fired: connecting to servers, or calls to them; null when between calls. */
function underWay(opening: ReadonlySet<string>, calls: readonly string[]): string | null {
  if (calls.length) return `during a call to server ${named(calls)}`;
  return opening.size ? `while connecting to server ${named(opening)}` : null;
}

/**
 * Why a cut run stopped, naming the server whose request the limit cut; between calls, the agent's own words (waiting
 * for the model) and the server of the last call, whose answer took the time.
 */
function timedOut(cutWhile: string | null, ran: AgentResult, recorder: Recorder): string {
  if (cutWhile) return `run timed out ${cutWhile}`;
  const last = [...recorder.messages].reverse().find((m): m is ToolCallRecord => m.type === 'tool_call');
  const said = ran.stop_reason === 'timeout' && ran.error ? ran.error : 'run timed out between calls';
  return last?.server ? `${said}, the last call to server "${last.server}"` : said;
}

/**
 * The run's success criteria, checked as it ends. Judge criteria take one request of an agent with a
 * model (its tokens and cost added to the run's usage); an offline agent leaves them not judged.
 */
async function withCriteria(scenario: Scenario, t: Trajectory, agent: Agent, signal: AbortSignal): Promise<Trajectory> {
  const criteria = scenario.success_criteria;
  if (!criteria.length) return t;
  const statements = judgeStatements(criteria);
  const judge = agent.judge?.bind(agent);
  // A run cut by its time limit or by the model API leaves nothing to ask the model with.
  const unjudged = !judge
    ? `not judged: the ${agent.kind} agent has no model to judge with`
    : signal.aborted || t.stop_reason === 'api_error'
      ? `not judged: the run ended early (${t.stop_reason})`
      : null;
  if (!statements.length || !judge || unjudged) {
    return { ...t, criteria: checkCriteria(criteria, t, () => ({ met: null, reason: unjudged ?? '' })) };
  }
  const judged = await judge({ statements, transcript: transcriptText(t), signal });
  const verdict = (statement: string): Verdict =>
    judged.verdicts[statements.indexOf(statement)] ?? {
      met: null,
      reason: judged.error ?? `not judged: the judge gave no verdict on "${criterionLabel({ judge: statement })}"`,
    };
  return {
    ...t,
    usage: addUsage(t.usage, judged.usage),
    judge_usage: judged.usage,
    criteria: checkCriteria(criteria, t, verdict),
  };
}

/**
 * A trajectory as baselines and scores see it: redacted, except the arguments of an offline agent's
 * calls. Those came from the scenario file or a stored baseline, never from a server, and are kept as
 * sent so that replaying them sends the same request; a model's may echo what a tool printed, and are
 * redacted. results.json and every report are redacted whole when written.
 */
function redactTrajectory(t: Trajectory, redact: Redactor | undefined, agent: Agent['kind']): Trajectory {
  if (!redact) return t;
  const out = redact(t);
  if (isModelAgent(agent)) return out;
  out.messages.forEach((m, i) => {
    if (m.type === 'tool_call') m.arguments = (t.messages[i] as ToolCallRecord).arguments;
  });
  return out;
}

/**
 * The first run's error: a run that failed (a model API error, or a server or agent that threw)
 * leaves the scenario without a score or a baseline. Thrown as kind `call`; the result keeps the message.
 */
export function runError(runs: readonly RunResult[]): string | null {
  return runs.find((r) => r.error)?.error ?? null;
}
