export const id = 590;
export const ids = [590];
export const modules = {

/***/ 13590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   abSide: () => (/* binding */ abSide),
/* harmony export */   servicePair: () => (/* binding */ servicePair)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);
/* harmony import */ var _mcp_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48612);
/* harmony import */ var _running_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76295);
// Mode ab with a compose file: the file run twice, once per side, as compose projects of their own (their own
// containers and data volumes): side A with ab-variable set to ab-base (the base's image), side B with it set to
// ab-head, each published on the port its servers' URL names (ab-port-variable). The pipeline sees one service: a
// reset resets both sides, a stopped container of either is said, logs and teardown take both.




function abSide(settings, side, opts) {
    const servers = side === 'a' ? settings.servers : settings.serversB;
    // parseSettings made sure of ab-variable, ab-base and ab-head with a compose file.
    const value = (side === 'a' ? settings.abBase : settings.abHead);
    const port = networkPort(servers, side, opts.env);
    const base = node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(opts.cwd ?? process.cwd()))
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
    const url = (0,_mcp_index_js__WEBPACK_IMPORTED_MODULE_2__/* .loadServerConfig */ .EN)(servers, env).flatMap((s) => (s.type === 'stdio' ? [] : [s.url]))[0];
    const port = url ? Number(new URL(url).port || (url.startsWith('https:') ? 443 : 80)) : NaN;
    if (!Number.isInteger(port)) {
        const which = side === 'a' ? 'servers' : 'servers-b';
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .EvalError */ .Fn('config', `mode ab with compose-file: ${which} names no network server to publish side ${side.toUpperCase()} on`, {
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
        logs: async (file) => [...(await a.logs(file)), ...(await b.logs((0,_running_js__WEBPACK_IMPORTED_MODULE_3__/* .nthLogFile */ .V)(file, 1)))],
        keptLogs: async () => [...(await a.keptLogs()), ...(await b.keptLogs())],
    };
}


/***/ })

};
