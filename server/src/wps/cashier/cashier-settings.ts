/**
 * The site's own cashier as a merchant configures it (cashier.json, the promotions'
 * depositBonus, integrations.json payment): channels with their limits in minor units, and the
 * deposit bonuses a member may choose today.
 */
import type { MerchantData } from '../../merchants/merchant-catalog';
import { localize } from '../localize';
import { formatMinor, toMajor, toMinor, type MoneyCountry } from '@m/shared/money';

export interface Channel {
  code: string;
  name: string;
  enabled: boolean;
  kind: 'ewallet' | 'bank' | 'qr' | 'crypto' | 'card';
  /** Minor units, within the merchant's limits. */
  min: number;
  max: number;
  presets: number[];
}

export interface DepositBonus {
  promotionId: string;
  title: string;
  percent: number;
  /** Minor units. */
  maxBonus: number;
  minDeposit: number;
  turnoverMultiplier: number;
  /** Only a member's first credited deposit earns it (once per member). */
  firstDepositOnly: boolean;
}

export function decimalsOf(merchant: MerchantData): number {
  return merchant.cashier.deposit.decimals ?? 2;
}

export function countryOf(merchant: MerchantData): MoneyCountry {
  const { currency, currencySymbol, currencyPosition } = merchant.country;
  return { currency, currencySymbol, currencyPosition };
}

export const money = (merchant: MerchantData, minor: number) => formatMinor(minor, decimalsOf(merchant), countryOf(merchant));
export const major = (merchant: MerchantData, minor: number) => toMajor(minor, decimalsOf(merchant));
export const minor = (merchant: MerchantData, amount: number) => toMinor(amount, decimalsOf(merchant));

export function channels(merchant: MerchantData, language: string): Channel[] {
  const { deposit } = merchant.cashier;
  return deposit.methods.map((method) => ({
    code: method.code,
    name: localize(method.name, language),
    enabled: method.enabled,
    kind: method.kind ?? 'ewallet',
    min: minor(merchant, Math.max(deposit.minAmount, method.minAmount ?? 0)),
    max: minor(merchant, Math.min(deposit.maxAmount, method.maxAmount ?? deposit.maxAmount)),
    presets: method.presets ?? [],
  }));
}

/**
 * The promotions with a deposit bonus that are running now, for this member: a first-deposit
 * bonus only while `hasDeposited` is false (the member has no credited deposit).
 */
export function depositBonuses(merchant: MerchantData, language: string, now: number, hasDeposited: boolean): DepositBonus[] {
  return merchant.announcements.announcements.flatMap((item) => {
    const bonus = item.depositBonus;
    const running = Date.parse(item.startTime) <= now && (item.endTime === null || Date.parse(item.endTime) > now);
    if (!bonus || item.type !== 'PR' || !running) return [];
    const firstDepositOnly = bonus.appliesTo === 'first-deposit';
    if (firstDepositOnly && hasDeposited) return [];
    return [
      {
        promotionId: String(item.id),
        title: localize(item.title, language),
        percent: bonus.percent,
        maxBonus: minor(merchant, bonus.maxBonus),
        minDeposit: minor(merchant, bonus.minDeposit),
        turnoverMultiplier: bonus.turnoverMultiplier,
        firstDepositOnly,
      },
    ];
  });
}

/** The bonus a deposit of `amount` minor units earns: percent of it, rounded down, up to the cap. */
export function bonusFor(bonus: DepositBonus, amount: number): number {
  return Math.min(bonus.maxBonus, Math.floor((amount * bonus.percent) / 100));
}
