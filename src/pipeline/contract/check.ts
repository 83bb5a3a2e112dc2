// Stage contract: what each server advertises, read before any scenario runs or beside the first (on the run's own
// connections, mcp/contract-read.ts, or on the first scenario's, first-opens.ts) and compared with a reference
// (docs/scoring/contract.md): side A's in mode ab, else the contract the baseline store keeps
// (`.contract/servers.json`, baselines/contract-file.ts). Record stores today's, compared with the one it replaces
// (what changed is said, never failing); a compare, a run and `mcp-eval contract` store it when there is none yet. A
// server that does not connect is a problem of the run.
import { CONTRACT_FILE, parseContract, serializeContract, type StoredFile } from '../../baselines/index.js';
import type { BaselineStore } from '../../baselines/index.js';
import { readContract, readLegacy, type ClientProfile, type ContractRead } from '../../mcp/contract-read.js';
import type { ServerConfig, ServerSource } from '../../mcp/index.js';
import { contractCounts, type ContractSection, type ContractServer } from '../../results/index.js';
import type { ServerSnapshot } from '../../results/trajectory.js';
import type { LegacyView } from '../../results/advertised.js';
import type { Redactor } from '../../sanitize/redact.js';
import { compareContract } from '../../scoring/index.js';
import type { Settings } from '../../settings/settings.js';
import type { ShardSpec } from '../../settings/shard.js';
import { errorMessage } from '../../util/errors.js';
import type { GitInfo } from '../../util/git.js';
import { mapLimit } from '../../util/map-limit.js';
import type { Log } from '../context.js';
import { compileSchemas } from './schemas.js';
import type { FirstOpens } from './first-opens.js';
import { savesIn } from '../persist.js';

/** Servers whose contract is read at once. */
export const READ_CONCURRENCY = 8;

export interface ContractContext {
  servers: ServerConfig[];
  /** Mode ab: side B's servers, today's contract; side A's is the reference. */
  serversB?: ServerConfig[];
  store: BaselineStore;
  /** Why the store could not be read, if it could not. */
  storeError: string | null;
  shard: ShardSpec | null;
  /** Where the run's connections come from, side A's and side B's: the contract is read on them. */
  source?: ServerSource;
  sourceB?: ServerSource;
  /** The run's connections noted as they first open: today's contract is read on them (first-opens.ts). */
  firstOpens?: FirstOpens;
  /** The older client's reads, started before the scenarios (where the run can restart the service under them). */
  older?: Promise<OlderReads>;
  /** Puts the service back on its default configuration (once) before a server is read again at the end; why not. */
  restore?: () => Promise<string | null>;
  /** The client the run plays: declared by the read's own connections too, so both see what its scenarios see. */
  profile: ClientProfile;
  git: GitInfo;
  redact: Redactor;
  log: Log;
}

export interface ContractOutcome {
  /** Null when the run checks no contract (mode accept, a shard other than the first). */
  section: ContractSection | null;
  /** Today's contract, for the store, when it becomes the reference. */
  files: StoredFile[];
  /** A server whose contract could not be read, a reference that could not: they fail the check. */
  problems: string[];
}

/** What the stage reads of the settings. */
export type ContractSettings = Pick<
  Settings,
  'mode' | 'connectTimeoutSeconds' | 'failOnContract' | 'cacheSaveAuto' | 'contractProtocol'
>;

/** A reference: the snapshots, where they came from and when. */
interface Reference {
  servers: ServerSnapshot[];
  source: string;
  recordedAt: string | null;
}

/** The contract read and compared in one go (mode contract: nothing runs beside it). */
export async function checkContract(settings: ContractSettings, ctx: ContractContext): Promise<ContractOutcome> {
  return (await beginContract(settings, ctx)).finish();
}

/** What the older client saw of today's servers and of side A's; null when it is not asked (contract-protocol none). */
export type OlderReads = [LegacyView[] | null, LegacyView[] | null];

/** Does the run check a contract? Not in mode accept, nor in a shard other than the first. */
function checks(settings: ContractSettings, ctx: Pick<ContractContext, 'shard'>): boolean {
  return settings.mode !== 'accept' && !(ctx.shard && ctx.shard.index !== 1);
}

