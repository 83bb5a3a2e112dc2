export const id = 425;
export const ids = [425];
export const modules = {

/***/ 55425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resolveConfigFile: () => (/* binding */ resolveConfigFile)
/* harmony export */ });
/* unused harmony export configSearchDirs */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74976);
// A scenario's `config_file`, found as the seed finds it: relative to the scenario file's directory,
// then each parent directory up to the filesystem root, then the working directory. The seed's suites
// keep their configs in a folder beside (or above) the scenarios, so a path written once works from
// any depth of nesting.




/** The directories a relative config_file is looked for in, in order: the scenario's, each parent, then cwd. */
function configSearchDirs(scenarioFile, cwd) {
    const out = [];
    let dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, scenarioFile));
    for (;;) {
        out.push(dir);
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    out.push(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd));
    return out;
}
/** The scenario's config file, read and hashed; null when it names none. Missing: a `config` error saying where. */
async function resolveConfigFile(scenario, cwd) {
    const given = scenario.config_file;
    if (given === undefined)
        return null;
    const dirs = node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(given) ? [] : configSearchDirs(scenario.file, cwd);
    const candidates = node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(given) ? [given] : dirs.map((d) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(d, given));
    for (const file of candidates) {
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file).catch(() => null);
        if (bytes)
            return { path: given, hash: (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256 */ .sc)(bytes), file };
    }
    const where = node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(given)
        ? 'an absolute path'
        : `looked for it under the scenario's directory and each parent (${dirs.slice(0, -1).join(', ')}), ` +
            `then under the working directory ${dirs[dirs.length - 1]}`;
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EvalError */ .Fn('config', `config_file not found: ${given} (${where})`);
}


/***/ })

};
