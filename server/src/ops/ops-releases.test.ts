import { OPS_API, type OpsAuditEntry, type OpsReleases } from '@m/shared/ops';
import { opsKit, type OpsKit } from './ops-test-kit';
import type { CreatedOperator } from './create-operator';
import { opsReleaseBackend } from './release-backend';
import type { ReleaseBucket } from '../releases/release-bucket';
import { IMMUTABLE, manifestKey, versionPrefix } from '../releases/bucket-layout';

let kit: OpsKit;
let manager: CreatedOperator;
let lotusAdmin: CreatedOperator;
let viewer: CreatedOperator;
const cookies: Record<string, string> = {};
/** When mf-games 1.1.0 was being published (S3 dates an object to the second). */
const published = { from: 0, to: 0 };

beforeAll(async () => {
  kit = await opsKit({ releases: true });
  published.from = Math.floor(Date.now() / 1000) * 1000;
  await kit.releases!.publish('mf-games', '1.1.0');
  published.to = Date.now();
  manager = await kit.addOperator('ana', 'release-manager', '*');
  lotusAdmin = await kit.addOperator('lotus-boss', 'merchant-admin', ['lotus']);
  viewer = await kit.addOperator('vic', 'viewer', '*');
  for (const operator of [manager, lotusAdmin, viewer]) cookies[operator.name] = await kit.signIn(operator);
}, 180_000);
afterAll(() => kit.close());

const act = (who: string, body: object) => kit.request('POST', OPS_API.releases, { cookie: cookies[who]!, body });
const get = (who: string | null, url: string) => kit.request('GET', url, who ? { cookie: cookies[who]! } : {});
const games = (view: OpsReleases) => view.remotes.find((r) => r.remote === 'mf-games')!;

