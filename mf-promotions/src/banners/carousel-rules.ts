/**
 * The carousel's decisions, free of the page: which slide comes next, whether a touch was a
 * swipe, and whether it may move on its own (never while touched, off screen, in a hidden tab
 * or under prefers-reduced-motion).
 */
import { wrapIndex } from '../platform/wrap-index';

export const AUTO_ADVANCE_MS = 4000;
/** A horizontal move shorter than this is a tap, not a swipe. */
export const SWIPE_MIN_PX = 40;

export { wrapIndex };

/**
 * The slide a swipe leads to: left goes forward, right goes back (mirrored in right-to-left
 * languages); a short or mostly vertical move changes nothing.
 */
export function swipeTarget(current: number, count: number, dx: number, dy: number, rtl = false): number {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return current;
  const forward = rtl ? dx > 0 : dx < 0;
  return wrapIndex(current + (forward ? 1 : -1), count);
}

export interface MotionState {
  count: number;
  touching: boolean;
  inView: boolean;
  pageVisible: boolean;
  reducedMotion: boolean;
}

export function mayAutoAdvance(state: MotionState): boolean {
  return state.count > 1 && !state.touching && state.inView && state.pageVisible && !state.reducedMotion;
}
