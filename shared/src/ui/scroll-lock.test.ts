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
});
