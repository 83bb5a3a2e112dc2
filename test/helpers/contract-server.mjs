#!/usr/bin/env node
// A raw JSON-RPC stdio MCP server that advertises exactly the contract a JSON file describes (its path is the first
// argument, not an environment value: a server's env values are secrets, redacted wherever they appear), so a test
// can change one part of it between a baseline and a PR. The file:
//   serverInfo        {name, version, ...} (default {name: "contract", version: "1.0.0"})
//   protocols         the versions it speaks, newest first (default the SDK's three newest); a client asking for
//                     another gets the first, or a JSON-RPC error with refuseOthers: true
//   capabilities      what initialize declares (default: tools, and prompts / resources when it has them)
//   instructions      its instructions
//   tools             tool definitions as listed (raw: any name, any schema), each optionally with
//                       answer       the structuredContent of every call (and its JSON as text)
//                       since        listed only to clients on this protocol version or newer
//                     (answer and since are not listed)
//   prompts, resources, resourceTemplates   as listed
//   failing           methods answered with a JSON-RPC error (`resources/list`)
//   slow              methods answered after this many milliseconds ({"resources/list": 800})
//   downOnce          {protocol, file}: the first initialize asking for this version ends the process unanswered
//                     (a server restarted under its client) and writes the file; later ones find it and answer
//   log               a file each request is appended to as it comes ("> tools/call echo") and as it is answered
//                     ("< resources/list"), so a test can see the order
// Without a file: one tool `echo`.
import { createInterface } from 'node:readline';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout } from 'node:timers';

const spec = process.argv[2] ? JSON.parse(readFileSync(process.argv[2], 'utf8')) : {};
const protocols = spec.protocols ?? ['2025-11-25', '2025-06-18', '2025-03-26'];
const tools = spec.tools ?? [
  { name: 'echo', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } },
];
const note = (line) => spec.log && appendFileSync(spec.log, `${line}\n`);
let asking = {};
const send = (message) => {
  note(`< ${asking[message.id] ?? ''}`.trim());
  process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
};
let version = protocols[0];

function capabilities() {
  if (spec.capabilities) return spec.capabilities;
  return {
    tools: {},
    ...(spec.prompts ? { prompts: {} } : {}),
    ...(spec.resources || spec.resourceTemplates ? { resources: {} } : {}),
  };
}

/** The tools a client on the negotiated version sees, as listed (without this server's own keys). */
function listed() {
  return tools.filter((t) => !t.since || version >= t.since).map(({ answer: _answer, since: _since, ...t }) => t);
}

function answer(name, args) {
  const tool = tools.find((t) => t.name === name);
  if (!tool) return { content: [{ type: 'text', text: `unknown tool ${name}` }], isError: true };
  if (tool.answer === undefined) return { content: [{ type: 'text', text: JSON.stringify(args ?? {}) }] };
  return { content: [{ type: 'text', text: JSON.stringify(tool.answer) }], structuredContent: tool.answer };
}

function handle(m) {
  const asked = m.params?.protocolVersion;
  if (spec.failing?.includes(m.method)) return send({ id: m.id, error: { code: -32603, message: 'internal error' } });
  switch (m.method) {
    case 'initialize':
      if (spec.downOnce?.protocol === asked && !existsSync(spec.downOnce.file)) {
        writeFileSync(spec.downOnce.file, 'down once');
        process.exit(1);
      }
      if (!protocols.includes(asked) && spec.refuseOthers)
        return send({ id: m.id, error: { code: -32602, message: `unsupported protocol version ${asked}` } });
      version = protocols.includes(asked) ? asked : protocols[0];
      return send({
        id: m.id,
        result: {
          protocolVersion: version,
          capabilities: capabilities(),
          serverInfo: spec.serverInfo ?? { name: 'contract', version: '1.0.0' },
          ...(spec.instructions ? { instructions: spec.instructions } : {}),
        },
      });
    case 'tools/list':
      return send({ id: m.id, result: { tools: listed() } });
    case 'prompts/list':
      return send({ id: m.id, result: { prompts: spec.prompts ?? [] } });
    case 'resources/list':
      return send({ id: m.id, result: { resources: spec.resources ?? [] } });
    case 'resources/templates/list':
      return send({ id: m.id, result: { resourceTemplates: spec.resourceTemplates ?? [] } });
    case 'tools/call':
      return send({ id: m.id, result: answer(m.params?.name, m.params?.arguments) });
    case 'ping':
      return send({ id: m.id, result: {} });
    default:
      if (m.id !== undefined) send({ id: m.id, error: { code: -32601, message: `method not found: ${m.method}` } });
  }
}

// One JSON-RPC message per line (the MCP stdio transport).
createInterface({ input: process.stdin }).on('line', (line) => {
  if (!line.trim()) return;
  const m = JSON.parse(line);
  const what = [m.method, m.params?.name].filter(Boolean).join(' ');
  note(`> ${what}`);
  if (m.id !== undefined) asking = { ...asking, [m.id]: what };
  const delay = spec.slow?.[m.method];
  if (delay) setTimeout(() => handle(m), delay);
  else handle(m);
});
process.stdin.on('end', () => process.exit(0));
