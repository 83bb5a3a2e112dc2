export const id = 63;
export const ids = [63];
export const modules = {

/***/ 4063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  teardownFromState: () => (/* binding */ teardownFromState)
});

// UNUSED EXPORTS: defaultLogPath, saveForPost

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var lib_core = __webpack_require__(91659);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/sanitize/redact.ts + 1 modules
var sanitize_redact = __webpack_require__(45709);
// EXTERNAL MODULE: ./src/github/constants.ts
var constants = __webpack_require__(38746);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/mcp/index.ts + 26 modules
var mcp = __webpack_require__(71803);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
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
class compose_service_ComposeService {
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
        this.redact = opts.redact ?? sanitize_redact/* noRedaction */.Np;
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
        return note + (0,sanitize_redact/* redactTail */.yj)(this.redact, (0,util_text/* stripAnsi */.aJ)(tail.text()), Infinity, cut) + this.redact(failed);
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
    const { abSide, servicePair } = await __webpack_require__.e(/* import() */ 17).then(__webpack_require__.bind(__webpack_require__, 51017));
    const a = await startOne(settings, opts, abSide(settings, 'a', opts));
    return servicePair(a, await startOne(settings, opts, abSide(settings, 'b', opts)));
}
async function startOne(settings, opts, at) {
    const logDir = path.resolve(opts.cwd ?? process.cwd(), settings.out, SERVICE_LOGS_DIR, at.logSubdir ?? '');
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
    const ready = readyProbe(loadServerConfig(at.servers, opts.env), settings.connectTimeoutSeconds);
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
                await (await ServerConnection.open(s, { connectTimeoutMs: perAttempt, advertised: false })).close();
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
            return realpathSync(p);
        }
        catch {
            return p;
        }
    };
    return [...new Set(paths.flatMap((p) => [p, real(p)]))];
}

;// CONCATENATED MODULE: ./src/github/post-state.ts
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
    state.logPath = nthLogFile(logPath, saved.length);
    saved.push(state);
    core.saveState(State.ComposeService, JSON.stringify(saved));
}
/**
 * For the post step: save the service logs and take it down, when main started one. Never throws: problems become
 * warnings. The state holds no secret, so post passes the redactor it rebuilt from the inputs.
 */
async function teardownFromState(redact = sanitize_redact/* noRedaction */.Np) {
    try {
        const raw = lib_core/* getState */.Gu(constants/* State */.Uw.ComposeService);
        if (!raw)
            return null;
        const results = [];
        for (const s of JSON.parse(raw)) {
            const { file, project, service, cwd, docker } = s;
            const result = await new compose_service_ComposeService({ file, project, service, cwd, docker, redact }).teardown(s.logPath);
            for (const p of result.problems)
                lib_core/* warning */.$e(p);
            results.push(result);
        }
        const [first] = results;
        return { ...first, down: results.every((r) => r.down), problems: results.flatMap((r) => r.problems) };
    }
    catch (err) {
        const problem = redact(`service teardown failed: ${(0,errors/* errorMessage */.gJ)(err)}`);
        lib_core/* warning */.$e(problem);
        return { logPath: null, down: false, problems: [problem] };
    }
}
function defaultLogPath() {
    return join(process.env.RUNNER_TEMP || tmpdir(), 'mcp-eval-service.log');
}


/***/ }),

/***/ 71803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EN: () => (/* reexport */ config/* loadServerConfig */.EN)
});

// UNUSED EXPORTS: Answerer, DEFAULT_SERVER, SERVER_NAME, ServerConnection, SharedServers, checkServerConfig, contentProblem, createToolHost, describeError, directToolNames, freshServers, gatewayToolName, openServers, parseServerConfig, poolFrom, readServerFile, sanitizeToolName, schemaHash, secretValues, stdioEnvironment, waitForReady

// EXTERNAL MODULE: ./src/mcp/config.ts + 2 modules
var config = __webpack_require__(59590);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/experimental/tasks/stores/in-memory.js
var in_memory = __webpack_require__(92567);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 1 modules
var streamableHttp = __webpack_require__(65939);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(15649);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/util/deadline.ts
var deadline = __webpack_require__(84054);
// EXTERNAL MODULE: ./src/util/zod.ts
var zod = __webpack_require__(12001);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(74976);
;// CONCATENATED MODULE: ./src/mcp/tool-list.ts


const MAX_PAGES = 50;
const MAX_TOOLS = 2000;
/**
 * The most values one tool may hold (its schemas, annotations, `_meta`): each schema is compiled, diffed and screened,
 * and one with 100,000 properties took minutes and gigabytes. Real tools stay in the hundreds.
 */
const MAX_TOOL_VALUES = 10_000;
/**
 * Every page of a list (`tools/list`, `prompts/list`, ...): `fetchPage(cursor)` answers one request with the raw
 * result, whose `key` holds the page's items. Stops after MAX_PAGES pages or MAX_TOOLS items, or when a cursor comes
 * back again, and says so.
 */
async function tool_list_listAllPages(method, key, fetchPage) {
    const pageSchema = z.looseObject({ [key]: z.array(z.unknown()), nextCursor: z.unknown().optional() });
    const raw = [];
    const findings = [];
    const seen = new Set();
    let cursor;
    for (let page = 1;; page++) {
        const result = pageSchema.parse(await fetchPage(cursor));
        raw.push(...result[key]);
        const next = result.nextCursor;
        if (next === undefined || next === '' || next === null)
            break;
        if (typeof next !== 'string') {
            findings.push(`${method}: nextCursor is not a string: the first ${page} page(s) kept`);
            break;
        }
        if (seen.has(next)) {
            findings.push(`${method}: nextCursor "${next.slice(0, 40)}" came back again: the first ${page} page(s) kept`);
            break;
        }
        if (page >= MAX_PAGES || raw.length >= MAX_TOOLS) {
            const why = page >= MAX_PAGES ? `more than ${MAX_PAGES} pages` : `more than ${MAX_TOOLS} ${key}`;
            findings.push(`${method}: ${why} (the server kept sending a nextCursor): the first ${page} page(s) kept`);
            break;
        }
        seen.add(next);
        cursor = next;
    }
    if (raw.length > MAX_TOOLS)
        findings.push(`${method}: more than ${MAX_TOOLS} ${key}: the first ${MAX_TOOLS} kept`);
    return { items: raw.slice(0, MAX_TOOLS), findings };
}
/** Every page of the tool list, each tool mended where that is safe (mendTools). */
async function tool_list_listAllTools(fetchPage) {
    const { items, findings } = await tool_list_listAllPages('tools/list', 'tools', fetchPage);
    const { tools, deviations, fixes, duplicates } = mendTools(items);
    // The deviations first, then the limits: as before the pages were read by listAllPages.
    return { tools, findings: [...summarize(deviations), ...findings], fixes, duplicates };
}
/** The tools as the MCP schema has them: mended where it is safe, left out where it is not. */
function mendTools(raw) {
    const tools = [];
    const deviations = [];
    const names = new Set();
    const fixes = new Map();
    const duplicates = new Set();
    raw.forEach((t, index) => {
        const say = (field, what) => deviations.push({ index, field, what });
        if (!isRecord(t) || typeof t.name !== 'string' || t.name === '')
            return say('', 'no "name": left out');
        if (names.has(t.name)) {
            duplicates.add(t.name);
            return say('', `"${t.name.slice(0, 60)}" again: left out`);
        }
        const name = t.name;
        names.add(name);
        if (jsonExtent(t, Infinity, MAX_TOOL_VALUES).values > MAX_TOOL_VALUES)
            return say('', `"${name.slice(0, 60)}" holds over ${MAX_TOOL_VALUES} values: left out`);
        const mend = (what) => {
            say('.inputSchema', what);
            fixes.set(name, what);
        };
        const tool = { ...t, inputSchema: mendSchema(t.inputSchema, mend) };
        if (tool.description !== undefined && typeof tool.description !== 'string') {
            say('.description', 'not a string: left out');
            delete tool.description;
        }
        tools.push(tool);
    });
    return { tools, deviations, fixes, duplicates: [...duplicates] };
}
function mendSchema(schema, say) {
    if (!isRecord(schema)) {
        say(schema === undefined ? 'missing: any object accepted' : 'not an object: any object accepted');
        return { type: 'object' };
    }
    if (schema.type === undefined)
        say('no "type"');
    else if (schema.type !== 'object') {
        say(`"type" is ${JSON.stringify(schema.type).slice(0, 40)}, not "object": any object accepted`);
        return { type: 'object' };
    }
    // In the order the SDK's schema gave (type, properties, required, the rest), as before this module.
    const { properties, required, ...rest } = schema;
    const known = {
        ...(properties === undefined ? {} : { properties }),
        ...(required === undefined ? {} : { required }),
    };
    return { type: 'object', ...known, ...rest };
}
/** One line per kind of deviation: the first place, and how many more tools have it. */
function summarize(deviations) {
    const byKind = new Map();
    for (const d of deviations) {
        const seen = byKind.get(d.field + d.what);
        if (seen)
            seen.more++;
        else
            byKind.set(d.field + d.what, { first: d, more: 0 });
    }
    return [...byKind.values()].map(({ first, more }) => {
        const also = more ? ` (and ${more} more tool${more > 1 ? 's' : ''})` : '';
        return `tools[${first.index}]${first.field}: ${first.what}${also}`;
    });
}

;// CONCATENATED MODULE: ./src/mcp/advertised.ts
// The rest of a server's contract besides its tools: its prompts, resources and resource templates, read as the tool
// list is (every page, bounded by tool-list.ts's limits, each item taken liberally: one without a name or URI is left
// out and said). A server that does not declare a capability has none of its lists (an empty list, no request); a
// list that fails is not known (absent) and said as a finding: neither is an error of the connection.


/** A string field of a raw item, if it is one. */
const advertised_text = (o, k) => typeof o[k] === 'string' ? o[k] : undefined;
/** The optional fields every kind shares: title, description, icons, `_meta`; each only when the server gave it. */
function common(o) {
    const [title, description] = [advertised_text(o, 'title'), advertised_text(o, 'description')];
    return {
        ...(title === undefined ? {} : { title }),
        ...(description === undefined ? {} : { description }),
        ...(Array.isArray(o.icons) ? { icons: o.icons } : {}),
        ...((0,json/* isRecord */.u4)(o._meta) ? { meta: o._meta } : {}),
    };
}
function advertised_prompt(o) {
    const name = advertised_text(o, 'name');
    if (!name)
        return null;
    const args = Array.isArray(o.arguments) ? o.arguments.filter(json/* isRecord */.u4) : undefined;
    const argument = (a) => ({
        name: advertised_text(a, 'name') ?? '',
        ...(advertised_text(a, 'description') === undefined ? {} : { description: advertised_text(a, 'description') }),
        ...(typeof a.required === 'boolean' ? { required: a.required } : {}),
    });
    return { name, ...common(o), ...(args ? { arguments: args.map(argument) } : {}) };
}
function mimeAndSize(o) {
    const mime = advertised_text(o, 'mimeType');
    return {
        ...(mime === undefined ? {} : { mime_type: mime }),
        ...(typeof o.size === 'number' ? { size: o.size } : {}),
    };
}
function resource(o) {
    const uri = advertised_text(o, 'uri');
    if (!uri)
        return null;
    return { uri, name: advertised_text(o, 'name') ?? '', ...common(o), ...mimeAndSize(o) };
}
function template(o) {
    const uriTemplate = advertised_text(o, 'uriTemplate');
    if (!uriTemplate)
        return null;
    const { mime_type } = mimeAndSize(o);
    const mime = mime_type === undefined ? {} : { mime_type };
    return { uri_template: uriTemplate, name: advertised_text(o, 'name') ?? '', ...common(o), ...mime };
}
/** JSON-RPC's "method not found". */
const METHOD_NOT_FOUND = (/* unused pure expression or super */ null && (-32601));
const PROMPTS = { method: 'prompts/list', key: 'prompts', read: advertised_prompt, missing: 'name' };
const RESOURCES = {
    method: 'resources/list',
    key: 'resources',
    read: resource,
    missing: 'uri',
};
const TEMPLATES = {
    method: 'resources/templates/list',
    key: 'resourceTemplates',
    read: template,
    missing: 'uriTemplate',
    optional: true,
};
/** One list, every page; its items read, those without what names them left out (said once). */
async function listKind(kind, request, findings) {
    try {
        const paged = await listAllPages(kind.method, kind.key, (cursor) => request(kind.method, cursor));
        findings.push(...paged.findings);
        const read = paged.items.map((i) => (isRecord(i) ? kind.read(i) : null));
        const left = read.filter((x) => x === null).length;
        if (left)
            findings.push(`${kind.method}: ${left} item(s) without a "${kind.missing}": left out`);
        return read.filter((x) => x !== null);
    }
    catch (e) {
        if (kind.optional && e.code === METHOD_NOT_FOUND)
            return [];
        findings.push(`${kind.method} failed: ${e instanceof Error ? e.message : String(e)}`.slice(0, 300));
        return undefined;
    }
}
/**
 * The server's prompts, resources and templates, as far as its capabilities declare them, asked one after the other as
 * a plain client's start-up does: a real proxy (FastMCP 2.2.0 serving mounted proxies) fails lists asked at once and
 * exits. `request` carries the deadline; a list past it is not known, and said.
 */
