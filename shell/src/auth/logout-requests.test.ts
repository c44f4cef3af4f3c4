import { logoutDestination } from './logout-requests';

describe('where a logout asked by a remote leads', () => {
  it('follows an app path', () => {
    expect(logoutDestination('/login')).toBe('/login');
  });
  it('goes home for nothing, another site or a protocol-relative address', () => {
    expect(logoutDestination(undefined)).toBe('/home');
    expect(logoutDestination('https://evil.example')).toBe('/home');
    expect(logoutDestination('//evil.example')).toBe('/home');
  });
});
