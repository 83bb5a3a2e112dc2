// A fuzzed MCP server: a plain one (tool `echo`, a prompt, a resource, a template) whose answers are mutated as its
// case says (test/fuzz/cases.ts draws the cases with fast-check; a case is JSON, so a seed replays it exactly).
//   node server.mjs <file> <socket>   one process a batch: a listener per HTTP case of the file (a JSON array),
//                                     streamable HTTP at /mcp and the older HTTP+SSE at /sse, printing `<id> <port>`
//                                     each; then the stdio servers at the Unix socket, each reached by the relay
//                                     process (relay.c) the CLI starts with the case's file; then `ready`
// A fault is { on: a method or 'start', nth: the occurrence it hits (1 = the first), sticky: every one from nth on,
// kind, ...its parameters }. The server's secret (to leak) is $FUZZ_API_TOKEN on stdio, the x-api-token header on HTTP.
// A request that arrives over stdio while another is unanswered (and not cancelled) is written to <file>.overlaps as
// `<id> <what>`: the harness asks one thing at a time (issue 48 point 4), and the session checks it (answers.mjs).
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import { createInterface } from 'node:readline';
import { clearInterval, setInterval, setTimeout } from 'node:timers';
import { URL } from 'node:url';
import { answerWith, drip, faultsFor, overlapWatch } from './answers.mjs';

// ---------------------------------------------------------------- stdio, through a relay (relay.c)
/**
 * One stdio server: what it reads on stdin comes in on `input`, and what it does goes through `io` (stdout, stderr, exit
 * with a code, fork a child holding the pipes), which the relay process the CLI started does for it.
 */
function serveStdio(c, file, secret, input, io) {
  const counts = {};
  const watch = overlapWatch(`${file}.overlaps`, c.id, 0);
  for (const f of faultsFor(c, counts, 'start')) {
    if (f.kind === 'garbage') io.out(`${f.text}\n`);
    if (f.kind === 'fork') io.fork(f.seconds);
    if (f.kind === 'leak') io.err(`starting with token=${secret}\n`);
  }
  let hung = false;
  createInterface({ input }).on('line', (line) => {
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      return;
    }
    if (io.dead()) return;
    if (msg.method === 'notifications/cancelled') watch.cancelled(msg.params?.requestId);
    if (hung || msg.id === undefined || !msg.method) return;
    watch.asked(msg.id, msg.method);
    const { before, text, after, wire } = answerWith(faultsFor(c, counts, msg.method), msg, secret, io.err);
    for (const b of before) io.out(`${b}\n`);
    const w = wire[0];
    if (w?.kind === 'hang' || w?.kind === 'sse-endless') return void (hung = !!w.forever);
    if (w?.kind === 'exit') return io.exit(w.code);
    if (w?.kind === 'fork') io.fork(w.seconds);
    if (w?.kind === 'cut' || w?.kind === 'drop') {
      io.out(text.slice(0, Math.floor(text.length / 2)));
      if (w.kind === 'drop' || w.then === 'exit') return io.exit(1);
      if (w.then === 'rest')
        setTimeout(() => (watch.answered(msg.id), io.out(`${text.slice(Math.floor(text.length / 2))}\n`)), 200);
      return;
    }
    if (w?.kind === 'slow') return drip(Buffer.from(`${text}\n`), io.out, io.dead);
    watch.answered(msg.id);
    io.out(typeof text === 'string' ? `${text}\n` : Buffer.concat([text, Buffer.from('\n')]));
    for (const a of after) io.out(`${a}\n`);
  });
  input.on('end', () => io.exit(0));
}

/** A relay's connection: `<case file>\n<secret>\n`, then its stdin; answered in frames (relay.c says which). */
function serveRelay(socket) {
  let [head, input, dead] = [Buffer.alloc(0), null, false];
  const frame = (type, payload) => {
    if (dead || socket.destroyed) return;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const header = Buffer.alloc(5);
    header[0] = type.charCodeAt(0);
    header.writeUInt32BE(body.length, 1);
    socket.write(header);
    socket.write(body);
  };
  const io = {
    out: (data) => frame('o', data),
    err: (text) => frame('e', text),
    fork: (seconds) => frame('f', Buffer.from([seconds])),
    exit: (code) => (frame('x', Buffer.from([code])), (dead = true), socket.end()),
    dead: () => dead || socket.destroyed,
  };
  socket.on('error', () => (dead = true));
  socket.on('close', () => (dead = true));
  socket.on('end', () => input?.end());
  socket.on('data', (d) => {
    if (input) return void input.write(d);
    head = Buffer.concat([head, d]);
    const first = head.indexOf(10);
    const second = head.indexOf(10, first + 1);
    if (second < 0) return;
    const file = head.subarray(0, first).toString();
    input = new PassThrough();
    serveStdio(JSON.parse(readFileSync(file, 'utf8')), file, head.subarray(first + 1, second).toString(), input, io);
    input.write(head.subarray(second + 1));
  });
}

// ---------------------------------------------------------------- HTTP: streamable HTTP (/mcp) and HTTP+SSE (/sse)
const HTML = (status, secret) =>
  `<!DOCTYPE html><html><head><title>${status} Error</title><script>alert(1)</script></head>` +
  `<body><h1>${status}</h1><p>upstream said token=${secret}</p></body></html>`;

