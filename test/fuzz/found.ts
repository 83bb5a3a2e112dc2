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
    // Two calls of 5 s each under a 10 s limit: the limit cuts the second call, or the first on a loaded machine (it
    // said "between scripted calls" then), or the second call's own deadline comes first.
    error: /run timed out (during a call to|while connecting to) server "fz17"|its calls fail: echo \(server "fz17"\)/,
  },
  {
    name: 'an error answer to a call: the refused recording names the server, not only the tool',
    seed: 48,
    index: 69,
    case: {
      id: 'fz69',
      transport: 'stdio',
      stream: false,
      faults: [{ on: 'tools/call', nth: 2, sticky: true, kind: 'error', code: 2147483625, message: '"C8\'&^ZM(U' }],
    },
    error: /its calls fail: echo \(server "fz69"\): MCP error 2147483625/,
  },
  {
    name: 'a result whose content item is a string: not an MCP result, said with the server',
    seed: 48,
    index: 70,
    case: {
      id: 'fz70',
      transport: 'stdio',
      stream: false,
      faults: [{ on: 'tools/call', nth: 1, sticky: true, kind: 'wrong-type', path: ['content', 0], value: 'm' }],
    },
    error: /echo \(server "fz70"\): the result is not an MCP tool result/,
  },
  {
    name: "a $ref that leads back to itself: said so, not as the compiler's stack overflow",
    seed: 48,
    index: 6,
    case: {
      id: 'fz6',
      transport: 'stdio',
      stream: false,
      faults: [{ on: 'tools/list', nth: 1, sticky: true, kind: 'ref-cycle', style: 3 }],
    },
  },
  {
    name: "a tool's annotations a string, not an object: left out of the record, so results.json still parses",
    seed: 20261128,
    index: 5344,
    case: {
      id: 'fz5344',
      transport: 'stdio',
      stream: false,
      faults: [
        {
          on: 'tools/list',
          nth: 1,
          sticky: false,
          kind: 'wrong-type',
          path: ['tools', 0, 'annotations'],
          value: 'r[i ',
        },
      ],
    },
  },
];
