// CLI entry. Filled in by the CLI work.
console.log('mcp-eval');
