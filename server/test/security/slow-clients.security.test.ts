/**
 * Finding 10: a slow request body was never timed out, connections were not capped, and a stop
 * waited for ever on such a request.
 */
import net from 'node:net';
import { closeWithDeadline } from '../../src/shutdown';
import { startSecurityServer, type SecurityServer } from './security-server';

/** Sends headers announcing a body, then a few bytes, then nothing: the slow client. */
function slowPost(port: number): Promise<{ socket: net.Socket; closed: Promise<{ afterMs: number; answer: string }> }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const started = Date.now();
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise<{ afterMs: number; answer: string }>((done) =>
        socket.on('close', () => done({ afterMs: Date.now() - started, answer })),
      );
      socket.on('error', () => undefined);
      socket.write(
        'POST /wps/member/feedback HTTP/1.1\r\nHost: demo.localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"content":',
      );
      resolve({ socket, closed });
    });
  });
}

const limits = {
  requestTimeoutMs: 1000,
  headersTimeoutMs: 1000,
  connectionTimeoutMs: 5000,
  keepAliveTimeoutMs: 500,
  maxConnections: 4,
  shutdownDeadlineMs: 500,
};

describe('finding 10: slow and greedy clients', () => {
  let server: SecurityServer;
  beforeAll(async () => {
    server = await startSecurityServer({ limits });
  });
  afterAll(() => server.close());

  it('cuts a body that trickles in slower than the request time-out, and stays up', async () => {
    const { closed } = await slowPost(server.port);
    const { afterMs, answer } = await closed;
    expect(afterMs).toBeLessThan(4000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect((await fetch(`${server.baseURL}/wps/system/status`)).status).toBe(200);
  });

  it('refuses connections beyond the cap instead of queueing them', async () => {
    const held = await Promise.all([1, 2, 3, 4].map(() => slowPost(server.port)));
    const extra = await slowPost(server.port);
    const { afterMs } = await extra.closed;
    expect(afterMs).toBeLessThan(500);
    for (const { socket } of held) socket.destroy();
  });
});

it('finding 10: a stop waits for a hung request only until its deadline', async () => {
  const server = await startSecurityServer({ limits: { ...limits, requestTimeoutMs: 60_000 } });
  const { closed } = await slowPost(server.port);
  // Let the request reach the server: it is in flight, not an idle connection.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = Date.now();
  await expect(closeWithDeadline(server.app, 500)).resolves.toBe('forced');
  expect(Date.now() - started).toBeLessThan(3000);
  await closed;
  await server.close().catch(() => undefined);
});
