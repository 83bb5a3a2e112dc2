// What init writes for one server: a scenario per tool (a tool that needs the key of an existing thing first calls
// the tool that makes or lists one), and a few flows where the tools chain: make one, list them, get it.
// Each scenario whose calls only read is run once against the server (init-verify.ts): one that answers an error is
// written disabled, with the error and what to fill in. A destructive tool, or one that needs a credential, is
// written disabled with the reason in a comment.
import type { ExpectedCall } from '../scenario/schema.js';
import type { McpTool } from '../mcp/index.js';
import { ServerTools, ValidatorFactory } from '../mcp/server-tools.js';
import { canonicalId } from '../results/trajectory.js';
import { isRecord } from '../util/json.js';
import { mapLimit } from '../util/map-limit.js';
import { truncate } from '../util/text.js';
import { fileSlug, uniqueName, type ScenarioDraft } from './draft.js';
import { isCreator, isDestructive, isLister, isReader, keyInAnswer, keyValues, mapStrings, withKey } from './flows.js';
import { discover, fillPaths } from './init-discover.js';
import { askOnce, type Ask, type LiveCall, type Prepared, type Standing, type Step, verify } from './init-verify.js';
import { joinRequests, plainRequest } from './intent.js';
import { describedArgs, namesNoArguments, ownValue, sampleArgs } from './sample-args.js';

export type { CallOutcome, LiveCall, Standing } from './init-verify.js';

/** A scenario init writes, and what init learnt of it. */
export interface PlannedScenario {
  draft: ScenarioDraft;
  standing: Standing;
}

const MAX_DESCRIPTION = 300;
/** Consumers a flow calls after its lister. */
const FLOW_CONSUMERS = 2;
/** Scenarios verified at once. */
const VERIFY_CONCURRENCY = 4;

export async function planServer(
  server: string,
  tools: readonly McpTool[],
  live: LiveCall,
  taken: Set<string>,
): Promise<PlannedScenario[]> {
  const checker = new ServerTools(server, tools, new ValidatorFactory());
  const prepared = tools.map((t) => prepare(t));
  const open = (p: Prepared) => !p.disabled.length && !p.needs.length;
  const creators = prepared.filter((p) => open(p) && isCreator(p.tool) && keyValues(p.args).size);
  const listers = prepared.filter((p) => open(p) && isLister(p.tool) && !keyValues(p.args).size);
  const ask = askOnce(live);
  const found = await discover(tools, prepared.filter(open), ask);
  for (const p of prepared) if (open(p)) fillPaths(p, found);
  for (const p of prepared) {
    if (!open(p) || creators.includes(p) || listers.includes(p)) continue;
    await provide(p, creators, listers, ask);
    const refusal = checker.refusal(p.tool.name, p.args);
    if (refusal)
      p.needs.push(
        `Needs your arguments: init could not make up arguments the schema accepts: ${truncate(refusal, 300)}`,
      );
  }
  await mapLimit(prepared.filter(open), VERIFY_CONCURRENCY, (p) => verify(p, ask));
  const drafts = prepared.map((p) => ({ draft: toolDraft(server, p, taken), standing: standing(p) }));
  return [...drafts, ...flowDrafts(server, prepared, creators, listers, taken)];
}

function standing(p: Prepared): Standing {
  if (p.disabled.length) return 'disabled';
  if (p.needs.length) return 'needs-arguments';
  return p.verified ? 'verified' : 'not-run';
}

/**
 * A tool's call made up: arguments from its input schema, or from its description when the schema names none;
 * a tool that may write names what it makes with values of its own.
 */
function prepare(tool: McpTool): Prepared {
  const own = ownWord(tool);
  const { args, secrets } = sampleArgs(tool.inputSchema, own);
  const guessed = namesNoArguments(tool.inputSchema);
  const prepared: Prepared = {
    tool,
    args,
    disabled: [],
    needs: [],
    notes: [],
    guessed,
    verified: false,
    alternatives: [],
  };
  if (guessed) {
    prepared.args = describedArgs(tool.description, own);
    const names = Object.keys(prepared.args);
    if (names.length)
      prepared.notes.push(
        `Its arguments (${names.join(', ')}) come from its description: the input schema names none.`,
      );
  }
  prepared.disabled.push(...disabledWhy(tool, secrets));
  prepared.alternatives.push(...otherEnumValues(tool, prepared.args));
  return prepared;
}

/** Why a tool is written disabled whatever its arguments: destructive, run only as a task, or a credential. */
function disabledWhy(tool: McpTool, secrets: string[]): string[] {
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
  return disabled;
}

