/** Restores the remembered position once the view has its content, and keeps it up to date. */
import { useCallback, useEffect, useRef } from 'react';
import { readScroll, saveScroll, sessionScrollStorage } from './scroll-memory';

export function useScrollMemory(url: string, ready: boolean): { remember: () => void } {
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || restored.current === url) return;
    restored.current = url;
    const y = readScroll(sessionScrollStorage(), url);
    // A view seen before opens where the player left it; a new one at its top.
    window.scrollTo(0, y ?? 0);
  }, [url, ready]);

  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saveScroll(sessionScrollStorage(), url, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [url, ready]);

  // Called when the player leaves for a game: the position at that moment is the one to return to.
  const remember = useCallback(() => saveScroll(sessionScrollStorage(), url, window.scrollY), [url]);
  return { remember };
}
