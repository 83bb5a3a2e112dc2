// The pipeline shared by the action and the CLI, as its stages: plan what to run, prepare the baseline store and
// history (persist), run each configuration group's scenarios (scenario.ts: serve, attempt, judge), save what was
// recorded with this run's history line (persist), and build the RunReport (report). The retrieval suites run after
// the scenarios (retrieval). No GitHub, no process.exit: the entry points publish.
import { agentFromSettings } from '../agents/index.js';
import { gitInfo } from '../util/git.js';
import { summarizeRun } from '../results/history.js';
import type { ContractSection, HistorySection, RunReport, ScenarioResult } from '../results/index.js';
import type { RetrievalSuiteResult } from '../results/retrieval.js';
import type { Agent } from '../agents/agent.js';
import type { GitInfo } from '../util/git.js';
import { Screener, ToolDeltas } from '../scoring/index.js';
import type { Settings } from '../settings/settings.js';
import { noRedaction, type Redactor } from '../sanitize/redact.js';
import type { Log, RunDeps } from './context.js';
import type { RetrievalContext, RetrievalOutcome } from './retrieval.js';
import { beginContract, checkContract, READ_CONCURRENCY, readOlder } from './contract/check.js';
import type { ContractContext, ContractOutcome } from './contract/check.js';
import { checkAnswers } from './contract/answers.js';
import { FirstOpens } from './contract/first-opens.js';
import { planGroups, selectScenarios } from './plan.js';
import { prepareStore, readHistory, saveRun, unsaved } from './persist.js';
import { buildReport, runMode } from './report.js';
import { runGroups, type ScenarioOutcome } from './scenario.js';
import type { ConfigPlan } from './groups.js';
import { screeningOpinions } from './screen.js';
import { restoreDefault, serverSource } from './serve.js';
import { runProfile } from '../settings/client.js';
import type { ClientProfile } from '../mcp/contract-read.js';
import { modelSuite } from './models.js';
import { userModelAgent } from './simulated-user.js';
import { inSpan } from '../tracing/spans.js';
import { readSpansBack } from './trace-back.js';

export async function run(settings: Settings, deps: RunDeps): Promise<RunReport> {
  runMode(settings);
  const started = new Date();
  const cwd = deps.cwd ?? process.cwd();
  const env = deps.env ?? process.env;
  const log = deps.log ?? (() => {});
  // Asked now, awaited once the scenarios are loaded: a local run's answer is a git process (it never rejects).
  const asked = gitInfo(cwd, env);
  const agent = deps.agent ?? agentFromSettings(settings, env);

  const { store } = deps;
  if (settings.mode === 'contract') return contractOnly(settings, deps, { git: await asked, started, agent, log });
  const selected = await selectScenarios(settings, cwd, log, deps.loaded);
  const git = await asked;
  const { problems } = selected;
  // A run of several models: each scenario once per model, run by that model's agent.
  const byModel = modelSuite(selected.suite, settings, env);
  const suite = byModel?.suite ?? selected.suite;
  const storeError = await prepareStore(store, log);
  // A history the store could not be read for is neither shown nor written over.
  const history = deps.history && !storeError ? await readHistory(store, log) : null;
  const canRestart = deps.reset !== undefined;
  const shard = deps.shard ?? null;
  const plan = await planGroups(suite, settings, shard, { store, storeError, cwd, canRestart, log });

  const firstOpens = readsOnFirst(settings, plan.groups, deps) ? new FirstOpens(serverSource(settings, suite)) : null;
  const source = firstOpens ?? serverSource(settings, suite);
  const sourceB = deps.serversB ? serverSource(settings, suite) : undefined;
  const opinions = screeningOpinions(settings, agent, log, env);
  const shared = { deltas: new ToolDeltas(), screener: new Screener(), opinions };
  const userAgent = userModelAgent(settings, env);
  const agents = { agent, agents: byModel?.agents, userAgent };
  const base = { settings, deps, ...agents, git, storeError, source, sourceB, ...shared, log };
  // The contract read, then the scenarios, then the retrieval suites (on the same connections, the service back on
  // its default config), then the contract compared. The read goes beside the first scenarios when it keeps the
  // verdict the same (readsBeside, readsOnFirst), else before them; its older client's read goes beside them too
  // unless the run can restart the service under it (then before them). What is read again at the end is read with
  // the service back on its default config (restart).
  const profile = { client: runProfile(settings, suite), roots: settings.roots };
  const lastConfig = plan.groups.groups.at(-1)?.config ?? null;
  const restart = lastConfig && deps.reset ? restoreDefault(deps.reset) : undefined;
  const reads = { source, sourceB, ...(firstOpens ? { firstOpens } : {}), ...(restart ? { restore: restart } : {}) };
  const contractCtx = { ...contractContext(deps, { git, storeError, log, profile }), ...reads };
  const { reading } = await startContract(settings, deps, plan.groups, contractCtx);
  const retrievalContext = { cwd, servers: deps.servers, shard, store, storeError, source, restart, log };
  const scenariosThenSuites = async () => ({
    outcomes: await runGroups(plan.groups, base),
    retrieval: await retrievalStage(settings, retrievalContext),
  });
  // The connections are dropped once the read on them is done too.
  const { outcomes: scenarioOutcomes, retrieval } = await scenariosThenSuites().finally(async () => {
    firstOpens?.settle();
    await reading.catch(() => undefined);
    await Promise.all([source.drop(), sourceB?.drop()]);
  });
  // The proxy's and servers' spans, read back once the scenarios are done (docs/traces.md).
  const { outcomes, problem } = settings.traceQuery
    ? await readSpansBack(settings.traceQuery, scenarioOutcomes, log)
    : { outcomes: scenarioOutcomes, problem: undefined };
  if (problem) problems.push(problem);
  const contract = await inSpan({ name: 'contract compare', root: true }, async () => (await reading).finish());
  // A container that stopped between scenarios, which a reset started again: no scenario saw it, the run says it.
  problems.push(...(deps.service?.recovered() ?? []), ...contract.problems);
  const ran = { outcomes, retrieval, contract, problems, history, plan, git, started, agent, log };
  return inSpan({ name: 'verdict', root: true }, async (span) => {
    const report = await finish(settings, deps, ran);
    span?.setAttributes({ 'mcp_eval.status': report.status, 'mcp_eval.failed': report.failed });
    return report;
  });
}

