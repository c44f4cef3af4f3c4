import { memoryStorage } from '../platform/memory-storage';
import type { AssetLists } from './asset-hash';
import { STORED_HASH_KEY, UpdateChecker } from './update-checker';

const lists = (main: string): AssetLists => ({ assetManifest: { files: { 'main.js': main } }, systemAssets: [], systemResources: [] });

describe('the update check', () => {
  it('stores the fingerprint on the first visit without offering anything', async () => {
    const storage = memoryStorage();
    const checker = new UpdateChecker(async () => lists('a'), storage);
    const result = await checker.check();
    expect(result.kind).toBe('first');
    expect(storage.get(STORED_HASH_KEY)).toBe((result as { hash: string }).hash);
    expect((await checker.check()).kind).toBe('same');
  });

  it('reports a new deployment until the player takes it', async () => {
    const storage = memoryStorage();
    let deployed = 'a';
    const checker = new UpdateChecker(async () => lists(deployed), storage);
    await checker.check();
    deployed = 'b';
    const changed = await checker.check();
    expect(changed.kind).toBe('changed');
    expect((await checker.check()).kind).toBe('changed');
    checker.accept((changed as { hash: string }).hash);
    expect((await checker.check()).kind).toBe('same');
  });

  it('never reports an update when a list cannot be read', async () => {
    const storage = memoryStorage();
    let fail = false;
    const checker = new UpdateChecker(async () => {
      if (fail) throw new Error('502');
      return lists('a');
    }, storage);
    await checker.check();
    fail = true;
    expect((await checker.check()).kind).toBe('failed');
  });

  it('runs one check at a time', async () => {
    let calls = 0;
    const checker = new UpdateChecker(async () => {
      calls += 1;
      return lists('a');
    }, memoryStorage());
    await Promise.all([checker.check(), checker.check()]);
    expect(calls).toBe(1);
  });
});
