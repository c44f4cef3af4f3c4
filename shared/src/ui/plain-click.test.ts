import { isPlainClick } from './plain-click';

const click = (extra: Partial<Parameters<typeof isPlainClick>[0]> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...extra,
});

describe('a plain click on a link', () => {
  it('is a main-button click without a modifier', () => {
    expect(isPlainClick(click())).toBe(true);
  });
  it('is not one that asks for a new tab or window', () => {
    for (const extra of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(isPlainClick(click(extra))).toBe(false);
    }
  });
});
