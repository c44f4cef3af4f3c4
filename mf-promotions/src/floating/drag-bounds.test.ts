import { clampPosition, initialPosition, isTap } from './drag-bounds';

const phone = { width: 390, height: 844, top: 48, bottom: 844 - 56, margin: 8 };
const size = { width: 56, height: 56 };

describe('floating element bounds', () => {
  it('stays inside the viewport', () => {
    expect(clampPosition({ x: -50, y: -50 }, size, phone)).toEqual({ x: 8, y: 56 });
    expect(clampPosition({ x: 1000, y: 300 }, size, phone)).toEqual({ x: 390 - 56 - 8, y: 300 });
  });

  it('never covers the bottom navigation', () => {
    const low = clampPosition({ x: 100, y: 2000 }, size, phone);
    expect(low.y + size.height).toBeLessThanOrEqual(phone.bottom);
  });

  it('starts on the end side above the navigation, mirrored in RTL', () => {
    const ltr = initialPosition(size, phone, false);
    expect(ltr.x).toBe(390 - 56 - 8);
    expect(ltr.y + size.height).toBeLessThanOrEqual(phone.bottom);
    expect(initialPosition(size, phone, true).x).toBe(8);
  });

  it('tells a tap from a drag', () => {
    expect(isTap({ x: 10, y: 10 }, { x: 13, y: 12 })).toBe(true);
    expect(isTap({ x: 10, y: 10 }, { x: 40, y: 10 })).toBe(false);
  });
});