describe('releases through the console', () => {
  it('shows each remote of a merchant and the published versions with size, integrity and publish time', async () => {
    const answer = await get('ana', `${OPS_API.releases}?merchant=demo`);
    expect(answer.statusCode).toBe(200);
    const view = answer.json() as OpsReleases;
    expect(view.merchant).toBe('demo');
    expect(games(view)).toEqual({ remote: 'mf-games', version: '1.0.0', pinned: false, canary: null, changedAt: null });
    expect(view.available).toEqual([
      {
        remote: 'mf-games',
        version: '1.1.0',
        bytes: expect.any(Number),
        integrity: expect.stringMatching(/^sha384-/),
        publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      },
    ]);
    expect(view.available[0]!.bytes).toBeGreaterThan(0);
    const at = Date.parse(view.available[0]!.publishedAt!);
    expect(at).toBeGreaterThanOrEqual(published.from);
    expect(at).toBeLessThanOrEqual(published.to);
  });

  it('offers a version published from elsewhere on the next view, and none whose upload has not finished', async () => {
    // A team's CI midway through mf-auth 1.2.0: files in, no integrity record yet.
    await kit.releases!.s3.bucket.put(`${versionPrefix('mf-auth', '1.2.0')}remoteEntry.js`, '/* half */', {
      contentType: 'text/javascript',
      cacheControl: IMMUTABLE,
    });
    const midway = (await get('ana', `${OPS_API.releases}?merchant=demo`)).json() as OpsReleases;
    expect(midway.available.map((v) => `${v.remote}@${v.version}`)).toEqual(['mf-games@1.1.0']);

    const from = Math.floor(Date.now() / 1000) * 1000;
    await kit.releases!.publish('mf-auth', '1.2.0');
    const after = (await get('ana', `${OPS_API.releases}?merchant=demo`)).json() as OpsReleases;
    expect(after.available.map((v) => `${v.remote}@${v.version}`)).toEqual(['mf-auth@1.2.0', 'mf-games@1.1.0']);
    const auth = Date.parse(after.available[0]!.publishedAt!);
    expect(auth).toBeGreaterThanOrEqual(from);
    expect(auth).toBeLessThanOrEqual(Date.now());
  });

  it("lists each remote's version folders, never every file in the bucket, and reads a version's record once", async () => {
    const real = kit.releases!.s3.bucket;
    const calls: string[] = [];
    // The real bucket on the local S3 server, each call noted on its way through.
    const noted = (what: string, key: string) => calls.push(`${what} ${key}`);
    const watched: ReleaseBucket = {
      ...real,
      list: (prefix) => {
        noted('list', prefix);
        return real.list(prefix);
      },
      folders: (prefix) => {
        noted('folders', prefix);
        return real.folders(prefix);
      },
      getText: (key) => {
        noted('get', key);
        return real.getText(key);
      },
    };
    const backend = opsReleaseBackend(kit.releases!.service, watched, kit.ops.configDir);
    const first = await backend.view('demo');
    expect(first.available.map((v) => `${v.remote}@${v.version}`)).toEqual(['mf-auth@1.2.0', 'mf-games@1.1.0']);
    expect(calls.filter((call) => call === 'list ' || call.startsWith('list remotes'))).toEqual([]);
    expect(calls.filter((call) => call.startsWith('folders')).sort()).toEqual(
      ['mf-auth', 'mf-games', 'mf-member', 'mf-promotions', 'mf-pwa'].map((remote) => `folders remotes/${remote}/`),
    );
    expect(calls.filter((call) => call.endsWith('release-manifest.json')).sort()).toEqual([
      `get ${manifestKey('mf-auth', '1.2.0')}`,
      `get ${manifestKey('mf-games', '1.1.0')}`,
    ]);
    calls.length = 0;
    const second = await backend.view('demo');
    expect(second.available).toEqual(first.available);
    expect(calls.filter((call) => call.endsWith('release-manifest.json'))).toEqual([]);
  });

  it('canaries, promotes and rolls back for demo, each audited with the operator and the reason', async () => {
    const canary = await act('ana', {
      action: 'canary',
      merchant: 'demo',
      remote: 'mf-games',
      version: '1.1.0',
      share: 50,
      reason: 'new lobby, half the players',
    });
    expect(canary.statusCode).toBe(200);
    expect(games(canary.json())).toMatchObject({
      version: '1.0.0',
      canary: { version: '1.1.0', share: 50 },
      changedAt: expect.any(String),
    });
    const promote = await act('ana', {
      action: 'promote',
      merchant: 'demo',
      remote: 'mf-games',
      version: '1.1.0',
      reason: 'canary looks good',
    });
    expect(promote.statusCode).toBe(200);
    expect(games(promote.json())).toMatchObject({ version: '1.1.0', canary: null });
    const rollback = await act('ana', { action: 'rollback', merchant: 'demo', remote: 'mf-games', reason: 'LCP regressed' });
    expect(rollback.statusCode).toBe(200);
    expect(games(rollback.json()).version).toBe('1.0.0');

    const audit = (await get('ana', `${OPS_API.audit}?merchant=demo`)).json() as OpsAuditEntry[];
    expect(audit.map((e) => [e.actor, e.action, e.registry, e.remote, e.from, e.to, e.reason])).toEqual([
      ['ana', 'rollback', 'demo', 'mf-games', '1.1.0', '1.0.0', 'LCP regressed'],
      ['ana', 'promote', 'demo', 'mf-games', '1.0.0', '1.1.0', 'canary looks good'],
      ['ana', 'canary', 'demo', 'mf-games', '1.0.0', '1.1.0 at 50 %', 'new lobby, half the players'],
    ]);
    const byRemote = (await get('ana', `${OPS_API.audit}?remote=mf-pwa`)).json() as OpsAuditEntry[];
    expect(byRemote).toEqual([]);
    const byActor = (await get('ana', `${OPS_API.audit}?actor=ana&limit=1`)).json() as OpsAuditEntry[];
    expect(byActor.map((e) => e.action)).toEqual(['rollback']);
  });

  it('pins and unpins, audited', async () => {
    const pin = await act('ana', {
      action: 'pin',
      merchant: 'demo',
      remote: 'mf-games',
      version: '1.1.0',
      reason: 'demo keeps the new lobby',
    });
    expect(games(pin.json())).toMatchObject({ version: '1.1.0', pinned: true });
    const unpin = await act('ana', { action: 'unpin', merchant: 'demo', remote: 'mf-games', reason: 'follow the default again' });
    expect(games(unpin.json())).toMatchObject({ version: '1.0.0', pinned: false });
    const audit = (await get('ana', `${OPS_API.audit}?merchant=demo&limit=2`)).json() as OpsAuditEntry[];
    expect(audit.map((e) => [e.actor, e.action, e.reason])).toEqual([
      ['ana', 'unpin', 'follow the default again'],
      ['ana', 'pin', 'demo keeps the new lobby'],
    ]);
  });

  it('needs a reason, and answers a refused change with 409 and the service message', async () => {
    const noReason = await act('ana', { action: 'rollback', merchant: 'demo', remote: 'mf-games', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ error: 'invalid', message: expect.stringContaining('reason') });
    const missing = await act('ana', { action: 'promote', merchant: 'demo', remote: 'mf-games', version: '9.9.9', reason: 'x' });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toEqual({ error: 'conflict', message: expect.stringContaining('mf-games 9.9.9 is not published') });
    const unknownMerchant = await act('ana', { action: 'rollback', merchant: 'nowhere', remote: 'mf-games', reason: 'x' });
    expect(unknownMerchant.statusCode).toBe(400);
  });
});

