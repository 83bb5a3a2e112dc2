// The fuzzer's cases, drawn by fast-check: one per session, a server (stdio, streamable HTTP or SSE) and the faults
// its answers carry (test/fuzz/server.mjs applies them). A case is plain JSON: a seed and its index draw it again,
// and fast-check shrinks a failing one to the fewest, smallest faults that still fail.
import fc from 'fast-check';

export type Transport = 'stdio' | 'http' | 'sse';

export type Method =
  'start' | 'initialize' | 'tools/list' | 'tools/call' | 'prompts/list' | 'resources/list' | 'resources/templates/list';

export interface Fault {
  on: Method;
  /** The occurrence of the method it hits (1 = the first); with sticky, every one from there on. */
  nth: number;
  sticky: boolean;
  kind: string;
  [param: string]: unknown;
}

export interface FuzzCase {
  id: string;
  transport: Transport;
  /** Streamable HTTP: answer every POST as an event stream rather than JSON. */
  stream: boolean;
  faults: Fault[];
}

const REQUESTS: Method[] = [
  'initialize',
  'tools/list',
  'tools/call',
  'prompts/list',
  'resources/list',
  'resources/templates/list',
];

/** Fields of each answer a fault may retype or remove. */
const PATHS: Record<string, (string | number)[][]> = {
  initialize: [
    ['protocolVersion'],
    ['capabilities'],
    ['capabilities', 'tools'],
    ['capabilities', 'prompts'],
    ['serverInfo'],
    ['serverInfo', 'name'],
    ['serverInfo', 'version'],
    ['instructions'],
  ],
  'tools/list': [
    ['tools'],
    ['tools', 0],
    ['tools', 0, 'name'],
    ['tools', 0, 'description'],
    ['tools', 0, 'inputSchema'],
    ['tools', 0, 'inputSchema', 'type'],
    ['tools', 0, 'inputSchema', 'properties'],
    ['tools', 0, 'inputSchema', 'properties', 'text'],
    ['tools', 0, 'inputSchema', 'required'],
    ['tools', 0, 'annotations'],
    ['tools', 0, 'outputSchema'],
    ['tools', 0, '_meta'],
    ['nextCursor'],
  ],
  'tools/call': [
    ['content'],
    ['content', 0],
    ['content', 0, 'type'],
    ['content', 0, 'text'],
    ['isError'],
    ['structuredContent'],
    ['_meta'],
  ],
  'prompts/list': [['prompts'], ['prompts', 0], ['prompts', 0, 'name'], ['prompts', 0, 'arguments'], ['nextCursor']],
  'resources/list': [['resources'], ['resources', 0, 'uri'], ['resources', 0, 'name'], ['resources', 0, 'size']],
  'resources/templates/list': [['resourceTemplates'], ['resourceTemplates', 0, 'uriTemplate']],
};

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.string({ maxLength: 20 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxKeys: 3 }),
);

/**
 * One code point, as `fc.string({ unit: 'binary' })` draws them (its unit: a constant per code point but the
 * surrogates), and the same draws; what differs is how it tells whether a string is one of them. fast-check's own unit
 * builds a map of its 1.1 million code points to tell, and fc.string() asks it as the arbitrary is made: 1.2 s of CPU
 * and ~200 MB in each process that loads this file (the sample's test worker).
 */
class CodePoint extends fc.Arbitrary<string> {
  private readonly points = fc.mapToConstant(
    { num: 0xd800, build: (i) => String.fromCodePoint(i) },
    { num: 0x110000 - 0xe000, build: (i) => String.fromCodePoint(0xe000 + i) },
  );
  generate(mrng: fc.Random, bias: number | undefined): fc.Value<string> {
    return this.points.generate(mrng, bias);
  }
  canShrinkWithoutContext(value: unknown): value is string {
    if (typeof value !== 'string' || value.length === 0) return false;
    const point = value.codePointAt(0)!;
    return value.length === (point > 0xffff ? 2 : 1) && (point < 0xd800 || point > 0xdfff);
  }
  shrink(value: string, context: unknown): fc.Stream<fc.Value<string>> {
    return this.points.shrink(value, context);
  }
}

/** Junk a server may write between its frames: text, half JSON, JSON that is no JSON-RPC, control characters. */
const garbage = fc.oneof(
  fc.constantFrom(
    'Starting server... done',
    '{"jsonrpc": "2.0", "id":',
    '{"not": "jsonrpc"}',
    '[1, 2, 3]',
    'null',
    '\u001b[31mWARN\u001b[0m \u0007',
    '::error title=owned::injected',
    '<html><body>oops</body></html>',
  ),
  fc.string({ unit: new CodePoint(), maxLength: 40 }).map((s) => s.replace(/[\r\n]/g, ' ')),
);

const leakWhere = fc.constantFrom('text', 'error', 'server-name', 'description', 'stderr');

