/**
 * The floating element: a round button the player can drag anywhere in the viewport except over
 * the header and the bottom navigation; a tap (not a drag) opens it. Keyboard users reach it
 * with Tab and open it with Enter like any button.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { currentLanguage, textDirection } from '@m/shared';
import { clampPosition, initialPosition, isTap, type Bounds, type Point } from './drag-bounds';

const SIZE = { width: 56, height: 56 };

function pageBounds(): Bounds {
  const header = document.querySelector('.app-header')?.getBoundingClientRect();
  const nav = document.querySelector('.app-nav')?.getBoundingClientRect();
  return {
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
    top: header ? Math.max(0, header.bottom) : 0,
    bottom: nav && nav.height > 0 ? nav.top : window.innerHeight,
    margin: 8,
  };
}

export interface FloatingButtonProps {
  /** The name, for content with no text of its own (a picture); text content names itself. */
  label?: string;
  onOpen: () => void;
  children: ReactNode;
}

export function FloatingButton({ label, onOpen, children }: FloatingButtonProps) {
  const [position, setPosition] = useState<Point | null>(null);
  const drag = useRef<{ start: Point; origin: Point; pointer: number } | null>(null);

  const place = useCallback((point: Point | null) => {
    const bounds = pageBounds();
    setPosition(point ? clampPosition(point, SIZE, bounds) : initialPosition(SIZE, bounds, textDirection(currentLanguage()) === 'rtl'));
  }, []);

  useEffect(() => {
    // oxlint-disable-next-line react/set-state-in-effect -- the first position is measured from the laid-out page, which exists only after mount
    place(null);
    // A rotation or a resized window must not leave it outside, or over the navigation.
    const onResize = () => setPosition((current) => (current ? clampPosition(current, SIZE, pageBounds()) : current));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [place]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!position) return;
    try {
      // Keeps the moves coming when the finger runs ahead of the button.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // a pointer the browser no longer tracks: dragging still works while over the button
    }
    drag.current = { start: { x: event.clientX, y: event.clientY }, origin: position, pointer: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    place({ x: current.origin.x + event.clientX - current.start.x, y: current.origin.y + event.clientY - current.start.y });
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    drag.current = null;
    if (current && isTap(current.start, { x: event.clientX, y: event.clientY })) onOpen();
  };

  if (!position) return null;
  return (
    <button
      type="button"
      className="promo-floating"
      data-testid="floating-entry"
      aria-label={label}
      style={{ left: position.x, top: position.y }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      {children}
    </button>
  );
}
