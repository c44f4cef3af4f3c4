import { isCashierReturn, trackedFromClaims, watchCashierEvents, type ClaimedEvents } from './cashier-events';

const claims: ClaimedEvents = [
  { event: 'depositSubmit', amount: 500, currency: 'PHP', reference: 'D1', at: 1 },
  { event: 'firstDepositArrival', amount: 500, currency: 'PHP', reference: 'D1', at: 2 },
];

describe('cashier events', () => {
  it('become tracked events with the amount, and revenue only for money that arrived', () => {
    expect(trackedFromClaims(claims)).toEqual([
      { event: 'depositSubmit', payload: { amount: 500, value: 500, currency: 'PHP', content: { reference: 'D1' } } },
      { event: 'firstDepositArrival', payload: { amount: 500, value: 500, currency: 'PHP', revenue: 500, content: { reference: 'D1' } } },
    ]);
  });

  it('are claimed on the cashier return URL with a session, and on each later occasion, never for a guest', async () => {
    const published: string[] = [];
    let session = false;
    let occasion = () => {};
    const claim = jest.fn(async () => claims);
    watchCashierEvents({
      claim,
      publish: (m) => published.push(m.event),
      hasSession: () => session,
      onOccasion: (check) => ((occasion = check), () => undefined),
      claimNow: true,
    });
    expect(claim).not.toHaveBeenCalled();
    session = true;
    occasion();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(published).toEqual(['depositSubmit', 'firstDepositArrival']);
  });

  it('are not claimed on an ordinary page load, only on the return URL', () => {
    const claim = jest.fn(async () => claims);
    watchCashierEvents({ claim, publish: () => undefined, hasSession: () => true, onOccasion: () => () => undefined, claimNow: false });
    expect(claim).not.toHaveBeenCalled();
    watchCashierEvents({ claim, publish: () => undefined, hasSession: () => true, onOccasion: () => () => undefined, claimNow: true });
    expect(claim).toHaveBeenCalledTimes(1);
    expect(isCashierReturn('?cashier=return&affiliateCode=a')).toBe(true);
    expect(isCashierReturn('?cashier=other')).toBe(false);
  });
});
