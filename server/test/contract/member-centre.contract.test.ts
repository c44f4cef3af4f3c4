/** Contract: the member centre (issue 14): wallet, profile icon, referrals, feedback with a screenshot, the stand-in chat. */
import { rejection, startContractServer, type ContractServer, type TestClient } from './contract-server';
import { CONSENT } from '../support/consent';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

async function signIn(username: string, merchant = 'demo', password = 'secret123'): Promise<TestClient> {
  const client = server.client(merchant);
  client.token = (await client.call('login', { body: { type: 'username', username, password } })).token;
  return client;
}

// A 1x1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

describe('member centre', () => {
  it('answers the seeded balance and masked withdraw accounts, and the cashier with its allow-list', async () => {
    const player = await signIn('player1');
    await expect(player.call('memberInfo')).resolves.toMatchObject({ balance: 1234.5, currency: 'PHP', profileIcon: null });
    await expect(player.call('withdrawAccountInfo')).resolves.toMatchObject({
      accounts: [{ type: 'MOBILE_WALLET', countryDialingCode: '63', mobileNum: '******0001' }],
    });
    await expect(player.call('depositSettings')).resolves.toMatchObject({
      cashierUrl: 'https://pay.demo-casino.example/cashier',
      allowedHosts: ['pay.demo-casino.example'],
    });
  });

  it('keeps the chosen profile icon within the merchant count', async () => {
    const player = await signIn('newbie1');
    await expect(player.call('memberProfileIcon', { body: { icon: 7 } })).resolves.toEqual({ profileIcon: 7 });
    await expect(player.call('memberInfo')).resolves.toMatchObject({ profileIcon: 7 });
    expect(await rejection(player.call('memberProfileIcon', { body: { icon: 10 } }))).toMatchObject({
      errorCode: 'invalid_request',
      value: { field: 'icon' },
    });
    expect(await rejection(player.call('memberProfileIcon', { body: { icon: 0 } }))).toMatchObject({ errorCode: 'invalid_request' });
  });

  it('counts the members who registered with a member referral code', async () => {
    const player = await signIn('player1');
    const before = await player.call('referralInfo');
    expect(before.referralCode).toBe('player1');
    await server
      .client('demo')
      .call('register', { body: { ...CONSENT, username: 'friendof1', password: 'secret123', referralCode: 'PLAYER1' } });
    await expect(player.call('referralInfo')).resolves.toEqual({ referralCode: 'player1', count: before.count + 1 });
  });

  it('stores feedback with a screenshot, keeps it across a restart, and refuses a picture that is not what it says', async () => {
    const player = await signIn('vip1');
    await expect(
      player.call('feedback', {
        body: { category: 'bug', content: 'The cashier button is hidden', screenshot: { mimeType: 'image/png', data: PNG } },
      }),
    ).resolves.toMatchObject({ id: expect.any(Number) });
    expect(
      await rejection(
        player.call('feedback', { body: { category: 'bug', content: 'x', screenshot: { mimeType: 'image/jpeg', data: PNG } } }),
      ),
    ).toMatchObject({ errorCode: 'invalid_request', value: { field: 'screenshot' } });
    expect(await rejection(player.call('feedback', { body: { category: 'nonsense', content: 'x' } as never }))).toMatchObject({
      errorCode: 'invalid_request',
      value: { field: 'category' },
    });
    await server.restart();
    const afterRestart = server.client('demo');
    afterRestart.token = player.token;
    await expect(afterRestart.call('feedbackList')).resolves.toEqual([
      expect.objectContaining({ category: 'bug', content: 'The cashier button is hidden', screenshot: true }),
    ]);
  });

  it('lists the VIP desk only for its labels, and counts operator messages of the stand-in chat until it is opened', async () => {
    const chatty = await signIn('chatty1');
    // customerServiceScript is public: a member's label counts only when the call carries the session.
    const withSession = (client: TestClient) => ({ headers: { Authorization: client.token as string } });
    await expect(chatty.call('customerServiceScript', withSession(chatty))).resolves.toEqual([
      expect.objectContaining({ csType: 'LIVECHAT', scriptUrl: '/__emulators/chat/widget.js' }),
    ]);
    const vip = await signIn('vip1');
    const vipDesks = await vip.call('customerServiceScript', withSession(vip));
    expect(vipDesks.map((desk) => desk.csType)).toEqual(['LIVECHAT', 'COMM100VIP']);

    const seeded = await chatty.call('unreadCount');
    expect(seeded.count).toBeGreaterThanOrEqual(2);
    const chat = await chatty.call('launchChat', { query: { title: 'Help' } });
    await expect(chatty.call('unreadCount')).resolves.toEqual({ count: 0 });
    const page = await fetch(chat.url.replace(/^https?:\/\/[^/]+/, server.baseURL));
    expect(await page.text()).toContain('your deposit has arrived');

    const sent = await fetch(`${server.baseURL}/__emulators/chat/operator`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ merchant: 'demo', username: 'chatty1', text: '<b>new</b> offer' }),
    });
    expect(sent.status).toBe(200);
    await expect(chatty.call('unreadCount')).resolves.toEqual({ count: 1 });
    const again = await fetch(chat.url.replace(/^https?:\/\/[^/]+/, server.baseURL));
    const html = await again.text();
    expect(html).toContain('&lt;b&gt;new&lt;/b&gt; offer');
    await expect(chatty.call('unreadCount')).resolves.toEqual({ count: 0 });
  });
});
