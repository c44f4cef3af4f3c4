/**
 * Finding 11 and hostile input in general: bad paths and deeply nested JSON answered 500, nested
 * blobs were stored, and an unknown user name answered faster (and differently) than a wrong
 * password. XSS payloads in every place the server echoes input come back as inert text.
 */
import { createTestApp, type TestApp } from '../support/wps-test-app';
import { CONSENT } from '../support/consent';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (response: { json(): unknown }) => response.json() as { success: boolean; errorCode?: string; message?: string };

export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  'javascript:alert(1)',
  '</title><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '\u003cscript\u003ealert(1)\u003c/script\u003e',
];

describe('bad paths and bodies are a clear 400, never a 500', () => {
  it('a static path that does not decode', async () => {
    const response = await t.app.inject({ url: '/wps/static/demo/%25', headers: { host: 'demo.localhost' } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, errorCode: 'path_invalid', message: 'This address is not valid.' });
  });

  it('a 5000-deep nested pixelTrack', async () => {
    const deep = `{"username":"deep1x","password":"secret123","pixelTrack":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/system/collect',
      headers: { host: 'demo.localhost', 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errorCode).toBe('invalid_request');
    expect((await t.call('systemStatus')).statusCode).toBe(200);
  });

  it('a nested or oversized pixelTrack is refused, not stored', async () => {
    for (const [name, pixelTrack] of [
      ['nest1x', { fbclid: { a: { b: { c: 'x'.repeat(1000) } } } }],
      ['nest2x', { fbclid: 'x'.repeat(5000) }],
      ['nest3x', Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, 'v']))],
    ] as const) {
      const response = await t.call('register', {
        body: { ...CONSENT, username: name, password: 'secret123', pixelTrack },
        ip: '10.100.0.1',
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ errorCode: 'invalid_request' });
      expect(t.ctx.members.usernameTaken('demo', name)).toBe(false);
    }
    const flat = await t.call('register', {
      body: { ...CONSENT, username: 'flat1x', password: 'secret123', pixelTrack: { fbclid: 'abc', utm_source: 'ads' } },
      ip: '10.100.0.2',
    });
    expect(flat.statusCode).toBe(200);
  });
});

describe('account enumeration', () => {
  it('answers an unknown name exactly like a wrong password, in about the same time', async () => {
    const timed = async (username: string) => {
      const started = process.hrtime.bigint();
      const response = await t.call('login', { body: { type: 'username', username, password: 'not-it-123' }, ip: '10.101.0.1' });
      return { ms: Number(process.hrtime.bigint() - started) / 1e6, body: json(response), status: response.statusCode };
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 3; i++) {
      const a = await timed(`ghost${i}zz`);
      const b = await timed(['player1', 'agent1', 'staff1'][i] as string);
      expect({ status: a.status, code: a.body.errorCode, message: a.body.message }).toEqual({
        status: b.status,
        code: b.body.errorCode,
        message: b.body.message,
      });
      unknown.push(a.ms);
      wrong.push(b.ms);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[1] as number;
    // Both pay one scrypt verification (~50 ms); before, the unknown name took ~5 ms.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });
});

describe('XSS payloads come back as inert text', () => {
  it.each(XSS_PAYLOADS)('%s in a game page title, language and game parameters', async (payload) => {
    const login = await t.call('login', { body: { type: 'username', username: 'vip1', password: 'secret123' }, ip: '10.102.0.1' });
    const token = (login.json() as { value: { token: string } }).value.token;
    const launched = await t.call('launchGame', {
      body: { vendor: 'LOTT', gameCode: 'game_list', hasLobby: true, title: payload, backUrl: payload },
      token,
      ip: '10.102.0.1',
    });
    const url = new URL((launched.json() as { value: { gameUrl: string } }).value.gameUrl);
    const page = await t.app.inject({
      url: `${url.pathname}${url.search}&game=${encodeURIComponent(payload)}&lang=${encodeURIComponent(payload)}`,
      headers: { host: 'demo.localhost' },
    });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // Markup characters arrive escaped; a bare `javascript:` may show as text, never as a link.
    if (/[<>"']/.test(payload)) expect(page.body).not.toContain(payload);
    expect(page.body).not.toMatch(/href="\s*javascript:/i);
    expect(page.body).not.toMatch(/<(?:img|svg|iframe)\b/i);
    // The page's only scripts are its own.
    expect((page.body.match(/<script>/g) ?? []).length).toBeLessThanOrEqual(1);
  });

  it.each(XSS_PAYLOADS)('%s in a field the server names in its error message is JSON, never HTML', async (payload) => {
    const response = await t.call('memberLanguage', { body: { language: payload }, ip: '10.102.0.2', token: 'x'.repeat(43) });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const signedOut = await t.app.inject({
      url: `/wps/static/games/vendor?ticket=${encodeURIComponent(payload)}&lang=${encodeURIComponent(payload)}`,
      headers: { host: 'demo.localhost' },
    });
    expect(signedOut.statusCode).toBe(401);
    if (/[<>"']/.test(payload)) expect(signedOut.body).not.toContain(payload);
  });
});
