import { iconLook, profileIconCount, shownIcon } from './profile-icons';

describe('profile icons', () => {
  it('offers the configured count, 9 when the status has none', () => {
    expect(profileIconCount(12)).toBe(12);
    expect(profileIconCount(undefined)).toBe(9);
    expect(profileIconCount(0)).toBe(9);
    expect(profileIconCount(500)).toBe(99);
  });
  it('shows the chosen icon, or the first when none is chosen or it is no longer offered', () => {
    expect(shownIcon(4, 9)).toBe(4);
    expect(shownIcon(null, 9)).toBe(1);
    expect(shownIcon(12, 9)).toBe(1);
  });
  it('gives neighbouring icons different looks', () => {
    expect(iconLook(1)).not.toEqual(iconLook(2));
  });
});
