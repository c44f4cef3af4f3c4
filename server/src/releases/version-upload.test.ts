import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { manifestKey, versionPrefix } from './bucket-layout';
import { s3Client } from './release-bucket';
import { builtVersion, releaseKit, type Kit } from './release-test-kit';
import { parseVersionManifest, sha384 } from './version-manifest';
import { uploadVersion } from './version-upload';

let kit: Kit;
beforeAll(async () => {
  kit = await releaseKit();
}, 180_000);
afterAll(() => kit.close());

const head = async (key: string) => {
  const raw = s3Client(kit.s3.settings);
  try {
    return await raw.send(new HeadObjectCommand({ Bucket: kit.s3.settings.bucket, Key: key }));
  } finally {
    raw.destroy();
  }
};

describe('uploading a built version to the bucket', () => {
  it('puts every file under the version with the headers a CDN needs, and records each sha384', async () => {
    const folder = builtVersion(kit.root, 'mf-games', '1.5.0');
    const { manifest, uploaded } = await uploadVersion(kit.s3.bucket, 'mf-games', '1.5.0', folder);
    expect(uploaded).toBe(true);
    expect(manifest.files.map((f) => f.path)).toEqual(['770.fc2f63ed.js', 'mf-manifest.json', 'remoteEntry.js', 'server/remoteEntry.js']);
    const entry = await head(`${versionPrefix('mf-games', '1.5.0')}remoteEntry.js`);
    expect(entry.ContentType).toBe('text/javascript; charset=utf-8');
    expect(entry.CacheControl).toBe('public, max-age=31536000, immutable');
    expect((await head(`${versionPrefix('mf-games', '1.5.0')}mf-manifest.json`)).ContentType).toBe('application/json; charset=utf-8');
    const stored = parseVersionManifest((await kit.s3.bucket.getText(manifestKey('mf-games', '1.5.0')))!.text, 'mf-games', '1.5.0');
    const server = stored.files.find((f) => f.path === 'server/remoteEntry.js')!;
    expect(server.integrity).toBe(sha384(fs.readFileSync(path.join(folder, 'server/remoteEntry.js'))));
  });

  it('is a no-op for the same files again, and refuses other files under a published version', async () => {
    const folder = builtVersion(kit.root, 'mf-games', '1.6.0');
    await uploadVersion(kit.s3.bucket, 'mf-games', '1.6.0', folder);
    expect((await uploadVersion(kit.s3.bucket, 'mf-games', '1.6.0', folder)).uploaded).toBe(false);
    fs.writeFileSync(path.join(folder, 'remoteEntry.js'), '/* rebuilt */');
    await expect(uploadVersion(kit.s3.bucket, 'mf-games', '1.6.0', folder)).rejects.toThrow(
      'mf-games 1.6.0 is already published with other files: a version is never rewritten, publish a new version',
    );
    expect((await kit.s3.bucket.getText(`${versionPrefix('mf-games', '1.6.0')}remoteEntry.js`))!.text).toBe('/* mf-games 1.6.0 browser */');
  });

  it('refuses a version without its server build, uploading nothing', async () => {
    const folder = builtVersion(kit.root, 'mf-pwa', '1.7.0');
    fs.rmSync(path.join(folder, 'server'), { recursive: true });
    await expect(uploadVersion(kit.s3.bucket, 'mf-pwa', '1.7.0', folder)).rejects.toThrow('has no server/remoteEntry.js');
    expect(await kit.s3.bucket.list(versionPrefix('mf-pwa', '1.7.0'))).toEqual([]);
  });
});
