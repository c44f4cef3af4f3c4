import { isLineReturn, mayAutoLogin } from './start-conditions';

describe('when the shell starts mf-auth by itself', () => {
  it('on a return from LINE, wherever the player lands, but not on a game launch', () => {
    expect(isLineReturn('/m/home', '?code=abc&state=xyz')).toBe(true);
    expect(isLineReturn('/m/sports', '?error=access_denied&state=xyz')).toBe(true);
    expect(isLineReturn('/m/home', '?code=abc')).toBe(false);
    expect(isLineReturn('/m/launchGame', '?code=LOTT01&state=1')).toBe(false);
  });

  it('for a guest with a remembered login whose auto-login is not turned off', () => {
    const store = (values: Record<string, string>) => ({ getItem: (k: string) => values[k] ?? null });
    expect(mayAutoLogin(false, store({ m_remembered_login: '{}' }))).toBe(true);
    expect(mayAutoLogin(true, store({ m_remembered_login: '{}' }))).toBe(false);
    expect(mayAutoLogin(false, store({ m_remembered_login: '{}', autoLogin: '0' }))).toBe(false);
    expect(mayAutoLogin(false, store({}))).toBe(false);
  });
});
