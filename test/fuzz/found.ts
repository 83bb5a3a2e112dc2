// What the fuzzer found, each a regression test of regressions.test.ts: the seed and index that drew the case, the
// case as fast-check shrank it, and what the session's error must say now that it is fixed.
import type { FuzzCase } from './cases.js';

export interface Found {
  name: string;
  seed: number;
  index: number;
  case: FuzzCase;
  /** What the fuzzed session's error says (when it is ERROR). */
  error?: RegExp;
}

export const REGRESSIONS: Found[] = [
  {
    name: 'a byte a second on a list at start-up: the run limit cuts a call, and the cause names its server',
    seed: 3,
    index: 17,
    case: {
      id: 'fz17',
      transport: 'stdio',
      stream: false,
      faults: [{ on: 'resources/templates/list', nth: 1, sticky: false, kind: 'slow' }],
    },
    error: /run timed out during a call to server "fz17"/,
  },
];
