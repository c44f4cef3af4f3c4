import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRegistryDocument } from '@m/shared/contract';
import { entryReader, integrityOf, localEntryPath, serverEntries } from './server-entries';

const SITE = 'https://demo.example';

function registry(remotes: unknown[], allowedOrigins = ['self', 'https://cdn.example']) {
  return parseRegistryDocument({ schemaVersion: 1, merchant: 'demo', allowedOrigins, remotes });
}

describe('which remote code the render tier may run', () => {
  it('takes this site’s own server entry beside the manifest, by path', () => {
    const { entries, refused } = serverEntries(
      registry([{ name: 'mf-games', version: '1.1.0', manifest: '/m/remotes/mf-games/1.1.0/mf-manifest.json' }]),
      SITE,
    );
    expect(refused).toEqual([]);
    expect(entries).toEqual([
      { remote: 'mf-games', version: '1.1.0', url: '/m/remotes/mf-games/1.1.0/server/remoteEntry.js', integrity: null },
    ]);
  });

  it('refuses an entry on another origin without an integrity hash, or on an origin the registry does not allow', () => {
    const { entries, refused } = serverEntries(
      registry([
        { name: 'mf-games', version: '1.0.0', manifest: 'https://cdn.example/mf-games/1.0.0/mf-manifest.json' },
        {
          name: 'mf-auth',
          version: '1.0.0',
          manifest: '/m/remotes/mf-auth/1.0.0/mf-manifest.json',
          server: { entry: 'https://evil.example/remoteEntry.js', integrity: 'sha384-AAAA' },
        },
        {
          name: 'mf-pwa',
          version: '2.0.0',
          manifest: 'https://cdn.example/mf-pwa/2.0.0/mf-manifest.json',
          server: { integrity: 'sha384-AAAA' },
        },
      ]),
      SITE,
    );
    expect(refused.map((r) => r.remote)).toEqual(['mf-games', 'mf-auth']);
    expect(refused[0]!.reason).toMatch(/integrity/);
    expect(refused[1]!.reason).toMatch(/not an allowed origin/);
    expect(entries).toEqual([
      { remote: 'mf-pwa', version: '2.0.0', url: 'https://cdn.example/mf-pwa/2.0.0/server/remoteEntry.js', integrity: 'sha384-AAAA' },
    ]);
  });

  it('maps only files of the named remote inside its dist folder', () => {
    const root = '/srv/m';
    const entry = (url: string) => ({ remote: 'mf-games' as const, version: '1.0.0', url, integrity: null });
    expect(localEntryPath(root, entry('/m/remotes/mf-games/1.0.0/server/remoteEntry.js'))).toBe(
      '/srv/m/mf-games/dist/1.0.0/server/remoteEntry.js',
    );
    expect(localEntryPath(root, entry('/m/remotes/mf-auth/1.0.0/server/remoteEntry.js'))).toBeNull();
    expect(localEntryPath(root, entry('/m/remotes/mf-games/1.0.0/../../../etc/x.js'))).toBeNull();
  });
});

describe('reading an entry', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'entries-'));
  const file = path.join(root, 'mf-games/dist/1.0.0/server/remoteEntry.js');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'module.exports = {};');
  const url = '/m/remotes/mf-games/1.0.0/server/remoteEntry.js';

  it('runs the bytes the registry pinned, and refuses any other bytes', async () => {
    const read = entryReader(root);
    const pinned = integrityOf(fs.readFileSync(file));
    await expect(read({ remote: 'mf-games', version: '1.0.0', url, integrity: pinned })).resolves.toEqual({
      url,
      code: 'module.exports = {};',
    });
    fs.writeFileSync(file, 'module.exports = { evil: true };');
    await expect(read({ remote: 'mf-games', version: '1.0.0', url, integrity: pinned })).rejects.toThrow(/integrity/);
  });

  it('refuses a path that is not a remote file of the site', async () => {
    await expect(entryReader(root)({ remote: 'mf-games', version: '1.0.0', url: '/etc/passwd.js', integrity: null })).rejects.toThrow(
      /not a remote file/,
    );
  });
});
