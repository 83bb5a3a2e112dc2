// Emulates the GitHub Actions results service at the wire, so the real @actions/cache (cache
// service v2) and @actions/artifact (v2+) run unchanged against it:
//   POST /twirp/github.actions.results.api.v1.CacheService/{GetCacheEntryDownloadURL,CreateCacheEntry,FinalizeCacheEntryUpload}
//   POST /twirp/github.actions.results.api.v1.ArtifactService/{CreateArtifact,FinalizeArtifact,ListArtifacts,GetSignedArtifactURL,DeleteArtifact}
//   PUT  /blob/<account>/<container>/<name>?sig=..  single shot, or Azure block blob (?comp=block&blockid=, ?comp=blocklist)
//   GET  /blob/...?sig=..                            download (a plain HTTP GET: the host is not *.blob.core.windows.net)
// Blob URLs are "signed": each carries a random `sig` that must come back. The path starts with
// an account segment because the Azure SDK treats an IP host as path-style (/account/container/blob).
// Twirp calls need `Authorization: Bearer <runtime token>`; anything else is 401, as on GitHub.
// newRun() hands out the token of another workflow run: artifacts are per run, caches shared; newJob() the token
// of another job of a run (a matrix), which sees the run's artifacts.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocal } from './listen.js';
import { inflateRawSync } from 'node:zlib';

const TWIRP = '/twirp/github.actions.results.api.v1.';

export interface CacheEntry {
  id: number;
  key: string;
  version: string;
  /** Blob path (under /blob/) holding the archive. */
  blob: string;
  size: number;
  finalized: boolean;
  created_at: string;
  /** Creation order; the newest entry wins a prefix match, even within one millisecond. */
  seq: number;
}

export interface ArtifactEntry {
  id: number;
  run_backend_id: string;
  job_backend_id: string;
  name: string;
  version: number;
  mime_type: string | null;
  expires_at: string | null;
  blob: string;
  size: number;
  hash: string | null;
  finalized: boolean;
  created_at: string;
}

export interface StoredBlob {
  sig: string;
  /** Committed content; null until a single-shot PUT or a block list commits it. */
  bytes: Buffer | null;
  /** Staged, uncommitted blocks by block id. */
  blocks: Map<string, Buffer>;
  content_type: string | null;
}

export interface LoggedRequest {
  method: string;
  /** Twirp method name, or `blob` for storage calls. */
  route: string;
  /** Path and query, with the `sig` value hidden. */
  url: string;
  /** The parsed JSON body of a Twirp call; null for blob calls. */
  body: unknown;
  status: number;
}

export interface Fault {
  route: string;
  status: number;
  /** The answer's body; default `injected fault <status>` (as JSON for Twirp). */
  body?: string;
  headers?: Record<string, string>;
}

export interface ResultsServiceState {
  caches: CacheEntry[];
  artifacts: ArtifactEntry[];
  blobs: Map<string, StoredBlob>;
  requests: LoggedRequest[];
  /** Queued faults: the next requests whose route matches answer this status (and body, headers) instead. */
  faults: Fault[];
  nextId: number;
}

export interface ResultsService {
  /** Base URL, e.g. http://127.0.0.1:41234/ */
  url: string;
  /** ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN, ACTIONS_CACHE_SERVICE_V2, GITHUB_SERVER_URL. */
  env: Record<string, string>;
  token: string;
  state: ResultsServiceState;
  /** The environment of another workflow run of the same repository: its own runtime token and backend ids. */
  newRun(): Record<string, string>;
  /**
   * The environment of another job of the workflow run `env` belongs to (a matrix job, the job after it): the same
   * run backend id, a job id and a runtime token of its own. Artifacts are per run: every job of it lists them all.
   */
  newJob(env: Record<string, string>): Record<string, string>;
  /** The committed bytes of a finalized artifact (by name, newest first) or cache entry (by exact key). */
  artifactBytes(name: string): Buffer | null;
  cacheBytes(key: string): Buffer | null;
  /**
   * Make the next `times` requests to `route` (a Twirp method name or `blob`) answer `status`, with `answer`'s body
   * and headers when given (an empty body: what Azure storage sends to a request it refuses without saying why).
   */
  failNext(route: string, status: number, times?: number, answer?: Pick<Fault, 'body' | 'headers'>): void;
  close(): Promise<void>;
}