/** Each other value of each enum-typed argument, as a patch over the arguments. */
function otherEnumValues(tool: McpTool, args: Record<string, unknown>): Record<string, unknown>[] {
  const props = isRecord(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
  return Object.entries(args).flatMap(([k, v]) => {
    const values = isRecord(props[k]) && Array.isArray(props[k].enum) ? (props[k].enum as unknown[]) : [];
    return values.filter((x) => x !== null && x !== v).map((x) => ({ [k]: x }));
  });
}

function needsTask(tool: McpTool): boolean {
  const execution = (tool as { execution?: unknown }).execution;
  return isRecord(execution) && execution.taskSupport === 'required';
}

/** The key a consumer needs, from a creator (its own made-up value) or a lister's live answer. */
async function provide(p: Prepared, creators: Prepared[], listers: Prepared[], ask: Ask): Promise<void> {
  for (const kind of keyValues(p.args).keys()) {
    const creator = creators.find((c) => keyValues(c.args).has(kind));
    if (creator) {
      p.before = creator;
      p.args = withKey(p.args, kind, keyValues(creator.args).get(kind)!);
      return;
    }
    for (const lister of listers) {
      const answered = await ask(lister);
      const found = 'answer' in answered ? keyInAnswer(answered.answer, kind) : undefined;
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
    ...p.notes,
    ...p.needs,
    ...p.disabled,
  ];
  const enabled = !p.disabled.length && !p.needs.length;
  return draft(server, fileSlug(p.tool.name), p.tool.name, steps, comments, enabled, taken);
}

/** Make one, list them, get it: per creator with a lister, and per lister that two consumers read from. */
function flowDrafts(
  server: string,
  prepared: Prepared[],
  creators: Prepared[],
  listers: Prepared[],
  taken: Set<string>,
): PlannedScenario[] {
  const out: PlannedScenario[] = [];
  const open = (p: Prepared) => !p.disabled.length && !p.needs.length;
  const enabled = prepared.filter((p) => open(p) && p.before);
  const readers = listers.filter(open);
  for (const source of [...creators, ...readers].filter(open)) {
    const consumers = enabled.filter((p) => p.before === source).slice(0, FLOW_CONSUMERS);
    const lister = creators.includes(source) ? readers[0] : undefined;
    if (!consumers.length || (!lister && consumers.length < 2)) continue;
    const steps = [source, ...(lister ? [lister] : []), ...consumers];
    const names = steps.map((s) => s.tool.name);
    const comments = [
      `Written by mcp-eval init from the tool list of server "${server}": a flow where the tools chain.`,
      `${names.join(' -> ')}: each step uses what the one before made or listed.`,
    ];
    const slug = `flow-${fileSlug(source.tool.name)}`;
    const flow = draft(server, slug, `flow ${names.join(' > ')}`, steps, comments, true, taken);
    const verified = steps.every((s) => s.verified);
    out.push({ draft: { ...flow, tags: [...flow.tags, 'flow'] }, standing: verified ? 'verified' : 'not-run' });
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
  const id = uniqueName(`${fileSlug(server)}/${slug}`, taken);
  const named = ownNames(steps, id.slice(id.indexOf('/') + 1));
  const args = steps.map((s) => mapStrings(s.args, (v) => named.get(v) ?? v));
  const calls: ExpectedCall[] = steps.map((s, i) => ({ tool: canonicalId(server, s.tool.name), args: args[i] }));
  const requests = steps.map((s, i) => plainRequest(s.tool.name, server, s.tool.description, args[i]));
  const last = steps[steps.length - 1].tool;
  const description = last.description ? truncate(last.description.replace(/\s+/g, ' ').trim(), MAX_DESCRIPTION) : '';
  return {
    id,
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

/**
 * What the scenario's writing steps make, named after the scenario: open_nodes' scenario creates and opens
 * `mcp-eval-open_nodes`, not the `mcp-eval-create_entities` of create_entities' own scenario, so scenarios running at
 * once never touch each other's things (one deleting what another is adding to). Steps after the first writer get
 * `-2`, `-3`: two things a scenario makes stay two.
 */
function ownNames(steps: readonly Step[], scenario: string): Map<string, string> {
  const words = steps.map((s) => ownWord(s.tool)).filter((w) => w !== undefined);
  const made = [...new Set(words.map(ownValue))];
  return new Map(made.map((v, i) => [v, ownValue(i ? `${scenario}-${i + 1}` : scenario)]));
}

/** The word of the names and paths a tool that may write makes up; none for a reader, which makes nothing. */
function ownWord(tool: McpTool): string | undefined {
  return isReader(tool) ? undefined : fileSlug(tool.name);
}