/** Today's servers and side A's: in mode ab, side B's are today's. */
function sides(ctx: Pick<ContractContext, 'servers' | 'serversB'>): [ServerConfig[], ServerConfig[]] {
  return ctx.serversB ? [ctx.serversB, ctx.servers] : [ctx.servers, []];
}

/** The older client's protocol version; undefined when it is not asked (contract-protocol none). */
function olderVersion(settings: ContractSettings): string | undefined {
  return settings.contractProtocol === 'none' ? undefined : settings.contractProtocol;
}

/** The client on the oldest protocol version, on connections of its own: what each server shows it. */
export function readOlder(settings: ContractSettings, ctx: ContractContext): Promise<OlderReads> {
  const version = olderVersion(settings);
  if (!version || !checks(settings, ctx)) return Promise.resolve([null, null]);
  const connectTimeoutMs = settings.connectTimeoutSeconds * 1000;
  const older = (configs: ServerConfig[]) =>
    mapLimit(configs, READ_CONCURRENCY, (c) => readLegacy(c, version, connectTimeoutMs, ctx.profile));
  const [todayConfigs, sideAConfigs] = sides(ctx);
  return Promise.all([older(todayConfigs), older(sideAConfigs)]);
}

/**
 * The contract read on the run's connections, before any scenario runs or beside the first; the older client's read
 * (ctx.older) before the scenarios where the run can restart the service, else started once the run's own is done and
 * left beside the scenarios. `finish` waits for both, reads again what was down, and compares.
 */
export async function beginContract(
  settings: ContractSettings,
  ctx: ContractContext,
): Promise<{ finish: () => Promise<ContractOutcome> }> {
  if (!checks(settings, ctx)) return { finish: async () => ({ section: null, files: [], problems: [] }) };
  const connectTimeoutMs = settings.connectTimeoutSeconds * 1000;
  const version = olderVersion(settings);
  const [todayConfigs, sideAConfigs] = sides(ctx);
  const { firstOpens } = ctx;
  const read = (configs: ServerConfig[], source?: ServerSource) =>
    mapLimit(configs, READ_CONCURRENCY, (c) =>
      firstOpens ? firstOpens.read(c) : readContract(c, { ...ctx.profile, connectTimeoutMs, source }),
    );
  const [today, sideA] = await Promise.all([
    read(todayConfigs, ctx.serversB ? ctx.sourceB : ctx.source),
    read(sideAConfigs, ctx.source),
  ]);
  // Beside the scenarios, started once the run's own read is done: a process of its own per stdio server; started
  // with the run's, it would start a second server while the run itself starts (cold start).
  const pending = ctx.older ?? readOlder(settings, ctx);
  // A server that was not up as the run began (the first configuration group's restart starts it) is read again at
  // the end, on a connection of its own (the run's are closed by then), by both clients, on the default configuration.
  const again = async (reads: ContractRead[], configs: ServerConfig[], old: LegacyView[] | null) =>
    Promise.all(
      reads.map(async (r, i) => {
        if (!r.error) return withLegacy(r, old?.[i]);
        const unrestored = ctx.restore ? await ctx.restore() : null;
        if (unrestored) return { ...r, error: `${r.error}; not read again: ${unrestored}` };
        const now = await readContract(configs[i], { ...ctx.profile, connectTimeoutMs });
        return withLegacy(
          now,
          version && now.snapshot ? await readLegacy(configs[i], version, connectTimeoutMs, ctx.profile) : undefined,
        );
      }),
    );
  return {
    finish: async () => {
      const [todayOld, sideAOld] = await pending;
      const [todayNow, sideANow] = await Promise.all([
        again(today, todayConfigs, todayOld),
        again(sideA, sideAConfigs, sideAOld),
      ]);
      return compare(
        settings,
        ctx,
        todayNow.map((r) => ctx.redact(r)),
        sideANow.map((r) => ctx.redact(r)),
      );
    },
  };
}

/** The read with what the older client saw. */
function withLegacy(r: ContractRead, legacy: LegacyView | undefined): ContractRead {
  return r.snapshot && legacy ? { ...r, snapshot: { ...r.snapshot, legacy } } : r;
}

