import { cashierTarget } from './cashier-link';

const session = { token: 'T0KEN', userName: 'player1' };

describe('the cashier link', () => {
  it('carries the token and username to a host on the allow-list', () => {
    const target = cashierTarget('https://pay.demo.example/cashier', ['pay.demo.example'], session, 'deposit');
    expect(target).toEqual({ href: 'https://pay.demo.example/cashier?action=deposit&token=T0KEN&username=player1', signedIn: true });
  });

  it('never gives the token to another host, a look-alike or plain http', () => {
    for (const url of ['https://evil.example/cashier', 'https://pay.demo.example.evil.example/', 'http://pay.demo.example/cashier']) {
      const target = cashierTarget(url, ['pay.demo.example'], session, 'withdraw');
      expect(target?.signedIn).toBe(false);
      expect(target?.href).not.toContain('T0KEN');
    }
  });

  it('has no link for a missing, malformed or script address', () => {
    expect(cashierTarget(null, [], session, 'deposit')).toBeNull();
    expect(cashierTarget('not a url', ['x'], session, 'deposit')).toBeNull();
    expect(cashierTarget('javascript:alert(1)', ['x'], session, 'deposit')).toBeNull();
  });

  it('opens without a token for a guest', () => {
    expect(cashierTarget('https://pay.demo.example/c', ['pay.demo.example'], null, 'deposit')).toEqual({
      href: 'https://pay.demo.example/c?action=deposit',
      signedIn: false,
    });
  });
});