async function advertised_listAdvertised(capabilities, request, templates = true) {
    const findings = [];
    const has = (c) => isRecord(capabilities?.[c]);
    const prompts = has('prompts') ? await listKind(PROMPTS, request, findings) : [];
    const resources = has('resources') ? await listKind(RESOURCES, request, findings) : [];
    // Not asked (`templates` false): not known, as a list that failed is, and not said.
    const resource_templates = templates && has('resources') ? await listKind(TEMPLATES, request, findings) : templates ? [] : undefined;
    return {
        ...(prompts ? { prompts } : {}),
        ...(resources ? { resources } : {}),
        ...(resource_templates ? { resource_templates } : {}),
        findings,
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js
var sse = __webpack_require__(57910);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/stdio.js
var stdio = __webpack_require__(50042);
// EXTERNAL MODULE: ./src/sanitize/redact.ts + 1 modules
var redact = __webpack_require__(45709);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var shared_stdio = __webpack_require__(6224);
// EXTERNAL MODULE: ./src/util/process.ts
var util_process = __webpack_require__(22017);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
;// CONCATENATED MODULE: ./src/util/spawner.ts
// Stdio servers started by a small helper process instead of forked from the CLI itself. A fork copies the forking
// process's page tables, so its CPU grows with its RSS: ~12 ms a server from a run at 450-600 MiB, against a few ms
// from a helper of ~45 MiB (BENCHMARKS.md, bench 15). The helper (SPAWNER, started once, on its first use) starts each
// server in a process group of its own (util/process.ts) and hands over the server's own stdio sockets on its IPC
// channel: what the server writes reaches the CLI directly, not through the helper. Then it says how the server ended.



/**
 * The helper, run by `node -e`: one message a server ({ id, command, args, env, cwd }); its answers, in order, `spawn`
 * with the pid and stdin, then stdout and stderr (a socket each), and `exit`, or `error`. Each socket is stopped from
 * reading as it is made (before any turn of the event loop), so no byte the server writes is read here.
 */
const SPAWNER = (/* unused pure expression or super */ null && (String.raw `
const { spawn } = require('node:child_process');
const say = (m, handle) => process.connected && process.send(m, handle);
/** The servers' pids (their groups') not yet exited. */
const running = new Set();
const signal = (sig) => running.forEach((pid) => { try { process.kill(-pid, sig); } catch {} });
process.on('message', (m) => {
  let child;
  try {
    child = spawn(m.command, m.args, { env: m.env, cwd: m.cwd, detached: true, stdio: 'pipe', windowsHide: true });
  } catch (e) {
    return say({ id: m.id, type: 'error', error: { message: e.message, code: e.code } });
  }
  if (child.pid) running.add(child.pid);
  for (const s of [child.stdin, child.stdout, child.stderr]) s._handle?.readStop();
  child.once('error', ({ message, code, errno, syscall, path }) =>
    say({ id: m.id, type: 'error', error: { message, code, errno, syscall, path } }),
  );
  child.once('spawn', () => {
    say({ id: m.id, type: 'spawn', pid: child.pid }, child.stdin);
    say({ id: m.id, type: 'stdout' }, child.stdout);
    say({ id: m.id, type: 'stderr' }, child.stderr);
  });
  child.once('exit', (code, sig) => {
    running.delete(child.pid);
    say({ id: m.id, type: 'exit', code, signal: sig });
    if (ending && running.size === 0) process.exit(0);
  });
});
// Ended with the CLI, never by a signal meant for it: the CLI ends its servers' groups itself. A CLI killed before it
// could (SIGKILL, a runner's timeout) leaves servers that ignore the end of their stdin: their groups get SIGTERM
// here, SIGKILL 2 s later. The CLI's end closes the channel ('disconnect'); when it died with a socket in flight,
// Node never says so, and only the parent's pid tells.
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, () => undefined);
const parent = process.ppid;
let ending = false;
const orphaned = () => {
  if (ending) return;
  ending = true;
  if (running.size === 0) process.exit(0);
  signal('SIGTERM');
  setTimeout(() => (signal('SIGKILL'), process.exit(0)), 2000);
};
process.on('disconnect', orphaned);
setInterval(() => process.ppid !== parent && orphaned(), 1000).unref();
`));
/**
 * A server the helper started, as much of a ChildProcess as the stdio transport and util/process.ts use: `spawn` once
 * its three sockets are here, `exit` (code, signal), then `close` once stdout and stderr are closed too; `error` if
 * it could not be started.
 */
class SpawnedServer extends (/* unused pure expression or super */ null && (EventEmitter)) {
    pid;
    exitCode = null;
    signalCode = null;
    stdin = null;
    stdout = null;
    stderr = null;
    closesNeeded = 3;
    kill(signal = 'SIGTERM') {
        if (this.pid === undefined || this.exitCode !== null || this.signalCode !== null)
            return false;
        try {
            return process.kill(this.pid, signal);
        }
        catch {
            return false;
        }
    }
    /** What the helper said of this server. */
    answer(a, socket) {
        // As a ChildProcess that could not be spawned: 'error', then 'close'.
        if (a.type === 'error') {
            this.emit('error', Object.assign(new Error(a.error.message), a.error));
            return void this.emit('close', null, null);
        }
        if (a.type === 'exit')
            return this.exited(a.code, a.signal);
        if (!socket)
            return;
        if (a.type === 'spawn')
            [this.pid, this.stdin] = [a.pid, socket];
        else {
            this[a.type] = socket;
            socket.once('close', () => this.closed());
        }
        // The stdin socket reads nothing (the server never writes to its stdin): as a child's stdin, it keeps no run alive.
        if (a.type === 'spawn')
            socket.unref();
        if (this.stdin && this.stdout && this.stderr && a.type === 'stderr')
            this.emit('spawn');
    }
    exited(code, signal) {
        if (this.exitCode !== null || this.signalCode !== null)
            return;
        [this.exitCode, this.signalCode] = [code, signal];
        this.stdin?.destroy();
        this.emit('exit', code, signal);
        this.closed();
    }
    closed() {
        if (--this.closesNeeded === 0)
            this.emit('close', this.exitCode, this.signalCode);
    }
}
let helper = null;
let nextId = 0;
/** Servers started and not yet ended, by id: while there is one, the helper's channel keeps the process alive. */
const live = new Map();
/** Start `command` in a process group of its own, from the helper, with its stdio as sockets (see above). */
function spawner_spawnServer(command, args, opts) {
    const server = new SpawnedServer();
    const id = nextId++;
    live.set(id, server);
    server.once('exit', () => forget(id));
    server.once('error', () => forget(id));
    const h = spawner();
    h.channel?.ref();
    h.send({ id, command, args, env: opts.env, cwd: opts.cwd ?? process.cwd() });
    remember(server);
    return server;
}
/**
 * The helper started ahead of its first server, by a run that will start stdio servers: its own start (a node process,
 * ~40 ms) then goes beside the run's preparation instead of before the first server's. Until a server is started, it
 * keeps no run alive.
 */
function startSpawner() {
    if (process.platform === 'win32')
        return;
    const h = spawner();
    if (live.size === 0)
        h.channel?.unref();
}
/** The helper's pid while it runs: the stdio servers are its children, not the run's. */
const spawnerPid = () => helper?.pid;
function forget(id) {
    live.delete(id);
    if (live.size === 0)
        helper?.channel?.unref();
}
function spawner() {
    if (helper)
        return helper;
    // No NODE_OPTIONS of the run's (a --require of a user's): the helper loads nothing but child_process.
    const child = spawn(process.execPath, ['-e', SPAWNER], { env: {}, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
    child.on('message', (a, socket) => live.get(a.id)?.answer(a, socket));
    // The helper gone (killed, or never started): its servers' ends will not be told, so each still running is ended
    // here, with its group, and one not yet started fails. A message sent as it died ('error') is one of those.
    const lost = () => {
        if (helper !== child)
            return;
        helper = null;
        for (const s of live.values()) {
            if (s.pid === undefined)
                s.answer({ id: -1, type: 'error', error: { message: 'the helper that starts stdio servers ended' } }, undefined);
            else {
                killGroup(s.pid);
                s.exited(null, 'SIGKILL');
            }
        }
    };
    child.once('exit', lost);
    child.on('error', () => void (child.pid === undefined && lost()));
    child.unref();
    return (helper = child);
}
function killGroup(pid) {
    try {
        process.kill(-pid, 'SIGKILL');
    }
    catch {
        // Already gone.
    }
}

;// CONCATENATED MODULE: ./src/mcp/stdio.ts



/** The largest message a server may send (the SDK's limit): a longer one ends the connection. */
const MAX_MESSAGE_BYTES = (/* unused pure expression or super */ null && (STDIO_DEFAULT_MAX_BUFFER_SIZE));
/** After a server exits, how long its pipes may stay open (output still arriving) before they are let go of. */
const PIPES_GRACE_MS = 500;
class stdio_GroupStdioTransport {
    opts;
    onclose;
    onerror;
    onmessage;
    /** Why the transport gave up on the server, when it did (e.g. a message over the size limit). */
    failure = null;
    /** How the server process ended, once it has: `code 2`, `signal SIGSEGV`. */
    exit = null;
    /**
     * How long close() waits for the server to exit on the end of its stdin before it ends its group; 0 for a server
     * that failed its start (mcp/connection.ts): nothing of it is worth waiting for.
     */
    politeMs = 2000;
    child = null;
    buffer = new LineBuffer(MAX_MESSAGE_BYTES);
    constructor(opts) {
        this.opts = opts;
    }
    get pid() {
        return this.child?.pid ?? null;
    }
    start() {
        const { command, args, env, cwd, onStderr } = this.opts;
        return new Promise((resolve, reject) => {
            const child = process.platform === 'win32'
                ? spawnGroup(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] })
                : spawnServer(command, args, { env, cwd });
            this.child = child;
            child.once('error', (e) => {
                reject(e);
                this.onerror?.(e);
            });
            // The spawner's server has its stdio once it is spawned, not before.
            child.once('spawn', () => {
                child.stdin.on('error', (e) => this.onerror?.(e));
                child.stdout.on('data', (chunk) => this.receive(chunk));
                child.stderr.on('data', onStderr);
                resolve();
            });
            child.once('exit', (code, signal) => {
                this.exit = signal ? `signal ${signal}` : `code ${code}`;
                // What the server started and left behind goes with it. A process that left its group may still hold the
                // pipes, and 'close' (so onclose: the server is gone) waits for them: let go of them once the last output
                // had its moment to arrive.
                signalGroup(child, 'SIGKILL');
                setTimeout(() => {
                    child.stdout?.destroy();
                    child.stderr?.destroy();
                }, PIPES_GRACE_MS).unref();
            });
            child.once('close', () => {
                this.child = null;
                this.onclose?.();
            });
        });
    }
    send(message) {
        return new Promise((resolve, reject) => {
            const child = this.child;
            const stdin = child?.stdin;
            if (!stdin || stdin.destroyed) {
                // Exited as it started (from the spawner, its start, its stdin's end and its exit can come at once): refused
                // once its output is all read, as a write to its closed pipe is, so the failure says what it wrote to stderr.
                const closed = () => reject(new Error(this.exit ? 'Connection closed' : 'Not connected'));
                return void (child ? child.once('close', closed) : closed());
            }
            if (stdin.write(serializeMessage(message)))
                resolve();
            else
                stdin.once('drain', resolve);
        });
    }
    /** End stdin (MCP's polite close); a server still running after politeMs is ended with its group. */
    async close() {
        const child = this.child;
        if (!child)
            return;
        child.stdin?.end();
        // A server still running is ended with its group; its pipes are let go of on exit.
        if (!(await exitedWithin(child, this.politeMs)))
            await endGroup(child, 2000);
        this.buffer.clear();
    }
    receive(chunk) {
        try {
            this.buffer.append(chunk);
        }
        catch {
            this.failure = `the server sent a message over the ${MAX_MESSAGE_BYTES / (1 << 20)} MiB limit`;
            this.onerror?.(new Error(this.failure));
            void this.close();
            return;
        }
        for (;;) {
            let message;
            try {
                message = this.buffer.readMessage();
            }
            catch (e) {
                this.onerror?.(e);
                continue;
            }
            if (message === null)
                break;
            this.onmessage?.(message);
        }
    }
}
/**
 * The SDK's ReadBuffer, read for read (the same messages, the same limit on what waits unread, the same error), in time
 * linear in what arrives: the SDK's joins every chunk to all that waits and searches it all again for a newline, so a
 * 10 MiB answer in 64 KiB chunks copied some 800 MB (bench 15's profile: a tenth of the run's CPU on stdio servers).
 * Here the chunks of a line wait apart, each searched once, and are joined once, when the line ends.
 */
class LineBuffer {
    maxBytes;
    /** Chunks of the line under way, none holding a newline. */
    parts = [];
    /** What is not searched yet. */
    head = null;
    size = 0;
    constructor(maxBytes) {
        this.maxBytes = maxBytes;
    }
    append(chunk) {
        if (this.size + chunk.length > this.maxBytes) {
            this.clear();
            throw new Error(`ReadBuffer exceeded maximum size of ${this.maxBytes} bytes`);
        }
        this.head = this.head ? Buffer.concat([this.head, chunk]) : chunk;
        this.size += chunk.length;
    }
    /** The next whole message, or null until its line has ended; throws on a line that is not one (it is dropped). */
    readMessage() {
        const head = this.head;
        if (!head)
            return null;
        const end = head.indexOf(10);
        if (end === -1) {
            this.parts.push(head);
            this.head = null;
            return null;
        }
        const line = this.parts.length ? Buffer.concat([...this.parts, head.subarray(0, end)]) : head.subarray(0, end);
        this.parts = [];
        this.head = end + 1 < head.length ? head.subarray(end + 1) : null;
        this.size -= line.length + 1;
        return deserializeMessage(line.toString('utf8').replace(/\r$/, ''));
    }
    clear() {
        [this.parts, this.head, this.size] = [[], null, 0];
    }
}

;// CONCATENATED MODULE: ./src/mcp/transport.ts
// The SDK transport of one configured server: stdio (the server in its own process group, with a safe environment
// and its stderr kept for messages, redacted), streamable HTTP or SSE.






/** Characters of a stdio server's stderr quoted in an error, and how many are kept to redact before the cut. */
const STDERR_TAIL = 2000;
const STDERR_KEEP = (/* unused pure expression or super */ null && (64 * 1024));
// Besides the SDK's defaults (HOME, LOGNAME, PATH, SHELL, TERM, USER): locale, temp dir and
// time zone. Never the whole parent env: it holds tokens, and some tools print their env.
const EXTRA_INHERITED_ENV = (/* unused pure expression or super */ null && (['LANG', 'LC_ALL', 'TMPDIR', 'TZ', 'NODE_EXTRA_CA_CERTS']));
/** The environment a stdio server starts with: a safe subset of ours plus its `env`. */
function transport_stdioEnvironment(config, parent = process.env) {
    const env = getDefaultEnvironment();
    for (const key of EXTRA_INHERITED_ENV) {
        const v = parent[key];
        if (v !== undefined)
            env[key] = v;
    }
    return { ...env, ...config.env };
}
/** The SDK transport for a server, and what a stdio server last wrote to stderr (redacted). */
function transport_createTransport(config, kind) {
    if (config.type === 'stdio') {
        // Kept for error messages, never echoed into the job log. A tail is kept raw, and redacted before
        // it is cut to what a message quotes: a secret is hidden whole before any cut could halve it.
        let tail = '';
        let cut = false;
        const transport = new GroupStdioTransport({
            command: config.command,
            args: config.args,
            env: transport_stdioEnvironment(config),
            cwd: config.cwd,
            onStderr: (chunk) => {
                tail += chunk.toString('utf8');
                if (tail.length > STDERR_KEEP)
                    [tail, cut] = [tail.slice(-STDERR_KEEP), true];
            },
        });
        const redact = createRedactor({ secrets: secretValues([config]) });
        return { transport, stderrTail: () => redactTail(redact, tail, STDERR_TAIL, cut) };
    }
    const url = new URL(config.url);
    const requestInit = { headers: config.headers };
    const transport = kind === 'sse'
        ? new SSEClientTransport(url, { requestInit, fetch: withTraceHeader })
        : new StreamableHTTPClientTransport(url, { requestInit, fetch: withTraceHeader });
    return { transport, stderrTail: () => '' };
}
/** The trace context the tap put first in a request's `_meta` (tracing/mcp.ts): the body's first traceparent. */
const TRACEPARENT = /"traceparent":"(00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2})"/;
/**
 * fetch, with a request's trace context also as the W3C `traceparent` header: a proxy or server that traces HTTP
 * joins the run's trace without reading the body. The SDK sends each message's JSON as the body's text.
 */
function withTraceHeader(url, init) {
    const body = init?.body;
    const found = typeof body === 'string' && body.includes('"traceparent"') ? TRACEPARENT.exec(body) : null;
    if (!found)
        return fetch(url, init);
    const headers = new Headers(init?.headers);
    headers.set('traceparent', found[1]);
    return fetch(url, { ...init, headers });
}

;// CONCATENATED MODULE: ./src/mcp/command-check.ts
// Whether a stdio server's command can start: on the PATH it will be given, or at the path it names. `validate`
// says so with the nearest command on PATH, before a run meets spawn ENOENT once per scenario.




/** Why the server's command cannot start; null when it is found. */
function command_check_commandProblem(config, parent = process.env) {
    const { command } = config;
    const cwd = config.cwd ?? process.cwd();
    if (command.includes('/') || (process.platform === 'win32' && command.includes('\\'))) {
        const at = path.resolve(cwd, command);
        return executable(at) ? null : `command "${command}": no executable file at ${at}`;
    }
    const env = stdioEnvironment(config, parent);
    const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
    const endings = process.platform === 'win32' ? ['', ...(env.PATHEXT ?? '.EXE;.CMD;.BAT;.COM').split(';')] : [''];
    if (dirs.some((d) => endings.some((e) => executable(path.resolve(cwd, d, command + e)))))
        return null;
    const near = nearestName(command, namesIn(dirs.map((d) => path.resolve(cwd, d))));
    return `command "${command}" is not on PATH${near ? ` (did you mean ${near}?)` : ''}`;
}
function executable(file) {
    try {
        if (!statSync(file).isFile())
            return false;
        accessSync(file, constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/** The names of the files in these directories, each once (what a misspelt command is likely one of). */
function namesIn(dirs) {
    const names = new Set();
    for (const dir of dirs) {
        try {
            for (const name of readdirSync(dir))
                names.add(name);
        }
        catch {
            // A PATH entry that does not exist or cannot be read holds no command.
        }
    }
    return [...names];
}

// EXTERNAL MODULE: ./src/results/client.ts
var client = __webpack_require__(45527);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 30 modules
var esm_client = __webpack_require__(3244);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/validation/ajv-provider.js
var ajv_provider = __webpack_require__(69400);
;// CONCATENATED MODULE: ./src/util/version.ts
// Kept in step with package.json by test/util/version.test.ts (a JSON import would drag package.json into the bundle).
const version_VERSION = '0.2.0';
/** What `mcp-eval --version` prints (src/cli.ts answers it before the CLI loads; cli/run-cli.ts when it is loaded). */
const VERSION_LINE = (/* unused pure expression or super */ null && (`mcp-eval ${version_VERSION}\n`));

;// CONCATENATED MODULE: ./src/mcp/client.ts
// The SDK client of one connection, as the harness makes it: its name and version, the capabilities of the features it
// declares, and one JSON Schema validator shared by every client of the process.




const CLIENT_INFO = { name: 'mcp-eval-action', version: version_VERSION };
let ajv;
/**
 * Left to itself, each SDK client builds an Ajv of its own with its formats (2.5% of the CLI's CPU on a fuzz batch: two
 * clients a server), used only by its listTools() for output schemas. The harness lists tools by request
 * (tool-list.ts), so nothing asks it: one validator serves every client, and its Ajv (~6 ms of CPU) is built only if
 * the SDK ever asks for a validator.
 */
const sdkValidator = {
    getValidator: (schema) => (ajv ??= new ajv_provider/* AjvJsonSchemaValidator */.p()).getValidator(schema),
};
/** A client declaring `features`, sharing the validator above. */
function client_newClient(features, taskStore) {
    const capabilities = clientCapabilities(features);
    return new Client(CLIENT_INFO, { capabilities, taskStore, jsonSchemaValidator: sdkValidator });
}

;// CONCATENATED MODULE: ./src/mcp/asks.ts



/** One run's answers to what its servers ask; the asks it saw, and the first it could not answer. */
class Answerer {
    rules;
    onProblem;
    asked = [];
    /** Why the run cannot go on (an ask the scenario has no answer for); null while every ask was answered. */
    problem = null;
    constructor(rules, 
    /** Told of a problem at once, so the run ends there instead of waiting on the server. */
    onProblem = () => undefined) {
        this.rules = rules;
        this.onProblem = onProblem;
    }
    /** Does an ask of this kind and message have an answer here (to pick a run among several on one connection)? */
    answers(message, kind = 'elicitation') {
        if (kind === 'sampling')
            return this.rules.sampling.some((r) => r.message === undefined || new RegExp(r.message).test(message));
        return this.rules.elicitation.some((a) => new RegExp(a.message).test(message));
    }
    elicit(params) {
        const url = params.mode === 'url' ? String(params.url) : undefined;
        const schema = params.mode === 'url' ? undefined : params.requestedSchema;
        const answer = this.rules.elicitation.find((a) => new RegExp(a.message).test(params.message));
        const record = { kind: 'elicitation', message: params.message, ...(schema ? { schema } : {}) };
        if (url)
            record.url = url;
        if (!answer) {
            this.asked.push(record);
            const fields = schema ? ` for ${schemaWords(schema)}` : url ? ` to open ${url}` : '';
            return this.fail(`the server asked (elicitation) ${JSON.stringify(params.message)}${fields}, and the scenario has no answer ` +
                'whose message matches it; add one: elicitation: [{message: <regex>, action: accept|decline|cancel, ' +
                'content: {...}}]');
        }
        const content = answer.action === 'accept' && schema ? (answer.content ?? {}) : undefined;
        const wrong = content ? contentProblem(content, schema) : null;
        this.asked.push({ ...record, action: answer.action });
        if (wrong)
            return this.fail(`elicitation answer to ${JSON.stringify(params.message)}: ${wrong}`);
        return { action: answer.action, ...(content ? { content: content } : {}) };
    }
    /** The scenario's reply whose message matches, else the agent's model (a model agent), else the run's problem. */
    async sample(params) {
        const text = lastText(params);
        const reply = this.rules.sampling.find((r) => r.message === undefined || new RegExp(r.message).test(text));
        const record = { kind: 'sampling', message: text };
        if (reply) {
            this.asked.push({ ...record, action: 'reply' });
            return { role: 'assistant', content: { type: 'text', text: reply.reply }, model: 'mcp-eval-scenario' };
        }
        const answer = this.rules.sampler ? await this.rules.sampler(samplingRequest(params)) : null;
        if (answer && !('error' in answer)) {
            this.asked.push({ ...record, action: 'model' });
            const { text: said, model, stopReason } = answer;
            return { role: 'assistant', content: { type: 'text', text: said }, model, stopReason };
        }
        this.asked.push(record);
        if (answer)
            return this.fail(`the server asked (sampling) ${JSON.stringify(text.slice(0, 200))}: ${answer.error}`);
        return this.fail(`the server asked (sampling) ${JSON.stringify(text.slice(0, 200))}, and the scenario has no reply for it; ` +
            'add one: sampling: [{message: <regex>, reply: <text>}], or run a model agent, whose model answers');
    }
    /** Not recorded: a server may ask for the roots whenever it likes (server-everything 350 ms after it starts). */
    listRoots() {
        return { roots: this.rules.roots.map((uri) => ({ uri })) };
    }
    /** The asks since the last take: they belong to the call that just ended. */
    take() {
        const out = this.asked;
        this.asked = [];
        return out;
    }
    fail(problem) {
        this.problem ??= problem;
        this.onProblem(problem);
        throw new McpError(ErrorCode.InvalidRequest, problem);
    }
}
/**
 * A connection's side of the asks: the handlers of what the declared features let a server ask, each answered by the
 * run whose call is in flight; among several runs sharing the connection, the first with an answer to its message. A
 * request outside any call is refused.
 */
class asks_AskRouter {
    features;
    roots;
    runs = new Set();
    constructor(client, features, 
    /** The run's roots: listed when no call is in flight (a server may ask as it starts, and keep the answer). */
    roots = []) {
        this.features = features;
        this.roots = roots;
        const has = (f) => features.includes(f);
        if (has('elicitation') || has('url-elicitation'))
            client.setRequestHandler(ElicitRequestSchema, (r, x) => asTask(r.params, x, () => this.run(r.params.message).elicit(r.params)));
        if (has('sampling'))
            client.setRequestHandler(CreateMessageRequestSchema, (r, x) => asTask(r.params, x, () => this.run(lastText(r.params), 'sampling').sample(r.params)));
        if (has('roots'))
            client.setRequestHandler(ListRootsRequestSchema, () => this.runs.size ? this.run().listRoots() : { roots: this.roots.map((uri) => ({ uri })) });
    }
    /** `call` with `answerer` answering what the server asks meanwhile. */
    async during(answerer, call) {
        if (answerer)
            this.runs.add(answerer);
        try {
            return await call();
        }
        finally {
            if (answerer)
                this.runs.delete(answerer);
        }
    }
    run(message = '', kind) {
        const runs = [...this.runs];
        const run = runs.find((a) => a.answers(message, kind)) ?? runs[0];
        if (!run)
            throw new McpError(ErrorCode.InvalidRequest, 'mcp-eval answers requests only during a tool call');
        return run;
    }
}
/** A sampling request in neutral terms: each message's text (a block of another kind named by its type). */
function samplingRequest(params) {
    const messages = params.messages.map((m) => ({ role: m.role, text: messageText(m) }));
    return { messages, maxTokens: params.maxTokens, ...(params.systemPrompt ? { system: params.systemPrompt } : {}) };
}
/** A message's text blocks joined by lines, a block of another kind named by its type (`[image]`). */
function messageText(m) {
    const blocks = Array.isArray(m.content) ? m.content : [m.content];
    return blocks.map((b) => (isRecord(b) && typeof b.text === 'string' ? b.text : `[${blockType(b)}]`)).join('\n');
}
const blockType = (b) => (isRecord(b) && typeof b.type === 'string' ? b.type : 'content');
/**
 * The answer, or, when the server asked for it as a task (`params.task`, which a client declaring `tasks` may be sent:
 * server-everything's `-async` tools), a task created done with the answer as its result: the server polls tasks/get
 * and reads tasks/result, which the SDK answers from the connection's task store.
 */
async function asTask(params, extra, answer) {
    const result = await answer();
    if (!params.task || !extra.taskStore)
        return result;
    const task = await extra.taskStore.createTask({ ttl: params.task.ttl ?? null });
    await extra.taskStore.storeTaskResult(task.taskId, 'completed', result);
    return { task: await extra.taskStore.getTask(task.taskId) };
}
/** A sampling request's last message, as its text: what a scenario's reply is matched against. */
function lastText(params) {
    const last = params.messages.at(-1);
    return last ? messageText(last) : '';
}
/** `name (string, required), check (boolean)`: the fields a requestedSchema asks for. */
function schemaWords(schema) {
    const props = isRecord(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const words = Object.entries(props).map(([k, v]) => {
        const type = isRecord(v) && typeof v.type === 'string' ? v.type : 'any';
        return `${k} (${type}${required.has(k) ? ', required' : ''})`;
    });
    return words.length ? `the fields ${words.join(', ')}` : 'no field';
}
/** What is wrong with an accept's content for this schema: a field it lacks, a wrong type or value, a missing one. */
function contentProblem(content, schema) {
    const props = isRecord(schema.properties) ? schema.properties : {};
    for (const [key, value] of Object.entries(content)) {
        const field = props[key];
        if (!isRecord(field)) {
            const has = Object.keys(props).join(', ') || 'none';
            return `the content gives "${key}", a field the server's schema does not have (it has ${has})`;
        }
        const wrong = valueProblem(value, field);
        if (wrong)
            return `field "${key}": ${wrong}`;
    }
    const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
    const missing = required.filter((k) => !(k in content));
    return missing.length ? `the content lacks the required field(s) ${missing.join(', ')}` : null;
}
function valueProblem(value, field) {
    const type = field.type;
    const enumOf = (f) => (Array.isArray(f.enum) ? f.enum : null);
    if (type === 'array') {
        const items = isRecord(field.items) ? enumOf(field.items) : null;
        if (!Array.isArray(value))
            return `expected a list, got ${JSON.stringify(value)}`;
        const bad = items ? value.find((v) => !items.includes(v)) : undefined;
        return bad === undefined ? null : `${JSON.stringify(bad)} is not one of ${items.join(', ')}`;
    }
    const ok = type === 'string'
        ? typeof value === 'string'
        : type === 'boolean'
            ? typeof value === 'boolean'
            : type === 'integer'
                ? Number.isInteger(value)
                : type === 'number'
                    ? typeof value === 'number'
                    : true;
    if (!ok)
        return `expected ${String(type)}, got ${JSON.stringify(value)}`;
    const choices = enumOf(field);
    return choices && !choices.includes(value) ? `${JSON.stringify(value)} is not one of ${choices.join(', ')}` : null;
}

// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/trace/W3CTraceContextPropagator.mjs + 16 modules
var W3CTraceContextPropagator = __webpack_require__(25606);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context/context.mjs
var context_context = __webpack_require__(11802);
;// CONCATENATED MODULE: ./src/tracing/context.ts
// Where the run's tracing lives while it runs: in the OpenTelemetry context, carried through every await by
// AsyncLocalStorage. The pipeline puts the run's TraceRun there (run.ts), each scenario run its root span; the MCP
// transport and the agents read both from the active context, so no signature below the pipeline changes and a
// connection shared by concurrent scenarios still parents each request to the scenario that sent it.


let registered = false;
/**
 * Registers the context manager once per process (the api keeps the first one registered): the api's own is a no-op,
 * and without one every span would be a root.
 */
function context_ensureContextManager() {
    if (registered)
        return;
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    registered = true;
}
/** The key of the run's TraceRun in the context. */
const context_TRACE_RUN_KEY = (0,context_context/* createContextKey */.n)('mcp-eval trace run');
/** The key of a tool call's span ids holder (mcp/call.ts reads what the transport wrote there). */
const context_CALL_SPAN_KEY = (0,context_context/* createContextKey */.n)('mcp-eval tools/call span');
/** `call` with `holder` in its context, for the transport to fill with the tools/call span; as is when not tracing. */
function context_withCallSpan(holder, call) {
    const active = context.active();
    if (active.getValue(context_TRACE_RUN_KEY) === undefined)
        return call();
    return context.with(active.setValue(context_CALL_SPAN_KEY, holder), call);
}

// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
;// CONCATENATED MODULE: ./src/tracing/trace-run.ts
// A run's tracing: one TracerProvider for the whole run (each scenario run is a trace of its own), every span kept
// in memory for the trace file beside results.json (OTLP JSON, always written), and sent to a collector when one is
// set. The collector can cost a run no more than one warning and a bounded flush (collector.ts).










/** The trace file's name, beside results.json. */
const TRACE_FILE = 'traces.json';
/**
 * Every sampled span that ended, kept for the trace file. SimpleSpanProcessor with an InMemorySpanExporter keeps the
 * same list at the cost of a promise, a context switch and a timer for each span (about a third of the spans' cost).
 */
class KeptSpans {
    ended = [];
    onStart() { }
    onEnd(span) {
        if (span.spanContext().traceFlags & TraceFlags.SAMPLED)
            this.ended.push(span);
    }
    forceFlush() {
        return Promise.resolve();
    }
    shutdown() {
        return Promise.resolve();
    }
}
class TraceRun {
    options;
    exporter;
    tracer;
    kept = new KeptSpans();
    provider;
    constructor(options, exporter) {
        this.options = options;
        this.exporter = exporter;
        // sdk-trace v3 takes processors in the constructor only, and each processor takes `{ exporter }`: an exporter
        // passed as the argument itself is read as options without one, and the spans go nowhere.
        const spanProcessors = [this.kept];
        if (exporter)
            spanProcessors.push(new BatchSpanProcessor({ exporter, exportTimeoutMillis: EXPORT_TIMEOUT_MS }));
        this.provider = new TracerProvider({
            resource: resourceFromAttributes({ 'service.name': 'mcp-eval', 'service.version': VERSION }),
            spanProcessors,
        });
        // Spans come from this provider, never the api's global one: until a provider is registered globally (and a
        // second registration is refused), trace.getTracer() hands out a tracer whose spans record nothing.
        this.tracer = this.provider.getTracer('mcp-eval', VERSION);
    }
    static async start(options) {
        ensureContextManager();
        const target = options.collector;
        const inner = target && (await collectorExporter(target));
        const exporter = inner && new GuardedExporter(inner, hostOf(target.url), options);
        return new TraceRun(options, exporter);
    }
    /** `fn` with this run in its context: everything it runs (and awaits) traces into this run. */
    within(fn) {
        return context.with(context.active().setValue(TRACE_RUN_KEY, this), fn);
    }
    /** The spans ended so far. */
    spans() {
        return this.kept.ended;
    }
    /**
     * The spans as OTLP JSON (an ExportTraceServiceRequest: `resourceSpans`, hex ids), redacted, and a line end: the
     * serializer's UTF-8 bytes as they are (decoding 400 KB of them to write them encoded again cost as much again).
     */
    otlpJson() {
        const bytes = JsonTraceSerializer.serializeRequest(redactedSpans(this.spans(), this.options.redact));
        return Buffer.concat([bytes ?? Buffer.from('{"resourceSpans":[]}'), Buffer.from('\n')]);
    }
    /** Writes the trace file (with every span ended so far). */
    async write(file) {
        await writeAtomic(file, this.otlpJson());
    }
    /**
     * Sends what is left to the collector within its bound (never a throw for it). Once the run's own work is done: the
     * bound is wall time, and a report being rendered meanwhile would use it up.
     */
    async flush() {
        if (!this.exporter)
            return;
        const flushed = this.provider.forceFlush({ timeoutMillis: EXPORT_TIMEOUT_MS }).then(() => this.provider.shutdown());
        await withDeadline(flushed, FLUSH_BOUND_MS, 'trace flush').catch(() => this.exporter?.fail(`no answer within ${FLUSH_BOUND_MS} ms`));
    }
}
/** The run's tracing in `ctx` (default: the active context), if the run traces. */
function trace_run_traceRunOf(ctx = context.active()) {
    return ctx.getValue(TRACE_RUN_KEY);
}

;// CONCATENATED MODULE: ./src/tracing/spans.ts
// The spans of the run's own stages (a scenario run, a model request, the contract read, the compare, the verdict),
// each a no-op when the run does not trace: `inSpan` costs a context lookup then.



/**
 * `fn` inside a span (active while it runs, so what it calls nests under it), ended when it settles; a throw is
 * the span's error and is rethrown. Without a run that traces, just `fn` (with no span).
 */
async function inSpan(stage, fn) {
    const run = traceRunOf();
    if (!run)
        return fn(null);
    const options = {
        kind: stage.kind ?? SpanKind.INTERNAL,
        attributes: stage.attributes,
        root: stage.root,
    };
    const span = run.tracer.startSpan(stage.name, options);
    try {
        return await context.with(trace.setSpan(context.active(), span), () => fn(span));
    }
    catch (e) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: errorMessage(e) });
        span.setAttribute('error.type', e instanceof Error ? e.name : 'error');
        throw e;
    }
    finally {
        span.end();
    }
}
/** A span around synchronous work (the compare), ended by the caller; null when the run does not trace. */
function startStage(stage) {
    const run = traceRunOf();
    if (!run)
        return null;
    return run.tracer.startSpan(stage.name, { kind: stage.kind ?? SpanKind.INTERNAL, attributes: stage.attributes });
}
/** A text for a span attribute, when the run puts content on spans (`trace-content`): redacted as every output. */
function spans_spanContent(run, value) {
    if (!run?.options.content || value === undefined)
        return undefined;
    return run.options.redact(typeof value === 'string' ? value : JSON.stringify(value));
}

;// CONCATENATED MODULE: ./src/tracing/mcp.ts
// The MCP spans of one connection, after the OpenTelemetry MCP semantic conventions: a client span for each request
// the run sends (`{mcp.method.name} {target}`), its trace context put in the request's `params._meta` (traceparent,
// tracestate) so a server or proxy that traces joins the run's trace; a server span for each request the server
// sends back (elicitation, sampling, roots), under the call it came during. The transport tap (mcp/protocol-tap.ts)
// calls these as messages pass; each is a no-op when the run does not trace.





const propagator = new W3CTraceContextPropagator/* W3CTraceContextPropagator */.lm();
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** What a request's span is named by, and the attributes that say it: the tool, prompt or resource it is about. */
function target(method, params) {
    const name = typeof params?.name === 'string' ? params.name : undefined;
    if (method === 'tools/call')
        return { name, attributes: { 'gen_ai.tool.name': name, 'gen_ai.operation.name': 'execute_tool' } };
    if (method === 'prompts/get')
        return { name, attributes: { 'gen_ai.prompt.name': name } };
    const uri = typeof params?.uri === 'string' ? params.uri : undefined;
    if (method.startsWith('resources/') && uri)
        return { name: uri, attributes: { 'mcp.resource.uri': uri } };
    return { attributes: {} };
}
class mcp_McpSpans {
    info;
    /** The client spans of requests sent and not yet answered, by JSON-RPC id. */
    sent = new Map();
    /** The server spans of the server's requests not yet answered, by its id. */
    asked = new Map();
    constructor(info) {
        this.info = info;
    }
    /** A request the run sends: its span started, and the message with its trace context in `params._meta`. */
    request(message) {
        if (message.method === 'notifications/cancelled')
            this.cancelled(message.params?.requestId);
        const run = traceRunOf();
        if (!run || message.id === undefined || !message.method)
            return message;
        const { method, params } = message;
        const about = target(method, params);
        const span = run.tracer.startSpan(about.name ? `${method} ${about.name}` : method, {
            kind: SpanKind.CLIENT,
            attributes: { ...this.common(method, message.id), ...about.attributes },
        });
        const args = method === 'tools/call' ? spanContent(run, params?.arguments) : undefined;
        if (args !== undefined)
            span.setAttribute('gen_ai.tool.call.arguments', args);
        this.sent.set(message.id, { span, method, run });
        const spanContext = trace.setSpan(context.active(), span);
        if (method === 'tools/call') {
            const holder = context.active().getValue(CALL_SPAN_KEY);
            if (holder)
                holder.ids = { trace_id: span.spanContext().traceId, span_id: span.spanContext().spanId };
        }
        const carrier = {};
        propagator.inject(spanContext, carrier, { set: (c, k, v) => (c[k] = v) });
        // `_meta` first: the HTTP transport copies the first traceparent of the body into its header (transport.ts).
        const { _meta, ...rest } = params ?? {};
        return { ...message, params: { _meta: { ...(isObject(_meta) ? _meta : {}), ...carrier }, ...rest } };
    }
    /** A message from the server: the answer to a request sent (its span ends), or a request of its own (one starts). */
    received(message) {
        if (message.id === undefined)
            return;
        if (message.method)
            return this.serverRequest(message);
        const open = this.sent.get(message.id);
        if (!open)
            return;
        this.sent.delete(message.id);
        this.end(open, message);
    }
    /** The run's answer to a request of the server: its span ended. */
    answered(message) {
        if (message.id === undefined || message.method)
            return;
        const open = this.asked.get(message.id);
        if (!open)
            return;
        this.asked.delete(message.id);
        this.end(open, message);
    }
    /** The run gave up on a request (its time limit, the run's): its span ends, as an error, with no answer. */
    cancelled(id) {
        const open = (typeof id === 'string' || typeof id === 'number') && this.sent.get(id);
        if (!open)
            return;
        this.sent.delete(id);
        open.span.setAttribute('error.type', 'cancelled');
        open.span.setStatus({ code: SpanStatusCode.ERROR, message: 'cancelled: no answer in time' });
        open.span.end();
    }
    /** Ends every span still open (the connection closed): their requests never got an answer. */
    closed() {
        for (const { span } of [...this.sent.values(), ...this.asked.values()]) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: 'the connection closed' });
            span.setAttribute('error.type', 'connection_closed');
            span.end();
        }
        this.sent.clear();
        this.asked.clear();
    }
    /** A server's request arrives outside any run's context: it is parented to the latest tools/call under way. */
    serverRequest(message) {
        const parent = [...this.sent.values()].reverse().find((o) => o.method === 'tools/call');
        if (!parent || message.id === undefined || !message.method)
            return;
        const { method } = message;
        const ctx = trace.setSpan(context.active(), parent.span);
        const attributes = this.common(method, message.id);
        const span = parent.run.tracer.startSpan(method, { kind: SpanKind.SERVER, attributes }, ctx);
        this.asked.set(message.id, { span, method, run: parent.run });
    }
    common(method, id) {
        return {
            'mcp.method.name': method,
            'jsonrpc.request.id': String(id),
            'mcp.protocol.version': this.info.protocolVersion() ?? undefined,
            'mcp.session.id': this.info.sessionId(),
            'network.transport': this.info.networkTransport,
            'mcp_eval.server': this.info.server,
        };
    }
    end({ span, method, run }, message) {
        if (message.error) {
            span.setAttribute('error.type', String(message.error.code));
            span.setAttribute('rpc.response.status_code', String(message.error.code));
            span.setStatus({ code: SpanStatusCode.ERROR, message: message.error.message });
        }
        else if (isObject(message.result) && message.result.isError === true) {
            span.setAttribute('error.type', 'tool_error');
            span.setStatus({ code: SpanStatusCode.ERROR });
        }
        if (method === 'tools/call' && isObject(message.result)) {
            // The MCP result, content first: `mcp-eval import` reads it back as one (authoring/otlp.ts).
            const { content, structuredContent, isError } = message.result;
            const result = spanContent(run, { content, structuredContent, isError });
            if (result !== undefined)
                span.setAttribute('gen_ai.tool.call.result', result);
        }
        span.end();
    }
}

