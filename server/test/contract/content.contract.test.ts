/** Contract: merchant content (promotions, announcements, banners, games, downloads, customer service, VIP, cashier, chat). */
import { rejection, startContractServer, type ContractServer, type TestClient } from './contract-server';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

async function signIn(client: TestClient, username: string): Promise<TestClient> {
  client.token = (await client.call('login', { body: { type: 'username', username, password: 'secret123' } })).token;
  return client;
}

describe('merchant content', () => {
  it('answers the available promotions keyed APP_DOWNLOAD and REFERRAL, per merchant', async () => {
    await expect(server.client('demo').call('availablePromotions')).resolves.toEqual({
      APP_DOWNLOAD: { enabled: true, count: 1 },
      REFERRAL: { enabled: true, count: 2 },
    });
    await expect(server.client('lotus').call('availablePromotions')).resolves.toEqual({
      APP_DOWNLOAD: { enabled: false, count: 0 },
      REFERRAL: { enabled: false, count: 0 },
    });
  });

  it('lists live announcements filtered by type, platform and category, in the player language', async () => {
    const all = await server.client('demo', { language: 'TH' }).call('announcements', { query: { types: 'PR', platform: 'M' } });
    expect(all.map((a) => a.id)).toEqual([101, 102, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114]);
    expect(all[0]?.title).toBe('ยินดีต้อนรับสู่ Demo Casino');
    // The download page's app news (SPEC 7 category app_download): both merchants have some.
    const appNews = await server.client('demo').call('announcements', { query: { types: 'PR', platform: 'M', category: 'app_download' } });
    expect(appNews.map((a) => [a.id, a.category])).toEqual([
      [102, 'app_download'],
      [113, 'app_download'],
      [114, 'app_download'],
    ]);
    const lotusNews = await server
      .client('lotus', { language: 'TH' })
      .call('announcements', { query: { types: 'PR', platform: 'M', category: 'app_download' } });
    expect(lotusNews.map((a) => a.id)).toEqual([212, 213]);
    expect(lotusNews[1]?.title).toBe('วิธีติดตั้ง Lotus บน iPhone');
  });

  it('lists the announcements of one promotion category, and one announcement by id (none when unknown)', async () => {
    const vip = await server.client('demo').call('announcements', { query: { types: 'PR', categoryId: '3' } });
    expect(vip.map((a) => a.id)).toEqual([108, 109, 111]);
    await expect(server.client('demo').call('announcements', { query: { id: '110' } })).resolves.toEqual([
      expect.objectContaining({ id: 110, categoryId: 1, imageUrl: '/wps/static/demo/promotions/promo-110.svg' }),
    ]);
    await expect(server.client('demo').call('announcements', { query: { id: '104' } })).resolves.toEqual([]);
    await expect(server.client('demo').call('announcements', { query: { id: '99999' } })).resolves.toEqual([]);
  });

  it('lists banners with their linkage (P, URL, G), and the two popups', async () => {
    const banners = await server.client('demo').call('banners', { query: { position: 'home' } });
    expect(banners.length).toBeGreaterThanOrEqual(6);
    expect(new Set(banners.map((b) => b.linkageType))).toEqual(new Set(['P', 'G', 'URL']));
    expect(banners[1]).toMatchObject({ linkage: 'mahjong-ways', vendor: 'PG', nodeId: 'pg-1' });
    for (const code of ['demo', 'lotus']) {
      const popups = await server.client(code).call('banners', { query: { position: 'popup' } });
      expect(popups.map((b) => b.popupKey)).toEqual(['m_popup1', 'm_popup2']);
    }
  });

  it('lists promotion categories, game vendors with categories, and matches', async () => {
    await expect(server.client('demo', { language: 'CN' }).call('promotionCategory')).resolves.toEqual([
      { id: 1, name: '欢迎', ordinal: 1 },
      { id: 2, name: '每日', ordinal: 2 },
      { id: 3, name: 'VIP', ordinal: 3 },
    ]);
    const vendors = await server.client('demo').call('gameVendors');
    expect(vendors.mapping.PG).toBe('RNG');
    const rng = vendors.categories.find((c) => c.key === 'RNG');
    expect(rng?.gameCount).toBeGreaterThan(50);
    expect(rng?.cards[0]).toEqual({ accountTypeName: 'PG', displayName: 'PG Soft', freeplay: true });
    // Only the vendor's games of this category count (JDB also has fishing and arcade games).
    const jdbAll = (await server.client('demo').call('gameVendors')).games.filter((g) => g.vendor === 'JDB');
    expect(new Set(jdbAll.map((g) => g.category))).toEqual(new Set(['RNG', 'FISH', 'ARCADE']));
    await expect(server.client('demo').call('gameMatch')).resolves.toHaveLength(4);
    await expect(server.client('demo').call('gameMatch', { query: { vendor: 'CMD' } })).resolves.toHaveLength(2);
    await expect(server.client('lotus').call('gameMatch')).resolves.toHaveLength(1);
  });

  it('answers the download settings, per domain when the merchant has some', async () => {
    await expect(server.client('lotus').call('downloadSetting', { query: { domain: 'lotus.localhost' } })).resolves.toMatchObject({
      appName: 'Lotus Thai Club',
      rating: 5,
      resources: expect.arrayContaining([
        expect.objectContaining({ resourceType: 'Android' }),
        expect.objectContaining({ resourceType: 'IOS' }),
      ]),
    });
    server.editMerchant('demo', 'pwa.json', (file) => {
      (file.download as { byDomain: Record<string, unknown> }).byDomain['vip.demo.localhost'] = [
        { resourceType: 'IOS', url: 'https://apps.apple.com/app/id1' },
      ];
    });
    await expect(server.client('demo').call('downloadSetting', { query: { domain: 'vip.demo.localhost' } })).resolves.toMatchObject({
      resources: [{ resourceType: 'IOS', url: 'https://apps.apple.com/app/id1' }],
    });
  });

  it('filters the customer-service list by the member club label', async () => {
    await expect(server.client('demo').call('customerServiceScript')).resolves.toEqual([
      expect.objectContaining({ csType: 'LIVECHAT', labelIds: [] }),
    ]);
    const vip = await signIn(server.client('demo'), 'vip1');
    const entries = await vip.call('customerServiceScript', { headers: { Authorization: vip.token as string } });
    expect(entries.map((e: { csType: string }) => e.csType)).toEqual(['LIVECHAT', 'COMM100VIP']);
  });

  it('answers rank progress toward the next label, and 1 at the top', async () => {
    const player = await signIn(server.client('demo'), 'player1');
    await expect(player.call('rankProgress')).resolves.toMatchObject({
      completedConditions: 2,
      totalExpectedConditions: 5,
      labelId: 'DEMO_GOLD',
      currentProgress: 0.4,
      playerRankProgress: { labelId: 'DEMO_GOLD' },
    });
    const vip = await signIn(server.client('demo'), 'vip1');
    await expect(vip.call('rankProgress')).resolves.toMatchObject({ labelId: null, currentProgress: 1 });
    expect(await rejection(server.client('demo').call('rankProgress'))).toMatchObject({ kind: 'session-expired' });
  });

  it('answers member info with the club label in the player language', async () => {
    const player = await signIn(server.client('demo', { language: 'PT-BR' }), 'player1');
    await expect(player.call('memberInfo')).resolves.toMatchObject({
      account: 'player1',
      type: 0,
      language: 'EN',
      clubLabel: { labelId: 'DEMO_SILVER', labelName: 'Prata', type: 'AUTO', rankLevel: 1 },
    });
  });

  it('stores the member language if the merchant offers it', async () => {
    const player = await signIn(server.client('demo'), 'agent1');
    await expect(player.call('memberLanguage', { body: { language: 'vi', merchantCode: 'demo' } })).resolves.toEqual({ language: 'VI' });
    await expect(player.call('memberInfo')).resolves.toMatchObject({ language: 'VI', type: 1 });
    expect(await rejection(player.call('memberLanguage', { body: { language: 'JA' } }))).toMatchObject({
      errorCode: 'language_not_supported',
    });
  });

  it('answers cashier settings for a signed-in member only', async () => {
    const player = await signIn(server.client('demo'), 'player1');
    await expect(player.call('depositSettings')).resolves.toMatchObject({
      currency: 'PHP',
      minAmount: 100,
      methods: expect.arrayContaining([{ code: 'GCASH', name: 'GCash', enabled: true }]),
    });
    await expect(player.call('withdrawAccountInfo')).resolves.toMatchObject({
      currency: 'PHP',
      accounts: [{ type: 'MOBILE_WALLET', countryDialingCode: '63' }],
    });
    expect(await rejection(server.client('demo').call('depositSettings'))).toMatchObject({ status: 401 });
  });

  it("launches the chat of the member label and counts the operator's messages until the chat is opened", async () => {
    const player = await signIn(server.client('demo'), 'player1');
    // The merchant's MSG announcements are the inbox's: not counted as chat.
    await expect(player.call('unreadCount')).resolves.toEqual({ count: 0 });
    const sent = await fetch(`${server.baseURL}/__emulators/chat/operator`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ merchant: 'demo', username: 'player1', text: 'Hello' }),
    });
    expect(sent.status).toBe(200);
    await expect(player.call('unreadCount')).resolves.toEqual({ count: 1 });
    const chat = await player.call('launchChat', { query: { b2c: '1', title: 'Help', backUrl: '/m/home', language: 'EN' } });
    // Test mode: the local stand-in provider's page, reached with a chat ticket (never the token).
    const url = new URL(chat.url);
    expect(url.pathname).toBe('/__emulators/chat/demo');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      desk: 'LIVECHAT',
      title: 'Help',
      backUrl: '/m/home',
      language: 'EN',
      ticket: expect.any(String),
    });
    expect(chat.url).not.toContain(player.token as string);
    await expect(player.call('unreadCount')).resolves.toEqual({ count: 0 });
  });
});
