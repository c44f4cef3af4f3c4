/**
 * Helpers for the member-centre scenarios (issue 14): sessions of seeded or fresh members on
 * any merchant, the backend's own answers to compare the page with, and the stand-in chat
 * provider's operator.
 */
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { EndpointName } from '../../shared/src/api/endpoints';
import { testClient, type TestSession } from './api-session';
import { newUsername } from './auth';
import { BASE_URL } from './test-server';
import { SESSION_STORAGE_KEY } from '../../shared/src/session/session-info';

/** Signs a member in at `base` (a tenant URL; the demo merchant by default). */
export async function signInAt(username: string, password: string, type: number, base = BASE_URL, merchantCode = 'demo'): Promise<TestSession> {
  const value = await testClient(() => null, base).call<{ token: string; customerId?: number }>('login', {
    body: { username, password, type: 'username', loginDeviceId: randomUUID() },
  });
  return { id: String(value.customerId ?? ''), token: value.token, merchantCode, userName: username, type, firstTimeLogin: false };
}

/** Registers a fresh member (optionally with a referral code) and answers their session. */
export async function registerFresh(prefix: string, base = BASE_URL, extra: Record<string, unknown> = {}): Promise<TestSession> {
  const username = newUsername(prefix);
  await testClient(() => null, base).call('register', { body: { username, password: 'secret123', ...extra } });
  return signInAt(username, 'secret123', 0, base);
}

/** What the backend answers this session for one call. */
export function backend<T>(session: TestSession, name: EndpointName, base = BASE_URL): Promise<T> {
  return testClient(() => session.token, base).call<T>(name, { cache: false });
}

/** The stand-in chat provider's operator writes to a member. */
export async function operatorSays(merchant: string, username: string, text: string, base = BASE_URL): Promise<void> {
  const response = await fetch(`${base}/__emulators/chat/operator`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ merchant, username, text }) });
  expect(response.status, await response.text()).toBe(200);
}

/** Opens a protected `path` as this session: stored where the shell keeps it on a public page first. */
export async function openSignedIn(page: import('@playwright/test').Page, session: TestSession, path: string, base = ''): Promise<void> {
  await page.goto(`${base}/m/download`);
  await page.evaluate(({ key, s }) => sessionStorage.setItem(key, JSON.stringify(s)), { key: SESSION_STORAGE_KEY, s: session });
  await page.goto(`${base}${path}`);
}
