import { parseArgs, withVersion } from './publish-remote';

describe('publishing a remote version', () => {
  const doc = {
    remotes: [
      { name: 'mf-games', version: '1.0.0', manifest: '/m/remotes/mf-games/1.0.0/mf-manifest.json' },
      { name: 'mf-auth', version: '1.0.0', manifest: 'https://cdn.example.com/m/remotes/mf-auth/1.0.0/mf-manifest.json' },
    ],
  };

  it('points only that remote at the new version folder', () => {
    const updated = withVersion(doc, 'mf-games', '1.1.0');
    expect(updated.remotes[0]).toEqual({ name: 'mf-games', version: '1.1.0', manifest: '/m/remotes/mf-games/1.1.0/mf-manifest.json' });
    expect(updated.remotes[1]).toEqual(doc.remotes[1]);
  });

  it('pins the server entry of the new version by its hash, and drops the old version’s', () => {
    const pinned = {
      remotes: [{ ...doc.remotes[0]!, server: { entry: '/m/remotes/mf-games/1.0.0/server/remoteEntry.js', integrity: 'sha384-old' } }],
    };
    expect(withVersion(pinned, 'mf-games', '1.1.0', 'sha384-new').remotes[0]).toEqual({
      name: 'mf-games',
      version: '1.1.0',
      manifest: '/m/remotes/mf-games/1.1.0/mf-manifest.json',
      server: { integrity: 'sha384-new' },
    });
  });

  it('keeps the origin of a remote served from elsewhere', () => {
    expect(withVersion(doc, 'mf-auth', '2.0.0').remotes[1]!.manifest).toBe(
      'https://cdn.example.com/m/remotes/mf-auth/2.0.0/mf-manifest.json',
    );
  });

  it("points a remote a release bucket serves at this site's own build (issue 38)", () => {
    const fromBucket = {
      remotes: [{ name: 'mf-pwa', version: '1.0.0', manifest: 'https://cdn.example.com/m-releases/remotes/mf-pwa/1.0.0/mf-manifest.json' }],
    };
    expect(withVersion(fromBucket, 'mf-pwa', '1.1.0').remotes[0]!.manifest).toBe('/m/remotes/mf-pwa/1.1.0/mf-manifest.json');
  });

  it('refuses unknown remotes, bad versions and bad registry names', () => {
    expect(() => parseArgs(['mf-evil', '1.0.0'])).toThrow('first argument');
    expect(() => parseArgs(['mf-games', 'latest'])).toThrow('semantic version');
    expect(() => parseArgs(['mf-games', '1.0.0', '--registry', '../../etc/passwd'])).toThrow('--registry');
    expect(() => withVersion(doc, 'mf-pwa', '1.0.0')).toThrow('not in this registry');
  });
});
