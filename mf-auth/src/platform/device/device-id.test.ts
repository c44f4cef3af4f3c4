import { acceptDeviceId, DEVICE_ID_KEY, resolveDeviceId, type DeviceIdSources } from './device-id';
import { browserFingerprint, formatAsUuid, hash128 } from './fingerprint';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

function sources(overrides: Partial<DeviceIdSources> = {}): DeviceIdSources & { cookies: string[] } {
  const cookies: string[] = [];
  const doc = {
    get cookie() {
      return cookies.map((c) => c.split(';')[0]).join('; ');
    },
    set cookie(value: string) {
      cookies.push(value);
    },
  };
  return {
    storage: memoryStorage(),
    doc,
    fingerprint: () => 'f'.repeat(8) + '-ffff-ffff-ffff-' + 'f'.repeat(12),
    randomUuid: () => '00000000-0000-4000-8000-000000000000',
    cookies,
    ...overrides,
  };
}

describe('device id (SPEC 3, 4, 5)', () => {
  const stored = '12345678-1234-1234-1234-123456789012';

  it('keeps an id from storage that is exactly 36 characters', () => {
    const s = sources({ storage: memoryStorage({ [DEVICE_ID_KEY]: stored }) });
    expect(resolveDeviceId(s)).toBe(stored);
  });

  it('discards a stored id of any other length and falls back to the fingerprint', () => {
    const storage = memoryStorage({ [DEVICE_ID_KEY]: 'too-short' });
    const id = resolveDeviceId(sources({ storage }));
    expect(id).toBe('ffffffff-ffff-ffff-ffff-ffffffffffff');
    expect(storage.data.get(DEVICE_ID_KEY)).toBe(id);
    expect(acceptDeviceId(`${stored}x`)).toBeNull();
    expect(acceptDeviceId(stored.slice(1))).toBeNull();
  });

  it('reads the cookie when local storage lost the id', () => {
    const s = sources();
    s.doc!.cookie = `${DEVICE_ID_KEY}=${stored}`;
    expect(resolveDeviceId(s)).toBe(stored);
  });

  it('uses a random UUID when no fingerprint can be made', () => {
    expect(resolveDeviceId(sources({ fingerprint: () => null }))).toBe('00000000-0000-4000-8000-000000000000');
    expect(
      resolveDeviceId(
        sources({
          fingerprint: () => {
            throw new Error('blocked');
          },
        }),
      ),
    ).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('keeps the id in local storage and in a cookie for 365 days', () => {
    const s = sources();
    const id = resolveDeviceId(s);
    expect((s.storage as ReturnType<typeof memoryStorage>).data.get(DEVICE_ID_KEY)).toBe(id);
    expect(s.cookies.at(-1)).toContain(`${DEVICE_ID_KEY}=${id}`);
    expect(s.cookies.at(-1)).toContain(`Max-Age=${365 * 24 * 3600}`);
  });

  it('fingerprints this browser as a stable 36-character id', () => {
    const first = browserFingerprint();
    expect(first).toHaveLength(36);
    expect(browserFingerprint()).toBe(first);
    expect(formatAsUuid(hash128('a'))).not.toBe(formatAsUuid(hash128('b')));
  });
});
