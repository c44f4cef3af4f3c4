/**
 * True once the page has loaded and had a moment of idle time: for widgets nobody needs on
 * arrival (popups, the floating element), so their code never competes with the banner, the
 * page's largest paint, and stays out of the first view.
 */
import { useEffect, useState } from 'react';

/** The longest wait for idle time on a page that never has any. */
const IDLE_TIMEOUT_MS = 2000;

export function useAfterLoad(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => setDue(true), { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(() => setDue(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
      clearTimeout(timer);
    };
  }, []);
  return due;
}
