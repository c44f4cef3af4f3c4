import { refusedByTestRule, WithdrawalBackOffice } from './withdrawal-back-office';
import type { CashierStore } from '../../db/cashier-store';

describe('the stand-in back office', () => {
  it('refuses by the documented test rule only amounts whose minor units end in 99', () => {
    expect([20_099, 99, 20_000, 20_098, 19_900].map(refusedByTestRule)).toEqual([true, true, false, false, false]);
  });

  it('looks for withdrawals on a timer until stopped', () => {
    jest.useFakeTimers();
    try {
      const claim = jest.fn().mockReturnValue(undefined);
      const office = new WithdrawalBackOffice({ claimPendingWithdrawal: claim } as unknown as CashierStore, () => 0, 2_000, {
        info: () => undefined,
        warn: () => undefined,
      });
      office.start(500);
      jest.advanceTimersByTime(1_600);
      expect(claim).toHaveBeenCalledTimes(3);
      office.stop();
      jest.advanceTimersByTime(5_000);
      expect(claim).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