;// CONCATENATED MODULE: ./src/mcp/protocol-tap.ts


/** The deepest nesting a message of the server may have: real schemas and results stay far below. */
const MAX_MESSAGE_DEPTH = 128;
/** The most values a message may hold: 2,000 tools of 100 values each, twice over. */
const MAX_MESSAGE_VALUES = 400_000;
/** JSON-RPC's internal error: what a request answered with a message not let in gets instead. */
const INTERNAL_ERROR = (/* unused pure expression or super */ null && (-32603));
class protocol_tap_ProtocolTap {
    inner;
    requestVersion;
    onclose;
    onerror;
    onmessage;
    /** The version the server answered `initialize` with; null until it has. */
    negotiated = null;
    /** What the server sent that was not let in, said once each. */
    findings = new Set();
    initializeId = null;
    /** The listener of each call's progress token (tracking). */
    progress = new Map();
    tokens = 0;
    /** The connection's MCP spans (each a no-op when the run does not trace). */
    spans;
    constructor(inner, 
    /** The protocol version to ask for instead of the SDK's newest; undefined: the SDK's. */
    requestVersion, 
    /** Whose requests these are, for their spans: the server and how it is reached; none: not traced. */
    traced) {
        this.inner = inner;
        this.requestVersion = requestVersion;
        const version = () => this.negotiated;
        if (traced)
            this.spans = new McpSpans({ ...traced, protocolVersion: version, sessionId: () => this.sessionId });
    }
    get sessionId() {
        return this.inner.sessionId;
    }
    setProtocolVersion = (version) => this.inner.setProtocolVersion?.(version);
    start() {
        this.inner.onclose = () => {
            this.spans?.closed();
            this.onclose?.();
        };
        this.inner.onerror = (e) => this.onerror?.(e);
        this.inner.onmessage = (message, extra) => {
            const bounded = this.bound(message);
            if (!bounded || this.progressed(bounded))
                return;
            this.observe(bounded);
            this.spans?.received(bounded);
            this.onmessage?.(bounded, extra);
        };
        return this.inner.start();
    }
    send(message, options) {
        if ('method' in message && message.method === 'initialize' && 'id' in message) {
            this.initializeId = message.id;
            if (this.requestVersion && isRecord(message.params)) {
                const params = { ...message.params, protocolVersion: this.requestVersion };
                return this.inner.send(this.traced({ ...message, params }), options);
            }
        }
        return this.inner.send(this.traced(message), options);
    }
    /** A request: its span started, its trace context put in `_meta`; an answer to a server's request: its span ended. */
    traced(message) {
        if (!this.spans)
            return message;
        if ('method' in message)
            return this.spans.request(message);
        if (!('id' in message))
            return message;
        this.spans.answered(message);
        return message;
    }
    close() {
        return this.inner.close();
    }
    /**
     * The message, if it is within the bounds; else an answer becomes an error answer to the same request (so the request
     * fails, saying why, instead of waiting for its deadline), and anything else is left out and said.
     */
    bound(message) {
        const { depth, values } = jsonExtent(message, MAX_MESSAGE_DEPTH, MAX_MESSAGE_VALUES);
        if (depth <= MAX_MESSAGE_DEPTH && values <= MAX_MESSAGE_VALUES)
            return message;
        const what = depth > MAX_MESSAGE_DEPTH
            ? `nested deeper than ${MAX_MESSAGE_DEPTH} levels`
            : `over ${MAX_MESSAGE_VALUES} values`;
        if ('id' in message && !('method' in message)) {
            const error = { code: INTERNAL_ERROR, message: `the server's answer is ${what}: not read` };
            return { jsonrpc: '2.0', id: message.id, error };
        }
        this.findings.add(`a message ${what}: not read`);
        return null;
    }
    /** `run` with a progress token of its own (for the request's `_meta`), its notifications told to `listener`. */
    async tracking(listener, run) {
        const progressToken = `mcp-eval-${++this.tokens}`;
        this.progress.set(progressToken, listener);
        try {
            return await run({ progressToken });
        }
        finally {
            this.progress.delete(progressToken);
        }
    }
    /** A progress notification of a tracked call: told to its listener, not handed on. */
    progressed(message) {
        if (!('method' in message) || message.method !== 'notifications/progress' || 'id' in message)
            return false;
        const params = isRecord(message.params) ? message.params : {};
        const listener = this.progress.get(String(params.progressToken));
        if (!listener || typeof params.progress !== 'number')
            return false;
        listener(params);
        return true;
    }
    /** The answer to `initialize`: its protocol version. */
    observe(message) {
        if (this.initializeId === null || !('id' in message) || message.id !== this.initializeId)
            return;
        const result = 'result' in message && isRecord(message.result) ? message.result : null;
        if (typeof result?.protocolVersion === 'string')
            this.negotiated = result.protocolVersion;
    }
}

