// The judge request of a run's `judge:` criteria: one request after the run, every statement at once, the answer
// forced through one tool so it arrives as data (yes/no and one sentence per statement), not as prose to be parsed.
// The same question for every provider; each sends it in its own format (Provider.forcedCall).
import type { ModelTool } from '../mcp/host.js';
import type { JudgeOutcome, JudgeRequest } from './agent.js';
import { isRecord } from '../util/json.js';

export const JUDGE_TOOL_NAME = 'record_verdicts';

const JUDGE_PROMPT =
  'You judge a finished run of an AI agent that used tools of MCP servers. ' +
  'You get its transcript (USER, AGENT, TOOL_CALL, TOOL_RESULT and TOOL_ERROR lines) and numbered statements ' +
  'about the run. For each statement decide from the transcript alone whether it is true (met: true) or not ' +
  '(met: false), and give the reason in one sentence. Record every verdict with the record_verdicts tool.';

const JUDGE_TOOL: ModelTool = {
  name: JUDGE_TOOL_NAME,
  description: 'Record one verdict for each numbered statement.',
  input_schema: {
    type: 'object',
    properties: {
      verdicts: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            statement: { type: 'integer', description: 'The number of the statement' },
            met: { type: 'boolean', description: 'true when the transcript shows the statement is true' },
            reason: { type: 'string', description: 'One sentence' },
          },
          required: ['statement', 'met', 'reason'],
        },
      },
    },
    required: ['verdicts'],
  },
};

/** The judge's system prompt, the transcript and numbered statements, and the one tool it must call. */
export function judgeQuestion(req: JudgeRequest): { system: string; user: string; tools: ModelTool[] } {
  const statements = req.statements.map((s, i) => `${i + 1}. ${s}`).join('\n');
  const user = `<transcript>\n${req.transcript}\n</transcript>\n\nStatements:\n${statements}`;
  return { system: JUDGE_PROMPT, user, tools: [JUDGE_TOOL] };
}

/** The verdicts of the forced call's arguments, by statement number; a statement with no readable verdict gets null. */
export function verdictsFrom(input: unknown, count: number): JudgeOutcome['verdicts'] {
  const verdicts: JudgeOutcome['verdicts'] = new Array<null>(count).fill(null);
  const list = isRecord(input) && Array.isArray(input.verdicts) ? input.verdicts : [];
  for (const v of list) {
    if (!isRecord(v) || typeof v.met !== 'boolean' || typeof v.statement !== 'number') continue;
    const i = v.statement - 1;
    if (Number.isInteger(i) && i >= 0 && i < count && verdicts[i] === null) {
      verdicts[i] = { met: v.met, reason: typeof v.reason === 'string' ? v.reason : '' };
    }
  }
  return verdicts;
}
