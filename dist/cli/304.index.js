export const id = 304;
export const ids = [304];
export const modules = {

/***/ 46304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commandProblem: () => (/* binding */ commandProblem)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49997);
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71311);
// Whether a stdio server's command can start: on the PATH it will be given, or at the path it names. `validate`
// says so with the nearest command on PATH, before a run meets spawn ENOENT once per scenario.




/** Why the server's command cannot start; null when it is found. */
function commandProblem(config, parent = process.env) {
    const { command } = config;
    const cwd = config.cwd ?? process.cwd();
    if (command.includes('/') || (process.platform === 'win32' && command.includes('\\'))) {
        const at = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, command);
        return executable(at) ? null : `command "${command}": no executable file at ${at}`;
    }
    const env = (0,_connection_js__WEBPACK_IMPORTED_MODULE_2__/* .stdioEnvironment */ .bg)(config, parent);
    const dirs = (env.PATH ?? '').split((node_path__WEBPACK_IMPORTED_MODULE_1___default().delimiter)).filter(Boolean);
    const endings = process.platform === 'win32' ? ['', ...(env.PATHEXT ?? '.EXE;.CMD;.BAT;.COM').split(';')] : [''];
    if (dirs.some((d) => endings.some((e) => executable(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, d, command + e)))))
        return null;
    const near = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .nearestName */ .qb)(command, namesIn(dirs.map((d) => node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, d))));
    return `command "${command}" is not on PATH${near ? ` (did you mean ${near}?)` : ''}`;
}
function executable(file) {
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isFile())
            return false;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
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
            for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir))
                names.add(name);
        }
        catch {
            // A PATH entry that does not exist or cannot be read holds no command.
        }
    }
    return [...names];
}


/***/ })

};
