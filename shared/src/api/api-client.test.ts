/**
 * What every call carries, and how GETs are shared and cached (SPEC 7), seen at the wire.
 */
import { EventBus } from '../bus/event-bus';
import type { EventCatalogue } from '../bus/event-catalogue';
import { createApiClient } from './api-client';
import type { ApiOptions } from './api-config';
import type { ApiError } from './api-error';
import { CACHE_PREFIX } from './storage-cache';
import { createMockAdapter, ok, type MockHandler } from './testing/mock-adapter';

interface Page {
  token: string | null;
  merchant: string;
  language: string;
  now: number;
}

function setup(handler: MockHandler = (r) => ok({ url: r.url }), overrides: ApiOptions = {}) {
  const page: Page = { token: 'tok-123', merchant: 'demo', language: 'TH', now: 1_700_000_000_000 };
  const bus = new EventBus();
  const published: EventCatalogue['api.error'][] = [];
  bus.on('api.error').subscribe((e) => published.push(e));
  const { adapter, requests } = createMockAdapter(handler);
  const client = createApiClient({
    adapter,
    bus,
    merchant: () => page.merchant,
    language: () => page.language,
    token: () => page.token,
    now: () => page.now,
    storage: () => sessionStorage,
    ...overrides,
  });
  return { client, requests, page, published };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('headers and settings of every call', () => {
  it('a member call carries Merchant, Language, the raw token, credentials and the 30 s time-out', async () => {
    const { client, requests } = setup();
    await client.call('memberInfo');
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/wps/member/info', timeout: 30_000, withCredentials: true });
    expect(requests[0]!.headers).toMatchObject({ Merchant: 'demo', Language: 'TH', Authorization: 'tok-123' });
  });

  it('a public call (login) never sends the token, even when one exists', async () => {
    const { client, requests } = setup();
    await client.call('loginLine', { body: { lineSessionToken: 'l' }, headers: { Device: 'PWA' } });
    expect(requests[0]!.headers.Authorization).toBeUndefined();
    expect(requests[0]!.headers).toMatchObject({ Device: 'PWA', Merchant: 'demo', 'Content-Type': 'application/json' });
    expect(JSON.parse(requests[0]!.body!)).toEqual({ lineSessionToken: 'l' });
  });

  it('registration carries its ModuleId (REG3, MOBILENUMREG3)', async () => {
    const { client, requests } = setup((r) => (r.url.includes('/key/rsa') ? ok({ keyId: 'k1', publicKey: TEST_PUBLIC_KEY }) : ok(null)));
    await client.call('register', { body: { username: 'a', password: 'secret1' } });
    await client.call('registerMobile', { body: { countryDialingCode: '66', mobileNum: '812345678' } });
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.headers.ModuleId)).toEqual(['REG3', 'MOBILENUMREG3']);
    expect(requests.find((r) => r.url.includes('/key/rsa'))!.headers.ModuleId).toBeUndefined();
  });

  it('game launch waits 10 s, ping 20 s, and a call may set its own time-out', async () => {
    const { client, requests } = setup();
    await client.call('launchGame', { body: { gameCode: 'x' } });
    await client.call('ping');
    await client.call('memberInfo', { timeoutMs: 1234 });
    expect(requests.map((r) => r.timeout)).toEqual([10_000, 20_000, 1234]);
  });

  it('Language defaults to EN, and no Merchant header goes out when the merchant is unknown', async () => {
    const { client, requests, page } = setup();
    page.language = '';
    page.merchant = '';
    await client.call('memberInfo');
    expect(requests[0]!.headers.Language).toBe('EN');
    expect(requests[0]!.headers.Merchant).toBeUndefined();
  });

  it('without a session a member call goes out without Authorization', async () => {
    const { client, requests, page } = setup();
    page.token = null;
    await client.call('memberInfo');
    expect(requests[0]!.headers.Authorization).toBeUndefined();
  });

  it('query parameters are encoded, in a stable order, leaving out absent ones', async () => {
    const { client, requests } = setup();
    await client.call('announcements', { query: { types: 'PR', platform: 'M', category: undefined, q: 'a&b c' } as never });
    expect(requests[0]!.url).toBe('/wps/relay/MCSFE_getListAnnouncements?platform=M&q=a%26b+c&types=PR');
  });

  it('resolves with the envelope value, and the base URL is prefixed', async () => {
    const { client, requests } = setup(() => ok({ countryCode: 'TH' }), { baseURL: 'http://api.example/' });
    await expect(client.call('memberInfo')).resolves.toEqual({ countryCode: 'TH' });
    expect(requests[0]!.url).toBe('http://api.example/wps/member/info');
  });

  it('the manifest is a document, not an envelope, and comes back as it is', async () => {
    const { client } = setup(() => ({ status: 200, body: { name: 'Lucky', display: 'standalone' } }));
    await expect(client.call('systemManifest')).resolves.toEqual({ name: 'Lucky', display: 'standalone' });
  });

  it('configureApi-style changes apply to the next call', async () => {
    const { client, requests } = setup();
    client.configure({ merchant: () => 'lotus', language: () => 'PT-BR' });
    await client.call('memberInfo');
    expect(requests[0]!.headers).toMatchObject({ Merchant: 'lotus', Language: 'PT-BR' });
  });
});

