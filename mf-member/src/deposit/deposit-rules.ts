/**
 * The deposit's own rules, pure: which channel's limits apply, which bonuses an amount qualifies
 * for and what each adds, and where the player may be sent to pay.
 */
import { hostAllowed } from '../platform/allowed-host';
import { toMinor } from '../platform/amount-rules';
import type { DepositBonus, DepositChannel, DepositSettings } from './deposit-api';

/** A channel's limits within the merchant's (the narrower of the two). */
export function channelLimits(settings: DepositSettings, channel: DepositChannel | undefined): { min: number; max: number } {
  if (!channel) return { min: settings.minAmount, max: settings.maxAmount };
  return { min: Math.max(settings.minAmount, channel.minAmount), max: Math.min(settings.maxAmount, channel.maxAmount) };
}

/** The bonus a deposit of `amount` earns with `bonus`: its percent, up to its maximum, to the currency's decimals. */
export function bonusAmount(bonus: DepositBonus, amount: number, decimals: number): number {
  if (amount < bonus.minDeposit) return 0;
  const minor = Math.min(Math.floor((toMinor(amount, decimals) * bonus.percent) / 100), toMinor(bonus.maxBonus, decimals));
  return minor / 10 ** decimals;
}

/** Whether an amount qualifies for the bonus (null when no amount is typed yet: not refused yet). */
export function bonusQualifies(bonus: DepositBonus, amount: number | null): boolean | null {
  return amount === null ? null : amount >= bonus.minDeposit;
}

/**
 * The payment page's address, when the player may go there: this site's own address, or an https
 * page on the merchant's allow-list (docs/security.md: redirects only to allow-listed places).
 */
export function paymentTarget(paymentUrl: string, allowedHosts: readonly string[], here: string): string | null {
  let url: URL;
  let site: URL;
  try {
    site = new URL(here);
    url = new URL(paymentUrl, site);
  } catch {
    return null;
  }
  if (url.origin === site.origin) return url.pathname.startsWith('/') ? url.toString() : null;
  return hostAllowed(url, allowedHosts) ? url.toString() : null;
}
