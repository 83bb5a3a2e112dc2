export const id = 17;
export const ids = [17];
export const modules = {

/***/ 22017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gs: () => (/* binding */ onSignalExit),
/* harmony export */   Ls: () => (/* binding */ exitedWithin),
/* harmony export */   N4: () => (/* binding */ endGroup),
/* harmony export */   endGroupsWhenDone: () => (/* binding */ endGroupsWhenDone),
/* harmony export */   i8: () => (/* binding */ signalGroup),
/* harmony export */   j8: () => (/* binding */ spawnGroup),
/* harmony export */   kY: () => (/* binding */ remember),
/* harmony export */   lT: () => (/* binding */ endGroupsOnSignal)
/* harmony export */ });
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
