import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KEY_FILE, RsaKeyRing } from './rsa-key-ring';

/**
 * Two server instances on one data folder behind one nginx upstream: a page fetches the public
 * key from one and sends its encrypted sign-in to the other, which must hold the private key.
 */
describe('the key pair of several instances on one data folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wps-keys-shared-'));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is one pair: a key handed out by one instance decrypts at the other', () => {
    const first = new RsaKeyRing(dir);
    const second = new RsaKeyRing(dir);
    expect(second.current()).toEqual(first.current());
    expect(second.privateKey(first.current().keyId)).not.toBeNull();
  });

  it('is one pair even when both instances start on an empty folder at the same moment', () => {
    const first = new RsaKeyRing(dir);
    // The second instance looked before the first had written its file.
    const read = fs.readFileSync;
    let hidden = false;
    jest.spyOn(fs, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, options?: unknown) => {
      if (!hidden && String(file).endsWith(KEY_FILE)) {
        hidden = true;
        throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      }
      return read(file, options as BufferEncoding);
    }) as typeof fs.readFileSync);
    const second = new RsaKeyRing(dir);
    expect(hidden).toBe(true);
    expect(second.current().keyId).toBe(first.current().keyId);
    expect(fs.readdirSync(dir)).toEqual([KEY_FILE]);
  });

  it('accepts at one instance a key the other rotated to', () => {
    const first = new RsaKeyRing(dir);
    const second = new RsaKeyRing(dir);
    first.rotate();
    const rotated = first.current().keyId;
    expect(rotated).not.toBe(second.current().keyId);
    expect(second.privateKey(rotated)).not.toBeNull();
  });

  it('rotates once: an instance due to rotate takes the pair the other one rotated to', () => {
    const start = 1_000_000;
    const policy = { rotateAfterMs: 1000, graceMs: 500 };
    const first = new RsaKeyRing(dir, start, policy);
    const second = new RsaKeyRing(dir, start, policy);
    const original = first.current(start).keyId;
    const rotated = first.current(start + 1500).keyId;
    expect(rotated).not.toBe(original);
    expect(second.current(start + 1600).keyId).toBe(rotated);
    // The file still holds the original as the previous pair, so pages that fetched it still succeed.
    expect(new RsaKeyRing(dir, start + 1600, policy).privateKey(original, start + 1600)).not.toBeNull();
  });
});
