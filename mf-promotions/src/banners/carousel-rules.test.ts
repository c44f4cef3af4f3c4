import { mayAutoAdvance, swipeTarget, wrapIndex } from './carousel-rules';

describe('banner carousel rules', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('a swipe to the left shows the next banner, to the right the previous one, mirrored in RTL', () => {
    expect(swipeTarget(0, 3, -80, 5)).toBe(1);
    expect(swipeTarget(0, 3, 80, 5)).toBe(2);
    expect(swipeTarget(0, 3, 80, 5, true)).toBe(1);
  });

  it('a tap or a vertical scroll is not a swipe', () => {
    expect(swipeTarget(1, 3, -10, 0)).toBe(1);
    expect(swipeTarget(1, 3, -60, 120)).toBe(1);
  });

  it('advances on its own only when nothing holds it', () => {
    const free = { count: 3, touching: false, inView: true, pageVisible: true, reducedMotion: false };
    expect(mayAutoAdvance(free)).toBe(true);
    expect(mayAutoAdvance({ ...free, touching: true })).toBe(false);
    expect(mayAutoAdvance({ ...free, inView: false })).toBe(false);
    expect(mayAutoAdvance({ ...free, pageVisible: false })).toBe(false);
    expect(mayAutoAdvance({ ...free, reducedMotion: true })).toBe(false);
    expect(mayAutoAdvance({ ...free, count: 1 })).toBe(false);
  });
});
