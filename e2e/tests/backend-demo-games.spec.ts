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

test('a lottery bet takes the stake, shows in the bet records, and the draw settles it; turned away after logging out', async ({
  page,
  request,
}) => {
  const token = await registeredToken(request);
  // 500 in the wallet, paid through the stand-in provider as a player's deposit would be.
  const order = await request.post('/wps/member/wallet/deposit', {
    headers: { Authorization: token },
    data: { requestId: `lott-${crypto.randomUUID()}`, channel: 'GCASH', amount: '500' },
  });
  const { orderId } = ((await order.json()) as { value: { orderId: string } }).value;
  await request.post('/__emulators/payment/pay/demo/approve', { form: { order: orderId }, maxRedirects: 0 });
  const launch = await request.post('/wps/game/launchGame', {
    headers: { Authorization: token },
    data: { launchMode: 'LOTT', lottoGameCode: 'game_list', backUrl: '/m/game', language: 'EN' },
  });
  const { gameUrl } = ((await launch.json()) as { value: { gameUrl: string } }).value;

  await page.goto(gameUrl);
  await expect(page.getByRole('heading', { name: 'Choose a lottery' })).toBeVisible();
  await page.getByTestId('lottery-VN_HCM').click();
  await expect(page.getByRole('heading', { name: 'Ho Chi Minh lottery' })).toBeVisible();
  await expect(page.getByTestId('game-balance')).toHaveText('₱500.00');
  for (const n of ['3', '1', '4']) await page.getByTestId('numbers').getByRole('checkbox', { name: n, exact: true }).check();
  await page.getByRole('combobox', { name: 'Stake' }).selectOption('50');
  await page.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByTestId('bet-placed')).toContainText('Bet placed on 1-3-4: ₱50.00 taken from your balance. The draw at');
  await expect(page.getByTestId('game-balance')).toHaveText('₱450.00');
  await expect(page.getByTestId('lottery-bet')).toHaveAttribute('data-state', 'open');
  const records = await request.get('/wps/member/wallet/bets', { headers: { Authorization: token } });
  expect(((await records.json()) as { value: { items: { gameName: string; stake: number }[] } }).value.items).toEqual([
    expect.objectContaining({ gameName: 'Ho Chi Minh lottery 1-3-4', stake: 50 }),
  ]);
  // The draw, brought forward by the demo's hook instead of waiting for its time.
  expect((await request.post('/__emulators/lottery/draw?merchant=demo')).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('lottery-bet')).toHaveAttribute('data-state', /^(won|lost)$/);
  await expect(page.getByTestId('lottery-bet')).toContainText(/1-3-4 · ₱50\.00 · drawn \d-\d-\d: (you won ₱5,750\.00|no win)/);
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
