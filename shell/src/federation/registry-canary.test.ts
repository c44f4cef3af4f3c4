import { registerRemotes } from '@module-federation/enhanced/runtime';
import { runsCanary, type RegistryDocument } from '@m/shared';
import { applyRegistry, remoteVersion } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
}));

const canary = {
  version: '1.1.0',
  manifest: 'https://cdn.example.com/m-releases/remotes/mf-games/1.1.0/mf-manifest.json',
  share: 50,
};
const doc: RegistryDocument = {
  schemaVersion: 1,
  merchant: 'demo',
  allowedOrigins: ['self', 'https://cdn.example.com'],
  loadTimeoutMs: 8000,
  remotes: [{ name: 'mf-games', version: '1.0.0', manifest: '/m/remotes/mf-games/1.0.0/mf-manifest.json', canary }],
};
const devices = Array.from({ length: 40 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('a registry with a canary, in the shell', () => {
  it("registers and reports the canary's version on the devices that run it, the stable one on the others", () => {
    const onCanary = devices.find((id) => runsCanary(doc.remotes[0]!, id))!;
    const onStable = devices.find((id) => !runsCanary(doc.remotes[0]!, id))!;

    applyRegistry(doc, onCanary);
    expect(remoteVersion('mf-games')).toBe('1.1.0');
    expect(jest.mocked(registerRemotes).mock.lastCall![0]).toEqual([
      expect.objectContaining({ alias: 'mf-games', entry: canary.manifest }),
    ]);

    applyRegistry(doc, onStable);
    expect(remoteVersion('mf-games')).toBe('1.0.0');
    expect(jest.mocked(registerRemotes).mock.lastCall![0]).toEqual([
      expect.objectContaining({ alias: 'mf-games', entry: 'http://localhost/m/remotes/mf-games/1.0.0/mf-manifest.json' }),
    ]);
  });
});
