// Ends the run with a plain "N passed, N failed" line that CI reads as the test count.
import type { Reporter, TestModule } from 'vitest/node';

export default class CountReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
    }
    // A module that failed to load has no tests but must still count as a failure.
    counts.failed += modules.filter((m) => m.state() === 'failed' && [...m.children.allTests()].length === 0).length;
    process.stdout.write(
      `\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}\n`,
    );
  }
}
