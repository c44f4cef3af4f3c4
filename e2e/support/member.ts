/**
 * Helpers for the member-centre scenarios (issue 14): sessions of seeded or fresh members on
 * any merchant, the backend's own answers to compare the page with, and the stand-in chat
 * provider's operator.
 */
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { EndpointName } from '../../shared/src/contract/endpoints';
import { testClient, type TestSession } from './api-session';
import { newUsername } from './auth';
import { BASE_URL, E2E_PORT, tenantUrl } from './test-server';
import { SESSION_STORAGE_KEY } from '../../shared/src/contract/session-info';
import { CONSENT } from '../../server/test/support/consent';

/** Requests to the one test server as a browser on `<merchant>.localhost` would send them. */
function asMerchant(merchant: string): Record<string, string> {
  return merchant === 'demo' ? {} : { 'X-Forwarded-Host': `${merchant}.localhost:${E2E_PORT}` };
}

/** Signs a member of `merchant` in (demo by default). */
export async function signInAt(username: string, password: string, type: number, merchant = 'demo'): Promise<TestSession> {
  const value = await testClient().call('login', {
    body: { username, password, type: 'username', loginDeviceId: randomUUID() },
    headers: asMerchant(merchant),
  });
  return { id: String(value.id), token: value.token, merchantCode: merchant, userName: username, type, firstTimeLogin: false };
}

/** Registers a fresh member (optionally with a referral code) and answers their session. */
export async function registerFresh(prefix: string, merchant = 'demo', extra: Record<string, unknown> = {}): Promise<TestSession> {
  const username = newUsername(prefix);
  await testClient().call('register', { body: { ...CONSENT, username, password: 'secret123', ...extra }, headers: asMerchant(merchant) });
  return signInAt(username, 'secret123', 0, merchant);
}

/** What the backend answers this session for one call. */
export function backend<T>(session: TestSession, name: EndpointName): Promise<T> {
  return testClient(() => session.token).call(name, { cache: false, headers: asMerchant(session.merchantCode) } as never) as Promise<T>;
}

/** Where a merchant's pages are: the demo merchant answers on the test server's own address. */
export function merchantBase(merchant: string): string {
  return merchant === 'demo' ? '' : tenantUrl(merchant);
}

/** The stand-in chat provider's operator writes to a member. */
export async function operatorSays(merchant: string, username: string, text: string): Promise<void> {
  const response = await fetch(`${BASE_URL}/__emulators/chat/operator`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant, username, text }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Opens a protected `path` as this session: stored where the shell keeps it on a public page first. */
export async function openSignedIn(page: import('@playwright/test').Page, session: TestSession, path: string): Promise<void> {
  const base = merchantBase(session.merchantCode);
  await page.goto(`${base}/m/download`);
  await page.evaluate(({ key, s }) => sessionStorage.setItem(key, JSON.stringify(s)), { key: SESSION_STORAGE_KEY, s: session });
  await page.goto(`${base}${path}`);
}
