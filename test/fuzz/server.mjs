// A fuzzed MCP server: a plain one (tool `echo`, a prompt, a resource, a template) whose answers are mutated as its
// case says (test/fuzz/cases.ts draws the cases with fast-check; a case is JSON, so a seed replays it exactly).
//   stdio:  node server.mjs <file>          the case in that file (JSON)
//   HTTP:   node server.mjs --http <file>   one listener per case of the file (a JSON array): streamable HTTP at
//                                           /mcp, the older HTTP+SSE at /sse; prints `<id> <port>` per case, then `ready`
// A fault is { on: a method or 'start', nth: the occurrence it hits (1 = the first), sticky: every one from nth on,
// kind, ...its parameters }. The server's secret (to leak) is $FUZZ_API_TOKEN on stdio, the x-api-token header on HTTP.
// A request that arrives on stdio while another is unanswered (and not cancelled) is written to <file>.overlaps as
// `<id> <what>`: the harness asks one thing at a time (issue 48 point 4), and the session checks it (answers.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { clearInterval, setInterval, setTimeout } from 'node:timers';
import { URL } from 'node:url';
import { answerWith, drip, faultsFor, overlapWatch } from './answers.mjs';

// ---------------------------------------------------------------- stdio
function serveStdio(c, file) {
  const secret = process.env.FUZZ_API_TOKEN ?? '';
  const counts = {};
  const watch = overlapWatch(`${file}.overlaps`, c.id, 0);
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
    if (msg.method === 'notifications/cancelled') watch.cancelled(msg.params?.requestId);
    if (hung || msg.id === undefined || !msg.method) return;
    watch.asked(msg.id, msg.method);
    const { before, text, after, wire } = answerWith(faultsFor(c, counts, msg.method), msg, secret);
    for (const b of before) out(`${b}\n`);
    const w = wire[0];
    if (w?.kind === 'hang' || w?.kind === 'sse-endless') return void (hung = !!w.forever);
    if (w?.kind === 'exit') process.exit(w.code);
    if (w?.kind === 'fork') forkHolder(w.seconds);
    if (w?.kind === 'cut' || w?.kind === 'drop') {
      out(text.slice(0, Math.floor(text.length / 2)));
      if (w.kind === 'drop' || w.then === 'exit') return void process.stdout.write('', () => process.exit(1));
      if (w.then === 'rest')
        setTimeout(() => (watch.answered(msg.id), out(`${text.slice(Math.floor(text.length / 2))}\n`)), 200);
      return;
    }
    if (w?.kind === 'slow') return drip(Buffer.from(`${text}\n`), out, () => false);
    watch.answered(msg.id);
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

if (process.argv[2] === '--http') {
  // Imported here only: node:http as an ES module costs a stdio server (one process each) twice its start-up CPU.
  const http = await import('node:http');
  const cases = JSON.parse(readFileSync(process.argv[3], 'utf8'));
  for (const c of cases) process.stdout.write(`${c.id} ${await serveHttpCase(c, process.argv[3], http)}\n`);
  process.stdout.write('ready\n');
  // Until the test ends us, or its own stdin closes.
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
} else {
  serveStdio(JSON.parse(readFileSync(process.argv[2], 'utf8')), process.argv[2]);
}
