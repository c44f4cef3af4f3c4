/**
 * What an operator's role reaches, decided on the server for every route (the console only hides
 * what it cannot do):
 * - release-manager: every merchant; may change any of them and promote for all at once;
 * - merchant-admin: sees and changes only their merchants;
 * - viewer: sees their merchants (or all), changes nothing.
 */
import type { OpsOperator } from '@m/shared/ops';

export function covers(operator: OpsOperator, merchant: string): boolean {
  return operator.merchants === '*' || operator.merchants.includes(merchant);
}

/** May this operator change the registry of `merchant` (`'*'`: every merchant at once)? */
export function mayChange(operator: OpsOperator, merchant: string): boolean {
  if (operator.role === 'viewer') return false;
  if (merchant === '*') return operator.role === 'release-manager';
  return covers(operator, merchant);
}

/** The merchants of `all` this operator sees. */
export function visibleMerchants(operator: OpsOperator, all: string[]): string[] {
  return all.filter((code) => covers(operator, code));
}
