import { ApiError } from '@m/shared';
import {
  appendHistory,
  exchangeFailureKey,
  hasMoreHistory,
  rewardOffer,
  rewardsAvailability,
  rewardsViewSearch,
  serverMessage,
  wantsRewardsView,
} from './rewards-rules';

const entry = (id: number) => ({
  id,
  kind: 'checkin' as const,
  points: 10,
  balanceAfter: 10 * id,
  detail: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const apiError = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ kind: 'server', message: 'Server text', endpoint: 'rewardExchange', path: '/wps/member/rewards/exchange', ...init });

describe('rewards centre rules', () => {
  it('opens the view from ?view=rewards and keeps the other query parameters when opening or closing it', () => {
    expect(wantsRewardsView('view=rewards&cid=7')).toBe(true);
    expect(wantsRewardsView('cid=7')).toBe(false);
    expect(rewardsViewSearch('cid=7', true)).toBe('?cid=7&view=rewards');
    expect(rewardsViewSearch('cid=7&view=rewards', false)).toBe('?cid=7');
    expect(rewardsViewSearch('view=rewards', false)).toBe('');
  });

  it('is available only when the merchant turned REWCEN3 on, and undecided until the status arrived', () => {
    expect(rewardsAvailability(undefined)).toBe('unknown');
    expect(rewardsAvailability({ REWCEN3: true })).toBe('on');
    expect(rewardsAvailability({ REWCEN3: false })).toBe('off');
    expect(rewardsAvailability({})).toBe('off');
  });

  it('offers a reward the balance pays, says how many points are missing otherwise, and that a sold-out one is gone', () => {
    expect(rewardOffer({ cost: 500, remaining: null }, 500)).toEqual({ kind: 'exchangeable' });
    expect(rewardOffer({ cost: 500, remaining: 3 }, 120)).toEqual({ kind: 'short', missing: 380 });
    expect(rewardOffer({ cost: 500, remaining: 0 }, 9999)).toEqual({ kind: 'sold-out' });
  });

  it("gives every exchange failure the player's own message", () => {
    expect(exchangeFailureKey(apiError({ errorCode: 'reward_points_short' }))).toBe('rewards_error_short');
    expect(exchangeFailureKey(apiError({ errorCode: 'reward_out_of_stock' }))).toBe('rewards_error_sold_out');
    expect(exchangeFailureKey(apiError({ errorCode: 'reward_not_found' }))).toBe('rewards_error_gone');
    expect(exchangeFailureKey(apiError({ errorCode: 'rewards_not_enabled' }))).toBe('rewards_not_available');
    expect(exchangeFailureKey(apiError({ kind: 'offline' }))).toBe('rewards_error_network');
    expect(exchangeFailureKey(apiError({ kind: 'timeout' }))).toBe('rewards_error_timeout');
    // Anything else: the server's message if it sent one, else the generic text.
    expect(exchangeFailureKey(apiError({ errorCode: 'server_error' }))).toBeNull();
    expect(serverMessage(apiError({ errorCode: 'server_error' }))).toBe('Server text');
    expect(serverMessage(apiError({ kind: 'network', message: 'Network Error / CORS Errors' }))).toBeNull();
    expect(serverMessage(new Error('boom'))).toBeNull();
  });

  it('joins history pages without showing an entry twice, and knows when there is more', () => {
    expect(appendHistory([entry(3), entry(2)], [entry(2), entry(1)]).map((e) => e.id)).toEqual([3, 2, 1]);
    expect(hasMoreHistory(20, 31)).toBe(true);
    expect(hasMoreHistory(31, 31)).toBe(false);
  });
});