;// CONCATENATED MODULE: ./src/mcp/task-call.ts

/** Server messages are kept to this many characters. */
const MESSAGE_CHARS = 200;
/** One call's progress and task, recorded with it (call.ts). */
class task_call_CallNotes {
    progress;
    task;
    /** The SDK's onprogress handler: keeps the count and the last notification. */
    onprogress = (p) => {
        this.progress = {
            count: (this.progress?.count ?? 0) + 1,
            progress: p.progress,
            ...(p.total === undefined ? {} : { total: p.total }),
            ...(p.message === undefined ? {} : { message: p.message.slice(0, MESSAGE_CHARS) }),
        };
    };
    /** A task's status as last polled. */
    polled(status, message, poll) {
        this.task = {
            status,
            polls: (this.task?.polls ?? 0) + (poll ? 1 : 0),
            ...(message === undefined ? {} : { message: message.slice(0, MESSAGE_CHARS) }),
        };
    }
    /** The fields of the call's record: absent when the server reported nothing. */
    record() {
        return { ...(this.progress ? { progress: this.progress } : {}), ...(this.task ? { task: this.task } : {}) };
    }
}
/** Is this tool run as a task: it declares task support and the server declares task-augmented tool calls. */
function task_call_runsAsTask(client, tool) {
    const support = tool?.execution?.taskSupport;
    const tasks = client.getServerCapabilities()?.tasks;
    return (support === 'required' || support === 'optional') && tasks?.requests?.tools?.call !== undefined;
}
/**
 * Call `name` as a task: created by tools/call, polled with tasks/get at the server's interval, its result fetched
 * with tasks/result. Past `timeoutMs` (for the whole task) or on the run's `signal` the task is cancelled (without
 * waiting for the answer) and the call fails as a request that timed out.
 */
