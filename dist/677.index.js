export const id = 677;
export const ids = [677,342];
export const modules = {

/***/ 4342:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VP: () => (/* reexport */ running/* nthLogFile */.V),
  pipelineHooks: () => (/* binding */ pipelineHooks),
  startService: () => (/* binding */ startService)
});

// UNUSED EXPORTS: ComposeService, LOGS_KEEP, readyProbe

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/mcp/index.ts + 5 modules
var mcp = __webpack_require__(48612);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/sanitize/redact.ts + 1 modules
var redact = __webpack_require__(45709);
// EXTERNAL MODULE: ./src/util/deadline.ts
var deadline = __webpack_require__(84054);
// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
;// CONCATENATED MODULE: ./src/compose/containers.ts
// The containers of a compose project as `docker compose ps -a --format json` lists them, which of them stopped on
// their own, and how a stopped one is said: its service, its exit code in words, its last log lines.

/** Log lines a stopped container's message quotes. */
const LAST_LINES = 10;
/** `ps --format json`: one JSON array, or one object per line, depending on compose's version. */
function parsePs(out) {
    const text = out.trim();
    const rows = text.startsWith('[')
        ? JSON.parse(text)
        : text
            .split('\n')
            .filter((l) => l.trim().startsWith('{'))
            .map((l) => JSON.parse(l));
    return rows.map((r) => {
        const stopped = r.State === 'exited' || r.State === 'dead';
        return {
            id: r.ID ?? r.Name ?? '?',
            name: r.Name ?? '?',
            service: r.Service ?? '?',
            state: r.State ?? '?',
            exitCode: stopped && typeof r.ExitCode === 'number' ? r.ExitCode : null,
        };
    });
}
/**
 * The containers that stopped on their own: the service under test whatever its code, any other one with a code
 * that is not 0 (a one-shot job of the project exits 0 when it is done). `service` undefined: every service is
 * under test.
 */
function stoppedContainers(rows, service) {
    return rows.filter((c) => (c.state === 'exited' || c.state === 'dead') &&
        (service === undefined || c.service === service || (c.exitCode !== null && c.exitCode !== 0)));
}
const SIGNALS = {
    1: 'SIGHUP',
    2: 'SIGINT',
    6: 'SIGABRT',
    9: 'SIGKILL',
    11: 'SIGSEGV',
    15: 'SIGTERM',
};
/** `code 137 (SIGKILL: killed, by docker kill or for lack of memory)`; a signal's name above 128. */
function exitWords(code) {
    if (code === null)
        return 'an unknown code';
    const signal = code > 128 ? SIGNALS[code - 128] : undefined;
    if (code === 137)
        return 'code 137 (SIGKILL: killed, by docker kill or for lack of memory)';
    return signal ? `code ${code} (${signal})` : `code ${code}`;
}
/**
 * What a stopped container tells a reader: `service "mcpproxy" stopped: container p-mcpproxy-1 exited with code
 * 137 (...)`, then its last log lines. The first line is what scoring/causes.ts recognises (SERVICE_STOPPED).
 */
function stoppedMessage(c, logs, when = '') {
    const head = `service "${c.service}" stopped: container ${c.name} exited with ${exitWords(c.exitCode)}${when}`;
    const lines = (0,util_text/* readableLines */.KO)(stripComposePrefix(logs), LAST_LINES);
    return lines.length ? `${head}\nits last log lines:\n${lines.map((l) => `  ${l}`).join('\n')}` : head;
}
/** `mcpproxy-1  | text` -> `text`: compose's prefix on each line of `logs`. */
function stripComposePrefix(logs) {
    return logs.replace(/^[\w.-]+\s+\|\s?/gm, '');
}

// EXTERNAL MODULE: ./src/util/process.ts
var util_process = __webpack_require__(22017);
;// CONCATENATED MODULE: ./src/compose/docker.ts
// One `docker` command with a time limit: its stdout returned (or streamed to a sink), a failure named by the command
// line with the end of its stderr, redacted (container output may print a secret). The environment docker gets
// leaves out the action's inputs and the runner's tokens; MCP_EVAL_CONFIG_FILE is the caller's to set or unset.


