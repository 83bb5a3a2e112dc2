// A model for the Messages API emulator that works through scenario files as a model following the gateway's system
// prompt would: it finds the scenario by the user's words, lists each server it needs once, asks for a tool's
// definition before executing it when the system prompt says the list has no schemas (gateway-list compact),
// executes the scenario's expected calls in order and ends with the last answer. It reads what it was told: a tool no
// list answer named, or (compact) an argument the tool's definition does not have, ends the run saying so, so a list
// or a definition that hides what the model needs shows as a run that lost its calls. Judge requests get "met".
import type { Scenario } from '../../src/scenario/schema.js';
import { parseCanonicalId } from '../../src/results/trajectory.js';
import {
  endTurn,
  toolUse,
  type MessageReply,
  type RecordedRequest,
  type Reply,
  type Responder,
} from '../emulators/anthropic.js';

type Block = Record<string, unknown>;

interface Step {
  gateway: string;
  input: { action: 'list' | 'execute'; tool_name?: string; tool_inputs?: Record<string, unknown> };
  /** For an execute: what the model must have been told first. */
  needs?: { tool: string; server: string; args: string[]; schema: boolean };
}

/** What the system prompt tells a model to do before executing with a compact list. */
const ASKS_FOR_SCHEMA = '"tool_name": "<tool>"} to get its full description and input schema';

export function scenarioModel(scenarios: readonly Scenario[]): Responder {
  const byIntent = new Map(scenarios.map((s) => [s.user_intent, s]));
  return (req) => {
    if (req.body.tool_choice) return judged(req);
    const messages = req.body.messages ?? [];
    const first = messages[0]?.content;
    const scenario = typeof first === 'string' ? byIntent.get(first) : undefined;
    if (!scenario) return endTurn(`emulator: no scenario asks ${JSON.stringify(first)}`);
    const system = JSON.stringify(req.body.system ?? '');
    const steps = plan(scenario, system.includes(ASKS_FOR_SCHEMA.replace(/"/g, '\\"')));
    const turn = messages.filter((m) => m.role === 'assistant').length;
    const step = steps[turn];
    if (!step) return endTurn(`Done: ${lastResult(messages).slice(0, 200)}`);
    const missing = step.needs && unseen(step.needs, toolResults(messages));
    return missing ? endTurn(`I cannot go on: ${missing}`) : toolUse(step.gateway, step.input);
  };
}

/** The gateway calls of a scenario's expected trajectory: each server listed once, (compact) each tool described. */
function plan(scenario: Scenario, describe: boolean): Step[] {
  const steps: Step[] = [];
  const listed = new Set<string>();
  const described = new Set<string>();
  for (const call of scenario.expected_trajectory) {
    const id = parseCanonicalId(call.tool);
    if (!id) continue;
    const gateway = `mcp_${id.server}`;
    if (!listed.has(id.server)) steps.push({ gateway, input: { action: 'list' } });
    listed.add(id.server);
    if (describe && !described.has(call.tool)) steps.push({ gateway, input: { action: 'list', tool_name: id.tool } });
    described.add(call.tool);
    const args = call.args ?? {};
    steps.push({
      gateway,
      input: { action: 'execute', tool_name: id.tool, tool_inputs: args },
      needs: { tool: id.tool, server: id.server, args: Object.keys(args), schema: describe },
    });
  }
  return steps;
}

/** What the model was not told that it needs for this call; null when it has all of it. */
function unseen(needs: NonNullable<Step['needs']>, results: string[]): string | null {
  if (!results.some((r) => new RegExp(`(^|\\n|")${escape(needs.tool)}(:|")`).test(r)))
    return `no list named the tool "${needs.tool}"`;
  if (!needs.schema) return null;
  const def = results.find((r) =>
    r.startsWith(`{"server":${JSON.stringify(needs.server)},"name":${JSON.stringify(needs.tool)},`),
  );
  if (!def) return `no definition of "${needs.tool}" was given`;
  const props = Object.keys(
    (JSON.parse(def) as { input_schema?: { properties?: object } }).input_schema?.properties ?? {},
  );
  const unknown = needs.args.filter((a) => !props.includes(a));
  return unknown.length ? `"${needs.tool}" takes no ${unknown.join(', ')}` : null;
}

function toolResults(messages: NonNullable<RecordedRequest['body']['messages']>): string[] {
  return messages
    .flatMap((m) => (Array.isArray(m.content) ? (m.content as Block[]) : []))
    .filter((b) => b.type === 'tool_result')
    .map((b) => (typeof b.content === 'string' ? b.content : JSON.stringify(b.content)));
}

function lastResult(messages: NonNullable<RecordedRequest['body']['messages']>): string {
  return toolResults(messages).at(-1) ?? '';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The judge's forced tool call: every statement met. */
function judged(req: RecordedRequest): Reply {
  const text = JSON.stringify(req.body.messages ?? []);
  const count = (text.split('Statements:')[1] ?? '').split('\\n').filter((l) => /^\d+\. /.test(l)).length;
  const verdicts = Array.from({ length: count }, (_, i) => ({ statement: i + 1, met: true, reason: 'Shown.' }));
  const reply: MessageReply = toolUse('record_verdicts', { verdicts });
  return reply;
}
