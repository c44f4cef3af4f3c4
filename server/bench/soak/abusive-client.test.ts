import { classify, type AbuseTally } from './abusive-client';

const empty = (): AbuseTally => ({ calls: 0, accepted: 0, limited: 0, refused: 0, failed: 0, failures: {} });

describe("the abusive client's tally", () => {
  it('sorts answers into done, limited (429), refused (other 4xx) and failed (5xx or none)', () => {
    const tally = empty();
    for (const status of [200, 204, 303, 429, 429, 400, 401, 500]) classify(tally, { status });
    classify(tally, { status: 0, reason: 'ECONNRESET' });
    expect(tally).toEqual({ calls: 9, accepted: 3, limited: 2, refused: 2, failed: 2, failures: { '500': 1, ECONNRESET: 1 } });
  });
});
