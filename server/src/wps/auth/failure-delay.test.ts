import { FailureDelays, delayAfter } from './failure-delay';

describe('growing delays after failed sign-ins', () => {
  it('lets three failures pass, then doubles the wait up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 30].map(delayAfter)).toEqual([0, 0, 0, 1000, 2000, 4000, 900_000]);
  });

  it('refuses the next attempt until the delay has passed, on any key of the attempt, and a success clears it', () => {
    const delays = new FailureDelays();
    for (let i = 0; i < 4; i++) delays.fail(['member:1', 'text:9170000001'], 1000);
    expect(() => delays.check(['text:9170000001'], 2000)).toThrow(expect.objectContaining({ status: 429, errorCode: 'TOO_MANY_REQUEST' }));
    expect(() => delays.check(['member:1'], 3001)).not.toThrow();
    delays.succeed(['member:1', 'text:9170000001']);
    expect(() => delays.check(['member:1'], 1001)).not.toThrow();
  });
});
