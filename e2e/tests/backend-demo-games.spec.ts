/**
 * The reference backend's demo game pages in a phone browser: what a lottery or vendor game
 * launch opens (server/src/wps/games). The launch itself is an API call here; the games remote's
 * own scenarios drive it through the UI.
 */
import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { encryptPayload } from '../../server/src/wps/crypto/decrypt-payload';
import { CONSENT } from '../../server/test/support/consent';

/** Registers a fresh member the way the front end does (encrypted body) and answers its token. */
async function registeredToken(request: APIRequestContext): Promise<string> {
  const key = (await (await request.get(`/wps/session/key/rsa?_=${Date.now()}`)).json()).value as { keyId: string; publicKey: string };
  const sealed = encryptPayload(key.publicKey, key.keyId, {
    ...CONSENT,
    username: `g${crypto.randomBytes(6).toString('hex')}`,
    password: 'secret123',
    registerMethod: 'H5',
  });
  const response = await request.post('/wps/member/register', {
    headers: { ...sealed.headers, 'Content-Type': 'application/json' },
    data: sealed.body,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { value: { token: string } }).value.token;
}

test('plays the demo lottery after launching it, and is turned away after logging out', async ({ page, request }) => {
  const token = await registeredToken(request);
  const launch = await request.post('/wps/game/launchGame', {
    headers: { Authorization: token },
    data: { launchMode: 'LOTT', lottoGameCode: 'game_list', backUrl: '/m/game', language: 'EN' },
  });
  const { gameUrl } = ((await launch.json()) as { value: { gameUrl: string } }).value;

  await page.goto(gameUrl);
  await expect(page.getByRole('heading', { name: 'Choose a lottery' })).toBeVisible();
  await page.getByTestId('lottery-VN_HCM').click();
  await expect(page.getByRole('heading', { name: 'Ho Chi Minh lottery' })).toBeVisible();
  for (const n of ['3', '1', '4']) await page.getByTestId('numbers').getByRole('button', { name: n, exact: true }).click();
  await page.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByRole('status')).toHaveText('Bet placed on 3-1-4. The next draw decides.');
  await expect(page.getByTestId('game-back')).toHaveAttribute('href', '/m/game');

  await request.post('/wps/session/logout', { headers: { Authorization: token } });
  const reloaded = await page.goto(gameUrl);
  expect(reloaded?.status()).toBe(401);
  await expect(page.getByRole('alert')).toContainText('signed out');
});

test('plays a free trial as a guest, right to left in Arabic', async ({ page, request }) => {
  const trial = await request.get('/wps/relay/GCS_gameTrialLaunch?gameId=mahjong-ways&nodeId=pg-1&platform=html5', {
    headers: { Language: 'AR' },
  });
  const { gameUrl } = ((await trial.json()) as { value: { gameUrl: string } }).value;
  await page.goto(gameUrl);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2 })).toContainText('تجربة مجانية');
  await page.getByRole('button', { name: 'دوّر' }).click();
  // Each spin costs 10 credits and wins 0 or 10-59: the outcome is said either way.
  await expect(page.getByRole('status')).toHaveText(/^(ربحت \d+!|لا ربح هذه المرة\.)$/);
});
