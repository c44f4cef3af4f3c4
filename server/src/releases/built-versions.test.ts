import fs from 'node:fs';
import path from 'node:path';
import { builtVersion, releaseKit, type Kit } from './release-test-kit';
import { builtVersions, uploadBuiltVersions } from './built-versions';
import { manifestKey } from './bucket-layout';

describe('the versions built on this machine, uploaded into the local bucket', () => {
  let kit: Kit;
  let bundles: string;
  beforeAll(async () => {
    kit = await releaseKit();
    bundles = path.join(kit.root, 'bundles');
    builtVersion(bundles, 'mf-games', '1.0.0');
    builtVersion(bundles, 'mf-pwa', '1.1.0');
    // Not a version a registry could name: a half-built folder and a stray one.
    fs.mkdirSync(path.join(bundles, 'mf-games/dist/1.2.0'), { recursive: true });
    fs.writeFileSync(path.join(bundles, 'mf-games/dist/1.2.0/mf-manifest.json'), '{}');
    fs.mkdirSync(path.join(bundles, 'mf-games/dist/latest'), { recursive: true });
  });
  afterAll(() => kit.close());

  it('finds the complete versions only', () => {
    expect(builtVersions(bundles).map((v) => `${v.remote}@${v.version}`)).toEqual(['mf-games@1.0.0', 'mf-pwa@1.1.0']);
  });

  it('uploads them without promoting, and leaves them alone the next time', async () => {
    expect(await uploadBuiltVersions(kit.s3.bucket, bundles)).toEqual(['mf-games@1.0.0: uploaded', 'mf-pwa@1.1.0: uploaded']);
    expect(await kit.s3.bucket.exists(manifestKey('mf-pwa', '1.1.0'))).toBe(true);
    expect(await kit.s3.bucket.list('registries/')).toEqual([]);
    expect(await uploadBuiltVersions(kit.s3.bucket, bundles)).toEqual([
      'mf-games@1.0.0: already in the bucket',
      'mf-pwa@1.1.0: already in the bucket',
    ]);
  });

  it('reports a version rebuilt under a published number instead of overwriting it', async () => {
    fs.writeFileSync(path.join(bundles, 'mf-pwa/dist/1.1.0/remoteEntry.js'), '/* rebuilt */');
    const lines = await uploadBuiltVersions(kit.s3.bucket, bundles);
    expect(lines[1]).toMatch(/^mf-pwa@1\.1\.0: not uploaded \(.+\)$/);
  });
});
