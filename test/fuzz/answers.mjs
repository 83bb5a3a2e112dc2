// The answers of the fuzzed server (server.mjs): the valid answer to each request, and what the faults of its case make
// of it (frames to write, or actions on the wire); which faults hit a request; and the watch that notes a request
// asked while another of the same connection is unanswered.
import { appendFileSync } from 'node:fs';
import { clearInterval, setInterval, setTimeout } from 'node:timers';

export const enc = (m) => JSON.stringify({ jsonrpc: '2.0', ...m });
const echoTool = (description = 'Echoes its text') => ({
  name: 'echo',
  description,
  inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
});

/** The valid answer to a request: a result, or an error. */
function valid(method, params) {
  switch (method) {
    case 'initialize':
      return {
        result: {
          protocolVersion: params?.protocolVersion ?? '2025-06-18',
          capabilities: { tools: { listChanged: true }, prompts: {}, resources: {}, logging: {} },
          serverInfo: { name: 'fuzz', version: '1.0.0' },
        },
      };
    case 'tools/list':
      return { result: { tools: [echoTool()] } };
    case 'tools/call':
      if (params?.name !== 'echo')
        return { result: { content: [{ type: 'text', text: 'no such tool' }], isError: true } };
      return { result: { content: [{ type: 'text', text: String(params?.arguments?.text ?? '') }] } };
    case 'prompts/list':
      return {
        result: { prompts: [{ name: 'greet', description: 'Greets', arguments: [{ name: 'who', required: true }] }] },
      };
    case 'resources/list':
      return { result: { resources: [{ uri: 'fuzz://note', name: 'note', mimeType: 'text/plain' }] } };
    case 'resources/templates/list':
      return { result: { resourceTemplates: [{ uriTemplate: 'fuzz://notes/{id}', name: 'notes' }] } };
    case 'ping':
    case 'logging/setLevel':
      return { result: {} };
    default:
      return { error: { code: -32601, message: `no method ${method}` } };
  }
}

/** A schema nested `depth` deep, as text: building it as an object and stringifying it would overflow our own stack. */
const deepSchema = (depth) =>
  '{"type":"object","properties":{"a":'.repeat(depth) + '{"type":"string"}' + '}}'.repeat(depth);

function wideSchema(width) {
  const properties = {};
  for (let i = 0; i < width; i++) properties[`p${i}`] = { type: 'string', description: `field ${i}` };
  return { type: 'object', properties };
}

/**
 * The JSON text of a big value (a huge text, a wide schema), made once a process by its key: an answer holds a marker
 * in its place, replaced by this text once the answer is stringified: the same bytes as the value stringified in it.
 * Stringified again for every answer, they were most of the batch server's CPU (a 10 MB text, 100,000 properties).
 */
const bigTexts = new Map();
function big(key, make) {
  if (!bigTexts.has(key)) bigTexts.set(key, JSON.stringify(make()));
  return { marker: `@@BIG ${key}@@`, json: bigTexts.get(key) };
}

const REF_CYCLES = [
  { $ref: '#' },
  { type: 'object', properties: { a: { $ref: '#/properties/b' }, b: { $ref: '#/properties/a' } } },
  { type: 'object', $defs: { n: { type: 'object', properties: { next: { $ref: '#/$defs/n' } } } }, $ref: '#/$defs/n' },
  { type: 'object', properties: { self: { $ref: '#/properties/self' } } },
];

/** Set (or with `value` undefined, delete) the field at `path` of `obj`, where the path exists up to its last key. */
function setPath(obj, path, value) {
  let o = obj;
  for (const k of path.slice(0, -1)) {
    if (o === null || typeof o !== 'object') return;
    o = o[k];
  }
  if (o === null || typeof o !== 'object') return;
  const last = path[path.length - 1];
  if (value === undefined) delete o[last];
  else o[last] = value;
}

/**
 * The frames one request is answered with, after the faults that hit it: each frame a string (a JSON-RPC message or
 * garbage) or an action ({ exit }, { hang }, { cut }, { drip }, { pause }, { drop }, { http }, { type }, { endless }).
 */
