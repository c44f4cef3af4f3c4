/**
 * The release actions as the form offers them, and the contract's request each one becomes. Pure:
 * the form's fields in, an `OpsReleaseAction` (or what is missing) out, and the sentence the
 * confirmation step and the result message read.
 */
import type { OpsReleaseAction } from '@m/shared/ops';

export type ActionKind = OpsReleaseAction['action'];

export interface ActionFields {
  action: ActionKind;
  merchant: string;
  remote: string;
  version: string;
  /** Canary share in percent, as typed. */
  share: string;
  /** Promote: every merchant that follows the default registry ('*'), or this merchant. */
  everywhere: boolean;
  reason: string;
}

export const ACTION_LABELS: Record<ActionKind, string> = {
  promote: 'Promote',
  pin: 'Pin',
  unpin: 'Unpin',
  canary: 'Canary',
  rollback: 'Roll back',
};

export const MIN_REASON = 5;

export function needsVersion(action: ActionKind): boolean {
  return action === 'promote' || action === 'pin' || action === 'canary';
}

/** The request, or the first thing the operator still has to fill in. */
export function buildAction(fields: ActionFields): { ok: true; action: OpsReleaseAction } | { ok: false; problem: string } {
  const reason = fields.reason.trim();
  if (needsVersion(fields.action) && !fields.version) return { ok: false, problem: 'Choose a version.' };
  if (reason.length < MIN_REASON)
    return { ok: false, problem: `Give a reason (at least ${MIN_REASON} characters): it goes into the audit log.` };
  const { merchant, remote, version } = fields;
  switch (fields.action) {
    case 'promote':
      return { ok: true, action: { action: 'promote', merchant: fields.everywhere ? '*' : merchant, remote, version, reason } };
    case 'pin':
      return { ok: true, action: { action: 'pin', merchant, remote, version, reason } };
    case 'unpin':
      return { ok: true, action: { action: 'unpin', merchant, remote, reason } };
    case 'rollback':
      return { ok: true, action: { action: 'rollback', merchant, remote, reason } };
    case 'canary': {
      const share = Number(fields.share);
      if (!/^\d{1,2}$/.test(fields.share.trim()) || share < 1 || share > 99)
        return { ok: false, problem: 'The canary share is a whole percentage from 1 to 99.' };
      return { ok: true, action: { action: 'canary', merchant, remote, version, share, reason } };
    }
  }
}

/** "Canary mf-games 1.1.0 at 50 % for demo": what the operator confirms, and what the result names. */
export function describeAction(action: OpsReleaseAction): string {
  const where = action.merchant === '*' ? 'every merchant that follows the default' : action.merchant;
  switch (action.action) {
    case 'promote':
      return `Promote ${action.remote} ${action.version} for ${where}`;
    case 'pin':
      return `Pin ${action.remote} to ${action.version} for ${where}`;
    case 'unpin':
      return `Unpin ${action.remote} for ${where} (it follows the default again)`;
    case 'canary':
      return `Canary ${action.remote} ${action.version} at ${action.share} % for ${where}`;
    case 'rollback':
      return `Roll back ${action.remote} for ${where} to its previous version`;
  }
}