/** Environment not passed to docker: action inputs (tokens, API keys) and the runner's own tokens. */
const WITHHELD_ENV = /^(INPUT_.*|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_TOKEN|ACTIONS_ID_TOKEN_REQUEST_URL)$/;
const STDERR_KEEP = 8_000;
/** Run `docker <args>`; resolves to its stdout (empty with a sink), rejects with a `service` error. */
function runDocker(args, call) {
    const shown = [call.docker, ...args].join(' ');
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !WITHHELD_ENV.test(k)));
    delete env.MCP_EVAL_CONFIG_FILE;
    if (call.configFile)
        env.MCP_EVAL_CONFIG_FILE = call.configFile;
    Object.assign(env, call.env);
    const failure = (message) => new errors/* EvalError */.Fn('service', call.redact(message));
    return new Promise((resolvePromise, reject) => {
        // In a group of its own, ended with us on a signal: a `compose up` under way must not outlive the run it was for.
        const child = (0,util_process/* spawnGroup */.j8)(call.docker, args, { cwd: call.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        let timedOut = false;
        child.stdout.on('data', (d) => {
            if (call.sink)
                call.sink(d);
            else
                stdout += d.toString('utf8');
        });
        child.stderr.on('data', (d) => {
            call.sink?.(d);
            stderr = (stderr + d.toString('utf8')).slice(-STDERR_KEEP);
        });
        const timer = setTimeout(() => {
            timedOut = true;
            void (0,util_process/* endGroup */.N4)(child, 5_000);
        }, call.timeoutMs);
        const finish = (err) => {
            clearTimeout(timer);
            if (err)
                reject(err);
            else
                resolvePromise(stdout);
        };
        child.on('error', (err) => {
            const hint = err.code === 'ENOENT' ? ' (is Docker installed and on PATH?)' : '';
            finish(failure(`${shown} could not start: ${err.message}${hint}`));
        });
        child.on('close', (code, signal) => {
            const secs = Math.round(call.timeoutMs / 1000);
            if (timedOut)
                return finish(failure(`${shown} timed out after ${secs}s${stderrTail(stderr)}`));
            if (code === 0)
                return finish(null);
            finish(failure(`${shown} failed (${code === null ? `signal ${signal}` : `exit ${code}`})${stderrTail(stderr)}`));
        });
    });
}
function stderrTail(stderr) {
    const t = stderr.trim();
    return t ? `:\n${t}` : ' (no output on stderr)';
}
/** The newest `max` bytes of a stream (whole chunks, the oldest one trimmed), and how many went before them. */
class TailBuffer {
    max;
    chunks = [];
    size = 0;
    dropped = 0;
    constructor(max) {
        this.max = max;
    }
    push(chunk) {
        this.chunks.push(chunk);
        this.size += chunk.length;
        while (this.size > this.max) {
            const over = this.size - this.max;
            const first = this.chunks[0];
            if (first.length <= over)
                this.chunks.shift();
            else
                this.chunks[0] = first.subarray(over);
            const gone = Math.min(first.length, over);
            this.size -= gone;
            this.dropped += gone;
        }
    }
    text() {
        return Buffer.concat(this.chunks).toString('utf8');
    }
}

;// CONCATENATED MODULE: ./src/compose/options.ts
const DEFAULT_TIMEOUTS = {
    up: 300_000,
    down: 120_000,
    logs: 60_000,
    ps: 30_000,
};
/**
 * Bytes of the service logs kept (the newest): they are redacted in memory, whole, before they are
 * written, so no unredacted byte reaches the disk; a longer log is cut at its start, and says so.
 */
const LOGS_KEEP = 16 * 1024 * 1024;

;// CONCATENATED MODULE: ./src/compose/compose-service.ts
// The service under test (MCPProxy by default) around `docker compose -f <file> [-p project]`: up, wait until an
// MCP probe succeeds, reset, watch for a container that stopped, keep logs, take down. Every command has a timeout;
// every failure names the command and carries its stderr, redacted. Used by the action and the CLI alike.
//
// A reset throws the service's state away: MCPProxy keeps it (servers added through `upstream_servers`, quarantine
// flags, the tool index) in data_dir, on a volume. With `service` set, only that service is replaced: its container
// killed (its state is thrown away, so no graceful stop is waited for) and removed with its volumes, then `up -d`
// again; what it depends on keeps running. Without it, the whole project goes (`down -v`, `up -d`). Before anything
// is removed, the containers are looked at (one that stopped on its own is reported, not silently replaced) and the
// logs of the one going away are kept.











/** How often, at most, a wait for readiness looks at the containers while the probe fails. */
const LOOK_EVERY_MS = 1_000;
class ComposeService {
    file;
    project;
    service;
    cwd;
    docker;
    timeouts;
    redact;
    logDir;
    env;
    /** Handed to compose as MCP_EVAL_CONFIG_FILE; null: unset, the compose file's default. */
    configFile = null;
    /** What was said of each stopped container (by id): the same words each time it is asked about. */
    said = new Map();
    /** Stopped containers a reset found and replaced, not yet handed to the run. */
    found = [];
    /** Set by teardown: nothing is started after it (a reset under way when Ctrl-C came would leave one running). */
    closing = false;
    /** Docker commands under way: teardown waits for them, so its `down` sees what an `up` under way creates. */
    underWay = new Set();
    constructor(opts) {
        if (!opts.file.trim())
            throw new errors/* EvalError */.Fn('config', 'compose-file is empty');
        if (opts.project !== undefined && !/^[a-z0-9][a-z0-9_-]*$/.test(opts.project)) {
            const rule = 'use lowercase letters, digits, "-" and "_", starting with a letter or digit';
            throw new errors/* EvalError */.Fn('config', `compose project name "${opts.project}" is invalid: ${rule}`);
        }
        if (opts.service !== undefined && !/^[a-zA-Z0-9][a-zA-Z0-9_.-]*$/.test(opts.service)) {
            throw new errors/* EvalError */.Fn('config', `compose-service "${opts.service}" is not a valid service name`);
        }
        this.cwd = (0,external_node_path_.resolve)(opts.cwd ?? process.cwd());
        this.file = (0,external_node_path_.resolve)(this.cwd, opts.file);
        this.project = opts.project;
        this.service = opts.service;
        this.docker = opts.docker ?? 'docker';
        this.timeouts = { ...DEFAULT_TIMEOUTS, ...opts.timeouts };
        this.redact = opts.redact ?? redact/* noRedaction */.Np;
        this.logDir = opts.logDir;
        this.env = opts.env;
    }
    /** `docker compose -f <file> [-p <project>]`, the start of every command. */
    get baseArgs() {
        return ['compose', '-f', this.file, ...(this.project ? ['-p', this.project] : [])];
    }
    get services() {
        return this.service ? [this.service] : [];
    }
    async up() {
        if (!(0,external_node_fs_.existsSync)(this.file))
            throw new errors/* EvalError */.Fn('service', `compose-file ${this.file}: no such file`);
        if (this.closing)
            throw new errors/* EvalError */.Fn('service', 'not started: the service is being taken down');
        await this.compose(['up', '-d', ...this.services], 'up');
    }
    /**
     * Poll the probe until it succeeds. On the deadline, or when the container exited, throw with its logs. The
     * containers are looked at (a `docker compose ps`) on the first failed probe, then at most once every LOOK_EVERY_MS,
     * during the pause before the next probe: not once per probe.
     */
    async waitReady(opts) {
        const started = Date.now();
        const deadline = started + (opts.timeoutMs ?? 120_000);
        const interval = opts.intervalMs ?? 1_000;
        let looked = -Infinity;
        for (let attempts = 1;; attempts++) {
            const lastError = await probeOnce(opts, deadline - Date.now());
            if (lastError === null)
                return { attempts, ms: Date.now() - started };
            const last = Date.now() + interval >= deadline;
            const look = last || Date.now() - looked >= LOOK_EVERY_MS;
            if (look)
                looked = Date.now();
            const [rows] = await Promise.all([
                look ? this.containers().catch(() => []) : [],
                last ? undefined : new Promise((r) => setTimeout(r, interval)),
            ]);
            const exited = stoppedContainers(rows, this.service);
            if (exited.length > 0) {
                for (const c of exited)
                    this.said.set(c.id, `service "${c.service}" did not get ready`);
                const names = exited.map((c) => c.name).join(', ');
                throw await this.notReady(`service container exited before it was ready (${names})`, lastError);
            }
            if (last) {
                const secs = Math.round((Date.now() - started) / 1000);
                throw await this.notReady(`service not ready after ${secs}s (${attempts} attempts)`, lastError);
            }
        }
    }
    async notReady(what, lastError) {
        return new errors/* EvalError */.Fn('service', await this.withDiagnostics(`${what}; last probe error: ${lastError}`));
    }
    /**
     * Throw the service's state away and start it again, and wait for it when given a probe. With a config file,
     * compose gets MCP_EVAL_CONFIG_FILE (the compose file mounts it as the service's configuration) from then on;
     * null goes back to the default (the variable unset). A container found stopped first is kept for recovered().
     */
    async reset(ready, configFile) {
        const rows = await this.containers();
        await this.noteStopped(rows, ' (found by a reset, which started it again)');
        await this.keepLogs();
        if (this.service)
            await this.replace(rows.filter((c) => c.service === this.service));
        else
            await this.down();
        if (configFile !== undefined)
            this.configFile = configFile;
        await this.up();
        if (ready)
            await this.waitReady(ready);
    }
    /** The service's containers killed and removed with their volumes, named ones too (a fresh data_dir). */
    async replace(mine) {
        if (!mine.length)
            return;
        const ids = mine.map((c) => c.id);
        // Anonymous volumes go with `rm --volumes`; named ones are removed by name.
        const named = (await this.mounts(ids)).filter((m) => m.Type === 'volume' && m.Name && !/^[0-9a-f]{64}$/.test(m.Name));
        const volumes = [...new Set(named.map((m) => m.Name))];
        await this.dockerCall(['rm', '--force', '--volumes', ...ids], 'down');
        if (volumes.length)
            await this.dockerCall(['volume', 'rm', '--force', ...volumes], 'down');
    }
    /** Host files bind-mounted into the service's running containers (its configuration among them). */
    async mountedFiles() {
        const ids = (await this.containers()).filter((c) => c.state === 'running' && this.isUnderTest(c)).map((c) => c.id);
        const binds = (await this.mounts(ids)).filter((m) => m.Type === 'bind' && m.Source);
        return binds.map((m) => m.Source);
    }
    /** What `docker inspect` says is mounted in these containers. */
    async mounts(ids) {
        if (!ids.length)
            return [];
        const out = await this.dockerCall(['inspect', '--format', '{{json .Mounts}}', ...ids], 'ps');
        return out
            .split('\n')
            .filter((l) => l.trim().startsWith('['))
            .flatMap((l) => JSON.parse(l));
    }
    isUnderTest(c) {
        return this.service === undefined || c.service === this.service;
    }
    /**
     * Why the service is down now: each container that stopped on its own, with its exit code and last log lines (the
     * same words each time it is asked while it stays down); null while everything runs (still, after `settleMs`).
     */
    async stopped(settleMs = 0) {
        const deadline = Date.now() + settleMs;
        let rows = await this.containers();
        // Asked after a lost connection: the engine may not have seen the container exit yet.
        while (!stoppedContainers(rows, this.service).length && Date.now() < deadline) {
            await new Promise((r) => setTimeout(r, 250));
            rows = await this.containers();
        }
        const messages = [];
        for (const c of stoppedContainers(rows, this.service)) {
            const said = this.said.get(c.id) ?? (await this.describe(c, ''));
            this.said.set(c.id, said);
            messages.push(said);
        }
        return messages.length ? messages.join('\n') : null;
    }
    /** What the resets found stopped and started again since the last call, once each. */
    recovered() {
        const out = this.found;
        this.found = [];
        return out;
    }
    /** Stopped containers nobody has heard of yet, kept for recovered(): a reset is about to replace them. */
    async noteStopped(rows, when) {
        for (const c of stoppedContainers(rows, this.service)) {
            if (this.said.has(c.id))
                continue;
            const said = await this.describe(c, when);
            this.said.set(c.id, said);
            this.found.push(said);
        }
    }
    async describe(c, when) {
        const logs = await this.compose(['logs', '--no-color', `--tail=${LAST_LINES}`, c.service], 'logs').catch((e) => `(its logs could not be read: ${(0,errors/* errorMessage */.gJ)(e)})`);
        return this.redact(stoppedMessage(c, logs, when));
    }
    /**
     * `docker compose logs --no-color --timestamps` of every container (or of `services`) into a file, redacted,
     * escape sequences stripped; returns the path.
     * The newest LOGS_KEEP bytes are kept and redacted whole (a secret can straddle two chunks), also when the command
     * fails or times out; an older part is cut, and the file says how much.
     */
    async logs(path, services = []) {
        await (0,files/* writeAtomic */.v)(path, await this.logText(services));
        return path;
    }
    async logText(services) {
        const tail = new TailBuffer(LOGS_KEEP);
        let failed = '';
        try {
            await this.compose(['logs', '--no-color', '--timestamps', ...services], 'logs', (chunk) => tail.push(chunk));
        }
        catch (e) {
            failed = `[mcp-eval: the logs are incomplete: ${(0,errors/* errorMessage */.gJ)(e)}]\n`;
        }
        const cut = tail.dropped > 0;
        const note = cut ? `[mcp-eval: the first ${tail.dropped} bytes of the service logs were cut]\n` : '';
        return note + (0,redact/* redactTail */.yj)(this.redact, (0,util_text/* stripAnsi */.aJ)(tail.text()), Infinity, cut) + this.redact(failed);
    }
    /**
     * The logs of the containers a reset is about to remove (the service's; every container's without one), added to
     * this configuration's file in logDir. Best effort: a failure is noted in the file.
     */
    async keepLogs() {
        if (!this.logDir)
            return;
        const label = this.configFile ? (0,external_node_path_.basename)(this.configFile, (0,external_node_path_.extname)(this.configFile)) : 'default';
        const file = (0,external_node_path_.join)(this.logDir, `service-${label.replace(/[^\w.-]/g, '_')}.log`);
        const text = await this.logText(this.services);
        if (!text.trim())
            return;
        await (0,promises_.mkdir)(this.logDir, { recursive: true });
        await (0,promises_.appendFile)(file, `[mcp-eval: logs kept at ${new Date().toISOString()}]\n${text}`);
    }
    /** The files keepLogs() wrote so far. */
    async keptLogs() {
        if (!this.logDir)
            return [];
        const files = await (0,promises_.readdir)(this.logDir).catch(() => []);
        return files.filter((f) => f.endsWith('.log')).map((f) => (0,external_node_path_.join)(this.logDir, f));
    }
    async ps() {
        return this.compose(['ps', '-a', ...this.services], 'ps');
    }
    /** The project's containers, every service's (a dependency that stopped matters too). */
    async containers() {
        return parsePs(await this.compose(['ps', '-a', '--format', 'json'], 'ps'));
    }
    /** Everything removed, volumes too. No grace period: the state is thrown away and the logs were kept first. */
    async down() {
        await this.compose(['down', '-v', '--remove-orphans', '--timeout', '0'], 'down');
    }
    /** Save every container's logs, then take everything down. Never throws: problems are returned. */
    async teardown(logPath) {
        this.closing = true;
        await Promise.allSettled([...this.underWay]);
        const problems = [];
        let saved = null;
        try {
            saved = await this.logs(logPath);
        }
        catch (err) {
            problems.push(`could not save the service logs: ${(0,errors/* errorMessage */.gJ)(err)}`);
        }
        let down = false;
        try {
            await this.down();
            down = true;
        }
        catch (err) {
            problems.push(`could not take the service down: ${(0,errors/* errorMessage */.gJ)(err)}`);
        }
        return { logPath: saved, down, problems };
    }
    async withDiagnostics(summary) {
        const parts = [summary];
        for (const [title, args] of [
            ['docker compose ps', ['ps', '-a', ...this.services]],
            ['docker compose logs (last 200 lines)', ['logs', '--no-color', '--timestamps', '--tail=200', ...this.services]],
        ]) {
            try {
                const out = await this.compose([...args], title === 'docker compose ps' ? 'ps' : 'logs');
                parts.push(`--- ${title} ---\n${(0,util_text/* stripAnsi */.aJ)(out).trimEnd()}`);
            }
            catch (err) {
                parts.push(`--- ${title} --- unavailable: ${(0,errors/* errorMessage */.gJ)(err)}`);
            }
        }
        return this.redact(parts.join('\n'));
    }
    /** One compose command; stdout is returned, or handed to `sink` (stderr too). */
    compose(args, kind, sink) {
        return this.dockerCall([...this.baseArgs, ...args], kind, sink);
    }
    dockerCall(args, kind, sink) {
        const { docker, cwd, configFile, redact, env } = this;
        const call = runDocker(args, { docker, cwd, configFile, redact, env, timeoutMs: this.timeouts[kind], sink });
        this.underWay.add(call);
        const settled = () => void this.underWay.delete(call);
        call.then(settled, settled);
        return call;
    }
}
/** One probe within the time left (and the per-probe limit): null when it answered, else why not. */
async function probeOnce(opts, remaining) {
    const limit = Math.max(1, Math.min(remaining, opts.probeTimeoutMs ?? 10_000));
    try {
        await (0,deadline/* withDeadline */.N)(opts.probe(), limit, `probe timed out after ${limit}ms`);
        return null;
    }
    catch (err) {
        return (0,errors/* errorMessage */.gJ)(err);
    }
}

// EXTERNAL MODULE: ./src/compose/running.ts
var running = __webpack_require__(76295);
;// CONCATENATED MODULE: ./src/compose/index.ts
// The service under test of a run, for both entries (the action's main step, the CLI): the compose file brought up,
// ready when every network server of the config answers MCP initialize, then the hooks the pipeline takes: its
// reset (per config group and per `reset`) and its watch (a container that stopped, the files it was started with).





/** How long a lost connection gives the engine to see the container it came from exit (it may lag the kill). */
const SETTLE_MS = 2_000;


/** Where, in the report directory, the logs of the containers each reset removes are kept. */
const SERVICE_LOGS_DIR = 'service-logs';
async function startService(settings, opts) {
    if (!settings.composeFile)
        return undefined;
    if (settings.mode !== 'ab')
        return startOne(settings, opts, { servers: settings.servers });
    // The pair of services, for mode ab only.
    const { abSide, servicePair } = await __webpack_require__.e(/* import() */ 590).then(__webpack_require__.bind(__webpack_require__, 13590));
    const a = await startOne(settings, opts, abSide(settings, 'a', opts));
    return servicePair(a, await startOne(settings, opts, abSide(settings, 'b', opts)));
}
async function startOne(settings, opts, at) {
    const logDir = external_node_path_default().resolve(opts.cwd ?? process.cwd(), settings.out, SERVICE_LOGS_DIR, at.logSubdir ?? '');
    const compose = new ComposeService({
        file: settings.composeFile,
        service: settings.composeService,
        redact: opts.redact,
        logDir,
        cwd: opts.cwd,
        project: at.project,
        env: at.env,
    });
    opts.beforeUp?.(compose);
    const ready = readyProbe((0,mcp/* loadServerConfig */.EN)(at.servers, opts.env), settings.connectTimeoutSeconds);
    const project = at.project ? ` -p ${at.project}` : '';
    const shown = `docker compose -f ${settings.composeFile}${project} up -d ${settings.composeService ?? ''}`.trimEnd();
    opts.log(`starting the service: ${shown}`);
    await compose.up();
    const { ms } = await compose.waitReady(ready);
    opts.log(`service answered MCP initialize after ${(ms / 1000).toFixed(1)}s`);
    const mounted = await compose.mountedFiles().catch(() => []);
    return {
        reset: (configFile) => compose.reset(ready, configFile),
        watch: {
            startFiles: withRealPaths(mounted),
            stopped: (cut) => compose.stopped(cut ? SETTLE_MS : 0),
            recovered: () => compose.recovered(),
        },
        logs: async (file) => [await compose.logs(file)],
        keptLogs: () => compose.keptLogs(),
    };
}
/**
 * What the pipeline is handed (ExecuteOptions): the compose restart as its reset, unless the user's reset-command
 * replaces it (then the command is what a reset means, the first one included: the service is not taken as fresh).
 */
function pipelineHooks(service, settings) {
    if (!service)
        return {};
    if (settings.resetCommand)
        return { service: { ...service.watch, startFiles: undefined } };
    return { reset: service.reset, service: service.watch };
}
/**
 * Ready when every network server answers MCP initialize (stdio servers are started by the run itself). A short
 * limit per attempt and a short pause: until the container listens, the engine's port proxy may accept a
 * connection and never answer it. The service gets 4x connect-timeout-seconds in all.
 */
function readyProbe(servers, connectSeconds) {
    const network = servers.filter((s) => s.type !== 'stdio');
    const perAttempt = Math.min(2_000, connectSeconds * 1000);
    return {
        probe: async () => {
            for (const s of network)
                await (await mcp/* ServerConnection */.m5.open(s, { connectTimeoutMs: perAttempt, advertised: false })).close();
        },
        timeoutMs: connectSeconds * 4 * 1000,
        intervalMs: 250,
        probeTimeoutMs: perAttempt * 2,
    };
}
/** Paths as docker gave them and as the file system resolves them (a symlinked temp directory). */
function withRealPaths(paths) {
    const real = (p) => {
        try {
            return (0,external_node_fs_.realpathSync)(p);
        }
        catch {
            return p;
        }
    };
    return [...new Set(paths.flatMap((p) => [p, real(p)]))];
}


/***/ }),

