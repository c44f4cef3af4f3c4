import path from 'node:path';
import { domainRouteOrigins, withNonce } from './shell-page';
import { TenantDirectory } from '../tenancy/tenant-directory';

const CONFIG = path.resolve(__dirname, '../../config');
const tenants = new TenantDirectory(CONFIG);

describe("the merchant's other domains in the shell page's policy (fast-domain pings)", () => {
  it('lists every domain of the merchant, with the page scheme and port', () => {
    expect(domainRouteOrigins(CONFIG, tenants.resolve('demo.localhost:4173'), 'http')).toEqual([
      'http://demo.localhost:4173',
      'http://demo-fast.localhost:4173',
      'http://demo-backup.localhost:4173',
    ]);
    expect(domainRouteOrigins(CONFIG, tenants.resolve('lotus.localhost'), 'https')).toEqual([
      'https://lotus.localhost',
      'https://lotus-fast.localhost',
      'https://lotus-backup.localhost',
    ]);
  });

  it('names none for a host no merchant owns', () => {
    expect(domainRouteOrigins(CONFIG, tenants.resolve('evil.example'), 'https')).toEqual([]);
  });
});

describe("the response's nonce on the shell page", () => {
  it("is on every script and every script preload (a 'strict-dynamic' policy fetches neither without it), and on nothing else", () => {
    const html =
      '<head><link rel="preload" as="image" href="/logo.svg"><script defer="defer" src="/m/assets/main.js"></script>' +
      '<link rel="preload" as="script" crossorigin="anonymous" href="/m/assets/1.js"><link rel="preload" as="fetch" crossorigin="anonymous" href="/m/remotes/a/mf-manifest.json"></head>';
    const out = withNonce(html, 'n0nce');
    expect(out).toContain('<script nonce="n0nce" defer="defer" src="/m/assets/main.js">');
    expect(out).toContain('<link nonce="n0nce" rel="preload" as="script" crossorigin="anonymous" href="/m/assets/1.js">');
    expect(out.match(/nonce=/g)).toHaveLength(2);
  });
});
