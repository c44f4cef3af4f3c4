/**
 * A bottom popup that slides in and out (250 ms, SPEC section 9) and locks the page behind it.
 * `open` false slides it out; `onClosed` runs when the slide has finished.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { INSTALL_PROMPT_SLIDE_MS, lockScroll } from '@m/shared';
import { sheetOpened } from './open-sheets';

export interface BottomSheetProps {
  open: boolean;
  onClosed?: () => void;
  /** Tapping outside the sheet. */
  onDismiss?: () => void;
  labelledBy: string;
  testId: string;
  children: ReactNode;
}

export function BottomSheet({ open, onClosed, onDismiss, labelledBy, testId, children }: BottomSheetProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const unlock = lockScroll();
    const closed = sheetOpened();
    return () => {
      unlock();
      closed();
    };
  }, []);

  useEffect(() => {
    if (open) {
      // Next frame: the sheet first renders off screen, then the transition slides it in.
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    // oxlint-disable-next-line react/set-state-in-effect -- closing starts the slide-out: the flag the CSS transition follows flips in the same step as the timer that ends it
    setShown(false);
    const done = setTimeout(() => onClosed?.(), INSTALL_PROMPT_SLIDE_MS);
    return () => clearTimeout(done);
  }, [open, onClosed]);

  return (
    <>
      <div className="pwa-sheet-backdrop" data-open={shown} onClick={onDismiss} aria-hidden="true" />
      <div className="pwa-sheet" role="dialog" aria-modal="true" aria-labelledby={labelledBy} data-open={shown} data-testid={testId}>
        {children}
      </div>
    </>
  );
}