async function task_call_callAsTask(client, params, timeoutMs, notes, signal) {
    const deadline = AbortSignal.timeout(timeoutMs);
    const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;
    const options = { timeout: timeoutMs, signal: stop, onprogress: notes.onprogress, task: { ttl: timeoutMs } };
    let taskId;
    try {
        for await (const m of client.experimental.tasks.callToolStream(params, CallToolResultSchema, options)) {
            if (m.type === 'taskCreated')
                taskId = m.task.taskId;
            if (m.type === 'taskCreated' || m.type === 'taskStatus')
                notes.polled(m.task.status, m.task.statusMessage, m.type === 'taskStatus');
            if (m.type === 'result') {
                notes.polled('completed', undefined, false);
                return m.result;
            }
            if (m.type === 'error')
                throw m.error;
        }
        throw new McpError(ErrorCode.InternalError, `task of "${params.name}" ended with no result`);
    }
    catch (e) {
        if (!stop.aborted)
            throw e;
        if (taskId)
            void client.experimental.tasks.cancelTask(taskId, { timeout: 1000 }).catch(() => undefined);
        if (deadline.aborted)
            throw new McpError(ErrorCode.RequestTimeout, `task of "${params.name}" not done within ${timeoutMs} ms`);
        throw signal?.reason ?? e;
    }
}

;// CONCATENATED MODULE: ./src/mcp/names.ts
// Names the model sees, the hash that tells when a tool's input schema changed, and the
// "did you mean" for a mistyped name.


const MAX_TOOL_NAME = 64; // Anthropic tool names: ^[a-zA-Z0-9_-]{1,64}$
/** Replace what a model tool name may not contain, cut to 64 characters. */
function sanitizeToolName(name) {
    return name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, MAX_TOOL_NAME) || '_';
}
/** The gateway tool of server `S`: `mcp_<S>`. */
function names_gatewayToolName(server) {
    return sanitizeToolName(`mcp_${server}`);
}
/**
 * Model tool names for direct exposure: `mcp__<S>__<tool>` when that is already a valid
 * name, else the sanitised name cut short with a hash of the original appended, so two
 * tools never share a name. The returned map goes back from model name to the pair.
 */
function names_directToolNames(pairs) {
    const out = new Map();
    for (const p of pairs) {
        const original = `mcp__${p.server}__${p.tool}`;
        let name = sanitizeToolName(original);
        if (name !== original || out.has(name)) {
            name = `${sanitizeToolName(original).slice(0, MAX_TOOL_NAME - 9)}_${sha256(original).slice(0, 8)}`;
        }
        out.set(name, p);
    }
    return out;
}
/** sha256 of the canonical JSON of a tool's input schema. */
function names_schemaHash(schema) {
    return sha256(canonicalJson(schema ?? null));
}
/** ` Did you mean "<nearest>"?` when a known name is close to the mistyped one, else nothing. */
function names_suggest(name, candidates) {
    const near = nearestName(name, candidates);
    return near ? ` Did you mean "${near}"?` : '';
}

;// CONCATENATED MODULE: ./src/mcp/snapshot.ts


/**
 * Each input schema's hash, by the schema object: a connection keeps its tool list (a new one when the server sends
 * another) and each scenario's record snapshots it again; nothing changes a schema in place.
 */
const HASHES = new WeakMap();
function hashOf(schema) {
    // A list read by tool-list.ts always has an object; one made elsewhere might not (a WeakMap takes objects only).
    if (!isRecord(schema))
        return schemaHash(schema);
    let hash = HASHES.get(schema);
    if (hash === undefined)
        HASHES.set(schema, (hash = schemaHash(schema)));
    return hash;
}
/** A tool as the record keeps it; `fix`: what the harness mended in its input schema (tool-list.ts). */
function toolSnapshot(t, fix) {
    const raw = t;
    return {
        name: t.name,
        schema_hash: hashOf(t.inputSchema),
        ...(t.description === undefined ? {} : { description: t.description }),
        input_schema: t.inputSchema,
        ...(isRecord(t.annotations) ? { annotations: t.annotations } : {}),
        ...(typeof raw.title === 'string' ? { title: raw.title } : {}),
        ...(isRecord(raw.outputSchema) ? { output_schema: raw.outputSchema } : {}),
        ...(Array.isArray(raw.icons) ? { icons: raw.icons } : {}),
        ...(isRecord(raw._meta) ? { meta: raw._meta } : {}),
        ...(isRecord(raw.execution) ? { execution: raw.execution } : {}),
        ...(fix === undefined ? {} : { input_schema_fix: fix }),
    };
}
/** The last snapshot made of a tool list, with the parts it was made from (a connection reads a new list anew). */
const LAST = new WeakMap();
/**
 * The snapshot of these parts: the one made last for the same tool list when no part changed since. Each scenario's
 * record takes one of each server; one object while the server is unchanged lets the memos keyed by it (util/memo.ts
 * contentId, sanitize/repeated.ts) skip turning an 18 KB list to text for every scenario. A snapshot is never changed.
 */
function snapshot_serverSnapshot(p) {
    const last = LAST.get(p.tools);
    if (last && sameParts(last.parts, p))
        return last.snapshot;
    const snapshot = makeSnapshot(p);
    LAST.set(p.tools, { parts: p, snapshot });
    return snapshot;
}
/** The same objects (findings and client: the same entries: a connection makes those lists anew for each call). */
function sameParts(a, b) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => a[k] === b[k] || (k === 'findings' || k === 'client' ? sameList(a[k], b[k]) : false));
}
function sameList(a, b) {
    return a !== undefined && b !== undefined && a.length === b.length && a.every((v, i) => v === b[i]);
}
function makeSnapshot(p) {
    const { name, version, ...rest } = p.serverInfo ?? {};
    const named = typeof name === 'string' && typeof version === 'string';
    return {
        name: p.name,
        // Name and version first, as a baseline's snapshot reads back (results/server-snapshot.ts): a run's snapshot of
        // an unchanged server is then the same text as its baseline's, written once in results.json (shared-servers.ts).
        server_info: named ? { name, version, ...rest } : null,
        tools: p.tools.map((t) => toolSnapshot(t, p.fixes.get(t.name))),
        // Always present (empty when none): a baseline without the field predates it, and has none to compare.
        instructions: p.instructions ?? '',
        ...(p.findings.length ? { findings: [...p.findings] } : {}),
        ...(p.client ? { client: [...p.client] } : {}),
        ...(p.protocolVersion ? { protocol_version: p.protocolVersion } : {}),
        ...(p.capabilities ? { capabilities: p.capabilities } : {}),
        ...p.advertised,
        ...(p.duplicates.length ? { duplicate_tools: [...p.duplicates] } : {}),
    };
}

;// CONCATENATED MODULE: ./src/mcp/connection.ts




















/** Of the connect deadline, kept back from reading prompts and resources, so their lists cannot fail a connection. */
const ADVERTISED_MARGIN_MS = 100;
/** Any `tools/list` result: each tool is checked on its own (tool-list.ts). */
const LENIENT_LIST = schemas/* looseObject */._H3({});
class connection_ServerConnection {
    config;
    transportKind;
    client;
    transport;
    tap;
    stderrTail;
    /** Why the connection is gone; null while it is open. */
    closedReason = null;
    /** Set by a `tools/list_changed` notification: the tool list must be fetched again. */
    toolsStale = false;
    /**
     * Why a request got no answer while the connection stayed open (no answer in time, cut short, the
     * transport failed): the server may still be busy with it, or gone. Null while every request was answered.
     */
    doubt = null;
    toolList = [];
    listing = { fixes: new Map(), duplicates: [] };
    /** Prompts, resources and templates, read once at the handshake (advertised.ts). */
    advertised = {};
    /** What the server got wrong, said once each (tool-list.ts). */
    findings = new Set();
    /** What the server asks during a call, answered by that call's run (asks.ts). */
    asks;
    constructor(config, transportKind, client, transport, tap, stderrTail) {
        this.config = config;
        this.transportKind = transportKind;
        this.client = client;
        this.transport = transport;
        this.tap = tap;
        this.stderrTail = stderrTail;
    }
    get name() {
        return this.config.name;
    }
    /** Child process id of a stdio server. */
    get pid() {
        return this.transport instanceof GroupStdioTransport ? this.transport.pid : null;
    }
    get serverInfo() {
        const v = this.client.getServerVersion();
        return v ? { name: v.name, version: v.version } : null;
    }
    get tools() {
        return this.toolList;
    }
    /** The whole contract the server advertised (snapshot.ts). */
    snapshot() {
        return serverSnapshot({
            name: this.name,
            serverInfo: this.client.getServerVersion() ?? null,
            protocolVersion: this.tap.negotiated,
            capabilities: this.client.getServerCapabilities(),
            instructions: this.client.getInstructions(),
            tools: this.toolList,
            ...this.listing,
            advertised: this.advertised,
            findings: [...this.findings, ...this.tap.findings],
            client: this.asks.features,
        });
    }
    /** Prompts, resources and templates as the capabilities declare them, within `timeoutMs`; a failure is a finding. */
    async readAdvertised(timeoutMs, templates) {
        const deadline = Date.now() + timeoutMs;
        const request = (method, cursor) => this.client.request({ method, params: cursor ? { cursor } : undefined }, LENIENT_LIST, {
            timeout: Math.max(1, deadline - Date.now()),
        });
        const { findings, ...advertised } = await listAdvertised(this.client.getServerCapabilities(), request, templates);
        for (const f of findings)
            this.findings.add(f);
        this.advertised = advertised;
    }
    /**
     * Fetch the whole tool list again (every page), within `timeoutMs` for all of it; the run's
     * `signal` cuts it short. Bounded and lenient: see tool-list.ts.
     */
    async refreshTools(timeoutMs, signal) {
        this.toolsStale = false;
        const deadline = Date.now() + timeoutMs;
        const listing = await this.request('list tools', timeoutMs, () => listAllTools((cursor) => {
            const left = deadline - Date.now();
            if (left <= 0)
                throw new McpError(ErrorCode.RequestTimeout, 'tool list not complete in time');
            const params = cursor ? { cursor } : undefined;
            return this.client.request({ method: 'tools/list', params }, LENIENT_LIST, { timeout: left, signal });
        }));
        for (const f of listing.findings)
            this.findings.add(f);
        this.toolList = listing.tools;
        this.listing = { fixes: listing.fixes, duplicates: listing.duplicates };
    }
    /**
     * Call a tool. A JSON-RPC error answered by the server is rethrown as the SDK's McpError, and a
     * result that is not an MCP result as the ZodError that says why; a dead server, a timeout or the
     * run's `signal` becomes an EvalError (kind call) naming the server. A tool with task support runs as a task;
     * progress and the task's status go to `notes` (task-call.ts).
     */
    async callTool(tool, args, timeoutMs, signal, answerer, notes = new CallNotes()) {
        const declared = this.toolList.find((t) => t.name === tool);
        const asTask = runsAsTask(this.client, declared);
        const result = await this.asks.during(answerer, () => this.tap.tracking(notes.onprogress, (_meta) => {
            const params = { name: tool, arguments: args, _meta };
            return this.request(`call tool "${tool}"`, timeoutMs, () => asTask
                ? callAsTask(this.client, params, timeoutMs, notes, signal)
                : this.client.callTool(params, undefined, { timeout: timeoutMs, signal }));
        }));
        return result;
    }
    async close() {
        if (this.closedReason === null)
            this.closedReason = 'closed';
        if (this.transport instanceof StreamableHTTPClientTransport && this.transport.sessionId) {
            // Politely end the session so the server frees it; never wait long for that.
            await withDeadline(this.transport.terminateSession(), 1000, 'terminate session').catch(() => undefined);
        }
        await this.client.close().catch(() => undefined);
    }
    /** Open, and every request answered: fit to hand to another scenario (servers/shared.ts). */
    get healthy() {
        return this.closedReason === null && this.doubt === null;
    }
    async request(what, timeoutMs, run) {
        if (this.closedReason !== null)
            throw new EvalError('call', `server "${this.name}" is not connected: ${this.closedReason}`);
        try {
            return await run();
        }
        catch (e) {
            if (e instanceof McpError && e.code === ErrorCode.RequestTimeout) {
                this.doubt = `did not answer ${what} within ${timeoutMs} ms`;
                throw new EvalError('call', `server "${this.name}" ${this.doubt}`);
            }
            if ((e instanceof McpError && e.code !== ErrorCode.ConnectionClosed) || isZodError(e))
                throw e;
            if (this.closedReason === null && !(e instanceof McpError)) {
                // Transport-level failure (fetch failed, write after exit, the run's signal): report, but keep the connection.
                this.doubt = `failed to ${what}: ${connection_describeError(e)}`;
                throw new EvalError('call', `server "${this.name}" ${this.doubt}`);
            }
            throw new EvalError('call', `server "${this.name}" is not connected: ${this.closedReason ?? connection_describeError(e)}`);
        }
    }
    /** Open a connection, run the handshake and fetch the tool list, all within the deadline. */
    static async open(config, opts) {
        if (config.type === 'stdio')
            return connection_ServerConnection.openOnce(config, 'stdio', opts);
        if (config.transport !== 'auto')
            return connection_ServerConnection.openOnce(config, config.transport, opts);
        const started = Date.now();
        try {
            return await connection_ServerConnection.openOnce(config, 'streamable-http', opts);
        }
        catch (e) {
            // MCP backwards compatibility: a 4xx to the initialize POST means an old HTTP+SSE server.
            // 401/403 is an auth problem of the right transport: say so instead of trying SSE.
            const status = isEvalError(e, 'connect') ? httpStatusOf(e.cause) : undefined;
            if (status === undefined || status < 400 || status > 499 || status === 401 || status === 403)
                throw e;
            const left = Math.max(1, opts.connectTimeoutMs - (Date.now() - started));
            return connection_ServerConnection.openOnce(config, 'sse', { ...opts, connectTimeoutMs: left });
        }
    }
    static async openOnce(config, kind, opts) {
        const { transport, stderrTail } = createTransport(config, kind);
        // By default every feature; roots only with roots to list (settings/client.ts runProfile).
        const features = opts.client ?? CLIENT_FEATURES.filter((f) => f !== 'roots' || opts.roots?.length);
        // A client declaring tasks keeps the asks a server made as tasks, for its tasks/get and tasks/result (asks.ts).
        const taskStore = features.includes('tasks') ? new InMemoryTaskStore() : undefined;
        const client = newClient(features, taskStore);
        const network = kind === 'stdio' ? 'pipe' : 'tcp';
        const tap = new ProtocolTap(transport, opts.protocolVersion, { server: config.name, networkTransport: network });
        const conn = new connection_ServerConnection(config, kind, client, transport, tap, stderrTail);
        conn.asks = new AskRouter(client, features, opts.roots);
        if (opts.after)
            conn.findings.add(`${kind === 'stdio' ? 'started' : 'connected'} again: ${firstPart(opts.after)}`);
        conn.watch(taskStore);
        await conn.handshake(opts.connectTimeoutMs, opts.advertised ?? true);
        return conn;
    }
    /** Note when the connection closes (and why), and when the server says its tool list changed. */
    watch(taskStore) {
        this.client.onclose = () => {
            taskStore?.cleanup(); // its timers would keep the process up to the tasks' time to live
            if (this.closedReason !== null)
                return;
            const stdio = this.transport instanceof GroupStdioTransport ? this.transport : null;
            const exit = stdio?.exit ? ` (${stdio.exit})` : '';
            this.closedReason =
                stdio?.failure ?? (stdio ? `${SERVER_EXITED}${exit}${this.stderrNote()}` : 'the connection closed');
        };
        this.client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
            this.toolsStale = true;
        });
    }
    /** Start the transport, run `initialize` and fetch the tool list (and what else it advertises) within `timeoutMs`. */
    async handshake(timeoutMs, advertised) {
        const started = Date.now();
        let step = this.transportKind === 'stdio' ? 'start and initialize' : 'connect';
        try {
            await withDeadline((async () => {
                await this.client.connect(this.tap, { timeout: timeoutMs });
                step = 'list tools';
                await this.refreshTools(Math.max(1, timeoutMs - (Date.now() - started)));
                // What is left of the deadline, less a margin: a slow list is a finding, never a failed connection.
                const left = Math.max(1, timeoutMs - (Date.now() - started) - ADVERTISED_MARGIN_MS);
                if (advertised)
                    await this.readAdvertised(left, advertised === true);
            })(), timeoutMs, `no answer within ${timeoutMs} ms`);
        }
        catch (e) {
            this.closedReason = 'failed to open';
            if (this.transport instanceof GroupStdioTransport)
                this.transport.politeMs = 0;
            await this.client.close().catch(() => undefined);
            const timedOut = isEvalError(e, 'timeout') || (e instanceof McpError && e.code === ErrorCode.RequestTimeout);
            const reason = timedOut ? `no answer within ${timeoutMs} ms` : this.startFailure(e);
            const target = `server "${this.name}" (${describeTarget(this.config, this.transportKind)})`;
            throw new EvalError('connect', `${target}: failed to ${step}: ${reason}${this.stderrNote()}`, { cause: e });
        }
    }
    /** Why the handshake failed; a stdio command that could not be spawned said as validate says it (not on PATH). */
    startFailure(e) {
        const { config } = this;
        const spawnFailed = config.type === 'stdio' && e.code === 'ENOENT';
        return (spawnFailed && commandProblem(config)) || connection_describeError(e);
    }
    /** `; stderr: <last lines>` when a stdio server wrote to stderr, else nothing. */
    stderrNote() {
        const err = this.stderrTail().trim();
        return err ? `; stderr: ${lastLines(err)}` : '';
    }
}
/** A URL as `scheme://host[:port]`: its path, query and user info may hold a token. */
function describeTarget(config, kind) {
    if (config.type === 'stdio')
        return `stdio: ${config.command}`;
    const url = new URL(config.url);
    return `${kind} ${url.protocol}//${url.host}`;
}
function httpStatusOf(e) {
    if (e instanceof StreamableHTTPError && typeof e.code === 'number' && e.code >= 100)
        return e.code;
    return undefined;
}
/** A one-line reason, with the network error code fetch hides in `cause`; a zod error as its issues in words. */
function connection_describeError(e) {
    if (isZodError(e))
        return summarizeIssues(e);
    if (!(e instanceof Error))
        return errorMessage(e);
    const cause = e.cause;
    const code = cause?.code ?? cause?.errors?.[0]?.code;
    if (code === 'ECONNREFUSED')
        return `connection refused (is anything listening there?)`;
    if (code)
        return `${e.message} (${code})`;
    if (e instanceof StreamableHTTPError && typeof e.code === 'number' && e.code >= 100) {
        // The message carries the response body, often a whole HTML page: keep one short line.
        const body = e.message
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, 200);
        const hint = e.code === 401 || e.code === 403 ? " (unauthorized: check the server's headers)" : '';
        return `HTTP ${e.code}${hint}: ${body}`;
    }
    return e.message;
}
/** A reason without its stderr excerpt: `the server process exited (code 3)`. */
function firstPart(reason) {
    return reason.split('; stderr:')[0];
}
function lastLines(text) {
    return text.split('\n').slice(-5).join(' | ');
}

