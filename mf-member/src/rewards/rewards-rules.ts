/**
 * The rewards centre's decisions, pure so they are tested without a page: whether the view is
 * asked for and may be shown, what a reward offers the member now, how an exchange's failure
 * reads, and how history pages join.
 */
import type { Reward, RewardEntry } from './rewards-api';

/** The member home shows the rewards centre in place of its overview at `?view=rewards`. */
export const REWARDS_VIEW = 'rewards';

export function wantsRewardsView(search: string): boolean {
  return new URLSearchParams(search).get('view') === REWARDS_VIEW;
}

/** The query that opens the view, keeping the page's other parameters (tracking ones). */
export function rewardsViewSearch(search: string, open: boolean): string {
  const params = new URLSearchParams(search);
  if (open) params.set('view', REWARDS_VIEW);
  else params.delete('view');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * REWCEN3 as the start-up status says: `unknown` until the status arrived, so the page neither
 * flashes "not available" nor calls the backend before it knows.
 */
export type RewardsAvailability = 'unknown' | 'on' | 'off';

export function rewardsAvailability(whitelabel: Partial<Record<string, boolean>> | undefined): RewardsAvailability {
  if (!whitelabel) return 'unknown';
  return whitelabel.REWCEN3 === true ? 'on' : 'off';
}

export type RewardOffer = { kind: 'exchangeable' } | { kind: 'short'; missing: number } | { kind: 'sold-out' };

export function rewardOffer(reward: Pick<Reward, 'cost' | 'remaining'>, balance: number): RewardOffer {
  if (reward.remaining === 0) return { kind: 'sold-out' };
  if (balance < reward.cost) return { kind: 'short', missing: reward.cost - balance };
  return { kind: 'exchangeable' };
}

/** The member's catalogue translation key of an exchange failure; null: show the server's message. */
export function exchangeFailureKey(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? (error as { errorCode?: unknown; kind?: unknown }).errorCode : undefined;
  const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
  switch (code) {
    case 'reward_points_short':
      return 'rewards_error_short';
    case 'reward_out_of_stock':
      return 'rewards_error_sold_out';
    case 'reward_not_found':
      return 'rewards_error_gone';
    case 'rewards_not_enabled':
      return 'rewards_not_available';
    default:
      if (kind === 'offline' || kind === 'network') return 'rewards_error_network';
      if (kind === 'timeout') return 'rewards_error_timeout';
      return null;
  }
}

/** The server's own message when it sent one (already in the player's language). */
export function serverMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { kind, message } = error as { kind?: unknown; message?: unknown };
  return kind === 'server' && typeof message === 'string' && message.length > 0 ? message : null;
}

/** Adds a page to the loaded history; an entry already shown (a page that shifted because of a new entry) stays once. */
export function appendHistory(shown: readonly RewardEntry[], page: readonly RewardEntry[]): RewardEntry[] {
  const seen = new Set(shown.map((entry) => entry.id));
  return [...shown, ...page.filter((entry) => !seen.has(entry.id))];
}

export function hasMoreHistory(shown: number, total: number): boolean {
  return shown < total;
}
