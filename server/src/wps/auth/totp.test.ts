import { base32Decode, base32Encode, hotp, newTotpSecret, totp, verifyTotp } from './totp';

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1, secret "12345678901234567890".
  const secret = Buffer.from('12345678901234567890');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ])('gives the RFC test vector at T=%i', (seconds, code) => {
    expect(hotp(secret, Math.floor(seconds / 30), 8)).toBe(code);
  });

  it('decodes base32 secrets as authenticator apps write them', () => {
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890');
  });

  it('accepts the current code and one step of drift, not more', () => {
    const key = 'JBSWY3DPEHPK3PXP';
    const now = 1_700_000_000_000;
    expect(verifyTotp(key, totp(key, now), now)).toBe(true);
    expect(verifyTotp(key, totp(key, now - 30_000), now)).toBe(true);
    expect(verifyTotp(key, totp(key, now - 90_000), now)).toBe(false);
    expect(verifyTotp(key, 'abcdef', now)).toBe(false);
  });

  it('encodes a secret the way an authenticator app reads it back', () => {
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });
});
