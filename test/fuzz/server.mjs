// A fuzzed MCP server: a plain one (tool `echo`, a prompt, a resource, a template) whose answers are mutated as its
// case says (test/fuzz/cases.ts draws the cases with fast-check; a case is JSON, so a seed replays it exactly).
//   stdio:  node server.mjs <file>          the case in that file (JSON)
//   HTTP:   node server.mjs --http <file>   one listener per case of the file (a JSON array): streamable HTTP at
//                                           /mcp, the older HTTP+SSE at /sse; prints `<id> <port>` per case, then `ready`
// A fault is { on: a method or 'start', nth: the occurrence it hits (1 = the first), sticky: every one from nth on,
// kind, ...its parameters }. The server's secret (to leak) is $FUZZ_API_TOKEN on stdio, the x-api-token header on HTTP.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { clearInterval, setInterval, setTimeout } from 'node:timers';
import { URL } from 'node:url';

const enc = (m) => JSON.stringify({ jsonrpc: '2.0', ...m });
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
function answerWith(faults, msg, secret) {
  const { id, method, params } = msg;
  const answer = valid(method, params);
  let body = null; // the answer's text, when a fault writes it by hand
  let utf8 = false; // the answer's @@BAD@@ becomes bytes that are not UTF-8
  const before = [];
  const after = [];
  const wire = []; // what replaces the plain write of the answer
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
        if (answer.result?.tools) answer.result.tools[0].inputSchema = wideSchema(f.width);
        break;
      case 'ref-cycle':
        if (answer.result?.tools) answer.result.tools[0].inputSchema = REF_CYCLES[f.style % REF_CYCLES.length];
        break;
      case 'huge-text': {
        const text = 'x'.repeat(Math.round(f.mb * (1 << 20)));
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
function faultsFor(c, counts, method) {
  const n = (counts[method] = (counts[method] ?? 0) + 1);
  return c.faults.filter((f) => (f.on === method || f.on === '*') && (f.sticky ? n >= f.nth : n === f.nth));
}

// ---------------------------------------------------------------- stdio
function serveStdio(c) {
  const secret = process.env.FUZZ_API_TOKEN ?? '';
  const counts = {};
  const out = (data) => process.stdout.write(data);
  for (const f of faultsFor(c, counts, 'start')) {
    if (f.kind === 'garbage') out(`${f.text}\n`);
    if (f.kind === 'fork') forkHolder(f.seconds);
    if (f.kind === 'leak') process.stderr.write(`starting with token=${secret}\n`);
  }
  let hung = false;
  createInterface({ input: process.stdin }).on('line', (line) => {
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      return;
    }
    if (hung || msg.id === undefined || !msg.method) return;
    const { before, text, after, wire } = answerWith(faultsFor(c, counts, msg.method), msg, secret);
    for (const b of before) out(`${b}\n`);
    const w = wire[0];
    if (w?.kind === 'hang' || w?.kind === 'sse-endless') return void (hung = !!w.forever);
    if (w?.kind === 'exit') process.exit(w.code);
    if (w?.kind === 'fork') forkHolder(w.seconds);
    if (w?.kind === 'cut' || w?.kind === 'drop') {
      out(text.slice(0, Math.floor(text.length / 2)));
      if (w.kind === 'drop' || w.then === 'exit') return void process.stdout.write('', () => process.exit(1));
      if (w.then === 'rest') setTimeout(() => out(`${text.slice(Math.floor(text.length / 2))}\n`), 200);
      return;
    }
    if (w?.kind === 'slow') return drip(Buffer.from(`${text}\n`), out, () => false);
    out(typeof text === 'string' ? `${text}\n` : Buffer.concat([text, Buffer.from('\n')]));
    for (const a of after) out(`${a}\n`);
  });
  process.stdin.on('end', () => process.exit(0));
}

/** A child in a session of its own holding our stdout and stderr: what a server that forks leaves behind. */
function forkHolder(seconds) {
  const held = ['ignore', 'inherit', 'inherit'];
  spawn(process.execPath, ['-e', `setTimeout(() => {}, ${seconds * 1000})`], { detached: true, stdio: held }).unref();
}

/** Write `data` one byte a second, until `stopped()`. */
function drip(data, write, stopped) {
  let i = 0;
  const tick = setInterval(() => {
    if (stopped() || i >= data.length) return clearInterval(tick);
    write(data.subarray(i, ++i));
  }, 1000);
}

// ---------------------------------------------------------------- HTTP: streamable HTTP (/mcp) and HTTP+SSE (/sse)
const HTML = (status, secret) =>
  `<!DOCTYPE html><html><head><title>${status} Error</title><script>alert(1)</script></head>` +
  `<body><h1>${status}</h1><p>upstream said token=${secret}</p></body></html>`;

function serveHttpCase(c) {
  const counts = {};
  const sockets = new Set();
  const sseStreams = new Map(); // the HTTP+SSE transport's GET streams, by session id
  let dead = false;
  const server = http.createServer((req, res) => {
    const secret = String(req.headers['x-api-token'] ?? '');
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      if (dead) return void req.socket.destroy();
      const url = new URL(req.url, 'http://x');
      if (req.method === 'GET' && url.pathname === '/sse') return openSse(res, secret);
      if (req.method === 'GET') return void res.writeHead(405).end();
      if (req.method === 'DELETE') return void res.writeHead(200).end();
      let msgs;
      try {
        msgs = [JSON.parse(raw)].flat();
      } catch {
        return void res.writeHead(400).end('bad json');
      }
      const msg = msgs.find((m) => m.id !== undefined && m.method);
      if (!msg) return void res.writeHead(202).end();
      const plan = answerWith(faultsFor(c, counts, msg.method), msg, secret);
      if (url.pathname === '/messages')
        return answerSse(res, plan, secret, sseStreams.get(url.searchParams.get('sessionId')));
      return answerPost(res, plan, secret, msg.method === 'initialize');
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const die = () => {
    dead = true;
    server.close();
    for (const s of sockets) s.destroy();
  };

  function openSse(res, secret) {
    const w = faultsFor(c, counts, 'start').find((f) => f.kind === 'content-type' || f.kind === 'http-status');
    if (w?.kind === 'http-status')
      return void res.writeHead(w.status, { 'content-type': 'text/html' }).end(HTML(w.status, secret));
    res.writeHead(200, { 'content-type': w ? w.type : 'text/event-stream', 'cache-control': 'no-cache' });
    const session = String(sseStreams.size + 1);
    res.write(`event: endpoint\ndata: /messages?sessionId=${session}\n\n`);
    sseStreams.set(session, res);
  }

  /** HTTP+SSE: the POST is accepted, and the answer goes down the GET stream. */
  function answerSse(res, { before, text, after, wire }, secret, s) {
    const w = wire[0];
    if (w?.kind === 'http-status')
      return void res.writeHead(w.status, { 'content-type': 'text/html' }).end(HTML(w.status, secret));
    res.writeHead(202).end('Accepted');
    if (!s) return;
    const event = (data) => s.write(`event: message\ndata: ${data}\n\n`);
    before.forEach(event);
    if (w?.kind === 'exit') return die();
    if (w?.kind === 'hang' || w?.kind === 'fork' || w?.kind === 'content-type') return;
    if (w?.kind === 'sse-endless') return endless(s);
    if (w?.kind === 'cut' || w?.kind === 'drop') {
      s.write(`event: message\ndata: ${text.slice(0, Math.floor(text.length / 2))}`);
      if (w.kind === 'drop' || w.then === 'exit') return void s.socket?.destroy();
      return;
    }
    if (w?.kind === 'slow')
      return drip(
        Buffer.from(`event: message\ndata: ${text}\n\n`),
        (b) => s.write(b),
        () => s.destroyed,
      );
    event(text);
    after.forEach(event);
  }

  /** Streamable HTTP: the answer in the POST's response, as JSON or as an event stream. */
  function answerPost(res, { before, text, after, wire }, secret, initialize) {
    const w = wire[0];
    const session = initialize ? { 'mcp-session-id': `fuzz-${c.id}` } : {};
    if (w?.kind === 'exit') return die();
    if (w?.kind === 'hang' || w?.kind === 'fork') return;
    if (w?.kind === 'http-status')
      return void res.writeHead(w.status, { 'content-type': 'text/html' }).end(HTML(w.status, secret));
    const stream = before.length > 0 || after.length > 0 || c.stream || w?.kind === 'sse-endless';
    const type = w?.kind === 'content-type' ? w.type : stream ? 'text/event-stream' : 'application/json';
    res.writeHead(200, { 'content-type': type, ...session });
    if (w?.kind === 'sse-endless') return endless(res);
    const frame = (data) => (stream ? `event: message\ndata: ${data}\n\n` : data);
    for (const b of before) res.write(frame(b));
    if (w?.kind === 'cut' || w?.kind === 'drop') {
      res.write(frame(text).slice(0, Math.floor(frame(text).length / 2)));
      if (w.kind === 'drop' || w.then === 'exit') return void res.socket?.destroy();
      if (w.then === 'rest') setTimeout(() => res.end(frame(text).slice(Math.floor(frame(text).length / 2))), 200);
      return;
    }
    if (w?.kind === 'slow')
      return drip(
        Buffer.from(frame(text)),
        (b) => res.write(b),
        () => res.destroyed,
      );
    res.write(typeof text === 'string' ? frame(text) : text);
    for (const a of after) res.write(frame(a));
    res.end();
  }

  /** Events that never end: a comment every 100 ms until the client goes. */
  function endless(res) {
    const tick = setInterval(() => (res.destroyed ? clearInterval(tick) : res.write(': still working\n\n')), 100);
  }

  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

if (process.argv[2] === '--http') {
  const cases = JSON.parse(readFileSync(process.argv[3], 'utf8'));
  for (const c of cases) process.stdout.write(`${c.id} ${await serveHttpCase(c)}\n`);
  process.stdout.write('ready\n');
  // Until the test ends us, or its own stdin closes.
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
} else {
  serveStdio(process.argv[2] ? JSON.parse(readFileSync(process.argv[2], 'utf8')) : { faults: [] });
}
