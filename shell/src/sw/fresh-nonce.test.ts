import { randomNonce, rotateNonce, withFreshNonce } from './fresh-nonce';

const OLD = 'c2VydmVyLW5vbmNlLTEyMzQ1Ng==';
const CSP = `default-src 'self'; script-src 'nonce-${OLD}' 'strict-dynamic' 'self'; object-src 'none'`;
const PAGE = `<html><head><link nonce="${OLD}" rel="modulepreload" as="script" href="/m/a.js"><script nonce="${OLD}" src="/m/main.js"></script></head><body></body></html>`;

describe('the shell page served by the service worker', () => {
  it('gets a new nonce in its policy and in every tag that had the old one', () => {
    const rotated = rotateNonce(CSP, PAGE, 'ZnJlc2gtbm9uY2UtYWJjZGVm');
    expect(rotated?.csp).toBe(`default-src 'self'; script-src 'nonce-ZnJlc2gtbm9uY2UtYWJjZGVm' 'strict-dynamic' 'self'; object-src 'none'`);
    expect(rotated?.html).not.toContain(OLD);
    expect(rotated?.html.match(/nonce="ZnJlc2gtbm9uY2UtYWJjZGVm"/g)).toHaveLength(2);
  });

  it('is left alone when its policy names no nonce (nothing to rotate)', () => {
    expect(rotateNonce("script-src 'self'", PAGE, 'ZnJlc2gtbm9uY2UtYWJjZGVm')).toBeNull();
    expect(rotateNonce(null, PAGE, 'ZnJlc2gtbm9uY2UtYWJjZGVm')).toBeNull();
  });

  it('draws a different 24-character nonce each time', () => {
    const drawn = new Set(Array.from({ length: 50 }, () => randomNonce()));
    expect(drawn.size).toBe(50);
    for (const nonce of drawn) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});

describe('the response the worker answers a navigation with', () => {
  it('names the fresh nonce in its header and its tags, the rest as it was', async () => {
    const cached = new Response(PAGE, {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': CSP, Vary: 'Host' },
    });
    const served = await withFreshNonce(cached, 'ZnJlc2gtbm9uY2UtYWJjZGVm');
    expect(served.headers.get('Content-Security-Policy')).toContain("'nonce-ZnJlc2gtbm9uY2UtYWJjZGVm'");
    expect(served.headers.get('Vary')).toBe('Host');
    const html = await served.text();
    expect(html).toContain('<script nonce="ZnJlc2gtbm9uY2UtYWJjZGVm" src="/m/main.js">');
    expect(html).not.toContain(OLD);
  });
});
