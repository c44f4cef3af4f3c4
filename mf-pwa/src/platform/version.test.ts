import { compareVersions, isAtLeast, parseVersion } from './version';

describe('versions', () => {
  it('compares number by number, not as text', () => {
    expect(compareVersions(parseVersion('2.4.39')!, parseVersion('2.4.4')!)).toBeGreaterThan(0);
    expect(compareVersions(parseVersion('2.4')!, parseVersion('2.4.0')!)).toBe(0);
    expect(compareVersions(parseVersion('2.3.99')!, parseVersion('2.4.39')!)).toBeLessThan(0);
  });

  it('reads underscores (iOS) and ignores suffixes', () => {
    expect(parseVersion('16_4_1')).toEqual([16, 4, 1]);
    expect(parseVersion('2.4.39-beta')).toEqual([2, 4, 39]);
  });

  it('treats garbage as no version', () => {
    expect(parseVersion('latest')).toBeNull();
    expect(parseVersion('')).toBeNull();
    expect(isAtLeast(null, '2.4.39')).toBe(false);
  });
});
