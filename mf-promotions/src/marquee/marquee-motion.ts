/**
 * The marquee's motion at SPEC 9's 60 px per second: how far the text has travelled and where
 * that puts it. Time-based, not frame-based, so a slow phone shows the same speed with fewer
 * frames. The text enters at one edge, crosses the viewport and leaves at the other, then
 * starts again.
 */
import { MARQUEE_PX_PER_SECOND } from '@m/shared';

/** The distance after `elapsedMs` more of motion, wrapped to one crossing (viewport + text). */
export function advance(
  offset: number,
  elapsedMs: number,
  viewportWidth: number,
  trackWidth: number,
  speed = MARQUEE_PX_PER_SECOND,
): number {
  const cycle = viewportWidth + trackWidth;
  if (cycle <= 0) return 0;
  return (offset + (Math.max(0, elapsedMs) * speed) / 1000) % cycle;
}

/** The text's x: from the end edge towards the start edge (right to left, or left to right in RTL). */
export function marqueeX(offset: number, viewportWidth: number, trackWidth: number, rtl: boolean): number {
  return rtl ? offset - trackWidth : viewportWidth - offset;
}
