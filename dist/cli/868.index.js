export const id = 868;
export const ids = [868];
export const modules = {

/***/ 25868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ runRedactor),
/* harmony export */   _: () => (/* binding */ settingsKeys),
/* harmony export */   settingsRedactor: () => (/* binding */ settingsRedactor)
/* harmony export */ });
/* harmony import */ var _sanitize_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30298);
/* harmony import */ var _mcp_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64266);
// The one list of what a run must hide, for execute() and for the action's main and post steps
// (post runs in its own process and rebuilds the list from the same inputs: no secret is ever
// saved in the step state).


function runRedactor(src) {
    const secrets = [
        ...(0,_mcp_config_js__WEBPACK_IMPORTED_MODULE_1__/* .secretValues */ .VX)([...(src.servers ?? [])]),
        ...(src.apiKeys ?? []),
        src.githubToken,
        ...(src.extra ?? []),
    ];
    return (0,_sanitize_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .createRedactor */ .lY)({ env: src.env, secrets: secrets.filter((s) => !!s) });
}
/** The model providers' keys a run's settings hold. */
const settingsKeys = (s) => [
    s.anthropicApiKey,
    s.openaiApiKey,
    s.geminiApiKey,
];
/** A run's redactor from its settings: the API keys, the token, and the servers' (side B's too) env and headers. */
function settingsRedactor(settings, env) {
    const servers = [
        ...(0,_mcp_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadServerConfig */ .EN)(settings.servers, env),
        ...(settings.serversB ? (0,_mcp_config_js__WEBPACK_IMPORTED_MODULE_1__/* .loadServerConfig */ .EN)(settings.serversB, env) : []),
    ];
    return runRedactor({ env, apiKeys: settingsKeys(settings), githubToken: settings.githubToken, servers });
}


/***/ })

};
