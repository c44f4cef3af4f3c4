/** Contract: status, country, settings, domain route, manifest, ping, collect, asset lists. */
import { WHITELABEL_FLAGS } from '@m/shared/contract';
import Database from 'better-sqlite3';
import path from 'node:path';
import { rejection, startContractServer, type ContractServer } from './contract-server';

let server: ContractServer;
beforeAll(async () => {
  server = await startContractServer();
});
afterAll(() => server.close());

const STATUS_KEYS = [
  'merchantCode',
  'merchantName',
  'languages',
  'defaultLanguage',
  'maintenance',
  'maintenanceEnd',
  'regionRestriction',
  'ip',
  'test',
  'register',
  'whitelabel',
  'imageCDNs',
  // The footer's statements (issue 27): demo states its minimum age and licence.
  'legal',
  'sms',
  'gw',
  'customerService',
  'mobileTemplate',
  'resources',
  'analytics',
  'tokenLinkHosts',
];

describe('system calls', () => {
  it('answers the status in exactly the SystemStatus shape, with every whitelabel flag', async () => {
    const status = await server.client('demo').call('systemStatus', {
      query: { device: 'MOBILE', track: '', originalDomain: 'demo.localhost', url: 'http://demo.localhost/m/home' },
    });
    expect(Object.keys(status).sort()).toEqual([...STATUS_KEYS].sort());
    expect(Object.keys(status.whitelabel).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    expect(status).toMatchObject({
      merchantCode: 'demo',
      merchantName: 'Demo Casino',
      languages: ['EN', 'CN', 'TH', 'VI', 'PT-BR', 'AR'],
      defaultLanguage: 'EN',
      maintenance: false,
      regionRestriction: false,
      ip: '127.0.0.1',
      register: { captcha: { enabled: false }, requirePassword: true },
      // Its games have no art of their own, so the footer credits the CC BY icons the server draws them with.
      legal: { artCredit: true },
    });
    expect(status.gw).toMatchObject({ GEETEST_VERSION: '3', GEETEST_SCRIPT_URL: '/__emulators/geetest/gt.js', PROFILE_ICON_COUNT: 9 });
    expect(status.mobileTemplate.pwa.icons['512x512']).toBe('/wps/static/demo/icons/icon-512.png');
    expect(status.sms.firebase?.projectId).toBe('demo-m-site');
    expect(status.tokenLinkHosts).toEqual(['promo.demo-casino.example']);
  });

  it('gives each merchant its own status: lotus has captcha, LINE and mobile registration', async () => {
    const status = await server.client('lotus').call('systemStatus');
    expect(status).toMatchObject({
      merchantCode: 'lotus',
      merchantName: 'Lotus Thai Club',
      register: { captcha: { enabled: true }, requirePassword: false },
      whitelabel: { GEETEST3: true, LINELOGIN3: true, MOBILENUMREG3: true, REG3: false },
    });
    expect(status.gw).toMatchObject({
      GEETEST_VERSION: '4',
      LINE_CLIENT_ID: '1650000000',
      LINE_AUTHORIZE_URL: '/__emulators/line/oauth2/v2.1/authorize',
    });
    // The footer's payment marks in every language the cashier file names them in (issue 37: they
    // were English on Thai pages); the footer picks the player's as it draws.
    expect(status.legal?.paymentMarks).toEqual([
      { EN: 'PromptPay', TH: 'พร้อมเพย์' },
      { EN: 'TrueMoney Wallet', TH: 'ทรูมันนี่ วอลเล็ท' },
      expect.objectContaining({ EN: 'Bank transfer', TH: 'โอนผ่านธนาคาร', VI: 'Chuyển khoản' }),
    ]);
  });

  it('answers each merchant its analytics channels per domain, with the stand-in scripts in test mode', async () => {
    const demo = await server.client('demo').call('systemStatus');
    expect(demo.analytics.domains).toEqual([
      {
        domain: 'demo.localhost',
        affiliateCode: 'demoaff',
        gtmId: 'GTM-DEMO01',
        fbPixelId: '100000000000001',
        appsflyerId: 'af-demo-web-0001',
      },
    ]);
    const lotus = await server.client('lotus').call('systemStatus');
    expect(lotus.analytics.domains).toEqual([
      { domain: 'lotus.localhost', affiliateCode: 'lotusaff', gtagId: 'G-LOTUS01', tiktokPixelId: 'CLOTUS0001', adjustId: 'lotus2adjust' },
    ]);
    expect(lotus.analytics.scriptUrls?.tiktok).toBe('/__emulators/ad-networks/tiktok.js');
  });

  it('reports the region restriction with the caller IP (X-Forwarded-For)', async () => {
    await expect(server.client('demo', { ip: '198.51.100.23' }).call('systemStatus')).resolves.toMatchObject({
      regionRestriction: true,
      ip: '198.51.100.23',
    });
    await expect(server.client('demo', { ip: '192.0.2.1' }).call('systemStatus')).resolves.toMatchObject({
      regionRestriction: false,
      ip: '192.0.2.1',
    });
  });

  it('reports maintenance until its end time, and ends it without an edit when the time has passed', async () => {
    const end = new Date(Date.now() + 3_600_000).toISOString();
    server.editMerchant('demo', 'merchant.json', (file) => {
      Object.assign(file.status as object, { maintenance: true, maintenanceEnd: end });
    });
    await expect(server.client('demo').call('systemStatus')).resolves.toMatchObject({ maintenance: true, maintenanceEnd: end });
    server.editMerchant('demo', 'merchant.json', (file) => {
      Object.assign(file.status as object, { maintenance: true, maintenanceEnd: '2020-01-01T00:00:00Z' });
    });
    await expect(server.client('demo').call('systemStatus')).resolves.toMatchObject({ maintenance: false, maintenanceEnd: null });
    server.editMerchant('demo', 'merchant.json', (file) => {
      Object.assign(file.status as object, { maintenance: false, maintenanceEnd: null });
    });
  });

  it('answers domain_not_available on a host no merchant owns', async () => {
    const error = await rejection(server.client('demo').call('systemStatus', { headers: { 'X-Forwarded-Host': 'copycat.example' } }));
    expect(error).toMatchObject({ errorCode: 'domain_not_available', status: 404 });
  });

  it('serves a merchant added while running (files plus a tenants.json host)', async () => {
    const fs = await import('node:fs');
    fs.cpSync(path.join(server.configDir, 'merchants/demo'), path.join(server.configDir, 'merchants/newbrand'), { recursive: true });
    const tenants = JSON.parse(fs.readFileSync(path.join(server.configDir, 'tenants.json'), 'utf8')) as { hosts: Record<string, string> };
    tenants.hosts['play.newbrand.example'] = 'newbrand';
    fs.writeFileSync(path.join(server.configDir, 'tenants.json'), JSON.stringify(tenants));
    await expect(
      server.client('newbrand').call('systemStatus', { headers: { 'X-Forwarded-Host': 'play.newbrand.example' } }),
    ).resolves.toMatchObject({ merchantCode: 'newbrand' });
  });

  it('answers the country info of each merchant', async () => {
    await expect(server.client('demo').call('systemCountry', { query: { _: 'demo' } })).resolves.toMatchObject({
      countryCode: 'PH',
      countryDialingCode: '63',
      currency: 'PHP',
      currencySymbol: '₱',
      currencyPosition: 'before',
    });
    await expect(server.client('lotus').call('systemCountry')).resolves.toMatchObject({ currency: 'THB', currencyPosition: 'after' });
  });

  it('answers settings and the domain route', async () => {
    await expect(server.client('lotus').call('systemSettings')).resolves.toMatchObject({
      languages: ['TH', 'EN', 'CN', 'VI', 'PT-BR', 'AR'],
      defaultLanguage: 'TH',
      currency: 'THB',
      register: { username: false, mobile: true, requirePassword: false },
      login: { line: true },
    });
    await expect(server.client('demo').call('domainRoute')).resolves.toMatchObject({
      current: 'demo.localhost',
      domains: [
        { domain: 'demo.localhost', type: 'main' },
        { domain: 'demo-fast.localhost', type: 'fast' },
        { domain: 'demo-backup.localhost', type: 'backup' },
      ],
    });
  });

  it('serves an installable web app manifest built from the pwa template', async () => {
    const response = await fetch(`${server.baseURL}/wps/system/manifest.json?merchantCode=lotus`, {
      headers: { 'X-Forwarded-Host': 'lotus.localhost' },
    });
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      orientation: string;
      theme_color: string;
      id: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Lotus Thai Club',
      short_name: 'Lotus',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#c2185b',
      id: '/m/',
    });
    expect(manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual([
      '192x192',
      '256x256',
      '384x384',
      '512x512',
    ]);
    for (const icon of manifest.icons) {
      const png = await fetch(`${server.baseURL}${icon.src}`);
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
    }
    const mismatch = await fetch(`${server.baseURL}/wps/system/manifest.json?merchantCode=demo`, {
      headers: { 'X-Forwarded-Host': 'lotus.localhost' },
    });
    expect(mismatch.status).toBe(400);
  });

  it('never serves merchant data files as static files', async () => {
    for (const probe of [
      '/wps/static/demo/../members.json',
      '/wps/static/demo/%2e%2e/members.json',
      '/wps/static/demo/members.json',
      '/wps/static/demo/static/../integrations.json',
    ]) {
      const response = await fetch(`${server.baseURL}${probe}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('password');
    }
  });

  it('answers ping with the query it got', async () => {
    await expect(server.client('demo').call('ping', { query: { a: '1' } })).resolves.toMatchObject({ pong: true, query: { a: '1' } });
  });

  it('stores collect beacons, JSON or the text/plain a sendBeacon sends', async () => {
    const event = {
      kind: 'event',
      event: 'login',
      payload: { customerId: '5', content: { method: 'username' } },
      route: '/m/login',
      at: 1,
    };
    await expect(server.client('demo').call('collect', { body: { merchant: 'demo', value: event } })).resolves.toMatchObject({
      id: expect.any(Number),
      stored: 'event',
    });
    const beacon = await fetch(`${server.baseURL}/wps/system/collect`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-host': 'lotus.localhost' },
      body: JSON.stringify({ merchant: 'lotus', value: { event: 'a2hsInstalled', time: 2 } }),
    });
    expect(beacon.status).toBe(200);
    const rum = {
      kind: 'rum',
      route: '/m/home',
      device: 'phone',
      shell: '1.0.0',
      remotes: { 'mf-games': '1.0.0' },
      metrics: { fcp: 812, lcp: 1500, cls: 0.02, ttfb: 90, fs: 1400 },
    };
    await expect(server.client('demo').call('collect', { body: { merchant: 'demo', value: rum } })).resolves.toMatchObject({
      stored: 'rum',
    });
    const wrongMerchant = await fetch(`${server.baseURL}/wps/system/collect`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ merchant: 'lotus', value: event }),
    });
    expect(wrongMerchant.status).toBe(400);

    const db = new Database(path.join(server.dataDir, 'wps.sqlite'), { readonly: true });
    const rows = db.prepare('SELECT merchant, payload FROM collect_events ORDER BY id').all() as { merchant: string; payload: string }[];
    const beacons = db.prepare('SELECT merchant, route, shell_version, remotes, lcp FROM rum_beacons').all();
    db.close();
    expect(rows).toEqual([
      { merchant: 'demo', payload: JSON.stringify(event) },
      { merchant: 'lotus', payload: JSON.stringify({ event: 'a2hsInstalled', time: 2 }) },
    ]);
    expect(beacons).toEqual([{ merchant: 'demo', route: '/m/home', shell_version: '1.0.0', remotes: '{"mf-games":"1.0.0"}', lcp: 1500 }]);
  });

  it('refuses a collect value over the 1024-byte heartbeat limit, or of no known kind', async () => {
    const big = {
      kind: 'event',
      event: 'login',
      payload: { customerName: 'x'.repeat(250), a: 'y'.repeat(250), b: 'z'.repeat(250), c: 'w'.repeat(250) },
      route: '/m/login',
      at: 1,
    };
    await expect(rejection(server.client('demo').call('collect', { body: { merchant: 'demo', value: big } }))).resolves.toMatchObject({
      errorCode: 'invalid_request',
    });
    await expect(
      rejection(server.client('demo').call('collect', { body: { merchant: 'demo', value: { anything: 1 } } })),
    ).resolves.toMatchObject({ errorCode: 'invalid_request' });
    await expect(
      rejection(
        server.client('demo').call('collect', {
          body: {
            merchant: 'demo',
            value: { kind: 'rum', route: '/m/home?token=abc', device: 'phone', shell: '1', remotes: {}, metrics: {} },
          },
        }),
      ),
    ).resolves.toMatchObject({ errorCode: 'invalid_request' });
  });

  it('lists the assets and resources of the update check, with versions from merchant data', async () => {
    const assets = await server.client('demo').call('systemAssetList');
    expect(assets).toContainEqual({ url: '/m/federation/registry.json', version: '1' });
    server.editMerchant('demo', 'assets.json', (file) => {
      (file.resources as { version: string }[])[0]!.version = '2';
    });
    await expect(server.client('demo').call('systemResourceList')).resolves.toContainEqual({
      url: '/wps/system/manifest.json?merchantCode=demo',
      version: '2',
    });
  });
});
