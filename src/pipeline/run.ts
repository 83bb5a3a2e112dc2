// The pipeline shared by the action and the CLI, as its stages: plan what to run, prepare the baseline store and
// history (persist), run each configuration group's scenarios (scenario.ts: serve, attempt, judge), save what was
// recorded with this run's history line (persist), and build the RunReport (report). The retrieval suites run after
// the scenarios (retrieval). No GitHub, no process.exit: the entry points publish.
import { agentFromSettings } from '../agents/index.js';
import { gitInfo } from '../util/git.js';
import { summarizeRun } from '../results/history.js';
import type { HistorySection, RunReport } from '../results/index.js';
import { Screener, ToolDeltas } from '../scoring/index.js';
import type { Settings } from '../settings/settings.js';
import { noRedaction } from '../sanitize/redact.js';
import type { RunDeps } from './context.js';
import { runRetrieval } from './retrieval.js';
import { planGroups, selectScenarios } from './plan.js';
import { prepareStore, readHistory, saveRun } from './persist.js';
import { buildReport, runMode } from './report.js';
import { runGroups } from './scenario.js';
import { screeningOpinions } from './screen.js';
import { serverSource } from './serve.js';
import { modelSuite } from './models.js';

export async function run(settings: Settings, deps: RunDeps): Promise<RunReport> {
  runMode(settings);
  const started = new Date();
  const cwd = deps.cwd ?? process.cwd();
  const env = deps.env ?? process.env;
  const log = deps.log ?? (() => {});
  const git = await gitInfo(cwd, env);
  const agent = deps.agent ?? agentFromSettings(settings, env);

  const selected = await selectScenarios(settings, cwd, log);
  const { problems } = selected;
  // A run of several models: each scenario once per model, run by that model's agent.
  const byModel = modelSuite(selected.suite, settings, env);
  const suite = byModel?.suite ?? selected.suite;
  const { store } = deps;
  const storeError = await prepareStore(store, log);
  // A history the store could not be read for is neither shown nor written over.
  const history = deps.history && !storeError ? await readHistory(store, log) : null;
  const canRestart = deps.reset !== undefined;
  const shard = deps.shard ?? null;
  const plan = await planGroups(suite, settings, shard, { store, storeError, cwd, canRestart, log });

  const source = serverSource(settings);
  const sourceB = deps.serversB ? serverSource(settings) : undefined;
  const shared = { deltas: new ToolDeltas(), screener: new Screener(), opinions: screeningOpinions(settings, log) };
  const base = { settings, deps, agent, agents: byModel?.agents, git, storeError, source, sourceB, ...shared, log };
  // The retrieval suites after the scenarios, on the same connections, the service back on its default config.
  const lastConfig = plan.groups.groups.at(-1)?.config ?? null;
  const restart = lastConfig && deps.reset ? () => deps.reset!(null) : undefined;
  const retrievalContext = { cwd, servers: deps.servers, shard, store, storeError, source, restart, log };
  const both = async () => ({
    outcomes: await runGroups(plan.groups, base),
    retrieval: await runRetrieval(settings, retrievalContext),
  });
  const { outcomes, retrieval } = await both().finally(() => Promise.all([source.drop(), sourceB?.drop()]));
  const results = outcomes.map((o) => o.result);
  // A container that stopped between scenarios, which a reset started again: no scenario saw it, the run says it.
  problems.push(...(deps.service?.recovered() ?? []));

  const context = { git, started, agent, shard: plan.shard, retrieval: retrieval.suites };
  const report = (section?: HistorySection) =>
    buildReport(settings, results, [...problems, ...retrieval.problems], { ...context, history: section });
  // Redacted like the report: the line outlives the run in the store.
  const line = () => (deps.redact ?? noRedaction)(summarizeRun(report()));
  const kept = history && deps.history ? { read: history, plan: deps.history, line } : null;
  const recorded = outcomes.flatMap((o) => (o.baseline ? [o.baseline] : []));
  const saved = [...results, ...retrieval.suites];
  return report(await saveRun(settings, store, { recorded, files: retrieval.files, kept, results: saved, log }));
}
