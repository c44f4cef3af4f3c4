import { readRegistry } from '../server/src/releases/registry-store';
import { builtVersion, releaseKit, serveKit, type Kit } from '../server/src/releases/release-test-kit';
import { parseArgs, publishToBucket } from './publish-remote';

let kit: Kit;
let served: Awaited<ReturnType<typeof serveKit>>;
const TOKEN = 't'.repeat(40);
const saved = { url: process.env.RELEASE_SERVICE_URL, token: process.env.RELEASE_TOKEN };

beforeAll(async () => {
  kit = await releaseKit();
  served = await serveKit(kit, 'games-team-ci', TOKEN);
  process.env.RELEASE_SERVICE_URL = served.url;
  process.env.RELEASE_TOKEN = TOKEN;
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
}, 180_000);
afterAll(async () => {
  process.env.RELEASE_SERVICE_URL = saved.url;
  process.env.RELEASE_TOKEN = saved.token;
  if (saved.url === undefined) delete process.env.RELEASE_SERVICE_URL;
  if (saved.token === undefined) delete process.env.RELEASE_TOKEN;
  await served.close();
  await kit.close();
});

describe('pnpm publish-remote with a release bucket', () => {
  it('uploads the built version and promotes it for the merchant named, through the registry service', async () => {
    builtVersion(kit.root, 'mf-games', '1.1.0');
    await publishToBucket(parseArgs(['mf-games', '1.1.0', '--no-build', '--registry', 'demo']), kit.s3.settings, kit.root);
    expect(await kit.s3.bucket.exists('remotes/mf-games/1.1.0/server/remoteEntry.js')).toBe(true);
    const demo = (await readRegistry(kit.s3.bucket, 'demo'))!.doc;
    expect(demo.remotes.find((r) => r.name === 'mf-games')).toMatchObject({
      version: '1.1.0',
      manifest: 'https://cdn.example.com/remotes/mf-games/1.1.0/mf-manifest.json',
    });
    expect((await kit.service.history('demo', 5))[0]).toMatchObject({
      actor: 'games-team-ci',
      reason: 'pnpm publish-remote mf-games 1.1.0',
    });
  });

  it('with --no-promote uploads only; the registries stay as they were', async () => {
    builtVersion(kit.root, 'mf-member', '1.1.0');
    await publishToBucket(parseArgs(['mf-member', '1.1.0', '--no-build', '--no-promote']), kit.s3.settings, kit.root);
    expect(await kit.s3.bucket.exists('remotes/mf-member/1.1.0/release-manifest.json')).toBe(true);
    expect(await readRegistry(kit.s3.bucket, 'default')).toBeNull();
  });
});