function serveHttpCase(c, file, http) {
  const counts = {};
  const sockets = new Set();
  const sseStreams = new Map(); // the HTTP+SSE transport's GET streams, by session id
  const watches = new Map(); // each connection's requests under way, by its session
  let [dead, sessions] = [false, 0];
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
      const sse = url.pathname === '/messages';
      const key = sse ? `sse ${url.searchParams.get('sessionId')}` : String(req.headers['mcp-session-id'] ?? 'new');
      // A streamable HTTP initialize has no session yet: each is a connection of its own.
      if (key === 'new' || !watches.has(key)) watches.set(key, overlapWatch(`${file}.overlaps`, c.id, null));
      const watch = watches.get(key);
      for (const m of msgs) if (m.method === 'notifications/cancelled') watch.cancelled(m.params?.requestId);
      const msg = msgs.find((m) => m.id !== undefined && m.method);
      if (!msg) return void res.writeHead(202).end();
      watch.asked(msg.id, msg.method);
      const plan = { ...answerWith(faultsFor(c, counts, msg.method), msg, secret), done: () => watch.answered(msg.id) };
      if (sse) return answerSse(res, plan, secret, sseStreams.get(url.searchParams.get('sessionId')));
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
  function answerSse(res, { before, text, after, wire, done }, secret, s) {
    const w = wire[0];
    if (w?.kind === 'http-status')
      return void (done(), res.writeHead(w.status, { 'content-type': 'text/html' }).end(HTML(w.status, secret)));
    res.writeHead(202).end('Accepted');
    if (!s) return;
    const event = (data) => s.write(`event: message\ndata: ${data}\n\n`);
    before.forEach(event);
    if (w?.kind === 'exit') return die();
    if (w?.kind === 'hang' || w?.kind === 'fork' || w?.kind === 'content-type') return;
    if (w?.kind === 'sse-endless') return endless(s, w.form);
    if (w?.kind === 'cut' || w?.kind === 'drop') {
      s.write(`event: message\ndata: ${text.slice(0, Math.floor(text.length / 2))}`);
      if (w.kind === 'drop' || w.then === 'exit') return void (done(), s.socket?.destroy());
      return;
    }
    if (w?.kind === 'slow')
      return drip(
        Buffer.from(`event: message\ndata: ${text}\n\n`),
        (b) => s.write(b),
        () => s.destroyed,
      );
    done();
    event(text);
    after.forEach(event);
  }

  /** Streamable HTTP: the answer in the POST's response, as JSON or as an event stream. */
  function answerPost(res, { before, text, after, wire, done }, secret, initialize) {
    const w = wire[0];
    const session = initialize ? { 'mcp-session-id': `fuzz-${c.id}-${++sessions}` } : {};
    if (w?.kind === 'exit') return die();
    if (w?.kind === 'hang' || w?.kind === 'fork') return;
    if (w?.kind === 'http-status')
      return void (done(), res.writeHead(w.status, { 'content-type': 'text/html' }).end(HTML(w.status, secret)));
    const stream = before.length > 0 || after.length > 0 || c.stream || w?.kind === 'sse-endless';
    const type = w?.kind === 'content-type' ? w.type : stream ? 'text/event-stream' : 'application/json';
    res.writeHead(200, { 'content-type': type, ...session });
    if (w?.kind === 'sse-endless') return endless(res, w.form);
    const frame = (data) => (stream ? `event: message\ndata: ${data}\n\n` : data);
    for (const b of before) res.write(frame(b));
    if (w?.kind === 'cut' || w?.kind === 'drop') {
      res.write(frame(text).slice(0, Math.floor(frame(text).length / 2)));
      if (w.kind === 'drop' || w.then === 'exit') return void (done(), res.socket?.destroy());
      if (w.then === 'rest')
        setTimeout(() => (done(), res.end(frame(text).slice(Math.floor(frame(text).length / 2)))), 200);
      return;
    }
    if (w?.kind === 'slow')
      return drip(
        Buffer.from(frame(text)),
        (b) => res.write(b),
        () => res.destroyed,
      );
    done();
    res.write(typeof text === 'string' ? frame(text) : text);
    for (const a of after) res.write(frame(a));
    res.end();
  }

  /** Events that never end, until the client goes. */
  function endless(res, form) {
    // Comments that keep the stream open, or one event whose data lines go on and never end (64 KiB every 100 ms).
    const more = form === 'open-event' ? `data: ${'x'.repeat(65_536)}\n` : ': still working\n\n';
    if (form === 'open-event') res.write('event: message\n');
    const tick = setInterval(() => (res.destroyed ? clearInterval(tick) : res.write(more)), 100);
  }

  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

// The batch's server process: every HTTP and SSE case of its file, and the stdio cases' relays at the socket.
const http = await import('node:http');
const cases = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const c of cases) process.stdout.write(`${c.id} ${await serveHttpCase(c, process.argv[2], http)}\n`);
await new Promise((resolve) => net.createServer(serveRelay).listen(process.argv[3], resolve));
process.stdout.write('ready\n');
// Until the test ends us, or its own stdin closes.
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
