/**
 * What the operator's role lets the page offer. The server decides every action again (and
 * answers 403); the page hides what would only be refused, so a viewer is not shown buttons.
 */
import type { OpsOperator } from '@m/shared/ops';

export function coversMerchant(operator: OpsOperator, merchant: string): boolean {
  return operator.merchants === '*' || operator.merchants.includes(merchant);
}

/** Pin, unpin, canary, rollback (and promote to this merchant) on this merchant's registry. */
export function canSteer(operator: OpsOperator, merchant: string): boolean {
  return operator.role !== 'viewer' && coversMerchant(operator, merchant);
}

/** Promote a version for every merchant that follows the default registry: release managers only. */
export function canPromoteEverywhere(operator: OpsOperator): boolean {
  return operator.role === 'release-manager';
}

export const ROLE_NAMES: Record<OpsOperator['role'], string> = {
  'release-manager': 'Release manager',
  'merchant-admin': 'Merchant admin',
  viewer: 'Viewer',
};
