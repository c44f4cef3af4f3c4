import type { Page } from '@playwright/test';

/**
 * Waits until the page has drawn `count` more frames: what a scroll or an answer moves is laid
 * out and painted by then (layout shifts are reported per frame). Tied to the page's own
 * rendering, not to the clock, so a slow machine waits longer and a fast one less.
 */
export function paintedFrames(page: Page, count: number): Promise<void> {
  return page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    count,
  );
}
