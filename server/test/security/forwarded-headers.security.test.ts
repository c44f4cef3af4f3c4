/**
 * Finding 3: every client was trusted as a proxy. A forged X-Forwarded-For chose the IP the
 * limits, the region block and IP-bound tokens saw; X-Forwarded-Host/-Proto chose the merchant and
 * the host of built links. Now only TRUSTED_PROXIES (default none) may speak for the client, and a
 * merchant's public origin comes from its files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startSecurityServer, type SecurityServer } from './security-server';
import { encryptPayload } from '../../src/wps/crypto/decrypt-payload';

const forged = {
  'X-Forwarded-For': '203.0.113.7',
  'X-Forwarded-Host': 'lotus.localhost',
  'X-Forwarded-Proto': 'https',
  'CF-IPCountry': 'US',
};

async function call(
  server: SecurityServer,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  const response = await fetch(`${server.baseURL}${pathname}`, {
    method: init.method ?? 'GET',
    headers: { Host: 'demo.localhost', ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as { success: boolean; errorCode?: string; value?: Record<string, unknown> },
  };
}

async function sealedLogin(server: SecurityServer, body: Record<string, unknown>) {
  const key = (await call(server, '/wps/session/key/rsa')).json.value as { keyId: string; publicKey: string };
  return encryptPayload(key.publicKey, key.keyId, body);
}

function editMerchant(server: SecurityServer, code: string, file: string, change: (json: Record<string, unknown>) => void) {
  const target = path.join(server.configDir, 'merchants', code, file);
  const json = JSON.parse(fs.readFileSync(target, 'utf8')) as Record<string, unknown>;
  change(json);
  fs.writeFileSync(target, JSON.stringify(json));
  const later = new Date(Date.now() + Math.floor(Math.random() * 100_000) + 1000);
  fs.utimesSync(target, later, later);
}

describe('finding 3: with no trusted proxy (the default), forwarded headers are ignored', () => {
  let server: SecurityServer;
  beforeAll(async () => {
    server = await startSecurityServer();
  });
  afterAll(() => server.close());

  it('does not let a forged X-Forwarded-For/-Host choose the IP or the merchant', async () => {
    const status = await call(server, '/wps/system/status', { headers: forged });
    expect(status.json.value).toMatchObject({ merchantCode: 'demo', ip: '127.0.0.1' });
  });

  it('does not let a forged X-Forwarded-For escape the per-IP limit', async () => {
    editMerchant(server, 'demo', 'merchant.json', (file) => {
      ((file.security as Record<string, Record<string, Record<string, unknown>>>).rateLimits!.login!.perIp as Record<string, number>).max =
        3;
    });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const sealed = await sealedLogin(server, { type: 'username', username: `nobody${i}x`, password: 'wrong-one' });
      codes.push(
        (
          await call(server, '/wps/session/login', {
            method: 'POST',
            headers: { ...sealed.headers, 'X-Forwarded-For': `198.51.100.${i}` },
            body: sealed.body,
          })
        ).status,
      );
    }
    expect(codes).toEqual([400, 400, 400, 429]);
    editMerchant(server, 'demo', 'merchant.json', (file) => {
      ((file.security as Record<string, Record<string, Record<string, unknown>>>).rateLimits!.login!.perIp as Record<string, number>).max =
        120;
    });
  });

  it('builds game links on the host the player used, or the merchant publicOrigin, never a forwarded one', async () => {
    const sealed = await sealedLogin(server, { type: 'username', username: 'vip1', password: 'secret123' });
    const login = await call(server, '/wps/session/login', { method: 'POST', headers: sealed.headers, body: sealed.body });
    const token = login.json.value?.token as string;
    const launch = async () =>
      (
        await call(server, '/wps/game/launchGame', {
          method: 'POST',
          headers: { ...forged, Authorization: token },
          body: { vendor: 'LOTT', gameCode: 'game_list', hasLobby: true },
        })
      ).json.value?.gameUrl as string;
    // fetch sends the Host it connects to: the link stays on that host, whatever X-Forwarded-Host says.
    expect((await launch()).startsWith(`${server.baseURL}/wps/static/games/`)).toBe(true);
    editMerchant(server, 'demo', 'merchant.json', (file) => {
      file.publicOrigin = 'https://play.demo.example';
    });
    expect(await launch()).toMatch(/^https:\/\/play\.demo\.example\/wps\/static\/games\//);
  });
});

describe('finding 3: a listed proxy is believed', () => {
  let server: SecurityServer;
  beforeAll(async () => {
    server = await startSecurityServer({ trustedProxies: ['127.0.0.1'] });
  });
  afterAll(() => server.close());

  it('takes the client IP and host from the proxy headers', async () => {
    const status = await call(server, '/wps/system/status', { headers: forged });
    expect(status.json.value).toMatchObject({ merchantCode: 'lotus', ip: '203.0.113.7' });
  });
});
