import { PasswordVault, type KeyStore } from './password-vault';

function memoryKeys(): KeyStore & { key: CryptoKey | null } {
  return {
    key: null,
    async get() {
      return this.key;
    },
    async put(key) {
      this.key = key;
    },
    async clear() {
      this.key = null;
    },
  };
}

describe('the remembered password is never kept in plain text (SPEC 3)', () => {
  it('seals with a device key and opens only with it', async () => {
    const keys = memoryKeys();
    const vault = new PasswordVault(keys);
    const sealed = await vault.seal('Secret#123');
    expect(sealed).not.toBeNull();
    expect(sealed).not.toContain('Secret#123');
    expect(await vault.open(sealed!)).toBe('Secret#123');

    // Another device (another key) cannot read it.
    expect(await new PasswordVault(memoryKeys()).open(sealed!)).toBeNull();
  });

  it('makes a key that cannot be exported', async () => {
    const keys = memoryKeys();
    await new PasswordVault(keys).seal('x');
    expect(keys.key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', keys.key!)).rejects.toThrow();
  });

  it('refuses a tampered value', async () => {
    const vault = new PasswordVault(memoryKeys());
    const sealed = (await vault.seal('Secret#123'))!;
    const [format, iv, data] = sealed.split('.');
    const flipped = `${format}.${iv}.${data!.startsWith('A') ? `B${data!.slice(1)}` : `A${data!.slice(1)}`}`;
    expect(await vault.open(flipped)).toBeNull();
    expect(await vault.open('Secret#123')).toBeNull();
  });

  it('stores nothing when the browser has no Web Crypto', async () => {
    const vault = new PasswordVault(memoryKeys(), null);
    expect(await vault.seal('Secret#123')).toBeNull();
  });
});
