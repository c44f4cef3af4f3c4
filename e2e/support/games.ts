/**
 * Helpers for the games scenarios: a fresh member of a merchant (registered through the API the
 * way the front end registers), opened in a page as the shell keeps sessions.
 */
import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { authMerchant, merchantCode } from './auth-merchants';
import { encryptPayload } from '../../server/src/wps/crypto/decrypt-payload';
import { BASE_URL } from './test-server';
import { SESSION_STORAGE_KEY, type SessionInfo } from '../../shared/src/contract/session-info';
import { CONSENT } from '../../server/test/support/consent';

export interface GameMember {
  username: string;
  password: string;
  session: SessionInfo;
}

/**
 * Registers a new member of the merchant at `base` (http://lotus.localhost:port) and answers its
 * session. Node does not resolve *.localhost: the call goes to 127.0.0.1 naming the host.
 */
export async function newGameMember(request: APIRequestContext, base: string, merchantCode: string): Promise<GameMember> {
  const host = { 'X-Forwarded-Host': new URL(base).host };
  base = BASE_URL;
  const username = `g${crypto.randomBytes(6).toString('hex')}`;
  const password = 'secret123';
  const key = (await (await request.get(`${base}/wps/session/key/rsa?_=${Date.now()}`, { headers: host })).json()).value as {
    keyId: string;
    publicKey: string;
  };
  const sealed = encryptPayload(key.publicKey, key.keyId, { ...CONSENT, username, password, registerMethod: 'H5' });
  const response = await request.post(`${base}/wps/member/register`, {
    headers: { ...sealed.headers, ...host, 'Content-Type': 'application/json' },
    data: sealed.body,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const value = ((await response.json()) as { value: { token: string; id?: number | string; customerId?: number | string } }).value;
  return {
    username,
    password,
    session: {
      id: String(value.id ?? value.customerId ?? ''),
      token: value.token,
      merchantCode,
      userName: username,
      type: 0,
      firstTimeLogin: false,
    },
  };
}

/** Opens `url` with the member's session stored where the shell keeps it. */
export async function openSignedIn(page: Page, url: string, session: SessionInfo): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    { key: SESSION_STORAGE_KEY, value: JSON.stringify(session) },
  );
  await page.goto(url);
}

export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

/** Logs a seeded member of the merchant at `base` in through the API and answers its session. */
export async function signInMember(
  request: APIRequestContext,
  base: string,
  merchantCode: string,
  username: string,
  password: string,
): Promise<SessionInfo> {
  const host = { 'X-Forwarded-Host': new URL(base).host };
  const key = (await (await request.get(`${BASE_URL}/wps/session/key/rsa?_=${Date.now()}`, { headers: host })).json()).value as {
    keyId: string;
    publicKey: string;
  };
  const sealed = encryptPayload(key.publicKey, key.keyId, { username, password, type: 'username', loginDeviceId: crypto.randomUUID() });
  const response = await request.post(`${BASE_URL}/wps/session/login`, {
    headers: { ...sealed.headers, ...host, 'Content-Type': 'application/json' },
    data: sealed.body,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const value = ((await response.json()) as { value: { token: string } }).value;
  return { id: '', token: value.token, merchantCode, userName: username, type: 0, firstTimeLogin: false };
}

/**
 * A copy of lotus (its catalogue, its languages) whose login needs no captcha, with one member,
 * for scenarios that play there signed in: lotus registers by mobile number and asks Geetest.
 */
export async function lotusPlayer(request: APIRequestContext, testInfo: TestInfo): Promise<{ base: string; session: SessionInfo }> {
  const code = merchantCode('games-lotus', testInfo);
  const base = authMerchant(code, {
    base: 'lotus',
    whitelabel: { GEETEST3: false },
    members: [{ username: 'lotusplayer', password: 'secret123' }],
  });
  return { base, session: await signInMember(request, base, code, 'lotusplayer', 'secret123') };
}