describe('a call with no URL', () => {
  it('is refused with url_is_null_check and nothing is sent', async () => {
    const { client, requests, published } = setup(undefined, { endpoints: { memberInfo: { path: '' } } });
    const error = (await client.call('memberInfo').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'url-null', errorCode: 'url_is_null_check', endpoint: 'memberInfo' });
    expect(requests).toEqual([]);
    expect(published).toEqual([expect.objectContaining({ kind: 'url-null', errorCode: 'url_is_null_check' })]);
  });

  it('an endpoint name the catalogue does not know is refused the same way', async () => {
    const { client, requests } = setup();
    const error = (await client.call('noSuchCall' as never).catch((e: unknown) => e)) as ApiError;
    expect(error.errorCode).toBe('url_is_null_check');
    expect(requests).toEqual([]);
  });
});

describe('identical GETs in flight are sent once', () => {
  function gated() {
    const gates: Array<() => void> = [];
    const handler: MockHandler = (r) => new Promise((resolve) => gates.push(() => resolve(ok({ n: gates.length, url: r.url }))));
    return { handler, openAll: () => gates.splice(0).forEach((open) => open()) };
  }
  // axios runs its interceptors asynchronously before the adapter sees a request.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('two identical calls share one request and one answer', async () => {
    const { handler, openAll } = gated();
    const { client, requests } = setup(handler);
    const a = client.call('memberInfo');
    const b = client.call('memberInfo');
    await settle();
    openAll();
    const [va, vb] = await Promise.all([a, b]);
    expect(requests).toHaveLength(1);
    expect(va).toBe(vb);
  });

  it('a different query, token or language is a different request', async () => {
    const { handler, openAll } = gated();
    const { client, requests, page } = setup(handler);
    const calls: Promise<unknown>[] = [
      client.call('announcements', { query: { types: 'PR' } }),
      client.call('announcements', { query: { types: 'X' } }),
    ];
    page.token = 'other';
    calls.push(client.call('memberInfo'));
    page.language = 'VI';
    calls.push(client.call('memberInfo'));
    await settle();
    openAll();
    await Promise.all(calls);
    expect(requests).toHaveLength(4);
  });

  it("two players' calls through one client (the server render) are never shared", async () => {
    const { handler, openAll } = gated();
    let requester = '203.0.113.7';
    const { client, requests } = setup(handler, { requester: () => requester });
    const first = client.call('announcements', { query: { types: 'PR' } });
    requester = '198.51.100.2';
    const second = client.call('announcements', { query: { types: 'PR' } });
    await settle();
    openAll();
    await Promise.all([first, second]);
    expect(requests).toHaveLength(2);
  });

  it('once answered, the same call goes out again', async () => {
    const { client, requests } = setup();
    await client.call('memberInfo');
    await client.call('memberInfo');
    expect(requests).toHaveLength(2);
  });

  it('one caller aborting does not cancel the other; all aborting cancels the request', async () => {
    const { handler, openAll } = gated();
    const { client, requests, published } = setup(handler);
    const first = new AbortController();
    const a = client.call('memberInfo', { signal: first.signal });
    const b = client.call('memberInfo');
    await settle();
    first.abort();
    await expect(a).rejects.toMatchObject({ kind: 'aborted' });
    openAll();
    await expect(b).resolves.toBeDefined();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.signal?.aborted).toBe(false);

    const only = new AbortController();
    const c = client.call('memberInfo', { signal: only.signal });
    await settle();
    only.abort();
    await expect(c).rejects.toMatchObject({ kind: 'aborted' });
    // The request itself was cancelled, not just ignored.
    expect(requests[1]!.signal?.aborted).toBe(true);
    openAll();
    expect(published).toEqual([]);
  });
});

