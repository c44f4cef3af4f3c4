/**
 * What the limits page tells the player before they save: a lower limit (or a first one) holds
 * at once, a higher one or a removal only after 24 hours (the server decides the same way:
 * server/src/wps/limits/responsible-gaming.ts; its answer is what the page then shows).
 */
import { COOLING_OFF_DAYS, SELF_EXCLUSION_MONTHS } from '@m/shared';

export type LimitEffect = 'now' | 'later' | 'unchanged';

/** `current` and `wanted` in major units; null: no limit. */
export function limitEffect(current: number | null, wanted: number | null): LimitEffect {
  if (wanted === current) return 'unchanged';
  if (wanted !== null && (current === null || wanted < current)) return 'now';
  return 'later';
}

/** The lengths the break form offers: within the bounds the server enforces. */
export const COOLING_OFF_CHOICES = [1, 3, 7, 14, 28, 42].filter((days) => days >= COOLING_OFF_DAYS.min && days <= COOLING_OFF_DAYS.max);
export const SELF_EXCLUSION_CHOICES = [6, 12, 24, 60].filter(
  (months) => months >= SELF_EXCLUSION_MONTHS.min && months <= SELF_EXCLUSION_MONTHS.max,
);
