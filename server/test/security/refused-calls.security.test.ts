/**
 * Issue 24, `pnpm soak`: the players' p95 under abuse was 3.08x the quiet baseline, paid for by
 * the refused calls: each wrong-password login was decrypted (RSA) before its 429, and each
 * refused call was logged twice at `info`. Now an address over its login limit is refused before
 * its body is read, and a refused call is logged once, at `debug`.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../support/wps-test-app';
import { RequestLog } from '../../src/security/request-log';

describe('a login from an address over its login limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused before its body is read or decrypted', async () => {
    const ip = '10.92.0.1';
    // demo's own limit (merchant.json): 120 logins a minute per address.
    const limit = { max: 120, windowSeconds: 60 };
    for (let i = 0; i < limit.max; i += 1) t.ctx.limiter.hit(`demo:login:ip:${ip}`, limit, t.ctx.clock());
    // Neither JSON nor encrypted: any body work would answer 400, not 429.
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host: 'demo.localhost', 'x-forwarded-for': ip, 'content-type': 'application/json' },
      payload: '{"this is": not json',
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST', value: { retryAfterSeconds: expect.any(Number) } });
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('from another address is read as usual', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host: 'demo.localhost', 'x-forwarded-for': '10.92.0.2', 'content-type': 'application/json' },
      payload: '{"this is": not json',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the request log', () => {
  async function logged(level: 'info' | 'debug'): Promise<{ level: number; statusCode: number }[]> {
    const lines: { level: number; req?: { url: string }; res?: { statusCode: number } }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[number]);
        done();
      },
    });
    const app = Fastify({ logger: { level, stream }, logController: new RequestLog() });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/refused', async (_request, reply) => reply.code(429).send({ errorCode: 'TOO_MANY_REQUEST' }));
    await app.inject({ url: '/ok' });
    await app.inject({ url: '/refused' });
    await app.close();
    // Every line about a request names it (method and URL) and its answer.
    return lines.filter((line) => line.req || line.res).map((line) => ({ level: line.level, statusCode: line.res!.statusCode }));
  }

  it('has one info line for an answered call and none for a refused one', async () => {
    expect(await logged('info')).toEqual([{ level: 30, statusCode: 200 }]);
  });

  it('has the refused call at debug', async () => {
    expect(await logged('debug')).toEqual([
      { level: 30, statusCode: 200 },
      { level: 20, statusCode: 429 },
    ]);
  });
});