export interface StartOptions {
  runBackendId?: string;
  jobBackendId?: string;
}

/** An unsigned JWT with the claims @actions/artifact reads (it decodes without verifying). */
export function makeRuntimeToken(runBackendId: string, jobBackendId: string): string {
  const b64 = (v: object): string => Buffer.from(JSON.stringify(v)).toString('base64url');
  const claims = {
    scp: `Actions.GenericRead:00000000 Actions.Results:${runBackendId}:${jobBackendId}`,
    iat: Math.floor(Date.now() / 1000),
  };
  return `${b64({ typ: 'JWT', alg: 'none' })}.${b64(claims)}.${b64({ emulated: true })}`;
}

class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    msg: string,
  ) {
    super(msg);
  }
}

type Json = Record<string, unknown>;
interface BackendIds {
  run: string;
  job: string;
}
type Handler = (body: Json, ids: BackendIds) => Json;

/** Requests come snake_case from the toolkit; accept camelCase too, like the real service. */
function field(body: Json, snake: string): unknown {
  const camel = snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return body[snake] ?? body[camel];
}

function str(body: Json, name: string, required = true): string {
  const v = field(body, name);
  if (typeof v === 'string' && v !== '') return v;
  if (!required && v === undefined) return '';
  throw new TwirpError(400, 'invalid_argument', `${name} is required`);
}

/** Wrapper types (google.protobuf.StringValue) arrive as the bare value in JSON; tolerate {value}. */
function wrapped(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && 'value' in v) return String((v as { value: unknown }).value);
  return null;
}

