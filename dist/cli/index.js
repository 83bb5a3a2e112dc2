var __webpack_exports__ = {};
// CLI entry. Filled in by the CLI work.
console.log('mcp-eval');


