// A model request as a GenAI span (`chat {model}`, the OpenTelemetry GenAI conventions): the provider, the model asked
// for, the tokens it used and how the turn ended. A no-op when the run does not trace (tracing/spans.ts).
import type { ModelAgentKind } from '../results/trajectory.js';
import { inSpan } from '../tracing/spans.js';
import { SpanKind } from '@opentelemetry/api';
import type { ApiUsage } from './pricing.js';

/** `gen_ai.provider.name` of each agent's API. */
const PROVIDER_NAMES: Record<ModelAgentKind, string> = { claude: 'anthropic', openai: 'openai', gemini: 'gcp.gemini' };

/** `request` inside its chat span; what it returns says the usage and the end (a throw is the span's error). */
export function chatSpan<T extends { usage: ApiUsage }>(
  kind: ModelAgentKind,
  model: string,
  request: () => Promise<T>,
  end: (answer: T) => string,
): Promise<T> {
  const attributes = {
    'gen_ai.operation.name': 'chat',
    'gen_ai.provider.name': PROVIDER_NAMES[kind],
    'gen_ai.request.model': model,
  };
  return inSpan({ name: `chat ${model}`, kind: SpanKind.CLIENT, attributes }, async (span) => {
    const answer = await request();
    span?.setAttributes({
      'gen_ai.usage.input_tokens': answer.usage.input_tokens,
      'gen_ai.usage.output_tokens': answer.usage.output_tokens,
      'gen_ai.response.finish_reasons': [end(answer)],
    });
    return answer;
  });
}