describe('roles, decided on the server', () => {
  it('answers 401 on every path without a session, known or not', async () => {
    for (const url of [
      OPS_API.session,
      OPS_API.merchants,
      `${OPS_API.releases}?merchant=demo`,
      OPS_API.audit,
      `${OPS_API.rum}?merchant=demo`,
      `${OPS_API.health}?merchant=demo`,
      '/ops/api/elsewhere',
    ]) {
      const answer = await get(null, url);
      expect([url, answer.statusCode, answer.json().error]).toEqual([url, 401, 'unauthenticated']);
    }
    const post = await kit.request('POST', OPS_API.releases, {
      body: { action: 'rollback', merchant: 'demo', remote: 'mf-games', reason: 'x' },
    });
    expect(post.statusCode).toBe(401);
  });

  it("lets lotus's merchant admin see and steer lotus only: demo is refused 403 and left unchanged", async () => {
    const merchants = (await get('lotus-boss', OPS_API.merchants)).json() as { code: string; hosts: string[] }[];
    expect(merchants.map((m) => m.code)).toEqual(['lotus']);
    expect(merchants[0]!.hosts).toContain('lotus.localhost');
    for (const url of [
      `${OPS_API.releases}?merchant=demo`,
      `${OPS_API.audit}?merchant=demo`,
      `${OPS_API.rum}?merchant=demo`,
      `${OPS_API.health}?merchant=demo`,
    ])
      expect([url, (await get('lotus-boss', url)).statusCode]).toEqual([url, 403]);
    const before = (await get('ana', `${OPS_API.audit}?merchant=demo`)).json() as OpsAuditEntry[];
    for (const body of [
      { action: 'canary', merchant: 'demo', remote: 'mf-games', version: '1.1.0', share: 10, reason: 'mine now' },
      { action: 'promote', merchant: 'demo', remote: 'mf-games', version: '1.1.0', reason: 'mine now' },
      { action: 'rollback', merchant: 'demo', remote: 'mf-games', reason: 'mine now' },
      { action: 'promote', merchant: '*', remote: 'mf-games', version: '1.1.0', reason: 'everyone' },
    ]) {
      const answer = await act('lotus-boss', body);
      expect([body.action, body.merchant, answer.statusCode, answer.json().error]).toEqual([body.action, body.merchant, 403, 'forbidden']);
    }
    expect((await get('ana', `${OPS_API.audit}?merchant=demo`)).json()).toEqual(before);

    const own = await act('lotus-boss', {
      action: 'canary',
      merchant: 'lotus',
      remote: 'mf-games',
      version: '1.1.0',
      share: 10,
      reason: 'lotus tries it',
    });
    expect(own.statusCode).toBe(200);
    const audit = (await get('lotus-boss', OPS_API.audit)).json() as OpsAuditEntry[];
    expect(audit.map((e) => [e.registry, e.actor, e.reason])).toEqual([['lotus', 'lotus-boss', 'lotus tries it']]);
  });

  it('lets a viewer read every merchant and change none', async () => {
    expect((await get('vic', `${OPS_API.releases}?merchant=demo`)).statusCode).toBe(200);
    const refused = await act('vic', { action: 'rollback', merchant: 'lotus', remote: 'mf-games', reason: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/viewer/);
  });

  it('lets a release manager promote for every merchant at once', async () => {
    const all = await act('ana', { action: 'promote', merchant: '*', remote: 'mf-games', version: '1.1.0', reason: 'ship to all' });
    expect(all.statusCode).toBe(200);
    expect(all.json().merchant).toBe('default');
    const audit = (await get('ana', `${OPS_API.audit}?actor=ana&limit=50`)).json() as OpsAuditEntry[];
    expect(audit.filter((e) => e.reason === 'ship to all').map((e) => e.registry)).toEqual(expect.arrayContaining(['default', 'demo']));
  });

  it('refuses a change sent from another site', async () => {
    const answer = await kit.request('POST', OPS_API.releases, {
      cookie: cookies.ana!,
      body: { action: 'rollback', merchant: 'demo', remote: 'mf-games', reason: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('without a release bucket', () => {
  it('answers 503 unavailable with what to configure', async () => {
    const bare = await opsKit();
    try {
      const rm = await bare.addOperator('rm', 'release-manager', '*');
      const cookie = await bare.signIn(rm);
      for (const url of [`${OPS_API.releases}?merchant=demo`, OPS_API.audit]) {
        const answer = await bare.request('GET', url, { cookie });
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({ error: 'unavailable', message: expect.stringContaining('RELEASES_BUCKET') });
      }
    } finally {
      await bare.close();
    }
  }, 60_000);
});
