/**
 * A CORS refusal, as a browser makes it (jsdom's XMLHttpRequest enforces CORS): the page at
 * http://localhost calls an API on another origin that does not allow it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventBus } from '../bus/event-bus';
import { createApiClient } from './api-client';
import type { ApiError } from './api-error';

let server: Server;
let origin: string;
let allow = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (allow) {
      headers['access-control-allow-origin'] = String(req.headers.origin);
      headers['access-control-allow-credentials'] = 'true';
      headers['access-control-allow-headers'] = 'merchant, language, authorization, content-type';
    }
    res.writeHead(req.method === 'OPTIONS' ? 204 : 200, headers);
    res.end(req.method === 'OPTIONS' ? undefined : JSON.stringify({ success: true, value: 'allowed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('an origin that does not allow the page is "Network Error / CORS Errors"; one that does, answers', async () => {
  const api = createApiClient({ baseURL: origin, bus: new EventBus(), merchant: () => 'demo', token: () => 'tok' });
  allow = false;
  // jsdom reports the refusal on its console as a browser would; keep the test output clean.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const error = (await api.call('memberInfo').catch((e: unknown) => e)) as ApiError;
  expect(error).toMatchObject({ kind: 'network', message: 'Network Error / CORS Errors' });
  expect(String(consoleError.mock.calls[0]?.[0])).toContain('Cross origin');
  consoleError.mockRestore();
  allow = true;
  await expect(api.call('memberInfo')).resolves.toBe('allowed');
});
