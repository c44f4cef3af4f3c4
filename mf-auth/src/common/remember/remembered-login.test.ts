import { REMEMBERED_LOGIN_STORAGE_KEY } from '@m/shared';
import { clearRememberedLogin, readRememberedLogin, rememberedPassword, saveRememberedLogin } from './remembered-login';
import { PasswordVault, type KeyStore } from './password-vault';

function vault(): PasswordVault {
  let key: CryptoKey | null = null;
  const keys: KeyStore = { get: async () => key, put: async (k) => void (key = k), clear: async () => void (key = null) };
  return new PasswordVault(keys);
}

beforeEach(() => localStorage.clear());

describe('remembered-login record (SPEC 3)', () => {
  it('keeps a username login with its password sealed, and gives the password back', async () => {
    const v = vault();
    await saveRememberedLogin({ type: 'username', username: 'player01', password: 'Secret#123', merchant: 'demo' }, v);
    expect(localStorage.getItem(REMEMBERED_LOGIN_STORAGE_KEY)).not.toContain('Secret#123');
    const record = readRememberedLogin();
    expect(record).toMatchObject({ type: 'username', username: 'player01', merchant: 'demo' });
    expect(await rememberedPassword(record!, v)).toBe('Secret#123');
  });

  it('keeps an sms login without any password', async () => {
    await saveRememberedLogin({ type: 'sms', countryDialingCode: '63', mobile: '9171234567', merchant: 'demo' }, vault());
    expect(readRememberedLogin()).toEqual({ type: 'sms', countryDialingCode: '63', mobile: '9171234567', merchant: 'demo' });
  });

  it('treats a malformed record as none', () => {
    localStorage.setItem(REMEMBERED_LOGIN_STORAGE_KEY, '{not json');
    expect(readRememberedLogin()).toBeNull();
    localStorage.setItem(REMEMBERED_LOGIN_STORAGE_KEY, JSON.stringify({ type: 'username', username: 'x' }));
    expect(readRememberedLogin()).toBeNull();
    clearRememberedLogin();
    expect(localStorage.getItem(REMEMBERED_LOGIN_STORAGE_KEY)).toBeNull();
  });
});
