/**
 * Helpers for the games scenarios: a fresh member of a merchant (registered through the API the
 * way the front end registers), opened in a page as the shell keeps sessions.
 */
import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { encryptPayload } from '../../server/src/wps/crypto/decrypt-payload';
import { BASE_URL } from './test-server';
import { SESSION_STORAGE_KEY, type SessionInfo } from '../../shared/src/session/session-info';

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
  const key = (await (await request.get(`${base}/wps/session/key/rsa?_=${Date.now()}`, { headers: host })).json()).value as { keyId: string; publicKey: string };
  const sealed = encryptPayload(key.publicKey, key.keyId, { username, password, registerMethod: 'H5' });
  const response = await request.post(`${base}/wps/member/register`, { headers: { ...sealed.headers, ...host, 'Content-Type': 'application/json' }, data: sealed.body });
  expect(response.ok(), await response.text()).toBeTruthy();
  const value = ((await response.json()) as { value: { token: string; id?: number | string; customerId?: number | string } }).value;
  return { username, password, session: { id: String(value.id ?? value.customerId ?? ''), token: value.token, merchantCode, userName: username, type: 0, firstTimeLogin: false } };
}

/** Opens `url` with the member's session stored where the shell keeps it. */
export async function openSignedIn(page: Page, url: string, session: SessionInfo): Promise<void> {
  await page.addInitScript(({ key, value }) => {
    if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
  }, { key: SESSION_STORAGE_KEY, value: JSON.stringify(session) });
  await page.goto(url);
}

export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}
