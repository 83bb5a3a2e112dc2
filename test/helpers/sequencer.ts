// The order files start in: the slowest first, so that no long file starts late and runs alone at the end. Vitest
// orders by the durations its cache kept from the last run; on a fresh clone (CI) it has none and keeps the files'
// alphabetical order, which puts test/real/ and test/repo/, the slowest folders, near the end.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Folders by their files' mean duration in a whole run (2026-12-04, 2 cores): real servers, act, Docker and npm pack
 * 18-31 s a file; fuzzing 28 s; end-to-end 9.5 s; then 5-7.5 s; every folder not named here ~1-3 s.
 */
const SLOWEST = ['real', 'fuzz', 'repo', 'e2e', 'authoring', 'compose', 'github', 'pipeline', 'cli', 'reports'];

const rank = (spec: TestSpecification): number => {
  const folder = path.relative(spec.project.config.root, spec.moduleId).split(path.sep)[1];
  const at = SLOWEST.indexOf(folder);
  return at === -1 ? SLOWEST.length : at;
};

/** Vitest's order where its cache timed a file; else slowest folders first, each project's files together. */
export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = (s: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${s.project.name}:${path.relative(this.ctx.config.root, s.moduleId)}`);
    if (sorted.some(timed)) return sorted;
    // Each project's files stay where vitest put them (together); within one, by folder.
    const first = new Map(sorted.map((s, i) => [s.project, i] as const).reverse());
    return [...sorted].sort((a, b) => first.get(a.project)! - first.get(b.project)! || rank(a) - rank(b));
  }
}