/***/ 76295:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ nthLogFile)
/* harmony export */ });
/** The log file of a run's i-th compose project (from 0; mode ab starts two): `service.log`, `service-2.log`. */
function nthLogFile(file, i) {
    return i === 0 ? file : file.replace(/(\.log)?$/, `-${i + 1}.log`);
}


/***/ }),

/***/ 25677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   defaultLogPath: () => (/* binding */ defaultLogPath),
/* harmony export */   saveForPost: () => (/* binding */ saveForPost)
/* harmony export */ });
/* unused harmony export teardownFromState */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33838);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70017);
/* harmony import */ var _sanitize_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(45709);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(38746);
/* harmony import */ var _compose_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4342);
// The compose service across the action's two steps: main saves where it is (saveForPost, before `up`, so a failed
// start is cleaned too) and the post: step, a process of its own, takes it down from that state, also when the main
// step failed or timed out. The service itself is src/compose/.







/**
 * The services saved so far in a step (mode ab starts two), by the step's state file (GITHUB_STATE): the post step
 * takes each down. A step is a process on a runner; the tests run many steps in one process, each with its own file.
 */
const savedBy = new Map();
/** Remember this service for the post: step (call before up(), so a failed up is cleaned too). */
function saveForPost(compose, logPath = defaultLogPath()) {
    const state = {
        file: compose.file,
        project: compose.project,
        service: compose.service,
        cwd: compose.cwd,
        logPath,
        docker: compose.docker === 'docker' ? undefined : compose.docker,
    };
    const stateFile = process.env.GITHUB_STATE ?? '';
    const saved = savedBy.get(stateFile) ?? [];
    savedBy.set(stateFile, saved);
    state.logPath = (0,_compose_index_js__WEBPACK_IMPORTED_MODULE_6__/* .nthLogFile */ .VP)(logPath, saved.length);
    saved.push(state);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__.saveState(_constants_js__WEBPACK_IMPORTED_MODULE_5__/* .State */ .Uw.ComposeService, JSON.stringify(saved));
}
/**
 * For the post step: save the service logs and take it down, when main started one. Never throws: problems become
 * warnings. The state holds no secret, so post passes the redactor it rebuilt from the inputs.
 */
async function teardownFromState(redact = noRedaction) {
    try {
        const raw = core.getState(State.ComposeService);
        if (!raw)
            return null;
        const results = [];
        for (const s of JSON.parse(raw)) {
            const { file, project, service, cwd, docker } = s;
            const result = await new ComposeService({ file, project, service, cwd, docker, redact }).teardown(s.logPath);
            for (const p of result.problems)
                core.warning(p);
            results.push(result);
        }
        const [first] = results;
        return { ...first, down: results.every((r) => r.down), problems: results.flatMap((r) => r.problems) };
    }
    catch (err) {
        const problem = redact(`service teardown failed: ${errorMessage(err)}`);
        core.warning(problem);
        return { logPath: null, down: false, problems: [problem] };
    }
}
function defaultLogPath() {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir)(), 'mcp-eval-service.log');
}


/***/ })

};
