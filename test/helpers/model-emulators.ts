// The three model APIs' wire emulators (Messages, Chat Completions, Gemini) started together, each answering as one
// neutral model (emulators/chat.ts), and the settings that point each agent's real SDK at its emulator: the set-up
// the end-to-end suites that run a scenario through all three agents share.
import { startAnthropicEmulator, type AnthropicEmulator } from '../emulators/anthropic.js';
import type { ChatModel } from '../emulators/chat.js';
import { startGeminiEmulator, type GeminiEmulator } from '../emulators/gemini.js';
import { startOpenAIEmulator, type OpenAIEmulator } from '../emulators/openai.js';
import { messagesModel } from './scenario-model.js';

export const MODEL_AGENTS = ['claude', 'openai', 'gemini'] as const;
export type ModelAgentName = (typeof MODEL_AGENTS)[number];

/** The keys each emulator accepts (the agents' settings send them). */
export const EMULATOR_KEYS = { claude: 'sk-ant', openai: 'sk-o', gemini: 'g-k' } as const;

export interface ModelEmulators {
  claude: AnthropicEmulator;
  openai: OpenAIEmulator;
  gemini: GeminiEmulator;
  /** The settings that run `agent` against its emulator. */
  agent(agent: ModelAgentName): AgentSettings;
  close(): Promise<void>;
}

export type AgentSettings =
  | { agent: 'claude'; anthropicApiKey: string; anthropicBaseUrl: string }
  | { agent: 'openai'; openaiApiKey: string; openaiBaseUrl: string }
  | { agent: 'gemini'; geminiApiKey: string; geminiBaseUrl: string };

/** The three emulators, each answering as `model`. */
export async function startModelEmulators(model: ChatModel): Promise<ModelEmulators> {
  const [claude, openai, gemini] = await Promise.all([
    startAnthropicEmulator({ responder: messagesModel(model) }),
    startOpenAIEmulator({ api_key: EMULATOR_KEYS.openai }),
    startGeminiEmulator({ api_key: EMULATOR_KEYS.gemini }),
  ]);
  openai.respondWith(model);
  gemini.respondWith(model);
  const settings = {
    claude: () => ({ agent: 'claude', anthropicApiKey: EMULATOR_KEYS.claude, anthropicBaseUrl: claude.url }) as const,
    openai: () => ({ agent: 'openai', openaiApiKey: EMULATOR_KEYS.openai, openaiBaseUrl: openai.url }) as const,
    gemini: () => ({ agent: 'gemini', geminiApiKey: EMULATOR_KEYS.gemini, geminiBaseUrl: gemini.url }) as const,
  };
  return {
    claude,
    openai,
    gemini,
    agent: (agent) => settings[agent](),
    close: async () => void (await Promise.all([claude.close(), openai.close(), gemini.close()])),
  };
}
