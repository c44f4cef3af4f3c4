import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { askBackend, readText } from './forward';

/**
 * A backend that answers the first request on each connection (kept alive) and closes the
 * connection without an answer on any later one: every pooled socket is one the backend closed,
 * as after a quiet spell longer than its keep-alive timeout.
 */
async function closingBackend(): Promise<{ origin: URL; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let requests = 0;
    socket.on('data', (chunk: Buffer) => {
      if (!chunk.toString('latin1').includes('\r\n\r\n')) return;
      requests += 1;
      if (requests > 1) return void socket.resetAndDestroy();
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: new URL(`http://127.0.0.1:${port}`),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const GET = { method: 'GET', url: '/m/home' } as FastifyRequest;

describe('the render tier’s door to the backend', () => {
  it('answers a page when every kept-alive socket in its pool was closed by the backend: the second try is on a new connection', async () => {
    const backend = await closingBackend();
    try {
      // Two at once: the pool now keeps two sockets, each of which the backend will close.
      await Promise.all([1, 2].map(async () => readText((await askBackend(backend.origin, GET, { host: 'demo.example' }, null)).body)));
      const answer = await askBackend(backend.origin, GET, { host: 'demo.example' }, null);
      expect(answer.status).toBe(200);
      expect(await readText(answer.body)).toBe('ok');
    } finally {
      await backend.close();
    }
  });
});
