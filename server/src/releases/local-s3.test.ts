import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalS3, type LocalS3 } from './local-s3';
import { PreconditionFailed } from './release-bucket';

let s3: LocalS3;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-s3-'));
beforeAll(async () => {
  s3 = await startLocalS3({ directory: dir, bucket: 'cas-check' });
}, 60_000);
afterAll(async () => {
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const json = { contentType: 'application/json', cacheControl: 'no-store' };

// What the registry service relies on, as S3 does it (patches/s3rver@3.7.1.patch): if s3rver is
// upgraded or the patch lost, these fail before any registry change can be lost.
describe('the local S3 server’s conditional writes', () => {
  it('creates only what does not exist (If-None-Match: *)', async () => {
    await s3.bucket.put('registries/x.json', '{"v":1}', { ...json, ifAbsent: true });
    await expect(s3.bucket.put('registries/x.json', '{"v":2}', { ...json, ifAbsent: true })).rejects.toThrow(PreconditionFailed);
    expect((await s3.bucket.getText('registries/x.json'))!.text).toBe('{"v":1}');
  });

  it('overwrites only the version that was read (If-Match on the ETag)', async () => {
    const read = (await s3.bucket.getText('registries/x.json'))!;
    const etag = await s3.bucket.put('registries/x.json', '{"v":3}', { ...json, ifMatch: read.etag });
    await expect(s3.bucket.put('registries/x.json', '{"v":4}', { ...json, ifMatch: read.etag })).rejects.toThrow(PreconditionFailed);
    expect(await s3.bucket.getText('registries/x.json')).toEqual({ text: '{"v":3}', etag, modified: expect.any(Date) });
  });

  it('lets exactly one of many writers that read the same version win', async () => {
    const read = (await s3.bucket.getText('registries/x.json'))!;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => s3.bucket.put('registries/x.json', `{"w":${i}}`, { ...json, ifMatch: read.etag })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('what the console reads of the bucket', () => {
  it('dates each object it reads with the time it was written', async () => {
    const before = Date.now();
    await s3.bucket.put('dated/a.json', '{}', json);
    const read = (await s3.bucket.getText('dated/a.json'))!;
    // S3 dates an object to the second.
    expect(read.modified!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(read.modified!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('lists the folders one level under a prefix, not the files in them', async () => {
    for (const key of ['remotes/mf-x/1.0.0/a.js', 'remotes/mf-x/1.0.0/deep/b.js', 'remotes/mf-x/1.2.0/a.js', 'remotes/mf-y/1.0.0/a.js'])
      await s3.bucket.put(key, '1', json);
    expect(await s3.bucket.folders('remotes/mf-x/')).toEqual(['remotes/mf-x/1.0.0/', 'remotes/mf-x/1.2.0/']);
    // (s3rver names a folder only when an object lies directly in it, as a version's files do;
    // S3 names every folder, so `remotes/` is not asked here.)
    expect(await s3.bucket.folders('remotes/mf-z/')).toEqual([]);
  });
});
