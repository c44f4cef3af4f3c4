/**
 * Runs the marquee's crossing as a Web Animation on the text (a transform, so the compositor
 * moves it and the main thread stays free), rebuilt when the viewport or the text changes size
 * (a ResizeObserver on both: new announcements, a rotated phone, a language with longer words)
 * and paused, where it is, whenever the text must not move. A browser without the Web Animations
 * API shows the text still (the player can pause it anyway, and screen readers get the links).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { crossing, resumeAt } from './marquee-motion';

export interface MarqueeMotionOptions {
  moving: boolean;
  /** False under prefers-reduced-motion: no animation at all. */
  enabled: boolean;
  rtl: boolean;
}

export function useMarqueeMotion(
  viewport: RefObject<HTMLElement | null>,
  track: RefObject<HTMLElement | null>,
  { moving, enabled, rtl }: MarqueeMotionOptions,
): void {
  const animation = useRef<{ run: Animation; durationMs: number } | null>(null);
  const elapsed = useRef(0);
  const shouldMove = useRef(moving);

  // Declared first so that a new crossing (below) already knows whether to move.
  useEffect(() => {
    shouldMove.current = moving;
    const current = animation.current?.run;
    if (!current) return;
    if (moving) current.play();
    else current.pause();
  }, [moving]);

  useEffect(() => {
    const view = viewport.current;
    const text = track.current;
    if (!enabled || !view || !text || typeof text.animate !== 'function') return;
    let sizes = '';
    const stop = () => {
      const current = animation.current;
      if (!current) return;
      elapsed.current = resumeAt(Number(current.run.currentTime ?? 0), current.durationMs);
      current.run.cancel();
      animation.current = null;
    };
    const build = () => {
      const viewWidth = view.clientWidth;
      const textWidth = text.scrollWidth;
      if (`${viewWidth}:${textWidth}` === sizes) return;
      sizes = `${viewWidth}:${textWidth}`;
      stop();
      const next = crossing(viewWidth, textWidth, rtl);
      if (!next) return;
      const run = text.animate([{ transform: `translateX(${next.fromX}px)` }, { transform: `translateX(${next.toX}px)` }], {
        duration: next.durationMs,
        iterations: Infinity,
      });
      run.currentTime = resumeAt(elapsed.current, next.durationMs);
      if (!shouldMove.current) run.pause();
      animation.current = { run, durationMs: next.durationMs };
    };
    build();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(build) : null;
    observer?.observe(view);
    observer?.observe(text);
    return () => {
      observer?.disconnect();
      stop();
    };
  }, [viewport, track, enabled, rtl]);
}
