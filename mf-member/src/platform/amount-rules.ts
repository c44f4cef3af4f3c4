/**
 * What the player typed as an amount, checked before anything is sent: a number with no more
 * decimals than the currency has, within the limits and, for a withdrawal, within the balance.
 * Compared in integer minor units, so 0.1 + 0.2 never decides whether a deposit goes through.
 * The backend checks the same again (it is the one that counts); this only saves a round trip
 * and puts the message beside the field.
 */
import { normaliseAmount, parseAmount, toMinor } from '@m/shared';

export interface AmountLimits {
  min: number;
  max: number;
  decimals: number;
  /** What may be taken at most (the available balance); absent for a deposit. */
  available?: number;
}

export type AmountProblem =
  | { key: 'amount_required' }
  | { key: 'amount_invalid' }
  | { key: 'amount_decimals'; decimals: number }
  | { key: 'amount_below_min'; limit: number }
  | { key: 'amount_above_max'; limit: number }
  | { key: 'amount_above_balance'; limit: number };

/** The money rules every bundle and the server share (@m/shared/money). */
export { normaliseAmount, toMinor };

export function amountProblem(typed: string, limits: AmountLimits): AmountProblem | null {
  if (typed.trim() === '') return { key: 'amount_required' };
  const normal = normaliseAmount(typed);
  if (normal === null) return { key: 'amount_invalid' };
  // More decimals than the currency has, however many: said as such (trailing zeros are not precision).
  if ((normal.split('.')[1] ?? '').replace(/0+$/, '').length > limits.decimals)
    return { key: 'amount_decimals', decimals: limits.decimals };
  // Read as the server will read it (the same function): no float, no rounding.
  const parsed = parseAmount(normal, limits.decimals);
  if (!parsed.ok) return parsed.reason === 'decimals' ? { key: 'amount_decimals', decimals: limits.decimals } : { key: 'amount_invalid' };
  const minor = parsed.minor;
  if (minor <= 0) return { key: 'amount_invalid' };
  if (minor < toMinor(limits.min, limits.decimals)) return { key: 'amount_below_min', limit: limits.min };
  if (limits.available !== undefined && minor > toMinor(limits.available, limits.decimals))
    return { key: 'amount_above_balance', limit: limits.available };
  if (minor > toMinor(limits.max, limits.decimals)) return { key: 'amount_above_max', limit: limits.max };
  return null;
}
