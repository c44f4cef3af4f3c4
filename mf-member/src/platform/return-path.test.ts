import { returnPath, securityPathReturningTo } from './return-path';

const origin = 'https://demo.example';

describe("the security page's way back", () => {
  it('goes back to the withdrawal that sent the player here', () => {
    const link = securityPathReturningTo('/member/withdraw');
    expect(link).toBe('/member/security?returnTo=%2Fm%2Fmember%2Fwithdraw');
    expect(returnPath(link.slice(link.indexOf('?')), origin)).toBe('/member/withdraw');
    expect(returnPath(`?returnTo=${encodeURIComponent(`${origin}/m/member/withdraw`)}`, origin)).toBe('/member/withdraw');
  });

  it.each([
    ['absent', ''],
    ['another site', '?returnTo=https%3A%2F%2Fevil.example%2Fm%2Fmember%2Fwithdraw'],
    ['protocol-relative', '?returnTo=%2F%2Fevil.example%2Fm%2Fmember%2Fwithdraw'],
    ['javascript:', '?returnTo=javascript%3Aalert(1)'],
    ['a page not on the list', '?returnTo=%2Fm%2Fmember%2Fsecurity'],
    ['outside the app', '?returnTo=%2Fadmin'],
    ['dot segments', '?returnTo=%2Fm%2Fmember%2F..%2Fmember%2Fwithdraw'],
    ['backslashes', '?returnTo=%2F%5Cevil.example'],
  ])('is refused when %s', (_, search) => {
    expect(returnPath(search, origin)).toBeNull();
  });
});