;// CONCATENATED MODULE: ./src/mcp/pool.ts


/** Each server opened anew, and closed when the pool closes: nothing kept between pools. */
function freshServers(opts) {
    return {
        open: (config) => ServerConnection.open(config, opts),
        release: (conn) => conn.close(),
        drop: async () => { },
    };
}
/** Open every server in parallel. If one fails, the others are closed and the error names the failed ones. */
async function openServers(configs, opts) {
    return poolFrom(configs, freshServers({ connectTimeoutMs: opts.connectTimeoutMs, client: opts.client }));
}
/** The servers from `source`, all or none: if one fails, the others go back and the error names the failed ones. */
async function poolFrom(configs, source) {
    const settled = await Promise.allSettled(configs.map((c) => source.open(c)));
    const opened = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = settled.flatMap((s, i) => s.status === 'rejected' ? [{ config: configs[i], error: s.reason }] : []);
    // Once: a shared connection counts its users, and a second release would count one too few.
    let released = null;
    const release = () => (released ??= Promise.all(opened.map((c) => source.release(c))).then(() => undefined));
    if (failed.length > 0) {
        await release();
        const message = failed
            .map((f) => isEvalError(f.error, 'connect') ? f.error.message : `server "${f.config.name}": ${describeError(f.error)}`)
            .join('\n');
        throw new EvalError('connect', message, { cause: failed[0].error });
    }
    const byName = new Map(opened.map((c) => [c.name, c]));
    return {
        connections: opened,
        get: (name) => byName.get(name),
        snapshots: () => opened.map((c) => c.snapshot()),
        close: release,
    };
}
/**
 * Poll until the server completes an MCP `initialize` (and lists its tools), for a service
 * that was just started. Returns its snapshot; throws naming the server and the last failure.
 */
async function waitForReady(config, opts) {
    const deadline = Date.now() + opts.deadlineMs;
    let last;
    let attempts = 0;
    for (;;) {
        const left = deadline - Date.now();
        if (left <= 0)
            break;
        attempts++;
        try {
            const conn = await ServerConnection.open(config, {
                connectTimeoutMs: Math.min(left, Math.max(opts.intervalMs, 5000)),
            });
            const snapshot = conn.snapshot();
            await conn.close();
            return snapshot;
        }
        catch (e) {
            last = e;
        }
        const pause = Math.min(opts.intervalMs, deadline - Date.now());
        if (pause > 0)
            await new Promise((r) => setTimeout(r, pause));
    }
    const reason = last instanceof Error ? last.message : `no attempt within ${opts.deadlineMs} ms`;
    throw new EvalError('connect', `server "${config.name}" not ready after ${opts.deadlineMs} ms (${attempts} attempts): ${reason}`);
}

;// CONCATENATED MODULE: ./src/mcp/shared.ts

class SharedServers {
    opts;
    /** The connection each server's next user gets, by server name. */
    current = new Map();
    /** Every open connection, current or retired. */
    byConnection = new Map();
    /** Closes under way, waited for by drop(). */
    closing = new Set();
    constructor(opts) {
        this.opts = opts;
    }
    async open(config) {
        let lent = this.current.get(config.name);
        let after;
        if (lent?.conn && !lent.conn.healthy) {
            after = lent.conn.closedReason ?? lent.conn.doubt ?? undefined;
            this.retire(lent);
            lent = undefined;
        }
        lent ??= this.start(config, after);
        lent.users++;
        try {
            return await lent.opening;
        }
        catch (e) {
            lent.users--;
            throw e;
        }
    }
    async release(conn) {
        const lent = this.byConnection.get(conn);
        // Dropped while lent (drop() is for when no scenario runs): closed already, or closed now.
        if (!lent)
            return conn.close();
        lent.users--;
        if (lent.retired && lent.users === 0)
            await this.close(lent);
    }
    /** Close every connection: the next scenario opens its servers anew. Only while no scenario runs. */
    async drop() {
        const all = new Set([...this.current.values(), ...this.byConnection.values()]);
        this.current.clear();
        this.byConnection.clear();
        const closed = [...all].map((l) => l.opening.then((conn) => conn.close(), () => undefined));
        await Promise.all([...closed, ...this.closing]);
    }
    /** A new connection of the server; `after`: why the one before it was let go of. */
    start(config, after) {
        const opts = after ? { ...this.opts, after } : this.opts;
        const lent = { opening: ServerConnection.open(config, opts), conn: null, users: 0, retired: false };
        this.current.set(config.name, lent);
        lent.opening.then((conn) => {
            lent.conn = conn;
            this.byConnection.set(conn, lent);
        }, 
        // A server that failed to open is tried again by the next scenario that needs it.
        () => {
            if (this.current.get(config.name) === lent)
                this.current.delete(config.name);
        });
        return lent;
    }
    retire(lent) {
        this.current.delete(lent.conn.name);
        lent.retired = true;
        // Not waited for: the next scenario starts its new server meanwhile.
        if (lent.users === 0)
            void this.close(lent);
    }
    close(lent) {
        const conn = lent.conn;
        this.byConnection.delete(conn);
        const closing = conn.close().finally(() => this.closing.delete(closing));
        this.closing.add(closing);
        return closing;
    }
}

// EXTERNAL MODULE: ./src/results/trajectory.ts + 2 modules
var trajectory = __webpack_require__(32899);
// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var dist_ajv = __webpack_require__(42463);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2019.js
var _2019 = __webpack_require__(60878);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
// EXTERNAL MODULE: ./node_modules/fast-deep-equal/index.js
var fast_deep_equal = __webpack_require__(23430);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./src/mcp/meta-options.ts
// Ajv's options for the tool schemas (server-tools.ts) and for the meta-schema validators generated with them
// (scripts/meta-validators.ts), so that both judge a schema alike. The meta-schemas' two patterns (`$anchor`, `$id`)
// run on RegExp in the generated code, on RE2 in the compilers: the same matches for those anchored ASCII classes.
const META_OPTIONS = {
    strict: false,
    allErrors: true,
    validateFormats: false,
    addUsedSchema: false,
    logger: false,
};

// EXTERNAL MODULE: ./src/util/memo.ts
var memo = __webpack_require__(6012);
;// CONCATENATED MODULE: ./src/mcp/server-tools.ts
// What one server's tool list compiles to: the lookup by name, the gateway's `list` answer
// and the input validators. Built once per list the server sends; a new list, a new object.










/**
 * Ajv's regular expressions (`pattern`, `patternProperties`) run on RE2 (re2js, pure JavaScript):
 * linear in the input, so a server's `"pattern": "^(a+)+$"` cannot freeze the run the way the
 * backtracking RegExp does. A pattern RE2 cannot read (lookaround, backreferences) is not checked
 * here: the server judges that input. Ajv keys its cache by toString(): the pattern itself.
 */
