// A model for the model API emulators that works through scenario files as a model following the gateway's system
// prompt would: it finds the scenario by the user's words, lists each server it needs once, asks for a tool's
// definition before executing it when the system prompt says the list has no schemas (gateway-list compact),
// executes the scenario's expected calls in order and ends with the last answer. It reads what it was told: a tool no
// list answer named, or (compact) an argument the tool's definition does not have, ends the run saying so, so a list
// or a definition that hides what the model needs shows as a run that lost its calls. Judge requests get "met".
// It reads a neutral conversation (emulators/chat.ts), so each API's emulator runs it: scenarioChatModel for the
// OpenAI and Gemini emulators, scenarioModel for the Messages API emulator.
import { conversationTurns, type Scenario } from '../../src/scenario/schema.js';
import { parseCanonicalId } from '../../src/results/trajectory.js';
import { endTurn, toolUse, type RecordedRequest, type Responder } from '../emulators/anthropic.js';
import type { Chat, ChatModel, Said } from '../emulators/chat.js';

type Block = Record<string, unknown>;

interface Step {
  gateway: string;
  input: { action: 'list' | 'execute'; tool_name?: string; tool_inputs?: Record<string, unknown> };
  /** For an execute: what the model must have been told first. */
  needs?: { tool: string; server: string; args: string[]; schema: boolean };
}

/** What the system prompt tells a model to do before executing with a compact list. */
const ASKS_FOR_SCHEMA = '"tool_name": "<tool>"} to get its full description and input schema';

export function scenarioChatModel(scenarios: readonly Scenario[]): ChatModel {
  const byIntent = new Map(scenarios.map((s) => [s.user_intent, s]));
  return (chat) => {
    if (chat.forced) return judged(chat);
    const scenario = byIntent.get(chat.user);
    if (!scenario) return { text: `emulator: no scenario asks ${JSON.stringify(chat.user)}` };
    // A conversation: the answer to the user's last message is that turn's part of the plan.
    const u = chat.users.length - 1;
    const steps = plan(scenario, chat.system.includes(ASKS_FOR_SCHEMA))[u] ?? [];
    const step = steps[chat.turns.filter((t) => t.user === u).length];
    const results = chat.turns.flatMap((t) => t.results.map((r) => r.text));
    if (!step) return { text: `Done: ${(results.at(-1) ?? '').slice(0, 200)}` };
    const missing = step.needs && unseen(step.needs, results);
    return missing ? { text: `I cannot go on: ${missing}` } : { calls: [{ name: step.gateway, input: step.input }] };
  };
}

/** The same model behind the Messages API emulator. */
export function scenarioModel(scenarios: readonly Scenario[]): Responder {
  return messagesModel(scenarioChatModel(scenarios));
}

/** A model of a neutral conversation behind the Messages API emulator: its first call, or its text. */
export function messagesModel(model: ChatModel): Responder {
  return (req, index) => {
    const said = model(anthropicChat(req), index);
    const call = said.calls?.[0];
    return call ? toolUse(call.name, call.input) : endTurn(said.text ?? '');
  };
}

/** A Messages API request as a neutral conversation. */
function anthropicChat(req: RecordedRequest): Chat {
  const messages = req.body.messages ?? [];
  const blocks = (m: (typeof messages)[number]) => (Array.isArray(m.content) ? (m.content as Block[]) : []);
  const chat: Chat = {
    system: typeof req.body.system === 'string' ? req.body.system : (req.body.system ?? []).map((b) => b.text).join(''),
    user: typeof messages[0]?.content === 'string' ? messages[0].content : '',
    users: [],
    turns: [],
    forced: req.body.tool_choice ? String((req.body.tool_choice as Block).name) : null,
    tools: (req.body.tools ?? []).map((t) => ({ name: t.name, parameters: t.input_schema })),
  };
  for (const m of messages) {
    if (m.role === 'user' && (typeof m.content === 'string' || blocks(m).some((b) => b.type === 'text'))) {
      chat.users.push(typeof m.content === 'string' ? m.content : '');
      continue;
    }
    if (m.role === 'assistant') {
      const calls = blocks(m).filter((b) => b.type === 'tool_use');
      chat.turns.push({
        text: '',
        calls: calls.map((b) => ({ id: String(b.id), name: String(b.name), input: b.input })),
        results: [],
        user: chat.users.length - 1,
      });
    } else {
      for (const b of blocks(m).filter((x) => x.type === 'tool_result')) {
        const text = typeof b.content === 'string' ? b.content : JSON.stringify(b.content);
        chat.turns.at(-1)?.results.push({ id: String(b.tool_use_id), text, is_error: b.is_error === true });
      }
    }
  }
  return chat;
}

/**
 * The gateway calls of a scenario's expected trajectory, turn by turn: each server listed once in the conversation,
 * (compact) each tool described once.
 */
function plan(scenario: Scenario, describe: boolean): Step[][] {
  const listed = new Set<string>();
  const described = new Set<string>();
  return conversationTurns(scenario).map((turn) => turnPlan(turn.expected_trajectory, describe, listed, described));
}

function turnPlan(
  calls: Scenario['expected_trajectory'],
  describe: boolean,
  listed: Set<string>,
  described: Set<string>,
) {
  const steps: Step[] = [];
  for (const call of calls) {
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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The judge's forced tool call: every statement met. */
function judged(chat: Chat): Said {
  const count = (chat.user.split('Statements:')[1] ?? '').split('\n').filter((l) => /^\d+\. /.test(l)).length;
  const verdicts = Array.from({ length: count }, (_, i) => ({ statement: i + 1, met: true, reason: 'Shown.' }));
  return { calls: [{ name: chat.forced!, input: { verdicts } }] };
}