/** Today's contract against its reference (side A's, or the store's): the section, the file to store, problems. */
async function compare(
  settings: ContractSettings,
  ctx: ContractContext,
  today: ContractRead[],
  sideA: ContractRead[],
): Promise<ContractOutcome> {
  const problems = [
    ...sideA.flatMap((r) => (r.error ? [`contract of side A: ${r.error}`] : [])),
    ...today.flatMap((r) => (r.error ? [`contract: ${r.error}`] : [])),
  ];
  // Record replaces the stored contract (one that cannot be read too), and says what changed since.
  const replaces = settings.mode === 'record';
  let reference: Reference | null = null;
  let unknown = false;
  if (ctx.serversB) {
    const servers = sideA.flatMap((r) => (r.snapshot ? [compileSchemas(r.snapshot, undefined)] : []));
    reference = { servers, source: 'side A', recordedAt: null };
  } else {
    const stored = await storedReference(ctx).catch((e: unknown) => errorMessage(e));
    unknown = typeof stored === 'string' && !replaces;
    if (typeof stored !== 'string') reference = stored;
    else if (!replaces) problems.push(`contract: ${stored}`);
  }
  // Stored as the reference when there is none (and the store could tell), or by record, whole: never in part.
  const whole = today.length > 0 && today.every((r) => r.snapshot);
  const stores = !ctx.storeError && savesIn(settings, ctx.store);
  const records = (replaces || !reference) && !unknown && !ctx.serversB && whole && stores;
  // A record that stores nothing compares with nothing: it approves what it reads.
  if (replaces && !records) reference = null;
  // Each schema compiled, unless the reference holds it unchanged: its verdict is reused (schemas.ts).
  const compiled = today.map((r) => compiledRead(r, reference));
  const snapshots = compiled.flatMap((r) => (r.snapshot ? [r.snapshot] : []));
  const section: ContractSection = {
    action: records ? 'recorded' : reference ? 'compared' : 'none',
    reference: reference?.source ?? null,
    recorded_at: reference?.recordedAt ?? null,
    servers: compiled.map((r) => serverSection(r, reference)),
    counts: { breaking: 0, risky: 0, compatible: 0 },
    fail_on_contract: settings.failOnContract,
  };
  section.counts = contractCounts(section.servers);
  const files = records ? [{ path: CONTRACT_FILE, text: serializeContract(snapshots, ctx.git, new Date()) }] : [];
  ctx.log(`contract: ${section.action}${reference ? ` with ${reference.source}` : ''}: ${countWords(section)}`);
  return { section, files, problems };
}

/** The store's contract; null when it holds none. Throws (the message for the report) when it cannot be read. */
async function storedReference(ctx: ContractContext): Promise<Reference | null> {
  if (ctx.storeError) throw new Error(`no reference to compare with: ${ctx.storeError}`);
  const found = await ctx.store.loadFile(CONTRACT_FILE);
  if (!found) return null;
  const file = parseContract(found.text, found.source);
  return { servers: file.servers, source: found.source, recordedAt: file.recorded_at };
}

/** The server's snapshot in the reference, if it has one. */
function referenceOf(server: string, reference: Reference | null): ServerSnapshot | undefined {
  return reference?.servers.find((s) => s.name === server);
}

function compiledRead(r: ContractRead, reference: Reference | null): ContractRead {
  return r.snapshot ? { ...r, snapshot: compileSchemas(r.snapshot, referenceOf(r.server, reference)) } : r;
}

function serverSection(r: ContractRead, reference: Reference | null): ContractServer {
  const before = referenceOf(r.server, reference);
  const now = r.snapshot;
  const [vb, va] = [before?.server_info?.version ?? '?', now?.server_info?.version ?? '?'];
  const { changes, findings } = now ? compareContract(before, now) : { changes: [], findings: [] };
  return {
    server: r.server,
    version: !before || vb === va ? va : `${vb} -> ${va}`,
    protocol_version: now?.protocol_version ?? null,
    error: r.error,
    compared: !!before && !!now,
    changes,
    findings,
  };
}

/** `2 breaking, 1 risky, 3 compatible` for the log. */
function countWords(s: ContractSection): string {
  return `${s.counts.breaking} breaking, ${s.counts.risky} risky, ${s.counts.compatible} compatible`;
}