/** The retrieval suites of the run; a run without any (most) never loads their modules. */
async function retrievalStage(settings: Settings, ctx: RetrievalContext): Promise<RetrievalOutcome> {
  if (!settings.retrievalSuites) return { suites: [], files: [], problems: [] };
  // Lazy: the suites' schemas, loaders and runner cost each run ~7 ms of CPU to load (issue 43), for nothing without
  // a suite.
  const { runRetrieval } = await import('./retrieval.js');
  return runRetrieval(settings, ctx);
}

/**
 * The contract read begun, and awaited where it goes before the scenarios; the older client's read before them where
 * the run can restart the service under it (restartsService), else beside them. `reading` finishes once they are done.
 */
async function startContract(settings: Settings, deps: RunDeps, plan: ConfigPlan, ctx: ContractContext) {
  const older = restartsService(settings, plan, deps) ? readOlder(settings, ctx) : undefined;
  const reading = inSpan({ name: 'contract read', root: true }, () =>
    beginContract(settings, { ...ctx, ...(older ? { older } : {}) }),
  );
  void reading.catch(() => undefined);
  if (older) await older;
  if (!ctx.firstOpens && !readsBeside(settings, plan, deps.servers.length)) await reading;
  return { reading };
}

/**
 * Is the contract read beside the first scenarios rather than before them? Then a scenario on one server does not wait
 * for another's lists (cold start). It keeps the verdict the same where every scenario shares the read's connection
 * (reset none), no restart comes before or between groups (a restart drops the connections) and every server's read
 * starts at once: the contract is then the snapshot of each connection as it opens, taken before a scenario's first
 * call on it.
 */
function readsBeside(settings: Pick<Settings, 'reset'>, plan: ConfigPlan, servers: number): boolean {
  const [first, ...more] = plan.groups;
  const oneGroup = more.length === 0 && (first?.config ?? null) === null;
  return settings.reset === 'none' && oneGroup && servers <= READ_CONCURRENCY;
}

/**
 * Can the run restart the service under a read beside its scenarios: a reset before each run or scenario, or a
 * configuration group the service is restarted for? Then the older client reads before the scenarios.
 */
function restartsService(settings: Pick<Settings, 'reset'>, plan: ConfigPlan, deps: RunDeps): boolean {
  return !!deps.reset && (settings.reset !== 'none' || plan.groups.some((g) => g.config !== null));
}

/**
 * Is the contract read on the first scenario's own connections (first-opens.ts) rather than on connections of its
 * own before the scenarios? Then a stdio server is started once for both. It keeps the verdict the same where each
 * run opens its own connections (reset run or scenario), every server is a stdio one (a process that starts afresh,
 * on the service's state as the reset leaves it), the first group restarts nothing (its default configuration) and
 * its first scenario opens every server; not in mode ab (two sides' reads).
 */
