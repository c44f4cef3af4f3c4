import path from 'node:path';
import { domainRouteOrigins } from './shell-page';

const CONFIG = path.resolve(__dirname, '../../config');

describe("the merchant's other domains in the shell page's policy (fast-domain pings)", () => {
  it('lists every domain of the merchant, with the page scheme and port', () => {
    expect(domainRouteOrigins(CONFIG, 'demo.localhost:4173', 'http')).toEqual(['http://demo.localhost:4173', 'http://demo-fast.localhost:4173', 'http://demo-backup.localhost:4173']);
    expect(domainRouteOrigins(CONFIG, 'lotus.localhost', 'https')).toEqual(['https://lotus.localhost', 'https://lotus-fast.localhost', 'https://lotus-backup.localhost']);
  });

  it('names none for a host no merchant owns', () => {
    expect(domainRouteOrigins(CONFIG, 'evil.example', 'https')).toEqual([]);
  });
});
