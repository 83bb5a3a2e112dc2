// The request a simulated user's model answers (docs/conversations.md#a-simulated-user): the persona and goal, the
// conversation as the user saw it (its messages and the agent's replies, never the tool calls), and one tool through
// which it says its next message or that its goal is met, so the reply arrives as data. The same for every provider.
import type { ModelTool } from '../mcp/host.js';
import { isRecord } from '../util/json.js';

export const USER_TOOL_NAME = 'reply_as_user';

/** What the user model is told of the conversation. */
export interface UserRequest {
  persona?: string;
  goal: string;
  /** The conversation so far, oldest first: the user's messages and the agent's replies. */
  said: Array<{ who: 'user' | 'agent'; text: string }>;
  signal: AbortSignal;
}

/** The user's next message, or done (the goal is met as the user sees it). */
export type UserReply = { message: string } | { done: true };

const USER_PROMPT =
  'You play the user of an AI assistant that works with tools, to test it. Stay in character: write only what this ' +
  "user would say next to the assistant, in the user's voice, one short message, never the assistant's part. Work " +
  'towards your goal; answer what the assistant asks you. When the goal is met, or the assistant cannot meet it, ' +
  'say so with done: true. Always answer with the reply_as_user tool.';

const USER_TOOL: ModelTool = {
  name: USER_TOOL_NAME,
  description: "Say the user's next message, or that the conversation is over.",
  input_schema: {
    type: 'object',
    properties: {
      message: { type: 'string', description: "The user's next message to the assistant" },
      done: { type: 'boolean', description: 'true when the goal is met or cannot be met: no message is sent' },
    },
    required: ['message', 'done'],
  },
};

/** The system prompt (with the persona and goal), the conversation, and the one tool the model must call. */
export function userQuestion(req: UserRequest): { system: string; user: string; tools: ModelTool[] } {
  const persona = req.persona ? `\nWho you are: ${req.persona}` : '';
  const lines = req.said.map((s) => `${s.who === 'user' ? 'YOU' : 'ASSISTANT'}: ${s.text}`).join('\n');
  const user = `<conversation>\n${lines}\n</conversation>\n\nWhat do you say next?`;
  return { system: `${USER_PROMPT}${persona}\nYour goal: ${req.goal}`, user, tools: [USER_TOOL] };
}

/** The forced call's arguments as a reply; null when they hold neither a message nor done. */
export function userReplyFrom(input: unknown): UserReply | null {
  if (!isRecord(input)) return null;
  if (input.done === true) return { done: true };
  return typeof input.message === 'string' && input.message.trim() ? { message: input.message.trim() } : null;
}
