/**
 * Where the floating element may sit: inside the viewport, below the header and never over the
 * bottom navigation. Pure, so the rule is tested without a page.
 */
export interface Point {
  x: number;
  y: number;
}

export interface Bounds {
  width: number;
  height: number;
  /** The first y the element may use (below the sticky header). */
  top: number;
  /** The last y any part of it may reach (the top edge of the bottom navigation). */
  bottom: number;
  /** Distance kept from every edge. */
  margin: number;
}

export function clampPosition(point: Point, size: { width: number; height: number }, bounds: Bounds): Point {
  const minX = bounds.margin;
  const maxX = Math.max(minX, bounds.width - size.width - bounds.margin);
  const minY = bounds.top + bounds.margin;
  const maxY = Math.max(minY, bounds.bottom - size.height - bounds.margin);
  return { x: Math.min(maxX, Math.max(minX, point.x)), y: Math.min(maxY, Math.max(minY, point.y)) };
}

/** The starting place: the end side (right, or left in RTL), just above the bottom navigation. */
export function initialPosition(size: { width: number; height: number }, bounds: Bounds, rtl: boolean): Point {
  const x = rtl ? 0 : bounds.width;
  return clampPosition({ x, y: bounds.bottom - size.height - 80 }, size, bounds);
}

/** A pointer that moved less than this between down and up tapped the element. */
export const TAP_SLOP_PX = 6;

export function isTap(from: Point, to: Point): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) < TAP_SLOP_PX;
}
