/**
 * The anti-scroll lock of SPEC section 4: while any popup is open the page behind it must not
 * scroll. Counted, so that two popups opened and closed in any order leave the page scrollable.
 */
let locks = 0;
let savedScrollY = 0;

export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  if (locks === 0) {
    savedScrollY = window.scrollY;
    const body = document.body.style;
    body.position = 'fixed';
    body.top = `-${savedScrollY}px`;
    body.left = '0';
    body.right = '0';
    body.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      const body = document.body.style;
      body.position = '';
      body.top = '';
      body.left = '';
      body.right = '';
      body.overflow = '';
      if (typeof window.scrollTo === 'function') window.scrollTo(0, savedScrollY);
    }
  };
}

export function isScrollLocked(): boolean {
  return locks > 0;
}
