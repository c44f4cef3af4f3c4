import { hashPassword, hashPasswordSync, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('secret123');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('secret123', stored)).resolves.toBe(true);
    await expect(verifyPassword('secret124', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash, so equal passwords never store alike', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same', b)).resolves.toBe(true);
  });

  it('reads hashes made at start-up (seeded members) the same way', async () => {
    await expect(verifyPassword('888888', hashPasswordSync('888888'))).resolves.toBe(true);
  });

  it('refuses a stored value that is not one of its hashes instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain-text-password')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$1$2')).resolves.toBe(false);
  });
});
