/** Restores the remembered position once the view has its content, and keeps it up to date. */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { webStorage } from '@m/shared';
import { readScroll, saveScroll } from './scroll-memory';

export function useScrollMemory(url: string, ready: boolean): { remember: () => void } {
  const restored = useRef<string | null>(null);
  // The view the page shows right now: a scroll event caused by swapping views (the page getting
  // shorter) must not be saved as the position of the view that just left.
  const showing = useRef<string | null>(null);

  useLayoutEffect(() => {
    showing.current = ready ? url : null;
    if (!ready || restored.current === url) return;
    restored.current = url;
    // A view seen before opens where the player left it; a new one at its top.
    window.scrollTo(0, readScroll(webStorage('session'), url) ?? 0);
  }, [url, ready]);

  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (showing.current === url) saveScroll(webStorage('session'), url, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [url, ready]);

  // Called when the player leaves for a game or another view: the position at that moment is the one to return to.
  const remember = useCallback(() => {
    if (showing.current === url) saveScroll(webStorage('session'), url, window.scrollY);
    showing.current = null;
  }, [url]);
  return { remember };
}