function readsOnFirst(settings: Pick<Settings, 'reset'>, plan: ConfigPlan, deps: RunDeps): boolean {
  const [first] = plan.groups;
  const scenario = first?.config === null ? first.scenarios[0] : undefined;
  const opensAll = (names?: readonly string[]) => !names || deps.servers.every((s) => names.includes(s.name));
  const stdio = deps.servers.every((s) => s.type === 'stdio');
  return settings.reset !== 'none' && !deps.serversB && stdio && !!scenario && opensAll(scenario.servers);
}

/** What the scenarios, the retrieval suites and the contract gave, saved and reported. */
interface RunOutcome {
  outcomes: ScenarioOutcome[];
  retrieval: RetrievalOutcome;
  contract: ContractOutcome;
  problems: string[];
  history: Awaited<ReturnType<typeof readHistory>> | null;
  plan: Awaited<ReturnType<typeof planGroups>>;
  git: GitInfo;
  started: Date;
  agent: Agent;
  log: Log;
}

/** The report of a run, with what it recorded and its history line saved in one write. */
async function finish(settings: Settings, deps: RunDeps, ran: RunOutcome): Promise<RunReport> {
  const { outcomes, retrieval, contract, problems, history, plan, git, started, agent, log } = ran;
  const { store } = deps;
  const results = outcomes.map((o) => redactErrors(o.result, deps.redact ?? noRedaction));
  const answered = contract.section ? { ...contract, section: checkAnswers(contract.section, results) } : contract;
  const context = { git, started, agent, shard: plan.shard, ...sectionOf(answered) };
  const report = (
    r: { results: ScenarioResult[]; suites: RetrievalSuiteResult[]; also: string[] },
    section?: HistorySection,
  ) =>
    buildReport(settings, r.results, [...problems, ...retrieval.problems, ...r.also], {
      ...context,
      retrieval: r.suites,
      history: section,
    });
  // Redacted like the report: the line outlives the run in the store.
  const line = () =>
    (deps.redact ?? noRedaction)(summarizeRun(report({ results, suites: retrieval.suites, also: [] })));
  const historyUpdate = history && deps.history ? { read: history, plan: deps.history, line } : null;
  const recorded = outcomes.flatMap((o) => (o.baseline ? [o.baseline] : []));
  const files = [...retrieval.files, ...contract.files];
  const saved = await saveRun(settings, store, { recorded, files, history: historyUpdate, log });
  // A recording the store did not take is ERROR: the scenarios, the suites and the contract it recorded.
  const suites = unsaved(retrieval.suites, saved.error);
  const also = contractUnsaved(contract, saved.error);
  return report({ results: unsaved(results, saved.error), suites, also }, saved.history);
}

/**
 * A result with its errors redacted before the causes cut them to a line: a secret cut short (a command's path in
 * "no executable file at ...") no longer matches the redaction of the report as written. Trajectories are redacted as
 * each run ends.
 */
function redactErrors(r: ScenarioResult, redact: Redactor): ScenarioResult {
  const runs = r.runs.map((run) => (run.error ? { ...run, error: redact(run.error) } : run));
  return { ...r, error: r.error && redact(r.error), runs };
}

/** Said as a problem of the run when the contract it recorded could not be stored. */
function contractUnsaved(contract: ContractOutcome, error: string | null): string[] {
  return error && contract.files.length ? [`contract: ${error}`] : [];
}

/** What the contract stage reads of a run. */
function contractContext(
  deps: RunDeps,
  run: { git: GitInfo; storeError: string | null; log: Log; profile: ClientProfile },
) {
  const { servers, serversB, store } = deps;
  return { servers, serversB, store, shard: deps.shard ?? null, redact: deps.redact ?? noRedaction, ...run };
}

/** The report's contract section, when the run checked it. */
function sectionOf(contract: ContractOutcome): { contract?: ContractSection } {
  return contract.section ? { contract: contract.section } : {};
}

/** Mode contract: no scenario, no model; the contract read, compared, and stored when there is none. */
async function contractOnly(
  settings: Settings,
  deps: RunDeps,
  run: { git: GitInfo; started: Date; agent: Agent; log: Log },
): Promise<RunReport> {
  const { store } = deps;
  const storeError = await prepareStore(store, run.log);
  const profile = { client: runProfile(settings, []), roots: settings.roots };
  const contract = await checkContract(settings, contractContext(deps, { ...run, storeError, profile }));
  const saved = await saveRun(settings, store, { recorded: [], files: contract.files, history: null, log: run.log });
  const problems = [...contract.problems, ...contractUnsaved(contract, saved.error)];
  return buildReport(settings, [], problems, { ...run, ...sectionOf(contract) });
}
