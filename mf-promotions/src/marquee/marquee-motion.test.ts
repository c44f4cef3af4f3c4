import { MARQUEE_PX_PER_SECOND } from '@m/shared';
import { advance, marqueeX } from './marquee-motion';

describe('marquee motion', () => {
  it('travels 60 px per second whatever the frame rate', () => {
    expect(MARQUEE_PX_PER_SECOND).toBe(60);
    let smooth = 0;
    for (let i = 0; i < 60; i += 1) smooth = advance(smooth, 1000 / 60, 300, 1000);
    expect(smooth).toBeCloseTo(60, 5);
    expect(advance(0, 1000, 300, 1000)).toBe(60); // one frame of a second on a stalled phone
  });

  it('starts again once the text has fully left the viewport', () => {
    expect(advance(1290, 1000, 300, 1000)).toBeCloseTo(50, 5);
    expect(advance(0, 1000, 0, 0)).toBe(0);
  });

  it('enters at the end edge and leaves at the start edge, mirrored in RTL', () => {
    expect(marqueeX(0, 300, 1000, false)).toBe(300);
    expect(marqueeX(1300, 300, 1000, false)).toBe(-1000);
    expect(marqueeX(0, 300, 1000, true)).toBe(-1000);
    expect(marqueeX(1300, 300, 1000, true)).toBe(300);
  });
});
