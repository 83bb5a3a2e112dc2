// Every emulator's HTTP server listens the same way: on a free port of the loopback, closed with its open
// connections (a client's keep-alive socket, a request left hanging on purpose) so that a test ends at once.
import type { Server } from 'node:http';
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
