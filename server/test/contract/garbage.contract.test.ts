/**
 * Contract: no input crashes the server. Every endpoint of the catalogue gets malformed JSON,
 * wrong types, wrong content types, oversized and deeply nested bodies, garbage headers and
 * query strings; every answer must be a 4xx envelope (or a success that ignored the noise),
 * never a 5xx, and the server must still answer afterwards.
 */
import { ENDPOINTS } from '@m/shared/contract';
import { startContractServer, type ContractServer } from './contract-server';
import { CONSENT } from '../support/consent';

let server: ContractServer;
let token: string;
beforeAll(async () => {
  server = await startContractServer();
  const player = server.client('demo');
  token = (await player.call('register', { body: { ...CONSENT, username: 'chaos1', password: 'secret123' } })).token;
});
afterAll(() => server.close());

const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) });

const BODIES: [string, string, string][] = [
  ['broken JSON', 'application/json', '{"username": "a", '],
  ['a JSON array', 'application/json', '[1, 2, 3]'],
  ['a JSON number', 'application/json', '42'],
  ['JSON null', 'application/json', 'null'],
  [
    'wrong field types',
    'application/json',
    JSON.stringify({
      username: 12,
      password: { $gt: '' },
      type: ['sms'],
      registrationToken: 5,
      content: null,
      language: 7,
      code: true,
      value: 'x',
      lineSessionToken: [],
      gameCode: {},
      mobileNum: 1e308,
    }),
  ],
  ['a __proto__ key', 'application/json', '{"__proto__": {"admin": true}, "username": "x"}'],
  ['deep nesting', 'application/json', JSON.stringify(nested(2000))],
  ['an oversized body', 'application/json', JSON.stringify({ content: 'x'.repeat(70 * 1024) })],
  ['XML', 'application/xml', '<login><username>a</username></login>'],
  ['a form', 'application/x-www-form-urlencoded', 'username=a&password=b'],
  ['binary', 'application/octet-stream', '\u0000\u0001\u00ff\u00fe'],
  ['plain text that is not JSON', 'text/plain', 'hello'],
];

const HEADERS: Record<string, string>[] = [
  {},
  { Authorization: 'Bearer ' + 'z'.repeat(600) },
  { Encryption: 'aes-256-gcm+rsa-oaep-sha256;v=1', 'X-RSA': '...', 'X-Digest': 'SHA-256=???' },
  { Encryption: 'aes-256-gcm+rsa-oaep-sha256;v=1', 'X-RSA': 'a.b.c.d', 'X-Digest': 'md5=x' },
  { Merchant: '../../etc', Language: '<script>' },
];

describe('garbage in, clear errors out', () => {
  const endpoints = Object.entries(ENDPOINTS);

  it.each(endpoints)('%s survives every malformed request without a 5xx', async (_name, endpoint) => {
    const failures: string[] = [];
    const check = async (label: string, init: RequestInit, query = '') => {
      const response = await fetch(`${server.baseURL}${endpoint.path}${query}`, init);
      const text = await response.text();
      if (response.status >= 500) failures.push(`${label}: ${response.status} ${text.slice(0, 200)}`);
      if (response.status >= 400) {
        try {
          const body = JSON.parse(text) as { success?: unknown; errorCode?: unknown; message?: unknown };
          if (body.success !== false || typeof body.errorCode !== 'string' || typeof body.message !== 'string')
            failures.push(`${label}: not an error envelope: ${text.slice(0, 200)}`);
        } catch {
          failures.push(`${label}: not JSON: ${text.slice(0, 200)}`);
        }
      }
    };
    const withBody = endpoint.method !== 'GET';
    for (const headers of HEADERS) {
      const base = { 'X-Forwarded-Host': 'demo.localhost', Authorization: token, ...headers };
      if (withBody) {
        for (const [label, type, body] of BODIES)
          await check(`${label} ${JSON.stringify(headers)}`, { method: endpoint.method, headers: { ...base, 'Content-Type': type }, body });
      }
      await check(`no body ${JSON.stringify(headers)}`, { method: endpoint.method, headers: base });
      await check(
        `garbage query ${JSON.stringify(headers)}`,
        { method: endpoint.method, headers: base },
        '?types=%ZZ&t[]=1&t[x]=2&gameId=&_=' + 'q'.repeat(3000) + '&merchantCode=%00',
      );
    }
    expect(failures).toEqual([]);
  });

  it('still answers normally after all of that', async () => {
    await expect(server.client('demo').call('systemStatus')).resolves.toMatchObject({ merchantCode: 'demo' });
  });
});
