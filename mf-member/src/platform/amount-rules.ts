/**
 * What the player typed as an amount, checked before anything is sent: a number with no more
 * decimals than the currency has, within the limits and, for a withdrawal, within the balance.
 * Compared in integer minor units, so 0.1 + 0.2 never decides whether a deposit goes through.
 * The backend checks the same again (it is the one that counts); this only saves a round trip
 * and puts the message beside the field.
 */

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

const AMOUNT = /^(\d{1,12})(?:[.,](\d+))?$/;

/** A major-unit number in minor units: 12.5 with 2 decimals → 1250. */
export function toMinor(value: number, decimals: number): number {
  return Math.round(value * 10 ** decimals);
}

/** The typed text as the backend will read it ("1,5" → "1.5"), or null when it is not an amount. */
export function normaliseAmount(typed: string): string | null {
  const match = AMOUNT.exec(typed.trim());
  if (!match) return null;
  return match[2] === undefined ? match[1]! : `${match[1]}.${match[2]}`;
}

export function amountProblem(typed: string, limits: AmountLimits): AmountProblem | null {
  if (typed.trim() === '') return { key: 'amount_required' };
  const normal = normaliseAmount(typed);
  if (normal === null) return { key: 'amount_invalid' };
  const [whole, fraction = ''] = normal.split('.');
  if (fraction.replace(/0+$/, '').length > limits.decimals) return { key: 'amount_decimals', decimals: limits.decimals };
  const minor = Number(whole) * 10 ** limits.decimals + Number((fraction + '0'.repeat(limits.decimals)).slice(0, limits.decimals) || '0');
  if (minor <= 0) return { key: 'amount_invalid' };
  if (minor < toMinor(limits.min, limits.decimals)) return { key: 'amount_below_min', limit: limits.min };
  if (limits.available !== undefined && minor > toMinor(limits.available, limits.decimals))
    return { key: 'amount_above_balance', limit: limits.available };
  if (minor > toMinor(limits.max, limits.decimals)) return { key: 'amount_above_max', limit: limits.max };
  return null;
}
