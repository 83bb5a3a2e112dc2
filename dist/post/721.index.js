export const id = 721;
export const ids = [721];
export const modules = {

/***/ 49721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uploadReportArtifact: () => (/* binding */ uploadReportArtifact)
/* harmony export */ });
/* unused harmony exports artifactUrl, downloadShardResults */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _actions_artifact__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61142);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(70017);
/* harmony import */ var _settings_shard_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66321);
/* harmony import */ var _util_deadline_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(84054);
// Uploads the report directory as one workflow artifact through the real @actions/artifact.
// A failed upload must not hide the evaluation's verdict, so errors are returned for the
// caller to warn about, never thrown. The merge job of a sharded suite downloads the shards'
// artifacts of its workflow run with the same client.







const NOT_IN_ACTIONS = 'not running in GitHub Actions (ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL unset)';
const inActions = () => !!process.env.ACTIONS_RUNTIME_TOKEN && !!process.env.ACTIONS_RESULTS_URL;
async function uploadReportArtifact(name, files, rootDir, opts = {}) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(rootDir);
    const present = files.map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(root, f)).filter((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(f));
    if (present.length === 0)
        return { error: `artifact ${name}: none of the ${files.length} report files exist under ${root}` };
    if (!inActions())
        return { error: `artifact ${name}: ${NOT_IN_ACTIONS}; the reports stay in ${root}` };
    const timeoutMs = opts.timeoutMs ?? 300_000;
    try {
        const upload = new _actions_artifact__WEBPACK_IMPORTED_MODULE_3__/* .DefaultArtifactClient */ .t9().uploadArtifact(name, present, root, {
            retentionDays: opts.retentionDays,
        });
        const res = await (0,_util_deadline_js__WEBPACK_IMPORTED_MODULE_6__/* .withDeadline */ .N)(upload, timeoutMs, `timed out after ${Math.round(timeoutMs / 1000)}s`);
        if (res.id === undefined)
            return { error: `artifact ${name}: the upload finished without an artifact id` };
        return { id: res.id, size: res.size ?? 0 };
    }
    catch (err) {
        return { error: `artifact ${name}: upload failed: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(err)}` };
    }
}
/** The artifact's page, for links in the reports (GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID). */
function artifactUrl(id, env = process.env) {
    const { GITHUB_SERVER_URL: server = 'https://github.com', GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: run } = env;
    if (!repo || !run)
        return null;
    return `${server}/${repo}/actions/runs/${run}/artifacts/${id}`;
}
/**
 * Every shard's artifact of this workflow run (`<base>-shard-<k>-of-<n>`), each downloaded into its own folder of
 * `dir`. A shard that uploaded nothing, or whose artifact cannot be had, is left for the merge to report missing.
 */
async function downloadShardResults(base, dir, timeoutMs = 300_000) {
    if (!inActions()) {
        throw new EvalError('github', `mode merge downloads the shards' artifacts: ${NOT_IN_ACTIONS}`, {
            hint: 'outside GitHub Actions, merge the files: mcp-eval merge <results.json>...',
        });
    }
    const client = new DefaultArtifactClient();
    const within = (p, what) => withDeadline(p, timeoutMs, `${what} timed out after ${Math.round(timeoutMs / 1000)}s`);
    const { artifacts } = await within(client.listArtifacts({ latest: true }), 'listing the artifacts');
    const shards = artifacts.flatMap((a) => {
        const spec = parseShardArtifactName(base, a.name);
        return spec ? [{ ...spec, artifact: a }] : [];
    });
    if (!shards.length) {
        throw new EvalError('github', `no shard's results in this workflow run: no artifact named ${base}-shard-<k>-of-<n>`, {
            hint: 'run the merge job after the matrix (needs: <the matrix job>, if: always()) with the same artifact-name',
        });
    }
    const sources = {
        files: [],
        failed: [],
        absent: (index, total) => `no artifact ${shardArtifactName(base, { index, total })} in this workflow run ` +
            '(the shard job failed before its upload, or was cancelled)',
    };
    for (const shard of shards) {
        const target = join(dir, shard.artifact.name);
        const got = await within(fetchShard(client, shard.artifact, target), `downloading ${shard.artifact.name}`).catch((e) => `could not be downloaded: ${errorMessage(e)}`);
        if (got === null)
            sources.files.push({
                file: join(target, 'results.json'),
                source: `artifact ${shard.artifact.name}`,
                shard: { index: shard.index, total: shard.total },
            });
        else
            sources.failed.push({ index: shard.index, total: shard.total, reason: `artifact ${shard.artifact.name} ${got}` });
    }
    return sources;
}
/** Downloads one shard's artifact into an emptied `target`; null when its results.json is there, else what is wrong. */
async function fetchShard(client, artifact, target) {
    await rm(target, { recursive: true, force: true });
    const res = await client.downloadArtifact(artifact.id, { path: target, expectedHash: artifact.digest });
    if (res.digestMismatch)
        return 'does not match its digest (corrupted in transit?)';
    return existsSync(join(target, 'results.json')) ? null : 'holds no results.json';
}


/***/ }),

