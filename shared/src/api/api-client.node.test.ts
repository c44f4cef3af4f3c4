/**
 * @jest-environment node
 *
 * The client in Node 20 (as the backend's contract tests use it) against a real HTTP server on
 * loopback: axios' own http adapter, real time-outs, a refused connection, a server that
 * decrypts with Node's crypto, and the collect beacon as a keepalive POST.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventBus } from '../bus/event-bus';
import type { EventCatalogue } from '../bus/event-catalogue';
import { createApiClient } from './api-client';
import type { ApiError } from './api-error';
import { decryptRequest, TEST_PUBLIC_PEM } from './testing/protocol-reference';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Route = (req: Received, res: ServerResponse) => void;
const routes = new Map<string, Route>();
const received: Received[] = [];
let server: Server;
let baseURL: string;

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(r);
      const route = routes.get(`${r.method} ${r.url.split('?')[0]}`);
      if (route) route(r, res);
      else send(res, 404, { success: false, errorCode: 'not_found', message: 'No such call' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  routes.clear();
  received.length = 0;
});

function client(token: string | null = 'tok-node') {
  const bus = new EventBus();
  const published: EventCatalogue['api.error'][] = [];
  bus.on('api.error').subscribe((e) => published.push(e));
  return { api: createApiClient({ baseURL, bus, merchant: () => 'demo', language: () => 'VI', token: () => token }), published };
}

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => Promise.reject(new Error('resolved')),
    (e: unknown) => e as ApiError,
  );

it('sends the standard headers over the wire and resolves with the value', async () => {
  routes.set('GET /wps/member/info', (_r, res) => send(res, 200, { success: true, value: { account: 'p1' } }));
  const { api } = client();
  await expect(api.call('memberInfo')).resolves.toEqual({ account: 'p1' });
  expect(received[0]!.headers).toMatchObject({ merchant: 'demo', language: 'VI', authorization: 'tok-node' });
});

it('a slow answer past the time-out is a timeout', async () => {
  routes.set('GET /wps/system/test/ping', (_r, res) => setTimeout(() => send(res, 200, { success: true, value: 1 }), 400));
  const { api, published } = client();
  const error = await errorOf(api.call('ping', { timeoutMs: 100, notify: true }));
  expect(error.kind).toBe('timeout');
  expect(published.map((e) => e.kind)).toEqual(['timeout']);
});

it('a refused connection is a network error', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const api = createApiClient({ baseURL: `http://127.0.0.1:${port}`, bus: new EventBus() });
  expect(await errorOf(api.call('memberInfo'))).toMatchObject({ kind: 'network', message: 'Network Error / CORS Errors' });
});

it('a 502 from a proxy is rejected silently; a 401 logs out', async () => {
  routes.set('GET /wps/member/info', (_r, res) => send(res, 502, '<html>Bad Gateway</html>'));
  routes.set('GET /wps/relay/CBS_unreadCount', (_r, res) =>
    send(res, 401, { success: false, errorCode: 'CUSTOMER_NOT_LOGIN', message: 'Please log in' }),
  );
  const { api, published } = client();
  expect((await errorOf(api.call('memberInfo'))).kind).toBe('bad-gateway');
  expect(await errorOf(api.call('unreadCount'))).toMatchObject({ kind: 'session-expired', status: 401, message: 'Please log in' });
  expect(published.map((e) => e.kind)).toEqual(['session-expired']);
});

it('an encrypted login reaches a server that decrypts it with Node crypto', async () => {
  routes.set('GET /wps/session/key/rsa', (_r, res) =>
    send(res, 200, { success: true, value: { keyId: 'k1', publicKey: TEST_PUBLIC_PEM } }),
  );
  routes.set('POST /wps/session/login', (r, res) => {
    const h = (name: string) => String(r.headers[name.toLowerCase()] ?? '');
    const decrypted = decryptRequest({ Encryption: h('Encryption'), 'X-RSA': h('X-RSA'), 'X-Digest': h('X-Digest') }, r.body);
    if (!decrypted.digestMatches) return send(res, 400, { success: false, errorCode: 'digest_mismatch', message: 'x' });
    send(res, 200, { success: true, value: { token: 't', echo: JSON.parse(decrypted.plaintext) } });
  });
  const { api } = client(null);
  const body = { username: 'player01', password: 'secret-ü' };
  await expect(api.call('login', { body, headers: { Device: 'PWA' } })).resolves.toEqual({
    token: 't',
    echo: { ...body, _ts: expect.any(Number), _nonce: expect.any(String) },
  });
  expect(received[0]!.url).toMatch(/^\/wps\/session\/key\/rsa\?_=\d+$/);
  expect(received[1]!.headers).toMatchObject({
    'content-type': 'application/json',
    device: 'PWA',
    encryption: 'aes-256-gcm+rsa-oaep-sha256;v=1',
  });
});

it('collect goes out as a keepalive POST in Node (no navigator.sendBeacon)', async () => {
  routes.set('POST /wps/system/collect', (_r, res) => send(res, 200, { success: true, value: null }));
  const { api } = client();
  await api.call('collect', { body: { merchant: 'demo', value: 'open' } });
  expect(received[0]).toMatchObject({ method: 'POST', body: '{"merchant":"demo","value":"open"}' });
  expect(received[0]!.headers).toMatchObject({ merchant: 'demo', 'content-type': 'application/json' });
});