const linearRegExp = Object.assign((pattern) => {
    const toString = () => pattern;
    try {
        const re = build/* RE2JS */.L3.compile(pattern);
        return { test: (s) => re.test(s), toString };
    }
    catch {
        return { test: () => true, toString };
    }
}, { code: 'linearRegExp' });
class server_tools_ServerTools {
    server;
    list;
    compiler;
    byName;
    /** The gateway's `list` answer, serialised once. */
    listText;
    compact;
    /** Compiled on first use; null when the schema does not compile. */
    validators = new Map();
    constructor(server, 
    /** The list as the connection holds it: a different array means the list changed. */
    list, compiler) {
        this.server = server;
        this.list = list;
        this.compiler = compiler;
        this.byName = new Map(list.map((t) => [t.name, t]));
        this.listText = JSON.stringify({
            server,
            tools: list.map((t) => ({ name: t.name, description: t.description ?? '', input_schema: t.inputSchema })),
        });
    }
    get names() {
        return [...this.byName.keys()];
    }
    /**
     * The compact `list` answer (gateway-list compact): each tool's name and the first sentence of its description,
     * one per line, and how to ask for one tool's whole definition. Made on first use.
     */
    get compactListText() {
        this.compact ??= [
            `${this.list.length} tool(s) of MCP server "${this.server}", as name: purpose. ` +
                'A tool\'s description and input schema: {"action": "list", "tool_name": "<name>"}.',
            ...this.list.map((t) => `${t.name}: ${firstSentence(t.description ?? '')}`),
        ].join('\n');
        return this.compact;
    }
    /** One tool's whole definition, as `list` gives every tool's (JSON); undefined when the server has no such tool. */
    definitionText(tool) {
        const t = this.byName.get(tool);
        return (t &&
            JSON.stringify({
                server: this.server,
                name: t.name,
                description: t.description ?? '',
                input_schema: t.inputSchema,
            }));
    }
    /** Why these arguments must not reach the server (unknown tool, input against the schema); undefined if they may. */
    refusal(tool, args) {
        const def = this.byName.get(tool);
        if (!def) {
            const names = this.names;
            return (`unknown tool "${tool}" on server "${this.server}".${suggest(tool, names)} ` +
                `Available tools: ${names.join(', ') || '(none)'}`);
        }
        const validate = this.validator(tool, def);
        if (!validate || validate(args))
            return undefined;
        const problems = (validate.errors ?? [])
            .map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`)
            .join('; ');
        return (`invalid tool_inputs for "${tool}" on server "${this.server}": ${problems}. ` +
            `Expected input schema: ${JSON.stringify(def.inputSchema)}`);
    }
    validator(tool, def) {
        let validate = this.validators.get(tool);
        if (validate === undefined) {
            validate = this.compiler.compile(def.inputSchema);
            this.validators.set(tool, validate);
        }
        return validate;
    }
}
/** Longest one-line description in a compact list. */
const ONE_LINE_MAX = 100;
/** A description's first sentence of its first line, shortened: what the tool does, in a line. */
function firstSentence(description) {
    const line = description.trim().split('\n')[0].trim();
    const sentence = /^(.+?[.!?])(?:\s|$)/.exec(line)?.[1] ?? line;
    return truncate(sentence, ONE_LINE_MAX);
}
/**
 * One compiler per JSON Schema dialect, shared by every factory of the process: a new Ajv compiles its meta-schema on
 * first use (~25 ms), once per server and connection before (a fuzz batch of 100 servers spent a sixth of its CPU on
 * it). Schemas with an `$id` are not kept (addUsedSchema false), so servers never clash. Nor is the meta-schema
 * compiled at all now: the 2020-12 one cost each CLI run ~55 ms of CPU at its first schema. Ajv's check of a schema
 * against it (validateSchema) runs the validator generated from it (scripts/meta-validators.ts): the same code, at the
 * same point of Ajv's compile, so the same verdict and words.
 */
const OPTIONS = { ...META_OPTIONS, code: { regExp: linearRegExp } };
const AJV = {
    draft7: () => new dist_ajv.Ajv(OPTIONS),
    draft2019: () => new _2019.Ajv2019(OPTIONS),
    draft2020: () => new _2020.Ajv2020(OPTIONS),
};
const compilers = {};
/** The dialect's compiler, made on first use. */
function compilerFor(dialect) {
    const name = dialect.includes('2020-12') ? 'draft2020' : dialect.includes('2019-09') ? 'draft2019' : 'draft7';
    return (compilers[name] ??= withMeta(AJV[name](), metaValidator(name)));
}
/** The generated module's validator: its code sets `module.exports`, given Ajv's deep equal. */
function metaValidator(name) {
    const module = { exports: undefined };
    metaValidators[name](module, equal);
    return module.exports;
}
/** Ajv's validateSchema (ajv/dist/core.js) for a schema without `$schema` (compileNow strips it), on `meta`. */
function withMeta(ajv, meta) {
    ajv.validateSchema = (schema) => {
        if (typeof schema === 'boolean')
            return true;
        const valid = meta(schema);
        ajv.errors = meta.errors;
        if (!valid)
            throw new Error(`schema is invalid: ${ajv.errorsText()}`);
        return valid;
    };
    return ajv;
}
/**
 * What a schema compiled to, by its text, for the schemas of up to CACHED_TEXT characters: servers and connections
 * list the same schemas again (each connection's list, each scenario's lookup, the contract's check), and compiling
 * was 6% of the CLI's CPU on a fuzz batch. A validator is called and its `errors` read at once (refusal), so one
 * serves every lookup.
 */
const compiled = new memo/* KeyedMemo */.zC(512);
const CACHED_TEXT = (/* unused pure expression or super */ null && (16 * 1024));
class server_tools_ValidatorFactory {
    /** A validator for the schema, or null when it cannot be compiled (the server then judges the input). */
    compile(schema) {
        return this.attempt(schema).validate;
    }
    /** Why the schema does not compile (Ajv's message); null when it does. */
    compileError(schema) {
        return this.attempt(schema).error;
    }
    attempt(schema) {
        const text = JSON.stringify(schema);
        if (text.length > CACHED_TEXT)
            return this.compileNow(schema);
        return compiled.get(text, () => this.compileNow(schema));
    }
    compileNow(schema) {
        const { $schema, ...rest } = schema;
        const ajv = compilerFor(typeof $schema === 'string' ? $schema : '');
        try {
            return { validate: ajv.compile(rest), error: null };
        }
        catch (e) {
            // A schema within the message bounds (protocol-tap.ts) overflows the compiler's stack only by a `$ref` that leads
            // back to itself with nothing in between: said so, not as the RangeError's words.
            if (e instanceof RangeError)
                return { validate: null, error: 'a $ref leads back to itself without end' };
            return { validate: null, error: e instanceof Error ? e.message : String(e) };
        }
        finally {
            // Not kept in Ajv's cache (keyed by this copy, never asked again): a long run holds only the validators in use.
            // One with an `$id` stays: removing it removes what the compiler holds under that id, its meta-schema too.
            if (rest.$id === undefined)
                ajv.removeSchema(rest);
        }
    }
}

;// CONCATENATED MODULE: ./src/mcp/stored-result.ts

/** Characters of string values a stored result keeps, summed over all of them. */
const MAX_STORED_CHARS = (/* unused pure expression or super */ null && (64 * 1024));
function stored_result_storedResult(content, structured) {
    const whole = { content, structured };
    if (stringChars(whole, MAX_STORED_CHARS) <= MAX_STORED_CHARS)
        return whole;
    const json = JSON.stringify(whole);
    let budget = MAX_STORED_CHARS;
    const cut = (v) => {
        if (typeof v === 'string') {
            const kept = v.length <= budget ? v : `${prefix(v, budget)}…`;
            budget = Math.max(0, budget - kept.length);
            return kept;
        }
        if (Array.isArray(v))
            return v.map(cut);
        if (v !== null && typeof v === 'object')
            return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cut(x)]));
        return v;
    };
    const kept = cut(whole);
    return { ...kept, truncated: { bytes: Buffer.byteLength(json, 'utf8'), sha256: sha256(json) } };
}
/** The first `n` UTF-16 units of `s`, one fewer if the last would be half of a surrogate pair. */
function prefix(s, n) {
    const code = s.charCodeAt(n - 1);
    return s.slice(0, code >= 0xd800 && code <= 0xdbff ? n - 1 : n);
}
/** Characters of the string values in `v`, counted until they pass `limit` (then any larger number). */
function stringChars(v, limit) {
    if (typeof v === 'string')
        return v.length;
    let n = 0;
    const items = Array.isArray(v) ? v : v !== null && typeof v === 'object' ? Object.values(v) : [];
    for (const x of items) {
        n += stringChars(x, limit - n);
        if (n > limit)
            break;
    }
    return n;
}

;// CONCATENATED MODULE: ./src/mcp/call.ts











/** One call from its start to its recorded outcome. Each outcome method records once and returns the agent's answer. */
class CallAttempt {
    recorder;
    request;
    answerer;
    started = performance.now();
    startedAt = new Date().toISOString();
    /** The progress and task status the server reports meanwhile. */
    notes = new CallNotes();
    /** Its tools/call's client span, filled as the request is sent (tracing/mcp.ts). */
    span = {};
    constructor(recorder, request, answerer) {
        this.recorder = recorder;
        this.request = request;
        this.answerer = answerer;
    }
    /** The harness refused the call (unknown name, invalid input, dead server, timeout): the reason is the answer. */
    reject(message) {
        return this.answerText(message, true, true);
    }
    /** The server answered with a JSON-RPC error: its answer, not the harness's. */
    serverError(message) {
        return this.answerText(message, true, false);
    }
    /** An answer the harness gives itself (the gateway's `list`). */
    answer(text) {
        return this.answerText(text, false, false);
    }
    /**
     * The server's result, rendered for the model and recorded as sent (a tool's own isError included),
     * up to a size: see stored-result.ts.
     */
    succeed(result) {
        const content = (result.content ?? []);
        const isError = result.isError === true;
        const stored = storedResult(content, result.structuredContent);
        this.record({
            content: stored.content,
            ...(stored.structured === undefined ? {} : { structured_content: stored.structured }),
            is_error: isError,
            ...(stored.truncated ? { result_truncated: stored.truncated } : {}),
        });
        return { text: renderForModel(content, result.structuredContent), is_error: isError };
    }
    /**
     * The call threw. A JSON-RPC error, or a result that is not an MCP result, is the server's answer;
     * anything else (the server exited, no answer in time, the transport failed) interrupted the call.
     */
    fail(e) {
        if (e instanceof McpError)
            return this.serverError(e.message);
        if (isZodError(e))
            return this.serverError(`the result is not an MCP tool result: ${summarizeIssues(e)}`);
        const message = isEvalError(e, 'call') ? e.message : `server "${this.request.server}": ${describeError(e)}`;
        return this.answerText(message, true, true, true);
    }
    answerText(text, isError, byHarness, interrupted = false) {
        this.record({
            content: [{ type: 'text', text }],
            is_error: isError,
            ...(byHarness ? { harness_error: text } : {}),
            ...(interrupted ? { interrupted: true } : {}),
        });
        return { text, is_error: isError };
    }
    record(outcome) {
        const r = this.request;
        this.recorder.toolCall({
            type: 'tool_call',
            id: r.id,
            server: r.server,
            tool: r.tool,
            discovery: r.discovery,
            arguments: r.arguments,
            ...outcome,
            started_at: this.startedAt,
            duration_ms: Math.round((performance.now() - this.started) * 100) / 100,
            ...(r.toolUseId === undefined ? {} : { tool_use_id: r.toolUseId }),
            ...(this.span.ids ? { span: this.span.ids } : {}),
            ...this.asks(),
            ...this.notes.record(),
        });
    }
    /** What the server asked during the call, recorded with it. */
    asks() {
        const asks = this.answerer?.take() ?? [];
        return asks.length ? { asks } : {};
    }
}
/**
 * Each tool list a connection holds, compiled once (lookup, `list` text, validators with their own
 * compiler): a connection shared by many scenarios (shared.ts) is compiled for the first, not for each.
 * Keyed by the list itself, so a changed list compiles anew and a dropped one is collected with it.
 */
const compiledLists = new WeakMap();
/** Runs and records the calls of one tool host. */
class call_CallExecutor {
    pool;
    recorder;
    limits;
    /** The server of each call under way, one entry a call. */
    pending = [];
    constructor(pool, recorder, limits) {
        this.pool = pool;
        this.recorder = recorder;
        this.limits = limits;
    }
    /** Start a call now: its duration counts from here. */
    start(request) {
        return new CallAttempt(this.recorder, request, this.limits.answerer);
    }
    /** The server's tools as last listed, compiled once per list. */
    toolsOf(conn) {
        let tools = compiledLists.get(conn.tools);
        if (!tools) {
            tools = new ServerTools(conn.name, conn.tools, new ValidatorFactory());
            compiledLists.set(conn.tools, tools);
        }
        return tools;
    }
    /** The server's tools, fetched again first if it said they changed (a failed fetch keeps the old list). */
    async freshTools(conn) {
        if (conn.toolsStale && conn.closedReason === null)
            await conn.refreshTools(this.limits.timeoutMs, this.limits.signal).catch(() => undefined);
        return this.toolsOf(conn);
    }
    /** The server of each call under way (compiling its tools, or waiting for its answer): what the run's limit cuts. */
    underWay() {
        return this.pending;
    }
    /**
     * Call `tool` on `server` and record it under its canonical id. `args` is the object, or the
     * JSON text a model wrote for it. Unknown names and invalid arguments never reach the server.
     */
    async execute(server, tool, args, toolUseId) {
        this.pending.push(server);
        try {
            return await this.executeNow(server, tool, args, toolUseId);
        }
        finally {
            this.pending.splice(this.pending.indexOf(server), 1);
        }
    }
    async executeNow(server, tool, args, toolUseId) {
        const parsed = typeof args === 'string' ? parseInputs(args) : { value: args };
        const attempt = this.start({
            id: canonicalId(server, tool),
            server,
            tool,
            discovery: false,
            arguments: parsed.value ?? { tool_inputs: args },
            toolUseId,
        });
        const conn = this.pool.get(server);
        if (!conn) {
            const names = this.pool.connections.map((c) => c.name);
            return attempt.reject(`unknown server "${server}".${suggest(server, names)} Configured servers: ${names.join(', ')}`);
        }
        if (parsed.error !== undefined)
            return attempt.reject(`tool_inputs is not a JSON object: ${parsed.error}`);
        const tools = conn.toolsStale ? await this.freshTools(conn) : this.toolsOf(conn); // no extra await on the hot path
        const refusal = tools.refusal(tool, attempt.request.arguments);
        if (refusal !== undefined)
            return attempt.reject(refusal);
        let result;
        try {
            const { timeoutMs, signal, answerer } = this.limits;
            const call = () => conn.callTool(tool, attempt.request.arguments, timeoutMs, signal, answerer, attempt.notes);
            result = await withCallSpan(attempt.span, call);
        }
        catch (e) {
            return attempt.fail(e);
        }
        const outcome = attempt.succeed(result);
        // A call that changed the tool list (tools/list_changed): read before the model's next turn is offered the tools.
        if (conn.toolsStale)
            await this.freshTools(conn);
        return outcome;
    }
}
function parseInputs(text) {
    if (text.trim() === '')
        return { value: {} };
    try {
        const v = JSON.parse(text);
        return isRecord(v) ? { value: v } : { error: `expected an object, got ${text.slice(0, 100)}` };
    }
    catch (e) {
        return { error: errorMessage(e) };
    }
}
/** The result as the model reads it: text blocks as they are, other blocks summarised. */
function renderForModel(content, structured) {
    const parts = content.map((b) => {
        if (b.type === 'text')
            return b.text ?? '';
        if (b.type === 'resource') {
            const r = b.resource;
            return r?.text ?? `[resource ${r?.uri ?? ''}]`;
        }
        if (b.type === 'resource_link')
            return `[resource link ${String(b.uri ?? '')}${b.name ? ` (${String(b.name)})` : ''}]`;
        return `[${b.type}${b.mimeType ? ` ${String(b.mimeType)}` : ''}]`;
    });
    if (parts.length === 0 && structured !== undefined)
        return JSON.stringify(structured);
    return parts.join('\n');
}

;// CONCATENATED MODULE: ./src/mcp/exposure.ts



/** `mcp_<S>` per server: `list` answers with the server's tools, `execute` runs one of them. */
class exposure_GatewayExposure {
    executor;
    listMode;
    byToolName;
    tools;
    /** UTF-8 bytes of what the gateway told the model about the tools: its list answers and the schemas it added. */
    discoveryBytes = 0;
    constructor(pool, executor, listMode = 'full') {
        this.executor = executor;
        this.listMode = listMode;
        this.byToolName = new Map(pool.connections.map((c) => [gatewayToolName(c.name), c]));
        if (this.byToolName.size !== pool.connections.length)
            throw new EvalError('config', 'two servers map to the same gateway tool name');
        this.tools = pool.connections.map((c) => gatewayDefinition(c, listMode));
    }
    modelTools() {
        return this.tools;
    }
    call(name, input, toolUseId) {
        const conn = this.byToolName.get(name);
        return conn && this.callGateway(conn, input, toolUseId);
    }
    async callGateway(conn, input, toolUseId) {
        const gw = gatewayToolName(conn.name);
        const obj = isRecord(input) ? input : {};
        const action = obj.action ?? 'list';
        // The gateway's own actions and refusals are recorded as `mcp_<S>:<action>`, with no tool.
        const start = (what, discovery = false) => this.executor.start({ id: `${gw}:${what}`, server: conn.name, tool: null, discovery, arguments: obj, toolUseId });
        if (!isRecord(input) || (action !== 'list' && action !== 'execute')) {
            const got = JSON.stringify(input === undefined ? null : isRecord(input) ? action : input);
            return start('invalid').reject(`${gw}: "action" must be "list" or "execute" (got ${got})`);
        }
        const toolName = typeof obj.tool_name === 'string' && obj.tool_name !== '' ? obj.tool_name : null;
        // The full list is the seed's: a `tool_name` with it changes nothing.
        if (action === 'list')
            return this.list(conn, start('list', true), this.listMode === 'compact' ? toolName : null);
        if (toolName === null) {
            const attempt = start('execute');
            const names = this.executor.toolsOf(conn).names.join(', ');
            return attempt.reject(`${gw}: action "execute" needs "tool_name", one of: ${names || '(none)'}`);
        }
        const inputs = obj.tool_inputs ?? {};
        const args = typeof inputs === 'string' || isRecord(inputs) ? inputs : JSON.stringify(inputs);
        const outcome = await this.executor.execute(conn.name, toolName, args, toolUseId);
        return this.listMode === 'compact' && outcome.is_error ? this.withSchema(conn, toolName, outcome) : outcome;
    }
    /**
     * The server's tools, fetched again if they changed: every tool with its description and input schema (full), or
     * names and one-line descriptions (compact); with `tool_name` (compact), that tool's whole definition.
     */
    async list(conn, attempt, toolName) {
        if (conn.closedReason !== null)
            return attempt.reject(`server "${conn.name}" is not connected: ${conn.closedReason}`);
        const tools = await this.executor.freshTools(conn);
        const text = toolName === null ? undefined : tools.definitionText(toolName);
        if (toolName !== null && text === undefined)
            return attempt.reject(tools.refusal(toolName, {}));
        return this.told(attempt.answer(text ?? (this.listMode === 'compact' ? tools.compactListText : tools.listText)));
    }
    /** A failed execute of a tool the model has not been shown whole (compact): its definition comes with the error. */
    withSchema(conn, toolName, outcome) {
        const def = this.executor.toolsOf(conn).definitionText(toolName);
        if (def === undefined || outcome.text.includes('Expected input schema'))
            return outcome;
        return this.told({ ...outcome, text: `${outcome.text}\n\nThe tool's definition: ${def}` }, outcome.text);
    }
    /** Counts what `outcome` tells the model about the tools (beyond `before`, the text it had already). */
    told(outcome, before = '') {
        this.discoveryBytes += Buffer.byteLength(outcome.text) - Buffer.byteLength(before);
        return outcome;
    }
}
/** Each MCP tool as a model tool of its own, named `mcp__<S>__<tool>` (made valid and unique). */
class exposure_DirectExposure {
    pool;
    executor;
    /** Rebuilt only when a server's tool list changes. */
    cache = null;
    constructor(pool, executor) {
        this.pool = pool;
        this.executor = executor;
    }
    modelTools() {
        return this.current().tools;
    }
    call(name, input, toolUseId) {
        const pair = this.current().names.get(name);
        if (!pair)
            return undefined;
        const args = isRecord(input) ? input : typeof input === 'string' ? input : JSON.stringify(input ?? {});
        return this.executor.execute(pair.server, pair.tool, args, toolUseId);
    }
    current() {
        const lists = this.pool.connections.map((c) => c.tools);
        if (this.cache && this.cache.lists.every((l, i) => l === lists[i]))
            return this.cache;
        const pairs = this.pool.connections.flatMap((c) => c.tools.map((t) => ({ server: c.name, tool: t.name, def: t })));
        const names = directToolNames(pairs.map(({ server, tool }) => ({ server, tool })));
        const byPair = new Map(pairs.map((p) => [`${p.server}\u0000${p.tool}`, p.def]));
        const tools = [...names].map(([name, p]) => {
            const def = byPair.get(`${p.server}\u0000${p.tool}`);
            return {
                name,
                description: def.description ?? `Tool "${p.tool}" of MCP server "${p.server}"`,
                input_schema: def.inputSchema,
            };
        });
        this.cache = { lists, tools, names };
        return this.cache;
    }
}
function gatewayDefinition(conn, listMode) {
    if (listMode === 'compact')
        return compactDefinition(conn);
    return {
        name: gatewayToolName(conn.name),
        description: `Gateway to the tools of MCP server "${conn.name}"${about(conn)}. ` +
            `Call with action "list" to get every tool's name, description and input schema; ` +
            `then call with action "execute", "tool_name" set to one of those names ` +
            `and "tool_inputs" an object matching that tool's input schema.`,
        input_schema: {
            type: 'object',
            properties: {
                action: {
                    type: 'string',
                    enum: ['list', 'execute'],
                    default: 'list',
                    description: '"list" to show the available tools, "execute" to run one of them',
                },
                tool_name: { type: 'string', description: 'Name of the tool to execute (required when action is "execute")' },
                tool_inputs: {
                    type: 'object',
                    description: 'Arguments for the tool, matching its input schema (when action is "execute")',
                    additionalProperties: true,
                },
            },
        },
    };
}
/** The compact gateway: the same inputs in fewer words (the system prompt and the list's first line say the rest). */
function compactDefinition(conn) {
    return {
        name: gatewayToolName(conn.name),
        description: `Gateway to MCP server "${conn.name}"${about(conn)}. "list": each tool's name and purpose; "list" with ` +
            `"tool_name": its description and input schema; "execute" with "tool_name" and "tool_inputs": run it.`,
        input_schema: {
            type: 'object',
            properties: {
                action: { type: 'string', enum: ['list', 'execute'], default: 'list' },
                tool_name: { type: 'string', description: 'The tool to describe ("list") or run ("execute")' },
                tool_inputs: {
                    type: 'object',
                    description: 'Its arguments, matching its input schema',
                    additionalProperties: true,
                },
            },
        },
    };
}
/** ` (mcp-hub 4.2.1)`: what the server said it is. */
function about(conn) {
    const info = conn.serverInfo;
    return info ? ` (${info.name} ${info.version})` : '';
}

