import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { merchantMetaTag, withMerchantMeta } from './page-merchant';
import { LEGACY_ASSET_MANIFEST, registerStaticRoutes } from './static-routes';
import { TenantDirectory } from '../tenancy/tenant-directory';
import { registerRequestMerchant } from '../tenancy/request-merchant-hook';

const MANIFEST = '{"files":{"main.js":"/m/main.1a2b.js"}}';
const PAGE = '<!doctype html><html><head><meta charset="utf-8"><title>Home</title></head><body><div id="root"></div></body></html>';

describe('the merchant written into the shell page', () => {
  it('goes at the end of the head, as an inert meta tag', () => {
    expect(withMerchantMeta(PAGE, 'lotus')).toBe(PAGE.replace('</head>', '<meta name="merchant" content="lotus">\n</head>'));
  });

  it('is escaped, so an operator-written code cannot become markup', () => {
    expect(merchantMetaTag('a"><script>x</script>')).toBe('<meta name="merchant" content="a&quot;&gt;&lt;script&gt;x&lt;/script&gt;">');
  });

  it('leaves the page unchanged when no merchant owns the host', () => {
    expect(withMerchantMeta(PAGE, null)).toBe(PAGE);
  });

  describe('served by the static routes', () => {
    let root: string;
    const app = Fastify();

    beforeAll(async () => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-merchant-'));
      fs.mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
      fs.writeFileSync(path.join(root, 'shell/dist/index.html'), PAGE);
      fs.writeFileSync(path.join(root, 'shell/dist/asset-manifest.json'), MANIFEST);
      fs.mkdirSync(path.join(root, 'config'));
      fs.writeFileSync(
        path.join(root, 'config/tenants.json'),
        JSON.stringify({ defaultMerchant: 'demo', hosts: { 'demo.example': 'demo', 'lotus.example': 'lotus' }, subdomainsOf: [] }),
      );
      registerRequestMerchant(app, new TenantDirectory(path.join(root, 'config')));
      await registerStaticRoutes(app, root, { configDir: path.join(root, 'config') });
    });
    afterAll(async () => {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it.each([
      ['/m/home', 'lotus.example', 'lotus'],
      ['/m/login', 'demo.example:8080', 'demo'],
      ['/m/', 'lotus.example', 'lotus'],
      ['/m/index.html', 'lotus.example', 'lotus'],
    ])('%s on %s names %s', async (url, host, merchant) => {
      const response = await app.inject({ method: 'GET', url, headers: { host } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<meta name="merchant" content="${merchant}">`);
    });

    it('goes by the host, as the /wps backend does (forwarded headers only from trusted proxies)', async () => {
      const response = await app.inject({ method: 'GET', url: '/m/home', headers: { host: 'lotus.example' } });
      expect(response.body).toContain('<meta name="merchant" content="lotus">');
    });

    it('answers a HEAD request for a page as the page, without its body', async () => {
      const response = await app.inject({ method: 'HEAD', url: '/m/game', headers: { host: 'lotus.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe('');
    });

    it("serves the build manifest at the SPEC's /mobile/mc/asset-manifest.json too, revalidated like /m/asset-manifest.json", async () => {
      const legacy = await app.inject({ method: 'GET', url: LEGACY_ASSET_MANIFEST, headers: { host: 'demo.example' } });
      const own = await app.inject({ method: 'GET', url: '/m/asset-manifest.json', headers: { host: 'demo.example' } });
      expect(legacy.statusCode).toBe(200);
      expect(legacy.body).toBe(MANIFEST);
      expect(legacy.body).toBe(own.body);
      expect(legacy.headers['content-type']).toMatch(/^application\/json/);
      expect(legacy.headers['cache-control']).toBe(own.headers['cache-control']);
    });

    it('names no merchant on a host no merchant owns', async () => {
      const response = await app.inject({ method: 'GET', url: '/m/home', headers: { host: 'elsewhere.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('name="merchant"');
    });
  });
});
