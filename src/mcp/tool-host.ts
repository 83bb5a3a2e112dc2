// The tools an agent gets (see ToolHost): the chosen exposure (gateway or direct) in front of
// the one call executor. Whichever way a call comes in (model tool, canonical id from an
// offline agent), it ends in CallExecutor.execute: same checks, same recording. Mistakes
// become error results for the agent, never exceptions.
import type { Answerer } from './asks.js';
import { parseCanonicalId, type Recorder, type ToolTokens } from '../results/trajectory.js';
import type { ModelTool, ToolHost, ToolOutcome } from './host.js';
import { isRecord } from '../util/json.js';
import { CallExecutor } from './call.js';
import { describeError } from './connection.js';
import { DirectExposure, GatewayExposure, type Exposure, type GatewayList } from './exposure.js';
import { suggest } from './names.js';
import type { ServerPool } from './pool.js';

export interface ToolHostOptions {
  exposure: 'gateway' | 'direct';
  /** What a gateway's `list` answers (setting gateway-list); default full. */
  list?: GatewayList;
  callTimeoutMs: number;
  /** The run's: when it fires, calls and tool listings under way are cut short. */
  signal?: AbortSignal;
  /** The run's answers to what a server asks during a call (asks.ts). */
  answerer?: Answerer;
}

/** A run's tool host, and the token footprint of what its tools told the model so far. */
export interface RunToolHost extends ToolHost {
  toolTokens(): ToolTokens;
  /** The server of each call under way now. */
  callsUnderWay(): readonly string[];
}

/** Tokens estimated from UTF-8 bytes, as the benchmarks and the Messages API emulator count: bytes / 4. */
export function estimateTokens(bytes: number): number {
  return Math.ceil(bytes / 4);
}

const definitionTokens = (tools: ModelTool[]) => estimateTokens(Buffer.byteLength(JSON.stringify(tools)));

export function createToolHost(pool: ServerPool, recorder: Recorder, opts: ToolHostOptions): RunToolHost {
  const { signal, answerer } = opts;
  const executor = new CallExecutor(pool, recorder, { timeoutMs: opts.callTimeoutMs, signal, answerer });
  // Built in either exposure: it refuses servers whose names give the same gateway tool.
  const gateway = new GatewayExposure(pool, executor, opts.list);
  const direct = new DirectExposure(pool, executor);
  const exposure: Exposure = opts.exposure === 'gateway' ? gateway : direct;

  /** A model call that reaches no tool, recorded under the name the model gave, answered with why. */
  function refuse(name: string, input: unknown, why: string, toolUseId?: string): ToolOutcome {
    const args = isRecord(input) ? input : {};
    return executor
      .start({ id: name, server: '', tool: null, discovery: false, arguments: args, toolUseId })
      .reject(why);
  }

  /** A model tool that is not on offer: refused, naming the nearest one and all of them. */
  function unknownModelTool(name: string, input: unknown, toolUseId?: string): ToolOutcome {
    const offered = exposure.modelTools().map((t) => t.name);
    const why = `unknown tool "${name}".${suggest(name, offered)} Available tools: ${offered.join(', ')}`;
    return refuse(name, input, why, toolUseId);
  }

  return {
    modelTools: () => exposure.modelTools(),

    async callModelTool(name, input, toolUseId) {
      try {
        return await (exposure.call(name, input, toolUseId) ?? unknownModelTool(name, input, toolUseId));
      } catch (e) {
        return internalError(e);
      }
    },

    refuseModelCall: (name, reason, toolUseId) => refuse(name, {}, reason, toolUseId),

    async callCanonical(id, args) {
      try {
        const p = parseCanonicalId(id);
        if (!p) {
          const attempt = executor.start({ id, server: '', tool: null, discovery: false, arguments: args });
          return attempt.reject(`"${id}" is not a canonical tool id mcp__<server>__<tool>`);
        }
        return await executor.execute(p.server, p.tool, args);
      } catch (e) {
        return internalError(e);
      }
    },

    snapshots: () => pool.snapshots(),

    gateway: opts.exposure === 'gateway',
    compactList: opts.exposure === 'gateway' && opts.list === 'compact',

    callsUnderWay: () => executor.underWay(),

    toolTokens: () => ({
      definitions: definitionTokens(exposure.modelTools()),
      discovery: exposure === gateway ? estimateTokens(gateway.discoveryBytes) : 0,
      direct: definitionTokens(direct.modelTools()),
    }),
  };
}

/** A bug of ours, still answered as an error result: the agent's run goes on. */
function internalError(e: unknown): ToolOutcome {
  return { text: `internal error in the tool host: ${describeError(e)}`, is_error: true };
}
