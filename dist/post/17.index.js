export const id = 17;
export const ids = [17];
export const modules = {

/***/ 51017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  abSide: () => (/* binding */ abSide),
  servicePair: () => (/* binding */ servicePair)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/mcp/index.ts + 26 modules
var mcp = __webpack_require__(71803);
;// CONCATENATED MODULE: ./src/compose/running.ts
/** The log file of a run's i-th compose project (from 0; mode ab starts two): `service.log`, `service-2.log`. */
function nthLogFile(file, i) {
    return i === 0 ? file : file.replace(/(\.log)?$/, `-${i + 1}.log`);
}

;// CONCATENATED MODULE: ./src/compose/pair.ts
// Mode ab with a compose file: the file run twice, once per side, as compose projects of their own (their own
// containers and data volumes): side A with ab-variable set to ab-base (the base's image), side B with it set to
// ab-head, each published on the port its servers' URL names (ab-port-variable). The pipeline sees one service: a
// reset resets both sides, a stopped container of either is said, logs and teardown take both.




function abSide(settings, side, opts) {
    const servers = side === 'a' ? settings.servers : settings.serversB;
    // parseSettings made sure of ab-variable, ab-base and ab-head with a compose file.
    const value = (side === 'a' ? settings.abBase : settings.abHead);
    const port = networkPort(servers, side, opts.env);
    const base = external_node_path_default().basename(external_node_path_default().resolve(opts.cwd ?? process.cwd()))
        .toLowerCase()
        .replace(/[^a-z0-9_-]/g, '') || 'mcp';
    return {
        servers,
        project: `${base}-ab-${side}`,
        env: { [settings.abVariable]: value, [settings.abPortVariable]: String(port) },
        logSubdir: `side-${side}`,
    };
}
/** The port of a side's first network server: where that side's compose project publishes the service. */
function networkPort(servers, side, env) {
    const url = (0,mcp/* loadServerConfig */.EN)(servers, env).flatMap((s) => (s.type === 'stdio' ? [] : [s.url]))[0];
    const port = url ? Number(new URL(url).port || (url.startsWith('https:') ? 443 : 80)) : NaN;
    if (!Number.isInteger(port)) {
        const which = side === 'a' ? 'servers' : 'servers-b';
        throw new errors/* EvalError */.Fn('config', `mode ab with compose-file: ${which} names no network server to publish side ${side.toUpperCase()} on`, {
            hint: 'give each side an mcp.json whose server URL has a port of its own (http://localhost:8081/mcp, :8082)',
        });
    }
    return port;
}
/** Both sides as one service: resets (side by side: their own projects), watch and logs of each. */
function servicePair(a, b) {
    return {
        reset: async (configFile) => {
            await Promise.all([a.reset(configFile), b.reset(configFile)]);
        },
        watch: {
            startFiles: a.watch.startFiles && b.watch.startFiles ? [...a.watch.startFiles, ...b.watch.startFiles] : undefined,
            stopped: async (cut) => (await a.watch.stopped(cut)) ?? (await b.watch.stopped(cut)),
            recovered: () => [...a.watch.recovered(), ...b.watch.recovered()],
        },
        logs: async (file) => [...(await a.logs(file)), ...(await b.logs(nthLogFile(file, 1)))],
        keptLogs: async () => [...(await a.keptLogs()), ...(await b.keptLogs())],
    };
}


/***/ })

};
