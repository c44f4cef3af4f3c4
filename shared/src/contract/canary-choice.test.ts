import { canaryBucket, deviceIdInCookieHeader, entryForDevice, registryForDevice, runsCanary } from './canary-choice';
import type { RegistryDocument, RegistryRemote } from './registry-document';

const games: RegistryRemote = {
  name: 'mf-games',
  version: '1.0.0',
  manifest: '/m/remotes/mf-games/1.0.0/mf-manifest.json',
  server: { integrity: 'sha384-stable' },
  canary: {
    version: '1.1.0',
    manifest: 'https://cdn.example.com/remotes/mf-games/1.1.0/mf-manifest.json',
    share: 50,
    server: { integrity: 'sha384-canary' },
  },
};

/** Distinct device ids of the SPEC's shape (36 characters). */
const devices = Array.from({ length: 1000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('canary choice per device', () => {
  it('gives one device the same answer every time, and the number is fixed across engines', () => {
    expect(canaryBucket(devices[0]!, 'mf-games')).toBe(canaryBucket(devices[0]!, 'mf-games'));
    // Pinned: the browser and the server must agree, and a release must not move every device.
    expect(devices.slice(0, 5).map((id) => canaryBucket(id, 'mf-games'))).toEqual([4, 49, 10, 71, 24]);
  });

  it('puts about the share of devices on the canary', () => {
    for (const share of [10, 50, 90]) {
      const entry = { ...games, canary: { ...games.canary!, share } };
      const onCanary = devices.filter((id) => runsCanary(entry, id)).length;
      expect(Math.abs(onCanary - share * 10)).toBeLessThan(50);
    }
  });

  it('keeps a device on the canary when its share grows', () => {
    const at10 = devices.filter((id) => runsCanary({ ...games, canary: { ...games.canary!, share: 10 } }, id));
    const at50 = new Set(devices.filter((id) => runsCanary(games, id)));
    expect(at10.every((id) => at50.has(id))).toBe(true);
  });

  it('does not make the same devices the canary of every remote', () => {
    const forGames = devices.filter((id) => canaryBucket(id, 'mf-games') < 10);
    const forBoth = forGames.filter((id) => canaryBucket(id, 'mf-promotions') < 10);
    expect(forBoth.length).toBeLessThan(forGames.length / 2);
  });

  it('runs the canary version with its own manifest and server build, or the stable one without a canary field', () => {
    const onCanary = devices.find((id) => runsCanary(games, id))!;
    const onStable = devices.find((id) => !runsCanary(games, id))!;
    expect(entryForDevice(games, onCanary)).toEqual({
      name: 'mf-games',
      version: '1.1.0',
      manifest: games.canary!.manifest,
      server: { integrity: 'sha384-canary' },
    });
    expect(entryForDevice(games, onStable)).toEqual({
      name: 'mf-games',
      version: '1.0.0',
      manifest: games.manifest,
      server: { integrity: 'sha384-stable' },
    });
  });

  it('gives a device without an id (or with a malformed one) the stable version', () => {
    expect(entryForDevice(games, null).version).toBe('1.0.0');
    expect(devices.some((id) => runsCanary(games, `${id}x`))).toBe(false);
  });

  it('decides every remote of a registry', () => {
    const doc: RegistryDocument = { schemaVersion: 1, merchant: 'demo', allowedOrigins: ['self'], loadTimeoutMs: 8000, remotes: [games] };
    const chosen = registryForDevice(doc, devices[0]!);
    expect(chosen.remotes[0]).not.toHaveProperty('canary');
    expect(chosen.merchant).toBe('demo');
  });

  it('reads the device id from a Cookie header', () => {
    expect(deviceIdInCookieHeader(`lang=en; loginDeviceId=${devices[3]}; x=1`)).toBe(devices[3]);
    expect(deviceIdInCookieHeader('loginDeviceId=short')).toBeNull();
    expect(deviceIdInCookieHeader('loginDeviceId=%E0%A4%A')).toBeNull();
    expect(deviceIdInCookieHeader(undefined)).toBeNull();
  });
});
