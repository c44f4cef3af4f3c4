import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileBytes, folderBytes } from './folder-size';

describe('bytes a server left on disk', () => {
  it('adds up the files of a folder and of its sub-folders', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-size-'));
    try {
      fs.writeFileSync(path.join(root, 'wps.sqlite'), Buffer.alloc(4096));
      fs.mkdirSync(path.join(root, 'keys'));
      fs.writeFileSync(path.join(root, 'keys/rsa-keys.json'), 'x'.repeat(100));
      expect(folderBytes(root)).toBe(4196);
      expect(fileBytes(path.join(root, 'keys/rsa-keys.json'))).toBe(100);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('counts what is not there as nothing, instead of failing the run', () => {
    expect(folderBytes(path.join(os.tmpdir(), 'no-such-folder-for-soak'))).toBe(0);
    expect(fileBytes(path.join(os.tmpdir(), 'no-such-file-for-soak.log'))).toBe(0);
  });
});