export function answerWith(faults, msg, secret) {
  const { id, method, params } = msg;
  const answer = valid(method, params);
  let body = null; // the answer's text, when a fault writes it by hand
  let utf8 = false; // the answer's @@BAD@@ becomes bytes that are not UTF-8
  const before = [];
  const after = [];
  const wire = []; // what replaces the plain write of the answer
  const bigs = []; // the big values in the answer, by their markers (big)
  const later = (key, make) => {
    const b = big(key, make);
    bigs.push(b);
    return b.marker;
  };
  for (const f of faults) {
    switch (f.kind) {
      case 'wrong-type':
        if (answer.result) setPath(answer.result, f.path, f.value);
        break;
      case 'missing':
        if (answer.result) setPath(answer.result, f.path, undefined);
        break;
      case 'deep-schema':
        body = `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"tools":[{"name":"echo","inputSchema":${deepSchema(f.depth)}}]}}`;
        break;
      case 'wide-schema':
        // A later fault that retypes or removes a field inside it needs the value itself.
        if (answer.result?.tools)
          answer.result.tools[0].inputSchema = faults.slice(faults.indexOf(f) + 1).some((g) => g.path?.length > 3)
            ? wideSchema(f.width)
            : later(`wide ${f.width}`, () => wideSchema(f.width));
        break;
      case 'ref-cycle':
        if (answer.result?.tools) answer.result.tools[0].inputSchema = REF_CYCLES[f.style % REF_CYCLES.length];
        break;
      case 'huge-text': {
        const text = later(`text ${f.mb}`, () => 'x'.repeat(Math.round(f.mb * (1 << 20))));
        if (answer.result?.tools) answer.result.tools[0].description = text;
        else if (answer.result) answer.result.content = [{ type: 'text', text }];
        break;
      }
      case 'bad-utf8':
        // Lone surrogates travel as JSON escapes; invalid bytes are put in the frame's bytes below.
        setVisible(answer, f.form === 'lone-surrogate' ? 'a\ud800b\udfff c\udc00' : 'a@@BAD@@b');
        if (f.form === 'invalid-bytes') utf8 = true;
        break;
      case 'leak': {
        const said = `token=${secret} Bearer ${secret}`;
        if (f.where === 'text' && answer.result) answer.result.content = [{ type: 'text', text: said }];
        if (f.where === 'error')
          Object.assign(answer, { result: undefined, error: { code: -32000, message: said, data: { secret } } });
        if (f.where === 'server-name' && answer.result?.serverInfo)
          answer.result.serverInfo = { name: `fuzz ${said}`, version: secret };
        if (f.where === 'description' && answer.result?.tools) answer.result.tools[0].description = said;
        if (f.where === 'stderr') process.stderr.write(`${said}\n`);
        break;
      }
      case 'error':
        Object.assign(answer, {
          result: undefined,
          error: { code: f.code, message: f.message.replace('$SECRET', secret) },
        });
        break;
      case 'stray-id':
        before.push(enc({ id: 987654, result: { content: [{ type: 'text', text: 'never asked' }] } }));
        break;
      case 'double':
        after.push('ANSWER');
        break;
      case 'flood':
        for (let i = 0; i < f.n; i++) before.push(enc(notification(f.what, i, secret)));
        break;
      case 'garbage':
        before.push(f.text);
        after.push(f.text);
        break;
      case 'cut':
      case 'drop':
      case 'slow':
      case 'http-status':
      case 'content-type':
      case 'sse-endless':
      case 'exit':
      case 'hang':
      case 'fork':
        wire.push(f);
        break;
    }
  }
  let text = body ?? enc({ id, ...(answer.error ? { error: answer.error } : { result: answer.result }) });
  for (const b of bigs) text = text.replace(`"${b.marker}"`, () => b.json);
  if (utf8) {
    const [head, tail] = text.split('@@BAD@@');
    text = Buffer.concat([
      Buffer.from(head),
      Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
      Buffer.from(tail ?? ''),
    ]);
  }
  return { before, text, after: after.map((a) => (a === 'ANSWER' ? text : a)), wire };
}

/** Put `text` where the answer shows a person something: the tool's text, its description, the server's name. */
function setVisible(answer, text) {
  const r = answer.result;
  if (r?.content) r.content = [{ type: 'text', text }];
  else if (r?.tools) r.tools[0].description = text;
  else if (r?.serverInfo) r.serverInfo.name = text;
  else if (r?.prompts) r.prompts[0].description = text;
}

function notification(what, i, secret) {
  if (what === 'log') return { method: 'notifications/message', params: { level: 'info', data: `log ${i} ${secret}` } };
  if (what === 'progress') return { method: 'notifications/progress', params: { progressToken: i, progress: i } };
  if (what === 'list-changed') return { method: 'notifications/tools/list_changed' };
  return { method: `notifications/fuzz_${i % 7}`, params: { i } };
}

/** The faults of `c` that hit this request (its method's `n`th), counted per session. */
export function faultsFor(c, counts, method) {
  const n = (counts[method] = (counts[method] ?? 0) + 1);
  return c.faults.filter((f) => (f.on === method || f.on === '*') && (f.sticky ? n >= f.nth : n === f.nth));
}

/**
 * The requests of one connection under way. A request that arrives while another is unanswered is an overlap, unless
 * that one is cancelled first: on stdio the cancellation comes first on the pipe. Over HTTP a cancellation is a
 * request of its own that may reach the server after the next one (seen 2 s late, fz109 of seed 48, twice in 3,000
 * sessions of bench 15), so there the order cannot be told and is not checked (`graceMs` null).
 */
export function overlapWatch(file, id, graceMs) {
  const unanswered = new Map();
  const cancelled = new Set();
  return {
    asked(reqId, method) {
      if (graceMs === null) return;
      const before = [...unanswered];
      unanswered.set(reqId, method);
      if (before.length === 0) return;
      const check = () => {
        const open = before.filter(([k]) => !cancelled.has(k)).map(([k, m]) => `${m} (id ${k})`);
        if (open.length) appendFileSync(file, `${id} ${method} (id ${reqId}) while ${open.join(', ')} unanswered\n`);
      };
      if (graceMs) setTimeout(check, graceMs);
      else check();
    },
    answered: (reqId) => unanswered.delete(reqId),
    cancelled(reqId) {
      cancelled.add(reqId);
      unanswered.delete(reqId);
    },
  };
}

/** Write `data` one byte a second, until `stopped()`. */
export function drip(data, write, stopped) {
  let i = 0;
  const tick = setInterval(() => {
    if (stopped() || i >= data.length) return clearInterval(tick);
    write(data.subarray(i, ++i));
  }, 1000);
}
