import { isScrollLocked, lockScroll } from './scroll-lock';

describe('anti-scroll lock on popups', () => {
  it('keeps the page fixed while any popup is open, whatever order they close in', () => {
    const first = lockScroll();
    const second = lockScroll();
    expect(document.body.style.position).toBe('fixed');
    first();
    expect(isScrollLocked()).toBe(true);
    expect(document.body.style.position).toBe('fixed');
    second();
    expect(isScrollLocked()).toBe(false);
    expect(document.body.style.position).toBe('');
  });

  it('ignores a second release of the same lock', () => {
    const a = lockScroll();
    const b = lockScroll();
    a();
    a();
    expect(isScrollLocked()).toBe(true);
    b();
    expect(isScrollLocked()).toBe(false);
  });

  it('puts the player back where they had scrolled to when the last popup closes', () => {
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const release = lockScroll();
    expect(document.body.style.top).toBe('-640px');
    release();
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    scrollTo.mockRestore();
  });
});