describe('cacheable GETs are kept in sessionStorage for 10 minutes, per merchant and language', () => {
  it('a second call within 10 minutes is answered from storage', async () => {
    const { client, requests, page } = setup();
    const first = await client.call('systemCountry', { query: { _: 'demo' } });
    page.now += 9 * 60_000;
    await expect(client.call('systemCountry', { query: { _: 'demo' } })).resolves.toEqual(first);
    expect(requests).toHaveLength(1);
    page.now += 2 * 60_000;
    await client.call('systemCountry', { query: { _: 'demo' } });
    expect(requests).toHaveLength(2);
  });

  it('another language or merchant does not get the cached answer', async () => {
    const { client, requests, page } = setup();
    await client.call('systemCountry');
    page.language = 'VI';
    await client.call('systemCountry');
    page.merchant = 'lotus';
    await client.call('systemCountry');
    expect(requests).toHaveLength(3);
    expect(requests.map((r) => `${r.headers.Merchant}/${r.headers.Language}`)).toEqual(['demo/TH', 'demo/VI', 'lotus/VI']);
  });

  it('cache: false asks the server and refreshes the stored answer', async () => {
    let n = 0;
    const { client, requests } = setup(() => ok({ n: ++n }));
    await client.call('systemCountry');
    await expect(client.call('systemCountry', { cache: false })).resolves.toEqual({ n: 2 });
    await expect(client.call('systemCountry')).resolves.toEqual({ n: 2 });
    expect(requests).toHaveLength(2);
  });

  it('a corrupted or foreign entry is ignored and removed', async () => {
    const { client, requests } = setup();
    await client.call('systemCountry');
    const key = Object.keys(sessionStorage).find((k) => k.startsWith(CACHE_PREFIX))!;
    for (const bad of [
      '{not json',
      JSON.stringify({ format: 1, key, merchant: 'lotus', language: 'TH', storedAt: 1_700_000_000_000, value: 'theirs' }),
      JSON.stringify({ value: 'no format' }),
      'null',
    ]) {
      sessionStorage.setItem(key, bad);
      await expect(client.call('systemCountry')).resolves.toEqual({ url: '/wps/system/country' });
    }
    expect(requests).toHaveLength(5);
    expect(JSON.parse(sessionStorage.getItem(key)!).merchant).toBe('demo');
  });

  it('an entry dated in the future (clock moved back) is not trusted', async () => {
    const { client, requests, page } = setup();
    await client.call('systemCountry');
    page.now -= 60_000;
    await client.call('systemCountry');
    expect(requests).toHaveLength(2);
  });

  it('errors and non-cacheable calls are not stored', async () => {
    const { client } = setup((r) => (r.url.includes('country') ? { status: 500, body: '' } : ok(1)));
    await client.call('systemCountry').catch(() => undefined);
    await client.call('memberInfo');
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith(CACHE_PREFIX))).toEqual([]);
  });

  it('works with storage unavailable (private mode): every call goes to the server', async () => {
    const { client, requests } = setup(undefined, {
      storage: () => {
        throw new Error('denied');
      },
    });
    await expect(client.call('systemCountry')).resolves.toEqual({ url: '/wps/system/country' });
    await client.call('systemCountry');
    expect(requests).toHaveLength(2);
  });
});

describe('collect goes out as a beacon', () => {
  it('with navigator.sendBeacon when the browser has it', async () => {
    const sendBeacon = jest.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    try {
      const { client, requests } = setup();
      await expect(client.call('collect', { body: { merchant: 'demo', value: 'e' } })).resolves.toBeUndefined();
      expect(requests).toEqual([]);
      expect(sendBeacon).toHaveBeenCalledWith('/wps/system/collect', expect.any(Blob));
      const blob = sendBeacon.mock.calls[0]![1] as Blob;
      expect(blob.type).toBe('application/json');
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(blob);
      });
      expect(JSON.parse(text)).toEqual({ merchant: 'demo', value: 'e' });
    } finally {
      delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    }
  });

  it('as a keepalive POST with the standard headers when there is no beacon', async () => {
    const fetchMock = jest.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ success: true, value: null }), { status: 200 }),
    );
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      const { client } = setup();
      await client.call('collect', { body: { merchant: 'demo', value: 'e' } });
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('/wps/system/collect');
      expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include', body: '{"merchant":"demo","value":"e"}' });
      expect(init!.headers).toMatchObject({ Merchant: 'demo', Language: 'TH', 'Content-Type': 'application/json' });
    } finally {
      globalThis.fetch = original;
    }
  });
});

const TEST_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAxO8M0PmPOE7cnW3vSeBf
+NNGXJRcmXDSRQrZ/sG+Dg/mjwvSKSRJPu5EPY5sDJ4+hZZTq5NzuodgvXAvYOSX
t//bx4nEzUNd+VkabIe6nGjLqsqNhhbnLOyyPYl60T44hBK4u7hwEEC8tRBfHr3L
sh1hGHDcTr1opOLdOSjiUCSsyhPsXiDrSgC2hH8U9k2bw3eIYB6CSbj4RJ/0dbNE
Q9be4ki1tnBCNVdtaCMtHDSDwEaCAgvZzL+y2LPLY9hV+U8+4YQmYyJaN0vc/2yT
FErwOzJJwuiXz0oNsRbRl8pzeRwjU1UpOzVL+WlsvFqo7OCib3Bi0dt8szZT2yIT
dwIDAQAB
-----END PUBLIC KEY-----`;
