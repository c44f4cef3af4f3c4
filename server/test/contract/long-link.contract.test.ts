/**
 * A player opens a link with more query than Node's 16 KB header limit (an ad network stuffing
 * parameters): the browser gets a page that leads home, not raw JSON, and the server goes on.
 * Over a real socket: Node refuses such a request in its parser, before Fastify's inject() would.
 */
import net from 'node:net';
import { startContractServer, type ContractServer } from './contract-server';

let server: ContractServer;

beforeAll(async () => {
  server = await startContractServer();
});

afterAll(async () => {
  await server.close();
});

function rawRequest(baseURL: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('a link too long to open', () => {
  it('answers 431 with a page that leads to the home page', async () => {
    const answer = await rawRequest(
      server.baseURL,
      `GET /m/home?kw=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: demo.localhost\r\nAccept: text/html\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/\r\nContent-Type: text\/html; charset=utf-8\r\n/);
    expect(answer).toContain('This link is too long to open.');
    expect(answer).toContain('<a href="/m/home">');
    expect(answer).not.toContain('"statusCode"');
  });

  it('answers a malformed request with the same kind of page', async () => {
    const answer = await rawRequest(server.baseURL, 'GET /m/home HTTP/1.1\r\nHost demo.localhost\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('This link could not be opened.');
  });

  it('keeps serving the next player', async () => {
    await rawRequest(server.baseURL, `GET /m/home?kw=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: demo.localhost\r\n\r\n`);
    const response = await fetch(`${server.baseURL}/wps/system/status?device=MOBILE`, { headers: { Merchant: 'demo' } });
    expect(response.status).toBe(200);
  });
});
