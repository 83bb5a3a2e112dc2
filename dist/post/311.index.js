export const id = 311;
export const ids = [311];
export const modules = {

/***/ 69311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  teardownFromState: () => (/* binding */ teardownFromState)
});

// UNUSED EXPORTS: ComposeService, LOGS_KEEP, defaultLogPath

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ../main/node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(69846);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(92174);
// EXTERNAL MODULE: ./src/reports/redact.ts + 1 modules
var reports_redact = __webpack_require__(48726);
// EXTERNAL MODULE: ./src/util/deadline.ts
var deadline = __webpack_require__(54776);
;// CONCATENATED MODULE: ./src/util/files.ts
// File writes that a reader or a crash never sees half done.


/** `<file>.<pid>.<random>.tmp`: the temporary file writeAtomic writes first. */
const TEMP_FILE = /\.(\d+)\.[a-z0-9]+\.tmp$/;
/**
 * Write to a temporary file next to `file`, flush it to disk, then rename it over `file` (and flush
 * the directory): after a crash or a power cut, `file` is the old text or the new, never half of it.
 * Creates the directory.
 */
async function writeAtomic(file, text) {
    const dir = external_node_path_default().dirname(file);
    await external_node_fs_.promises.mkdir(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
        const handle = await external_node_fs_.promises.open(tmp, 'wx');
        try {
            await handle.writeFile(text, 'utf8');
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await external_node_fs_.promises.rename(tmp, file);
    }
    catch (e) {
        await external_node_fs_.promises.rm(tmp, { force: true });
        throw e;
    }
    await syncDirectory(dir);
}
/** Flush a directory's entries (the rename); not every platform can open a directory: then nothing. */
async function syncDirectory(dir) {
    const handle = await external_node_fs_.promises.open(dir, 'r').catch(() => null);
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

;// CONCATENATED MODULE: ./src/github/compose.ts
// The service container (MCPProxy by default) around `docker compose -f <file> [-p project]`:
// up, wait until an MCP probe succeeds, reset, collect logs, take down. Every command has a
// timeout; every failure names the command and carries its stderr.
//
// Reset = `down -v` + `up -d`: MCPProxy keeps its state (servers added through
// `upstream_servers`, quarantine flags, the tool index) in data_dir, which docker-compose.yml
// puts on a volume. `restart` would keep that volume, so a reset drops it and recreates the
// container: every scenario then starts from the config file alone.
//
// The action's post: step tears the service down from state saved by saveForPost(), also when
// the main step failed or timed out.









const DEFAULT_TIMEOUTS = { up: 300_000, down: 120_000, logs: 60_000, ps: 30_000 };
const STATE_KEY = 'mcp-eval-compose';
/** Environment not passed to docker: action inputs (tokens, API keys) and the runner's own tokens. */
const WITHHELD_ENV = /^(INPUT_.*|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_TOKEN|ACTIONS_ID_TOKEN_REQUEST_URL)$/;
const STDERR_KEEP = 8_000;
/**
 * Bytes of the service logs kept (the newest): they are redacted in memory, whole, before they are
 * written, so no unredacted byte reaches the disk; a longer log is cut at its start, and says so.
 */
const LOGS_KEEP = 16 * 1024 * 1024;
class ComposeService {
    file;
    project;
    service;
    cwd;
    docker;
    timeouts;
    redact;
    /** Handed to compose as MCP_EVAL_CONFIG_FILE; null: unset, the compose file's default. */
    configFile = null;
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
        this.redact = opts.redact ?? reports_redact/* noRedaction */.Np;
    }
    /** `docker compose -f <file> [-p <project>]`, the start of every command. */
    get baseArgs() {
        return ['compose', '-f', this.file, ...(this.project ? ['-p', this.project] : [])];
    }
    get services() {
        return this.service ? [this.service] : [];
    }
    /** Remember this service for the post: step (call before up(), so a failed up is cleaned too). */
    saveForPost(logPath = defaultLogPath()) {
        const state = {
            file: this.file,
            project: this.project,
            service: this.service,
            cwd: this.cwd,
            logPath,
            docker: this.docker === 'docker' ? undefined : this.docker,
        };
        core/* saveState */.LZ(STATE_KEY, JSON.stringify(state));
    }
    async up() {
        if (!(0,external_node_fs_.existsSync)(this.file))
            throw new errors/* EvalError */.Fn('service', `compose-file ${this.file}: no such file`);
        await this.run(['up', '-d', ...this.services], 'up');
    }
    /** Poll the probe until it succeeds. On the deadline, or when the container exited, throw with its logs. */
    async waitReady(opts) {
        const started = Date.now();
        const deadline = started + (opts.timeoutMs ?? 120_000);
        const interval = opts.intervalMs ?? 1_000;
        for (let attempts = 1;; attempts++) {
            const lastError = await probeOnce(opts, deadline - Date.now());
            if (lastError === null)
                return { attempts, ms: Date.now() - started };
            const exited = await this.exitedContainers().catch(() => []);
            if (exited.length > 0)
                throw await this.notReady(`service container exited before it was ready (${exited.join(', ')})`, lastError);
            if (Date.now() + interval >= deadline) {
                const secs = Math.round((Date.now() - started) / 1000);
                throw await this.notReady(`service not ready after ${secs}s (${attempts} attempts)`, lastError);
            }
            await new Promise((r) => setTimeout(r, interval));
        }
    }
    async notReady(what, lastError) {
        return new errors/* EvalError */.Fn('service', await this.withDiagnostics(`${what}; last probe error: ${lastError}`));
    }
    /**
     * Drop the container and its volumes, start afresh, and wait for it when given a probe. With a
     * config file, compose gets MCP_EVAL_CONFIG_FILE (the compose file mounts it as the service's
     * configuration) from then on; null goes back to the default (the variable unset).
     */
    async reset(ready, configFile) {
        if (configFile !== undefined)
            this.configFile = configFile;
        await this.down();
        await this.up();
        if (ready)
            await this.waitReady(ready);
    }
    /**
     * `docker compose logs --no-color --timestamps` into a file, redacted; returns the path. The newest
     * LOGS_KEEP bytes are kept and redacted whole (a secret can straddle two chunks), also when the
     * command fails or times out; an older part is cut, and the file says how much.
     */
    async logs(path) {
        const tail = new TailBuffer(LOGS_KEEP);
        try {
            await this.run(['logs', '--no-color', '--timestamps', ...this.services], 'logs', (chunk) => tail.push(chunk));
        }
        finally {
            const cut = tail.dropped > 0;
            const note = cut ? `[mcp-eval: the first ${tail.dropped} bytes of the service logs were cut]\n` : '';
            await writeAtomic(path, note + (0,reports_redact/* redactTail */.yj)(this.redact, tail.text(), Infinity, cut));
        }
        return path;
    }
    async ps() {
        return this.run(['ps', '-a', ...this.services], 'ps');
    }
    async down() {
        await this.run(['down', '-v', '--remove-orphans', '--timeout', '10'], 'down');
    }
    /** Save logs, then take everything down. Never throws: problems become warnings. */
    async teardown(logPath = defaultLogPath()) {
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
        for (const p of problems)
            core/* warning */.$e(p);
        return { logPath: saved, down, problems };
    }
    /** Names of containers of this project that have stopped (from `ps -a --format json`). */
    async exitedContainers() {
        const out = await this.run(['ps', '-a', '--format', 'json', ...this.services], 'ps');
        // Compose v2 prints either one JSON array or one object per line, depending on its version.
        const rows = out.trim().startsWith('[')
            ? JSON.parse(out)
            : out
                .split('\n')
                .filter((l) => l.trim().startsWith('{'))
                .map((l) => JSON.parse(l));
        return rows.filter((r) => r.State === 'exited' || r.State === 'dead').map((r) => r.Name ?? '?');
    }
    async withDiagnostics(summary) {
        const parts = [summary];
        for (const [title, args] of [
            ['docker compose ps', ['ps', '-a', ...this.services]],
            ['docker compose logs (last 200 lines)', ['logs', '--no-color', '--timestamps', '--tail=200', ...this.services]],
        ]) {
            try {
                parts.push(`--- ${title} ---\n${(await this.run([...args], title === 'docker compose ps' ? 'ps' : 'logs')).trimEnd()}`);
            }
            catch (err) {
                parts.push(`--- ${title} --- unavailable: ${(0,errors/* errorMessage */.gJ)(err)}`);
            }
        }
        return this.redact(parts.join('\n'));
    }
    /** Run one compose command; stdout is returned, or handed to `sink` (stderr too). */
    run(args, kind, sink) {
        const all = [...this.baseArgs, ...args];
        const shown = [this.docker, ...all].join(' ');
        const timeout = this.timeouts[kind];
        const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !WITHHELD_ENV.test(k)));
        delete env.MCP_EVAL_CONFIG_FILE;
        if (this.configFile)
            env.MCP_EVAL_CONFIG_FILE = this.configFile;
        // Its stderr is container output: it may print a secret.
        const failure = (message) => new errors/* EvalError */.Fn('service', this.redact(message));
        return new Promise((resolvePromise, reject) => {
            const child = (0,external_node_child_process_.spawn)(this.docker, all, { cwd: this.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
            let stdout = '';
            let stderr = '';
            let timedOut = false;
            child.stdout.on('data', (d) => {
                if (sink)
                    sink(d);
                else
                    stdout += d.toString('utf8');
            });
            child.stderr.on('data', (d) => {
                sink?.(d);
                stderr = (stderr + d.toString('utf8')).slice(-STDERR_KEEP);
            });
            const timer = setTimeout(() => {
                timedOut = true;
                child.kill('SIGTERM');
                setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
            }, timeout);
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
                if (timedOut)
                    return finish(failure(`${shown} timed out after ${Math.round(timeout / 1000)}s${tail(stderr)}`));
                if (code === 0)
                    return finish(null);
                finish(failure(`${shown} failed (${code === null ? `signal ${signal}` : `exit ${code}`})${tail(stderr)}`));
            });
        });
    }
}
/**
 * For src/post.ts: save the service logs and take it down, when main started one. Never throws.
 * The state holds no secret, so post passes the redactor it rebuilt from the inputs.
 */
async function teardownFromState(redact = reports_redact/* noRedaction */.Np) {
    try {
        const raw = core/* getState */.Gu(STATE_KEY);
        if (!raw)
            return null;
        const s = JSON.parse(raw);
        const service = new ComposeService({
            file: s.file,
            project: s.project,
            service: s.service,
            cwd: s.cwd,
            docker: s.docker,
            redact,
        });
        return await service.teardown(s.logPath);
    }
    catch (err) {
        const problem = redact(`service teardown failed: ${(0,errors/* errorMessage */.gJ)(err)}`);
        core/* warning */.$e(problem);
        return { logPath: null, down: false, problems: [problem] };
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
function defaultLogPath() {
    return (0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'mcp-eval-service.log');
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
function tail(stderr) {
    const t = stderr.trim();
    return t ? `:\n${t}` : ' (no output on stderr)';
}


/***/ }),

/***/ 54776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ withDeadline)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92174);
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


/***/ })

};
