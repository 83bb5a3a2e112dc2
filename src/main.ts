// Action entry. Filled in by the action work.
import * as core from '@actions/core';
core.info('mcp-eval');
