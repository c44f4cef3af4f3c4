/**
 * Profile icons: a merchant offers PROFILE_ICON_COUNT of them (status gw, default 9, SPEC 3 and 9);
 * the backend keeps the member's choice. Icons are drawn here: a hue and a shape per number.
 */
import { DEFAULT_PROFILE_ICON_COUNT, PROFILE_ICON_MAX } from '@m/shared';

export function profileIconCount(configured: number | null | undefined): number {
  return typeof configured === 'number' && Number.isInteger(configured) && configured >= 1
    ? Math.min(configured, PROFILE_ICON_MAX)
    : DEFAULT_PROFILE_ICON_COUNT;
}

/** The icon to show: the member's when it is one of today's icons, else the first. */
export function shownIcon(chosen: number | null | undefined, count: number): number {
  return typeof chosen === 'number' && chosen >= 1 && chosen <= count ? chosen : 1;
}

export function iconLook(icon: number): { hue: number; shape: 'circle' | 'square' | 'diamond' } {
  const shapes = ['circle', 'square', 'diamond'] as const;
  return { hue: (icon * 47) % 360, shape: shapes[(icon - 1) % shapes.length] as 'circle' | 'square' | 'diamond' };
}