;// CONCATENATED MODULE: ./src/mcp/tool-host.ts






/** Tokens estimated from UTF-8 bytes, as the benchmarks and the Messages API emulator count: bytes / 4. */
function estimateTokens(bytes) {
    return Math.ceil(bytes / 4);
}
const definitionTokens = (tools) => estimateTokens(Buffer.byteLength(JSON.stringify(tools)));
function createToolHost(pool, recorder, opts) {
    const { signal, answerer } = opts;
    const executor = new CallExecutor(pool, recorder, { timeoutMs: opts.callTimeoutMs, signal, answerer });
    // Built in either exposure: it refuses servers whose names give the same gateway tool.
    const gateway = new GatewayExposure(pool, executor, opts.list);
    const direct = new DirectExposure(pool, executor);
    const exposure = opts.exposure === 'gateway' ? gateway : direct;
    /** A model call that reaches no tool, recorded under the name the model gave, answered with why. */
    function refuse(name, input, why, toolUseId) {
        const args = isRecord(input) ? input : {};
        return executor
            .start({ id: name, server: '', tool: null, discovery: false, arguments: args, toolUseId })
            .reject(why);
    }
    /** A model tool that is not on offer: refused, naming the nearest one and all of them. */
    function unknownModelTool(name, input, toolUseId) {
        const offered = exposure.modelTools().map((t) => t.name);
        const why = `unknown tool "${name}".${suggest(name, offered)} Available tools: ${offered.join(', ')}`;
        return refuse(name, input, why, toolUseId);
    }
    return {
        modelTools: () => exposure.modelTools(),
        async callModelTool(name, input, toolUseId) {
            try {
                return await (exposure.call(name, input, toolUseId) ?? unknownModelTool(name, input, toolUseId));
            }
            catch (e) {
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
            }
            catch (e) {
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
function internalError(e) {
    return { text: `internal error in the tool host: ${describeError(e)}`, is_error: true };
}

;// CONCATENATED MODULE: ./src/mcp/index.ts
// MCP servers: configuration (mcp.json), connections, and the tool host agents call through.
//   config.ts       mcp.json: parse, expand ${VAR}, the secrets a report must hide
//   connection.ts   one SDK client per server (stdio, streamable HTTP, SSE), deadlines, errors
//   transport.ts    the SDK transport of a configured server, a stdio server's environment and stderr
//   protocol-tap.ts the protocol version of the handshake: the one the server answered, or another asked for
//   stdio.ts        the stdio transport: a server in its own process group, ended with it
//   tool-list.ts    tools/list read leniently and bounded; deviations from the MCP schema as findings
//   advertised.ts   prompts, resources and resource templates, as the capabilities declare them, bounded
//   snapshot.ts     what a connection records of its server: its whole contract
//   pool.ts         the servers of one run, opened and closed together (or lent and given back)
//   shared.ts       the servers shared by a run's scenarios (reset none): opened once, lent, reopened when dead
//   tool-host.ts    createToolHost: an exposure in front of the call executor
//   exposure.ts     gateway `mcp_<S>` (list | execute) or direct tools: model input -> executor call
//   call.ts         CallExecutor and CallAttempt: check, call and record every MCP tool call
//   server-tools.ts a server's tool list compiled: lookup, `list` text, input validators (RE2 patterns)
//   stored-result.ts what a trajectory keeps of a tool result: capped, with the size and sha256 of the whole
//   names.ts        model tool names, schema hash, "did you mean"









/***/ }),

/***/ 84054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ withDeadline)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
// A deadline for a promise that has no timeout of its own.

/**
 * Settle as `p` does, or reject with a `timeout` EvalError carrying `message` when `ms` pass
 * first. The loser is left to settle on its own: callers that own a process or a request end it.
 */
function withDeadline(p, ms, message) {
    let timer;
    const deadline = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EvalError */ .Fn('timeout', message)), ms);
    });
    return Promise.race([p, deadline]).finally(() => clearTimeout(timer));
}


/***/ }),

/***/ 75787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ writeAtomic)
/* harmony export */ });
/* unused harmony export removeStaleTemps */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// File writes that a reader or a crash never sees half done.


/** `<file>.<pid>.<random>.tmp`: the temporary file writeAtomic writes first. */
const TEMP_FILE = /\.(\d+)\.[a-z0-9]+\.tmp$/;
/**
 * Write to a temporary file next to `file`, flush it to disk, then rename it over `file` (and flush
 * the directory): after a crash or a power cut, `file` is the old text or the new, never half of it.
 * Creates the directory.
 */
async function writeAtomic(file, text) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file);
    await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.mkdir(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
        const handle = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(tmp, 'wx');
        try {
            await handle.writeFile(text, 'utf8');
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rename(tmp, file);
    }
    catch (e) {
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(tmp, { force: true });
        throw e;
    }
    await syncDirectory(dir);
}
/** Flush a directory's entries (the rename); not every platform can open a directory: then nothing. */
async function syncDirectory(dir) {
    const handle = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.open(dir, 'r').catch(() => null);
    await handle
        ?.sync()
        .catch(() => undefined)
        .finally(() => handle.close());
}
/**
 * Remove the temporary files that writeAtomic left under `dir` when its process was killed mid-write
 * (one whose process is still running may be mid-write: it is left alone). `names`: the files under `dir` (relative,
 * recursive), when the caller has listed them already. Returns how many went.
 */
async function removeStaleTemps(dir, names) {
    names ??= await fs.readdir(dir, { recursive: true }).catch(() => []);
    let removed = 0;
    for (const name of names) {
        const pid = TEMP_FILE.exec(name)?.[1];
        if (pid === undefined || isRunning(Number(pid)))
            continue;
        await fs.rm(path.join(dir, name), { force: true });
        removed++;
    }
    return removed;
}
function isRunning(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (e) {
        return e.code === 'EPERM';
    }
}


/***/ }),

/***/ 22017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N4: () => (/* binding */ endGroup),
/* harmony export */   j8: () => (/* binding */ spawnGroup)
/* harmony export */ });
/* unused harmony exports remember, signalGroup, exitedWithin, endGroupsWhenDone, onSignalExit, endGroupsOnSignal */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
// Child processes that never outlive us: each one leads a process group of its own, so ending it ends
// whatever it started too (a server behind `sh -c`, a reset script's background jobs), and every group
// still running is ended when we are told to stop (SIGTERM, SIGINT) or when we are done.

const running = new Set();
// Windows has no process groups: there, only the child itself can be ended.
const GROUPS = process.platform !== 'win32';
/** spawn() in a new process group, remembered until it exits. */
function spawnGroup(command, args, opts) {
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, { ...opts, detached: GROUPS, shell: false, windowsHide: true });
    remember(child);
    return child;
}
/** A group leader started here, remembered until it exits: ended with the others when we are done or told to stop. */
function remember(child) {
    running.add(child);
    child.once('exit', () => running.delete(child));
    child.once('error', () => running.delete(child));
}
/** Send `signal` to the child's whole group (the child itself when there are no groups); never throws. */
function signalGroup(child, signal) {
    try {
        if (GROUPS && child.pid !== undefined)
            process.kill(-child.pid, signal);
        else
            child.kill(signal);
    }
    catch {
        // Already gone.
    }
}
/** Resolves true once the child has exited, false if it still runs after `ms`. */
function exitedWithin(child, ms) {
    if (child.exitCode !== null || child.signalCode !== null)
        return Promise.resolve(true);
    return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        timer.unref();
        child.once('exit', () => {
            clearTimeout(timer);
            resolve(true);
        });
    });
}
/**
 * End the child's group: SIGTERM, then SIGKILL after `graceMs` if the child still runs. Whatever else
 * is left in the group (what the child started and left behind) gets the SIGKILL too.
 */
async function endGroup(child, graceMs = 2000) {
    signalGroup(child, 'SIGTERM');
    await exitedWithin(child, graceMs);
    signalGroup(child, 'SIGKILL');
}
/** End every group still running (see endGroup), all at once. */
async function endAllGroups(graceMs = 2000) {
    await Promise.all([...running].map((c) => endGroup(c, graceMs)));
}
/** Set once a signal is handled: its work (and the exit) under way. */
let stopping = null;
/**
 * The work is done: end every group still running. After a signal, wait for its handler instead, which exits: the
 * teardown it runs (a compose `down`) must not be ended as a leftover by a run that ended because of that signal.
 */
function endGroupsWhenDone() {
    return stopping ?? endAllGroups();
}
/** Work that must be done before a signal ends the process (a compose service to take down). */
const beforeExit = new Set();
/** Run `fn` (and wait for it) if a signal ends the process; returns what withdraws it once it is not needed. */
function onSignalExit(fn) {
    beforeExit.add(fn);
    return () => beforeExit.delete(fn);
}
/**
 * On SIGTERM or SIGINT: end every group still running and do the work onSignalExit() left, then exit as
 * the signal would have (128 + its number). A second signal is not caught: it ends the process at once.
 * Installed once by an entry point.
 */
function endGroupsOnSignal() {
    for (const [signal, code] of [
        ['SIGTERM', 143],
        ['SIGINT', 130],
    ]) {
        process.once(signal, () => {
            const work = [...beforeExit].map((fn) => fn().catch(() => undefined));
            stopping = Promise.all([endAllGroups(1000), ...work])
                .catch(() => undefined)
                .then(() => process.exit(code));
        });
    }
}


/***/ })

};
