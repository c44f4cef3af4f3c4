/**
 * Stand-ins for third parties the contract tests point merchant data at: a JWKS with a locally
 * generated key (Firebase ID tokens), LINE Login v2.1's token and profile endpoints, Maya's
 * session lookup. Real HTTP on loopback, so the backend's real adapters are what is tested.
 */
import crypto from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeProviders {
  origin: string;
  /** An ID token as Firebase issues them, for the demo project unless told otherwise. */
  idToken(claims: Record<string, unknown>): string;
  /** A LINE authorization code that the token endpoint exchanges for this profile. */
  lineCode(profile: { userId: string; displayName: string; pictureUrl?: string }): string;
  mayaSession(user: { userId: string; name: string }): string;
  lineRequests: Record<string, string>[];
  close(): Promise<void>;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...(publicKey.export({ format: 'jwk' }) as object), kid: 'contract-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { userId: string; displayName: string; pictureUrl?: string }>();
  const accessTokens = new Map<string, { userId: string; displayName: string; pictureUrl?: string }>();
  const maya = new Map<string, { userId: string; name: string }>();
  const lineRequests: Record<string, string>[] = [];

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/jwks.json') return send(200, { keys: [jwk] });
      if (url.pathname === '/line/token' && req.method === 'POST') {
        const form = Object.fromEntries(new URLSearchParams(body));
        lineRequests.push(form);
        const profile = codes.get(form.code ?? '');
        if (!profile || form.grant_type !== 'authorization_code' || form.client_secret !== 'lotus-line-channel-secret')
          return send(400, { error: 'invalid_grant', error_description: 'bad code' });
        codes.delete(form.code ?? '');
        const accessToken = crypto.randomBytes(12).toString('hex');
        accessTokens.set(accessToken, profile);
        return send(200, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 2592000,
          scope: 'profile openid',
          id_token: 'unused',
        });
      }
      if (url.pathname === '/line/profile') {
        const profile = accessTokens.get((req.headers.authorization ?? '').replace('Bearer ', ''));
        return profile ? send(200, profile) : send(401, { message: 'invalid token' });
      }
      if (url.pathname.startsWith('/maya/sessions/')) {
        const user = maya.get(decodeURIComponent(url.pathname.slice('/maya/sessions/'.length)));
        return user ? send(200, user) : send(404, { message: 'no such session' });
      }
      return send(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    lineRequests,
    idToken(claims) {
      const now = Math.floor(Date.now() / 1000);
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid: 'contract-key' })}.${part({ iss: 'https://securetoken.google.com/demo-m-site', aud: 'demo-m-site', iat: now, exp: now + 3600, ...claims })}`;
      return `${unsigned}.${crypto.sign('RSA-SHA256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
    },
    lineCode(profile) {
      const code = crypto.randomBytes(8).toString('hex');
      codes.set(code, profile);
      return code;
    },
    mayaSession(user) {
      const id = crypto.randomBytes(8).toString('hex');
      maya.set(id, user);
      return id;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
