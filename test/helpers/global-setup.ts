// Vitest's globalSetup, once a test run. Each project runs the root config's globalSetup again (extends: true in
// vitest.config.ts), so the work is done in the root project's run alone; the projects' tests read its values
// (provide/inject) and its environment. Teardown in the reverse order of the setup.
import type { TestProject } from 'vitest/node';
import { leftoverContainers } from './leftover-containers.js';
import { startSharedEverything } from './shared-everything.js';
import { bundleSrcCli } from './src-cli.js';

export default async function globalSetup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!project.isRootProject()) return undefined;
  await bundleSrcCli();
  const removeLeftovers = leftoverContainers();
  const stopEverything = await startSharedEverything(project);
  return async () => {
    await stopEverything();
    removeLeftovers();
  };
}