/** A fault's kind and parameters, for a request of `method` over `transport`. */
function kindFor(method: Method, transport: Transport): fc.Arbitrary<Record<string, unknown>> {
  const paths = PATHS[method] ?? [['x']];
  const kinds: fc.Arbitrary<Record<string, unknown>>[] = [
    fc.record({ kind: fc.constant('wrong-type'), path: fc.constantFrom(...paths), value: anyValue }),
    fc.record({ kind: fc.constant('missing'), path: fc.constantFrom(...paths) }),
    fc.record({ kind: fc.constant('huge-text'), mb: fc.constantFrom(0.25, 1, 4, 10) }),
    fc.record({ kind: fc.constant('bad-utf8'), form: fc.constantFrom('invalid-bytes', 'lone-surrogate') }),
    fc.record({ kind: fc.constant('leak'), where: leakWhere }),
    fc.record({
      kind: fc.constant('error'),
      code: fc.oneof(fc.constantFrom(-32603, -32000, -32601, -32602, 0), fc.integer()),
      message: fc.oneof(
        fc.constantFrom('internal error', 'boom $SECRET', '\u001b]0;owned\u0007\r::error::x', 'x'.repeat(5000)),
        fc.string({ maxLength: 30 }),
      ),
    }),
    fc.record({ kind: fc.constant('stray-id') }),
    fc.record({ kind: fc.constant('double') }),
    fc.record({
      kind: fc.constant('flood'),
      n: fc.constantFrom(1, 10, 200, 2000),
      what: fc.constantFrom('log', 'progress', 'list-changed', 'unknown'),
    }),
    fc.record({ kind: fc.constant('garbage'), text: garbage }),
    fc.record({ kind: fc.constant('cut'), then: fc.constantFrom('exit', 'hang', 'rest') }),
    fc.record({ kind: fc.constant('drop') }),
    fc.record({ kind: fc.constant('slow') }),
    fc.record({ kind: fc.constant('exit'), code: fc.constantFrom(0, 1, 2, 3, 137) }),
    fc.record({ kind: fc.constant('hang'), forever: fc.boolean() }),
  ];
  if (method === 'tools/list')
    kinds.push(
      fc.record({ kind: fc.constant('deep-schema'), depth: fc.constantFrom(100, 129, 1000, 5000, 10_000) }),
      fc.record({ kind: fc.constant('wide-schema'), width: fc.constantFrom(100, 5000, 20_000, 100_000) }),
      fc.record({ kind: fc.constant('ref-cycle'), style: fc.nat(3) }),
    );
  if (transport === 'stdio') kinds.push(fc.record({ kind: fc.constant('fork'), seconds: fc.constantFrom(1, 5) }));
  else
    kinds.push(
      fc.record({ kind: fc.constant('http-status'), status: fc.constantFrom(429, 500, 502, 503) }),
      fc.record({
        kind: fc.constant('content-type'),
        type: fc.constantFrom('text/html', 'text/plain', 'application/octet-stream', 'text/event-stream'),
      }),
      fc.record({ kind: fc.constant('sse-endless'), form: fc.constantFrom('comments', 'open-event') }),
    );
  return fc.oneof(...kinds);
}

/** A fault at the start of a server: junk on stdout, a child left holding the pipes, a secret on stderr. */
function startFault(transport: Transport): fc.Arbitrary<Record<string, unknown>> {
  if (transport !== 'stdio')
    return fc.oneof(
      fc.record({ kind: fc.constant('http-status'), status: fc.constantFrom(429, 500, 502) }),
      fc.record({ kind: fc.constant('content-type'), type: fc.constantFrom('text/html', 'application/json') }),
    );
  return fc.oneof(
    fc.record({ kind: fc.constant('garbage'), text: garbage }),
    fc.record({ kind: fc.constant('fork'), seconds: fc.constantFrom(1, 5) }),
    fc.record({ kind: fc.constant('leak'), where: fc.constant('stderr') }),
  );
}

function faultArb(transport: Transport): fc.Arbitrary<Fault> {
  return fc
    .record({
      on: fc.constantFrom<Method>(...REQUESTS, 'start'),
      nth: fc.integer({ min: 1, max: 3 }),
      sticky: fc.boolean(),
    })
    .chain((at) =>
      (at.on === 'start' ? startFault(transport) : kindFor(at.on, transport)).map(
        (k) => ({ ...at, ...(at.on === 'start' ? { nth: 1, sticky: false } : {}), ...k }) as Fault,
      ),
    );
}

/** One session's server: its transport and up to three faults (none: the control). */
export const caseArb: fc.Arbitrary<Omit<FuzzCase, 'id'>> = fc
  .constantFrom<Transport>('stdio', 'http', 'sse')
  .chain((transport) =>
    fc.record({
      transport: fc.constant(transport),
      stream: fc.boolean(),
      // One in ten a control with no fault at all.
      faults: fc.oneof(
        { arbitrary: fc.array(faultArb(transport), { minLength: 1, maxLength: 3 }), weight: 9 },
        { arbitrary: fc.constant<Fault[]>([]), weight: 1 },
      ),
    }),
  );

/** `count` cases drawn from `seed`, numbered from `from`: the same seed draws the same cases. */
export function drawCases(seed: number, count: number, from = 0): FuzzCase[] {
  const drawn = fc.sample(caseArb, { seed, numRuns: from + count });
  return drawn.slice(from).map((c, i) => ({ id: `fz${from + i}`, ...c }));
}
