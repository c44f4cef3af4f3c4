import { handOverTrusted, type HandOverSource } from './hand-over-source';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const source = (fields: Partial<HandOverSource>): HandOverSource => ({
  userAgent: PHONE,
  token: 'link-token-1234',
  handOver: null,
  spend: async () => true,
  ...fields,
});

describe('a session handed over in a link', () => {
  it('is trusted inside the operator native app (its user agent)', async () => {
    await expect(handOverTrusted(source({ userAgent: `${PHONE} MApp/3.2` }))).resolves.toBe(true);
  });

  it('is trusted with a signed hand-over the server spends for that session, asked with the link’s token', async () => {
    const spend = jest.fn(async () => true);
    await expect(handOverTrusted(source({ handOver: 'exp.nonce.sig', spend }))).resolves.toBe(true);
    expect(spend).toHaveBeenCalledWith('link-token-1234', 'exp.nonce.sig');
  });

  it('is not trusted without a hand-over (whatever the Referer), with one the server refuses, or when the server cannot be asked', async () => {
    const spend = jest.fn(async () => true);
    await expect(handOverTrusted(source({ handOver: null, spend }))).resolves.toBe(false);
    expect(spend).not.toHaveBeenCalled();
    await expect(handOverTrusted(source({ handOver: 'x', spend: async () => false }))).resolves.toBe(false);
    await expect(handOverTrusted(source({ handOver: 'x', spend: () => Promise.reject(new Error('offline')) }))).resolves.toBe(false);
  });
});
