import { ShellPageCache, servedShellPage } from './shell-page-cache';

const PAGE = servedShellPage({
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "script-src 'nonce-OLDnonce+/=' 'strict-dynamic'",
    date: 'Fri, 27 Nov 2026 09:00:00 GMT',
    etag: '"x"',
  },
  html: '<script nonce="OLDnonce+/=" src="/m/main.js"></script><link nonce="OLDnonce+/=" rel="preload" as="script">',
});

const DRAWABLE = servedShellPage({
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'nonce-OLD' 'strict-dynamic'" },
  html:
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="merchant" content="lotus">' +
    '<script nonce="OLD" src="/m/main.js"></script></head><body><div id="root"></div><script nonce="OLD">go()</script></body></html>',
});

describe('the render tier’s copy of the backend’s shell page', () => {
  it('gives every page a fresh nonce, the same in the policy and in every script tag, never the kept one', () => {
    const cache = new ShellPageCache(2000);
    cache.put('https', 'lotus.example', '/m/home', PAGE);
    const first = cache.get('https', 'lotus.example', '/m/home')!;
    const second = cache.get('https', 'lotus.example', '/m/home')!;
    const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))![1]!;
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).not.toBe('OLDnonce+/=');
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
    expect(first.html).toBe(`<script nonce="${nonce}" src="/m/main.js"></script><link nonce="${nonce}" rel="preload" as="script">`);
    // A response's own date and validators are not the copy's.
    expect(first.headers.date).toBeUndefined();
    expect(first.headers.etag).toBeUndefined();
  });

  it('keeps the page read: a hit gives its parts with the fresh nonce in every one, without reading the page again', () => {
    const cache = new ShellPageCache(2000);
    cache.put('https', 'lotus.example', '/m/home', DRAWABLE);
    const hit = cache.get('https', 'lotus.example', '/m/home')!;
    const nonce = /'nonce-([^']+)'/.exec(String(hit.headers['content-security-policy']))![1]!;
    expect(hit.parts).not.toBeNull();
    expect(hit.parts!.nonce).toBe(nonce);
    expect(hit.parts!.merchant).toBe('lotus');
    expect(hit.parts!.headRest).toContain(`<script nonce="${nonce}" src="/m/main.js">`);
    expect(hit.parts!.bodyEnd).toContain(`<script nonce="${nonce}">go()</script>`);
    expect(JSON.stringify(hit)).not.toContain('OLD');
  });

  it('keeps a page per host, scheme and path, for its time only', () => {
    let now = 0;
    const cache = new ShellPageCache(2000, 64, () => now);
    cache.put('https', 'lotus.example', '/m/home', PAGE);
    expect(cache.get('https', 'demo.example', '/m/home')).toBeNull();
    expect(cache.get('http', 'lotus.example', '/m/home')).toBeNull();
    // Another path preloads the manifests of other remotes: never the home's copy.
    expect(cache.get('https', 'lotus.example', '/m/login')).toBeNull();
    now = 1999;
    expect(cache.get('https', 'lotus.example', '/m/home')).not.toBeNull();
    now = 2000;
    expect(cache.get('https', 'lotus.example', '/m/home')).toBeNull();
  });

  it('keeps no page that sets a cookie, has no nonce to renew, or was marked for one request; none at all with 0', () => {
    const cache = new ShellPageCache(2000);
    cache.put('https', 'a.example', '/m/home', { ...PAGE, headers: { ...PAGE.headers, 'set-cookie': ['x=1'] } });
    cache.put('https', 'b.example', '/m/home', { ...PAGE, headers: { 'content-type': 'text/html' } });
    cache.put('https', 'c.example', '/m/home', PAGE, true);
    for (const host of ['a.example', 'b.example', 'c.example']) expect(cache.get('https', host, '/m/home')).toBeNull();
    const off = new ShellPageCache(0);
    off.put('https', 'lotus.example', '/m/home', PAGE);
    expect(off.get('https', 'lotus.example', '/m/home')).toBeNull();
  });

  it('holds a bounded number of hosts: random Host headers cannot grow it without end', () => {
    const cache = new ShellPageCache(2000, 3);
    for (const host of ['a', 'b', 'c', 'd']) cache.put('https', `${host}.example`, '/m/home', PAGE);
    expect(cache.get('https', 'a.example', '/m/home')).toBeNull();
    expect(cache.get('https', 'd.example', '/m/home')).not.toBeNull();
  });
});
