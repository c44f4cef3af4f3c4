import { handOverTrusted, type HandOverSource } from './hand-over-source';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const source = (fields: Partial<HandOverSource>): HandOverSource => ({
  userAgent: PHONE,
  referrer: '',
  origin: 'https://m.example.com',
  merchantDomains: async () => ['m.example.com', 'fast.example.net'],
  ...fields,
});

describe('a session handed over in a link', () => {
  it('is trusted inside the operator native app (its user agent)', async () => {
    await expect(handOverTrusted(source({ userAgent: `${PHONE} MApp/3.2` }))).resolves.toBe(true);
  });

  it("is trusted when followed from the merchant's own pages: this origin, or another of its domains (fast-domain jump)", async () => {
    await expect(handOverTrusted(source({ referrer: 'https://m.example.com/' }))).resolves.toBe(true);
    await expect(handOverTrusted(source({ referrer: 'https://fast.example.net/' }))).resolves.toBe(true);
  });

  it("is not trusted from an attacker's page, without a Referer, or when the domain list cannot be read", async () => {
    await expect(handOverTrusted(source({ referrer: 'https://evil.example.org/' }))).resolves.toBe(false);
    await expect(handOverTrusted(source({ referrer: 'https://m.example.com.evil.org/' }))).resolves.toBe(false);
    await expect(handOverTrusted(source({ referrer: '' }))).resolves.toBe(false);
    await expect(
      handOverTrusted(source({ referrer: 'https://fast.example.net/', merchantDomains: () => Promise.reject(new Error('offline')) })),
    ).resolves.toBe(false);
  });

  it('does not take the domain list for a Referer of this very origin', async () => {
    const merchantDomains = jest.fn(async () => []);
    await expect(handOverTrusted(source({ referrer: 'https://m.example.com/', merchantDomains }))).resolves.toBe(true);
    expect(merchantDomains).not.toHaveBeenCalled();
  });
});
