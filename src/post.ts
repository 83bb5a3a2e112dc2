// The action's post: step (teardown). Filled in by the service-container work.
import * as core from '@actions/core';
core.info('mcp-eval: nothing to tear down');
