/** Contract: /favicon.ico answers each merchant's own icon instead of a 404 (issue 27). */
import { startContractServer, type ContractServer } from './contract-server';
import { faviconOf } from '../../src/wps/routes/favicon-route';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

const favicon = (host: string) => fetch(`${server.baseURL}/favicon.ico`, { headers: { 'X-Forwarded-Host': host }, redirect: 'manual' });

describe('/favicon.ico', () => {
  it("sends each merchant's browser to its own icon, a PNG that is there", async () => {
    for (const code of ['demo', 'lotus']) {
      const answer = await favicon(`${code}.localhost`);
      expect(answer.status).toBe(302);
      const icon = answer.headers.get('location');
      expect(icon).toBe(`/wps/static/${code}/icons/icon-180.png`);
      const png = await fetch(`${server.baseURL}${icon}`, { headers: { 'X-Forwarded-Host': `${code}.localhost` } });
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
    }
  });

  it("takes the merchant's smallest app icon when it names no Apple touch icon", () => {
    const icons = { '512x512': '/i/512.png', '192x192': '/i/192.png', '256x256': '/i/256.png', '384x384': '/i/384.png' };
    expect(faviconOf({ mobileTemplate: { pwa: { icons }, apple_touch_icon: '' } } as never)).toBe('/i/192.png');
  });
});
