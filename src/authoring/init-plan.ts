// What init writes for one server: a scenario per tool (a tool that needs the key of an existing thing first calls
// the tool that makes or lists one), and a few flows where the tools chain: make one, list them, get it.
// A destructive tool, or one that needs a credential, is written disabled with the reason in a comment.
import type { ExpectedCall } from '../scenario/schema.js';
import type { McpTool } from '../mcp/index.js';
import { ServerTools, ValidatorFactory } from '../mcp/server-tools.js';
import { canonicalId } from '../results/trajectory.js';
import { isRecord } from '../util/json.js';
import { truncate } from '../util/text.js';
import { fileSlug, uniqueName, type ScenarioDraft } from './draft.js';
import { isCreator, isDestructive, isLister, keyInAnswer, keyValues, withKey } from './flows.js';
import { joinRequests, plainRequest } from './intent.js';
import { sampleArgs } from './sample-args.js';

/** Calls a read-only tool of the server while init runs; the answer's JSON, or undefined when it failed. */
export type LiveCall = (tool: string, args: Record<string, unknown>) => Promise<unknown>;

interface Step {
  tool: McpTool;
  args: Record<string, unknown>;
}

interface Prepared extends Step {
  /** Why it is written disabled (comment lines); empty when it is enabled. */
  disabled: string[];
  /** The step that makes or lists what this tool needs, when it needs something. */
  before?: Step;
}

const MAX_DESCRIPTION = 300;
/** Consumers a flow calls after its lister. */
const FLOW_CONSUMERS = 2;

export async function planServer(
  server: string,
  tools: readonly McpTool[],
  live: LiveCall | null,
  taken: Set<string>,
): Promise<ScenarioDraft[]> {
  const checker = new ServerTools(server, tools, new ValidatorFactory());
  const prepared = tools.map((t) => prepare(t));
  const creators = prepared.filter((p) => !p.disabled.length && isCreator(p.tool) && keyValues(p.args).size);
  const listers = prepared.filter((p) => !p.disabled.length && isLister(p.tool) && !keyValues(p.args).size);
  const answers = new Map<string, Promise<unknown>>();
  const ask = (p: Prepared) => {
    if (!answers.has(p.tool.name)) answers.set(p.tool.name, live ? live(p.tool.name, p.args) : Promise.resolve());
    return answers.get(p.tool.name)!;
  };
  for (const p of prepared) {
    if (p.disabled.length || creators.includes(p) || listers.includes(p)) continue;
    await provide(p, creators, listers, ask);
    const refusal = checker.refusal(p.tool.name, p.args);
    if (refusal)
      p.disabled.push(`Disabled: init could not make up arguments the schema accepts: ${truncate(refusal, 300)}`);
  }
  const drafts = prepared.map((p) => toolDraft(server, p, taken));
  return [...drafts, ...flowDrafts(server, prepared, creators, listers, taken)];
}

function prepare(tool: McpTool): Prepared {
  const { args, secrets } = sampleArgs(tool.inputSchema);
  const disabled: string[] = [];
  if (isDestructive(tool)) {
    disabled.push(
      'Disabled: the server marks this tool destructive (annotations): a run would change or delete data.',
      'Enable it against a disposable server, with arguments that touch only test data.',
    );
  }
  if (needsTask(tool)) {
    disabled.push(
      'Disabled: the server runs this tool only as an MCP task (execution.taskSupport "required"),',
      "and mcp-eval's calls are plain tools/call requests: every run would answer an error.",
    );
  }
  if (secrets.length) {
    disabled.push(
      `Disabled: the call needs a credential (${secrets.join(', ')}), and init never writes one.`,
      "Give the server the credential through its configuration (mcp.json's env), or fill in a test value.",
    );
  }
  return { tool, args, disabled };
}

function needsTask(tool: McpTool): boolean {
  const execution = (tool as { execution?: unknown }).execution;
  return isRecord(execution) && execution.taskSupport === 'required';
}

/** The key a consumer needs, from a creator (its own made-up value) or a lister's live answer. */
async function provide(
  p: Prepared,
  creators: Prepared[],
  listers: Prepared[],
  ask: (p: Prepared) => Promise<unknown>,
): Promise<void> {
  for (const kind of keyValues(p.args).keys()) {
    const creator = creators.find((c) => keyValues(c.args).has(kind));
    if (creator) {
      p.before = creator;
      p.args = withKey(p.args, kind, keyValues(creator.args).get(kind)!);
      return;
    }
    for (const lister of listers) {
      const found = keyInAnswer(await ask(lister), kind);
      if (found === undefined) continue;
      p.before = lister;
      p.args = withKey(p.args, kind, found);
      return;
    }
  }
}

function toolDraft(server: string, p: Prepared, taken: Set<string>): ScenarioDraft {
  const steps = p.before ? [p.before, p] : [p];
  const comments = [
    `Written by mcp-eval init from the tool list of server "${server}" (tool ${p.tool.name}).`,
    'Make user_intent what your users ask, and the arguments those of a typical call.',
    ...(p.before ? [`It first calls ${p.before.tool.name}: ${p.tool.name} needs what that one makes or lists.`] : []),
    ...p.disabled,
  ];
  return draft(server, fileSlug(p.tool.name), p.tool.name, steps, comments, !p.disabled.length, taken);
}

/** Make one, list them, get it: per creator with a lister, and per lister that two consumers read from. */
function flowDrafts(
  server: string,
  prepared: Prepared[],
  creators: Prepared[],
  listers: Prepared[],
  taken: Set<string>,
): ScenarioDraft[] {
  const out: ScenarioDraft[] = [];
  const enabled = prepared.filter((p) => !p.disabled.length && p.before);
  for (const source of [...creators, ...listers]) {
    const consumers = enabled.filter((p) => p.before === source).slice(0, FLOW_CONSUMERS);
    const lister = creators.includes(source) ? listers[0] : undefined;
    if (!consumers.length || (!lister && consumers.length < 2)) continue;
    const steps = [source, ...(lister ? [lister] : []), ...consumers];
    const names = steps.map((s) => s.tool.name);
    const comments = [
      `Written by mcp-eval init from the tool list of server "${server}": a flow where the tools chain.`,
      `${names.join(' -> ')}: each step uses what the one before made or listed.`,
    ];
    const flow = draft(
      server,
      `flow-${fileSlug(source.tool.name)}`,
      `flow ${names.join(' > ')}`,
      steps,
      comments,
      true,
      taken,
    );
    out.push({ ...flow, tags: [...flow.tags, 'flow'] });
  }
  return out;
}

function draft(
  server: string,
  slug: string,
  title: string,
  steps: Step[],
  comments: string[],
  enabled: boolean,
  taken: Set<string>,
): ScenarioDraft {
  const calls: ExpectedCall[] = steps.map((s) => ({ tool: canonicalId(server, s.tool.name), args: s.args }));
  const requests = steps.map((s) => plainRequest(s.tool.name, server, s.tool.description, s.args));
  const last = steps[steps.length - 1].tool;
  const description = last.description ? truncate(last.description.replace(/\s+/g, ' ').trim(), MAX_DESCRIPTION) : '';
  return {
    id: uniqueName(`${fileSlug(server)}/${slug}`, taken),
    comments,
    name: uniqueName(`${server} ${title}`, taken, ' #'),
    ...(steps.length === 1 && description ? { description } : {}),
    enabled,
    user_intent: steps.length === 1 ? requests[0] : joinRequests(requests),
    servers: [server],
    tags: ['init', server],
    expected_trajectory: calls,
  };
}