/***/ 66321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* unused harmony exports MAX_SHARDS, parseShard, formatShard, SHARD_BASELINES, shardArtifactName, parseShardArtifactName, splitSuite */
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74976);
// Sharding a suite across the jobs of a GitHub Actions matrix: `shard: k/n` runs part k of n. Every shard computes
// the same split on its own, so the split is a pure function of the suite (ids and the durations its baselines
// recorded), the same on every machine: greedy longest-first by duration when baselines know any, else the
// scenarios dealt out in the order of their ids' hashes. Each shard uploads its results as an artifact named here,
// and the merge job (merge.ts) finds them by that name.



/** GitHub's matrix has at most 256 jobs. */
const MAX_SHARDS = 256;
const SHARD_HINT = 'in a matrix: shard: ${{ matrix.shard }}/4 with matrix.shard [1, 2, 3, 4]';
/** `"2/4"` -> { index: 2, total: 4 }; anything else is a config error saying what k/n means. */
function parseShard(text) {
    const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
    const fail = (why) => new EvalError('config', `invalid setting shard: "${text}": ${why}`, { hint: SHARD_HINT });
    if (!m)
        throw fail("expected k/n, this job's part k (from 1) of n shards, e.g. 2/4");
    const [index, total] = [Number(m[1]), Number(m[2])];
    if (total < 1 || total > MAX_SHARDS)
        throw fail(`the number of shards n must be 1 to ${MAX_SHARDS}`);
    if (index < 1 || index > total)
        throw fail(`the part k must be 1 to n (${total})`);
    return { index, total };
}
const formatShard = (s) => `${s.index}/${s.total}`;
/** Where a shard writes its recordings for the merge job (cache store): in its report directory, so its artifact. */
const SHARD_BASELINES = 'shard-baselines';
/** The artifact a shard uploads its results in: `<artifact-name>-shard-<k>-of-<n>`. */
function shardArtifactName(base, s) {
    return `${base}-shard-${s.index}-of-${s.total}`;
}
/** The shard an artifact of `base` holds, or null when the name is not one of them. */
function parseShardArtifactName(base, name) {
    if (!name.startsWith(`${base}-shard-`))
        return null;
    const m = /^(\d+)-of-(\d+)$/.exec(name.slice(base.length + '-shard-'.length));
    if (!m)
        return null;
    const [index, total] = [Number(m[1]), Number(m[2])];
    return index >= 1 && index <= total && total <= MAX_SHARDS ? { index, total } : null;
}
/**
 * Every item in exactly one of `total` shards. With durations (any item's), each item goes, longest first, to the
 * shard with the least time so far (ties: the lower shard); an item without one counts as the mean of the others.
 * Without any, items are dealt out round-robin in the order of the hashes of their ids: counts differ by at most
 * one. Ties are broken by that hash order too, so the split never depends on the order items come in.
 */
function splitSuite(items, total) {
    const hashes = items.map((it) => sha256(it.id));
    const byHash = items
        .map((_, i) => i)
        .sort((a, b) => compareText(hashes[a], hashes[b]) || compareText(items[a].id, items[b].id));
    const shards = new Array(items.length);
    const known = items.flatMap((it) => (it.durationMs === null ? [] : [it.durationMs]));
    if (!known.length) {
        byHash.forEach((item, i) => (shards[item] = (i % total) + 1));
        return { by: 'hash', shards };
    }
    const mean = known.reduce((a, b) => a + b, 0) / known.length;
    const cost = items.map((it) => it.durationMs ?? mean);
    // A stable sort of the hash order: equal durations keep it.
    const longestFirst = [...byHash].sort((a, b) => cost[b] - cost[a]);
    const load = new Array(total).fill(0);
    for (const item of longestFirst) {
        let least = 0;
        for (let s = 1; s < total; s++)
            if (load[s] < load[least])
                least = s;
        load[least] += cost[item];
        shards[item] = least + 1;
    }
    return { by: 'duration', shards };
}


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

/***/ 74976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
/* unused harmony exports canonicalJson, sha256, jsonExtent */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Stable text and hashes of JSON values: equal values give equal text and equal hashes.

/** JSON with object keys sorted at every level. */
function canonicalJson(value) {
    return JSON.stringify(value, (_key, v) => v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]))
        : v);
}
/** Hex sha256 of text (as UTF-8) or bytes. */
function sha256(data) {
    return createHash('sha256').update(data).digest('hex');
}
/** A plain JSON object (not null, not an array). */
function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/**
 * The extent of `value`, walked without recursion (a value nested 10,000 deep would overflow the stack of a recursive
 * walk); the walk stops as soon as either limit is passed, so a huge value costs no more than the limits.
 */
function jsonExtent(value, maxDepth, maxValues) {
    // Two stacks, not one of [value, depth] pairs: every message of every server is walked (mcp/protocol-tap.ts), and a
    // pair a value was most of the walk's allocation.
    const items = [value];
    const depths = [1];
    let [depth, values] = [0, 0];
    while (items.length > 0) {
        const v = items.pop();
        const d = depths.pop();
        values++;
        if (d > depth)
            depth = d;
        if (depth > maxDepth || values > maxValues)
            break;
        if (v === null || typeof v !== 'object')
            continue;
        for (const x of Array.isArray(v) ? v : Object.values(v)) {
            items.push(x);
            depths.push(d + 1);
        }
    }
    return { depth, values };
}


/***/ })

};
