import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exchangeLineCode, LineLoginError } from './line-login-client';

describe('LINE code exchange', () => {
  let server: Server;
  let origin: string;
  const seen: { method: string; url: string; headers: Record<string, unknown>; body: string }[] = [];
  let tokenStatus = 200;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/oauth2/v2.1/token') {
          res.statusCode = tokenStatus;
          res.end(
            JSON.stringify(
              tokenStatus === 200
                ? { access_token: 'AT-1', token_type: 'Bearer', expires_in: 2592000, id_token: 'x', scope: 'profile openid' }
                : { error: 'invalid_grant', error_description: 'code expired' },
            ),
          );
        } else if (req.url === '/v2/profile') {
          res.end(
            JSON.stringify(
              req.headers.authorization === 'Bearer AT-1'
                ? { userId: 'U1234', displayName: 'Somchai', pictureUrl: 'https://profile.line-scdn.net/x' }
                : { message: 'invalid token' },
            ),
          );
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const endpoints = () => ({
    clientId: '1650000000',
    clientSecret: 'secret',
    tokenUrl: `${origin}/oauth2/v2.1/token`,
    profileUrl: `${origin}/v2/profile`,
  });

  it('posts the LINE Login v2.1 token request and reads the profile with the access token', async () => {
    seen.length = 0;
    const profile = await exchangeLineCode(endpoints(), {
      code: 'CODE',
      redirectUri: 'http://lotus.localhost/m/home',
      codeVerifier: 'v'.repeat(43),
    });
    expect(profile).toEqual({ userId: 'U1234', displayName: 'Somchai', pictureUrl: 'https://profile.line-scdn.net/x' });
    const [token, me] = seen;
    expect(token?.method).toBe('POST');
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'CODE',
      redirect_uri: 'http://lotus.localhost/m/home',
      client_id: '1650000000',
      client_secret: 'secret',
      code_verifier: 'v'.repeat(43),
    });
    expect(me?.method).toBe('GET');
    expect(me?.headers.authorization).toBe('Bearer AT-1');
  });

  it('reports LINE refusals and an unreachable LINE as LineLoginError', async () => {
    tokenStatus = 400;
    await expect(exchangeLineCode(endpoints(), { code: 'OLD', redirectUri: 'http://x/' })).rejects.toThrow(/code expired/);
    tokenStatus = 200;
    await expect(
      exchangeLineCode({ ...endpoints(), tokenUrl: 'http://127.0.0.1:1/token' }, { code: 'C', redirectUri: 'http://x/' }),
    ).rejects.toThrow(LineLoginError);
  });
});
