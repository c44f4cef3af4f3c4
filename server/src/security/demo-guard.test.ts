import Fastify from 'fastify';
import { demoOnlyGuard, isDemoHost } from './demo-guard';
import { readServerOptions } from '../server-options';

describe('the local demo stays local', () => {
  it('refuses to start the emulators on anything but loopback, saying why', () => {
    expect(() => readServerOptions({ EMULATORS: '1', HOST: '0.0.0.0' })).toThrow(/loopback only, but HOST is 0\.0\.0\.0/);
    expect(readServerOptions({ EMULATORS: '1' }).host).toBe('127.0.0.1');
    expect(readServerOptions({}).demoMode).toBe(false);
  });

  it('knows the host names that cannot come from the internet', () => {
    expect(['127.0.0.1:8080', 'localhost', 'lotus.localhost:4204', '[::1]:80'].every(isDemoHost)).toBe(true);
    expect(['demo.example.com', 'localhost.evil.com', '10.0.0.5'].some(isDemoHost)).toBe(false);
  });

  it('answers emulator paths on a public host name with a clear refusal, and lets the site through', async () => {
    const app = Fastify();
    app.addHook('onRequest', demoOnlyGuard);
    app.get('/__emulators/sms/outbox', async () => ({ codes: ['123456'] }));
    app.get('/m/home', async () => 'home');
    const outside = await app.inject({ url: '/__emulators/sms/outbox', headers: { host: 'play.example.com' } });
    expect(outside.statusCode).toBe(421);
    expect(outside.json()).toMatchObject({ errorCode: 'demo_only' });
    expect(outside.body).not.toContain('123456');
    expect((await app.inject({ url: '/__emulators/sms/outbox', headers: { host: 'demo.localhost:8080' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/m/home', headers: { host: 'play.example.com' } })).statusCode).toBe(200);
    await app.close();
  });
});