export async function startResultsService(opts: StartOptions = {}): Promise<ResultsService> {
  const runId = opts.runBackendId ?? 'a1b2c3d4-0000-4000-8000-000000000001';
  const jobId = opts.jobBackendId ?? 'e5f6a7b8-0000-4000-8000-000000000002';
  const token = makeRuntimeToken(runId, jobId);
  /** Runtime token -> the backend ids it was issued for. */
  const runs = new Map<string, BackendIds>([[token, { run: runId, job: jobId }]]);
  const state: ResultsServiceState = {
    caches: [],
    artifacts: [],
    blobs: new Map(),
    requests: [],
    faults: [],
    nextId: 1,
  };
  let base = '';
  let seq = 0;

  const newBlob = (path: string): string => {
    const sig = randomBytes(12).toString('hex');
    state.blobs.set(path, { sig, bytes: null, blocks: new Map(), content_type: null });
    return `${base}blob/${path}?sig=${sig}&se=2099-01-01T00%3A00%3A00Z&sp=rcw`;
  };
  const blobUrl = (path: string): string => `${base}blob/${path}?sig=${state.blobs.get(path)!.sig}&sp=r`;

  // Entries of one artifact name in one run: the newest, finalized unless told otherwise.
  const artifact = (body: Json, finalized = true): ArtifactEntry | undefined => {
    const name = str(body, 'name');
    const run = str(body, 'workflow_run_backend_id');
    return state.artifacts
      .filter((a) => a.name === name && a.run_backend_id === run && (!finalized || a.finalized))
      .at(-1);
  };

  const cache: Record<string, Handler> = {
    GetCacheEntryDownloadURL(body) {
      const key = str(body, 'key');
      const version = str(body, 'version');
      const restoreKeys = (field(body, 'restore_keys') as string[] | undefined) ?? [];
      const usable = state.caches.filter((c) => c.finalized && c.version === version);
      const newest = (list: CacheEntry[]): CacheEntry | undefined => list.sort((a, b) => b.seq - a.seq)[0];
      // GitHub: the exact key first, then each restore key as a prefix in order; newest entry wins.
      let hit = newest(usable.filter((c) => c.key === key));
      for (const prefix of restoreKeys) hit ??= newest(usable.filter((c) => c.key.startsWith(prefix)));
      if (!hit) return { ok: false, signed_download_url: '', matched_key: '' };
      return { ok: true, signed_download_url: blobUrl(hit.blob), matched_key: hit.key };
    },
    CreateCacheEntry(body) {
      const key = str(body, 'key');
      const version = str(body, 'version');
      // Caches are immutable: a second entry under the same key and version is refused.
      if (state.caches.some((c) => c.key === key && c.version === version)) {
        throw new TwirpError(409, 'already_exists', `cache entry with key ${key} already exists`);
      }
      const id = state.nextId++;
      const path = `cacheaccount/caches/${id}`;
      const url = newBlob(path);
      state.caches.push({
        id,
        key,
        version,
        blob: path,
        size: 0,
        finalized: false,
        created_at: new Date().toISOString(),
        seq: seq++,
      });
      return { ok: true, signed_upload_url: url };
    },
    FinalizeCacheEntryUpload(body) {
      const key = str(body, 'key');
      const version = str(body, 'version');
      const entry = state.caches.find((c) => c.key === key && c.version === version && !c.finalized);
      if (!entry) throw new TwirpError(404, 'not_found', `no pending cache entry with key ${key}`);
      const bytes = state.blobs.get(entry.blob)?.bytes;
      if (!bytes) throw new TwirpError(400, 'failed_precondition', `cache entry ${key} has no uploaded content`);
      entry.size = Number(field(body, 'size_bytes') ?? bytes.length);
      entry.finalized = true;
      entry.seq = seq++;
      return { ok: true, entry_id: String(entry.id) };
    },
  };

  const artifacts: Record<string, Handler> = {
    CreateArtifact(body, ids) {
      const name = str(body, 'name');
      const run = str(body, 'workflow_run_backend_id');
      const job = str(body, 'workflow_job_run_backend_id');
      if (run !== ids.run || job !== ids.job)
        throw new TwirpError(403, 'permission_denied', 'backend ids do not match the runtime token');
      if (artifact(body))
        throw new TwirpError(409, 'already_exists', `an artifact with this name already exists on the workflow run`);
      const id = state.nextId++;
      const path = `artifactaccount/artifacts/${id}/${encodeURIComponent(name)}`;
      const url = newBlob(path);
      state.artifacts.push({
        id,
        run_backend_id: run,
        job_backend_id: job,
        name,
        version: Number(field(body, 'version') ?? 0),
        mime_type: wrapped(field(body, 'mime_type')),
        expires_at: wrapped(field(body, 'expires_at')),
        blob: path,
        size: 0,
        hash: null,
        finalized: false,
        created_at: new Date().toISOString(),
      });
      return { ok: true, signed_upload_url: url };
    },
    FinalizeArtifact(body) {
      const entry = artifact(body, false);
      if (!entry || entry.finalized) throw new TwirpError(404, 'not_found', 'no pending artifact with this name');
      const bytes = state.blobs.get(entry.blob)?.bytes;
      if (!bytes) throw new TwirpError(400, 'failed_precondition', 'artifact has no uploaded content');
      entry.size = Number(field(body, 'size') ?? 0);
      entry.hash = wrapped(field(body, 'hash'));
      entry.finalized = true;
      return { ok: true, artifact_id: String(entry.id) };
    },
    ListArtifacts(body) {
      const run = str(body, 'workflow_run_backend_id');
      const nameFilter = wrapped(field(body, 'name_filter'));
      const idFilter = wrapped(field(body, 'id_filter'));
      const list = state.artifacts.filter(
        (a) =>
          a.finalized &&
          a.run_backend_id === run &&
          (nameFilter === null || a.name === nameFilter) &&
          (idFilter === null || String(a.id) === idFilter),
      );
      return {
        artifacts: list.map((a) => ({
          workflow_run_backend_id: a.run_backend_id,
          workflow_job_run_backend_id: a.job_backend_id,
          database_id: String(a.id),
          name: a.name,
          size: String(a.size),
          created_at: a.created_at,
          ...(a.hash ? { digest: a.hash } : {}),
        })),
      };
    },
    GetSignedArtifactURL(body) {
      const entry = artifact(body);
      if (!entry) throw new TwirpError(404, 'not_found', 'artifact not found');
      return { signed_url: blobUrl(entry.blob) };
    },
    DeleteArtifact(body) {
      const entry = artifact(body);
      if (!entry) throw new TwirpError(404, 'not_found', 'artifact not found');
      state.artifacts.splice(state.artifacts.indexOf(entry), 1);
      state.blobs.delete(entry.blob);
      return { ok: true, artifact_id: String(entry.id) };
    },
  };

  const services: Record<string, Record<string, Handler>> = { CacheService: cache, ArtifactService: artifacts };

  const server = createServer((req, res) => {
    void handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) send(res, 500, { code: 'internal', msg: e instanceof Error ? e.message : String(e) });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', base);
    const log: LoggedRequest = { method: req.method ?? '', route: '', url: hideSig(url), body: null, status: 0 };
    state.requests.push(log);
    const reply = (status: number, body: Json | string | Buffer, headers: Record<string, string> = {}): void => {
      log.status = status;
      send(res, status, body, headers);
    };

    if (url.pathname.startsWith(TWIRP)) {
      const [service, method] = url.pathname.slice(TWIRP.length).split('/');
      log.route = method ?? '';
      let body: Json;
      try {
        body = raw.length ? (JSON.parse(raw.toString('utf8')) as Json) : {};
      } catch {
        return reply(400, { code: 'malformed', msg: 'request body is not JSON' });
      }
      log.body = body;
      const fault = takeFault(log.route);
      if (fault)
        return reply(
          fault.status,
          fault.body ?? { code: 'unavailable', msg: `injected fault ${fault.status}` },
          fault.headers,
        );
      if (req.method !== 'POST') return reply(405, { code: 'bad_route', msg: 'Twirp routes take POST' });
      const ids = runs.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
      if (!ids) return reply(401, { code: 'unauthenticated', msg: 'invalid runtime token' });
      const handler = services[service ?? '']?.[method ?? ''];
      if (!handler) return reply(404, { code: 'bad_route', msg: `no handler for ${url.pathname}` });
      try {
        return reply(200, handler(body, ids));
      } catch (e) {
        if (e instanceof TwirpError) return reply(e.status, { code: e.code, msg: e.message });
        throw e;
      }
    }

    if (url.pathname.startsWith('/blob/')) {
      log.route = 'blob';
      const fault = takeFault('blob');
      if (fault) return reply(fault.status, fault.body ?? `injected fault ${fault.status}`, fault.headers);
      const path = decodeURIComponent(url.pathname.slice('/blob/'.length));
      const blob = state.blobs.get(path);
      if (!blob) return reply(404, blobError('BlobNotFound'), { 'x-ms-error-code': 'BlobNotFound' });
      if (url.searchParams.get('sig') !== blob.sig) {
        return reply(403, blobError('AuthenticationFailed'), { 'x-ms-error-code': 'AuthenticationFailed' });
      }
      const ok = {
        'x-ms-request-id': randomBytes(8).toString('hex'),
        'x-ms-version': '2025-01-05',
        etag: `"0x${Date.now().toString(16)}"`,
      };
      if (req.method === 'GET' || req.method === 'HEAD') {
        if (!blob.bytes) return reply(404, blobError('BlobNotFound'), { 'x-ms-error-code': 'BlobNotFound' });
        return reply(200, req.method === 'HEAD' ? '' : blob.bytes, {
          'content-type': blob.content_type ?? 'application/octet-stream',
          'content-length': String(blob.bytes.length),
        });
      }
      if (req.method !== 'PUT') return reply(405, blobError('UnsupportedHttpVerb'));
      const comp = url.searchParams.get('comp');
      if (comp === 'block') {
        const id = url.searchParams.get('blockid');
        if (!id) return reply(400, blobError('InvalidQueryParameterValue'));
        blob.blocks.set(id, raw);
        return reply(201, '', ok);
      }
      if (comp === 'blocklist') {
        const ids = [...raw.toString('utf8').matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g)].map(
          (m) => m[2],
        );
        const missing = ids.filter((id) => !blob.blocks.has(id));
        if (missing.length) return reply(400, blobError('InvalidBlockList'), { 'x-ms-error-code': 'InvalidBlockList' });
        blob.bytes = Buffer.concat(ids.map((id) => blob.blocks.get(id)!));
        blob.blocks.clear();
        blob.content_type = header(req, 'x-ms-blob-content-type') ?? blob.content_type;
        return reply(201, '', ok);
      }
      if (comp) return reply(400, blobError('InvalidQueryParameterValue'));
      if (header(req, 'x-ms-blob-type') !== 'BlockBlob') return reply(400, blobError('MissingRequiredHeader'));
      blob.bytes = raw;
      blob.content_type = header(req, 'x-ms-blob-content-type') ?? header(req, 'content-type');
      return reply(201, '', ok);
    }

    return reply(404, { code: 'bad_route', msg: `no route ${url.pathname}` });
  }

  function takeFault(route: string): Fault | null {
    const i = state.faults.findIndex((f) => f.route === route);
    return i < 0 ? null : state.faults.splice(i, 1)[0];
  }

  const listening = await listenLocal(server);
  base = `${listening.url}/`;

  /** A new job of run `run`: its token, mapped to the run's id and a job id of its own. */
  const job = (run: string): Record<string, string> => {
    const ids = { run, job: `e5f6a7b8-0000-4000-8000-${String(runs.size + 1).padStart(12, '0')}` };
    const runToken = makeRuntimeToken(ids.run, ids.job);
    runs.set(runToken, ids);
    return { ...env, ACTIONS_RUNTIME_TOKEN: runToken };
  };
  const env = {
    ACTIONS_RESULTS_URL: base,
    ACTIONS_RUNTIME_TOKEN: token,
    ACTIONS_CACHE_SERVICE_V2: 'true',
    GITHUB_SERVER_URL: 'https://github.com',
  };
  return {
    url: base,
    token,
    env,
    state,
    newRun() {
      const n = runs.size + 1;
      return job(`a1b2c3d4-0000-4000-8000-${String(n).padStart(12, '0')}`);
    },
    newJob(other) {
      const ids = runs.get(other.ACTIONS_RUNTIME_TOKEN ?? '');
      if (!ids) throw new Error('newJob: not the environment of a run of this service');
      return job(ids.run);
    },
    artifactBytes(name) {
      const a = state.artifacts.filter((x) => x.name === name && x.finalized).at(-1);
      return a ? (state.blobs.get(a.blob)?.bytes ?? null) : null;
    },
    cacheBytes(key) {
      const c = state.caches.filter((x) => x.key === key && x.finalized).at(-1);
      return c ? (state.blobs.get(c.blob)?.bytes ?? null) : null;
    },
    failNext(route, status, times = 1, answer = {}) {
      for (let i = 0; i < times; i++) state.faults.push({ route, status, ...answer });
    },
    close: listening.close,
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function header(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return typeof v === 'string' ? v : null;
}

function hideSig(url: URL): string {
  const copy = new URL(url);
  if (copy.searchParams.has('sig')) copy.searchParams.set('sig', '***');
  return copy.pathname + copy.search;
}

function blobError(code: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
}

function send(
  res: ServerResponse,
  status: number,
  body: Json | string | Buffer,
  headers: Record<string, string> = {},
): void {
  const isJson = !(typeof body === 'string' || Buffer.isBuffer(body));
  const payload = isJson ? JSON.stringify(body) : body;
  const type = isJson
    ? { 'content-type': 'application/json' }
    : typeof body === 'string' && body.startsWith('<?xml')
      ? { 'content-type': 'application/xml' }
      : {};
  res.writeHead(status, { ...type, ...headers });
  res.end(payload);
}

/** The files of a zip archive, read from its central directory (enough for the toolkit's zips). */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const method = zip.readUInt16LE(p + 10);
    const compressed = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return files;
}
