/**
 * The marquee's motion at SPEC 9's 60 px per second. One crossing takes the text from the end
 * edge of the viewport to beyond its start edge (right to left, or left to right in RTL), then it
 * starts again. The crossing is handed to the browser as one transform animation, which runs on
 * the compositor: a script moving the text each frame (and measuring it each frame) kept a 4x
 * slowed phone's main thread busy for as long as the home page was open.
 */
import { MARQUEE_PX_PER_SECOND } from '@m/shared';

export interface Crossing {
  /** The text's x when it enters, and when it has fully left. */
  fromX: number;
  toX: number;
  durationMs: number;
}

/** The text's x after `offset` px of travel: from the end edge towards the start edge. */
export function marqueeX(offset: number, viewportWidth: number, trackWidth: number, rtl: boolean): number {
  return rtl ? offset - trackWidth : viewportWidth - offset;
}

/** One crossing of a viewport by a text at `speed` px per second; null when there is nothing to cross. */
export function crossing(viewportWidth: number, trackWidth: number, rtl: boolean, speed = MARQUEE_PX_PER_SECOND): Crossing | null {
  const distance = viewportWidth + trackWidth;
  if (distance <= 0 || speed <= 0) return null;
  return {
    fromX: marqueeX(0, viewportWidth, trackWidth, rtl),
    toX: marqueeX(distance, viewportWidth, trackWidth, rtl),
    durationMs: (distance / speed) * 1000,
  };
}

/**
 * Where a new crossing resumes after `elapsedMs` of motion (the viewport or the text changed
 * size): the text keeps its speed and does not jump back to the edge.
 */
export function resumeAt(elapsedMs: number, durationMs: number): number {
  if (!(durationMs > 0) || !Number.isFinite(elapsedMs) || elapsedMs <= 0) return 0;
  return elapsedMs % durationMs;
}
