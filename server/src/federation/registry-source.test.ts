import fs from 'node:fs';
import path from 'node:path';
import { releaseKit, type Kit } from '../releases/release-test-kit';
import { MAX_REGISTRY_BYTES, bucketRegistries, diskRegistries, servedRegistryText } from './registry-source';
import { registryTextFor } from './registry-routes';

const who = { actor: 'ci-games', reason: 'test' };

describe('registries read from the release bucket', () => {
  let kit: Kit;
  let configDir: string;
  const warnings: string[] = [];
  beforeAll(async () => {
    kit = await releaseKit();
    configDir = path.join(kit.root, 'config');
    fs.mkdirSync(path.join(configDir, 'registry'), { recursive: true });
    const disk = (merchant: string, games: string) => ({
      schemaVersion: 1,
      merchant,
      allowedOrigins: ['self'],
      remotes: [{ name: 'mf-games', version: games, manifest: `/m/remotes/mf-games/${games}/mf-manifest.json` }],
    });
    fs.writeFileSync(path.join(configDir, 'registry/default.json'), JSON.stringify(disk('default', '1.0.0')));
    fs.writeFileSync(path.join(configDir, 'registry/lotus.json'), JSON.stringify(disk('lotus', '0.9.0')));
    await kit.publish('mf-games', '1.1.0');
    await kit.publish('mf-games', '1.2.0');
  });
  afterAll(() => kit.close());

  const source = (cacheMs: number, now?: () => number) =>
    bucketRegistries({ publicUrl: kit.s3.settings.publicUrl, configDir, cacheMs, warn: (m) => warnings.push(m), ...(now ? { now } : {}) });
  const gamesOf = async (text: Promise<string | null>) =>
    (JSON.parse((await text)!) as { remotes: { name: string; version: string }[] }).remotes.find((r) => r.name === 'mf-games')?.version;

  it('serves the disk registries while the bucket has none (nothing changes until the first release)', async () => {
    const read = source(0).reader();
    expect(await gamesOf(registryTextFor(read, 'demo'))).toBe('1.0.0');
    expect(await gamesOf(registryTextFor(read, 'lotus'))).toBe('0.9.0');
  });

  it("serves a merchant's promotion from the bucket on the next request, without the release-only fields", async () => {
    const registries = source(0);
    await kit.service.promote('mf-games', '1.1.0', 'demo', who);
    const text = (await registryTextFor(registries.reader(), 'demo'))!;
    expect(await gamesOf(Promise.resolve(text))).toBe('1.1.0');
    const doc = JSON.parse(text) as Record<string, unknown>;
    expect(doc).not.toHaveProperty('previous');
    expect(doc).not.toHaveProperty('revision');
    expect(JSON.stringify(doc)).not.toContain('pinned');
    // lotus has no registry in the bucket yet: still its own file.
    expect(await gamesOf(registryTextFor(registries.reader(), 'lotus'))).toBe('0.9.0');
    // The page allows the bucket's origin.
    expect(registries.origins).toEqual([new URL(kit.s3.settings.publicUrl).origin]);
  });

  it('keeps a copy at most its cache time: a promotion shows once it has passed', async () => {
    let now = 0;
    const registries = source(15_000, () => now);
    expect(await gamesOf(registryTextFor(registries.reader(), 'demo'))).toBe('1.1.0');
    await kit.service.promote('mf-games', '1.2.0', 'demo', who);
    now = 14_000;
    expect(await gamesOf(registryTextFor(registries.reader(), 'demo'))).toBe('1.1.0');
    now = 15_000;
    expect(await gamesOf(registryTextFor(registries.reader(), 'demo'))).toBe('1.2.0');
  });

  it('serves the last copy when the bucket stops answering, and says so', async () => {
    let now = 0;
    let up = true;
    const registries = bucketRegistries({
      publicUrl: kit.s3.settings.publicUrl,
      configDir,
      cacheMs: 1000,
      warn: (m) => warnings.push(m),
      now: () => now,
      fetch: (input, init) => (up ? fetch(input, init) : Promise.reject(new Error('connect ECONNREFUSED'))),
    });
    expect(await gamesOf(registryTextFor(registries.reader(), 'demo'))).toBe('1.2.0');
    up = false;
    now = 5000;
    expect(await gamesOf(registryTextFor(registries.reader(), 'demo'))).toBe('1.2.0');
    expect(warnings.at(-1)).toContain('registry demo: the release bucket did not answer (connect ECONNREFUSED); serving its last copy');
  });

  it('refuses a registry far larger than any registry, keeping the last good copy', async () => {
    let now = 0;
    let huge = false;
    const registries = bucketRegistries({
      publicUrl: kit.s3.settings.publicUrl,
      configDir,
      cacheMs: 1000,
      warn: (m) => warnings.push(m),
      now: () => now,
      fetch: async (input, init) => (huge ? new Response('x'.repeat(MAX_REGISTRY_BYTES + 1)) : fetch(input, init)),
    });
    expect(await gamesOf(registryTextFor(registries.reader(), 'demo'))).toBe('1.2.0');
    huge = true;
    now = 5000;
    expect(await gamesOf(registryTextFor(registries.reader(), 'demo'))).toBe('1.2.0');
    expect(warnings.at(-1)).toContain('is larger than 524288 bytes');
  });

  it('without a bucket reads the config folder, as before', async () => {
    const read = diskRegistries(configDir).reader();
    expect(await gamesOf(registryTextFor(read, 'demo'))).toBe('1.0.0');
  });

  it('passes text that is not a registry object on as it is (the shell falls back to the default registry)', () => {
    expect(servedRegistryText('{ not json')).toBe('{ not json');
    expect(servedRegistryText('[1]')).toBe('[1]');
  });
});
