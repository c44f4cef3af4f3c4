import Fastify from 'fastify';
import { operatorTokens } from './operator-auth';
import { registerReleaseRoutes } from './release-routes';
import { registryKey } from './bucket-layout';
import { releaseKit, type Kit } from './release-test-kit';

let kit: Kit;
const TOKEN = 'a'.repeat(40);
const app = Fastify();

beforeAll(async () => {
  kit = await releaseKit();
  await kit.publish('mf-games', '1.1.0');
  registerReleaseRoutes(app, kit.service, operatorTokens([{ actor: 'games-team-ci', token: TOKEN }]));
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app.close();
  await kit.close();
});

const post = (url: string, payload: object, token: string | null = TOKEN) =>
  app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the registry service over HTTP', () => {
  it('refuses a caller without an operator token, and changes nothing', async () => {
    for (const token of [null, 'b'.repeat(40)]) {
      const res = await post('/releases/promote', { remote: 'mf-games', version: '1.1.0', merchant: 'demo', reason: 'x' }, token);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Bearer');
    }
    expect(await kit.s3.bucket.exists(registryKey('demo'))).toBe(false);
  });

  it('promotes for one merchant, names the caller in the history, and rolls back', async () => {
    const res = await post('/releases/promote', { remote: 'mf-games', version: '1.1.0', merchant: 'demo', reason: 'new lobby' });
    expect(res.statusCode).toBe(200);
    expect(res.json().changes).toEqual([{ registry: 'demo', remote: 'mf-games', action: 'promote', from: '1.0.0', to: '1.1.0' }]);
    const registry = await app.inject({ url: '/releases/registries/demo', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(registry.json().registry.allowedOrigins).toEqual(['self', 'https://cdn.example.com']);
    const back = await post('/releases/rollback', { remote: 'mf-games', merchant: 'demo', reason: 'lobby slow' });
    expect(back.json().changes[0]).toMatchObject({ from: '1.1.0', to: '1.0.0' });
    const history = await app.inject({ url: '/releases/history?merchant=demo', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(history.json().records.map((r: { actor: string; action: string; reason: string }) => [r.actor, r.action, r.reason])).toEqual([
      ['games-team-ci', 'promote', 'new lobby'],
      ['games-team-ci', 'rollback', 'lobby slow'],
    ]);
  });

  it('answers a refused change with 409 and the reason, and bad input with 400', async () => {
    const missing = await post('/releases/promote', { remote: 'mf-games', version: '3.0.0', merchant: 'demo', reason: 'x' });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({
      errorCode: 'version_missing',
      message: expect.stringContaining('mf-games 3.0.0 is not published'),
    });
    const noReason = await post('/releases/pin', { remote: 'mf-games', version: '1.1.0', merchant: 'demo', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('say why');
    const malformed = await app.inject({
      method: 'POST',
      url: '/releases/promote',
      payload: '{"remote":',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, errorCode: 'invalid_request' });
  });
});
