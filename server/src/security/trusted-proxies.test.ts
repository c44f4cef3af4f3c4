import Fastify from 'fastify';
import { fromTrustedProxy, trustProxyOption } from './trusted-proxies';

async function seenBy(trusted: string[], headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  const app = Fastify({ trustProxy: trustProxyOption(trusted) });
  app.get('/', (request) => ({ ip: request.ip, host: request.host, protocol: request.protocol }));
  const response = await app.inject({ url: '/', headers, remoteAddress });
  await app.close();
  return response.json() as { ip: string; host: string; protocol: string };
}

describe('trusted proxies', () => {
  const forged = {
    host: 'demo.localhost',
    'x-forwarded-for': '203.0.113.9',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
  };

  it('ignores forwarded headers when no proxy is configured (the default)', async () => {
    expect(await seenBy([], forged)).toEqual({ ip: '127.0.0.1', host: 'demo.localhost', protocol: 'http' });
  });

  it('ignores them from a peer that is not a listed proxy', async () => {
    expect(await seenBy(['10.0.0.1'], forged, '198.51.100.7')).toEqual({ ip: '198.51.100.7', host: 'demo.localhost', protocol: 'http' });
  });

  it('believes them from a listed proxy', async () => {
    expect(await seenBy(['10.0.0.0/8'], forged, '10.1.2.3')).toMatchObject({ ip: '203.0.113.9', protocol: 'https' });
  });

  it('tells a listed proxy peer apart', () => {
    expect(fromTrustedProxy([], '127.0.0.1')).toBe(false);
    expect(fromTrustedProxy(['127.0.0.1'], '::ffff:127.0.0.1')).toBe(true);
    expect(fromTrustedProxy(['10.0.0.0/8'], '11.0.0.1')).toBe(false);
  });
});
