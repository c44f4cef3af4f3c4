import { MARQUEE_PX_PER_SECOND } from '@m/shared';
import { crossing, marqueeX, resumeAt } from './marquee-motion';

describe('marquee motion', () => {
  it('crosses at 60 px per second: a 300 px viewport and a 1000 px text take 1300/60 s', () => {
    expect(MARQUEE_PX_PER_SECOND).toBe(60);
    const run = crossing(300, 1000, false)!;
    expect(run.durationMs).toBeCloseTo((1300 / 60) * 1000, 5);
    expect(Math.abs(run.toX - run.fromX) / (run.durationMs / 1000)).toBeCloseTo(60, 5);
  });

  it('enters at the end edge and leaves at the start edge, mirrored in RTL', () => {
    expect(crossing(300, 1000, false)).toMatchObject({ fromX: 300, toX: -1000 });
    expect(crossing(300, 1000, true)).toMatchObject({ fromX: -1000, toX: 300 });
    expect(marqueeX(0, 300, 1000, false)).toBe(300);
    expect(marqueeX(1300, 300, 1000, true)).toBe(300);
  });

  it('has nothing to cross before the text is laid out', () => {
    expect(crossing(0, 0, false)).toBeNull();
  });

  it('resumes where the text was when the sizes change, not at the edge', () => {
    expect(resumeAt(25_000, 20_000)).toBe(5_000);
    expect(resumeAt(3_000, 20_000)).toBe(3_000);
    expect(resumeAt(Number.NaN, 20_000)).toBe(0);
    expect(resumeAt(3_000, 0)).toBe(0);
  });
});
