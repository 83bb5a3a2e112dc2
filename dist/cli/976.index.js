export const id = 976;
export const ids = [976];
export const modules = {

/***/ 74976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   sc: () => (/* binding */ sha256),
/* harmony export */   u4: () => (/* binding */ isRecord)
/* harmony export */ });
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
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
/** A plain JSON object (not null, not an array). */
function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}


/***/ })

};
