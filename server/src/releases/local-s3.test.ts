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
    expect(await s3.bucket.getText('registries/x.json')).toEqual({ text: '{"v":3}', etag });
  });

  it('lets exactly one of many writers that read the same version win', async () => {
    const read = (await s3.bucket.getText('registries/x.json'))!;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => s3.bucket.put('registries/x.json', `{"w":${i}}`, { ...json, ifMatch: read.etag })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
