// Every emulator's HTTP server listens the same way: on a free port of the loopback, closed with its open
// connections (a client's keep-alive socket, a request left hanging on purpose) so that a test ends at once.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** Ends every connection and stops listening; closing twice is no error. */
  close: () => Promise<void>;
}

export async function listenLocal(server: Server): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, close };
}

/** A server that reads each request's whole body before `handle` answers it (the model APIs' emulators). */
export function bodyServer(handle: (req: IncomingMessage, res: ServerResponse, raw: string) => void): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
}
