import { isOriginAllowed } from './origin-policy';

const page = 'http://127.0.0.1:8080';

describe('remote origin allow-list', () => {
  it('allows the page origin through "self" and listed origins', () => {
    expect(isOriginAllowed('/m/remotes/mf-games/1.0.0/mf-manifest.json', ['self'], page)).toBe(true);
    expect(isOriginAllowed('https://cdn.example.com/mf-games/mf-manifest.json', ['https://cdn.example.com'], page)).toBe(true);
  });

  it.each([
    ['another origin', 'https://evil.example.com/mf-manifest.json', ['self']],
    ['a protocol-relative URL to another host', '//evil.example.com/mf-manifest.json', ['self']],
    ['a look-alike host', 'https://cdn.example.com.evil.io/mf-manifest.json', ['https://cdn.example.com']],
    ['another port', 'http://127.0.0.1:9999/mf-manifest.json', ['self']],
    ['credentials in the URL', 'http://user:pw@127.0.0.1:8080/mf-manifest.json', ['self']],
    ['a javascript: URL', 'javascript:alert(1)', ['self']],
    ['a data: URL', 'data:text/javascript,alert(1)', ['self']],
    ['an empty allow-list', '/m/remotes/mf-games/1.0.0/mf-manifest.json', []],
  ])('refuses %s', (_label, url, allowed) => {
    expect(isOriginAllowed(url, allowed, page)).toBe(false);
  });
});
