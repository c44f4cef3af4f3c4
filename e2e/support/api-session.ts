/**
 * A real session for a scenario, from the reference backend: signs a seeded member in through the
 * product's own API client (encrypted login, as the login page does), then puts the session where
 * the shell keeps it. Seeded members: server/config/merchants/demo/members.json.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createApiClient, type ApiClient } from '../../shared/src/api/api-client';
import { EventBus } from '../../shared/src/bus/event-bus';
import * as payloadEncryption from '../../shared/src/api/encryption/payload-encryption';
import { SESSION_STORAGE_KEY, type SessionInfo } from '../../shared/src/contract/session-info';
import { BASE_URL } from './test-server';

/** The shell's own session shape, so a field added there cannot go missing from test sessions. */
export type TestSession = SessionInfo;

/** A client of its own (no page, no storage), talking to the demo merchant's host. */
export function testClient(token: () => string | null = () => null, baseURL = BASE_URL): ApiClient {
  return createApiClient({
    baseURL,
    token,
    storage: () => null,
    bus: new EventBus(),
    cipher: 'forge',
    // Playwright's loader cannot import() TypeScript, which the client does on its first encrypted call.
    encryption: () => Promise.resolve(payloadEncryption),
  });
}

export async function signIn(username: string, type: number, password = 'secret123'): Promise<TestSession> {
  const value = await testClient().call('login', {
    body: { username, password, type: 'username', loginDeviceId: randomUUID() },
  });
  return { id: '', token: value.token, merchantCode: 'demo', userName: username, type, firstTimeLogin: false };
}

/** Opens `path` as the given session (stored the way the shell stores it, then reloaded). */
export async function openAs(page: Page, session: TestSession, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(({ key, s }) => sessionStorage.setItem(key, JSON.stringify(s)), { key: SESSION_STORAGE_KEY, s: session });
  await page.reload();
}

export async function memberLanguage(token: string): Promise<string | null> {
  const info = await testClient(() => token).call('memberInfo', { cache: false });
  return typeof info.language === 'string' ? info.language : null;
}
