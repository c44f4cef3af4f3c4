import { deliveredPayload } from './delivered-payload';

const context = { session: { id: '42', userName: 'bob' }, currency: 'PHP' };

describe('the SPEC 3 event payload every channel receives', () => {
  it('fills the member from the session and the currency from the country info', () => {
    expect(deliveredPayload({ revenue: 100 }, context)).toEqual({
      customerId: '42',
      customerName: 'bob',
      value: 100,
      revenue: 100,
      currency: 'PHP',
      af_revenue: 100,
      af_currency: 'PHP',
    });
  });

  it('keeps what the publisher gave over what the page knows', () => {
    expect(deliveredPayload({ customerId: 7, customerName: 'ann', amount: 5, currency: 'thb' }, context)).toEqual({
      customerId: '7',
      customerName: 'ann',
      value: 5,
      amount: 5,
      currency: 'THB',
    });
  });

  it('has no currency without an amount, and no member for a guest', () => {
    expect(deliveredPayload({}, { session: null, currency: 'PHP' })).toEqual({});
  });

  it('drops malformed values instead of passing them on', () => {
    const bad = {
      value: Number.NaN,
      revenue: '12' as unknown as number,
      customerName: '  ',
      content: { ok: 'x', nested: { a: 1 } as unknown as string },
    };
    expect(deliveredPayload(bad, { session: null, currency: null })).toEqual({ content: { ok: 'x' } });
    expect(deliveredPayload(undefined, { session: null, currency: null })).toEqual({});
  });
});
