import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { diskRegistry } from './config-registries';
import { seedRegistry } from './release-test-kit';

describe("the config folder's registries as the bucket's seeds", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-registries-'));
    fs.mkdirSync(path.join(dir, 'registry'));
    fs.writeFileSync(path.join(dir, 'registry/lotus.json'), JSON.stringify({ ...seedRegistry(), merchant: 'lotus' }));
    fs.writeFileSync(path.join(dir, 'registry/broken.json'), '{"schemaVersion": 1, "remotes": "nope"');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("reads a merchant's own registry", () => {
    expect(diskRegistry(dir, 'lotus')?.remotes.map((entry) => entry.name)).toContain('mf-games');
  });

  it('has none for a merchant without a file, or with a file that is not a registry (its players get the default)', () => {
    expect(diskRegistry(dir, 'demo')).toBeNull();
    expect(diskRegistry(dir, 'broken')).toBeNull();
  });
});
