/**
 * The payload every channel receives (SPEC section 3 "Event payload": customerId, customerName,
 * value, revenue, amount, currency, af_revenue, af_currency), completed from what the page knows
 * when the publisher left a field out: the member from the session, the currency from the
 * merchant's country info; AppsFlyer's af_ fields mirror revenue and currency.
 */
import type { TrackPayload } from '@m/shared';

export interface DeliveredPayload {
  customerId?: string;
  customerName?: string;
  value?: number;
  revenue?: number;
  amount?: number;
  currency?: string;
  af_revenue?: number;
  af_currency?: string;
  content?: Record<string, string | number | boolean>;
}

export interface PayloadContext {
  session: { id: string; userName: string } | null;
  currency: string | null;
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function text(value: unknown, max = 128): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, max);
}

/** Bounded, typed, completed: a publisher's mistake must not reach six networks as garbage. */
export function deliveredPayload(payload: TrackPayload | undefined, context: PayloadContext): DeliveredPayload {
  const source: Partial<TrackPayload> = typeof payload === 'object' && payload !== null ? payload : {};
  const result: DeliveredPayload = {};
  const customerId = text(source.customerId) ?? text(context.session?.id);
  const customerName = text(source.customerName) ?? text(context.session?.userName);
  if (customerId) result.customerId = customerId;
  if (customerName) result.customerName = customerName;
  const amount = finite(source.amount);
  const revenue = finite(source.revenue);
  const value = finite(source.value) ?? revenue ?? amount;
  if (value !== undefined) result.value = value;
  if (revenue !== undefined) result.revenue = revenue;
  if (amount !== undefined) result.amount = amount;
  const currency = text(source.currency, 3)?.toUpperCase() ?? (value !== undefined ? (context.currency ?? undefined) : undefined);
  if (currency) result.currency = currency;
  const afRevenue = finite(source.af_revenue) ?? revenue;
  if (afRevenue !== undefined) result.af_revenue = afRevenue;
  const afCurrency = text(source.af_currency, 3)?.toUpperCase() ?? (afRevenue !== undefined ? currency : undefined);
  if (afCurrency) result.af_currency = afCurrency;
  if (source.content && typeof source.content === 'object') {
    const content: Record<string, string | number | boolean> = {};
    for (const [key, item] of Object.entries(source.content).slice(0, 20)) {
      if (typeof item === 'boolean' || finite(item) !== undefined) content[key.slice(0, 64)] = item;
      else if (typeof item === 'string') content[key.slice(0, 64)] = item.slice(0, 256);
    }
    if (Object.keys(content).length > 0) result.content = content;
  }
  return result;
}
